#pragma once
// An instant as the player's wall clock shows it, from a Clock's offset. "Today" on the
// leaderboard is the local calendar day; file names of damaged saves use the local time.
#include <string>

#include "storage/clock.h"

namespace bjt::storage {

struct LocalTime {
    int year = 1970, month = 1, day = 1;
    int hour = 0, minute = 0, second = 0;

    static LocalTime at(const Clock& clock, UnixSeconds instant);
    // "2024-03-31": sorts and compares as the calendar does.
    std::string date_text() const;
    // "20240331-021500", for file names.
    std::string compact_text() const;
};

}  // namespace bjt::storage
