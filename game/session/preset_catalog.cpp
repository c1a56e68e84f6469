#include "game/session/preset_catalog.h"

#include <algorithm>
#include <filesystem>

#include "engine/presets/preset_loader.h"

namespace bjt::game {

namespace {
struct Shipped {
    const char* name;
    const char* label;
};
constexpr Shipped kShipped[] = {{"trivia", "Trivia Blackjack"},
                                {"classic", "Classic"},
                                {"three-bets", "Three Bets"},
                                {"single-deck", "Single Deck"},
                                {"chartwell", "Chartwell"}};

// A player's preset is listed under the name it gives itself ("My House Rules"), else its file name (a
// broken file still shows, so that choosing it can say what is wrong).
std::string label_of(const std::filesystem::path& file) {
    const PresetLoad loaded = load_preset(file.string());
    if (loaded.ok() && !loaded.preset->rules.name.empty()) return loaded.preset->rules.name;
    return file.stem().string();
}

}  // namespace

bool PresetCatalog::scan(const std::string& extra) {
    choices_.clear();
    for (const Shipped& s : kShipped)
        if (auto path = find_preset(s.name)) choices_.push_back({s.label, *path, false});

    std::error_code ec;
    const std::filesystem::path dir = user_dir_;
    if (!dir.empty() && std::filesystem::is_directory(dir, ec)) {
        std::vector<std::filesystem::path> files;
        // increment(ec), not ++: a folder that fails mid-listing (removed, unreadable) must not throw.
        for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".yaml") files.push_back(it->path());
        std::sort(files.begin(), files.end());
        for (const auto& f : files) choices_.push_back({label_of(f), f.string(), true});
    }

    selected_ = 0;
    if (!extra.empty()) {
        int i = index_of(extra);
        if (i < 0) {
            if (auto path = find_preset(extra)) {
                choices_.push_back({label_of(*path), *path, true});
                i = static_cast<int>(choices_.size()) - 1;
            }
        }
        if (i < 0) return false;
        selected_ = i;
    }
    return true;
}

std::string PresetCatalog::listing() const {
    std::string out;
    for (const PresetChoice& c : choices_) out += (out.empty() ? "" : ", ") + c.key();
    return out;
}

int PresetCatalog::index_of(const std::string& name) const {
    for (std::size_t i = 0; i < choices_.size(); ++i) {
        const PresetChoice& c = choices_[i];
        if (c.label == name || c.path == name || c.key() == name) return static_cast<int>(i);
    }
    return -1;
}

std::optional<Rules> PresetCatalog::load(int i, std::string& error) const {
    if (i < 0 || i >= static_cast<int>(choices_.size())) {
        error = "no such preset";
        return std::nullopt;
    }
    const PresetLoad loaded = load_preset(choices_[static_cast<std::size_t>(i)].path);
    if (!loaded.ok()) {
        error.clear();
        for (const PresetError& e : loaded.errors) error += e.message() + "\n";
        return std::nullopt;
    }
    return loaded.preset->rules;
}

}  // namespace bjt::game
