// SaveGame's reads for the screens (save_reads.h). Storage reports a failed read by throwing (SQLite's errors):
// here, at the one door between the screens and the save, each becomes a Result saying what could not be read.
#include <exception>
#include <string>
#include <utility>

#include "game/save/save_game.h"
#include "storage/hand_history.h"
#include "storage/profile_store.h"
#include "storage/run_rounds.h"

namespace bjt::game {

namespace {
template <typename T, typename Read>
Result<T> read_save(const char* what, Read&& r) {
    try {
        return Result<T>::success(r());
    } catch (const std::exception& e) {
        return Result<T>::failure(std::string(what) + " could not be read: " + e.what());
    }
}
}  // namespace

Result<Leaderboards> SaveGame::leaderboards(const std::string& preset) {
    return read_save<Leaderboards>("The leaderboard", [&] {
        storage::Leaderboard board(*db_);
        Leaderboards boards;
        boards.today = board.today(preset);
        boards.all_time = board.all_time(preset);
        boards.skill = storage::RoundSkill(*db_).board(preset);
        boards.today_date = board.today_date();
        return boards;
    });
}

Result<Career> SaveGame::career(std::int64_t profile_id) {
    return read_save<Career>("The statistics", [&] {
        storage::CareerStats stats(*db_);
        Career c;
        c.totals = stats.totals(profile_id);
        c.accuracy = stats.trivia_accuracy(profile_id);
        c.bank_history = storage::BankHistory(*db_).current_run(profile_id, 200);
        return c;
    });
}

Result<SkillHistory> SaveGame::skill_history(std::int64_t profile_id, int sessions) {
    return read_save<SkillHistory>("The skill score", [&] {
        storage::RoundSkill skill(*db_);
        SkillHistory h;
        h.sessions = skill.by_session(profile_id, sessions);
        h.presets = skill.by_preset(profile_id);
        return h;
    });
}

Result<std::vector<SessionRow>> SaveGame::sessions(std::int64_t profile_id, int limit) {
    return read_save<std::vector<SessionRow>>("The history", [&] { return session_rows(*db_, profile_id, limit); });
}

Result<std::vector<RoundRow>> SaveGame::rounds(std::int64_t session_id) {
    return read_save<std::vector<RoundRow>>("The rounds", [&] { return round_rows(*db_, session_id); });
}

Result<std::vector<replay::HistoryEvent>> SaveGame::round_events(std::int64_t round_id) {
    return read_save<std::vector<replay::HistoryEvent>>(
        "The round", [&] { return storage::HandHistory(*db_).round_events(round_id); });
}

Result<int> SaveGame::run_rounds(std::int64_t profile_id) {
    return read_save<int>("The run's rounds", [&] { return storage::RunRounds(*db_).count(profile_id); });
}

Result<> SaveGame::export_replay(const ReplayExport& what, const std::filesystem::path& path) {
    return game::export_replay(*db_, what, path);
}

storage::LocalTime SaveGame::local_time_of(storage::UnixSeconds at) const {
    return storage::LocalTime::at(db_->clock(), at);
}

static_assert(SaveGame::kMaxNameBytes == storage::ProfileStore::kMaxNameBytes);

bool SaveGame::name_is_valid(std::string_view name) { return storage::ProfileStore::clean_name(name).has_value(); }

}  // namespace bjt::game
