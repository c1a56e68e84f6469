#pragma once
// The game's questions: the question bank library (engine/trivia) loaded from the shipped folder and the
// player's own folder, asked through its QuestionPicker (random category, no repeats in a cycle, seeded).
#include <cstdint>
#include <memory>
#include <string>

#include "trivia/question_bank.h"
#include "trivia/question_picker.h"
#include "questions/question_source.h"

namespace bjt::game {

class BankQuestionSource final : public QuestionSource {
public:
    // Loads the bank; problems in the files are kept in load_messages() (the game goes on with the rest).
    explicit BankQuestionSource(std::uint64_t seed);
    TriviaQuestion next(Difficulty difficulty) override;
    bool has(Difficulty difficulty) const override;
    int size() const override { return static_cast<int>(bank_.size()); }
    const std::string& load_messages() const { return messages_; }

private:
    trivia::QuestionBank bank_;
    std::unique_ptr<trivia::QuestionPicker> picker_;
    std::string messages_;
};

}  // namespace bjt::game
