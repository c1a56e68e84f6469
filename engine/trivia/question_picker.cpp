#include "engine/trivia/question_picker.h"

#include <algorithm>
#include <utility>

namespace bjt::trivia {

QuestionPicker::QuestionPicker(const QuestionBank& bank, std::uint64_t seed, PickerOptions options,
                               AskedQuestions asked)
    : bank_(bank), rng_(seed), options_(std::move(options)), asked_(std::move(asked)) {}

bool QuestionPicker::in_play(const std::string& category) const {
    return options_.excluded_categories.find(category) == options_.excluded_categories.end();
}

std::size_t QuestionPicker::unasked_in(Difficulty difficulty, const std::string& category) const {
    std::size_t n = 0;
    for (std::size_t position : bank_.questions_of(difficulty, category))
        if (!asked_.contains(bank_.questions()[position].id)) ++n;
    return n;
}

bool QuestionPicker::can_pick(Difficulty difficulty) const {
    for (const auto& category : bank_.categories(difficulty))
        if (in_play(category)) return true;
    return false;
}

std::size_t QuestionPicker::remaining(Difficulty difficulty) const {
    std::size_t n = 0;
    for (const auto& category : bank_.categories(difficulty))
        if (in_play(category)) n += unasked_in(difficulty, category);
    return n;
}

void QuestionPicker::start_new_cycle(Difficulty difficulty, const std::vector<std::string>& categories) {
    // Only the questions in play start over; ids of left-out categories keep their state for when
    // the player brings those categories back.
    for (const auto& category : categories)
        for (std::size_t position : bank_.questions_of(difficulty, category))
            asked_.erase(bank_.questions()[position].id);
}

const std::string& QuestionPicker::draw_category(Difficulty difficulty, const std::vector<const std::string*>& open) {
    if (options_.category_draw == CategoryDraw::Even) return *open[rng_.below(static_cast<std::uint32_t>(open.size()))];
    std::vector<std::size_t> left;  // every open category has at least one question left
    std::size_t total = 0;
    for (const std::string* category : open) total += left.emplace_back(unasked_in(difficulty, *category));
    std::size_t ticket = rng_.below(static_cast<std::uint32_t>(total));
    for (std::size_t k = 0; k < open.size(); ++k) {
        if (ticket < left[k]) return *open[k];
        ticket -= left[k];
    }
    return *open.back();  // unreachable: ticket < total
}

std::optional<PickedQuestion> QuestionPicker::pick(Difficulty difficulty) {
    std::vector<std::string> playing;
    for (auto& category : bank_.categories(difficulty))
        if (in_play(category)) playing.push_back(std::move(category));
    if (playing.empty()) return std::nullopt;

    std::vector<const std::string*> open;  // categories with a question left in this cycle
    for (const auto& category : playing)
        if (unasked_in(difficulty, category) > 0) open.push_back(&category);
    if (open.empty()) {
        start_new_cycle(difficulty, playing);
        for (const auto& category : playing) open.push_back(&category);
    }
    if (open.size() > 1) std::erase_if(open, [&](const std::string* c) { return *c == last_category_; });

    const std::string& category = draw_category(difficulty, open);
    std::vector<std::size_t> unasked;
    for (std::size_t position : bank_.questions_of(difficulty, category))
        if (!asked_.contains(bank_.questions()[position].id)) unasked.push_back(position);
    const Question& chosen = bank_.questions()[unasked[rng_.below(static_cast<std::uint32_t>(unasked.size()))]];

    asked_.insert(chosen.id);
    last_category_ = category;
    return present(chosen);
}

PickedQuestion QuestionPicker::present(const Question& question) {
    PickedQuestion picked;
    picked.question = &question;
    if (question.type == QuestionType::TrueFalse) {
        picked.answers = {std::string(kTrueLabel), std::string(kFalseLabel)};
        picked.right_index = question.statement_is_true() ? 0 : 1;
        return picked;
    }
    // order[k]: which answer goes in place k; answer 0 is the right one. Fisher-Yates with the
    // seeded Rng (std::shuffle's result differs between standard libraries).
    std::vector<std::size_t> order(1 + question.wrong_answers.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
    for (std::size_t k = order.size() - 1; k > 0; --k)
        std::swap(order[k], order[rng_.below(static_cast<std::uint32_t>(k + 1))]);
    for (std::size_t k = 0; k < order.size(); ++k) {
        picked.answers.push_back(order[k] == 0 ? question.right_answer : question.wrong_answers[order[k] - 1]);
        if (order[k] == 0) picked.right_index = k;
    }
    return picked;
}

}  // namespace bjt::trivia
