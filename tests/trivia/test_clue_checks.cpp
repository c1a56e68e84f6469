// Clue leaks, answer echoes and the clue-leak allow-list: each case fails without the rule it names.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/trivia/answer_echoes.h"
#include "engine/trivia/clue_leak_allow_list.h"
#include "engine/trivia/clue_leaks.h"
#include "engine/trivia/files/clue_leak_allow_file.h"

using namespace bjt::trivia;
using bjt::Difficulty;

namespace {

Question mc(const std::string& id, const std::string& text, const std::string& answer,
            std::vector<std::string> wrong = {"Alpha", "Beta", "Gamma"}) {
    return Question::multiple_choice(id, "General", Difficulty::Easy, text, answer, std::move(wrong));
}

Question tf(const std::string& id, const std::string& text) {
    return Question::true_false(id, "General", Difficulty::Easy, text, true);
}

std::vector<const Question*> pointers(const std::vector<Question>& questions) {
    std::vector<const Question*> out;
    for (const auto& q : questions) out.push_back(&q);
    return out;
}

// "answer_of>appears_in:question|options" for each leak.
std::vector<std::string> leaks_in(const std::vector<Question>& questions) {
    std::vector<std::string> out;
    for (const auto& l : find_clue_leaks(pointers(questions)))
        out.push_back(l.answer_of->id + ">" + l.appears_in->id +
                      (l.place == LeakPlace::Question ? ":question" : ":options"));
    return out;
}

}  // namespace

TEST_CASE("answer phrase: folded words without a leading article, none for short or letterless answers",
          "[trivia][clues]") {
    CHECK(answer_phrase("The Inca") == std::vector<std::string>{"inca"});
    CHECK(answer_phrase("World Wide Web") == std::vector<std::string>{"world", "wide", "web"});
    CHECK(answer_phrase("Rubik's Cube") == std::vector<std::string>{"rubik", "cube"});
    CHECK(answer_phrase("H").empty());
    CHECK(answer_phrase("1969").empty());
    CHECK(answer_phrase("2.5%").empty());
}

TEST_CASE("clue leaks: a rare answer named word for word in another question's text or options", "[trivia][clues]") {
    const std::vector<Question> bank = {
        mc("t-002", "What does 'www' at the start of a web address stand for?", "World Wide Web",
           {"World Wide Wireless", "Wide Web Window", "World Web Works"}),
        tf("t-009", "E-mail was in use before the world-wide web was invented."),  // case and hyphens folded
        mc("t-024", "Which scientist invented the web browser?", "Tim Berners-Lee"),  // "web" alone: no leak
        mc("h-021", "Which civilisation built Machu Picchu?", "The Inca", {"The Aztecs", "The Maya", "The Olmecs"}),
        mc("h-096", "Which city was the capital of an Andean empire?", "Cusco", {"Lima", "Inca Trail town", "Quito"}),
        mc("h-097", "Which people used knotted cords called quipu?", "Incas", {"Aztecs", "Maya", "Olmecs"}),
    };
    // Whole words only: "Incas" is not "Inca"; "Inca Trail town" names it in an option.
    CHECK(leaks_in(bank) == std::vector<std::string>{"t-002>t-009:question", "h-021>h-096:options"});
}

TEST_CASE("clue leaks: an answer offered as an option by many questions, or named by many, is not rare",
          "[trivia][clues]") {
    std::vector<Question> bank = {
        mc("a", "Which noble gas is the most common in air?", "Argon", {"Neon", "Xenon", "Helium"}),
        tf("b", "Argon is a noble gas."),
    };
    CHECK(leaks_in(bank) == std::vector<std::string>{"a>b:question"});  // Argon: an option of one question
    bank.push_back(mc("c", "Which gas makes up most of the air?", "Nitrogen", {"Argon", "Xenon", "Radon"}));
    CHECK(leaks_in(bank) == std::vector<std::string>{"a>b:question"});  // of two: still rare
    bank.push_back(mc("d", "Which gas glows red in a sign?", "Neon", {"Argon", "Radon", "Xenon"}));
    CHECK(leaks_in(bank).empty());  // of three: offered everywhere, naming it tells nothing

    std::vector<Question> named = {mc("q", "What is Gouda?", "Cheese", {"Bread", "Wine", "Ham"})};
    for (int k = 0; k < 4; ++k)
        named.push_back(tf("n" + std::to_string(k), "This cheese is number " + std::to_string(k)));
    CHECK(leaks_in(named).empty());  // named by 4 others: common in this bank
    named.pop_back();
    CHECK(leaks_in(named).size() == 3);
}

TEST_CASE("clue leaks: an option equal to the answer is the answer offered, not a clue", "[trivia][clues]") {
    const std::vector<Question> bank = {
        mc("a", "Which island is the largest in the Mediterranean?", "Sicily", {"Sardinia", "Cyprus", "Crete"}),
        mc("b", "Where was Archimedes born?", "Syracuse", {"Sicily", "Athens", "Sparta"}),
    };
    CHECK(leaks_in(bank).empty());
}

TEST_CASE("answer echoes: a distinctive answer word in the question and in no wrong option", "[trivia][clues]") {
    CHECK(echoed_words(mc("a", "Which fish can give an electric shock?", "Electric eel",
                          {"Piranha", "Stingray", "Arapaima"})) == std::vector<std::string>{"electric"});
    // Numbers by value, spelled or written: "three-point" echoes 3.
    CHECK(echoed_words(mc("b", "How many points is a basket from beyond the three-point line worth?", "3",
                          {"1", "2", "4"})) == std::vector<std::string>{"3"});
    CHECK(echoed_words(mc("c", "Which game lines up four discs?", "Connect Four", {"Othello", "Go", "Blokus"})) ==
          std::vector<std::string>{"4"});
    // A wrong option with the word keeps the options alike.
    CHECK(echoed_words(mc("d", "Which ocean is the largest?", "Pacific Ocean",
                          {"Atlantic Ocean", "Indian Ocean", "Arctic Ocean"}))
              .empty());
    // Function words and words under three characters are no echo.
    CHECK(echoed_words(mc("e", "What is the Red Planet of the Sun?", "The Sun", {"Mars", "Venus", "Io"})) ==
          std::vector<std::string>{"sun"});
    CHECK(echoed_words(mc("f", "Which is the river of Go?", "The Go", {"Mars", "Venus", "Io"})).empty());
    CHECK(echoed_words(tf("g", "The Sun is a star.")).empty());
    const std::vector<Question> bank = {mc("x", "Which sea mammal uses stones?", "Sea otter"), mc("y", "Q?", "A1")};
    const auto echoes = find_answer_echoes(pointers(bank));
    REQUIRE(echoes.size() == 1);
    CHECK(echoes[0].question->id == "x");
}

TEST_CASE("clue-leak allow-list: allowed leaks go, entries that allow nothing are named", "[trivia][clues]") {
    const std::vector<Question> bank = {
        mc("a", "Which island is the largest in the Mediterranean?", "Sicily", {"Sardinia", "Cyprus", "Crete"}),
        tf("b", "Sicily belongs to Italy."),
        tf("c", "Palermo is on Sicily."),
        tf("d", "Malta is an island."),
    };
    const auto all = pointers(bank);
    const std::vector<ClueLeakAllowance> allow = {
        {"a", "b", "says nothing of size", {}},
        {"a", "d", "no leak here", {}},
        {"a", "zz", "a typo", {}},
    };
    const auto result = apply_allow_list(find_clue_leaks(all), allow, all);
    REQUIRE(result.reported.size() == 1);
    CHECK(result.reported[0].appears_in->id == "c");
    REQUIRE(result.problems.size() == 2);
    CHECK(result.problems[0].entry == &allow[1]);
    CHECK(result.problems[0].message.find("does not leak into d") != std::string::npos);
    CHECK(result.problems[1].message.find("no question has the id 'zz'") != std::string::npos);
}

TEST_CASE("clue-leak allow file: entries read, every mistake an error at its line", "[trivia][clues]") {
    auto file = load_clue_leak_allow_text(
        "allow:\n  - answer_of: a-1\n    appears_in: b-2\n    reason: \"names it, not the fact\"\n", "allow.yaml");
    CHECK(file.errors.empty());
    REQUIRE(file.entries.size() == 1);
    CHECK(file.entries[0].answer_of == "a-1");
    CHECK(file.entries[0].appears_in == "b-2");
    CHECK(file.entries[0].origin.to_string() == "allow.yaml:2:5");

    file = load_clue_leak_allow_text(
        "allow:\n  - answer_of: a-1\n    appears_in: b-2\n    reason: ok\n    note: x\n"
        "  - answer_of: a-1\n    appears_in: \"b 2\"\n    reason: \"\"\n"
        "  - answer_of: a-1\n    appears_in: b-2\n    reason: twice\n",
        "allow.yaml");
    CHECK(file.entries.empty());  // a file with an error allows nothing
    std::vector<std::string> errors;
    for (const auto& e : file.errors) errors.push_back(e.to_string());
    CHECK(errors == std::vector<std::string>{
                        "allow.yaml:5:5: allow entry: unknown key 'note' (expected answer_of, appears_in, reason)",
                        "allow.yaml:8:13: allow entry: 'reason' is missing or not text",
                        "allow.yaml:6:5: allow entry: 'b 2' is not a question id",
                    });
    CHECK(load_clue_leak_allow_text("- a\n", "x.yaml").errors.at(0).to_string() ==
          "x.yaml:1:1: expected 'allow:' followed by a list of entries");
    file = load_clue_leak_allow_text(
        "allow:\n  - {answer_of: a, appears_in: b, reason: r}\n  - {answer_of: a, appears_in: b, reason: s}\n", "x");
    REQUIRE(file.errors.size() == 1);
    CHECK(file.errors[0].to_string() == "x:3:5: allow entry: a / b is listed twice");
}
