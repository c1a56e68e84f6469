#include "game/lesson/lesson_plan.h"

#include <cmath>
#include <sstream>
#include <string_view>

#include "engine/bet_limits.h"
#include "engine/strategy/side_bet_edge.h"
#include "game/ui/money_text.h"

namespace bjt::game {

namespace {

// Cards from a shoe string ("AC 4D"); the plan's own strings are always valid.
std::vector<Card> cards(std::string_view text) {
    std::vector<Card> out;
    std::istringstream in{std::string(text)};
    for (std::string word; in >> word;)
        if (auto c = parse_card(word)) out.push_back(*c);
    return out;
}

// A round's cards in dealing order (player, dealer, player, dealer): the dealer's `up` card lands where these rules
// deal it face up (second at Chartwell, whose first card is the hole card). `rest`: the cards drawn after the deal.
std::vector<Card> deal(const Rules& r, std::string_view player, std::string_view up, std::string_view hole,
                       std::string_view rest) {
    const std::vector<Card> p = cards(player), d_up = cards(up), d_hole = cards(hole);
    const bool hole_first = r.hole_card == HoleCard::First;
    std::vector<Card> out{p[0], hole_first ? d_hole[0] : d_up[0], p[1], hole_first ? d_up[0] : d_hole[0]};
    for (Card c : cards(rest)) out.push_back(c);
    // Spare cards, so a round played another way than taught (a wrong answer, a hit too many) still ends.
    for (Card c : cards("2C 3D 4S 2H 3C 4H 2D 3S")) out.push_back(c);
    return out;
}

std::string dealer_rule(const Rules& r) {
    const int n = r.dealer_stands.total;
    std::string s =
        "the dealer hits " + std::to_string(n - 1) + " or less and stands on " + std::to_string(n) + " or more";
    if (!r.dealer_stands.on_soft) s += " (but hits a soft " + std::to_string(n) + ")";
    return s;
}

std::string credits(int n) { return (n > 0 ? "+" : "") + std::to_string(n); }

void add(LessonPlan& plan, std::string id, std::string heading, std::string text, LessonGoal goal, int round) {
    plan.steps.push_back({std::move(id), std::move(heading), std::move(text), goal, round});
}

int add_round(LessonPlan& plan, std::vector<Card> cards, LessonGoal teaches) {
    plan.rounds.push_back({std::move(cards), teaches});
    return static_cast<int>(plan.rounds.size()) - 1;
}

std::string deal_text(const Rules& r, bool first) {
    if (r.mode == GameMode::ThreeBets) return "There is no bet up front at this table: press DEAL (Enter / A).";
    // A limit in percent of the bank moves with it: after the first round only "the minimum" is sure.
    const std::string least =
        first ? money_text(bet_limits(r, r.starting_bank).min, r.units) : "the table's minimum (under PLACE YOUR BET)";
    const std::string how =
        "chips worth at least " + least + " on your spot (click them, or press the number over each), then DEAL.";
    return first ? "Place a bet: " + how : "Press NEXT ROUND, then " + how;
}

void intro(LessonPlan& plan, const Rules& r) {
    add(plan, "goal", "How to play " + r.name,
        "Finish closer to 21 than the dealer without going over: over 21 is a bust, and a bust loses. Cards 2 to 10 "
        "count their number, J, Q and K count 10, an ace 11 or 1. This is a practice table: nothing here touches "
        "your bank or your stats.",
        LessonGoal::Read, -1);
}

void trivia_question(LessonPlan& plan, const Rules& r, int round) {
    add(plan, "question", "Every card costs a question",
        "Pick how hard: EASY " + credits(r.trivia_reward[0]) + ", MEDIUM " + credits(r.trivia_reward[1]) + ", HARD " +
            credits(r.trivia_reward[2]) + " credits. Right: you get the card. Wrong: -" +
            std::to_string(r.trivia_wrong_penalty) +
            " credit and the hand stands. At 0 credits the game is over. Changed your mind? Take the hit back.",
        LessonGoal::Answer, round);
}

void soft_hand_round(LessonPlan& plan, const Rules& r) {
    const int round = add_round(plan, deal(r, "AC 4D", "9S", "7H", "5S KD"), LessonGoal::Hit);
    add(plan, "deal", "Your bet", deal_text(r, true), LessonGoal::Deal, round);
    add(plan, "hit", "A soft hand: hit",
        "Ace and 4 make SOFT 15: soft because the ace counts 11 but drops to 1 rather than bust you, so a card "
        "cannot bust this hand. Press HIT (H) for one.",
        LessonGoal::Hit, round);
    if (r.trivia) trivia_question(plan, r, round);
    add(plan, "stand", "Stand", "Ace, 4 and 5: soft 20. Press STAND (S) to keep it; then the dealer plays.",
        LessonGoal::Stand, round);
    if (r.mode == GameMode::ThreeBets)
        add(plan, "predict", "Your three bets",
            "Now bet " + money_text(r.three_bets_stake, r.units) +
                " each on who won, on your hand's value and on the dealer's. A right bet returns its stake plus " +
                money_text(r.three_bets_win, r.units) + "; all three right adds " +
                money_text(r.three_bets_bonus, r.units) + ". No total is ever shown: count the cards yourself.",
            LessonGoal::Finish, round);
    else
        add(plan, "dealer-plays", "The dealer plays", "Watch the dealer's turn.", LessonGoal::Finish, round);
    add(plan, "dealer", "The dealer's rule",
        "The dealer turned the hidden card up and played by a fixed rule: " + dealer_rule(r) +
            ". Over 21 the dealer busts. The line at the top says who won and why.",
        LessonGoal::Read, round);
}

void double_round(LessonPlan& plan, const Rules& r) {
    const int round = add_round(plan, deal(r, "6S 5D", "6H", "TC", "9H 8S"), LessonGoal::Double);
    add(plan, "deal-double", "Next round", deal_text(r, false), LessonGoal::Deal, round);
    std::string text =
        "6 and 5 make 11 against the dealer's 6: a good time to DOUBLE (D). Your bet doubles and you get exactly one "
        "more card.";
    if (r.double_face_down) text += " Here that card lies face down until the dealer has played.";
    add(plan, "double", "Double", std::move(text), LessonGoal::Double, round);
    add(plan, "double-plays", "The round plays out", "Watch the dealer's turn.", LessonGoal::Finish, round);
    add(plan, "double-paid", "A double pays double",
        "A doubled hand wins or loses twice its first bet. Double when one card is likely to make a strong hand.",
        LessonGoal::Read, round);
}

void split_round(LessonPlan& plan, const Rules& r) {
    const int round = add_round(plan, deal(r, "8H 8C", "7S", "KS", "TD 9C"), LessonGoal::Split);
    add(plan, "deal-split", "Next round", deal_text(r, false), LessonGoal::Deal, round);
    add(plan, "split", "Split a pair",
        "Two 8s: a pair can be SPLIT (P) into two hands, each with its own bet the size of the first.",
        LessonGoal::Split, round);
    add(plan, "both-hands", "Two hands",
        "Each hand gets a second card and is played in turn: the bar under a hand marks the one in play. STAND on "
        "both.",
        LessonGoal::Finish, round);
    add(plan, "push", "A push", "18 beats the dealer's 17; 17 against 17 is a push, a tie: that bet comes back to you.",
        LessonGoal::Read, round);
}

void natural_round(LessonPlan& plan, const Rules& r) {
    const int round = add_round(plan, deal(r, "AS KH", "9D", "8C", ""), LessonGoal::Read);
    add(plan, "deal-natural", "Next round", deal_text(r, false), LessonGoal::Deal, round);
    add(plan, "natural-plays", "The round plays out", "Watch the cards.", LessonGoal::Finish, round);
    std::string text = "An ace and a 10, J, Q or K as your first two cards is a natural, a blackjack: ";
    if (r.mode == GameMode::ThreeBets)
        text += "the dealer pays a " + money_text(r.natural_reward, r.units) + " reward, and you sit the round out.";
    else
        text += "it pays " + std::to_string(r.blackjack_pays.num) + " to " + std::to_string(r.blackjack_pays.den) +
                " at once, unless the dealer has one too.";
    add(plan, "natural", "Blackjack", std::move(text), LessonGoal::Read, round);
}

std::string percent(double p) {
    std::ostringstream s;
    s.precision(1);
    s << std::fixed << p << "%";
    return s.str();
}

void side_bets(LessonPlan& plan, const Rules& r) {
    std::string names, edges;
    for (const strategy::SideBetEdge& e : strategy::offered_side_bet_edges(r)) {
        const std::string name = e.bet == SideBet::PerfectPairs ? "PERFECT PAIRS" : "21+3";
        names += (names.empty() ? "" : " and ") + name;
        edges += (edges.empty() ? "" : ", ") + name + " " + percent(e.house_edge_percent());
    }
    if (names.empty()) return;
    add(plan, "side-bets", "Side bets",
        "The spots " + names +
            " beside your bet are side bets on your first cards, paid as soon as the deal is out. They pay big, but "
            "they are bets against you: the house keeps, on average, " +
            edges + " of what is staked. Chips go on them like on your bet.",
        LessonGoal::Read, -1);
}

void twists(LessonPlan& plan, const Rules& r) {
    side_bets(plan, r);
    if (r.leaderboard)
        add(plan, "cash-out", "Cash out",
            "Between rounds, CASH OUT ends your run: your " +
                std::string(r.units == Units::Points ? "points go" : "bank goes") +
                " on the leaderboard and a new run starts. Lose everything and the house wins.",
            LessonGoal::Read, -1);
    if (r.hole_card == HoleCard::First)
        add(plan, "face-down", "The dealer's cards",
            "At this table the dealer's first card is dealt face down and the second face up.", LessonGoal::Read, -1);
}

}  // namespace

LessonPlan lesson_plan(const Rules& r) {
    LessonPlan plan;
    plan.preset = r.name;
    intro(plan, r);
    soft_hand_round(plan, r);
    if (r.mode != GameMode::ThreeBets && r.double_on != DoubleOn::None) double_round(plan, r);
    if (r.mode != GameMode::ThreeBets && r.split != SplitRule::None) split_round(plan, r);
    natural_round(plan, r);
    twists(plan, r);
    add(plan, "ready", "You are ready",
        "Nothing here touched your bank or your stats. The Table guide (G) lists every rule of this table, and the "
        "coach (F2 / RB) shows the best play for any hand. Press Next to go back and PLAY.",
        LessonGoal::Read, -1);
    return plan;
}

std::string lesson_retry_text(LessonGoal missed) {
    const char* what = missed == LessonGoal::Double ? "DOUBLE" : missed == LessonGoal::Split ? "SPLIT" : "HIT";
    return std::string("That round went another way. It is dealt again: this time press ") + what + ".";
}

}  // namespace bjt::game
