// The parsers behind `bjt round`'s --shoe and --actions (and the game's --shoe): a card that parses prints
// back to a name that parses to the same card, an action prints back to its own name, and a parsed shoe
// printed back parses to the same shoe.
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bjt;
    const std::string text = fuzz::text_of(data, size);
    std::vector<Card> shoe;
    std::string printed;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find_first_of(" ,", start);
        if (end == std::string::npos) end = text.size();
        const std::string token = text.substr(start, end - start);
        start = end + 1;
        if (auto action = parse_action(token))
            fuzz::require(parse_action(action_name(*action)) == action, "an action prints back to itself", token);
        const auto card = parse_card(token);
        if (!card) continue;
        const std::string name = to_string(*card);
        const auto again = parse_card(name);
        fuzz::require(again && *again == *card, "a card prints back to the same card", token + " -> " + name);
        shoe.push_back(*card);
        printed += (printed.empty() ? "" : " ") + name;
    }
    std::size_t i = 0;
    for (std::size_t from = 0; from < printed.size() && i < shoe.size(); ++i) {
        std::size_t to = printed.find(' ', from);
        if (to == std::string::npos) to = printed.size();
        const auto card = parse_card(printed.substr(from, to - from));
        fuzz::require(card && *card == shoe[i], "a printed shoe parses to the same shoe", printed);
        from = to + 1;
    }
    fuzz::require(i == shoe.size(), "a printed shoe has every card", printed);
    return 0;
}
