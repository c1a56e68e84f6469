#pragma once
// Every question the game can ask, indexed by difficulty and category. A question is refused when
// its id is taken or when its text is a duplicate of one already in the bank (compared by
// question_key: case, spaces and punctuation folded), so the bank never holds the same question
// twice, whichever files it came from.
#include <array>
#include <cstddef>
#include <deque>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/rules.h"
#include "engine/trivia/question.h"

namespace bjt::trivia {

class QuestionBank {
public:
    enum class AddStatus : std::uint8_t { Added, DuplicateId, DuplicateText };
    struct AddResult {
        AddStatus status = AddStatus::Added;
        const Question* existing = nullptr;  // the question it clashed with
        bool added() const { return status == AddStatus::Added; }
    };

    // The bank does not check content (QuestionChecker does); it only refuses clashes.
    AddResult add(Question question);

    std::size_t size() const { return questions_.size(); }
    bool empty() const { return questions_.empty(); }
    // Stable references: questions are never moved once added.
    const std::deque<Question>& questions() const { return questions_; }
    const Question* find(std::string_view id) const;
    // The question whose text matches `text` once folded, if any.
    const Question* find_text(std::string_view text) const;

    // All categories, sorted by name.
    std::vector<std::string> categories() const;
    // Categories with at least one question of `difficulty`, sorted by name.
    std::vector<std::string> categories(Difficulty difficulty) const;
    // Positions in questions() of one difficulty and category, in the order they were added.
    const std::vector<std::size_t>& questions_of(Difficulty difficulty, std::string_view category) const;

    std::size_t count(Difficulty difficulty) const;
    std::size_t count(Difficulty difficulty, std::string_view category) const {
        return questions_of(difficulty, category).size();
    }

private:
    using CategoryIndex = std::map<std::string, std::vector<std::size_t>, std::less<>>;
    std::deque<Question> questions_;
    std::unordered_map<std::string, std::size_t> by_id_;
    std::unordered_map<std::string, std::size_t> by_text_key_;
    std::array<CategoryIndex, 3> by_difficulty_;
};

}  // namespace bjt::trivia
