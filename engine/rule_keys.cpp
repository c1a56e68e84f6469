#include "engine/rule_keys.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace bjt {

namespace {

// ---- text readers ------------------------------------------------------------------------------

std::optional<int> read_int(std::string_view t, int lo, int hi) {
    int v = 0;
    auto r = std::from_chars(t.data(), t.data() + t.size(), v);
    if (r.ec != std::errc{} || r.ptr != t.data() + t.size() || v < lo || v > hi) return std::nullopt;
    return v;
}

std::optional<bool> read_bool(std::string_view t) {
    if (t == "true" || t == "yes" || t == "on") return true;
    if (t == "false" || t == "no" || t == "off") return false;
    return std::nullopt;
}

// An amount in the preset's units (dollars or points): "5", "2.50", "1,000".
std::optional<Cents> read_amount(std::string_view t, Cents lo, Cents hi) {
    auto v = parse_amount(t);
    if (!v || *v < lo || *v > hi) return std::nullopt;
    return v;
}

std::string bool_text(bool b) { return b ? "true" : "false"; }

template <typename E, std::size_t N>
std::optional<E> read_enum(std::string_view t, const std::array<std::string_view, N>& names) {
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == t) return static_cast<E>(i);
    return std::nullopt;
}

constexpr std::array<std::string_view, 2> kModes = {"standard", "three-bets"};
constexpr std::array<std::string_view, 2> kUnits = {"dollars", "points"};
constexpr std::array<std::string_view, 2> kShuffles = {"cut-card", "every-round"};
constexpr std::array<std::string_view, 2> kCutCards = {"fixed", "random-bottom-half"};
constexpr std::array<std::string_view, 2> kHoleCards = {"second", "first"};
constexpr std::array<std::string_view, 3> kEvenMoney = {"none", "side-bet", "standard"};
constexpr std::array<std::string_view, 3> kSurrender = {"none", "late", "early"};
constexpr std::array<std::string_view, 4> kDoubleOn = {"none", "any-two", "9-11", "10-11"};
constexpr std::array<std::string_view, 3> kSplit = {"none", "same-rank", "same-value"};

template <std::size_t N>
std::string name_of(const std::array<std::string_view, N>& names, auto value) {
    return std::string(names[static_cast<std::size_t>(value)]);
}

std::optional<DealerStands> read_dealer_stands(std::string_view t) {
    DealerStands d;
    if (t.starts_with("soft-"))
        d.on_soft = true;
    else if (t.starts_with("hard-"))
        d.on_soft = false;
    else
        return std::nullopt;
    auto n = read_int(t.substr(5), 12, 21);
    if (!n) return std::nullopt;
    d.total = static_cast<std::int8_t>(*n);
    return d;
}

// "off" or a number in [lo, hi]; off is stored as 0.
std::optional<int> read_off_or_int(std::string_view t, int lo, int hi) {
    if (t == "off" || t == "false" || t == "0") return 0;
    return read_int(t, lo, hi);
}
std::string off_or_int(int v) { return v == 0 ? "off" : std::to_string(v); }

constexpr Cents kMaxMoney = 1'000'000'000'00;  // a billion units

// A side bet's paytable: exactly N whole payouts "N to 1", each from 1 to 1000, e.g. "6, 12, 25".
template <std::size_t N>
bool read_paytable(std::string_view t, std::array<int, N>& into) {
    std::array<int, N> pays{};
    std::size_t count = 0, start = 0;
    while (start <= t.size()) {
        const std::size_t end = std::min(t.find(',', start), t.size());
        std::string_view part = t.substr(start, end - start);
        while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
        const auto v = read_int(part, 1, 1000);
        if (!v || count == N) return false;
        pays[count++] = *v;
        start = end + 1;
    }
    if (count != N) return false;
    into = pays;
    return true;
}

template <std::size_t N>
std::string paytable_text(const std::array<int, N>& pays) {
    std::string s = "[";
    for (std::size_t i = 0; i < N; ++i) s += (i ? ", " : "") + std::to_string(pays[i]);
    return s + "]";
}

// ---- the table -------------------------------------------------------------------------------------

#define BJT_ENUM_KEY(key, field, names, meaning, expected)         \
    RuleKey {                                                      \
        key, meaning, expected, false,                             \
            [](Rules& r, std::string_view t) {                     \
                auto v = read_enum<decltype(r.field)>(t, names);   \
                if (v) r.field = *v;                               \
                return v.has_value();                              \
            },                                                     \
            [](const Rules& r) { return name_of(names, r.field); } \
    }

// The optional last argument is the key's absent_means (rule_keys.h).
#define BJT_BOOL_KEY(key, field, meaning, ...)                                           \
    RuleKey {                                                                            \
        key, meaning, "true or false", false,                                            \
            [](Rules& r, std::string_view t) {                                           \
                auto v = read_bool(t);                                                   \
                if (v) r.field = *v;                                                     \
                return v.has_value();                                                    \
            },                                                                           \
            [](const Rules& r) { return bool_text(r.field); } __VA_OPT__(, ) __VA_ARGS__ \
    }

#define BJT_INT_KEY(key, field, lo, hi, meaning, expected)         \
    RuleKey {                                                      \
        key, meaning, expected, false,                             \
            [](Rules& r, std::string_view t) {                     \
                auto v = read_int(t, lo, hi);                      \
                if (v) r.field = *v;                               \
                return v.has_value();                              \
            },                                                     \
            [](const Rules& r) { return std::to_string(r.field); } \
    }

#define BJT_AMOUNT_KEY(key, field, lo, meaning, expected)         \
    RuleKey {                                                     \
        key, meaning, expected, false,                            \
            [](Rules& r, std::string_view t) {                    \
                auto v = read_amount(t, lo, kMaxMoney);           \
                if (v) r.field = *v;                              \
                return v.has_value();                             \
            },                                                    \
            [](const Rules& r) { return format_amount(r.field); } \
    }

#define BJT_PAYTABLE_KEY(key, field, meaning, expected)                                                       \
    RuleKey {                                                                                                 \
        key, meaning, expected, true, [](Rules& r, std::string_view t) { return read_paytable(t, r.field); }, \
            [](const Rules& r) { return paytable_text(r.field); }                                             \
    }

#define BJT_RATIO_KEY(key, field, meaning)                       \
    RuleKey {                                                    \
        key, meaning, "a ratio such as 3:2, 6:5 or 1:1", false,  \
            [](Rules& r, std::string_view t) {                   \
                auto v = parse_ratio(t);                         \
                if (v) r.field = *v;                             \
                return v.has_value();                            \
            },                                                   \
            [](const Rules& r) { return format_ratio(r.field); } \
    }

#define BJT_TEXT_KEY(key, field, meaning)                                                  \
    RuleKey {                                                                              \
        key, meaning, "a line of text (1 to 80 characters, no control characters)", false, \
            [](Rules& r, std::string_view t) {                                             \
                if (t.empty() || t.size() > 80) return false;                              \
                for (char c : t)                                                           \
                    if (static_cast<unsigned char>(c) < 0x20) return false;                \
                r.field = std::string(t);                                                  \
                return true;                                                               \
            },                                                                             \
            [](const Rules& r) { return r.field; }                                         \
    }

const std::array kKeys = {
    BJT_TEXT_KEY("name", name, "The preset's name as the title screen shows it."),
    BJT_TEXT_KEY("document", document, "The rule document the preset follows."),
    BJT_ENUM_KEY("mode", mode, kModes,
                 "standard: casino blackjack with a base bet. three-bets: no base bet; after the cards the player "
                 "bets on who won and on both hand values.",
                 "one of standard, three-bets"),
    BJT_ENUM_KEY("units", units, kUnits, "What amounts are counted in: dollars or points.", "one of dollars, points"),
    BJT_INT_KEY("decks", decks, 1, 8, "Number of 52-card decks in the shoe.", "an integer from 1 to 8"),
    BJT_ENUM_KEY("shuffle", shuffle, kShuffles,
                 "cut-card: shuffle when the cut card has come out (after that round). every-round: shuffle before "
                 "every round.",
                 "one of cut-card, every-round"),
    BJT_ENUM_KEY("cut_card", cut_card, kCutCards,
                 "fixed: the cut card sits at penetration_percent of the shoe. random-bottom-half: at a random "
                 "place in the bottom half, drawn anew at every shuffle.",
                 "one of fixed, random-bottom-half"),
    BJT_INT_KEY("penetration_percent", penetration_percent, 10, 100,
                "Where a fixed cut card sits, as a percentage of the shoe dealt before the reshuffle.",
                "an integer from 10 to 100"),
    RuleKey{"dealer_stands_on",
            "soft-N: the dealer stands on any total of N or more. hard-N: stands on hard N or more and soft totals "
            "above N, so hits soft N (hard-17 is the casino's H17).",
            "soft-N or hard-N with N from 12 to 21, e.g. soft-17", false,
            [](Rules& r, std::string_view t) {
                auto v = read_dealer_stands(t);
                if (v) r.dealer_stands = *v;
                return v.has_value();
            },
            [](const Rules& r) {
                return std::string(r.dealer_stands.on_soft ? "soft-" : "hard-") + std::to_string(r.dealer_stands.total);
            }},
    RuleKey{"dealer_max_cards", "The dealer stops drawing on this many cards (three-bets: 5). off: no limit.",
            "off or an integer from 3 to 10", false,
            [](Rules& r, std::string_view t) {
                auto v = read_off_or_int(t, 3, 10);
                if (v) r.dealer_max_cards = *v;
                return v.has_value();
            },
            [](const Rules& r) { return off_or_int(r.dealer_max_cards); }},
    BJT_ENUM_KEY("hole_card", hole_card, kHoleCards,
                 "Which of the dealer's two cards is dealt face down: second (usual) or first (Chartwell).",
                 "one of second, first"),
    BJT_BOOL_KEY("peek", peek,
                 "The dealer checks for a natural under an ace or ten-card before the player acts. Without a peek, "
                 "a dealer natural is found at the dealer's turn and takes every bet still open."),
    RuleKey{"hole_card_after_bust",
            "When every player hand has busted, whether the dealer's hole card is shown or stays hidden.",
            "one of shown, hidden", false,
            [](Rules& r, std::string_view t) {
                if (t != "shown" && t != "hidden") return false;
                r.hole_card_shown_after_bust = t == "shown";
                return true;
            },
            [](const Rules& r) { return std::string(r.hole_card_shown_after_bust ? "shown" : "hidden"); }},
    BJT_RATIO_KEY("blackjack_pays", blackjack_pays, "Payout for a player natural (3:2, 6:5 or 1:1)."),
    BJT_BOOL_KEY("insurance", insurance,
                 "Insurance offered when the dealer shows an ace and the player has no natural; costs half the base "
                 "bet."),
    BJT_RATIO_KEY("insurance_pays", insurance_pays, "Payout of the insurance and even-money side bets."),
    BJT_ENUM_KEY("even_money", even_money, kEvenMoney,
                 "When the dealer shows an ace and the player has a natural. side-bet: a side bet of half the base "
                 "bet paying insurance_pays if the dealer has a natural (trivia). standard: the natural is paid 1:1 at "
                 "once. none: not offered.",
                 "one of none, side-bet, standard"),
    BJT_BOOL_KEY("perfect_pairs", perfect_pairs,
                 "The Perfect Pairs side bet is offered beside the base bet: it wins when the player's first two "
                 "cards are a pair (mixed colours, one colour, or the same suit), whatever the round does after."),
    BJT_PAYTABLE_KEY("perfect_pairs_pays", perfect_pairs_pays,
                     "What Perfect Pairs pays, N to 1 (the stake comes back too): mixed pair (red and black), "
                     "coloured pair (one colour, two suits), perfect pair (one suit).",
                     "a list of 3 whole payouts from 1 to 1000, e.g. [6, 12, 25]"),
    BJT_AMOUNT_KEY("perfect_pairs_min_bet", perfect_pairs_min, 1, "The smallest Perfect Pairs bet.",
                   "an amount above 0"),
    BJT_AMOUNT_KEY("perfect_pairs_max_bet", perfect_pairs_max, 1, "The largest Perfect Pairs bet.",
                   "an amount above 0"),
    BJT_BOOL_KEY("twenty_one_plus_three", twenty_one_plus_three,
                 "The 21+3 side bet is offered beside the base bet: the player's first two cards and the dealer's up "
                 "card make a three-card poker hand, which wins on a flush, straight or three of a kind."),
    BJT_PAYTABLE_KEY("twenty_one_plus_three_pays", twenty_one_plus_three_pays,
                     "What 21+3 pays, N to 1 (the stake comes back too): flush, straight (ace high or low, not K-A-2), "
                     "three of a kind, straight flush, suited three of a kind.",
                     "a list of 5 whole payouts from 1 to 1000, e.g. [5, 10, 30, 40, 100]"),
    BJT_AMOUNT_KEY("twenty_one_plus_three_min_bet", twenty_one_plus_three_min, 1, "The smallest 21+3 bet.",
                   "an amount above 0"),
    BJT_AMOUNT_KEY("twenty_one_plus_three_max_bet", twenty_one_plus_three_max, 1, "The largest 21+3 bet.",
                   "an amount above 0"),
    BJT_ENUM_KEY("surrender", surrender, kSurrender,
                 "late: as the first action on a hand, after the peek. early: offered before the peek and costs half "
                 "the bet even against a dealer natural. none: no surrender.",
                 "one of none, late, early"),
    BJT_BOOL_KEY("surrender_split_hands", surrender_split_hands,
                 "A split hand may be surrendered as its first action."),
    BJT_ENUM_KEY("double_on", double_on, kDoubleOn,
                 "Which first two cards may double down: any-two, or only a two-card total of 9-11 or 10-11 (an ace "
                 "counts 11 where it can, so A-8 is soft 19).",
                 "one of none, any-two, 9-11, 10-11"),
    BJT_BOOL_KEY("double_after_split", double_after_split, "A split hand may double down."),
    BJT_BOOL_KEY("double_face_down", double_face_down,
                 "The double's one card is dealt face down and turned up after the dealer's turn, before the hand is "
                 "settled; until then the hand shows no total (classic)."),
    BJT_ENUM_KEY("split", split, kSplit,
                 "same-rank: two jacks yes, jack and queen no. same-value: any two ten-cards too. none: no splitting.",
                 "one of none, same-rank, same-value"),
    BJT_INT_KEY("max_hands", max_hands, 2, 8,
                "Most hands a player may hold by splitting: 2 splits once, more allows resplitting.",
                "an integer from 2 to 8"),
    BJT_BOOL_KEY("split_aces", split_aces, "Aces may be split; each gets one card and stands unless hit_split_aces."),
    BJT_BOOL_KEY("hit_split_aces", hit_split_aces, "Split aces may be played like any other hand."),
    BJT_BOOL_KEY("resplit_aces", resplit_aces, "A split ace that receives another ace may be split again."),
    RuleKey{"charlie",
            "A hand of this many cards without a bust is a Charlie: a player Charlie wins 1:1 (a split hand's as "
            "split_charlie_waits says). off: no Charlie.",
            "off or an integer from 5 to 9", false,
            [](Rules& r, std::string_view t) {
                auto v = read_off_or_int(t, 5, 9);
                if (v) r.charlie_cards = *v;
                return v.has_value();
            },
            [](const Rules& r) { return off_or_int(r.charlie_cards); }},
    BJT_BOOL_KEY("dealer_charlie", dealer_charlie,
                 "The Charlie applies to the dealer too: a dealer Charlie beats every player hand that is not a "
                 "Charlie."),
    // Before this key existed every Charlie was paid at once.
    BJT_BOOL_KEY("split_charlie_waits", split_charlie_waits,
                 "A split hand's Charlie waits for the dealer: a dealer Charlie pushes it, anything else pays it 1:1 "
                 "at settlement. A single hand's Charlie is paid at once and ends the round. false: every Charlie is "
                 "paid at once.",
                 "false"),
    RuleKey{"player_max_cards", "The player stands automatically on this many cards (three-bets: 5). off: no limit.",
            "off or an integer from 2 to 10", false,
            [](Rules& r, std::string_view t) {
                auto v = read_off_or_int(t, 2, 10);
                if (v) r.player_max_cards = *v;
                return v.has_value();
            },
            [](const Rules& r) { return off_or_int(r.player_max_cards); }},
    BJT_BOOL_KEY("player_draws_past_21", player_draws_past_21,
                 "A player hand over 21 is not ended: the player may keep drawing (three-bets, where nobody says so)."),
    BJT_AMOUNT_KEY("starting_bank", starting_bank, 1, "The bank a new game starts with.", "an amount above 0"),
    BJT_AMOUNT_KEY("min_bet", min_bet, 0, "Table minimum bet (0: only the percentage and bet_step apply).",
                   "an amount of 0 or more"),
    RuleKey{"max_bet", "Table maximum bet. none: no maximum beyond the bank.", "none or an amount above 0", false,
            [](Rules& r, std::string_view t) {
                if (t == "none") return r.max_bet = 0, true;
                auto v = read_amount(t, 1, kMaxMoney);
                if (v) r.max_bet = *v;
                return v.has_value();
            },
            [](const Rules& r) { return r.max_bet == 0 ? std::string("none") : format_amount(r.max_bet); }},
    BJT_INT_KEY("min_bet_percent", min_bet_percent, 0, 100,
                "Minimum bet as a percentage of the bank, rounded up to the bet step (0: none).",
                "an integer from 0 to 100"),
    BJT_INT_KEY("max_bet_percent", max_bet_percent, 0, 100,
                "Maximum bet as a percentage of the bank, rounded down to the bet step (0: none).",
                "an integer from 0 to 100"),
    RuleKey{"limits_lifted_at_or_below",
            "At a bank of this amount or less the bet limits are lifted: any whole bet from one bet step to the bank. "
            "none: never.",
            "none or an amount above 0", false,
            [](Rules& r, std::string_view t) {
                if (t == "none") return r.limits_lifted_at_or_below = 0, true;
                auto v = read_amount(t, 1, kMaxMoney);
                if (v) r.limits_lifted_at_or_below = *v;
                return v.has_value();
            },
            [](const Rules& r) {
                return r.limits_lifted_at_or_below == 0 ? std::string("none")
                                                        : format_amount(r.limits_lifted_at_or_below);
            }},
    BJT_AMOUNT_KEY("bet_step", bet_step, 1, "Bets are whole multiples of this amount.", "an amount above 0"),
    RuleKey{"chips", "The chip values offered on the betting screen, smallest first.",
            "a list of 1 to 8 increasing amounts, e.g. [1, 5, 25, 100, 500]", true,
            [](Rules& r, std::string_view t) {
                std::vector<Cents> chips;
                std::size_t start = 0;
                while (start <= t.size()) {
                    std::size_t end = std::min(t.find(',', start), t.size());
                    std::string_view part = t.substr(start, end - start);
                    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
                    while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
                    auto v = read_amount(part, 1, kMaxMoney);
                    if (!v || (!chips.empty() && *v <= chips.back())) return false;
                    chips.push_back(*v);
                    start = end + 1;
                }
                if (chips.empty() || chips.size() > 8) return false;
                r.chips = std::move(chips);
                return true;
            },
            [](const Rules& r) {
                std::string s = "[";
                for (std::size_t i = 0; i < r.chips.size(); ++i)
                    s += (i ? ", " : "") + format_amount_ungrouped(r.chips[i]);
                return s + "]";
            }},
    BJT_BOOL_KEY("trivia", trivia, "Trivia mode: every hit or double first asks a question."),
    BJT_INT_KEY("trivia_start_credits", trivia_start_credits, 1, 1000, "Trivia credits a new game starts with.",
                "an integer from 1 to 1000"),
    BJT_INT_KEY("trivia_reward_easy", trivia_reward[0], 0, 100, "Credits for a right answer to an EASY question.",
                "an integer from 0 to 100"),
    BJT_INT_KEY("trivia_reward_medium", trivia_reward[1], 0, 100, "Credits for a right answer to a MEDIUM question.",
                "an integer from 0 to 100"),
    BJT_INT_KEY("trivia_reward_hard", trivia_reward[2], 0, 100, "Credits for a right answer to a HARD question.",
                "an integer from 0 to 100"),
    BJT_INT_KEY("trivia_wrong_penalty", trivia_wrong_penalty, 0, 100, "Credits lost for a wrong answer.",
                "an integer from 0 to 100"),
    BJT_AMOUNT_KEY("three_bets_stake", three_bets_stake, 1, "Three-bets: the stake of each of the three bets.",
                   "an amount above 0"),
    BJT_AMOUNT_KEY("three_bets_win", three_bets_win, 1, "Three-bets: what a right bet wins on top of its stake.",
                   "an amount above 0"),
    BJT_AMOUNT_KEY("three_bets_bonus", three_bets_bonus, 0, "Three-bets: bonus when all three bets are right.",
                   "an amount of 0 or more"),
    BJT_AMOUNT_KEY("natural_reward", natural_reward, 0,
                   "Three-bets: reward for a player natural when the dealer has none (the player then sits out the "
                   "bets).",
                   "an amount of 0 or more"),
    BJT_INT_KEY("max_seats", max_seats, 1, 7,
                "How many players the table seats, each dealt in rotation from first base (the dealer's left). One "
                "shoe serves them all, so a small shoe seats fewer.",
                "an integer from 1 to 7"),
    BJT_BOOL_KEY("show_totals", show_totals, "Hand totals are shown on the table (three-bets: never)."),
    BJT_BOOL_KEY("name_hard_totals", name_hard_totals,
                 "A hard total is named as a soft one is: HARD 13 beside SOFT 19 (the trivia document's words). "
                 "false: a hard total is the number alone."),
    BJT_BOOL_KEY("announce_bust", announce_bust, "A player bust is announced during play (three-bets: never)."),
    BJT_BOOL_KEY("leaderboard", leaderboard, "Cash Out between rounds records the bank on the leaderboard."),
    BJT_TEXT_KEY("game_over_message", game_over_message,
                 "What the game-over screen says (\"GAME OVER\", \"House Wins!\", \"Play again?\")."),
};

#undef BJT_ENUM_KEY
#undef BJT_BOOL_KEY
#undef BJT_INT_KEY
#undef BJT_AMOUNT_KEY
#undef BJT_RATIO_KEY
#undef BJT_PAYTABLE_KEY
#undef BJT_TEXT_KEY

std::size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diag = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0u : 1u)});
            diag = up;
        }
    }
    return row[b.size()];
}

// An offered side bet's limits: minimum at most maximum, both whole bet steps.
template <typename Add>
void check_side_bet_rules(const Rules& r, Add& add) {
    const auto limits = [&](const char* prefix, bool offered, Cents min, Cents max) {
        if (!offered) return;
        const std::string p = prefix;
        if (min > max)
            add(p + "_min_bet", "at most " + p + "_max_bet (" + format_amount(max) + ")", format_amount(min));
        if (min % r.bet_step != 0)
            add(p + "_min_bet", "a whole multiple of bet_step (" + format_amount(r.bet_step) + ")", format_amount(min));
        if (max % r.bet_step != 0)
            add(p + "_max_bet", "a whole multiple of bet_step (" + format_amount(r.bet_step) + ")", format_amount(max));
    };
    limits("perfect_pairs", r.perfect_pairs, r.perfect_pairs_min, r.perfect_pairs_max);
    limits("twenty_one_plus_three", r.twenty_one_plus_three, r.twenty_one_plus_three_min, r.twenty_one_plus_three_max);
}

}  // namespace

std::span<const RuleKey> rule_keys() { return kKeys; }

std::span<const std::string_view> player_option_keys() {
    static constexpr std::string_view kPlayerOptions[] = {"split",
                                                          "split_aces",
                                                          "double_after_split",
                                                          "double_face_down",
                                                          "max_hands",
                                                          "dealer_stands_on",
                                                          "blackjack_pays",
                                                          "surrender",
                                                          "charlie",
                                                          "split_charlie_waits",
                                                          "insurance",
                                                          "even_money",
                                                          "trivia",
                                                          "perfect_pairs",
                                                          "twenty_one_plus_three",
                                                          "name_hard_totals",
                                                          "decks",
                                                          "penetration_percent",
                                                          "max_seats"};
    return kPlayerOptions;
}

const RuleKey* find_rule_key(std::string_view name) {
    for (const auto& k : kKeys)
        if (k.name == name) return &k;
    return nullptr;
}

std::string_view closest_rule_key(std::string_view name) {
    std::string_view best;
    std::size_t best_distance = 4;  // more than 3 edits apart is not a typo
    for (const auto& k : kKeys) {
        const std::size_t d = edit_distance(name, k.name);
        if (d < best_distance) best = k.name, best_distance = d;
    }
    return best;
}

std::vector<RuleConflict> check_rules(const Rules& r) {
    std::vector<RuleConflict> out;
    auto add = [&](std::string key, std::string expected, std::string found) {
        out.push_back({std::move(key), std::move(expected), std::move(found)});
    };
    const bool splits = r.split != SplitRule::None;
    if (r.max_hands > 2 && !splits)
        add("max_hands", "2 (resplitting needs split: same-rank or same-value)", std::to_string(r.max_hands));
    if (r.split_aces && !splits)
        add("split_aces", "false (splitting aces needs split: same-rank or same-value)", "true");
    if (r.hit_split_aces && !r.split_aces)
        add("hit_split_aces", "false (hitting split aces needs split_aces: true)", "true");
    if (r.resplit_aces && (!r.split_aces || r.max_hands <= 2))
        add("resplit_aces", "false (resplitting aces needs split_aces: true and max_hands above 2)", "true");
    if (r.double_after_split && (!splits || r.double_on == DoubleOn::None))
        add("double_after_split", "false (doubling after a split needs split and double_on)", "true");
    if (r.double_face_down && r.double_on == DoubleOn::None)
        add("double_face_down", "false (a face-down double card needs double_on)", "true");
    if (r.insurance && !r.peek) add("insurance", "false (insurance is settled by the peek; needs peek: true)", "true");
    if (r.even_money != EvenMoney::None && !r.peek)
        add("even_money", "none (even money is settled by the peek; needs peek: true)",
            name_of(kEvenMoney, r.even_money));
    if (r.surrender == Surrender::Early && !r.peek)
        add("surrender", "late or none (early surrender is offered before the peek; needs peek: true)", "early");
    if (r.player_draws_past_21 && r.player_max_cards == 0)
        add("player_draws_past_21", "false (drawing past 21 needs player_max_cards to end the hand)", "true");
    if (r.max_bet > 0 && r.min_bet > r.max_bet)
        add("min_bet", "at most max_bet (" + format_amount(r.max_bet) + ")", format_amount(r.min_bet));
    if (r.min_bet_percent > 0 && r.max_bet_percent > 0 && r.min_bet_percent > r.max_bet_percent)
        add("min_bet_percent", "at most max_bet_percent (" + std::to_string(r.max_bet_percent) + ")",
            std::to_string(r.min_bet_percent));
    if (r.min_bet % r.bet_step != 0)
        add("min_bet", "a whole multiple of bet_step (" + format_amount(r.bet_step) + ")", format_amount(r.min_bet));
    for (Cents c : r.chips)
        if (c % r.bet_step != 0) {
            add("chips", "amounts that are whole multiples of bet_step (" + format_amount(r.bet_step) + ")",
                format_amount(c));
            break;
        }
    check_side_bet_rules(r, add);
    if (r.units == Units::Points && r.bet_step % 100 != 0)
        add("bet_step", "a whole number of points (points games bet whole points)", format_amount(r.bet_step));
    if (r.mode == GameMode::ThreeBets) {
        // Three-bets has no base bet, so nothing may be doubled, split, surrendered or insured.
        if (r.surrender != Surrender::None)
            add("surrender", "none (three-bets has no base bet)", name_of(kSurrender, r.surrender));
        if (r.double_on != DoubleOn::None)
            add("double_on", "none (three-bets has no base bet)", name_of(kDoubleOn, r.double_on));
        if (splits) add("split", "none (three-bets has no base bet)", name_of(kSplit, r.split));
        if (r.insurance) add("insurance", "false (three-bets has no base bet)", "true");
        if (r.even_money != EvenMoney::None)
            add("even_money", "none (three-bets has no base bet)", name_of(kEvenMoney, r.even_money));
        if (r.trivia) add("trivia", "false (trivia questions need hits on a base bet)", "true");
        if (r.perfect_pairs) add("perfect_pairs", "false (three-bets has no base bet to place side bets with)", "true");
        if (r.twenty_one_plus_three)
            add("twenty_one_plus_three", "false (three-bets has no base bet to place side bets with)", "true");
    }
    return out;
}

}  // namespace bjt
