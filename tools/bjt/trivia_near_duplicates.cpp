#include "tools/bjt/trivia_near_duplicates.h"

#include <cstdio>
#include <vector>

#include "engine/trivia/near_duplicates.h"

namespace bjt::cli {

namespace {

// "the same answer 'Canberra' and 2 of 3 content words: capital, australia"
std::string why(const trivia::NearDuplicatePair& pair) {
    const auto a = trivia::content_words(pair.earlier->text);
    const auto b = trivia::content_words(pair.later->text);
    std::string shared;
    for (const auto& w : b)
        for (const auto& v : a)
            if (v == w) shared += (shared.empty() ? "" : ", ") + w;
    return "the same answer '" + pair.later->right_answer + "' and " + std::to_string(pair.overlap.shared) + " of " +
           std::to_string(pair.overlap.distinct) + " content words (" + shared + ")";
}

}  // namespace

NearDuplicateCounts print_near_duplicates(const trivia::QuestionBank& bank, const std::set<std::string>& player_files,
                                          bool check_shipped_pairs) {
    std::vector<const trivia::Question*> all;
    for (const auto& q : bank.questions()) all.push_back(&q);
    NearDuplicateCounts counts;
    for (const auto& pair : trivia::find_near_duplicates(all)) {
        const bool player = player_files.count(pair.earlier->origin.file) + player_files.count(pair.later->origin.file);
        if (!player && !check_shipped_pairs) continue;
        const char* kind = player ? "warning: near-duplicate of" : "near-duplicate of";
        std::printf("%s: %s %s at %s: %s\n", pair.later->origin.to_string().c_str(), kind, pair.earlier->id.c_str(),
                    pair.earlier->origin.to_string().c_str(), why(pair).c_str());
        ++(player ? counts.warnings : counts.errors);
    }
    return counts;
}

}  // namespace bjt::cli
