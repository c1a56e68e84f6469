// The fair shoe: the documented message and seed derivation, and that the derived shoe is exactly what a
// Table deals from under every preset.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "engine/fairness/fair_shoe.h"
#include "engine/fairness/hex.h"
#include "engine/table.h"
#include "tests/engine/random_player.h"
#include "tests/engine/stacked_round.h"

using namespace bjt;
using namespace bjt::fairness;

namespace {

ShoeSeeds sample_seeds(std::uint64_t shoe_number = 1) {
    ShoeSeeds s;
    s.server_seed = *ServerSeed::from_hex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    s.client_seed = "alice";
    s.shoe_number = shoe_number;
    return s;
}

}  // namespace

TEST_CASE("fair shoe: the message and the engine seed follow docs/fairness.md", "[fairness]") {
    CHECK(shoe_message("alice", 1) == "alice:1");
    CHECK(shoe_message("", 12) == ":12");
    CHECK(shoe_message("née 7", 300) == "née 7:300");  // UTF-8 bytes as typed
    // Computed independently with: printf 'alice:1' | openssl dgst -sha256 -mac HMAC -macopt hexkey:0001...1f
    const Digest mac = shoe_mac(sample_seeds());
    CHECK(to_hex(mac) == "711526363c653860099477ba67702b39ae66979aff4d50863e132e57dcad8af9");
    CHECK(engine_seed(mac) == 0x711526363c653860ull);  // the first 8 bytes, big-endian
}

TEST_CASE("fair shoe: server seed, commitment and its refusals", "[fairness]") {
    const ServerSeed a = ServerSeed::generate(), b = ServerSeed::generate();
    CHECK(a != b);  // 256 bits from the OS: equal only by a 2^-256 chance
    CHECK(ServerSeed::from_hex(a.hex()) == a);
    CHECK(a.commitment() == to_hex(sha256(a.bytes)));
    CHECK(a.commitment().size() == 64);
    // The commitment of the sample seed, as `xxd -r -p | sha256sum` computes it (docs/fairness.md).
    CHECK(sample_seeds().server_seed.commitment() ==
          "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
    CHECK_FALSE(ServerSeed::from_hex(std::string(63, 'a')).has_value());
    CHECK_FALSE(ServerSeed::from_hex(std::string(66, 'a')).has_value());
    CHECK_FALSE(ServerSeed::from_hex(std::string(62, 'a') + "xy").has_value());
}

TEST_CASE("fair shoe: every seed part changes the shoe, and each shoe holds whole decks", "[fairness]") {
    const Rules rules = test::preset_rules("trivia");
    const auto base = dealt_cards(rules, sample_seeds(), 52);
    CHECK(dealt_cards(rules, sample_seeds(), 52) == base);
    CHECK(dealt_cards(rules, sample_seeds(2), 52) != base);
    ShoeSeeds other_client = sample_seeds();
    other_client.client_seed = "alicf";
    CHECK(dealt_cards(rules, other_client, 52) != base);
    ShoeSeeds other_server = sample_seeds();
    other_server.server_seed.bytes[31] ^= 1;
    CHECK(dealt_cards(rules, other_server, 52) != base);

    for (int decks = 1; decks <= 8; ++decks) {
        Rules r = rules;
        r.decks = decks;
        const auto all = dealt_cards(r, sample_seeds(), static_cast<std::size_t>(decks) * 52);
        std::map<std::uint8_t, int> counts;
        for (Card c : all) ++counts[c.bits()];
        CHECK(counts.size() == 52);
        CHECK(std::all_of(counts.begin(), counts.end(), [&](const auto& kv) { return kv.second == decks; }));
        CHECK_THROWS(dealt_cards(r, sample_seeds(), all.size() + 1));
    }
}

TEST_CASE("fair shoe: the table deals exactly the derived cards under every preset", "[fairness]") {
    for (const std::string name : {"trivia", "classic", "single-deck", "three-bets", "chartwell"}) {
        INFO("preset " << name);
        const Rules rules = test::preset_rules(name);
        for (std::uint64_t shoe_number = 1; shoe_number <= 20; ++shoe_number) {
            const ShoeSeeds seeds = sample_seeds(shoe_number);
            Table table(rules, fair_shoe(rules, seeds));
            std::vector<Card> dealt;
            table.set_event_sink([&](const Event& e) {
                if (e.type == EventType::CardDealt) dealt.push_back(e.card);
            });
            test::RandomPlayer player(shoe_number);
            REQUIRE(table.begin_round(player.choose_bet(table)).ok());
            while (table.state() != RoundState::RoundOver) REQUIRE(player.step(table).ok());
            REQUIRE(!dealt.empty());
            CHECK(dealt == dealt_cards(rules, seeds, dealt.size()));
        }
    }
}
