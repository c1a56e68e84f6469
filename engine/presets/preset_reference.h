#pragma once
#include <string>

namespace bjt {

// docs/presets.md: every preset key with its meaning, default and allowed values, made from the
// rule-key registry so the page cannot fall behind the code (a test compares them).
std::string preset_reference_markdown();

}  // namespace bjt
