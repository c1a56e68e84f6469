#pragma once
// The monkey's second invariant: the save agrees with itself and with the table. Every profile's bank is the sum
// of its money journal (storage/money_journal.h) and the bank copy holds the same bank; while the player is
// seated (a betting, table, trivia, prediction or game-over scene on the stack) the seated profile's saved bank
// is the table's bank, since the save writes each change of money before the table shows it.
//
// The journal is append-only, so each check reads only the entries added since the last one; full() re-reads
// everything (at the start and the end of a soak).
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "engine/money.h"

namespace bjt::game {

class SaveGame;
class SceneStack;
class Session;

class JournalCheck {
public:
    // What broke, or nullopt when the save adds up.
    std::optional<std::string> check(SaveGame& saves, const Session& session, const SceneStack& scenes);
    // The same from the first entry of every journal.
    std::optional<std::string> full(SaveGame& saves, const Session& session, const SceneStack& scenes);

private:
    struct Sum {
        std::int64_t last_entry = 0;
        Cents total = 0;
    };
    std::optional<std::string> check_profiles(SaveGame& saves);
    std::optional<std::string> check_seated(SaveGame& saves, const Session& session, const SceneStack& scenes);

    std::map<std::int64_t, Sum> sums_;  // profile id -> its journal so far
};

}  // namespace bjt::game
