// The picker's promises: no repeat within a cycle, categories drawn in proportion to the questions
// they have left (or equally, as an option), no category twice in a row when another has questions left, left-out
// categories never asked, answers shuffled fairly.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/trivia/question_picker.h"

using namespace bjt::trivia;
using bjt::Difficulty;

namespace {

// `sizes[c]` multiple-choice questions in category "cat-c" for each difficulty.
QuestionBank make_bank(const std::vector<std::size_t>& sizes) {
    QuestionBank bank;
    for (std::size_t c = 0; c < sizes.size(); ++c)
        for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
            for (std::size_t k = 0; k < sizes[c]; ++k) {
                const std::string id =
                    "cat" + std::to_string(c) + "-" + std::to_string(static_cast<int>(d)) + "-" + std::to_string(k);
                REQUIRE(bank.add(Question::multiple_choice(id, "cat-" + std::to_string(c), d, "Question " + id + "?",
                                                           "right", {"w1", "w2", "w3"}))
                            .added());
            }
    return bank;
}

// Pearson's chi-square statistic of `counts` against equal expected counts.
double chi_square(const std::vector<double>& counts) {
    double total = 0;
    for (double c : counts) total += c;
    const double expected = total / static_cast<double>(counts.size());
    double x2 = 0;
    for (double c : counts) x2 += (c - expected) * (c - expected) / expected;
    return x2;
}

// Upper 0.1% points of the chi-square distribution: a fair picker fails these once in 1000 runs,
// and the seeds are fixed, so a pass is a pass on every machine.
constexpr double kChi2_3df = 16.27;
constexpr double kChi2_5df = 20.52;

}  // namespace

TEST_CASE("10,000 draws: no repeat within a cycle, every question once per cycle", "[trivia][picker]") {
    const QuestionBank bank = make_bank({10, 7, 13, 10, 4, 16});  // 60 easy questions, unequal categories
    const std::size_t per_cycle = bank.count(Difficulty::Easy);
    REQUIRE(per_cycle == 60);
    QuestionPicker picker(bank, 2024);
    std::set<std::string> this_cycle;
    std::size_t cycles = 0;
    for (int draw = 0; draw < 10000; ++draw) {
        auto picked = picker.pick(Difficulty::Easy);
        REQUIRE(picked);
        REQUIRE(picked->question->difficulty == Difficulty::Easy);
        INFO("draw " << draw);
        REQUIRE(this_cycle.insert(picked->question->id).second);  // never twice in one cycle
        REQUIRE(picker.remaining(Difficulty::Easy) == per_cycle - this_cycle.size());
        if (this_cycle.size() == per_cycle) {
            this_cycle.clear();
            ++cycles;
        }
    }
    CHECK(cycles == 10000 / per_cycle);
}

TEST_CASE("no category twice in a row while another category has questions left", "[trivia][picker]") {
    const QuestionBank bank = make_bank({10, 7, 13, 10, 4, 16});
    QuestionPicker picker(bank, 77);
    std::map<std::string, std::size_t> left;  // questions left this cycle, per category
    auto refill = [&] {
        for (const auto& c : bank.categories(Difficulty::Easy)) left[c] = bank.count(Difficulty::Easy, c);
    };
    refill();
    std::string previous;
    std::size_t forced = 0;
    for (int draw = 0; draw < 10000; ++draw) {
        std::size_t total = 0;
        for (auto& [c, n] : left) total += n;
        if (total == 0) refill();
        auto picked = picker.pick(Difficulty::Easy);
        REQUIRE(picked);
        const std::string& category = picked->question->category;
        if (category == previous) {
            // Allowed only when every other category is used up this cycle.
            for (const auto& [c, n] : left) {
                INFO("draw " << draw << ": " << category << " again while " << c << " had " << n << " left");
                REQUIRE((c == category || n == 0));
            }
            ++forced;
        }
        REQUIRE(left[category] > 0);
        --left[category];
        previous = category;
    }
    // With these sizes a cycle often ends in the biggest category alone, so forced repeats exist;
    // the check above is what matters. They are a small share of the draws.
    CHECK(forced < 1000);
}

namespace {

// The share of first picks per category over `seeds` fresh pickers.
std::vector<double> first_pick_shares(const QuestionBank& bank, const PickerOptions& options,
                                      const AskedQuestions& asked, std::size_t categories, std::uint64_t seeds) {
    std::vector<double> share(categories, 0.0);
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        QuestionPicker picker(bank, seed, options, asked);
        const auto picked = picker.pick(Difficulty::Medium);
        REQUIRE(picked);
        share[static_cast<std::size_t>(picked->question->category.back() - '0')] += 1.0 / double(seeds);
    }
    return share;
}

}  // namespace

TEST_CASE("by default a category is drawn in proportion to the questions it has left", "[trivia][picker]") {
    // 10, 30 and 60 questions. 20,000 seeds: the standard error of a share is at most 0.0035, so a
    // tolerance of 0.015 is over 4 of them; an even draw (1/3 each) misses by 0.23 or more.
    const QuestionBank bank = make_bank({10, 30, 60});
    auto share = first_pick_shares(bank, PickerOptions{}, AskedQuestions{}, 3, 20000);
    INFO("first-pick shares " << share[0] << " " << share[1] << " " << share[2]);
    CHECK(share[0] == Approx(0.10).margin(0.015));
    CHECK(share[1] == Approx(0.30).margin(0.015));
    CHECK(share[2] == Approx(0.60).margin(0.015));

    // What counts is what is left in the cycle: 50 of cat-2's 60 asked leaves 10, 30 and 10.
    AskedQuestions asked;
    for (int k = 0; k < 50; ++k) asked.insert("cat2-1-" + std::to_string(k));
    share = first_pick_shares(bank, PickerOptions{}, asked, 3, 20000);
    INFO("after 50 of cat-2 asked " << share[0] << " " << share[1] << " " << share[2]);
    CHECK(share[0] == Approx(0.20).margin(0.015));
    CHECK(share[1] == Approx(0.60).margin(0.015));
    CHECK(share[2] == Approx(0.20).margin(0.015));
}

TEST_CASE("with the even draw the category is uniform, not weighted by how many questions it holds",
          "[trivia][picker]") {
    // Categories of 2, 5, 9 and 30 questions: the proportional draw would pick the big one 65% of
    // the time.
    const QuestionBank bank = make_bank({2, 5, 9, 30});
    PickerOptions even;
    even.category_draw = CategoryDraw::Even;
    std::vector<double> first(4, 0.0);
    for (std::uint64_t seed = 1; seed <= 4000; ++seed) {
        QuestionPicker picker(bank, seed, even);
        const auto picked = picker.pick(Difficulty::Medium);
        REQUIRE(picked);
        first[static_cast<std::size_t>(picked->question->category.back() - '0')] += 1;
    }
    INFO("first-pick counts " << first[0] << " " << first[1] << " " << first[2] << " " << first[3]);
    CHECK(chi_square(first) < kChi2_3df);

    // Over a stream, equal categories come up equally often: 6 x 10 questions, 10,000 draws.
    const QuestionBank equal = make_bank({10, 10, 10, 10, 10, 10});
    QuestionPicker picker(equal, 99, even);
    std::vector<double> counts(6, 0.0);
    std::vector<double> second_of_cycle(6, 0.0);
    for (int draw = 0; draw < 10000; ++draw) {
        const auto picked = picker.pick(Difficulty::Hard);
        const auto c = static_cast<std::size_t>(picked->question->category.back() - '0');
        counts[c] += 1;
        if (draw % 60 == 1) second_of_cycle[c] += 1;
    }
    // Whole cycles hold each category exactly 10 times; 10,000 = 166 cycles + 40 draws.
    for (double c : counts) CHECK((c >= 1660 && c <= 1670));
    CHECK(chi_square(counts) < kChi2_5df);
    CHECK(chi_square(second_of_cycle) < kChi2_5df);
}

TEST_CASE("left-out categories are never asked, a cycle covers only the ones in play", "[trivia][picker]") {
    const QuestionBank bank = make_bank({5, 5, 5});
    PickerOptions options;
    options.excluded_categories = {"cat-1"};
    QuestionPicker picker(bank, 5, options);
    CHECK(picker.remaining(Difficulty::Easy) == 10);
    std::set<std::string> seen;
    for (int draw = 0; draw < 1000; ++draw) {
        const auto picked = picker.pick(Difficulty::Easy);
        REQUIRE(picked);
        REQUIRE(picked->question->category != "cat-1");
        seen.insert(picked->question->id);
    }
    CHECK(seen.size() == 10);
    options.excluded_categories = {"cat-0", "cat-1", "cat-2"};
    picker.set_options(options);
    CHECK_FALSE(picker.can_pick(Difficulty::Easy));
    CHECK_FALSE(picker.pick(Difficulty::Easy));
    QuestionBank empty;
    QuestionPicker nothing(empty, 1);
    CHECK_FALSE(nothing.pick(Difficulty::Hard));
}

TEST_CASE("difficulties keep separate cycles", "[trivia][picker]") {
    const QuestionBank bank = make_bank({3, 3});
    QuestionPicker picker(bank, 11);
    for (int k = 0; k < 6; ++k) picker.pick(Difficulty::Easy);
    CHECK(picker.remaining(Difficulty::Easy) == 0);
    CHECK(picker.remaining(Difficulty::Medium) == 6);
    picker.pick(Difficulty::Easy);  // starts the easy cycle over
    CHECK(picker.remaining(Difficulty::Easy) == 5);
    CHECK(picker.remaining(Difficulty::Medium) == 6);
}

TEST_CASE("a restored asked set carries on where the saved game left off", "[trivia][picker]") {
    const QuestionBank bank = make_bank({4, 4, 4});
    QuestionPicker first(bank, 3);
    std::set<std::string> asked;
    for (int k = 0; k < 5; ++k) asked.insert(first.pick(Difficulty::Hard)->question->id);
    const auto saved = AskedQuestions::from_string(first.asked().to_string());
    REQUIRE(saved);
    QuestionPicker second(bank, 4, {}, *saved);
    CHECK(second.remaining(Difficulty::Hard) == 7);
    for (int k = 0; k < 7; ++k) CHECK(asked.insert(second.pick(Difficulty::Hard)->question->id).second);
}

TEST_CASE("one seed, one sequence", "[trivia][picker]") {
    const QuestionBank bank = make_bank({6, 6, 6});
    QuestionPicker a(bank, 42), b(bank, 42), c(bank, 43);
    bool differs = false;
    for (int k = 0; k < 50; ++k) {
        const auto pa = a.pick(Difficulty::Easy), pb = b.pick(Difficulty::Easy), pc = c.pick(Difficulty::Easy);
        CHECK(pa->question->id == pb->question->id);
        CHECK(pa->answers == pb->answers);
        differs = differs || pa->question->id != pc->question->id;
    }
    CHECK(differs);
}

TEST_CASE("answers: shuffled fairly for multiple choice, True/False in order for true-false", "[trivia][picker]") {
    QuestionBank bank;
    REQUIRE(
        bank.add(Question::multiple_choice("m-1", "A", Difficulty::Easy, "Pick?", "right", {"x", "y", "z"})).added());
    REQUIRE(bank.add(Question::true_false("t-1", "B", Difficulty::Easy, "It is true.", true)).added());
    REQUIRE(bank.add(Question::true_false("t-2", "C", Difficulty::Easy, "It is false.", false)).added());
    QuestionPicker picker(bank, 8);
    std::vector<double> right_position(4, 0.0);
    std::vector<double> x_position(4, 0.0);
    for (int draw = 0; draw < 12000; ++draw) {
        const auto p = picker.pick(Difficulty::Easy);
        REQUIRE(p);
        if (p->question->type == QuestionType::TrueFalse) {
            REQUIRE(p->answers == std::vector<std::string>{"True", "False"});
            CHECK(p->answers[p->right_index] == (p->question->id == "t-1" ? "True" : "False"));
            CHECK(p->is_right(p->right_index));
            continue;
        }
        REQUIRE(p->answers.size() == 4);
        REQUIRE(p->answers[p->right_index] == "right");
        REQUIRE(std::multiset<std::string>(p->answers.begin(), p->answers.end()) ==
                std::multiset<std::string>{"right", "x", "y", "z"});
        right_position[p->right_index] += 1;
        for (std::size_t k = 0; k < 4; ++k)
            if (p->answers[k] == "x") x_position[k] += 1;
    }
    CHECK(right_position[0] + right_position[1] + right_position[2] + right_position[3] == 4000);
    CHECK(chi_square(right_position) < kChi2_3df);
    CHECK(chi_square(x_position) < kChi2_3df);
}
