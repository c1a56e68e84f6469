// TEMPORARY question source until the question bank library (engine/trivia: loader + picker) lands.
// Delete with placeholder/ and implement make_question_source over bjt_trivia_files.
#include <array>

#include "rng.h"
#include "trivia/question_source_factory.h"

namespace bjt::game {

namespace {
class PlaceholderQuestions final : public QuestionSource {
public:
    explicit PlaceholderQuestions(std::uint64_t seed) : rng_(seed) {}
    TriviaQuestion next(Difficulty d) override {
        TriviaQuestion q;
        q.id = "placeholder-" + std::to_string(count_++);
        q.category = "Placeholder";
        q.difficulty = d;
        if (count_ % 2 == 0) {
            q.text = "This placeholder statement is true.";
            q.true_false = true;
            q.options = {"True", "False"};
            q.right_index = 0;
        } else {
            q.text = "Which option is the right one in this placeholder question?";
            q.options = {"This one", "Not this", "Nor this", "Nor that"};
            // Shuffle the options with the seeded engine RNG.
            for (int i = 3; i > 0; --i) std::swap(q.options[static_cast<std::size_t>(i)],
                                                  q.options[rng_.below(static_cast<std::uint32_t>(i + 1))]);
            for (int i = 0; i < 4; ++i)
                if (q.options[static_cast<std::size_t>(i)] == "This one") q.right_index = i;
        }
        return q;
    }
    int size() const override { return 2; }

private:
    Rng rng_;
    int count_ = 0;
};
}  // namespace

std::unique_ptr<QuestionSource> make_question_source(std::uint64_t seed) {
    return std::make_unique<PlaceholderQuestions>(seed);
}

}  // namespace bjt::game
