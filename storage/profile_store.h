#pragma once
// Profiles by name: create, find, list, rename, delete, and the parts of a profile that are not
// money (preset, options, questions already asked). A bank changes only through the journal:
// here only when a profile is created and when a new run starts, each as a journal entry.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/money.h"
#include "storage/profile.h"

namespace bjt::storage {

class SaveDatabase;

class ProfileStore {
public:
    static constexpr std::size_t kMaxNameBytes = 32;

    explicit ProfileStore(SaveDatabase& db);

    // Names are trimmed; 1 to kMaxNameBytes bytes of UTF-8 without control characters, unique
    // ignoring ASCII case. Throws StorageError when refused.
    Profile create(std::string_view name, std::string_view preset, Cents starting_bank, int starting_credits);
    std::optional<Profile> find(std::string_view name);
    std::optional<Profile> load(std::int64_t id);
    // Most recently played first.
    std::vector<Profile> list();

    void rename(std::int64_t id, std::string_view new_name);
    // The profile, its rounds, journal and statistics (its leaderboard entries stay).
    void remove(std::int64_t id);
    void set_preset(std::int64_t id, std::string_view preset);
    // Replaces every option.
    void set_options(std::int64_t id, const std::map<std::string, std::string, std::less<>>& options);
    void save_asked_questions(std::int64_t id, const trivia::AskedQuestions& asked);
    // "How to play" has been shown to this profile: it does not open by itself again.
    void set_how_to_play_seen(std::int64_t id);
    // A new game (after GAME OVER, or a fresh start from the title): the bank and credits start
    // again. Refused while a round is open.
    void start_new_run(std::int64_t id, Cents bank, int credits);

    // The trimmed name, or why it is refused.
    static std::optional<std::string> clean_name(std::string_view name, std::string* why = nullptr);

private:
    SaveDatabase& db_;
};

}  // namespace bjt::storage
