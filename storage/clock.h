#pragma once
// Where "now" and the local time zone come from. The game uses SystemClock; tests use
// ManualClock to set the instant and the local offset (a day boundary, a DST change).
#include <cstdint>

namespace bjt::storage {

// Seconds since 1970-01-01 00:00:00 UTC.
using UnixSeconds = std::int64_t;

class Clock {
public:
    virtual ~Clock() = default;
    virtual UnixSeconds now() const = 0;
    // Local time minus UTC, in seconds, at the instant `at` (it changes with daylight saving time).
    virtual int utc_offset_seconds(UnixSeconds at) const = 0;
};

}  // namespace bjt::storage
