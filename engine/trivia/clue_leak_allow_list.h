#pragma once
// Deliberate exceptions to the clue-leak check (clue_leaks.h): a pair of questions where one names
// the other's answer and a reader decided it gives nothing away ("art-028 names van Gogh, but says
// nothing of The Starry Night"). Each entry names the two ids and why. Nothing is silently ignored:
// an entry that matches no leak (the ids are wrong, or a rewrite removed the leak) is an error, so
// the list never outlives what it excuses.
#include <string>
#include <vector>

#include "engine/trivia/clue_leaks.h"
#include "engine/trivia/question.h"

namespace bjt::trivia {

struct ClueLeakAllowance {
    std::string answer_of;  // the id of the question whose answer is named
    std::string appears_in;  // the id of the question naming it
    std::string reason;
    QuestionOrigin origin;  // where the entry is written, for messages
};

struct AllowListProblem {
    const ClueLeakAllowance* entry = nullptr;
    std::string message;  // "clue-leak allow-list: ... matches no clue leak (...)"
};

struct AllowedClueLeaks {
    std::vector<ClueLeak> reported;  // the leaks no entry allows, in their order
    std::vector<AllowListProblem> problems;  // entries that match nothing, in the list's order
};

// Splits `leaks` into those `allow` excuses and the rest, and names every entry that excuses
// nothing: an id no question of `questions` has, or a pair that is no clue leak.
AllowedClueLeaks apply_allow_list(const std::vector<ClueLeak>& leaks, const std::vector<ClueLeakAllowance>& allow,
                                  const std::vector<const Question*>& questions);

}  // namespace bjt::trivia
