#pragma once
// One row of the money journal, and one round as the journal saw it.
#include <cstdint>
#include <optional>
#include <string>

#include "engine/money.h"
#include "storage/clock.h"
#include "storage/journal_kind.h"

namespace bjt::storage {

struct JournalEntry {
    std::int64_t id = 0;
    std::optional<std::int64_t> round_id;
    UnixSeconds at = 0;
    std::optional<JournalKind> kind;  // nullopt: a kind this game does not know
    std::string kind_name;
    Cents amount = 0;  // change of the bank
    Cents stake_change = 0;  // change of the money on the table
    Cents bank_after = 0;
};

enum class RoundStatus : std::uint8_t { Open, Settled, Refunded };

struct RoundRecord {
    std::int64_t id = 0;
    RoundStatus status = RoundStatus::Open;
    UnixSeconds opened_at = 0;
    std::optional<UnixSeconds> closed_at;
    Cents bank_before = 0;
    Cents on_table = 0;
    std::optional<Cents> bank_after;
    std::optional<Cents> net;
};

}  // namespace bjt::storage
