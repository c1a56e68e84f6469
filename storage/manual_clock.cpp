#include "storage/manual_clock.h"

namespace bjt::storage {

int ManualClock::utc_offset_seconds(UnixSeconds at) const {
    auto it = offsets_.upper_bound(at);  // first change after `at`; the one before it applies
    --it;  // never begin(): kBeginning is always present
    return it->second;
}

void ManualClock::set_offset(int offset_seconds) {
    offsets_.clear();
    offsets_[kBeginning] = offset_seconds;
}

}  // namespace bjt::storage
