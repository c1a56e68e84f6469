#include "storage/hand_history.h"

#include <algorithm>

#include "engine/fairness/fair_shoe.h"
#include "engine/replay/seat_money.h"
#include "storage/save_database.h"
#include "storage/sql/sql_statement.h"
#include "storage/sql/sql_transaction.h"
#include "storage/storage_error.h"

namespace bjt::storage {
namespace {

constexpr const char* kRoundColumns =
    "SELECT id, session_id, status, opened_at, bank_before, bank_after, net, credits_before, credits_after, rules,"
    " shoe_id, shoe_position, seat, seats_before, seats_after FROM rounds ";

RoundStatus status_from(const std::string& text) {
    if (text == "settled") return RoundStatus::Settled;
    if (text == "refunded") return RoundStatus::Refunded;
    return RoundStatus::Open;
}

template <typename T>
std::optional<T> optional_int(const SqlStatement& s, int column) {
    if (s.column_is_null(column)) return std::nullopt;
    return static_cast<T>(s.column_int(column));
}

std::vector<replay::SeatMoney> seats_money(const std::string& text, std::int64_t round_id) {
    std::string error;
    auto seats = replay::parse_seats_money(text, error);
    if (!seats) throw StorageError("round " + std::to_string(round_id) + "'s seats: " + error);
    return std::move(*seats);
}

HistoryRound read_round(const SqlStatement& s) {
    HistoryRound r;
    r.id = s.column_int(0);
    r.session_id = optional_int<std::int64_t>(s, 1);
    r.status = status_from(s.column_text(2));
    r.opened_at = s.column_int(3);
    r.bank_before = s.column_int(4);
    r.bank_after = optional_int<Cents>(s, 5);
    r.net = optional_int<Cents>(s, 6);
    r.credits_before = optional_int<int>(s, 7);
    r.credits_after = optional_int<int>(s, 8);
    if (!s.column_is_null(9)) r.rules = s.column_text(9);
    r.shoe_id = optional_int<std::int64_t>(s, 10);
    r.shoe_position = optional_int<std::uint64_t>(s, 11);
    if (s.column_is_null(12)) return r;
    r.seat = static_cast<int>(s.column_int(12));
    r.seats_before = seats_money(s.column_text(13), r.id);
    r.seats_after = seats_money(s.column_text(14), r.id);
    return r;
}

std::optional<std::string> optional_text(const std::string& text) {
    if (text.empty()) return std::nullopt;
    return text;
}

}  // namespace

HandHistory::HandHistory(SaveDatabase& db) : db_(db) {}

std::int64_t HandHistory::start_session(std::int64_t profile_id, Cents bank, int credits) {
    return insert_session(db_.connection(), db_.clock().now(), profile_id, bank, credits);
}

std::int64_t HandHistory::add_shoe(std::int64_t session_id, const replay::ShoeRecord& shoe, const ShoeOrigin& origin) {
    return insert_shoe(db_.connection(), session_id, shoe, origin);
}

std::uint64_t HandHistory::take_fair_shoe_number(std::int64_t profile_id) {
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    db.prepare("UPDATE profiles SET fair_shoes = fair_shoes + 1 WHERE id = ?1").bind(1, profile_id).run();
    SqlStatement s = db.prepare("SELECT fair_shoes FROM profiles WHERE id = ?1");
    s.bind(1, profile_id);
    if (!s.step()) throw StorageError("no profile " + std::to_string(profile_id) + " to number a shoe for");
    const auto number = static_cast<std::uint64_t>(s.column_int(0));
    tx.commit();
    return number;
}

std::uint64_t HandHistory::take_fair_shoe_number(std::span<const std::int64_t> profile_ids) {
    if (profile_ids.size() == 1) return take_fair_shoe_number(profile_ids.front());
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    std::int64_t last = 0;
    for (const std::int64_t id : profile_ids) {
        SqlStatement s = db.prepare("SELECT fair_shoes FROM profiles WHERE id = ?1");
        s.bind(1, id);
        if (!s.step()) throw StorageError("no profile " + std::to_string(id) + " to number a shoe for");
        last = std::max(last, s.column_int(0));
    }
    for (const std::int64_t id : profile_ids)
        db.prepare("UPDATE profiles SET fair_shoes = ?2 WHERE id = ?1").bind(1, id).bind(2, last + 1).run();
    tx.commit();
    return static_cast<std::uint64_t>(last + 1);
}

void HandHistory::insert_rule_set(SqlConnection& db, const std::string& fingerprint, const std::string& rules_text) {
    db.prepare("INSERT OR IGNORE INTO rule_sets(fingerprint, rules_text) VALUES(?1, ?2)")
        .bind(1, fingerprint)
        .bind(2, rules_text)
        .run();
}

std::int64_t HandHistory::insert_session(SqlConnection& db, UnixSeconds at, std::int64_t profile_id, Cents bank,
                                         int credits) {
    db.prepare("INSERT INTO sessions(profile_id, started_at, bank_start, credits_start) VALUES(?1, ?2, ?3, ?4)")
        .bind(1, profile_id)
        .bind(2, at)
        .bind(3, bank)
        .bind(4, credits)
        .run();
    return db.last_insert_id();
}

std::int64_t HandHistory::insert_shoe(SqlConnection& db, std::int64_t session_id, const replay::ShoeRecord& shoe,
                                      const ShoeOrigin& origin) {
    std::optional<std::int64_t> engine_seed;
    if (!shoe.fair() || !shoe.server_seed.empty()) engine_seed = static_cast<std::int64_t>(shoe.engine_seed);
    db.prepare(
          "INSERT INTO shoes(session_id, shoe_number, commitment, server_seed, client_seed, engine_seed, cut_card,"
          " preset, rules, started_at) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)")
        .bind(1, session_id)
        .bind(2, static_cast<std::int64_t>(shoe.shoe_number))
        .bind(3, optional_text(shoe.commitment))
        .bind(4, optional_text(shoe.server_seed))
        .bind(5, shoe.fair() ? std::optional<std::string>(shoe.client_seed) : std::nullopt)
        .bind(6, engine_seed)
        .bind(7, static_cast<std::int64_t>(shoe.cut_card))
        .bind(8, optional_text(origin.preset))
        .bind(9, optional_text(origin.rules_fingerprint))
        .bind(10, origin.started_at != 0 ? std::optional<std::int64_t>(origin.started_at) : std::nullopt)
        .run();
    return db.last_insert_id();
}

void HandHistory::reveal_server_seed(std::int64_t session_id, std::uint64_t shoe_number,
                                     const std::string& server_seed_hex) {
    SqlConnection& db = db_.connection();
    SqlStatement s = db.prepare(
        "SELECT id, commitment, client_seed FROM shoes WHERE session_id = ?1 AND shoe_number = ?2 AND"
        " commitment IS NOT NULL ORDER BY id DESC LIMIT 1");
    s.bind(1, session_id).bind(2, static_cast<std::int64_t>(shoe_number));
    if (!s.step()) throw StorageError("no fair shoe " + std::to_string(shoe_number) + " in this session");
    const auto seed = fairness::ServerSeed::from_hex(server_seed_hex);
    if (!seed || seed->commitment() != s.column_text(1))
        throw StorageError("the server seed of shoe " + std::to_string(shoe_number) + " does not match its commitment");
    const fairness::ShoeSeeds seeds{*seed, s.column_text(2), shoe_number};
    db.prepare("UPDATE shoes SET server_seed = ?2, engine_seed = ?3 WHERE id = ?1")
        .bind(1, s.column_int(0))
        .bind(2, seed->hex())
        .bind(3, static_cast<std::int64_t>(fairness::engine_seed(seeds)))
        .run();
}

void HandHistory::record_round(std::int64_t round_id, const RoundHistoryWrite& round) {
    SqlTransaction tx(db_.connection());
    write_round(db_.connection(), round_id, round);
    tx.commit();
}

void HandHistory::write_round(SqlConnection& db, std::int64_t round_id, const RoundHistoryWrite& round) {
    insert_rule_set(db, round.rules_fingerprint, round.rules_text);
    SqlStatement update = db.prepare(
        "UPDATE rounds SET session_id = ?2, rules = ?3, shoe_id = ?4, shoe_position = ?5, credits_before = ?6,"
        " credits_after = ?7, seat = ?8, seats_before = ?9, seats_after = ?10 WHERE id = ?1");
    update.bind(1, round_id)
        .bind(2, round.session_id)
        .bind(3, round.rules_fingerprint)
        .bind(4, round.shoe_id)
        .bind(5, static_cast<std::int64_t>(round.shoe_position))
        .bind(6, round.credits_before)
        .bind(7, round.credits_after);
    if (!round.seats_before.empty())
        update.bind(8, round.seat)
            .bind(9, replay::format_seats_money(round.seats_before))
            .bind(10, replay::format_seats_money(round.seats_after));
    update.run();
    SqlStatement insert = db.prepare(
        "INSERT INTO round_events(round_id, seq, kind, hand, card, amount, value, detail, seat)"
        " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    int seq = 0;
    for (const replay::HistoryEvent& e : round.events) {
        insert.reset();
        insert.bind(1, round_id).bind(2, ++seq).bind(3, e.kind).bind(4, e.hand).bind(5, e.card);
        insert.bind(6, e.amount).bind(7, e.value).bind(8, e.detail).bind(9, e.seat).run();
    }
}

std::vector<SessionInfo> HandHistory::recent_sessions(std::int64_t profile_id, int limit) {
    SqlStatement s = db_.connection().prepare(
        "SELECT s.id, s.profile_id, s.started_at, s.bank_start, s.credits_start, COUNT(r.id), COALESCE(SUM(r.net), 0)"
        " FROM sessions s LEFT JOIN rounds r ON r.session_id = s.id WHERE s.profile_id = ?1"
        " GROUP BY s.id ORDER BY s.id DESC LIMIT ?2");
    s.bind(1, profile_id).bind(2, limit);
    std::vector<SessionInfo> out;
    while (s.step())
        out.push_back({s.column_int(0), s.column_int(1), s.column_int(2), s.column_int(3),
                       static_cast<int>(s.column_int(4)), static_cast<int>(s.column_int(5)), s.column_int(6)});
    return out;
}

std::vector<HistoryRound> HandHistory::session_rounds(std::int64_t session_id) {
    SqlStatement s = db_.connection().prepare(std::string(kRoundColumns) + "WHERE session_id = ?1 ORDER BY id");
    s.bind(1, session_id);
    std::vector<HistoryRound> out;
    while (s.step()) out.push_back(read_round(s));
    return out;
}

std::optional<HistoryRound> HandHistory::round(std::int64_t round_id) {
    SqlStatement s = db_.connection().prepare(std::string(kRoundColumns) + "WHERE id = ?1");
    s.bind(1, round_id);
    if (!s.step()) return std::nullopt;
    return read_round(s);
}

std::vector<replay::HistoryEvent> HandHistory::round_events(std::int64_t round_id) {
    SqlStatement s = db_.connection().prepare(
        "SELECT kind, hand, card, amount, value, detail, seat FROM round_events WHERE round_id = ?1 ORDER BY seq");
    s.bind(1, round_id);
    std::vector<replay::HistoryEvent> out;
    while (s.step())
        out.push_back({s.column_text(0), static_cast<int>(s.column_int(1)), s.column_text(2), s.column_int(3),
                       static_cast<int>(s.column_int(4)), s.column_text(5), static_cast<int>(s.column_int(6))});
    return out;
}

std::optional<std::string> HandHistory::rules_text(const std::string& fingerprint) {
    SqlStatement s = db_.connection().prepare("SELECT rules_text FROM rule_sets WHERE fingerprint = ?1");
    s.bind(1, fingerprint);
    if (!s.step()) return std::nullopt;
    return s.column_text(0);
}

std::optional<replay::ShoeRecord> HandHistory::shoe(std::int64_t shoe_id) {
    SqlStatement s = db_.connection().prepare(
        "SELECT shoe_number, engine_seed, cut_card, commitment, server_seed, client_seed FROM shoes WHERE id = ?1");
    s.bind(1, shoe_id);
    if (!s.step()) return std::nullopt;
    replay::ShoeRecord shoe;
    shoe.shoe_number = static_cast<std::uint64_t>(s.column_int(0));
    shoe.engine_seed = static_cast<std::uint64_t>(s.column_int(1));  // 0 while a fair shoe is unrevealed
    shoe.cut_card = static_cast<std::uint64_t>(s.column_int(2));
    shoe.commitment = s.column_text(3);
    shoe.server_seed = s.column_text(4);
    shoe.client_seed = s.column_text(5);
    return shoe;
}

bool HandHistory::has_inputs(const std::vector<replay::HistoryEvent>& events) {
    return std::any_of(events.begin(), events.end(),
                       [](const replay::HistoryEvent& e) { return replay::is_input(e.kind); });
}

void HandHistory::add_round_to(replay::Replay& out, const HistoryRound& round) {
    if (!round.session_id || !round.rules || !round.shoe_id || round.status != RoundStatus::Settled)
        throw StorageError("round " + std::to_string(round.id) +
                           " has no hand history (played before it existed, "
                           "or cut off)");
    std::vector<replay::HistoryEvent> events = round_events(round.id);
    if (!has_inputs(events)) throw StorageError("round " + std::to_string(round.id) + " " + std::string(kNoInputs));
    if (!out.rule_sets.contains(*round.rules)) out.rule_sets.emplace(*round.rules, rules_text(*round.rules).value());
    const replay::ShoeRecord shoe_record = shoe(*round.shoe_id).value();
    const replay::ShoeRecord* known = out.shoe(shoe_record.shoe_number);
    if (known == nullptr) out.shoes.push_back(shoe_record);
    replay::RoundRecord r;
    r.number = round.id;
    r.rules = *round.rules;
    r.shoe_number = shoe_record.shoe_number;
    r.shoe_position = round.shoe_position.value_or(0);
    r.bank_before = round.bank_before;
    r.credits_before = round.credits_before.value_or(0);
    r.events = std::move(events);
    r.bank_after = round.bank_after.value_or(0);
    r.credits_after = round.credits_after.value_or(0);
    r.seat = round.seat;
    r.seats_before = round.seats_before;
    r.seats_after = round.seats_after;
    out.rounds.push_back(std::move(r));
}

std::vector<RevealedShoe> HandHistory::revealed_shoes(std::int64_t profile_id, int limit) {
    SqlStatement s = db_.connection().prepare(
        "SELECT sh.id, COALESCE(sh.preset, ''), COALESCE(sh.rules, ''), COALESCE(sh.started_at, 0), rs.rules_text"
        " FROM shoes sh JOIN sessions se ON se.id = sh.session_id LEFT JOIN rule_sets rs ON rs.fingerprint = sh.rules"
        " WHERE se.profile_id = ?1 AND sh.commitment IS NOT NULL AND sh.server_seed IS NOT NULL"
        " ORDER BY sh.id DESC LIMIT ?2");
    s.bind(1, profile_id).bind(2, limit);
    std::vector<RevealedShoe> out;
    while (s.step()) {
        const std::int64_t shoe_id = s.column_int(0);
        RevealedShoe shoe{this->shoe(shoe_id).value(), {}, {s.column_text(1), s.column_text(2), s.column_int(3)}, {}};
        if (!s.column_is_null(4)) shoe.rules_text = s.column_text(4);
        SqlStatement cards = db_.connection().prepare(
            "SELECT e.card FROM round_events e JOIN rounds r ON r.id = e.round_id WHERE r.shoe_id = ?1"
            " AND e.kind = 'card_dealt' ORDER BY r.id, e.seq");
        cards.bind(1, shoe_id);
        while (cards.step()) shoe.cards.push_back(cards.column_text(0));
        out.push_back(std::move(shoe));
    }
    return out;
}

std::optional<RevealedShoe> HandHistory::last_revealed_shoe(std::int64_t profile_id) {
    std::vector<RevealedShoe> last = revealed_shoes(profile_id, 1);
    if (last.empty()) return std::nullopt;
    return std::move(last.front());
}

replay::Replay HandHistory::export_session(std::int64_t session_id) {
    replay::Replay out;
    SqlStatement s = db_.connection().prepare(
        "SELECT p.name FROM sessions s JOIN profiles p ON p.id = s.profile_id WHERE s.id = ?1");
    s.bind(1, session_id);
    if (!s.step()) throw StorageError("no session " + std::to_string(session_id));
    out.profile = s.column_text(0);
    for (const HistoryRound& r : session_rounds(session_id))
        if (r.status == RoundStatus::Settled) add_round_to(out, r);
    if (out.rounds.empty()) throw StorageError("session " + std::to_string(session_id) + " has no settled round");
    return out;
}

replay::Replay HandHistory::export_round(std::int64_t round_id) {
    const auto r = round(round_id);
    if (!r) throw StorageError("no round " + std::to_string(round_id));
    replay::Replay out;
    SqlStatement s =
        db_.connection().prepare("SELECT p.name FROM rounds r JOIN profiles p ON p.id = r.profile_id WHERE r.id = ?1");
    s.bind(1, round_id);
    if (s.step()) out.profile = s.column_text(0);
    add_round_to(out, *r);
    return out;
}

}  // namespace bjt::storage
