#include "storage/system_clock.h"

#include <chrono>
#include <ctime>

namespace bjt::storage {

UnixSeconds SystemClock::now() const {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

int SystemClock::utc_offset_seconds(UnixSeconds at) const {
    // libstdc++ 12 has no std::chrono::current_zone(); localtime_r knows the zone's rules for any instant.
    const std::time_t t = static_cast<std::time_t>(at);
    std::tm local{};
    if (!localtime_r(&t, &local)) return 0;
    return static_cast<int>(local.tm_gmtoff);
}

}  // namespace bjt::storage
