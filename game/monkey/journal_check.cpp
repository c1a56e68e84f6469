#include "game/monkey/journal_check.h"

#include <array>
#include <string_view>
#include <vector>

#include "engine/table.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/session.h"
#include "storage/bank_copy.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"

namespace bjt::game {

namespace {
// The scenes that exist only while the player is seated at the table (scenes/).
bool seated(const SceneStack& scenes) {
    constexpr std::array<std::string_view, 5> kSeated = {"betting", "table", "trivia", "prediction", "game-over"};
    for (int i = 0; i < scenes.size(); ++i)
        for (std::string_view name : kSeated)
            if (scenes.at(i)->name() == name) return true;
    return false;
}
}  // namespace

std::optional<std::string> JournalCheck::full(SaveGame& saves, const Session& session, const SceneStack& scenes) {
    sums_.clear();
    return check(saves, session, scenes);
}

std::optional<std::string> JournalCheck::check(SaveGame& saves, const Session& session, const SceneStack& scenes) {
    if (auto broken = check_profiles(saves)) return broken;
    return check_seated(saves, session, scenes);
}

std::optional<std::string> JournalCheck::check_profiles(SaveGame& saves) {
    storage::MoneyJournal journal(saves.database());
    // The save has no bank copy when it runs in memory (no data folder).
    const std::vector<storage::CopiedBank> copies =
        saves.saving() ? storage::BankCopy::read(saves.database().connection()) : std::vector<storage::CopiedBank>{};
    for (const storage::Profile& p : storage::ProfileStore(saves.database()).list()) {
        Sum& sum = sums_[p.id];
        for (const storage::JournalEntry& e : journal.entries(p.id, sum.last_entry)) {
            sum.total += e.amount;
            sum.last_entry = e.id;
        }
        if (sum.total != p.bank)
            return "profile '" + p.name + "': its journal sums to " + format_amount(sum.total) + ", its bank is " +
                   format_amount(p.bank);
        if (!saves.saving()) continue;
        bool copied = false;
        for (const storage::CopiedBank& c : copies)
            if (c.name == p.name) {
                copied = true;
                if (c.bank != p.bank)
                    return "profile '" + p.name + "': bank " + format_amount(p.bank) + ", its copy says " +
                           format_amount(c.bank);
            }
        if (!copied) return "profile '" + p.name + "' is missing from the bank copy";
    }
    return std::nullopt;
}

std::optional<std::string> JournalCheck::check_seated(SaveGame& saves, const Session& session,
                                                      const SceneStack& scenes) {
    if (!session.started() || !seated(scenes)) return std::nullopt;
    // Every person seated (at a table of several people, each guest too) against their own journal.
    const Table& table = session.table();
    for (int seat = 0; seat < table.seat_count(); ++seat) {
        const storage::Profile* person = saves.profile_at(seat);
        if (person == nullptr) continue;
        const auto it = sums_.find(person->id);
        if (it == sums_.end()) return "the seated profile '" + person->name + "' is not in the save";
        if (it->second.total != table.seat(seat).bank)
            return "seat " + std::to_string(seat + 1) + "'s bank is " + format_amount(table.seat(seat).bank) +
                   ", the save's journal for '" + person->name + "' sums to " + format_amount(it->second.total);
    }
    return std::nullopt;
}

}  // namespace bjt::game
