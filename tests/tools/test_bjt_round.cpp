// `bjt round` end to end: the rulings of every preset through the command line.
#include <catch2/catch.hpp>

#include "tests/tools/run_command.h"

using bjt::test::json_int;
using bjt::test::json_string;
using bjt::test::run_bjt;

namespace {

struct Expect {
    std::vector<std::string> args;
    long long bank_delta;
    long long credits_delta = 0;
};

void check_round(const Expect& e) {
    std::vector<std::string> args{"round"};
    args.insert(args.end(), e.args.begin(), e.args.end());
    auto r = run_bjt(args);
    INFO("bjt round ... stderr: " << r.err << "\nstdout: " << r.out);
    REQUIRE(r.exit_code == 0);
    CHECK(json_int(r.out, "bank_delta_cents") == e.bank_delta);
    CHECK(json_int(r.out, "credits_delta") == e.credits_delta);
    CHECK(json_string(r.out, "state") == "round-over");
}

}  // namespace

TEST_CASE("bjt round: trivia preset rulings", "[bjt][trivia]") {
    // split example of the document
    check_round(
        {{"--preset", "trivia", "--shoe", "7S 9D 7H 8C 5D QC", "--bet", "100", "--actions", "split,stand,stand"},
         -10000});
    // natural 3:2; 6:5 through --set
    check_round({{"--preset", "trivia", "--shoe", "AS 9C KD 7H", "--bet", "100"}, 15000});
    check_round({{"--preset", "trivia", "--shoe", "AS 9C KD 7H", "--bet", "7", "--set", "blackjack_pays=6:5"}, 840});
    // a hit answered right (medium: +1 credit), a double answered wrong (not made, -1 credit)
    check_round({{"--preset", "trivia", "--shoe", "TS 9D 2H 7C 5S TD", "--bet", "10", "--actions", "hit,stand",
                  "--answers", "medium:right"},
                 1000,
                 1});  // 17 stands; the dealer's 16 draws a ten and busts
    check_round({{"--preset", "trivia", "--shoe", "6S 9D 5H 8C", "--bet", "10", "--actions", "double", "--answers",
                  "hard:wrong"},
                 -1000,
                 -1});
    check_round({{"--preset", "trivia", "--shoe", "6S 9D 5H 7C TS 9H", "--bet", "10", "--actions", "double",
                  "--answers", "hard:right"},
                 2000,
                 5});
    // insurance won; even money (the side bet) both ways
    check_round({{"--preset", "trivia", "--shoe", "TS AD 9H KC", "--bet", "100", "--actions", "insurance"}, 0});
    check_round({{"--preset", "trivia", "--shoe", "AS AD KH KC", "--bet", "100", "--actions", "even-money"}, 10000});
    check_round({{"--preset", "trivia", "--shoe", "AS AD KH 7C", "--bet", "100", "--actions", "even-money"}, 10000});
    // late surrender; early surrender against a natural through --set
    check_round({{"--preset", "trivia", "--shoe", "TS 9D 6H 7C", "--bet", "100", "--actions", "surrender"}, -5000});
    check_round({{"--preset", "trivia", "--shoe", "TS KD 6H AC", "--bet", "100", "--actions", "surrender", "--set",
                  "surrender=early"},
                 -5000});
    // early surrender declined by playing on: the hit waits for the peek
    check_round({{"--preset", "trivia", "--shoe", "TS KD 6H 7C 4S", "--bet", "100", "--actions", "hit,stand",
                  "--answers", "easy:right", "--set", "surrender=early"},
                 10000});  // 20 against 17
    // five-card Charlie
    check_round({{"--preset", "trivia", "--shoe", "2S 9D 3H 8C 2C 2H 4D", "--bet", "10", "--actions", "hit,hit,hit",
                  "--answers", "easy:right,easy:right,easy:right"},
                 1000});
}

TEST_CASE("bjt round: a split hand's Charlie pushes against a dealer Charlie (issue 26's example)",
          "[bjt][trivia][charlie]") {
    auto r = run_bjt({"round", "--preset", "trivia", "--shoe", "2S 2D 2H 3C 3H TS 2C 3D 4S 2S 4D 3S", "--bet", "10",
                      "--actions", "split,hit,hit,hit,stand", "--answers", "easy:right,easy:right,easy:right"});
    INFO(r.err << r.out);
    REQUIRE(r.exit_code == 0);
    CHECK(json_int(r.out, "bank_delta_cents") == -1000);
    CHECK(r.out.find("\"cards\": [\"2S\", \"3H\", \"2C\", \"3D\", \"4S\"], \"total\": 14, \"soft\": false, "
                     "\"bet_cents\": 1000, \"doubled\": false, \"from_split\": true, \"outcome\": \"push\"") !=
          std::string::npos);
    CHECK(r.out.find("\"cards\": [\"2H\", \"TS\"], \"total\": 12, \"soft\": false, \"bet_cents\": 1000, "
                     "\"doubled\": false, \"from_split\": true, \"outcome\": \"lose\"") != std::string::npos);
    CHECK(r.out.find("\"text\": \"Dealer Charlie\"") != std::string::npos);
}

TEST_CASE("bjt round: classic's double card is face down in the events until it is turned up", "[bjt][classic]") {
    auto r =
        run_bjt({"round", "--preset", "classic", "--shoe", "6S 9D 4H 7C 8S 2D", "--bet", "5", "--actions", "double"});
    INFO(r.err << r.out);
    REQUIRE(r.exit_code == 0);
    const auto down = r.out.find("\"type\": \"card_dealt\", \"to\": \"player\", \"hand\": 0, \"face_up\": false");
    const auto dealer_draw = r.out.find("\"to\": \"dealer\", \"card\": \"2D\"");
    const auto up = r.out.find("\"type\": \"double_card_revealed\", \"hand\": 0, \"card\": \"8S\"");
    const auto settled = r.out.find("\"type\": \"hand_settled\"");
    REQUIRE(down != std::string::npos);
    REQUIRE(up != std::string::npos);
    CHECK(down < dealer_draw);
    CHECK(dealer_draw < up);
    CHECK(up < settled);
    CHECK(r.out.find("\"card\": \"8S\"") ==
          up + std::string("\"type\": \"double_card_revealed\", \"hand\": 0, ").size());
    CHECK(json_int(r.out, "bank_delta_cents") == 0);  // 18 against 18
}

TEST_CASE("bjt round: classic, three-bets, single deck and chartwell", "[bjt]") {
    check_round({{"--preset", "classic", "--shoe", "AS 9C KD 7H", "--bet", "7"}, 1050});
    check_round({{"--preset", "classic", "--shoe", "AS 9D AH 7C KC 9C TS", "--bet", "5", "--actions", "split"}, 1000});
    check_round({{"--preset", "three-bets", "--shoe", "TS 9D 8H 7C 5C 2D 3S 4H", "--actions", "hit,hit,hit",
                  "--predict", "winner=dealer,player=28,dealer=20"},
                 100300});
    check_round({{"--preset", "three-bets", "--shoe", "AS 9D KH 7C"}, 500});
    check_round({{"--preset", "single-deck", "--shoe", "TS 9D 6H 7C 8S", "--bet", "10", "--actions", "hit"}, -1000});
    check_round({{"--preset", "single-deck", "--shoe", "AS 9C KD 7H", "--bet", "10"}, 1000});
    check_round({{"--preset", "chartwell", "--shoe", "AS KD KH AC", "--bet", "10", "--actions", "even-money"}, 1000});
    // J and Q split by value; J-5 doubles after the split and busts on the ten (-20); Q-6 stands and wins
    // when the dealer's 15 (hole 7, up 8) draws 9 and busts (+10).
    check_round({{"--preset", "chartwell", "--shoe", "JS 7D QH 8C 5C 6D TC 9S", "--bet", "10", "--actions",
                  "split,double,stand"},
                 -1000});
}

TEST_CASE("bjt round: the JSON has hands, dealer and events", "[bjt]") {
    auto r =
        run_bjt({"round", "--preset", "single-deck", "--shoe", "TS 9D 6H 7C 8S", "--bet", "10", "--actions", "hit"});
    REQUIRE(r.exit_code == 0);
    CHECK(
        r.out.find(
            "\"hands\": [{\"cards\": [\"TS\", \"6H\", \"8S\"], \"total\": 24, \"soft\": false, \"bet_cents\": 1000") !=
        std::string::npos);
    CHECK(r.out.find("\"outcome\": \"bust\"") != std::string::npos);
    CHECK(r.out.find("\"dealer\": {\"cards\": [\"9D\", \"7C\"], \"total\": 16") != std::string::npos);
    CHECK(r.out.find("\"hole_card_revealed\": false") != std::string::npos);
    // A face-down card is named only when it is turned up: the hole card stays hidden after a bust here.
    CHECK(r.out.find("\"type\": \"card_dealt\", \"to\": \"dealer\", \"face_up\": false") != std::string::npos);
    CHECK(r.out.find("\"card\": \"7C\", \"face_up\"") == std::string::npos);
    auto cw = run_bjt({"round", "--preset", "chartwell", "--shoe", "9S KD 8H KC", "--bet", "10", "--actions", "stand"});
    CHECK(cw.out.find("\"text\": \"Checking for Blackjack\"") != std::string::npos);
}

TEST_CASE("bjt round: bad input is exit 2 with a one-line reason", "[bjt][errors]") {
    struct Bad {
        std::vector<std::string> args;
        std::string says;
    };
    const std::vector<Bad> cases = {
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 6H"}, "ran out of cards"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 6H 7C 5S", "--actions", "hit"}, "ran out of answers"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 6H 7C"}, "ran out of actions"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 6H 7C", "--actions", "split"}, "illegal action 'split'"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 6H 7C", "--bet", "2"}, "below the table minimum"},
        {{"round", "--preset", "classic", "--shoe", "TS 9D 6H 7C", "--bet", "30"}, "above the table maximum"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 6H 7C", "--bet", "2000"}, "bank cannot cover"},
        {{"round", "--preset", "nope", "--shoe", "TS"}, "no preset named 'nope'"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9X"}, "bad card '9X'"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 6H 7C", "--set", "decks=9"},
         "key 'decks': expected an integer"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 6H 7C", "--actions", "dance"}, "unknown action 'dance'"},
        {{"round", "--preset", "three-bets", "--shoe", "TS 9D 6H 8C", "--actions", "stand"}, "needs --predict"},
        {{"round", "--preset", "trivia"}, "needs --shoe"},
        {{"round", "--shoe", "TS"}, "needs --preset"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 6H 7C", "--answers", "easy:maybe", "--actions", "hit"},
         "bad answer 'easy:maybe'"},
    };
    for (const auto& c : cases) {
        auto r = run_bjt(c.args);
        INFO("expected '" << c.says << "' in: " << r.err);
        CHECK(r.exit_code == 2);
        CHECK(r.err.find(c.says) != std::string::npos);
        CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);  // one line
        CHECK(r.out.empty());
    }
}

TEST_CASE("bjt and every subcommand answer --help", "[bjt]") {
    for (std::vector<std::string> args :
         {std::vector<std::string>{"--help"}, {"round", "--help"}, {"validate", "--help"}, {"presets", "--help"}}) {
        auto r = run_bjt(args);
        CHECK(r.exit_code == 0);
        CHECK(r.out.find("usage: bjt") != std::string::npos);
    }
    auto none = run_bjt({});
    CHECK(none.exit_code == 2);
    auto unknown = run_bjt({"frobnicate"});
    CHECK(unknown.exit_code == 2);
    CHECK(unknown.err.find("unknown command 'frobnicate'") != std::string::npos);
}

TEST_CASE("bjt round: each bad input found so far gets its exact message", "[bjt][errors]") {
    struct Bad {
        std::vector<std::string> args;
        std::string message;
    };
    const std::vector<Bad> cases = {
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 8H 7C 5S", "--actions", "stand,hit,hit"},
         "bjt: the round ended with action 2 'hit' unused (2 action(s) left over)\n"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 8H 7C 5S", "--actions", "stand", "--answers", "easy:right"},
         "bjt: the round ended with answer 1 'easy:right' unused (no trivia question was left to answer)\n"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 8H 7C 5S", "--actions", "stand", "--predict",
          "winner=dealer,player=18,dealer=21"},
         "bjt: --predict was given but this round asks for no prediction\n"},
        {{"round", "--preset", "classic", "--shoe", "TS 9D 8H 7C", "--bank", "0"},
         "bjt: cannot start the round: the game is over: the bank (0) cannot cover the minimum bet of 1\n"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 8H 7C", "--credits", "0"},
         "bjt: cannot start the round: the game is over: no trivia credits are left (credits 0)\n"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 8H 7C", "--bet", "10.555"},
         "bjt: bad --bet amount '10.555' (more than two decimals: amounts are counted in cents)\n"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 8H 7C", "--bank", "ten"},
         "bjt: bad --bank amount 'ten' (expected an amount such as 25 or 12.50)\n"},
        {{"round", "--preset", "trivia", "--shoe", "TS 9D 8H 7C", "--set", "starting_bank=1.555"},
         "bjt: --set: key 'starting_bank': expected an amount above 0, found '1.555' (more than two decimals: "
         "amounts are counted in cents)\n"},
        {{"round", "--preset", "nope", "--shoe", "TS"},
         "bjt: no preset named 'nope' (the presets are: chartwell, classic, single-deck, three-bets, trivia; or give "
         "a preset FILE)\n"},
    };
    for (const auto& c : cases) {
        auto r = run_bjt(c.args);
        CHECK(r.exit_code == 2);
        CHECK(r.err == c.message);
        CHECK(r.out.empty());
    }
}

TEST_CASE("bjt round: every --set is applied before the cross-key rules are checked", "[bjt][set]") {
    const std::vector<std::string> base = {"round",          "--preset",  "classic", "--shoe",
                                           "TS 9D 8H 7C 5S", "--actions", "stand"};
    auto with = [&](std::vector<std::string> extra) {
        std::vector<std::string> args = base;
        args.insert(args.end(), extra.begin(), extra.end());
        return run_bjt(args);
    };
    CHECK(with({"--set", "split=none", "--set", "split_aces=false"}).exit_code == 0);
    CHECK(with({"--set", "split_aces=false", "--set", "split=none"}).exit_code == 0);
    auto conflict = with({"--set", "split=none"});  // classic splits aces: split=none alone conflicts
    CHECK(conflict.exit_code == 2);
    CHECK(conflict.err.find("key 'split_aces': expected false (splitting aces needs split") != std::string::npos);
}
