#pragma once
// One bank per preset per profile. A profile plays one preset at a time, with that preset's bank and credits
// in profiles.bank / profiles.credits; the bank and credits of every other preset it has played wait in
// kept_banks. Switching presets (switch_to) is one transaction: the bank in play is kept for the preset being
// left (a 'bank_kept' journal entry takes it out of profiles.bank), and the bank kept for the new preset comes
// back ('bank_resumed'), or, for a preset never played, a new run starts at its starting bank. Both entries
// name the preset, so the journal sums to profiles.bank and, per preset, to each kept bank.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/money.h"

namespace bjt::storage {

class SaveDatabase;

struct KeptBank {
    std::string preset;
    Cents bank = 0;
    int credits = 0;
};

class KeptBanks {
public:
    explicit KeptBanks(SaveDatabase& db);

    // The bank kept for `preset` (nullopt: none; the preset the profile plays now has none either).
    std::optional<KeptBank> find(std::int64_t profile_id, std::string_view preset);
    std::vector<KeptBank> list(std::int64_t profile_id);
    // The profile plays `preset` from now on (nothing happens if it already does). Refused (StorageError)
    // while a round is open. `starting_bank` and `starting_credits` start the run of a preset never played.
    void switch_to(std::int64_t profile_id, std::string_view preset, Cents starting_bank, int starting_credits);

private:
    SaveDatabase& db_;
};

}  // namespace bjt::storage
