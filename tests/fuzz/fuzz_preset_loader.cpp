// The preset loader on arbitrary text, `extends:` included (resolved against the shipped presets folder).
// A preset that loads must validate again and survive "Save as preset": written by write_preset_yaml and
// loaded back, it gives the same rules (compared through the writer, the one full spelling of Rules).
#include "engine/presets/preset_loader.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bjt;
    const std::string text = fuzz::text_of(data, size);
    const PresetLoad load = load_preset_text(text, "fuzz.yaml", BJT_FUZZ_PRESET_DIR);
    fuzz::require(load.ok() == load.errors.empty(), "a load is ok exactly when it has no error");
    if (!load.ok()) {
        for (const auto& e : load.errors) fuzz::require(!e.message().empty(), "every error has a message");
        return 0;
    }
    const std::string written = write_preset_yaml(load.preset->rules);
    const PresetLoad again = load_preset_text(written, "saved.yaml", BJT_FUZZ_PRESET_DIR);
    fuzz::require(again.ok(), "a saved preset loads again", written);
    fuzz::require(write_preset_yaml(again.preset->rules) == written, "a saved preset loads to the same rules", written);
    return 0;
}
