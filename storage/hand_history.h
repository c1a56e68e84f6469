#pragma once
// The hand history: sessions, the shoes dealt in them with their seeds, and every round's inputs and engine
// events in order (schema version 2; since version 5 each shoe also keeps its preset, rule set and time, and a
// profile's fair shoes are numbered once for the profile). SessionRecorder writes it; a History screen and `bjt history
// export` read it through the queries below.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/replay/replay.h"
#include "storage/clock.h"
#include "storage/journal_entry.h"

namespace bjt::storage {

class SaveDatabase;
class SqlConnection;

struct SessionInfo {
    std::int64_t id = 0;
    std::int64_t profile_id = 0;
    UnixSeconds started_at = 0;
    Cents bank_start = 0;
    int credits_start = 0;
    int rounds = 0;  // rounds recorded in the session
    Cents net = 0;  // the bank's change over them
};

struct HistoryRound {
    std::int64_t id = 0;
    std::optional<std::int64_t> session_id;  // nullopt: a round from before the history (a version-1 save)
    RoundStatus status = RoundStatus::Open;
    UnixSeconds opened_at = 0;
    Cents bank_before = 0;
    std::optional<Cents> bank_after, net;
    std::optional<int> credits_before, credits_after;
    std::optional<std::string> rules;  // the rule set's fingerprint
    std::optional<std::int64_t> shoe_id;
    std::optional<std::uint64_t> shoe_position;
    // At a table of several seats (schema 7): the profile's seat and every seat's money; empty at a table of one.
    int seat = 0;
    std::vector<replay::SeatMoney> seats_before, seats_after;
};

// Where and when a shoe was dealt (schema 5): what its `bjt verify` line needs besides its seeds.
struct ShoeOrigin {
    std::string preset;  // the preset key; empty: unknown (a plain shoe, or a shoe of an older save)
    std::string rules_fingerprint;  // the rule set of its first round (rule_sets); empty: unknown
    UnixSeconds started_at = 0;  // when it was committed; 0: unknown
};

// A provably fair shoe of a profile whose server seed is revealed, with the cards its saved rounds dealt from it
// in order (a round cut off is not saved, so its cards are not among them: any first cards check).
struct RevealedShoe {
    replay::ShoeRecord shoe;
    std::vector<std::string> cards;  // "9C"
    ShoeOrigin origin;
    std::optional<std::string> rules_text;  // the rule set's text (engine/replay/rules_text.h); nullopt: unknown
};

// What the recorder writes when a round is over.
struct RoundHistoryWrite {
    std::int64_t session_id = 0;
    std::string rules_fingerprint, rules_text;
    std::int64_t shoe_id = 0;
    std::uint64_t shoe_position = 0;
    int credits_before = 0, credits_after = 0;
    std::vector<replay::HistoryEvent> events;
    int seat = 0;  // the profile's, at a table of several
    std::vector<replay::SeatMoney> seats_before, seats_after;  // empty at a table of one
};

class HandHistory {
public:
    explicit HandHistory(SaveDatabase& db);

    std::int64_t start_session(std::int64_t profile_id, Cents bank, int credits);
    // A fair shoe has `commitment` and `client_seed` set; its engine seed is written only with its server seed.
    std::int64_t add_shoe(std::int64_t session_id, const replay::ShoeRecord& shoe, const ShoeOrigin& origin = {});
    // The number of the profile's next provably fair shoe: one more than the last it was given, in any session,
    // preset or game (profiles.fair_shoes), so a shoe number names one shoe of the profile. Taken when the shoe
    // is committed, whether or not a card is dealt from it.
    std::uint64_t take_fair_shoe_number(std::int64_t profile_id);
    // A table of several people deals one shoe to them all, under one number: one more than the last any of them
    // was given, and each of them is given it (so no profile's number names two shoes).
    std::uint64_t take_fair_shoe_number(std::span<const std::int64_t> profile_ids);

    // The same writes on a connection already inside a transaction (the recorder's, with the round's close).
    static std::int64_t insert_session(SqlConnection& db, UnixSeconds at, std::int64_t profile_id, Cents bank,
                                       int credits);
    // The rule set must be in rule_sets first (insert_rule_set) when `origin` names one.
    static std::int64_t insert_shoe(SqlConnection& db, std::int64_t session_id, const replay::ShoeRecord& shoe,
                                    const ShoeOrigin& origin = {});
    static void insert_rule_set(SqlConnection& db, const std::string& fingerprint, const std::string& rules_text);
    static void write_round(SqlConnection& db, std::int64_t round_id, const RoundHistoryWrite& round);
    // The revealed server seed (checked against the shoe's commitment first; StorageError if it does not match).
    void reveal_server_seed(std::int64_t session_id, std::uint64_t shoe_number, const std::string& server_seed_hex);
    void record_round(std::int64_t round_id, const RoundHistoryWrite& round);

    // Newest first.
    std::vector<SessionInfo> recent_sessions(std::int64_t profile_id, int limit = 20);
    std::vector<HistoryRound> session_rounds(std::int64_t session_id);
    std::optional<HistoryRound> round(std::int64_t round_id);
    std::vector<replay::HistoryEvent> round_events(std::int64_t round_id);
    std::optional<std::string> rules_text(const std::string& fingerprint);
    std::optional<replay::ShoeRecord> shoe(std::int64_t shoe_id);

    // For the Fairness panel of the next sitting: the profile's `limit` last revealed fair shoes, newest first.
    std::vector<RevealedShoe> revealed_shoes(std::int64_t profile_id, int limit);
    // The newest of them (a shoe revealed when the game quit); nullopt when none.
    std::optional<RevealedShoe> last_revealed_shoe(std::int64_t profile_id);

    // Whether a round's history holds the player's inputs: a round recorded by a game from before inputs were
    // recorded (saves of schema 2 to 4 may hold some) has only the engine's events. It can be shown step by step,
    // not replayed.
    static bool has_inputs(const std::vector<replay::HistoryEvent>& events);
    // Why such a round cannot be exported, after "round N ".
    static constexpr std::string_view kNoInputs =
        "was recorded before the game kept the player's moves (an older version): its cards and results can be "
        "looked at in the History screen, but it cannot be replayed or exported";

    // A replay of a whole session, or of one round (docs/replays.md). StorageError for a round without history,
    // or without inputs (kNoInputs).
    replay::Replay export_session(std::int64_t session_id);
    replay::Replay export_round(std::int64_t round_id);

private:
    void add_round_to(replay::Replay& out, const HistoryRound& round);
    SaveDatabase& db_;
};

}  // namespace bjt::storage
