#include "engine/trivia/question_bank.h"

#include <set>
#include <utility>

#include "engine/trivia/text_fold.h"

namespace bjt::trivia {

namespace {
std::size_t slot(Difficulty d) { return static_cast<std::size_t>(d); }
}  // namespace

QuestionBank::AddResult QuestionBank::add(Question question) {
    if (auto it = by_id_.find(question.id); it != by_id_.end())
        return {AddStatus::DuplicateId, &questions_[it->second]};
    std::string key = question_key(question.text);
    if (auto it = by_text_key_.find(key); it != by_text_key_.end())
        return {AddStatus::DuplicateText, &questions_[it->second]};
    const std::size_t position = questions_.size();
    by_id_.emplace(question.id, position);
    by_text_key_.emplace(std::move(key), position);
    by_difficulty_[slot(question.difficulty)][question.category].push_back(position);
    questions_.push_back(std::move(question));
    return {AddStatus::Added, nullptr};
}

const Question* QuestionBank::find(std::string_view id) const {
    auto it = by_id_.find(std::string(id));
    return it == by_id_.end() ? nullptr : &questions_[it->second];
}

const Question* QuestionBank::find_text(std::string_view text) const {
    auto it = by_text_key_.find(question_key(text));
    return it == by_text_key_.end() ? nullptr : &questions_[it->second];
}

std::vector<std::string> QuestionBank::categories() const {
    std::set<std::string> all;
    for (const auto& index : by_difficulty_)
        for (const auto& [name, positions] : index) all.insert(name);
    return {all.begin(), all.end()};
}

std::vector<std::string> QuestionBank::categories(Difficulty difficulty) const {
    std::vector<std::string> out;
    for (const auto& [name, positions] : by_difficulty_[slot(difficulty)]) out.push_back(name);
    return out;
}

const std::vector<std::size_t>& QuestionBank::questions_of(Difficulty difficulty, std::string_view category) const {
    static const std::vector<std::size_t> none;
    const auto& index = by_difficulty_[slot(difficulty)];
    auto it = index.find(category);
    return it == index.end() ? none : it->second;
}

std::size_t QuestionBank::count(Difficulty difficulty) const {
    std::size_t n = 0;
    for (const auto& [name, positions] : by_difficulty_[slot(difficulty)]) n += positions.size();
    return n;
}

}  // namespace bjt::trivia
