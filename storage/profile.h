#pragma once
// A player's saved profile.
#include <cstdint>
#include <map>
#include <string>

#include "engine/money.h"
#include "engine/trivia/asked_questions.h"
#include "storage/clock.h"

namespace bjt::storage {

struct Profile {
    std::int64_t id = 0;
    std::string name;
    Cents bank = 0;
    int credits = 0;
    std::string preset;  // the preset's name as the game finds it (find_preset)
    // The player's rule options over the preset: rule key (rule_keys.h) -> value text, as
    // RuleKey::format writes it and RuleKey::apply reads it.
    std::map<std::string, std::string, std::less<>> options;
    trivia::AskedQuestions asked_questions;
    // "How to play" was shown to this profile (asked for or opened by itself): it never opens by itself again.
    bool how_to_play_seen = false;
    UnixSeconds created_at = 0;
    UnixSeconds last_played_at = 0;
};

}  // namespace bjt::storage
