#pragma once
// The game's questions: the question bank library (engine/trivia) loaded from the shipped folder and the
// player's own folder, asked through its QuestionPicker (random category, no repeats in a cycle, seeded).
// The files are read on a worker thread started by the constructor, so the title screen shows while the
// bank loads; the first call that needs the questions waits for them. Where the platform has no threads (the web
// build) they are loaded between frames (work_pending()), or by the first call that needs them.
#include <cstdint>
#include <future>
#include <memory>
#include <string>
#include <thread>

#include "engine/trivia/question_bank.h"
#include "engine/trivia/question_picker.h"
#include "game/questions/question_source.h"

namespace bjt::game {

class BankQuestionSource final : public QuestionSource {
public:
    // `player_dir`: the player's own question files (none when empty).
    BankQuestionSource(std::uint64_t seed, std::string player_dir);
    ~BankQuestionSource() override;

    bool loaded() const override;
    bool work_pending() const override;
    bool has(Difficulty difficulty) const override;
    TriviaQuestion next(Difficulty difficulty) override;
    int size() const override;
    std::vector<std::string> categories() const override;
    void set_excluded_categories(const std::set<std::string, std::less<>>& excluded) override;
    void set_even_categories(bool even) override;
    std::string player_folder() const override { return player_dir_; }
    void reload() override;
    void restore_asked(const trivia::AskedQuestions& asked) override;
    const trivia::AskedQuestions& asked() const override;
    std::string take_load_messages() override;

private:
    struct Loaded {
        trivia::QuestionBank bank;
        std::string messages;
    };
    // Waits for the worker once (or loads here, with no worker), then builds the picker over the loaded bank.
    Loaded& ready() const;
    void start_loading();

    std::uint64_t seed_;
    std::string player_dir_;
    // What the next picker starts from (a reload keeps the player's state).
    mutable trivia::PickerOptions next_options_;
    mutable trivia::AskedQuestions next_asked_;
    mutable std::future<std::unique_ptr<Loaded>> loading_;
    mutable std::unique_ptr<Loaded> loaded_;
    mutable std::unique_ptr<trivia::QuestionPicker> picker_;
    // The load: on worker_, or, where the platform has no threads, deferred_ until the bank is first needed.
    mutable std::shared_ptr<std::packaged_task<std::unique_ptr<Loaded>()>> deferred_;
    mutable std::thread worker_;
};

}  // namespace bjt::game
