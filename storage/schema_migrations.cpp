#include "storage/schema_migrations.h"

#include <span>
#include <string>
#include <string_view>

#include "storage/sql/sql_connection.h"
#include "storage/sql/sql_error.h"
#include "storage/sql/sql_transaction.h"

namespace bjt::storage {
namespace {

// Version 1. Money is integer cents; times are Unix seconds (UTC).
constexpr std::string_view kSaveV1 = R"sql(
CREATE TABLE profiles(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  bank INTEGER NOT NULL,
  credits INTEGER NOT NULL,
  preset TEXT NOT NULL,
  asked_questions TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  last_played_at INTEGER NOT NULL
);
CREATE TABLE profile_options(
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY(profile_id, key)
);
-- A round from its first stake to its settlement. on_table: stakes not yet settled.
CREATE TABLE rounds(
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK(status IN ('open', 'settled', 'refunded')),
  opened_at INTEGER NOT NULL,
  closed_at INTEGER,
  bank_before INTEGER NOT NULL,
  on_table INTEGER NOT NULL DEFAULT 0,
  bank_after INTEGER,
  net INTEGER
);
CREATE UNIQUE INDEX rounds_one_open ON rounds(profile_id) WHERE status = 'open';
CREATE INDEX rounds_by_profile ON rounds(profile_id, id);
-- Every change of a bank: amount is the change, bank_after the bank once it is made.
-- stake_change is the change of the money on the table (+ staked, - returned or lost).
CREATE TABLE journal(
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  round_id INTEGER REFERENCES rounds(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  kind TEXT NOT NULL,
  amount INTEGER NOT NULL,
  stake_change INTEGER NOT NULL DEFAULT 0,
  bank_after INTEGER NOT NULL
);
CREATE INDEX journal_by_profile ON journal(profile_id, id);
CREATE TABLE career_stats(
  profile_id INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  rounds INTEGER NOT NULL DEFAULT 0,
  hands INTEGER NOT NULL DEFAULT 0,
  wins INTEGER NOT NULL DEFAULT 0,
  losses INTEGER NOT NULL DEFAULT 0,
  pushes INTEGER NOT NULL DEFAULT 0,
  blackjacks INTEGER NOT NULL DEFAULT 0,
  busts INTEGER NOT NULL DEFAULT 0,
  charlies INTEGER NOT NULL DEFAULT 0,
  doubles INTEGER NOT NULL DEFAULT 0,
  splits INTEGER NOT NULL DEFAULT 0,
  surrenders INTEGER NOT NULL DEFAULT 0,
  insurance_taken INTEGER NOT NULL DEFAULT 0,
  insurance_won INTEGER NOT NULL DEFAULT 0,
  even_money INTEGER NOT NULL DEFAULT 0,
  predictions INTEGER NOT NULL DEFAULT 0,
  predictions_right INTEGER NOT NULL DEFAULT 0,
  bonuses INTEGER NOT NULL DEFAULT 0,
  biggest_win INTEGER NOT NULL DEFAULT 0,
  interrupted_rounds INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE trivia_stats(
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  category TEXT NOT NULL,
  difficulty INTEGER NOT NULL,
  asked INTEGER NOT NULL DEFAULT 0,
  answered_right INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY(profile_id, category, difficulty)
);
-- Kept when a profile is deleted: a cash-out is history.
CREATE TABLE leaderboard(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  preset TEXT NOT NULL,
  bank INTEGER NOT NULL,
  at INTEGER NOT NULL,
  local_day TEXT NOT NULL
);
CREATE INDEX leaderboard_all_time ON leaderboard(preset, bank DESC, at, id);
CREATE INDEX leaderboard_by_day ON leaderboard(preset, local_day, bank DESC, at, id);
)sql";

// Version 2: hand history (storage/hand_history.h). Rounds of a version-1 save keep everything they had and get
// no session, rules or shoe (NULL): the history did not exist when they were played.
constexpr std::string_view kSaveV2 = R"sql(
-- A rule set once, under the first 16 hex digits of SHA-256 of its text (engine/replay/rules_text.h).
CREATE TABLE rule_sets(
  fingerprint TEXT PRIMARY KEY,
  rules_text TEXT NOT NULL
);
-- One sitting of a profile at the table: from the game's start (or a profile's choice) to leaving it.
CREATE TABLE sessions(
  id INTEGER PRIMARY KEY,
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  started_at INTEGER NOT NULL,
  bank_start INTEGER NOT NULL,
  credits_start INTEGER NOT NULL
);
CREATE INDEX sessions_by_profile ON sessions(profile_id, id);
-- A shoe dealt in a session. A provably fair shoe has a commitment and a client seed; its server seed and
-- engine seed stay NULL until it is revealed (stored earlier, the save would give the shoe away). A shoe with a
-- plain seed has only engine_seed (the 64 bits as a signed integer).
CREATE TABLE shoes(
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  shoe_number INTEGER NOT NULL,
  commitment TEXT,
  server_seed TEXT,
  client_seed TEXT,
  engine_seed INTEGER,
  cut_card INTEGER NOT NULL
);
CREATE INDEX shoes_by_session ON shoes(session_id, shoe_number);
ALTER TABLE rounds ADD COLUMN session_id INTEGER REFERENCES sessions(id) ON DELETE CASCADE;
ALTER TABLE rounds ADD COLUMN rules TEXT REFERENCES rule_sets(fingerprint);
ALTER TABLE rounds ADD COLUMN shoe_id INTEGER REFERENCES shoes(id);
ALTER TABLE rounds ADD COLUMN shoe_position INTEGER;
ALTER TABLE rounds ADD COLUMN credits_before INTEGER;
ALTER TABLE rounds ADD COLUMN credits_after INTEGER;
CREATE INDEX rounds_by_session ON rounds(session_id, id);
-- Every input and engine event of a round in order (engine/replay/history_event.h).
CREATE TABLE round_events(
  round_id INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL,
  hand INTEGER NOT NULL,
  card TEXT NOT NULL,
  amount INTEGER NOT NULL,
  value INTEGER NOT NULL,
  detail TEXT NOT NULL,
  PRIMARY KEY(round_id, seq)
) WITHOUT ROWID;
)sql";

// Version 3: one bank per preset per profile (storage/kept_banks.h). A profile plays one preset at a time with
// the bank in profiles.bank; the banks of its other presets wait in kept_banks. Switching moves the money with
// two journal entries ('bank_kept', 'bank_resumed') that name the preset, so the journal still sums to
// profiles.bank and, per preset, to each kept bank. A version-2 save has no kept bank: its profile's bank is
// the bank of the preset it plays, and banks of other presets were given up when it switched.
constexpr std::string_view kSaveV3 = R"sql(
CREATE TABLE kept_banks(
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  preset TEXT NOT NULL,
  bank INTEGER NOT NULL,
  credits INTEGER NOT NULL,
  PRIMARY KEY(profile_id, preset)
);
ALTER TABLE journal ADD COLUMN preset TEXT;
)sql";

// Version 4: the skill score of each standard-mode round (storage/round_skill.h), written as the round closes.
// Rounds of an older save have no row: they were not scored when played, and read as unscored (nothing of
// theirs changes). The preset is the one the round was played at; EV given away is in thousandths of a cent.
constexpr std::string_view kSaveV4 = R"sql(
CREATE TABLE round_skill(
  round_id INTEGER PRIMARY KEY REFERENCES rounds(id) ON DELETE CASCADE,
  profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  preset TEXT NOT NULL,
  decisions INTEGER NOT NULL,
  best_plays INTEGER NOT NULL,
  given_away_millicents INTEGER NOT NULL,
  money_bet INTEGER NOT NULL
);
CREATE INDEX round_skill_by_profile ON round_skill(profile_id, preset);
CREATE INDEX round_skill_by_preset ON round_skill(preset, profile_id);
)sql";

// Version 5: a profile's provably fair shoes are numbered once for the profile, across its sessions, presets and
// games (profiles.fair_shoes: the last number given; docs/fairness.md), and each shoe keeps the preset key and rule
// set it was dealt under and when it was committed, so its `bjt verify` line is built from its own rules. An older
// save numbered shoes from 1 in every session: the counter starts after the highest number the profile has, and the
// old shoes keep their numbers. Their rules are those of their first round, their time that round's, and their
// preset the one its skill row names (standard rounds); a shoe with none of these reads as unknown.
constexpr std::string_view kSaveV5 = R"sql(
ALTER TABLE profiles ADD COLUMN fair_shoes INTEGER NOT NULL DEFAULT 0;
UPDATE profiles SET fair_shoes = COALESCE((SELECT MAX(sh.shoe_number) FROM shoes sh
  JOIN sessions se ON se.id = sh.session_id WHERE se.profile_id = profiles.id AND sh.commitment IS NOT NULL), 0);
ALTER TABLE shoes ADD COLUMN preset TEXT;
ALTER TABLE shoes ADD COLUMN rules TEXT REFERENCES rule_sets(fingerprint);
ALTER TABLE shoes ADD COLUMN started_at INTEGER;
UPDATE shoes SET
  rules = (SELECT r.rules FROM rounds r WHERE r.shoe_id = shoes.id ORDER BY r.id LIMIT 1),
  started_at = (SELECT MIN(r.opened_at) FROM rounds r WHERE r.shoe_id = shoes.id),
  preset = (SELECT k.preset FROM round_skill k JOIN rounds r ON r.id = k.round_id WHERE r.shoe_id = shoes.id
            ORDER BY r.id LIMIT 1);
)sql";

// Version 6: whether a profile has been shown "How to play" (scenes/how_to_play_scene.h), which opens by itself on
// a new profile's first start. Profiles of an older save have played already: they count as having seen it.
constexpr std::string_view kSaveV6 = R"sql(
ALTER TABLE profiles ADD COLUMN how_to_play_seen INTEGER NOT NULL DEFAULT 1;
)sql";

// Version 7: tables of several seats (engine/seat.h). Each event and input names its seat (0: the only seat, or
// the dealer's own event); a round at a table of several keeps which seat was the profile's and every seat's money
// before and after it ("BANK:CREDITS|...", engine/replay/seat_money.h), so its replay seats the same table. Rounds
// of an older save were all played at a table of one: NULL.
constexpr std::string_view kSaveV7 = R"sql(
ALTER TABLE round_events ADD COLUMN seat INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rounds ADD COLUMN seat INTEGER;
ALTER TABLE rounds ADD COLUMN seats_before TEXT;
ALTER TABLE rounds ADD COLUMN seats_after TEXT;
)sql";

constexpr std::string_view kBankCopyV1 = R"sql(
CREATE TABLE bank.banks(
  name TEXT PRIMARY KEY COLLATE NOCASE,
  bank INTEGER NOT NULL,
  credits INTEGER NOT NULL,
  on_table INTEGER NOT NULL,
  preset TEXT NOT NULL,
  journal_id INTEGER NOT NULL
);
)sql";

// Version 2: the kept banks of each profile's other presets, by name (as bank.banks).
constexpr std::string_view kBankCopyV2 = R"sql(
CREATE TABLE bank.kept(
  name TEXT NOT NULL COLLATE NOCASE,
  preset TEXT NOT NULL,
  bank INTEGER NOT NULL,
  credits INTEGER NOT NULL,
  PRIMARY KEY(name, preset)
);
)sql";

void run_steps(SqlConnection& db, std::string_view schema, std::span<const std::string_view> steps) {
    const std::string version_pragma = "PRAGMA " + std::string(schema) + ".user_version";
    const long long current = db.query_int(version_pragma);
    const long long known = static_cast<long long>(steps.size());
    if (current > known)
        throw SqlError(0, std::string(schema) + " schema version " + std::to_string(current) + " is newer than " +
                              std::to_string(known));
    for (long long v = current; v < known; ++v) {
        SqlTransaction tx(db);
        db.exec(steps[static_cast<std::size_t>(v)]);
        db.exec(version_pragma + " = " + std::to_string(v + 1));
        tx.commit();
    }
}

}  // namespace

void SchemaMigrations::migrate_save(SqlConnection& db) {
    static constexpr std::string_view steps[] = {kSaveV1, kSaveV2, kSaveV3, kSaveV4, kSaveV5, kSaveV6, kSaveV7};
    static_assert(std::size(steps) == kSaveVersion);
    run_steps(db, "main", steps);
}

void SchemaMigrations::migrate_bank_copy(SqlConnection& db) {
    static constexpr std::string_view steps[] = {kBankCopyV1, kBankCopyV2};
    static_assert(std::size(steps) == kBankCopyVersion);
    run_steps(db, "bank", steps);
}

}  // namespace bjt::storage
