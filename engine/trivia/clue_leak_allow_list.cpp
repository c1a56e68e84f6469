#include "engine/trivia/clue_leak_allow_list.h"

#include <algorithm>

namespace bjt::trivia {

namespace {

bool allows(const ClueLeakAllowance& entry, const ClueLeak& leak) {
    return entry.answer_of == leak.answer_of->id && entry.appears_in == leak.appears_in->id;
}

bool known_id(const std::string& id, const std::vector<const Question*>& questions) {
    return std::any_of(questions.begin(), questions.end(), [&](const Question* q) { return q->id == id; });
}

std::string why_unused(const ClueLeakAllowance& entry, const std::vector<const Question*>& questions) {
    const std::string head = "clue-leak allow-list: ";
    for (const auto* id : {&entry.answer_of, &entry.appears_in})
        if (!known_id(*id, questions)) return head + "no question has the id '" + *id + "'";
    return head + "the answer of " + entry.answer_of + " does not leak into " + entry.appears_in +
           " (no clue leak to allow; remove the entry)";
}

}  // namespace

AllowedClueLeaks apply_allow_list(const std::vector<ClueLeak>& leaks, const std::vector<ClueLeakAllowance>& allow,
                                  const std::vector<const Question*>& questions) {
    AllowedClueLeaks out;
    std::vector<bool> used(allow.size(), false);
    for (const auto& leak : leaks) {
        bool allowed = false;
        for (std::size_t k = 0; k < allow.size(); ++k)
            if (allows(allow[k], leak)) allowed = used[k] = true;
        if (!allowed) out.reported.push_back(leak);
    }
    for (std::size_t k = 0; k < allow.size(); ++k)
        if (!used[k]) out.problems.push_back({&allow[k], why_unused(allow[k], questions)});
    return out;
}

}  // namespace bjt::trivia
