#include "game/view/table_guide.h"

#include <algorithm>
#include <cctype>
#include <span>
#include <string_view>

#include "game/ui/money_text.h"

namespace bjt::game {

namespace {

// money_text(), but one point is "1 pt" ("at least 1 pt").
std::string money(Cents c, const Rules& r) {
    return r.units == Units::Points && c == 100 ? "1 pt" : money_text(c, r.units);
}

std::string plural(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string shoe_text(const Rules& r) {
    const std::string decks = plural(r.decks, "deck", "decks");
    if (r.shuffle == ShuffleMode::EveryRound) return decks + ", shuffled before every round.";
    if (r.cut_card == CutCardPlacement::RandomBottomHalf)
        return decks + ", reshuffled at a cut card placed at random in the bottom half.";
    return decks + ", reshuffled at the cut card (" + std::to_string(r.penetration_percent) + "% dealt).";
}

// "Stands on soft 17" stands on any 17; "hard 17" stands on hard 17 only, so hits soft 17 (RULINGS.md).
std::string dealer_text(const Rules& r) {
    const int n = r.dealer_stands.total;
    std::string s = r.dealer_stands.on_soft
                        ? "Stands on soft " + std::to_string(n) + ", hits " + std::to_string(n - 1) + " or less."
                        : "Hits soft " + std::to_string(n) + ", stands on hard " + std::to_string(n) + " and on " +
                              std::to_string(n + 1) + " or more.";
    if (r.dealer_max_cards > 0) s += " Stops drawing at " + plural(r.dealer_max_cards, "card.", "cards.");
    return s;
}

std::string peek_text(const Rules& r) {
    if (r.peek) return "The dealer checks for Blackjack under an ace or ten-card before you play.";
    return "No peek: a dealer Blackjack is found at the dealer's turn and takes every bet still open.";
}

// Said only where it differs from the usual game: the first card down (Chartwell), the hole card kept hidden
// after a bust (single deck).
std::string hole_card_text(const Rules& r) {
    std::string s;
    if (r.hole_card == HoleCard::First) s = "The dealer's first card is dealt face down.";
    if (!r.hole_card_shown_after_bust) s += std::string(s.empty() ? "" : " ") + "If you bust, it stays hidden.";
    return s;
}

GuideSection deal_section(const Rules& r) {
    GuideSection s{"THE DEAL", {{"Shoe", shoe_text(r)}, {"Dealer", dealer_text(r)}}};
    if (r.mode == GameMode::Standard) s.lines.push_back({"Peek", peek_text(r)});
    if (const std::string hole = hole_card_text(r); !hole.empty()) s.lines.push_back({"Hole card", hole});
    return s;
}

std::string insurance_text(const Rules& r) {
    if (!r.insurance) return "None.";
    return "Offered on a dealer ace: half your bet, pays " + format_ratio(r.insurance_pays) + ".";
}

std::string even_money_text(const Rules& r) {
    if (r.even_money == EvenMoney::Standard) return "Your Blackjack against a dealer ace: take 1:1 at once.";
    return "Your Blackjack against a dealer ace: a side bet of half your bet, pays " + format_ratio(r.insurance_pays) +
           " if the dealer has Blackjack.";
}

// "6/12/25 to 1": a side bet's paytable, each N to 1.
std::string pays_list(std::span<const int> pays) {
    std::string s;
    for (std::size_t i = 0; i < pays.size(); ++i) s += (i ? "/" : "") + std::to_string(pays[i]);
    return s + " to 1";
}

std::string side_bets_text(const Rules& r) {
    std::string s;
    if (r.perfect_pairs)
        s = "Perfect Pairs " + pays_list(r.perfect_pairs_pays) + " (" + money(r.perfect_pairs_min, r) + " to " +
            money(r.perfect_pairs_max, r) + ").";
    if (r.twenty_one_plus_three)
        s += std::string(s.empty() ? "" : " ") + "21+3 " + pays_list(r.twenty_one_plus_three_pays) + " (" +
             money(r.twenty_one_plus_three_min, r) + " to " + money(r.twenty_one_plus_three_max, r) + ").";
    return s;
}

std::string charlie_text(const Rules& r) {
    std::string s = std::to_string(r.charlie_cards) + " Card Charlie: " + plural(r.charlie_cards, "card", "cards") +
                    " without a bust win 1:1 at once.";
    if (r.dealer_charlie) s += " The dealer's Charlie beats any hand that is not one.";
    return s;
}

GuideSection payouts_section(const Rules& r) {
    GuideSection s{"PAYOUTS",
                   {{"Blackjack", "Blackjack pays " + format_ratio(r.blackjack_pays) + "."},
                    {"Win", "Pays 1:1; a push returns your bet."}}};
    if (r.charlie_cards > 0) s.lines.push_back({"Charlie", charlie_text(r)});
    s.lines.push_back({"Insurance", insurance_text(r)});
    if (r.even_money != EvenMoney::None) s.lines.push_back({"Even money", even_money_text(r)});
    if (const std::string side = side_bets_text(r); !side.empty()) s.lines.push_back({"Side bets", side});
    return s;
}

std::string double_text(const Rules& r) {
    std::string s;
    switch (r.double_on) {
        case DoubleOn::None: return "No Double Down.";
        case DoubleOn::AnyTwo: s = "Double Down on any first two cards"; break;
        case DoubleOn::NineToEleven: s = "Double Down on a two-card 9, 10 or 11"; break;
        case DoubleOn::TenToEleven: s = "Double Down on a two-card 10 or 11"; break;
    }
    if (r.split != SplitRule::None) s += r.double_after_split ? ", after a Split too" : ", not after a Split";
    return s + ": one more card.";
}

std::string split_text(const Rules& r) {
    if (r.split == SplitRule::None) return "No Split.";
    std::string s = r.split == SplitRule::SameRank ? "Two cards of the same rank (two jacks, not a jack and a queen)"
                                                   : "Two cards of the same value (a jack and a queen too)";
    s += r.max_hands == 2 ? ", once." : ", up to " + std::to_string(r.max_hands) + " hands.";
    if (!r.split_aces) return s + " No splitting aces.";
    s += r.hit_split_aces ? " Split aces play on." : " Split aces get one card each.";
    if (r.resplit_aces) s += " Aces may be split again.";
    return s;
}

std::string surrender_text(const Rules& r) {
    if (r.surrender == Surrender::None) return "No Surrender.";
    std::string s = r.surrender == Surrender::Late
                        ? "Late Surrender: as your first move, after the peek, for half your bet back."
                        : "Early Surrender: before the dealer checks for Blackjack, for half your bet back.";
    if (r.surrender_split_hands) s += " Split hands too.";
    return s;
}

GuideSection moves_section(const Rules& r) {
    if (r.double_on == DoubleOn::None && r.split == SplitRule::None && r.surrender == Surrender::None)
        return {"YOUR MOVES", {{"Moves", "Hit and Stand only: no Double Down, Split or Surrender."}}};
    return {"YOUR MOVES", {{"Double", double_text(r)}, {"Split", split_text(r)}, {"Surrender", surrender_text(r)}}};
}

// The bet limits as the engine works them out (engine/bet_limits.cpp): a fixed minimum and maximum, percentages
// of the bank, whole units, limits lifted at a small bank.
std::string bets_text(const Rules& r) {
    const Cents step = r.bet_step > 0 ? r.bet_step : 1;
    const Cents least = r.min_bet > step ? r.min_bet : step;
    std::string s;
    if (r.min_bet_percent > 0 || r.max_bet_percent > 0) {
        s = (r.min_bet_percent > 0 ? std::to_string(r.min_bet_percent) + "%" : money(least, r)) + " to " +
            (r.max_bet_percent > 0 ? std::to_string(r.max_bet_percent) + "% of your bank" : "your bank");
        if (r.min_bet_percent > 0) s += " (at least " + money(least, r) + ")";
    } else {
        s = "Minimum " + money(least, r) + ", " +
            (r.max_bet > 0 ? "maximum " + money(r.max_bet, r) : std::string("no maximum beyond your bank"));
    }
    if (step != 100) s += ", in steps of " + money(step, r);
    if (step == 100 && r.units == Units::Points) s += ", whole points";
    if (r.limits_lifted_at_or_below > 0)
        s += ". At " + money(r.limits_lifted_at_or_below, r) + " or less: any bet from " + money(step, r) +
             " to your bank";
    return s + ".";
}

std::string game_over_text(const Rules& r) {
    const std::string says = "\"" + r.game_over_message + "\" when ";
    if (r.mode == GameMode::ThreeBets)
        return says + "your bank is below " + money(3 * r.three_bets_stake, r) + " at the start of a round.";
    return says + "your bank cannot cover the minimum bet" + (r.trivia ? " or your credits run out." : ".");
}

GuideSection bank_section(const Rules& r) {
    GuideSection s{"BETS AND BANK", {{"Bank", "You start with " + money(r.starting_bank, r) + "."}}};
    if (r.mode == GameMode::Standard) s.lines.push_back({"Bets", bets_text(r)});
    s.lines.push_back({"Game over", game_over_text(r)});
    if (r.leaderboard) s.lines.push_back({"Leaderboard", "Cash Out between rounds puts your bank on it."});
    return s;
}

std::string rewards_text(const Rules& r) {
    const auto credits = [](int n) { return plural(n, "credit", "credits"); };
    return "Choose EASY, MEDIUM or HARD: a right answer earns " + credits(r.trivia_reward[0]) + ", " +
           credits(r.trivia_reward[1]) + " or " + credits(r.trivia_reward[2]) + ".";
}

GuideSection trivia_section(const Rules& r) {
    // The moves a question stands in front of: a Hit, and a Double Down where the table has one.
    const std::string moves = r.double_on == DoubleOn::None ? "Hit" : "Hit or Double Down";
    if (!r.trivia)
        return {"TRIVIA",
                {{"Trivia", "Off: a " + moves + " deals its card at once (the options menu can turn it on)."}}};
    const std::string lost = plural(r.trivia_wrong_penalty, "credit", "credits");
    return {"TRIVIA",
            {{"Cost", "Every " + moves + " asks a trivia question first."},
             {"Difficulty", rewards_text(r)},
             {"Right",
              r.double_on == DoubleOn::None ? "The card comes." : "The card comes (a Double Down doubles your bet)."},
             {"Wrong", "The hand stands as it is and you lose " + lost + "."},
             {"Credits", "You start with " + plural(r.trivia_start_credits, "credit", "credits") +
                             ". With none left, no more hits or doubles."}}};
}

std::vector<GuideSection> three_bets_sections(const Rules& r) {
    const std::string stake = money(r.three_bets_stake, r);
    GuideSection bets{"THE THREE BETS",
                      {{"Bets", "No bet up front. After the cards, three bets of " + stake +
                                    " each: who won, your hand's value, the dealer's value."},
                       {"Payout", "A right bet returns its " + stake + " plus " + money(r.three_bets_win, r) +
                                      "; all three right: a " + money(r.three_bets_bonus, r) + " bonus."},
                       {"Who won", "A push pays nothing and costs nothing. Your bust loses, even if the dealer busts."},
                       {"Natural", "Your Blackjack when the dealer has none: a " + money(r.natural_reward, r) +
                                       " reward, and you sit out the bets."}}};
    std::string drawing = r.player_max_cards > 0
                              ? "Draw until you hold " + plural(r.player_max_cards, "card", "cards") +
                                    (r.player_draws_past_21 ? ", even past 21." : ".")
                              : std::string("Draw as long as you like.");
    if (!r.show_totals) drawing += " No totals are shown.";
    if (!r.announce_bust) drawing += " No bust is announced.";
    GuideSection deal = deal_section(r);
    deal.lines.push_back({"Drawing", drawing});
    return {deal, bank_section(r), bets};
}

}  // namespace

std::string table_summary(const Rules& r) {
    if (r.mode == GameMode::ThreeBets) return "No bet up front: after the cards, bet on who won and on both hands";
    if (r.trivia) return "Every hit is earned with a right answer";
    return "Casino blackjack, no trivia: beat the dealer without going over 21";
}

std::string table_goal(const Rules& r) {
    if (r.mode == GameMode::ThreeBets)
        return "Call who ends closer to 21 without going over, you or the dealer, and both hands' values.";
    return "Finish closer to 21 than the dealer without going over 21.";
}

TableGuide table_guide(const Rules& r) {
    TableGuide g{r.name, table_summary(r), {}, "Rules: " + r.document};
    if (r.mode == GameMode::ThreeBets)
        g.sections = three_bets_sections(r);
    else
        g.sections = {deal_section(r), payouts_section(r), moves_section(r), bank_section(r), trivia_section(r)};
    // The card opens with what the game is for, before any rule.
    g.sections.front().lines.insert(g.sections.front().lines.begin(), {"Goal", table_goal(r)});
    return g;
}

std::string guide_line(const TableGuide& guide, std::string_view label) {
    const auto same = [](std::string_view a, std::string_view b) {
        const auto fold = [](char c) {
            return c == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        };
        return a.size() == b.size() &&
               std::equal(a.begin(), a.end(), b.begin(), [&](char x, char y) { return fold(x) == fold(y); });
    };
    for (const GuideSection& s : guide.sections)
        for (const GuideLine& l : s.lines)
            if (same(l.label, label)) return l.text;
    return "";
}

}  // namespace bjt::game
