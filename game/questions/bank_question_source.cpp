#include "game/questions/bank_question_source.h"

#include <chrono>
#include <cstdio>
#include <system_error>
#include <utility>

#include "engine/trivia/files/question_folders.h"
#include "game/questions/question_source_factory.h"

namespace bjt::game {

namespace {
void collect(const trivia::FolderLoadReport& report, std::string& out) {
    for (const auto& e : report.errors) out += e.to_string() + "\n";
    for (const auto& f : report.files)
        for (const auto& e : f.errors) out += e.to_string() + "\n";
}
}  // namespace

BankQuestionSource::BankQuestionSource(std::uint64_t seed, std::string player_dir)
    : seed_(seed), player_dir_(std::move(player_dir)) {
    start_loading();
}

void BankQuestionSource::start_loading() {
    auto task = std::make_shared<std::packaged_task<std::unique_ptr<Loaded>()>>([dir = player_dir_] {
        auto loaded = std::make_unique<Loaded>();
        const trivia::GameQuestionsLoad load = trivia::load_game_questions(loaded->bank, dir);
        if (!load.shipped_found) loaded->messages += "the shipped question folder (assets/trivia) was not found\n";
        collect(load.shipped, loaded->messages);
        if (load.player) collect(*load.player, loaded->messages);
        return loaded;
    });
    loading_ = task->get_future();
    // On a worker thread where the platform has threads. Where it has none (the web build), starting one throws and
    // the task waits for the first call that needs the bank. Not std::async(async | deferred): libc++ builds the
    // async state before it starts the thread, and when the start fails that state's release waits for a result
    // no thread will ever give (the web page hung there before its first frame).
    try {
        worker_ = std::thread([task] { (*task)(); });
    } catch (const std::system_error&) {
        deferred_ = std::move(task);
    }
}

void BankQuestionSource::reload() {
    ready();
    next_options_ = picker_->options();
    next_asked_ = picker_->asked();
    picker_.reset();
    loaded_.reset();
    start_loading();
}

BankQuestionSource::~BankQuestionSource() {
    if (worker_.joinable()) worker_.join();  // never leave the worker running past the bank's owner
}

BankQuestionSource::Loaded& BankQuestionSource::ready() const {
    if (!loaded_) {
        if (deferred_) (*std::exchange(deferred_, nullptr))();  // no thread loads it (the web build): load it now
        loaded_ = loading_.get();
        if (worker_.joinable()) worker_.join();  // it has given its result; reload() may start the next one
        picker_ = std::make_unique<trivia::QuestionPicker>(loaded_->bank, seed_, next_options_, next_asked_);
        if (!loaded_->messages.empty()) std::fprintf(stderr, "questions: %s", loaded_->messages.c_str());
    }
    return *loaded_;
}

bool BankQuestionSource::loaded() const {
    if (loaded_) return true;
    if (deferred_) return false;  // no thread loads it (the web build): work_pending() or the first use will
    return loading_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

bool BankQuestionSource::work_pending() const {
    if (loaded_ || !deferred_) return false;
    ready();
    return true;
}

int BankQuestionSource::size() const { return static_cast<int>(ready().bank.size()); }

std::string BankQuestionSource::take_load_messages() {
    std::string messages = std::move(ready().messages);
    ready().messages.clear();
    return messages;
}

std::vector<std::string> BankQuestionSource::categories() const { return ready().bank.categories(); }

void BankQuestionSource::set_excluded_categories(const std::set<std::string, std::less<>>& excluded) {
    ready();
    trivia::PickerOptions options = picker_->options();
    options.excluded_categories = excluded;
    picker_->set_options(std::move(options));
}

void BankQuestionSource::set_even_categories(bool even) {
    ready();
    trivia::PickerOptions options = picker_->options();
    options.category_draw = even ? trivia::CategoryDraw::Even : trivia::CategoryDraw::Proportional;
    picker_->set_options(std::move(options));
}

bool BankQuestionSource::has(Difficulty difficulty) const {
    ready();
    return picker_->can_pick(difficulty);
}

void BankQuestionSource::restore_asked(const trivia::AskedQuestions& asked) {
    const Loaded& loaded = ready();
    picker_ = std::make_unique<trivia::QuestionPicker>(loaded.bank, seed_, picker_->options(), asked);
}

const trivia::AskedQuestions& BankQuestionSource::asked() const {
    ready();
    return picker_->asked();
}

TriviaQuestion BankQuestionSource::next(Difficulty difficulty) {
    ready();
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

std::unique_ptr<QuestionSource> make_question_source(std::uint64_t seed, std::string player_dir) {
    return std::make_unique<BankQuestionSource>(seed, std::move(player_dir));
}

}  // namespace bjt::game
