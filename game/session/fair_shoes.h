#pragma once
// The game's provably fair shoes (docs/fairness.md): each shoe the table deals from is made from a fresh server
// seed, the player's client seed and a shoe number counting up from 1 for the session. The commitment is known
// from the moment the shoe is put on the table, before its first card; the server seed only once the shoe is
// done (reshuffled, or the player cashes out or leaves), when it moves to revealed().
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
    std::string preset;  // the preset key `bjt verify --preset` takes
    std::string shoe_changes;  // the options' changes to the shoe's rules, as `bjt verify` takes them: " --set decks=2"
    std::vector<Card> cards;  // revealed shoes: the cards dealt from it, in order
};

class FairShoes {
public:
    // `fixed_server_seed`: every shoe uses it (tests); otherwise 256 fresh bits from getrandom per shoe.
    FairShoes(std::optional<fairness::ServerSeed> fixed_server_seed, std::string client_seed);

    // A random client seed for the player to keep or change: 16 hex digits from `bits`.
    static std::string random_client_seed(std::uint64_t bits);
    // The same from 64 bits of getrandom (normal play).
    static std::string random_client_seed();

    // The next shoe under `rules`, shoe number one more than the last. The table shuffles it again under
    // `shuffle: every-round`, exactly as fairness::fair_shoe() describes.
    Shoe next(const Rules& rules, const std::string& preset, std::string shoe_changes = {});
    // The shoe in play is done: its server seed is shown with the cards it dealt. No-op without one.
    void reveal(const std::vector<Card>& dealt);

    // A shoe revealed before this session (read from the save), shown as the revealed one until a shoe of this
    // session is revealed. No-op once one has been.
    void show_earlier(FairShoeInfo shoe) {
        if (!revealed_) revealed_ = std::move(shoe);
    }

    // The client seed the next shoe will use (the options menu edits it); the shoe in play keeps its own.
    const std::string& client_seed() const { return client_seed_; }
    void set_client_seed(std::string seed) { client_seed_ = std::move(seed); }

    const std::optional<FairShoeInfo>& current() const { return current_; }
    const std::optional<FairShoeInfo>& revealed() const { return revealed_; }
    // The server seed of the shoe in play, for the save's record of the reveal (hex).
    std::string current_server_seed() const { return seed_.hex(); }

private:
    std::optional<fairness::ServerSeed> fixed_;
    std::string client_seed_;
    fairness::ServerSeed seed_;
    std::uint64_t shoes_ = 0;
    std::optional<FairShoeInfo> current_;
    std::optional<FairShoeInfo> revealed_;
};

// The one-line check a player can copy: `bjt verify --commitment ... --cards "..."` with at most `max_cards` of
// the shoe's first cards (any number from the first on is a valid check).
std::string verify_command(const FairShoeInfo& shoe, std::size_t max_cards = 8);

}  // namespace bjt::game
