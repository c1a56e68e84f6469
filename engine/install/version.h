#pragma once
// The version of Blackjack Trivia. It is set in one place, project(VERSION ...) in the top CMakeLists.txt;
// debian/changelog and the AppStream metainfo repeat it, and a test checks that all of them agree.
#include <string_view>

namespace bjt {

// "0.1.0"
std::string_view version();

}  // namespace bjt
