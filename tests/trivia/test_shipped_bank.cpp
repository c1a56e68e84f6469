// The shipped bank (assets/trivia/*.yaml) passes the validator with the shipped limits and has
// the promised size and spread: at least 600 questions in the 12 categories, every category with
// all three difficulties and both types, at least 20% true-false, ids <file stem>-<3 digits>.
// It reads whatever files exist, so it reports what is missing while the bank is being written.
// Further cases keep the bank's balance: 125+ questions and 35+ hard in every category, hard
// true-false rare, no clue leak or answer echo, length no clue to the answer, true-false near 50:50.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "engine/trivia/answer_echoes.h"
#include "engine/trivia/clue_leak_allow_list.h"
#include "engine/trivia/clue_leaks.h"
#include "engine/trivia/files/clue_leak_allow_file.h"
#include "engine/trivia/files/question_file_loader.h"
#include "engine/trivia/utf8.h"

using namespace bjt::trivia;
using bjt::Difficulty;

TEST_CASE("the shipped bank is valid and complete", "[trivia][bank][shipped]") {
    const std::string folder = std::string(BJT_SOURCE_DIR) + "/assets/trivia";
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    const FolderLoadReport report = loader.load_folder(folder);
    for (const auto& e : report.errors) FAIL_CHECK(e.to_string());
    for (const auto& f : report.files)
        for (const auto& e : f.errors) FAIL_CHECK(e.to_string());

    // Each file holds its own category, named as in TRIVIA_FORMAT.md, with ids from its stem.
    const std::map<std::string, std::string> category_of_file = {
        {"science", "Science"}, {"history", "History"},         {"geography", "Geography"},   {"sports", "Sports"},
        {"music", "Music"},     {"film-tv", "Film & TV"},       {"literature", "Literature"}, {"art", "Art"},
        {"nature", "Nature"},   {"food-drink", "Food & Drink"}, {"technology", "Technology"}, {"games", "Games"},
    };
    std::set<std::string> stems;
    for (const auto& f : report.files) stems.insert(std::filesystem::path(f.file).stem().string());
    for (const auto& [stem, category] : category_of_file) {
        INFO("assets/trivia/" << stem << ".yaml");
        CHECK(stems.count(stem) == 1);
    }
    for (const auto& q : bank.questions()) {
        const std::string stem = std::filesystem::path(q.origin.file).stem().string();
        INFO(q.origin.to_string() << " " << q.id);
        auto it = category_of_file.find(stem);
        CHECK(it != category_of_file.end());
        if (it != category_of_file.end()) CHECK(q.category == it->second);
        CHECK(std::regex_match(q.id, std::regex(stem + "-[0-9]{3}")));
    }

    std::size_t true_false = 0;
    std::map<std::string, std::set<Difficulty>> levels;
    std::map<std::string, std::set<QuestionType>> types;
    for (const auto& q : bank.questions()) {
        if (q.type == QuestionType::TrueFalse) ++true_false;
        levels[q.category].insert(q.difficulty);
        types[q.category].insert(q.type);
    }
    INFO(bank.size() << " questions in " << report.files.size() << " files, " << true_false << " true-false");
    CHECK(bank.size() >= 600);
    CHECK(bank.categories().size() == 12);
    for (const auto& [stem, category] : category_of_file) {
        INFO(category);
        CHECK(levels[category].size() == 3);
        CHECK(types[category].size() == 2);
    }
    CHECK(true_false * 5 >= bank.size());
}

// The bank is sized for months of play: a player who always asks HARD should not meet a repeat for
// hundreds of rounds, and a blind guess on a hard true-false (worth +2 credits) stays rare.
TEST_CASE("the shipped bank is large enough in every category and keeps hard true-false rare",
          "[trivia][bank][shipped]") {
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    (void)loader.load_folder(std::string(BJT_SOURCE_DIR) + "/assets/trivia");
    std::map<std::string, int> per_category, hard_per_category;
    int hard = 0, hard_true_false = 0;
    for (const auto& q : bank.questions()) {
        ++per_category[q.category];
        if (q.difficulty != Difficulty::Hard) continue;
        ++hard;
        ++hard_per_category[q.category];
        if (q.type == QuestionType::TrueFalse) ++hard_true_false;
    }
    CHECK(bank.size() >= 1500);
    REQUIRE(per_category.size() == 12);
    for (const auto& [category, count] : per_category) {
        INFO(category << ": " << count << " questions, " << hard_per_category[category] << " hard");
        CHECK(count >= 125);
        CHECK(hard_per_category[category] >= 35);
    }
    INFO(hard_true_false << " hard true-false of " << hard << " hard");
    CHECK(hard_true_false * 100 <= 15 * hard);
}

// The shipped bank is kept clean of clue leaks (but those its allow-list names, each with a reason)
// and of answer echoes, and its allow-list names no pair that is not a leak.
TEST_CASE("the shipped bank has no clue leak or answer echo, and its allow-list is all in use",
          "[trivia][bank][shipped][clues]") {
    const std::string folder = std::string(BJT_SOURCE_DIR) + "/assets/trivia";
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    (void)loader.load_folder(folder);
    REQUIRE(bank.size() >= 1500);
    std::vector<const Question*> all;
    for (const auto& q : bank.questions()) all.push_back(&q);
    const ClueLeakAllowFile allow = load_clue_leak_allow_file(clue_leak_allow_path(folder));
    for (const auto& e : allow.errors) FAIL_CHECK(e.to_string());
    const AllowedClueLeaks leaks = apply_allow_list(find_clue_leaks(all), allow.entries, all);
    for (const auto& l : leaks.reported)
        FAIL_CHECK(l.appears_in->origin.to_string()
                   << ": the answer of " << l.answer_of->id << " (\"" << l.answer_of->right_answer << "\") appears in "
                   << l.appears_in->id);
    for (const auto& p : leaks.problems) FAIL_CHECK(p.entry->origin.to_string() << ": " << p.message);
    for (const auto& e : find_answer_echoes(all))
        FAIL_CHECK(e.question->origin.to_string() << ": " << e.question->id << " echoes \"" << e.words.front() << "\"");
    CHECK(!allow.entries.empty());  // the file was found and read
}

namespace {

QuestionBank load_shipped_bank() {
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    (void)loader.load_folder(std::string(BJT_SOURCE_DIR) + "/assets/trivia");
    return bank;
}

// What "pick the longest option" wins on one question: 1 when the right answer is longer than every
// wrong one, 1/k when it ties with k-1 of them for longest (the player picks among the tied at random).
double longest_option_win(const Question& q) {
    const std::size_t right = utf8::count_code_points(q.right_answer);
    std::size_t tied = 1;
    for (const auto& w : q.wrong_answers) {
        const std::size_t n = utf8::count_code_points(w);
        if (n > right) return 0.0;
        if (n == right) ++tied;
    }
    return 1.0 / double(tied);
}

}  // namespace

// Length must not give the answer away. With four options a blind pick wins 25%; "always pick the
// longest" must do no better. Over ~1,150 questions the spread of a fair bank's share is about
// 1.3 points (binomial, sqrt(0.25 * 0.75 / n)), so 27% leaves room for chance but not for a habit of
// writing the right answer out in full.
TEST_CASE("the shipped bank's right answer is the longest option no more often than chance",
          "[trivia][bank][shipped][balance]") {
    const QuestionBank bank = load_shipped_bank();
    double wins = 0.0;
    std::size_t multiple = 0;
    for (const auto& q : bank.questions()) {
        if (q.type != QuestionType::MultipleChoice || q.wrong_answers.size() != 3) continue;
        ++multiple;
        wins += longest_option_win(q);
    }
    REQUIRE(multiple >= 1000);
    INFO("picking the longest option wins " << wins << " of " << multiple << " multiple-choice questions");
    CHECK(wins <= 0.27 * double(multiple));
}

// A player who always answers "true" should gain nothing: true and false are each 45-55% of the
// true-false questions (a statement is turned false by changing a fact, never by adding "not").
TEST_CASE("the shipped bank's true-false answers are near 50:50", "[trivia][bank][shipped][balance]") {
    const QuestionBank bank = load_shipped_bank();
    std::size_t true_false = 0, true_ones = 0;
    for (const auto& q : bank.questions()) {
        if (q.type != QuestionType::TrueFalse) continue;
        ++true_false;
        if (q.statement_is_true()) ++true_ones;
    }
    REQUIRE(true_false >= 300);
    INFO(true_ones << " true of " << true_false << " true-false questions");
    CHECK(true_ones * 100 >= 45 * true_false);
    CHECK(true_ones * 100 <= 55 * true_false);
}
