#pragma once
// A clock that shows what it is told: tests (and scripted game runs) set the instant and the
// local offset. An offset change at a given instant models a daylight-saving switch.
#include <map>

#include "storage/clock.h"

namespace bjt::storage {

class ManualClock final : public Clock {
public:
    explicit ManualClock(UnixSeconds now = 0, int utc_offset_seconds = 0) : now_(now) {
        offsets_[kBeginning] = utc_offset_seconds;
    }

    UnixSeconds now() const override { return now_; }
    int utc_offset_seconds(UnixSeconds at) const override;

    void set_now(UnixSeconds now) { now_ = now; }
    void advance(UnixSeconds seconds) { now_ += seconds; }
    // From `from` on (until a later change) the local offset is `offset_seconds`.
    void change_offset_at(UnixSeconds from, int offset_seconds) { offsets_[from] = offset_seconds; }
    // The same offset at every instant.
    void set_offset(int offset_seconds);

private:
    static constexpr UnixSeconds kBeginning = INT64_MIN;
    UnixSeconds now_;
    std::map<UnixSeconds, int> offsets_;
};

}  // namespace bjt::storage
