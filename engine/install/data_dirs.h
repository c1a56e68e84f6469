#pragma once
// Where the shipped data (the presets, the question bank) is looked for, in this order:
//   1. beside the running program: <folder of the executable>/../share/blackjack-trivia, so an install under
//      any prefix finds its own data (/usr/games and /usr/bin both lead to /usr/share/blackjack-trivia, and so
//      does a package unpacked into any folder);
//   2. the source tree the program was built from, so a developer's build/ runs with the tree's data;
//   3. the data folder of the install prefix configured at build time.
// The compiled-in folders come last: a moved or relocated install never reads another copy's data first.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace bjt {

// The folder holding the running executable (Linux: /proc/self/exe); empty when the system cannot say.
std::filesystem::path executable_dir();

// The data folders for an executable in `exe_dir` (empty: none beside it), in search order, existing or not.
std::vector<std::filesystem::path> shipped_data_roots(const std::filesystem::path& exe_dir);

// shipped_data_roots(executable_dir()), each joined with `relative` ("config/presets", "assets/trivia").
std::vector<std::string> shipped_data_paths(std::string_view relative);

}  // namespace bjt
