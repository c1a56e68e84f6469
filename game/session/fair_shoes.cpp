#include "game/session/fair_shoes.h"

#include <algorithm>
#include <array>

#include "engine/fairness/hex.h"
#include "engine/presets/preset_loader.h"
#include "engine/rule_keys.h"

namespace bjt::game {

FairShoes::FairShoes(std::optional<fairness::ServerSeed> fixed_server_seed, std::string client_seed)
    : fixed_(fixed_server_seed), client_seed_(std::move(client_seed)) {}

std::string FairShoes::random_client_seed(std::uint64_t bits) {
    std::array<std::uint8_t, 8> bytes{};
    for (auto& b : bytes) b = static_cast<std::uint8_t>(bits >> 56), bits <<= 8;
    return fairness::to_hex(bytes);
}

std::string FairShoes::random_client_seed() {
    const auto random = fairness::ServerSeed::generate();  // 256 bits from getrandom; 64 are plenty here
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < 8; ++i) bits = (bits << 8) | random.bytes[i];
    return random_client_seed(bits);
}

Shoe FairShoes::next(const Rules& rules, const std::string& preset, std::uint64_t number, std::string when) {
    seed_ = fixed_ ? *fixed_ : fairness::ServerSeed::generate();
    last_number_ = number != 0 ? number : last_number_ + 1;
    const fairness::ShoeSeeds seeds{seed_, client_seed_, last_number_};
    current_ =
        FairShoeInfo{seeds.shoe_number, client_seed_, seed_.commitment(), {}, preset, rules, std::move(when), {}, {}};
    // Not fairness::fair_shoe(): that one is already shuffled once more under every-round, which the table's
    // begin_round does itself.
    return Shoe(rules.decks, fairness::engine_seed(seeds), rules.cut_card, rules.penetration_percent);
}

void FairShoes::reveal(const std::vector<Card>& dealt) {
    if (!current_) return;
    if (dealt.empty()) return current_.reset();  // no card to check: the save keeps no row of it either
    if (revealed_) earlier_.insert(earlier_.begin(), std::move(*revealed_));
    if (earlier_.size() >= kListed) earlier_.resize(kListed - 1);
    revealed_ = std::move(current_);
    current_.reset();
    revealed_->server_seed = seed_.hex();
    revealed_->cards = dealt;
    revealed_->check = verify_command(*revealed_);
}

void FairShoes::show_saved(std::vector<FairShoeInfo> shoes) {
    if (shoes.size() > kListed) shoes.resize(kListed);
    for (FairShoeInfo& shoe : shoes) {
        shoe.check = verify_command(shoe);
        last_number_ = std::max(last_number_, shoe.number);  // counting on without the save never reuses these
    }
    revealed_.reset();
    earlier_.clear();
    if (shoes.empty()) return;
    revealed_ = std::move(shoes.front());
    earlier_.assign(std::make_move_iterator(shoes.begin() + 1), std::make_move_iterator(shoes.end()));
}

namespace {
// Single quotes for a POSIX shell: a client seed is any text the player typed.
std::string shell_quoted(const std::string& text) {
    std::string quoted = "'";
    for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

// The rules of a preset as `bjt verify --preset NAME` reads them; nullopt when bjt would not find or load it.
std::optional<Rules> preset_rules(const std::string& name) {
    const auto path = name.empty() ? std::nullopt : find_preset(name);
    if (!path) return std::nullopt;
    PresetLoad load = load_preset(*path);
    if (!load.ok()) return std::nullopt;
    return load.preset->rules;
}

// " --preset NAME --set KEY=VALUE ...": a preset bjt reads, and the shoe rules of `dealt` that differ from it.
std::string shoe_rules_options(const std::string& preset, const Rules& dealt) {
    std::string name = preset;
    std::optional<Rules> base = preset_rules(name);
    if (!base) base = preset_rules(name = "trivia");  // the --set options below then give every shoe rule
    std::string options = " --preset " + name;
    for (const char* key : {"decks", "shuffle", "cut_card", "penetration_percent"}) {
        const RuleKey* rule = find_rule_key(key);
        // A random cut card is drawn from the shoe's seed: the penetration does not place it.
        if (rule == nullptr || (rule->name == "penetration_percent" && dealt.cut_card != CutCardPlacement::Fixed))
            continue;
        const std::string value = rule->format(dealt);
        if (!base || rule->format(*base) != value) options += " --set " + std::string(key) + "=" + value;
    }
    return options;
}
}  // namespace

std::string verify_command(const FairShoeInfo& shoe, std::size_t max_cards) {
    std::string cards;
    for (std::size_t i = 0; i < shoe.cards.size() && i < max_cards; ++i)
        cards += (i ? " " : "") + to_string(shoe.cards[i]);
    std::string line = "bjt verify --commitment " + shoe.commitment + " --server-seed " + shoe.server_seed;
    line += " --client-seed " + shell_quoted(shoe.client_seed) + " --shoe-number " + std::to_string(shoe.number);
    line += shoe.rules ? shoe_rules_options(shoe.preset, *shoe.rules) : " --preset " + shoe.preset;
    return line + " --cards \"" + cards + "\"";
}

}  // namespace bjt::game
