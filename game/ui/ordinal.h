#pragma once
// 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd": a place as words read and spoken alike ("#1" is spoken as
// "number sign one").
#include <string>

namespace bjt::game {

inline std::string ordinal(int n) {
    const int last_two = n % 100;
    const char* suffix = "th";
    if (last_two < 11 || last_two > 13) {
        if (n % 10 == 1) suffix = "st";
        if (n % 10 == 2) suffix = "nd";
        if (n % 10 == 3) suffix = "rd";
    }
    return std::to_string(n) + suffix;
}

}  // namespace bjt::game
