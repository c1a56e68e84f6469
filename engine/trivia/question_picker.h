#pragma once
// Chooses the next question for a difficulty the player picked, as the rules ask
// (RULINGS.md, trivia-blackjack.md): a random category, then a random question of it.
//
// - No question repeats until every question of that difficulty (in the categories in play) has
//   been asked; then that difficulty starts a new cycle.
// - Never the same category twice in a row while another category still has questions left in
//   this cycle (whatever difficulty the previous question had: the player sees the categories).
// - A category is drawn in proportion to the questions it has left in this cycle (the default), so
//   a 3-question category is not asked as often as a 137-question one and every question left is
//   equally likely; or, as an option, every category still in play is equally likely.
// - Multiple-choice answers are shuffled at every ask; true-false shows True, False in that order.
// - Categories can be left out (the player's option).
// All randomness is bjt::Rng, so one seed gives the same questions on every platform.
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/trivia/asked_questions.h"
#include "engine/trivia/picked_question.h"
#include "engine/trivia/question_bank.h"

namespace bjt::trivia {

enum class CategoryDraw : std::uint8_t {
    Proportional,  // weighted by the questions a category has left in this cycle
    Even,  // each open category alike, however many questions it holds
};

struct PickerOptions {
    std::set<std::string, std::less<>> excluded_categories;
    CategoryDraw category_draw = CategoryDraw::Proportional;
};

class QuestionPicker {
public:
    // `bank` must outlive the picker. `asked` restores a saved profile's state.
    QuestionPicker(const QuestionBank& bank, std::uint64_t seed, PickerOptions options = {}, AskedQuestions asked = {});

    // nullopt when no category in play has a question of this difficulty.
    std::optional<PickedQuestion> pick(Difficulty difficulty);

    bool can_pick(Difficulty difficulty) const;
    // Questions of `difficulty` in play not yet asked in this cycle.
    std::size_t remaining(Difficulty difficulty) const;

    void set_options(PickerOptions options) { options_ = std::move(options); }
    const PickerOptions& options() const { return options_; }
    const AskedQuestions& asked() const { return asked_; }
    const std::string& last_category() const { return last_category_; }

private:
    bool in_play(const std::string& category) const;
    std::size_t unasked_in(Difficulty difficulty, const std::string& category) const;
    void start_new_cycle(Difficulty difficulty, const std::vector<std::string>& categories);
    const std::string& draw_category(Difficulty difficulty, const std::vector<const std::string*>& open);
    PickedQuestion present(const Question& question);

    const QuestionBank& bank_;
    Rng rng_;
    PickerOptions options_;
    AskedQuestions asked_;
    std::string last_category_;
};

}  // namespace bjt::trivia
