#include "storage/local_time.h"

#include <chrono>
#include <cstdio>

namespace bjt::storage {

LocalTime LocalTime::at(const Clock& clock, UnixSeconds instant) {
    using namespace std::chrono;
    const sys_seconds local{seconds{instant + clock.utc_offset_seconds(instant)}};
    const sys_days day = floor<days>(local);
    const year_month_day ymd{day};
    const hh_mm_ss time{local - day};
    LocalTime t;
    t.year = static_cast<int>(ymd.year());
    t.month = static_cast<int>(static_cast<unsigned>(ymd.month()));
    t.day = static_cast<int>(static_cast<unsigned>(ymd.day()));
    t.hour = static_cast<int>(time.hours().count());
    t.minute = static_cast<int>(time.minutes().count());
    t.second = static_cast<int>(time.seconds().count());
    return t;
}

std::string LocalTime::date_text() const {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", year, month, day);
    return buffer;
}

std::string LocalTime::compact_text() const {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d%02d%02d-%02d%02d%02d", year, month, day, hour, minute, second);
    return buffer;
}

}  // namespace bjt::storage
