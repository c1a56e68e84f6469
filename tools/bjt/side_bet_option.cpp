#include "tools/bjt/side_bet_option.h"

namespace bjt::cli {

std::string side_bet_names() {
    std::string out;
    for (SideBet b : kSideBets) out += (out.empty() ? "" : ", ") + std::string(side_bet_name(b));
    return out;
}

bool add_side_bet_option(std::string_view text, SideBetStakes& into, std::string& error) {
    const auto eq = text.find('=');
    const std::string_view name = text.substr(0, eq);
    const auto bet = parse_side_bet(name);
    if (eq == std::string_view::npos || !bet) {
        error = "bad --side-bet '" + std::string(text) + "' (expected NAME=AMOUNT with NAME one of " +
                side_bet_names() + ")";
        return false;
    }
    const std::string_view amount_text = text.substr(eq + 1);
    const auto amount = parse_amount(amount_text);
    if (!amount || *amount <= 0) {
        error = "bad --side-bet amount '" + std::string(amount_text) + "' for " + std::string(name) +
                " (expected an amount above 0, e.g. 5 or 2.50)";
        return false;
    }
    if (into[*bet] != 0) {
        error = "--side-bet " + std::string(name) + " is given twice";
        return false;
    }
    into[*bet] = *amount;
    return true;
}

}  // namespace bjt::cli
