#pragma once
// Every rule knob of the game in one plain value. Presets (config/presets/*.yaml) fill it in
// through rule_keys.h; the engine reads it. Defaults are the trivia preset's rules, except that side bets are
// off unless a preset offers them (the other rule documents do not mention them).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/money.h"
#include "engine/shoe.h"

namespace bjt {

enum class GameMode : std::uint8_t { Standard, ThreeBets };
enum class Units : std::uint8_t { Dollars, Points };
enum class ShuffleMode : std::uint8_t { CutCard, EveryRound };
enum class HoleCard : std::uint8_t { Second, First };  // which of the dealer's two cards is face down
enum class EvenMoney : std::uint8_t { None, SideBet, Standard };
enum class Surrender : std::uint8_t { None, Late, Early };
enum class DoubleOn : std::uint8_t { None, AnyTwo, NineToEleven, TenToEleven };
enum class SplitRule : std::uint8_t { None, SameRank, SameValue };
enum class Difficulty : std::uint8_t { Easy, Medium, Hard };

// "Dealer stands on SOFT N" stands on any total >= N; "HARD N" stands on hard totals >= N and soft
// totals > N, so it hits soft N (RULINGS.md). S17 = {17, true}; H17 = {17, false}.
struct DealerStands {
    std::int8_t total = 17;
    bool on_soft = true;
    friend bool operator==(const DealerStands&, const DealerStands&) = default;
};

struct Rules {
    std::string name = "Trivia Blackjack";
    std::string document = "trivia-blackjack.md";  // the rule document the preset follows
    GameMode mode = GameMode::Standard;
    Units units = Units::Dollars;

    // Shoe
    int decks = 6;
    ShuffleMode shuffle = ShuffleMode::CutCard;
    CutCardPlacement cut_card = CutCardPlacement::Fixed;
    int penetration_percent = 75;

    // Dealer
    DealerStands dealer_stands{};
    int dealer_max_cards = 0;  // the dealer stops drawing at this many cards; 0 = no limit
    HoleCard hole_card = HoleCard::Second;
    bool peek = true;  // dealer checks for a natural under an ace or ten-card
    bool hole_card_shown_after_bust = true;

    // Payouts and side bets
    Ratio blackjack_pays{3, 2};
    bool insurance = true;
    Ratio insurance_pays{2, 1};
    EvenMoney even_money = EvenMoney::SideBet;

    // Perfect Pairs and 21+3 (engine/side_bets.h): off unless a preset offers them (trivia does). Paytables are
    // "N to 1" (the stake comes back too); limits are per side bet, in cents.
    bool perfect_pairs = false;
    std::array<int, 3> perfect_pairs_pays{6, 12, 25};  // mixed, coloured, perfect pair
    Cents perfect_pairs_min = 1'00;
    Cents perfect_pairs_max = 100'00;
    bool twenty_one_plus_three = false;
    // flush, straight, three of a kind, straight flush, suited three of a kind
    std::array<int, 5> twenty_one_plus_three_pays{5, 10, 30, 40, 100};
    Cents twenty_one_plus_three_min = 1'00;
    Cents twenty_one_plus_three_max = 100'00;

    // Player options
    Surrender surrender = Surrender::Late;
    bool surrender_split_hands = true;
    DoubleOn double_on = DoubleOn::AnyTwo;
    bool double_after_split = false;
    // The double's one card is dealt face down and turned up after the dealer's turn, before the hand is settled.
    bool double_face_down = false;
    SplitRule split = SplitRule::SameRank;
    int max_hands = 2;  // 2 = split once; more = resplitting up to this many hands
    bool split_aces = false;
    bool hit_split_aces = false;
    bool resplit_aces = false;
    int charlie_cards = 5;  // a hand of this many cards without a bust is a Charlie; 0 = off
    bool dealer_charlie = true;
    // A split hand's Charlie waits for the dealer: a dealer Charlie pushes it, anything else pays it 1:1 at
    // settlement. A single hand's Charlie is paid at once either way. false: every Charlie is paid at once.
    bool split_charlie_waits = true;
    int player_max_cards = 0;  // 0 = no limit; three-bets: 5
    bool player_draws_past_21 = false;  // three-bets: a bust is not announced and play goes on

    // Betting
    Cents starting_bank = 1000'00;
    Cents min_bet = 5'00;
    Cents max_bet = 0;  // 0 = no maximum beyond the bank
    int min_bet_percent = 0;  // of the bank, rounded up to the bet step
    int max_bet_percent = 0;  // of the bank, rounded down to the bet step
    Cents limits_lifted_at_or_below = 0;  // percent limits lifted at or below this bank; 0 = never
    Cents bet_step = 1'00;  // bets are whole multiples of this
    std::vector<Cents> chips{1'00, 5'00, 25'00, 100'00, 500'00};

    // Trivia
    bool trivia = true;
    int trivia_start_credits = 10;
    std::array<int, 3> trivia_reward{0, 1, 5};  // credits for a right answer: easy, medium, hard
    int trivia_wrong_penalty = 1;

    // Three-bets
    Cents three_bets_stake = 1'00;
    Cents three_bets_win = 1'00;  // a right bet returns its stake plus this
    Cents three_bets_bonus = 1000'00;
    Cents natural_reward = 5'00;

    // Table: how many players it seats (1 to 7; Table::set_seat_count)
    int max_seats = 5;

    // Presentation and session
    bool show_totals = true;
    bool name_hard_totals = true;  // "HARD 13" beside "SOFT 19"; false: a hard total is the number alone
    bool announce_bust = true;
    bool leaderboard = false;
    std::string game_over_message = "GAME OVER";

    // Two Rules play the same game exactly when every knob is the same (name and document included).
    friend bool operator==(const Rules&, const Rules&) = default;
};

}  // namespace bjt
