// The text rules under the files and the import: code point counting, folding for duplicates,
// cleaning imported text, the question checker, the bank's clash checks and the saved asked set.
#include <catch2/catch.hpp>

#include <string>

#include "engine/trivia/asked_questions.h"
#include "engine/trivia/character_classes.h"
#include "engine/trivia/question_bank.h"
#include "engine/trivia/question_checker.h"
#include "engine/trivia/text_fold.h"
#include "engine/trivia/utf8.h"

using namespace bjt::trivia;
using bjt::Difficulty;

namespace {

std::string repeat(std::string_view piece, std::size_t n) {
    std::string s;
    for (std::size_t k = 0; k < n; ++k) s += piece;
    return s;
}

std::vector<std::string> messages(const std::vector<QuestionProblem>& problems) {
    std::vector<std::string> out;
    for (const auto& p : problems) out.push_back(p.message);
    return out;
}

Question good() {
    return Question::multiple_choice("science-001", "Science", Difficulty::Easy, "Which gas do plants take in?",
                                     "Carbon dioxide", {"Oxygen", "Nitrogen", "Helium"});
}

}  // namespace

TEST_CASE("UTF-8: code points are counted, not bytes, malformed input is caught", "[trivia][text]") {
    CHECK(utf8::count_code_points("abc") == 3);
    CHECK(utf8::count_code_points("al-Khw\xC4\x81rizm\xC4\xAB") == 12);  // al-Khwārizmī
    CHECK(utf8::count_code_points("\xF0\x9F\x98\x80") == 1);
    CHECK(utf8::valid("caf\xC3\xA9"));
    CHECK_FALSE(utf8::valid("caf\xC3"));  // cut short
    CHECK_FALSE(utf8::valid("\xC0\xAF"));  // overlong '/'
    CHECK_FALSE(utf8::valid("\xED\xA0\x80"));  // a surrogate
    CHECK_FALSE(utf8::valid("\xF4\x90\x80\x80"));  // past U+10FFFF
    CHECK_FALSE(utf8::valid("\xFF"));
}

TEST_CASE("folding: case, spaces and punctuation for questions, only case and spaces for answers", "[trivia][text]") {
    CHECK(question_key("What's the capital of France?") == question_key("whats the capital of  FRANCE"));
    CHECK(question_key("\xE2\x80\x9CQuoted\xE2\x80\x9D, isn\xE2\x80\x99t it?") == question_key("\"quoted\" isnt it"));
    CHECK(question_key("\xC3\x89T\xC3\x89") == question_key("\xC3\xA9t\xC3\xA9"));  // ÉTÉ / été
    CHECK(question_key("e\xCC\x81t\xC3\xA9") == question_key("\xC3\xA9t\xC3\xA9"));  // combining acute
    CHECK(question_key("Which is bigger, 2 or 3?") != question_key("Which is bigger, 2 or 4?"));
    CHECK(question_key("Which language is C?") != question_key("Which language is C#?"));
    CHECK(question_key("Is pi about 2.5?") != question_key("Is pi about 25?"));
    CHECK(question_key("Is 50% of 10 five?") != question_key("Is 50 of 10 five?"));
    CHECK(question_key("Who sang R&B?") != question_key("Who sang RB?"));
    CHECK(question_key("A T-Rex?") == question_key("a t rex"));
    CHECK(question_key("How far is 1,000 km?") == question_key("how far is 1000 km"));
    CHECK(question_key("???") != question_key("!!!"));
    CHECK_FALSE(question_key("???").empty());
    CHECK(question_key("Is 2.5 more than 2?") == question_key("is 2.5 more than 2"));
    CHECK(answer_key("Carbon  Dioxide") == answer_key("carbon dioxide"));
    CHECK(answer_key("5%") != answer_key("5"));
    CHECK(answer_key("<1%") != answer_key("1%"));
}

TEST_CASE("imported text: marks dropped, white space folded, ends trimmed", "[trivia][text]") {
    CHECK(clean_imported_text("Jamaica\xE2\x80\x8E") == "Jamaica");  // U+200E
    CHECK(clean_imported_text("\xE2\x80\x8F"
                              "abc") == "abc");  // U+200F
    CHECK(clean_imported_text("super\xC2\xAD"
                              "cali") == "supercali");  // soft hyphen
    CHECK(clean_imported_text("separate\xC2\xA0heavy") == "separate heavy");  // no-break space
    CHECK(clean_imported_text("  a \t b\n\nc  ") == "a b c");
    CHECK(clean_imported_text("x\x01y") == "xy");
    CHECK(clean_imported_text("a \xE2\x80\x8E b") == "a b");
    CHECK(clean_imported_text("\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x94\xAC") ==
          "\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x94\xAC");  // a zero-width joiner in an emoji stays
}

TEST_CASE("the checker accepts a good question and names each problem", "[trivia][text]") {
    const QuestionChecker shipped(TextLimits::shipped_bank());
    CHECK(shipped.check(good()).empty());
    CHECK(shipped.check(Question::true_false("x-1", "Science", Difficulty::Hard, "The Moon shines.", false)).empty());

    SECTION("limits count code points, at exactly the limit and one over") {
        Question q = good();
        q.text = repeat("\xC3\xA9", 160);  // 160 code points, 320 bytes
        CHECK(shipped.check(q).empty());
        q.text += "?";
        CHECK(messages(shipped.check(q)) ==
              std::vector<std::string>{"question: 161 characters, over the limit of 160"});
        q = good();
        q.right_answer = repeat("a", 41);
        CHECK(messages(shipped.check(q)) == std::vector<std::string>{"answer: 41 characters, over the limit of 40"});
        CHECK(QuestionChecker(TextLimits::player_files()).check(q).empty());
    }
    SECTION("plain text") {
        Question q = good();
        q.text = " Leading?";
        q.right_answer = "Carbon&nbsp;dioxide";
        q.wrong_answers[0] = "Oxygen\xE2\x80\x8E";
        q.wrong_answers[1] = "";
        CHECK(messages(shipped.check(q)) ==
              std::vector<std::string>{"question: has a leading space",
                                       "answer: contains the HTML entity '&nbsp;'; write the character itself",
                                       "wrong: contains the invisible character U+200E", "wrong: is empty"});
    }
    SECTION("answers: three, distinct, none the right one") {
        Question q = good();
        q.wrong_answers = {"carbon DIOXIDE", "Oxygen", "oxygen"};
        CHECK(messages(shipped.check(q)) == std::vector<std::string>{"wrong: 'carbon DIOXIDE' is the right answer too",
                                                                     "wrong: 'oxygen' is given twice"});
        q.wrong_answers = {"Oxygen", "Helium"};
        CHECK(messages(shipped.check(q)) == std::vector<std::string>{"wrong: expected 3 wrong answers, found 2"});
    }
    SECTION("ids") {
        Question q = good();
        q.id = "has space";
        REQUIRE(shipped.check(q).size() == 1);
        CHECK(shipped.check(q)[0].field == QuestionField::Id);
    }
}

TEST_CASE("the bank refuses a taken id and a folded duplicate, and indexes the rest", "[trivia][bank]") {
    QuestionBank bank;
    CHECK(bank.add(good()).added());
    Question same_id = good();
    same_id.text = "Another question?";
    auto r = bank.add(same_id);
    CHECK(r.status == QuestionBank::AddStatus::DuplicateId);
    Question same_text = good();
    same_text.id = "science-002";
    same_text.text = "which GAS do plants take in";
    r = bank.add(same_text);
    CHECK(r.status == QuestionBank::AddStatus::DuplicateText);
    REQUIRE(r.existing != nullptr);
    CHECK(r.existing->id == "science-001");
    CHECK(bank.add(Question::true_false("history-001", "History", Difficulty::Hard, "Rome fell in a day.", false))
              .added());
    CHECK(bank.size() == 2);
    CHECK(bank.categories() == std::vector<std::string>{"History", "Science"});
    CHECK(bank.categories(Difficulty::Easy) == std::vector<std::string>{"Science"});
    CHECK(bank.count(Difficulty::Hard) == 1);
    CHECK(bank.count(Difficulty::Medium) == 0);
    CHECK(bank.find("history-001") != nullptr);
    CHECK(bank.find_text("Which gas do plants take in") != nullptr);
}

TEST_CASE("AskedQuestions saves and restores", "[trivia][asked]") {
    AskedQuestions asked;
    asked.insert("science-002");
    asked.insert("art-010");
    asked.insert("science-002");
    const std::string saved = asked.to_string();
    CHECK(saved == "bjt-asked-questions 1\nart-010\nscience-002\n");
    auto restored = AskedQuestions::from_string(saved);
    REQUIRE(restored);
    CHECK(*restored == asked);
    CHECK(AskedQuestions::from_string("bjt-asked-questions 1\r\n\r\nart-010\r\n")->contains("art-010"));
    CHECK(AskedQuestions::from_string("bjt-asked-questions 1\n")->empty());
    CHECK_FALSE(AskedQuestions::from_string(""));
    CHECK_FALSE(AskedQuestions::from_string("art-010\n"));  // no header
    CHECK_FALSE(AskedQuestions::from_string("bjt-asked-questions 1\nnot an id\n"));  // damaged
}
