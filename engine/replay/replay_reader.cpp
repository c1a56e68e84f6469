#include "engine/replay/replay_reader.h"

#include <charconv>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include "engine/replay/rules_text.h"
#include "engine/replay/seat_money.h"
#include "engine/seat.h"

namespace bjt::replay {
namespace {

struct ReadError {
    std::string message;
};

class Lines {
public:
    explicit Lines(std::string_view text) : text_(text) {}
    bool done() const { return text_.empty(); }
    int number() const { return number_; }
    std::string_view next() {
        const auto end = text_.find('\n');
        const std::string_view line = text_.substr(0, end);
        text_ = end == std::string_view::npos ? std::string_view{} : text_.substr(end + 1);
        ++number_;
        return line;
    }

private:
    std::string_view text_;
    int number_ = 0;
};

template <typename Int>
Int number_field(const std::map<std::string, std::string, std::less<>>& fields, const std::string& name) {
    const auto it = fields.find(name);
    if (it == fields.end()) throw ReadError{"missing " + name + "="};
    Int v{};
    const auto& s = it->second;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || r.ec != std::errc{} || r.ptr != s.data() + s.size())
        throw ReadError{name + "= must be a whole number, found '" + s + "'"};
    return v;
}

// "a=1 b=2 last=rest of line": `last` (if given) takes the rest of the line. Unknown names are errors.
std::map<std::string, std::string, std::less<>> parse_fields(std::string_view rest,
                                                             const std::vector<std::string_view>& allowed,
                                                             std::string_view last = {}) {
    std::map<std::string, std::string, std::less<>> fields;
    while (!rest.empty()) {
        const auto eq = rest.find('=');
        if (eq == std::string_view::npos) throw ReadError{"expected NAME=VALUE, found '" + std::string(rest) + "'"};
        const std::string name(rest.substr(0, eq));
        rest.remove_prefix(eq + 1);
        std::string_view value = rest;
        if (name != last) {
            const auto end = rest.find(' ');
            value = rest.substr(0, end);
            rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        } else {
            rest = {};
        }
        bool known = name == last;
        for (auto a : allowed) known = known || a == name;
        if (!known) throw ReadError{"unknown field '" + name + "'"};
        if (!fields.emplace(name, std::string(value)).second) throw ReadError{"field '" + name + "' given twice"};
    }
    return fields;
}

std::string_view after_word(std::string_view line) {
    const auto space = line.find(' ');
    return space == std::string_view::npos ? std::string_view{} : line.substr(space + 1);
}

void read_rules(Lines& lines, std::string_view fingerprint, Replay& replay) {
    std::string text;
    while (!lines.done()) {
        const std::string_view line = lines.next();
        if (line == "end-rules") {
            std::string error;
            const auto rules = parse_rules_text(text, error);
            if (!rules) throw ReadError{"rules " + std::string(fingerprint) + ": " + error};
            // The text as written: a rule set saved before a key was added lacks it, and keeps its fingerprint.
            if (text_fingerprint(text) != fingerprint)
                throw ReadError{"rules " + std::string(fingerprint) + ": the keys have fingerprint " +
                                text_fingerprint(text)};
            replay.rule_sets.emplace(std::string(fingerprint), text);
            return;
        }
        if (!line.starts_with("  ")) throw ReadError{"expected an indented KEY=VALUE or end-rules"};
        text += std::string(line.substr(2)) + "\n";
    }
    throw ReadError{"the file ends inside rules " + std::string(fingerprint)};
}

ShoeRecord read_shoe(std::string_view rest) {
    ShoeRecord s;
    const auto space = rest.find(' ');
    const auto fields = parse_fields(space == std::string_view::npos ? "" : rest.substr(space + 1),
                                     {"engine-seed", "cut-card", "commitment", "server-seed"}, "client-seed");
    s.shoe_number = number_field<std::uint64_t>({{"shoe", std::string(rest.substr(0, space))}}, "shoe");
    s.engine_seed = number_field<std::uint64_t>(fields, "engine-seed");
    s.cut_card = number_field<std::uint64_t>(fields, "cut-card");
    if (fields.contains("commitment")) {
        s.commitment = fields.at("commitment");
        if (!fields.contains("client-seed")) throw ReadError{"a shoe with a commitment needs client-seed="};
        s.client_seed = fields.at("client-seed");
        if (fields.contains("server-seed")) s.server_seed = fields.at("server-seed");
    } else if (fields.contains("server-seed") || fields.contains("client-seed")) {
        throw ReadError{"seeds without a commitment"};
    }
    return s;
}

std::vector<SeatMoney> seats_money(const std::string& text) {
    std::string error;
    auto seats = parse_seats_money(text, error);
    if (!seats) throw ReadError{"seats=: " + error};
    return std::move(*seats);
}

// A table of several: which seat is the profile's, every seat's money, and the profile's bank= and credits= must
// be its seat's.
void read_seats(const std::map<std::string, std::string, std::less<>>& fields, RoundRecord& r, int version) {
    if (!fields.contains("seats") && !fields.contains("seat")) return;
    if (version < 3) throw ReadError{"a table of several seats needs format version 3"};
    if (!fields.contains("seats") || !fields.contains("seat")) throw ReadError{"seat= and seats= go together"};
    r.seats_before = seats_money(fields.at("seats"));
    r.seat = number_field<int>(fields, "seat") - 1;
    if (r.seat < 0 || r.seat >= r.seat_count())
        throw ReadError{"seat= must name one of the " + std::to_string(r.seat_count()) + " seats"};
    const SeatMoney& own = r.seats_before[static_cast<std::size_t>(r.seat)];
    if (own.bank != r.bank_before || own.credits != r.credits_before)
        throw ReadError{"bank= and credits= are not the money seats= gives seat " + std::to_string(r.seat + 1)};
}

RoundRecord read_round_header(std::string_view rest, const Replay& replay, int version) {
    RoundRecord r;
    const auto space = rest.find(' ');
    const auto fields = parse_fields(space == std::string_view::npos ? "" : rest.substr(space + 1),
                                     {"rules", "shoe", "position", "bank", "credits", "seat", "seats"});
    r.number = number_field<std::int64_t>({{"round", std::string(rest.substr(0, space))}}, "round");
    if (!fields.contains("rules") || !replay.rule_sets.contains(fields.at("rules")))
        throw ReadError{"the round names rules the file does not hold"};
    r.rules = fields.at("rules");
    r.shoe_number = number_field<std::uint64_t>(fields, "shoe");
    if (replay.shoe(r.shoe_number) == nullptr) throw ReadError{"the round names a shoe the file does not hold"};
    r.shoe_position = number_field<std::uint64_t>(fields, "position");
    r.bank_before = number_field<Cents>(fields, "bank");
    r.credits_before = number_field<int>(fields, "credits");
    read_seats(fields, r, version);
    return r;
}

void read_round_end(std::string_view rest, RoundRecord& r) {
    const auto fields = parse_fields(rest, {"bank", "credits", "seats"});
    r.bank_after = number_field<Cents>(fields, "bank");
    r.credits_after = number_field<int>(fields, "credits");
    if (fields.contains("seats") != !r.seats_before.empty())
        throw ReadError{"end-round has seats= exactly when its round does"};
    if (r.seats_before.empty()) return;
    r.seats_after = seats_money(fields.at("seats"));
    if (r.seats_after.size() != r.seats_before.size())
        throw ReadError{"end-round lists " + std::to_string(r.seats_after.size()) + " seats, its round " +
                        std::to_string(r.seats_before.size())};
    const SeatMoney& own = r.seats_after[static_cast<std::size_t>(r.seat)];
    if (own.bank != r.bank_after || own.credits != r.credits_after)
        throw ReadError{"bank= and credits= are not the money seats= gives seat " + std::to_string(r.seat + 1)};
}

void read_round(Lines& lines, std::string_view header, Replay& replay, int version) {
    RoundRecord r = read_round_header(header, replay, version);
    while (!lines.done()) {
        const std::string_view line = lines.next();
        if (line.starts_with("end-round ")) {
            read_round_end(after_word(line), r);
            replay.rounds.push_back(std::move(r));
            return;
        }
        if (!line.starts_with("  ")) throw ReadError{"expected an indented event or end-round"};
        std::string error;
        auto e = parse_event_line(line.substr(2), error);
        if (!e) throw ReadError{error};
        if (e->kind == "withdraw" && version < 2) throw ReadError{"a withdraw line needs format version 2"};
        if (e->kind == "bet" && !e->detail.empty() && version < 2)
            throw ReadError{"side bets on a bet line need format version 2"};
        if (e->seat >= r.seat_count())
            throw ReadError{"seat=" + std::to_string(e->seat + 1) + " at a round of " + std::to_string(r.seat_count()) +
                            " seat(s)"};
        r.events.push_back(std::move(*e));
    }
    throw ReadError{"the file ends inside round " + std::to_string(r.number)};
}

void read_line(Lines& lines, std::string_view line, Replay& replay, int version) {
    const std::string_view word = line.substr(0, line.find(' ')), rest = after_word(line);
    if (word == "profile") {
        replay.profile = std::string(rest);
    } else if (word == "rules") {
        read_rules(lines, rest, replay);
    } else if (word == "shoe") {
        ShoeRecord s = read_shoe(rest);
        if (replay.shoe(s.shoe_number) != nullptr) throw ReadError{"shoe " + std::to_string(s.shoe_number) + " twice"};
        replay.shoes.push_back(std::move(s));
    } else if (word == "round") {
        read_round(lines, rest, replay, version);
    } else {
        throw ReadError{"unknown line '" + std::string(line) + "'"};
    }
}

// "bjt-replay N" for a version this reader knows (1 .. kReplayFormatVersion: each version only added lines and
// fields).
int header_version(std::string_view header) {
    for (int v = 1; v <= kReplayFormatVersion; ++v)
        if (header == "bjt-replay " + std::to_string(v)) return v;
    throw ReadError{"expected the header 'bjt-replay N' with N from 1 to " + std::to_string(kReplayFormatVersion) +
                    ", found '" + std::string(header) + "'"};
}

}  // namespace

ReplayRead read_replay(std::string_view text) {
    Lines lines(text);
    ReplayRead result;
    try {
        if (lines.done()) throw ReadError{"the file is empty"};
        const std::string_view header = lines.next();
        const int version = header_version(header);
        Replay replay;
        while (!lines.done()) {
            const std::string_view line = lines.next();
            if (line.empty() || line.starts_with('#')) continue;
            read_line(lines, line, replay, version);
        }
        if (replay.rounds.empty()) throw ReadError{"the file holds no round"};
        result.replay = std::move(replay);
    } catch (const ReadError& e) {
        result.error = "line " + std::to_string(lines.number()) + ": " + e.message;
    }
    return result;
}

ReplayRead read_replay_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return {std::nullopt, "cannot read " + path};
    std::ostringstream text;
    text << in.rdbuf();
    ReplayRead read = read_replay(text.str());
    if (!read.replay) read.error = path + ":" + read.error.substr(5);  // "line N: ..." -> "PATH:N: ..."
    return read;
}

}  // namespace bjt::replay
