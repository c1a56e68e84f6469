#include "storage/journal_kind.h"

#include <array>

namespace bjt::storage {
namespace {

constexpr std::array<std::string_view, 19> kNames = {
    "new_profile",
    "new_run",
    "bet",
    "double",
    "split",
    "insurance",
    "even_money",
    "hand_settled",
    "insurance_settled",
    "even_money_settled",
    "prediction",
    "bonus",
    "refund",
    "cash_out",
    "restored",
    "side_bet",
    "side_bet_settled",
    "bank_kept",
    "bank_resumed",
};

}  // namespace

std::string_view journal_kind_name(JournalKind k) { return kNames[static_cast<std::size_t>(k)]; }

std::optional<JournalKind> parse_journal_kind(std::string_view name) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name) return static_cast<JournalKind>(i);
    return std::nullopt;
}

}  // namespace bjt::storage
