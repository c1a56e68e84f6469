#include "tools/bjt/side_bet_option.h"

namespace bjt::cli {

std::string side_bet_names() {
    std::string out;
    for (SideBet b : kSideBets) out += (out.empty() ? "" : ", ") + std::string(side_bet_name(b));
    return out;
}

std::string side_bet_refusal_message(const Rules& rules, const SideBetStakes& stakes, Refusal refusal, Cents bet,
                                     Cents bank) {
    if (refusal == Refusal::SideBetBankTooLow)
        return "cannot place the side bets: the bank " + format_amount(bank) + " cannot cover the base bet " +
               format_amount(bet) + " and side bets of " + format_amount(stakes.total());
    for (SideBet b : kSideBets) {
        if (stakes[b] == 0) continue;
        const Status s = check_side_bet(rules, b, stakes[b]);
        if (s.ok()) continue;
        const SideBetRule rule = side_bet_rule(rules, b);
        std::string message = "cannot place --side-bet " + std::string(side_bet_name(b)) + "=" +
                              format_amount(stakes[b]) + ": " + std::string(describe(s.refusal));
        if (s.refusal != Refusal::SideBetNotOffered)
            message += " (limits " + format_amount(rule.min) + " to " + format_amount(rule.max) + ", in steps of " +
                       format_amount(rules.bet_step) + ")";
        return message;
    }
    return "";
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
