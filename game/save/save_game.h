#pragma once
// The game's side of the save (storage/): opens it, settles rounds a crash cut off, keeps the current
// profile, seats it at a table with a SessionRecorder (the Session puts record() first in the table's event
// sink, so every change of money is written before the view shows it), and carries the profile's options,
// asked questions, new runs and cash-outs. It knows nothing of the view. Scenes reach it through
// GameContext, and the save only through it (tests/layer_check.sh: no scene includes storage/ or calls
// database()); it never throws into them: storage's errors are caught here and come back as a Result (the reads
// in save_reads.cpp) or a message, and a failed write while playing as take_failure().
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/event.h"
#include "engine/refusal.h"
#include "engine/replay/history_event.h"
#include "engine/rules.h"
#include "engine/side_bets.h"
#include "engine/three_bets.h"
#include "game/base/result.h"
#include "game/save/bank_preview.h"
#include "game/save/history_rows.h"
#include "game/save/replay_export.h"
#include "game/save/save_reads.h"
#include "storage/clock.h"
#include "storage/hand_history.h"
#include "storage/leaderboard.h"
#include "storage/profile.h"
#include "storage/round_skill.h"
#include "storage/save_database.h"
#include "storage/table_recorders.h"

namespace bjt {
class Table;
}
namespace bjt::trivia {
class AskedQuestions;
}
namespace bjt::storage {
class SessionRecorder;
}

namespace bjt::game {

struct TriviaQuestion;

class SaveGame {
public:
    static constexpr const char* kFirstProfileName = "Player";

    // Opens the save in `folder` (never throws; see SaveDatabase::open), or an in-memory save when
    // `folder` is empty. Runs RoundRecovery and selects the profile played last (creating
    // kFirstProfileName with `first_preset` and its rules on a first start). `clock` must outlive this.
    SaveGame(const std::filesystem::path& folder, const storage::Clock& clock, std::string_view first_preset,
             const Rules& first_rules);
    ~SaveGame();
    SaveGame(const SaveGame&) = delete;
    SaveGame& operator=(const SaveGame&) = delete;

    // What the player must be told: a damaged save (and where it was kept), banks restored, an
    // interrupted round refunded, saving switched off, a write that failed. Shown on the title.
    const std::vector<std::string>& notices() const { return notices_; }
    void dismiss_notices() { notices_.clear(); }
    void add_notice(std::string message) { note(std::move(message)); }
    // Every notice of this session, dismissed or not (tests, the log).
    const std::vector<std::string>& notice_history() const { return history_; }
    bool saving() const { return db_->saving(); }
    // The save itself, for the game's own checks (the monkey's journal check); never for a screen.
    storage::SaveDatabase& database() { return *db_; }
    // The data folder the save lives in; empty for an in-memory save.
    const std::filesystem::path& folder() const { return folder_; }

    // What the screens read (save_reads.h, save_reads.cpp), each whole, or why it could not be read.
    Result<Leaderboards> leaderboards(const std::string& preset);
    Result<Career> career(std::int64_t profile_id);
    // The last `sessions` sessions' skill, and the skill by preset.
    Result<SkillHistory> skill_history(std::int64_t profile_id, int sessions);
    Result<std::vector<SessionRow>> sessions(std::int64_t profile_id, int limit);
    Result<std::vector<RoundRow>> rounds(std::int64_t session_id);
    Result<std::vector<replay::HistoryEvent>> round_events(std::int64_t round_id);
    // The rounds of the run the profile plays now, across sittings (storage::RunRounds): the game-over screen's.
    Result<int> run_rounds(std::int64_t profile_id);
    // A session or a round as a replay file (replay_export.h).
    Result<> export_replay(const ReplayExport& what, const std::filesystem::path& path);
    // An instant of the save's clock as the player's clock shows it.
    storage::LocalTime local_time_of(storage::UnixSeconds at) const;
    // A profile name the save takes (trimmed, 1 to kMaxNameBytes bytes, no control characters).
    static bool name_is_valid(std::string_view name);
    static constexpr std::size_t kMaxNameBytes = 32;  // storage::ProfileStore's (save_reads.cpp checks it)

    // Profiles, most recently played first.
    std::vector<storage::Profile> profiles();
    // The profile playing now, as last read from the save (refresh() re-reads it).
    const storage::Profile& current() const { return current_; }
    void refresh();
    // Makes a profile the current one (remembered across restarts). False if it no longer exists.
    bool select(std::int64_t profile_id);
    // A new profile at the preset's starting bank, made current; or why not (a name taken, a failed write).
    Result<> create(std::string_view name, std::string_view preset, const Rules& rules);
    Result<> rename(std::int64_t profile_id, std::string_view name);

    // Saves the player's rule options (key -> value, ActiveRules::overrides()) with the current profile when
    // they differ from what it holds (cheap enough to call every frame). current().options reads them back.
    void store_options(const std::map<std::string, std::string>& options);
    // "How to play" was shown to the current profile (current().how_to_play_seen): it does not open by itself again.
    void mark_how_to_play_seen();

    // Sitting down: the table (already made with `rules` of preset `preset`, and its seats set) takes the
    // profile's bank and credits for that preset at seat `seat` (the other seats are the Session's: computer
    // players). Coming from another preset, that preset's bank is kept for it and the bank
    // kept for this one comes back (storage::KeptBanks), or a new run starts at a preset never played. A
    // bank that cannot play these rules any more (a game over) starts a new run. From then on record()
    // saves the table's events. False (and a notice) if the save refused.
    [[nodiscard]] bool sit_down(Table& table, std::string_view preset, const Rules& rules, int seat = 0);
    // The seat the profile plays at (sit_down()'s).
    int seat() const { return seat_; }
    // A table of several people (save_game_guests.cpp): after sit_down(), another profile of the save at `seat`, a
    // guest with its own bank for the preset (kept as the current profile's is, a new run after a game over), its own
    // journal, statistics and hand history. False (and a notice) if the save refused. sit_down() unseats them all.
    [[nodiscard]] bool seat_guest(Table& table, std::string_view preset, const Rules& rules, int seat,
                                  std::int64_t profile_id);
    // The profile seated at `seat` (the current one, or a guest's as last read); null at a computer player's seat.
    const storage::Profile* profile_at(int seat) const;
    // Saves one event of the seated table (the first link of the Session's event sink; nothing before a
    // sitting). A failed write is reported by take_failure(), never thrown.
    void record(const Event& e);
    // What sitting down at `preset` (with `rules`) would start with: the current profile's bank there, or a
    // new run (never played there, or the run is over). For the title.
    BankPreview next_bank(std::string_view preset, const Rules& rules);
    // A new run at the starting bank for the person at `seat` (play again after a game over), the seat reset to it.
    [[nodiscard]] bool new_run(Table& table, const Rules& rules, int seat);
    // Cash Out between rounds for the person at `seat`: the bank goes to the leaderboard and the next run starts;
    // the seat is reset to the starting bank. nullopt (and a notice) when the save refused.
    [[nodiscard]] std::optional<storage::CashOutResult> cash_out(Table& table, std::string_view preset,
                                                                 const Rules& rules, int seat);
    // The last cash-out, for the leaderboard scene.
    const std::optional<storage::CashOutResult>& last_cash_out() const { return last_cash_out_; }

    // The skill score of the round just closed at `seat` (rounds == 0: not scored, a round under way, no person).
    storage::SkillTotals last_round_skill(int seat) const;

    // A provably fair shoe put on the seated table, and its server seed once the shoe is done (the recorder's
    // storage::SessionRecorder::fair_shoe_started() and server_seed_revealed(); nothing before a sitting).
    void fair_shoe_started(std::uint64_t shoe_number, const std::string& commitment, const std::string& client_seed,
                           const std::string& preset);
    // The number of the next fair shoe of the profiles seated (storage::HandHistory::take_fair_shoe_number()); 0
    // when the save cannot give one.
    std::uint64_t take_fair_shoe_number();
    void server_seed_revealed(std::uint64_t shoe_number, const std::string& server_seed_hex);

    // The requests to the seated table, the player's and at a table of several the computer players' too
    // (storage::TableRecorders), recorded in the hand history on the way, or passed straight to the table when
    // nothing records (no sitting, a failed save).
    [[nodiscard]] Status begin_round(Table& table, Cents bet, const SideBetStakes& side_bets);
    // A table of several: every seat's bet at once, seat 0 first.
    [[nodiscard]] Status begin_round(Table& table, std::span<const SeatBet> bets);
    [[nodiscard]] Status act(Table& table, Action action);
    [[nodiscard]] Status answer(Table& table, Difficulty difficulty, bool right);
    [[nodiscard]] Status withdraw_question(Table& table);
    [[nodiscard]] Status predict(Table& table, const Prediction& prediction);
    // The current profile's `limit` last revealed fair shoes in the save (storage::HandHistory::revealed_shoes()),
    // newest first, for the Fairness panel: empty when there is none or the save cannot say.
    std::vector<storage::RevealedShoe> revealed_shoes(int limit);
    // The save clock's time, and an instant as the player's clock shows it ("2026-11-24 18:05").
    storage::UnixSeconds now() const;
    std::string local_time(storage::UnixSeconds at) const;

    // The trivia scene put a question up to the person at `seat`; the answer counts under its category, the asked
    // ids are saved with that person's profile.
    void question_asked(int seat, const TriviaQuestion& question, const trivia::AskedQuestions& asked_now);

    // The units a preset counts money in, for a profile that is not seated ("classic": points).
    static Units preset_units(std::string_view preset);

    // A write failed while playing (disk full, a folder gone or read-only): the message, once, also noted. The
    // game tells the player over the table and plays on; from here the session plays on a copy of the save in
    // memory (saving() false), and nothing more reaches the disk.
    std::optional<std::string> take_failure();

private:
    // RoundRecovery, with a notice for each round it settled.
    void recover();
    void remember_current();
    std::optional<std::string> remembered_profile() const;
    void note(std::string message) {
        history_.push_back(message);
        notices_.push_back(std::move(message));
    }
    void seat_recorder(const Table& table);
    void drop_recorder();
    void drop_guests();
    // A new recorder for the person at `seat` (after a new run or a cash-out there).
    void reseat_recorder(const Table& table, int seat);
    // The profile's bank for `preset` onto `seat` of the table (kept banks switched in one transaction, a new run
    // after a game over); `profile` is read again. Throws storage's errors.
    void take_seat(Table& table, std::string_view preset, const Rules& rules, storage::Profile& profile, int seat);
    void reload(storage::Profile& profile);
    struct Guest {
        int seat = 0;
        storage::Profile profile;
        std::unique_ptr<storage::SessionRecorder> recorder;
    };
    Guest* guest_at(int seat);
    const Guest* guest_at(int seat) const;
    storage::SessionRecorder* recorder_at(int seat) const;
    // Every recorder seated: the current profile's and the guests'.
    std::vector<storage::SessionRecorder*> all_recorders() const;
    void play_on_unsaved();

    std::filesystem::path folder_;
    std::unique_ptr<storage::SaveDatabase> db_;
    storage::Profile current_;
    std::unique_ptr<storage::SessionRecorder> recorder_;
    storage::TableRecorders recorders_;  // recorder_ alone, or none: the table's requests go through it
    int seat_ = 0;
    std::vector<Guest> guests_;
    std::optional<storage::CashOutResult> last_cash_out_;
    std::vector<std::string> notices_;
    std::vector<std::string> history_;
};

}  // namespace bjt::game
