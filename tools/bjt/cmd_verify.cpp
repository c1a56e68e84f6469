// bjt verify: checks a revealed shoe against its commitment and the cards it dealt (docs/fairness.md).
#include <charconv>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/fairness/shoe_check.h"
#include "tools/bjt/card_list.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"

namespace bjt::cli {

namespace {

constexpr const char* kHelp =
    "usage: bjt verify --commitment HEX --server-seed HEX --client-seed TEXT --shoe-number N\n"
    "                  --preset NAME|FILE --cards \"CARDS\" [--set KEY=VALUE ...]\n\n"
    "Checks a provably fair shoe (docs/fairness.md):\n"
    "  1. the commitment shown before the shoe's first card is SHA-256 of the revealed server seed;\n"
    "  2. CARDS are exactly the first cards that shoe deals under the preset (its decks and cut card), where the\n"
    "     shoe's seed is HMAC-SHA256(server seed, \"CLIENT-SEED:N\").\n\n"
    "  --commitment   64 hex digits, as shown before the shoe\n"
    "  --server-seed  64 hex digits, as revealed after the shoe\n"
    "  --client-seed  the client seed exactly as set (UTF-8; may be empty)\n"
    "  --shoe-number  the shoe's number, 1 for the first\n"
    "  --cards        the cards in the order they were dealt, e.g. \"8S 6D 8H TC\"\n"
    "  --set          overrides a preset key, as in `bjt round`\n\n"
    "Exit 0: both checks pass (one line). 1: a check failed (which, and for cards the first position that\n"
    "differs and what the shoe deals there). 2: bad input.\n";

struct VerifyInput {
    std::string commitment, server_seed, client_seed, shoe_number, preset, cards;
    bool have_client_seed = false;
    std::vector<std::string> overrides;
};

// Reads the options; returns an error message, or "" when every option was understood.
std::string read_options(Args args, VerifyInput& in) {
    for (std::size_t i = 0; i < args.size();) {
        const std::string_view arg = args[i];
        OptionTaker opt(args, i);
        std::string set_value;
        if (opt.take("--commitment", in.commitment) || opt.take("--server-seed", in.server_seed) ||
            opt.take("--shoe-number", in.shoe_number) || opt.take("--preset", in.preset) ||
            opt.take("--cards", in.cards)) {
        } else if (opt.take("--client-seed", in.client_seed)) {
            in.have_client_seed = true;
        } else if (opt.take("--set", set_value)) {
            in.overrides.push_back(set_value);
        } else {
            return "unknown argument '" + std::string(arg) + "' (try `bjt verify --help`)";
        }
        if (opt.missing()) return "option " + std::string(arg) + " needs a value";
    }
    for (const auto& [value, name] : {std::pair{&in.commitment, "--commitment"},
                                      {&in.server_seed, "--server-seed"},
                                      {&in.shoe_number, "--shoe-number"},
                                      {&in.preset, "--preset"},
                                      {&in.cards, "--cards"}})
        if (value->empty()) return std::string("verify needs ") + name;
    if (!in.have_client_seed) return "verify needs --client-seed (it may be empty: --client-seed \"\")";
    return "";
}

std::optional<std::uint64_t> parse_shoe_number(std::string_view text) {
    std::uint64_t n = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), n);
    if (r.ec != std::errc{} || r.ptr != text.data() + text.size() || n == 0) return std::nullopt;
    return n;
}

}  // namespace

int run_verify(Args args) {
    if (wants_help(args)) {
        std::printf("%s", kHelp);
        return 0;
    }
    VerifyInput in;
    if (std::string error = read_options(args, in); !error.empty()) return usage_error(error);
    if (in.commitment.size() != 64 || !fairness::from_hex(in.commitment))
        return usage_error("--commitment must be 64 hex digits, got '" + in.commitment + "'");
    const auto server_seed = fairness::ServerSeed::from_hex(in.server_seed);
    if (!server_seed) return usage_error("--server-seed must be 64 hex digits, got '" + in.server_seed + "'");
    const auto shoe_number = parse_shoe_number(in.shoe_number);
    if (!shoe_number) return usage_error("--shoe-number must be a whole number from 1, got '" + in.shoe_number + "'");
    std::string error;
    const auto preset = load_preset_with_overrides(in.preset, in.overrides, error);
    if (!preset) return usage_error(error);
    const auto cards = parse_card_list(in.cards, error);
    if (!cards) return usage_error("--cards: " + error);
    if (cards->empty()) return usage_error("--cards holds no card");

    const fairness::ShoeSeeds seeds{*server_seed, in.client_seed, *shoe_number};
    const fairness::ShoeCheck check = fairness::check_shoe(preset->rules, in.commitment, seeds, *cards);
    if (!check.ok()) {
        std::fprintf(stderr, "bjt verify: FAILED: %s\n", check.reason.c_str());
        return 1;
    }
    std::printf(
        "verified: the commitment matches the server seed, and the %zu card(s) are the first that shoe %llu "
        "deals (%d deck(s), cut card at %zu)\n",
        cards->size(), static_cast<unsigned long long>(*shoe_number), preset->rules.decks,
        fairness::fair_shoe(preset->rules, seeds).cut_position());
    return 0;
}

}  // namespace bjt::cli
