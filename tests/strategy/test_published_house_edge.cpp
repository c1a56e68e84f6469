// The computed expected value of the game against published exact figures, within 0.02 points.
//
// Source for every figure: Michael Shackleford, Wizard of Odds, Blackjack Appendix 9, "Expected
// return of game" (recursive combinatorial, exact player composition at every step, splits valued
// by the number of hands split). Rules there: 3:2, double any two cards, resplit to four hands
// except aces, one card to split aces, no surrender; peek unless "no hole card" (euro-) is stated.
#include <catch2/catch.hpp>

#include "engine/strategy/game_analysis.h"

using namespace bjt;
using namespace bjt::strategy;

namespace {

Rules appendix9(int decks, bool h17, bool das, bool peek = true) {
    Rules r;
    r.trivia = false;
    r.decks = decks;
    r.shuffle = ShuffleMode::EveryRound;
    r.dealer_stands = {17, !h17};
    r.peek = peek;
    r.blackjack_pays = {3, 2};
    r.surrender = Surrender::None;
    r.double_on = DoubleOn::AnyTwo;
    r.double_after_split = das;
    r.split = SplitRule::SameRank;
    r.max_hands = 4;
    r.split_aces = true;
    r.hit_split_aces = false;
    r.resplit_aces = false;
    r.charlie_cards = 0;
    r.dealer_charlie = false;
    r.insurance = peek;
    r.even_money = EvenMoney::None;
    return r;
}

constexpr double kTolerance = 0.0002;  // 0.02 percentage points

}  // namespace

TEST_CASE("single deck S17 matches Wizard of Odds Appendix 9", "[strategy][published]") {
    // wizardofodds.com/games/blackjack/appendix/9/1ds17r4/: DAS 0.001839, no DAS 0.000423
    CHECK(analyze_game(appendix9(1, false, true)).ev == Approx(0.001839).margin(kTolerance));
    CHECK(analyze_game(appendix9(1, false, false)).ev == Approx(0.000423).margin(kTolerance));
}

TEST_CASE("single deck H17 matches Wizard of Odds Appendix 9", "[strategy][published]") {
    // wizardofodds.com/games/blackjack/appendix/9/1dh17r4/: DAS -0.000072, no DAS -0.001513
    CHECK(analyze_game(appendix9(1, true, true)).ev == Approx(-0.000072).margin(kTolerance));
    CHECK(analyze_game(appendix9(1, true, false)).ev == Approx(-0.001513).margin(kTolerance));
}

TEST_CASE("two decks H17 matches Wizard of Odds Appendix 9", "[strategy][published]") {
    // wizardofodds.com/games/blackjack/appendix/9/2dh17r4/: DAS -0.003797, no DAS -0.005252
    CHECK(analyze_game(appendix9(2, true, true)).ev == Approx(-0.003797).margin(kTolerance));
    CHECK(analyze_game(appendix9(2, true, false)).ev == Approx(-0.005252).margin(kTolerance));
}

TEST_CASE("five decks S17 and H17 match Wizard of Odds Appendix 9", "[strategy][published]") {
    // wizardofodds.com/games/blackjack/appendix/9/5ds17r4/: DAS -0.003804, no DAS -0.005225
    CHECK(analyze_game(appendix9(5, false, true)).ev == Approx(-0.003804).margin(kTolerance));
    CHECK(analyze_game(appendix9(5, false, false)).ev == Approx(-0.005225).margin(kTolerance));
    // wizardofodds.com/games/blackjack/appendix/9/5dh17r4/: DAS -0.005918, no DAS -0.007366
    CHECK(analyze_game(appendix9(5, true, true)).ev == Approx(-0.005918).margin(kTolerance));
    CHECK(analyze_game(appendix9(5, true, false)).ev == Approx(-0.007366).margin(kTolerance));
}

TEST_CASE("six decks H17 without a hole card matches Wizard of Odds Appendix 9", "[strategy][published]") {
    // wizardofodds.com/games/blackjack/appendix/9/euro-6dh17r4/: DAS -0.0072705, no DAS -0.0086975
    // (no peek: the player loses doubles and splits to a dealer natural)
    CHECK(analyze_game(appendix9(6, true, true, false)).ev == Approx(-0.0072705).margin(kTolerance));
    CHECK(analyze_game(appendix9(6, true, false, false)).ev == Approx(-0.0086975).margin(kTolerance));
}

TEST_CASE("eight decks H17 without a hole card matches Wizard of Odds Appendix 9", "[strategy][published]") {
    // wizardofodds.com/games/blackjack/appendix/9/euro-8dh17r4/: DAS -0.007562, no DAS -0.0089865
    CHECK(analyze_game(appendix9(8, true, true, false)).ev == Approx(-0.007562).margin(kTolerance));
    CHECK(analyze_game(appendix9(8, true, false, false)).ev == Approx(-0.0089865).margin(kTolerance));
}

TEST_CASE("6:5 and 1:1 cost exactly the lost payout on naturals the dealer does not match", "[strategy][published]") {
    // An identity rather than a published figure: only the natural's payout changes, so the game
    // loses (1.5 - ratio) times P(player natural and no dealer natural), counted here directly.
    Rules r = appendix9(6, false, true);
    const double base = analyze_game(r).ev;
    const double n = 6 * 52.0, aces = 24, tens = 96;
    const double p_player_bj = 2 * aces / n * tens / (n - 1);
    // Dealer natural given the player's ace and ten are out: ace-ten in either order from n - 2 cards.
    const double p_dealer_bj = 2 * (aces - 1) / (n - 2) * (tens - 1) / (n - 3);
    const double lost_unit = p_player_bj * (1 - p_dealer_bj);
    r.blackjack_pays = {6, 5};
    CHECK(base - analyze_game(r).ev == Approx(0.3 * lost_unit).margin(1e-9));
    r.blackjack_pays = {1, 1};
    CHECK(base - analyze_game(r).ev == Approx(0.5 * lost_unit).margin(1e-9));
}

TEST_CASE("rule changes move the edge the known way", "[strategy]") {
    const double s17 = analyze_game(appendix9(6, false, true)).ev;
    const double h17 = analyze_game(appendix9(6, true, true)).ev;
    Rules ls = appendix9(6, false, true);
    ls.surrender = Surrender::Late;
    ls.surrender_split_hands = false;
    const double late = analyze_game(ls).ev;
    ls.surrender = Surrender::Early;
    const double early = analyze_game(ls).ev;
    // H17 costs about 0.2 points; late surrender gains a little under 0.1; early gains far more.
    CHECK(s17 - h17 == Approx(0.0021).margin(0.0004));
    CHECK(late - s17 == Approx(0.0007).margin(0.0004));
    CHECK(early - late > 0.003);
    // The well-known six-deck S17 DAS no-surrender game is about a 0.40% house edge.
    CHECK(s17 == Approx(-0.0040).margin(0.0002));
}
