#include "questions/bank_question_source.h"

#include <cstdio>

#include "questions/question_source_factory.h"
#include "trivia/files/question_folders.h"
#include "questions/trivia_question.h"

namespace bjt::game {

namespace {
void collect(const trivia::FolderLoadReport& report, std::string& out) {
    for (const auto& e : report.errors) out += e.to_string() + "\n";
    for (const auto& f : report.files)
        for (const auto& e : f.errors) out += e.to_string() + "\n";
}
}  // namespace

BankQuestionSource::BankQuestionSource(std::uint64_t seed) {
    const trivia::GameQuestionsLoad load = trivia::load_game_questions(bank_);
    if (!load.shipped_found) messages_ += "the shipped question folder (assets/trivia) was not found\n";
    collect(load.shipped, messages_);
    if (load.player) collect(*load.player, messages_);
    picker_ = std::make_unique<trivia::QuestionPicker>(bank_, seed);
}

bool BankQuestionSource::has(Difficulty difficulty) const { return picker_->can_pick(difficulty); }

TriviaQuestion BankQuestionSource::next(Difficulty difficulty) {
    TriviaQuestion q;
    q.difficulty = difficulty;
    const auto picked = picker_->pick(difficulty);
    if (!picked || !picked->question) return q;  // callers check has() first
    const trivia::Question& source = *picked->question;
    q.id = source.id;
    q.category = source.category;
    q.text = source.text;
    q.true_false = source.type == trivia::QuestionType::TrueFalse;
    q.options = picked->answers;
    q.right_index = static_cast<int>(picked->right_index);
    return q;
}

std::unique_ptr<QuestionSource> make_question_source(std::uint64_t seed) {
    auto source = std::make_unique<BankQuestionSource>(seed);
    if (!source->load_messages().empty()) std::fprintf(stderr, "questions: %s", source->load_messages().c_str());
    return source;
}

}  // namespace bjt::game
