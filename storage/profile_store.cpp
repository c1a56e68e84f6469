#include "storage/profile_store.h"

#include "storage/bank_copy.h"
#include "storage/money_journal.h"
#include "storage/save_database.h"
#include "storage/sql/sql_statement.h"
#include "storage/sql/sql_transaction.h"
#include "storage/storage_error.h"

namespace bjt::storage {
namespace {

constexpr const char* kProfileColumns =
    "SELECT id, name, bank, credits, preset, asked_questions, created_at, last_played_at, how_to_play_seen "
    "FROM profiles";

Profile read_profile(SqlConnection& db, const SqlStatement& s) {
    Profile p;
    p.id = s.column_int(0);
    p.name = s.column_text(1);
    p.bank = s.column_int(2);
    p.credits = static_cast<int>(s.column_int(3));
    p.preset = s.column_text(4);
    // A damaged list of asked questions only means some questions may repeat: start a new cycle.
    if (auto asked = trivia::AskedQuestions::from_string(s.column_text(5))) p.asked_questions = std::move(*asked);
    p.created_at = s.column_int(6);
    p.last_played_at = s.column_int(7);
    p.how_to_play_seen = s.column_int(8) != 0;
    SqlStatement o = db.prepare("SELECT key, value FROM profile_options WHERE profile_id = ?1");
    o.bind(1, p.id);
    while (o.step()) p.options.emplace(o.column_text(0), o.column_text(1));
    return p;
}

bool name_taken(SqlConnection& db, std::string_view name, std::int64_t except_id) {
    SqlStatement s = db.prepare("SELECT 1 FROM profiles WHERE name = ?1 AND id != ?2");
    s.bind(1, name).bind(2, except_id);
    return s.step();
}

}  // namespace

ProfileStore::ProfileStore(SaveDatabase& db) : db_(db) {}

std::optional<std::string> ProfileStore::clean_name(std::string_view name, std::string* why) {
    auto blank = [](char c) { return c == ' ' || c == '\t'; };
    while (!name.empty() && blank(name.front())) name.remove_prefix(1);
    while (!name.empty() && blank(name.back())) name.remove_suffix(1);
    auto refuse = [why](const char* reason) -> std::optional<std::string> {
        if (why) *why = reason;
        return std::nullopt;
    };
    if (name.empty()) return refuse("a name cannot be empty");
    if (name.size() > kMaxNameBytes) return refuse("a name can be at most 32 bytes long");
    for (char c : name)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return refuse("a name cannot hold control characters");
    return std::string(name);
}

Profile ProfileStore::create(std::string_view name, std::string_view preset, Cents starting_bank,
                             int starting_credits) {
    std::string why;
    const std::optional<std::string> clean = clean_name(name, &why);
    if (!clean) throw StorageError(why);
    if (starting_bank < 0) throw StorageError("a bank cannot be negative");
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    if (name_taken(db, *clean, 0)) throw StorageError("there is already a profile called " + *clean);
    const UnixSeconds now = db_.clock().now();
    db.prepare(
          "INSERT INTO profiles(name, bank, credits, preset, created_at, last_played_at, how_to_play_seen) "
          "VALUES(?1, 0, ?2, ?3, ?4, ?4, 0)")
        .bind(1, *clean)
        .bind(2, starting_credits)
        .bind(3, preset)
        .bind(4, now)
        .run();
    const std::int64_t id = db.last_insert_id();
    MoneyJournal::append(db, db_.clock(), id, std::nullopt, JournalKind::NewProfile, starting_bank, 0, starting_bank);
    tx.commit();
    return *load(id);
}

std::optional<Profile> ProfileStore::find(std::string_view name) {
    const std::optional<std::string> clean = clean_name(name);
    if (!clean) return std::nullopt;
    SqlStatement s = db_.connection().prepare(std::string(kProfileColumns) + " WHERE name = ?1");
    s.bind(1, *clean);
    if (!s.step()) return std::nullopt;
    return read_profile(db_.connection(), s);
}

std::optional<Profile> ProfileStore::load(std::int64_t id) {
    SqlStatement s = db_.connection().prepare(std::string(kProfileColumns) + " WHERE id = ?1");
    s.bind(1, id);
    if (!s.step()) return std::nullopt;
    return read_profile(db_.connection(), s);
}

std::vector<Profile> ProfileStore::list() {
    std::vector<Profile> out;
    SqlStatement s = db_.connection().prepare(std::string(kProfileColumns) + " ORDER BY last_played_at DESC, id DESC");
    while (s.step()) out.push_back(read_profile(db_.connection(), s));
    return out;
}

void ProfileStore::rename(std::int64_t id, std::string_view new_name) {
    std::string why;
    const std::optional<std::string> clean = clean_name(new_name, &why);
    if (!clean) throw StorageError(why);
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    const std::optional<Profile> p = load(id);
    if (!p) throw StorageError("no such profile");
    if (name_taken(db, *clean, id)) throw StorageError("there is already a profile called " + *clean);
    db.prepare("UPDATE profiles SET name = ?2 WHERE id = ?1").bind(1, id).bind(2, *clean).run();
    BankCopy::remove(db, p->name);
    BankCopy::update(db, id);
    tx.commit();
}

void ProfileStore::remove(std::int64_t id) {
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    const std::optional<Profile> p = load(id);
    if (!p) return;
    db.prepare("DELETE FROM profiles WHERE id = ?1").bind(1, id).run();
    BankCopy::remove(db, p->name);
    tx.commit();
}

void ProfileStore::set_preset(std::int64_t id, std::string_view preset) {
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    db.prepare("UPDATE profiles SET preset = ?2 WHERE id = ?1").bind(1, id).bind(2, preset).run();
    BankCopy::update(db, id);
    tx.commit();
}

void ProfileStore::set_options(std::int64_t id, const std::map<std::string, std::string, std::less<>>& options) {
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    db.prepare("DELETE FROM profile_options WHERE profile_id = ?1").bind(1, id).run();
    SqlStatement insert = db.prepare("INSERT INTO profile_options(profile_id, key, value) VALUES(?1, ?2, ?3)");
    for (const auto& [key, value] : options) {
        insert.bind(1, id).bind(2, key).bind(3, value).run();
        insert.reset();
    }
    tx.commit();
}

void ProfileStore::save_asked_questions(std::int64_t id, const trivia::AskedQuestions& asked) {
    db_.connection()
        .prepare("UPDATE profiles SET asked_questions = ?2 WHERE id = ?1")
        .bind(1, id)
        .bind(2, asked.to_string())
        .run();
}

void ProfileStore::set_how_to_play_seen(std::int64_t id) {
    db_.connection().prepare("UPDATE profiles SET how_to_play_seen = 1 WHERE id = ?1").bind(1, id).run();
}

void ProfileStore::start_new_run(std::int64_t id, Cents bank, int credits) {
    if (bank < 0) throw StorageError("a bank cannot be negative");
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    const std::optional<Profile> p = load(id);
    if (!p) throw StorageError("no such profile");
    if (MoneyJournal::open_round_id(db, db_.clock(), id, false))
        throw StorageError("a round is open: a new game starts between rounds");
    db.prepare("UPDATE profiles SET credits = ?2 WHERE id = ?1").bind(1, id).bind(2, credits).run();
    MoneyJournal::append(db, db_.clock(), id, std::nullopt, JournalKind::NewRun, bank - p->bank, 0, bank);
    tx.commit();
}

}  // namespace bjt::storage
