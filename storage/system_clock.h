#pragma once
// The real clock: the system time, and the offset of the process's time zone (TZ or /etc/localtime).
#include "storage/clock.h"

namespace bjt::storage {

class SystemClock final : public Clock {
public:
    UnixSeconds now() const override;
    int utc_offset_seconds(UnixSeconds at) const override;
};

}  // namespace bjt::storage
