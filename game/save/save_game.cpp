#include "game/save/save_game.h"

#include <algorithm>
#include <fstream>
#include <map>

#include "engine/files/replace_file.h"
#include "engine/presets/preset_loader.h"
#include "engine/table.h"
#include "engine/trivia/asked_questions.h"
#include "engine/trivia/question.h"
#include "game/questions/trivia_question.h"
#include "game/save/history_rows.h"
#include "game/ui/money_text.h"
#include "storage/kept_banks.h"
#include "storage/leaderboard.h"
#include "storage/profile_store.h"
#include "storage/round_recovery.h"
#include "storage/session_recorder.h"
#include "storage/storage_error.h"

namespace bjt::game {

namespace {
// The name of the profile chosen last, beside the save: choosing a profile is not a change of money, so
// the save's "last played" order alone would forget a switch made without playing a round. A name, not
// an id: a damaged save restored from the bank copy gives its profiles new ids but keeps their names.
constexpr const char* kCurrentProfileFile = "current-profile";

int starting_credits(const Rules& rules) { return rules.trivia ? rules.trivia_start_credits : 0; }

}  // namespace

Units SaveGame::preset_units(std::string_view preset) {
    if (const auto path = find_preset(preset)) {
        const PresetLoad load = load_preset(*path);
        if (load.preset) return load.preset->rules.units;
    }
    return Units::Dollars;
}

SaveGame::SaveGame(const std::filesystem::path& folder, const storage::Clock& clock, std::string_view first_preset,
                   const Rules& first_rules)
    : folder_(folder),
      db_(std::make_unique<storage::SaveDatabase>(folder.empty() ? storage::SaveDatabase::open_in_memory(clock)
                                                                 : storage::SaveDatabase::open(folder, clock))) {
    for (const storage::SaveNotice& n : db_->notices()) {
        std::string text = n.message;
        // Where the damaged files are, in full: the message names the file, the player needs the folder.
        for (const auto& aside : n.kept_aside) text += "\nKept at: " + aside.string();
        note(std::move(text));
    }
    try {
        recover();
        storage::ProfileStore store(*db_);
        std::optional<storage::Profile> chosen;
        if (const auto name = remembered_profile()) chosen = store.find(*name);
        if (!chosen) {
            const std::vector<storage::Profile> all = store.list();
            if (!all.empty()) chosen = all.front();
        }
        if (!chosen)
            chosen =
                store.create(kFirstProfileName, first_preset, first_rules.starting_bank, starting_credits(first_rules));
        current_ = *chosen;
    } catch (const std::exception& e) {
        // The save opened but refuses to work (a disk that fails under it): play this session unsaved.
        note(std::string("The save could not be read (") + e.what() + "); this session is not saved.");
        db_ = std::make_unique<storage::SaveDatabase>(storage::SaveDatabase::open_in_memory(clock));
        current_ = storage::ProfileStore(*db_).create(kFirstProfileName, first_preset, first_rules.starting_bank,
                                                      starting_credits(first_rules));
    }
}

SaveGame::~SaveGame() = default;

void SaveGame::recover() {
    for (const storage::RecoveredRound& r : storage::RoundRecovery(*db_).run()) {
        std::string text = "The last round of " + r.profile_name + " was interrupted";
        const storage::Profile p = storage::ProfileStore(*db_).load(r.profile_id).value_or(storage::Profile{});
        const Units units = preset_units(p.preset);
        text += r.refunded > 0 ? ": " + money_text(r.refunded, units) + " on the table was returned to the bank"
                               : "; nothing was left on the table";
        if (r.settled_net != 0)
            text += " (what was already settled stands: " + std::string(r.settled_net > 0 ? "+" : "") +
                    money_text(r.settled_net, units) + ")";
        text += ". Bank now " + money_text(r.bank_after, units) + ".";
        note(std::move(text));
    }
}

std::optional<std::string> SaveGame::remembered_profile() const {
    if (folder_.empty() || !db_->saving()) return std::nullopt;
    std::ifstream f(folder_ / kCurrentProfileFile);
    std::string name;
    if (std::getline(f, name) && !name.empty()) return name;
    return std::nullopt;
}

void SaveGame::remember_current() {
    if (folder_.empty() || !db_->saving()) return;
    // Replaced whole, so a crash leaves the old choice or the new one, never half a name. A failure is only a
    // convenience lost: the last played profile is chosen instead.
    (void)files::replace_file(folder_ / kCurrentProfileFile, current_.name + "\n");
}

std::vector<storage::Profile> SaveGame::profiles() {
    try {
        return storage::ProfileStore(*db_).list();
    } catch (const std::exception& e) {
        note(std::string("The profiles could not be read: ") + e.what());
        return {current_};
    }
}

void SaveGame::refresh() {
    try {
        if (auto p = storage::ProfileStore(*db_).load(current_.id)) current_ = std::move(*p);
    } catch (const std::exception&) {
        // Keep the copy in memory; the next write reports the failure.
    }
}

bool SaveGame::select(std::int64_t profile_id) {
    try {
        auto p = storage::ProfileStore(*db_).load(profile_id);
        if (!p) return false;
        current_ = std::move(*p);
        remember_current();
        return true;
    } catch (const std::exception& e) {
        note(std::string("That profile could not be read: ") + e.what());
        return false;
    }
}

Result<> SaveGame::create(std::string_view name, std::string_view preset, const Rules& rules) {
    try {
        const storage::Profile p =
            storage::ProfileStore(*db_).create(name, preset, rules.starting_bank, starting_credits(rules));
        if (!select(p.id)) return Result<>::failure("the new profile could not be read back");
        return Result<>::success();
    } catch (const std::exception& e) {
        return Result<>::failure(e.what());
    }
}

Result<> SaveGame::rename(std::int64_t profile_id, std::string_view name) {
    try {
        storage::ProfileStore(*db_).rename(profile_id, name);
        if (profile_id == current_.id) {
            refresh();
            remember_current();
        }
        return Result<>::success();
    } catch (const std::exception& e) {
        return Result<>::failure(e.what());
    }
}

void SaveGame::store_options(const std::map<std::string, std::string>& now) {
    // Called every frame: a comparison of a few short strings, a write only when the player changed something.
    if (std::equal(now.begin(), now.end(), current_.options.begin(), current_.options.end())) return;
    std::map<std::string, std::string, std::less<>> options(now.begin(), now.end());
    try {
        storage::ProfileStore(*db_).set_options(current_.id, options);
        current_.options = std::move(options);
    } catch (const std::exception& e) {
        note(std::string("Your options could not be saved: ") + e.what());
        current_.options = std::move(options);  // said once, not again every frame
    }
}

void SaveGame::mark_how_to_play_seen() {
    if (current_.how_to_play_seen) return;
    current_.how_to_play_seen = true;  // shown now: not offered again this session even if the write fails
    try {
        storage::ProfileStore(*db_).set_how_to_play_seen(current_.id);
    } catch (const std::exception& e) {
        note(std::string("That you have seen How to play could not be saved: ") + e.what());
    }
}

BankPreview SaveGame::next_bank(std::string_view preset, const Rules& rules) {
    if (current_.preset == preset) return preview_bank(rules, SavedBank{current_.bank, current_.credits});
    try {
        if (const auto kept = storage::KeptBanks(*db_).find(current_.id, preset))
            return preview_bank(rules, SavedBank{kept->bank, kept->credits});
    } catch (const std::exception&) {
        // Unreadable now: the title shows a new run; sitting down reads the save again and reports a failure.
    }
    return preview_bank(rules, std::nullopt);
}

void SaveGame::seat_recorder(const Table& table) {
    drop_recorder();
    recorder_ = std::make_unique<storage::SessionRecorder>(*db_, current_.id, table, seat_);
    recorders_.add(*recorder_);
}

void SaveGame::drop_recorder() {
    if (recorder_) recorders_.remove(*recorder_);
    recorder_.reset();
}

void SaveGame::record(const Event& e) { recorders_.record(e); }

Status SaveGame::begin_round(Table& table, Cents bet, const SideBetStakes& side_bets) {
    return recorder_ ? recorder_->begin_round(table, bet, side_bets) : table.begin_round(bet, side_bets);
}

Status SaveGame::begin_round(Table& table, std::span<const SeatBet> bets) {
    return recorders_.begin_round(table, bets);
}

Status SaveGame::act(Table& table, Action action) { return recorders_.act(table, action); }

Status SaveGame::answer(Table& table, Difficulty difficulty, bool right) {
    return recorders_.answer(table, difficulty, right);
}

Status SaveGame::withdraw_question(Table& table) { return recorders_.withdraw_question(table); }

Status SaveGame::predict(Table& table, const Prediction& prediction) { return recorders_.predict(table, prediction); }

storage::SkillTotals SaveGame::last_round_skill(int seat) const {
    const storage::SessionRecorder* recorder = recorder_at(seat);
    return recorder ? recorder->last_round_skill() : storage::SkillTotals{};
}

std::vector<storage::RevealedShoe> SaveGame::revealed_shoes(int limit) {
    try {
        return storage::HandHistory(*db_).revealed_shoes(current_.id, limit);
    } catch (const std::exception&) {
        return {};  // the panel then shows no revealed shoe, as before the first reveal
    }
}

std::uint64_t SaveGame::take_fair_shoe_number() {
    std::vector<std::int64_t> seated{current_.id};
    for (const Guest& g : guests_) seated.push_back(g.profile.id);
    try {
        return storage::HandHistory(*db_).take_fair_shoe_number(seated);
    } catch (const std::exception&) {
        return 0;  // numbered on from the session's last shoe; the recorder reports the save's failure
    }
}

storage::UnixSeconds SaveGame::now() const { return db_->clock().now(); }

std::string SaveGame::local_time(storage::UnixSeconds at) const { return date_and_time(db_->clock(), at); }

void SaveGame::fair_shoe_started(std::uint64_t shoe_number, const std::string& commitment,
                                 const std::string& client_seed, const std::string& preset) {
    for (storage::SessionRecorder* r : all_recorders())
        r->fair_shoe_started(shoe_number, commitment, client_seed, preset);
}

void SaveGame::server_seed_revealed(std::uint64_t shoe_number, const std::string& server_seed_hex) {
    for (storage::SessionRecorder* r : all_recorders()) r->server_seed_revealed(shoe_number, server_seed_hex);
}

bool SaveGame::sit_down(Table& table, std::string_view preset, const Rules& rules, int seat) {
    // A new table: the last sitting's recorders (which knew the old one) record nothing more.
    drop_recorder();
    drop_guests();
    seat_ = seat;
    try {
        // A round a failed write left open (see take_failure) is settled by the crash rule first.
        recover();
        take_seat(table, preset, rules, current_, seat_);
        seat_recorder(table);
        return true;
    } catch (const std::exception& e) {
        note(std::string("Could not sit down with your saved bank: ") + e.what());
        return false;
    }
}

void SaveGame::take_seat(Table& table, std::string_view preset, const Rules& rules, storage::Profile& profile,
                         int seat) {
    reload(profile);
    if (profile.preset != preset) {
        // One bank per preset: the one in play is kept for its preset, this preset's comes back (or a first run
        // starts), all in one transaction.
        storage::KeptBanks(*db_).switch_to(profile.id, preset, rules.starting_bank, starting_credits(rules));
        reload(profile);
    }
    if (!table.reset_seat(seat, profile.bank, profile.credits)) throw storage::StorageError("a round is in progress");
    if (table.game_over(seat)) {
        // The last run ended (House Wins!, GAME OVER): this sitting starts the next one.
        storage::ProfileStore(*db_).start_new_run(profile.id, rules.starting_bank, starting_credits(rules));
        reload(profile);
        (void)table.reset_seat(seat, profile.bank, profile.credits);
    }
}

void SaveGame::reload(storage::Profile& profile) {
    if (auto p = storage::ProfileStore(*db_).load(profile.id)) profile = std::move(*p);
}

bool SaveGame::new_run(Table& table, const Rules& rules, int seat) {
    storage::Profile* profile = seat == seat_ ? &current_ : guest_at(seat) ? &guest_at(seat)->profile : nullptr;
    if (profile == nullptr) return false;
    try {
        recover();  // a round a failed write left open (see play_on_unsaved)
        storage::ProfileStore(*db_).start_new_run(profile->id, rules.starting_bank, starting_credits(rules));
        reload(*profile);
        if (!table.reset_seat(seat, profile->bank, profile->credits))
            throw storage::StorageError("a round is in progress");
        reseat_recorder(table, seat);
        return true;
    } catch (const std::exception& e) {
        note(std::string("A new run could not be started: ") + e.what());
        return false;
    }
}

std::optional<storage::CashOutResult> SaveGame::cash_out(Table& table, std::string_view preset, const Rules& rules,
                                                         int seat) {
    storage::Profile* profile = seat == seat_ ? &current_ : guest_at(seat) ? &guest_at(seat)->profile : nullptr;
    if (profile == nullptr) return std::nullopt;
    try {
        recover();  // a round a failed write left open (see play_on_unsaved)
        storage::CashOutResult result =
            storage::Leaderboard(*db_).cash_out(profile->id, preset, rules.starting_bank, starting_credits(rules));
        reload(*profile);
        if (!table.reset_seat(seat, profile->bank, profile->credits))
            throw storage::StorageError("a round is in progress");
        reseat_recorder(table, seat);
        last_cash_out_ = result;
        return result;
    } catch (const std::exception& e) {
        note(std::string("Cash Out failed: ") + e.what());
        return std::nullopt;
    }
}

void SaveGame::question_asked(int seat, const TriviaQuestion& question, const trivia::AskedQuestions& asked_now) {
    storage::SessionRecorder* recorder = recorder_at(seat);
    if (recorder == nullptr) return;
    trivia::Question q;
    q.id = question.id;
    q.category = question.category;
    q.difficulty = question.difficulty;
    q.text = question.text;
    recorder->question_asked(q, asked_now);
    if (seat == seat_) current_.asked_questions = asked_now;
    if (Guest* g = guest_at(seat)) g->profile.asked_questions = asked_now;
}

std::optional<std::string> SaveGame::take_failure() {
    const std::vector<storage::SessionRecorder*> all = all_recorders();
    const auto failed = std::find_if(all.begin(), all.end(), [](const auto* r) { return r->failed(); });
    if (failed == all.end()) return std::nullopt;
    const std::string error = (*failed)->error();
    note(error +
         ". Play goes on, but this session is not saved from here: the round in play and the rounds after it are "
         "not kept. Sitting down again (or the next start) gives the bank the save kept: what it settled stands "
         "and the stakes it had on the table go back to your bank.");
    play_on_unsaved();
    return error;
}

// The disk under the save failed: the rest of the session plays on a copy in memory of what the disk kept, so
// sitting down again works (instead of failing on the same disk) and gives the bank the next start will give.
// The crash rule settles the cut-off round when the copy is next sat at (sit_down, new_run, cash_out), not
// now: the table in play goes on with its own bank until then.
void SaveGame::play_on_unsaved() {
    drop_recorder();  // they knew the database on disk
    drop_guests();
    const storage::Clock& clock = db_->clock();
    try {
        db_ = std::make_unique<storage::SaveDatabase>(storage::SaveDatabase::unsaved_copy(*db_));
    } catch (const std::exception&) {
        // Not even readable any more: only the profile in play comes along, at the bank last read.
        db_ = std::make_unique<storage::SaveDatabase>(storage::SaveDatabase::open_in_memory(clock));
        current_ = storage::ProfileStore(*db_).create(current_.name, current_.preset, current_.bank, current_.credits);
    }
}

}  // namespace bjt::game
