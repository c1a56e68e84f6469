#include "engine/trivia/near_duplicates.h"

#include <algorithm>
#include <map>
#include <utility>

#include "engine/trivia/folded_words.h"
#include "engine/trivia/text_fold.h"

namespace bjt::trivia {

std::vector<std::string> content_words(std::string_view question_text) {
    std::vector<std::string> out;
    for (auto& word : folded_words(question_text))
        if (!function_word(word) && std::find(out.begin(), out.end(), word) == out.end())
            out.push_back(std::move(word));
    return out;
}

namespace {
WordOverlap overlap_of(const std::vector<std::string>& words_a, const std::vector<std::string>& words_b) {
    WordOverlap overlap;
    for (const auto& w : words_a)
        if (std::find(words_b.begin(), words_b.end(), w) != words_b.end()) ++overlap.shared;
    overlap.distinct = words_a.size() + words_b.size() - overlap.shared;
    return overlap;
}
bool similar_wording(const WordOverlap& o) {
    const bool one_word_apart = o.shared >= 2 && o.distinct - o.shared <= 1;
    return one_word_apart || o.jaccard() >= 0.75;
}
}  // namespace

WordOverlap word_overlap(std::string_view a, std::string_view b) {
    return overlap_of(content_words(a), content_words(b));
}

bool near_duplicate(const Question& a, const Question& b) {
    if (a.type != b.type || answer_key(a.right_answer) != answer_key(b.right_answer)) return false;
    return similar_wording(word_overlap(a.text, b.text));
}

std::vector<NearDuplicatePair> find_near_duplicates(const std::vector<const Question*>& questions) {
    // Group by type and answer first: only those can pair.
    std::map<std::pair<QuestionType, std::string>, std::vector<std::size_t>> by_answer;
    std::vector<std::vector<std::string>> words;
    for (std::size_t k = 0; k < questions.size(); ++k) {
        by_answer[{questions[k]->type, answer_key(questions[k]->right_answer)}].push_back(k);
        words.push_back(content_words(questions[k]->text));
    }

    std::vector<std::pair<std::size_t, std::size_t>> found;  // (earlier, later) positions
    for (const auto& [key, members] : by_answer)
        for (std::size_t j = 1; j < members.size(); ++j)
            for (std::size_t i = 0; i < j; ++i)
                if (similar_wording(overlap_of(words[members[i]], words[members[j]])))
                    found.emplace_back(members[i], members[j]);
    std::sort(found.begin(), found.end(), [](const auto& x, const auto& y) {
        return x.second != y.second ? x.second < y.second : x.first < y.first;
    });
    std::vector<NearDuplicatePair> out;
    for (const auto& [i, j] : found) out.push_back({questions[i], questions[j], overlap_of(words[i], words[j])});
    return out;
}

}  // namespace bjt::trivia
