// Near-duplicates: the same fact in other words is found; a different fact with the same answer,
// or the same wording with another answer, is not.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/trivia/near_duplicates.h"

using namespace bjt::trivia;
using bjt::Difficulty;

namespace {

Question mc(const std::string& id, const std::string& text, const std::string& answer) {
    return Question::multiple_choice(id, "General", Difficulty::Easy, text, answer, {"w1", "w2", "w3"});
}

}  // namespace

TEST_CASE("content words: folded, possessive and question words dropped, fact words kept", "[trivia][near]") {
    CHECK(content_words("What is the capital city of Australia?") ==
          std::vector<std::string>{"capital", "city", "australia"});
    CHECK(content_words("Who was Tetris created by?") == std::vector<std::string>{"tetris", "created"});
    CHECK(content_words("Which element's symbol is Au?") == std::vector<std::string>{"element", "symbol", "au"});
    CHECK(content_words("Which of these is NOT a planet? Don't guess!") ==
          std::vector<std::string>{"not", "planet", "dont", "guess"});
    CHECK(content_words("In which year did the ÉCOLE open: 1889 or 1890?") ==
          std::vector<std::string>{"year", "école", "open", "1889", "1890"});
    // The marks that change a fact stay in their word, as in the exact-duplicate key; a mark alone is no word.
    CHECK(content_words("Is C# a language, like C?") == std::vector<std::string>{"c#", "language", "like", "c"});
    CHECK(content_words("Is 2.5% of 50 the rate. Tom & Jerry?") ==
          std::vector<std::string>{"2.5%", "50", "rate", "tom", "jerry"});
}

TEST_CASE("near-duplicates: the same fact asked in other words is found", "[trivia][near]") {
    CHECK(near_duplicate(mc("a", "What is the capital city of Australia?", "Canberra"),
                         mc("b", "What is the capital of Australia?", "Canberra")));
    CHECK(near_duplicate(mc("a", "Who created Tetris?", "Alexey Pajitnov"),
                         mc("b", "Who was Tetris created by?", "Alexey Pajitnov")));
    // Answers compare folded.
    CHECK(near_duplicate(mc("a", "Which element has the chemical symbol Au?", "Gold"),
                         mc("b", "Which element's symbol is Au?", "gold")));
    CHECK(near_duplicate(Question::true_false("a", "General", Difficulty::Easy,
                                              "The Great Wall of China is visible from the Moon.", false),
                         Question::true_false("b", "General", Difficulty::Hard,
                                              "The Great Wall of China can be seen from the Moon.", false)) ==
          false);  // "visible" / "seen": 4 of 6 words; see the next check for a true-false pair that is found
    CHECK(near_duplicate(
        Question::true_false("a", "General", Difficulty::Easy, "Sound travels faster in water than in air.", true),
        Question::true_false("b", "General", Difficulty::Hard, "Sound travels faster through water than air.", true)));
}

TEST_CASE("near-duplicates: same answer with a different fact, or close wording with another answer, is not",
          "[trivia][near]") {
    // Same answer, different facts.
    CHECK_FALSE(near_duplicate(mc("a", "Which planet is known as the Red Planet?", "Mars"),
                               mc("b", "Which planet has the moon Phobos?", "Mars")));
    CHECK_FALSE(near_duplicate(mc("a", "Who wrote Hamlet?", "William Shakespeare"),
                               mc("b", "Who wrote Macbeth?", "William Shakespeare")));
    CHECK_FALSE(near_duplicate(mc("a", "Which country won the FIFA World Cup in 1990?", "West Germany"),
                               mc("b", "Which country won the FIFA World Cup in 1954?", "West Germany")));
    CHECK_FALSE(near_duplicate(mc("a", "Which country has the largest population in Africa?", "Nigeria"),
                               mc("b", "Which country has the largest economy in Africa?", "Nigeria")));
    // Similar wording, different answers.
    CHECK_FALSE(near_duplicate(mc("a", "What is the capital of Australia?", "Canberra"),
                               mc("b", "What is the capital of Austria?", "Vienna")));
    CHECK_FALSE(near_duplicate(mc("a", "What is the capital city of Australia?", "Canberra"),
                               mc("b", "What is the largest city of Australia?", "Sydney")));
    // A mark that changes the fact: "C" and "C#", "50" and "50%", "2.5" and "25" are other questions.
    CHECK_FALSE(near_duplicate(mc("a", "Which language is C?", "Alpha"), mc("b", "Which language is C#?", "Alpha")));
    CHECK_FALSE(near_duplicate(mc("a", "Is 50 the rate?", "Alpha"), mc("b", "Is 50% the rate?", "Alpha")));
    CHECK_FALSE(near_duplicate(mc("a", "Is 2.5 the answer?", "Alpha"), mc("b", "Is 25 the answer?", "Alpha")));
    // Same words and answer text but another type: a true-false statement is not a multiple choice.
    CHECK_FALSE(near_duplicate(mc("a", "Is the Moon a planet?", "False"),
                               Question::true_false("b", "General", Difficulty::Easy, "Is the Moon a planet?", false)));
}

TEST_CASE("near-duplicates over a list: every pair once, earlier first, ordered by the later", "[trivia][near]") {
    const std::vector<Question> questions = {
        mc("q0", "What is the capital of Australia?", "Canberra"),
        mc("q1", "Who created Tetris?", "Alexey Pajitnov"),
        mc("q2", "Which planet has the moon Phobos?", "Mars"),
        mc("q3", "What is the capital city of Australia?", "Canberra"),
        mc("q4", "Who was Tetris created by?", "Alexey Pajitnov"),
        mc("q5", "Australia's capital is which city?", "Canberra"),
    };
    std::vector<const Question*> all;
    for (const auto& q : questions) all.push_back(&q);
    const auto pairs = find_near_duplicates(all);
    std::vector<std::string> found;
    for (const auto& p : pairs) found.push_back(p.earlier->id + "/" + p.later->id);
    CHECK(found == std::vector<std::string>{"q0/q3", "q1/q4", "q0/q5", "q3/q5"});
    REQUIRE(!pairs.empty());
    CHECK(pairs[0].overlap.shared == 2);
    CHECK(pairs[0].overlap.distinct == 3);
}
