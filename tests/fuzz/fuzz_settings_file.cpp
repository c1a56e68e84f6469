// settings.yaml on arbitrary text: a damaged file gives the defaults and a notice, never a crash; settings
// that load write back to text that loads to the same settings.
#include "game/settings/settings_file.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bjt::game;
    const SettingsLoad load = parse_settings(bjt::fuzz::text_of(data, size), "settings.yaml");
    const std::string written = settings_yaml(load.settings);
    const SettingsLoad again = parse_settings(written, "settings.yaml");
    bjt::fuzz::require(again.notice.empty(), "written settings load without a notice", again.notice + "\n" + written);
    bjt::fuzz::require(settings_yaml(again.settings) == written, "written settings load to the same settings", written);
    return 0;
}
