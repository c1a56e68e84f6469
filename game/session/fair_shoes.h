#pragma once
// The game's provably fair shoes (docs/fairness.md): each shoe the table deals from is made from a fresh server
// seed, the player's client seed and a shoe number the save gives (one more than the profile's last, in any
// session, preset or game: storage::HandHistory::take_fair_shoe_number()). The commitment is known from the moment
// the shoe is put on the table, before its first card; the server seed only once the shoe is done (reshuffled, or
// the player cashes out or leaves), when it moves to revealed().
//
// Scripted tests opt in with a fixed server seed (--fair-server-seed): every shoe then uses that seed, and the
// shoes still differ by their number.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/fairness/fair_shoe.h"
#include "engine/rules.h"
#include "engine/shoe.h"

namespace bjt::game {

// One shoe as the Fairness panel and the inspector show it.
struct FairShoeInfo {
    std::uint64_t number = 0;
    std::string client_seed;
    std::string commitment;  // SHA-256 of the server seed, 64 hex digits
    std::string server_seed;  // 64 hex digits once revealed; empty before
    std::string preset;  // the key of the preset it was dealt at; empty: unknown (a shoe of an older save)
    std::optional<Rules> rules;  // the rules it was dealt under (options included); nullopt: unknown
    std::string when;  // when it was committed, "2026-11-24 18:05" in local time; empty: unknown
    std::vector<Card> cards;  // revealed shoes: the cards dealt from it, in order
    std::string check;  // revealed shoes: the `bjt verify` line (verify_command()), made at the reveal
};

class FairShoes {
public:
    // `fixed_server_seed`: every shoe uses it (tests); otherwise 256 fresh bits from getrandom per shoe.
    FairShoes(std::optional<fairness::ServerSeed> fixed_server_seed, std::string client_seed);

    // A random client seed for the player to keep or change: 16 hex digits from `bits`.
    static std::string random_client_seed(std::uint64_t bits);
    // The same from 64 bits of getrandom (normal play).
    static std::string random_client_seed();

    // The next shoe under `rules` at preset `preset`, numbered `number` (the save's next number for the profile;
    // 0 when the save could not give one: one more than the last number here). The table shuffles it again under
    // `shuffle: every-round`, exactly as fairness::fair_shoe() describes.
    Shoe next(const Rules& rules, const std::string& preset, std::uint64_t number = 0, std::string when = {});
    // The shoe in play is done: its server seed is shown with the cards it dealt. No-op without one; a shoe no card
    // was dealt from is dropped (nothing to check, and the save has no row of it).
    void reveal(const std::vector<Card>& dealt);

    // The profile's revealed shoes as the save has them, newest first (at most kListed), in place of those shown:
    // each sitting down reads them again, for the profile seated. Their checks are made here.
    void show_saved(std::vector<FairShoeInfo> shoes);
    static constexpr std::size_t kListed = 4;

    // The client seed the next shoe will use (the options menu edits it); the shoe in play keeps its own.
    const std::string& client_seed() const { return client_seed_; }
    void set_client_seed(std::string seed) { client_seed_ = std::move(seed); }

    const std::optional<FairShoeInfo>& current() const { return current_; }
    const std::optional<FairShoeInfo>& revealed() const { return revealed_; }
    // The shoes revealed before revealed(), newest first (the Fairness panel lists them with it).
    const std::vector<FairShoeInfo>& earlier() const { return earlier_; }
    // The server seed of the shoe in play, for the save's record of the reveal (hex).
    std::string current_server_seed() const { return seed_.hex(); }

private:
    std::optional<fairness::ServerSeed> fixed_;
    std::string client_seed_;
    fairness::ServerSeed seed_;
    std::uint64_t last_number_ = 0;
    std::optional<FairShoeInfo> current_;
    std::optional<FairShoeInfo> revealed_;
    std::vector<FairShoeInfo> earlier_;
};

// The one-line check a player can copy: `bjt verify --commitment ... --cards "..."` with at most `max_cards` of
// the shoe's first cards (any number from the first on is a valid check). It checks the shoe as it was dealt:
// `--preset` names its preset, and `--set` gives each rule that makes the shoe (decks, shuffle, cut_card, and
// penetration_percent for a fixed cut card) whose value differs from that preset file's as `bjt verify` reads it
// now (engine find_preset()). A preset bjt cannot find by name (the player's own) is replaced by the shipped trivia
// preset with the same --set options, which then carry the shoe's rules whole.
std::string verify_command(const FairShoeInfo& shoe, std::size_t max_cards = 8);

}  // namespace bjt::game
