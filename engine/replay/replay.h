#pragma once
// A replay: a session (or one round) of a profile with everything needed to play it again and check it. The
// text form is docs/replays.md (replay_reader.h, replay_writer.h).
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "engine/money.h"
#include "engine/replay/history_event.h"

namespace bjt::replay {

// Written in the header; readers take every version up to it (2 added the withdraw input, 3 tables of several
// seats; an older file reads as it always did).
inline constexpr int kReplayFormatVersion = 3;

struct ShoeRecord {
    std::uint64_t shoe_number = 0;
    std::uint64_t engine_seed = 0;  // the seed the engine's shuffle got
    std::uint64_t cut_card = 0;  // the cut card's position in the shoe
    std::string commitment;  // SHA-256 of the server seed; empty for a shoe with a plain seed (no fairness)
    std::string server_seed;  // empty until revealed
    std::string client_seed;
    bool fair() const { return !commitment.empty(); }
};

// One seat's money at a table of several.
struct SeatMoney {
    Cents bank = 0;
    int credits = 0;
    friend bool operator==(const SeatMoney&, const SeatMoney&) = default;
};

struct RoundRecord {
    std::int64_t number = 0;  // the round's id in the save
    std::string rules;  // a fingerprint in Replay::rule_sets
    std::uint64_t shoe_number = 0;  // a shoe in Replay::shoes
    std::uint64_t shoe_position = 0;  // cards dealt from the shoe before this round's first
    Cents bank_before = 0;
    int credits_before = 0;
    std::vector<HistoryEvent> events;  // inputs and engine events in order
    Cents bank_after = 0;
    int credits_after = 0;
    // At a table of several seats: every seat's money before and after the round, seat 0 first, and which seat is
    // the profile's (bank_before and the rest above are that seat's). Empty at a table of one.
    int seat = 0;
    std::vector<SeatMoney> seats_before, seats_after;
    int seat_count() const { return seats_before.empty() ? 1 : static_cast<int>(seats_before.size()); }
};

struct Replay {
    std::string profile;
    std::map<std::string, std::string> rule_sets;  // fingerprint -> rules_text()
    std::vector<ShoeRecord> shoes;
    std::vector<RoundRecord> rounds;

    const ShoeRecord* shoe(std::uint64_t number) const {
        for (const auto& s : shoes)
            if (s.shoe_number == number) return &s;
        return nullptr;
    }
};

}  // namespace bjt::replay
