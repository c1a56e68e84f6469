// The game-script parser (--script) on arbitrary text: it parses or gives one error naming a line, never
// both, never a crash.
#include "game/script/script.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const bjt::game::Script script = bjt::game::Script::parse(bjt::fuzz::text_of(data, size), "fuzz.txt");
    bjt::fuzz::require(script.error.empty() || script.error.rfind("fuzz.txt:", 0) == 0,
                       "a script error names the script and line", script.error);
    return 0;
}
