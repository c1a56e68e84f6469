#include "scenes/options_rule_rows.h"

namespace bjt::game {

namespace {
// The trivia document's four "Dealer Stands On" choices, in its order.
constexpr RuleChoice kDealerStands[] = {
    {"HARD 16", "hard-16"}, {"SOFT 16", "soft-16"}, {"HARD 17", "hard-17"}, {"SOFT 17", "soft-17"}};
constexpr RuleChoice kPayouts[] = {{"3:2", "3:2"}, {"6:5", "6:5"}, {"1:1", "1:1"}};
constexpr RuleChoice kCharlie[] = {{"5 cards", "5"}, {"6 cards", "6"}, {"7 cards", "7"}};

bool splitting(const Rules& r) { return r.split != SplitRule::None; }
bool not_splitting(const Rules& r) { return r.split == SplitRule::None; }
bool surrendering(const Rules& r) { return r.surrender != Surrender::None; }
bool charlie_on(const Rules& r) { return r.charlie_cards != 0; }
bool charlie_and_splits(const Rules& r) { return charlie_on(r) && splitting(r); }
bool doubling(const Rules& r) { return r.double_on != DoubleOn::None; }
bool totals_on(const Rules& r) { return r.show_totals; }
bool has_base_bet(const Rules& r) { return r.mode != GameMode::ThreeBets; }
bool fixed_cut_card(const Rules& r) { return r.cut_card == CutCardPlacement::Fixed; }

using W = RuleRow::Widget;
// In the order the player reads them. The split rows are greyed out together at a table without splits.
constexpr RuleRow kRows[] = {
    {.widget = W::Check,
     .key = "split",
     .label = "Split Any Ten-Card",
     .help = "On: any two ten-cards may be split (jack and queen). Off: only the same rank (two jacks).",
     .on = "same-value",
     .off = "same-rank",
     .enabled = splitting},
    {.widget = W::Check,
     .key = "split_aces",
     .label = "Splitting Aces Allowed",
     .help = "A pair of aces may be split; each ace gets one card and stands.",
     .on = "true",
     .off = "false",
     .enabled = splitting},
    {.widget = W::Check,
     .key = "double_after_split",
     .label = "Double Down after Split",
     .help = "A hand made by splitting may double down.",
     .on = "true",
     .off = "false",
     .enabled = splitting},
    {.widget = W::Check,
     .key = "max_hands",
     .label = "Resplitting Allowed",
     .help = "A split hand that is a pair again may be split again, up to four hands.",
     .on = "4",
     .off = "2",
     .ticked_unless_off = true,
     .enabled = splitting},
    {.widget = W::Note, .help = "(This preset allows no splitting at all.)", .shown = not_splitting},
    {.widget = W::Check,
     .key = "double_face_down",
     .label = "Double Down Card Face Down",
     .help = "A double's one card is dealt face down and turned up when the bets are settled, after the dealer's "
             "turn; until then the hand shows no total.",
     .on = "true",
     .off = "false",
     .enabled = doubling},
    {.widget = W::Choices,
     .key = "dealer_stands_on",
     .label = "Dealer Stands On",
     .help = "The dealer draws until this total. SOFT 17: stands on every 17. HARD 17: hits a soft 17 (ace counted "
             "11).",
     .choices = kDealerStands},
    {.widget = W::Choices,
     .key = "blackjack_pays",
     .label = "Blackjack Payout",
     .help = "What a natural (an ace and a ten-card) pays.",
     .choices = kPayouts},
    // Surrender: one rule key, two options of the document.
    {.widget = W::Check,
     .key = "surrender",
     .label = "Disable Surrender",
     .help = "No surrender at all. Otherwise a hand may be given up for half the bet back.",
     .on = "none",
     .off = "late"},
    {.widget = W::Check,
     .key = "surrender",
     .label = "Early Surrender",
     .help = "Surrender is offered before the dealer checks for blackjack, so it saves half the bet even against one.",
     .on = "early",
     .off = "late",
     .id = "opt-early-surrender",
     .enabled = surrendering,
     .help_outside = true,
     .plain = true},
    {.widget = W::Check,
     .key = "charlie",
     .label = "Disable Five Card Charlie",
     .help = "Off: a hand of this many cards without a bust wins at once (for the dealer too).",
     .on = "off",
     .off = "5"},
    {.widget = W::Choices,
     .key = "charlie",
     .label = "Charlie at",
     .help = "How many cards make a Charlie.",
     .choices = kCharlie,
     .id = "opt-charlie-cards",
     .enabled = charlie_on,
     .indented = true},
    {.widget = W::Check,
     .key = "split_charlie_waits",
     .label = "Split Charlie Waits for the Dealer",
     .help = "On: a split hand's Charlie is paid when the bets are settled, and a dealer Charlie pushes it. Off: it is "
             "paid at once.",
     .on = "true",
     .off = "false",
     .enabled = charlie_and_splits,
     .indented = true},
    {.widget = W::Check,
     .key = "insurance",
     .label = "Disable Insurance Bet",
     .help = "No insurance side bet when the dealer shows an ace.",
     .on = "false",
     .off = "true"},
    {.widget = W::Check,
     .key = "even_money",
     .label = "Disable Even Money Side Bet",
     .help = "No even-money offer on a blackjack against the dealer's ace.",
     .on = "none",
     .off = "side-bet"},
    {.widget = W::Check,
     .key = "trivia",
     .label = "Trivia Mode",
     .help = "Every hit and double down first asks a trivia question; a wrong answer stands the hand.",
     .on = "true",
     .off = "false"},
    {.widget = W::Check,
     .key = "perfect_pairs",
     .label = "Perfect Pairs Side Bet",
     .help = "A side bet on the first two cards making a pair. A bet against your interest: see its house edge "
             "above.",
     .on = "true",
     .off = "false",
     .shown = has_base_bet},
    {.widget = W::Check,
     .key = "twenty_one_plus_three",
     .label = "21+3 Side Bet",
     .help = "A side bet on your two cards and the dealer's up card making a flush, straight or three of a kind. A "
             "bet against your interest: see its house edge above.",
     .on = "true",
     .off = "false",
     .shown = has_base_bet},
    {.widget = W::Check,
     .key = "name_hard_totals",
     .label = "Name Hard Totals",
     .help = "Hard totals read HARD 13, as soft ones read SOFT 19 (the trivia document's words).",
     .on = "true",
     .off = "false",
     .enabled = totals_on},
    {.widget = W::Separator},
    {.widget = W::Slider,
     .key = "decks",
     .label = "Decks",
     .help = "Decks in the shoe. A new shoe is shuffled when the number of decks changes.",
     .min = 1,
     .max = 8},
    {.widget = W::Slider,
     .key = "penetration_percent",
     .label = "Penetration",
     .help = "How much of the shoe is dealt before the cut card calls a reshuffle.",
     .min = 10,
     .max = 100,
     .format = "%d%%",
     .enabled = fixed_cut_card,
     .help_disabled = "This preset places the cut card at random in the bottom half of the shoe.",
     .help_outside = true},
    {.widget = W::Slider,
     .key = "max_seats",
     .label = "Seats at the Table",
     .help = "The most seats Table for several offers, dealt in turn from the dealer's left. One deck serves few.",
     .min = 1,
     .max = 7},
};
}  // namespace

std::span<const RuleRow> rule_rows() { return kRows; }

}  // namespace bjt::game
