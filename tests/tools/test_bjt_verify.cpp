// `bjt verify`: a revealed shoe of every deck count passes; a wrong seed, card or commitment is refused with
// the reason; bad input is exit 2.
#include <catch2/catch.hpp>

#include "engine/fairness/fair_shoe.h"
#include "engine/presets/preset_loader.h"
#include "tests/tools/run_command.h"

using namespace bjt;
using bjt::test::run_bjt;

namespace {

const std::string kServerSeed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
// SHA-256 of those 32 bytes: printf '0001...1f' | xxd -r -p | sha256sum
const std::string kCommitment = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd";

Rules trivia_rules(int decks) {
    const auto path = find_preset(std::string(BJT_SOURCE_DIR) + "/config/presets/trivia.yaml");
    REQUIRE(path.has_value());
    PresetLoad load = load_preset(*path);
    REQUIRE(load.ok());
    load.preset->rules.decks = decks;
    return load.preset->rules;
}

std::string card_text(const std::vector<Card>& cards) {
    std::string out;
    for (Card c : cards) out += (out.empty() ? "" : " ") + to_string(c);
    return out;
}

std::vector<Card> shoe_cards(int decks, std::size_t count, const std::string& server_seed = kServerSeed) {
    return fairness::dealt_cards(trivia_rules(decks), {*fairness::ServerSeed::from_hex(server_seed), "alice", 3},
                                 count);
}

test::CommandResult verify(int decks, const std::string& cards, const std::string& commitment = kCommitment,
                           const std::string& server_seed = kServerSeed) {
    return run_bjt({"verify", "--commitment", commitment, "--server-seed", server_seed, "--client-seed", "alice",
                    "--shoe-number", "3", "--preset", "trivia", "--set", "decks=" + std::to_string(decks), "--cards",
                    cards});
}

}  // namespace

TEST_CASE("bjt verify: shoes of every deck count pass, whole or in part", "[bjt][fairness]") {
    for (int decks = 1; decks <= 8; ++decks) {
        INFO(decks << " deck(s)");
        const auto whole = shoe_cards(decks, static_cast<std::size_t>(decks) * 52);
        auto r = verify(decks, card_text(whole));
        INFO(r.err);
        CHECK(r.exit_code == 0);
        CHECK(r.out.find("verified") == 0);
        CHECK(verify(decks, card_text({whole.begin(), whole.begin() + 10})).exit_code == 0);
        // The same cards are not what a shoe of another size deals.
        CHECK(verify(decks % 8 + 1, card_text({whole.begin(), whole.begin() + 10})).exit_code == 1);
    }
}

TEST_CASE("bjt verify: a wrong card, seed or commitment is refused with the reason", "[bjt][fairness]") {
    auto cards = shoe_cards(6, 12);
    std::swap(cards[4], cards[7]);
    if (cards[4] == cards[7]) cards[4] = Card(cards[4].rank() % 13 + 1, cards[4].suit());
    auto wrong_card = verify(6, card_text(cards));
    CHECK(wrong_card.exit_code == 1);
    CHECK(wrong_card.err.find("card 5 of shoe 3 is " + to_string(shoe_cards(6, 12)[4]) + ", not " +
                              to_string(cards[4])) != std::string::npos);

    // Another server seed with its own (matching) commitment: the commitment passes, the cards do not.
    const std::string other_seed = "ff" + kServerSeed.substr(2);
    const std::string other_commitment = fairness::ServerSeed::from_hex(other_seed)->commitment();
    auto wrong_seed = verify(6, card_text(shoe_cards(6, 12)), other_commitment, other_seed);
    CHECK(wrong_seed.exit_code == 1);
    CHECK(wrong_seed.err.find("card 1 of shoe 3") != std::string::npos);

    auto wrong_commitment = verify(6, card_text(shoe_cards(6, 12)), std::string(64, '0'));
    CHECK(wrong_commitment.exit_code == 1);
    CHECK(wrong_commitment.err.find("commitment mismatch") != std::string::npos);
    // The commitment is checked first: a right shoe under a wrong commitment still fails.
    auto seed_without_its_commitment = verify(6, card_text(shoe_cards(6, 12, other_seed)), kCommitment, other_seed);
    CHECK(seed_without_its_commitment.exit_code == 1);
    CHECK(seed_without_its_commitment.err.find("commitment mismatch") != std::string::npos);

    auto too_many = verify(1, card_text(shoe_cards(1, 52)) + " AS");
    CHECK(too_many.exit_code == 1);
    CHECK(too_many.err.find("holds 52 cards") != std::string::npos);
}

TEST_CASE("bjt verify: bad input is exit 2 with what is wrong", "[bjt][fairness]") {
    CHECK(verify(6, "AS 2X").exit_code == 2);
    CHECK(verify(6, "AS 2X").err.find("bad card '2X' (card 2") != std::string::npos);
    CHECK(verify(6, "").exit_code == 2);
    CHECK(verify(6, "AS", "abc").err.find("--commitment must be 64 hex digits") != std::string::npos);
    CHECK(verify(6, "AS", kCommitment, kServerSeed + "00").exit_code == 2);
    CHECK(run_bjt({"verify", "--commitment", kCommitment}).exit_code == 2);
    CHECK(run_bjt({"verify", "--commitment", kCommitment, "--server-seed", kServerSeed, "--client-seed", "a",
                   "--shoe-number", "0", "--preset", "trivia", "--cards", "AS"})
              .err.find("--shoe-number") != std::string::npos);
    CHECK(run_bjt({"verify", "--frobnicate"}).exit_code == 2);
    CHECK(run_bjt({"verify", "--help"}).exit_code == 0);
}
