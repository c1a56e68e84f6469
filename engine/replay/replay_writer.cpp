#include "engine/replay/replay_writer.h"

#include "engine/replay/seat_money.h"

namespace bjt::replay {
namespace {

std::string shoe_line(const ShoeRecord& s) {
    std::string line = "shoe " + std::to_string(s.shoe_number) + " engine-seed=" + std::to_string(s.engine_seed) +
                       " cut-card=" + std::to_string(s.cut_card);
    if (!s.fair()) return line;
    line += " commitment=" + s.commitment;
    if (!s.server_seed.empty()) line += " server-seed=" + s.server_seed;
    return line + " client-seed=" + s.client_seed;  // last: it may hold spaces
}

// " seats=BANK:CREDITS|BANK:CREDITS|...", seat 1 first; nothing at a table of one.
std::string seats_field(const std::vector<SeatMoney>& seats) {
    return seats.empty() ? "" : " seats=" + format_seats_money(seats);
}

std::string round_block(const RoundRecord& r) {
    std::string out = "round " + std::to_string(r.number) + " rules=" + r.rules +
                      " shoe=" + std::to_string(r.shoe_number) + " position=" + std::to_string(r.shoe_position) +
                      " bank=" + std::to_string(r.bank_before) + " credits=" + std::to_string(r.credits_before);
    if (!r.seats_before.empty()) out += " seat=" + std::to_string(r.seat + 1) + seats_field(r.seats_before);
    out += "\n";
    for (const HistoryEvent& e : r.events) out += "  " + format_event_line(e) + "\n";
    return out + "end-round bank=" + std::to_string(r.bank_after) + " credits=" + std::to_string(r.credits_after) +
           seats_field(r.seats_after) + "\n";
}

}  // namespace

std::string write_replay(const Replay& replay) {
    std::string out = "bjt-replay " + std::to_string(kReplayFormatVersion) + "\n";
    out += "# Blackjack Trivia replay (docs/replays.md). Check it with: bjt replay FILE\n";
    if (!replay.profile.empty()) out += "profile " + replay.profile + "\n";
    for (const auto& [fingerprint, text] : replay.rule_sets) {
        out += "rules " + fingerprint + "\n";
        std::size_t start = 0;
        while (start < text.size()) {
            const auto end = text.find('\n', start);
            out += "  " + text.substr(start, end - start) + "\n";
            start = end == std::string::npos ? text.size() : end + 1;
        }
        out += "end-rules\n";
    }
    for (const ShoeRecord& s : replay.shoes) out += shoe_line(s) + "\n";
    for (const RoundRecord& r : replay.rounds) out += round_block(r);
    return out;
}

}  // namespace bjt::replay
