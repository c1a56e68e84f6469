#include "game/session/active_rules.h"

#include <utility>

#include "engine/rule_keys.h"

namespace bjt::game {

namespace {
const SourceLocation kMenuLocation{std::string(ActiveRules::kOptionsMenu), 0, 0};

// The value of `key` in these rules as a preset would write it.
std::string formatted(const Rules& rules, std::string_view key) {
    const RuleKey* k = find_rule_key(key);
    return k ? k->format(rules) : std::string();
}
}  // namespace

ActiveRules::ActiveRules(std::string preset_path) : watcher_(std::move(preset_path)) { recompose(); }

void ActiveRules::recompose() {
    composed_ = watcher_.good();
    dropped_.clear();
    // Overrides are applied one at a time, each validated against what is there so far. Cross-field rules
    // can make the order matter ("resplit needs split"), so passes repeat until no more fit.
    std::map<std::string, std::string> pending = overrides_;
    bool progress = true;
    while (!pending.empty() && progress) {
        progress = false;
        for (auto it = pending.begin(); it != pending.end();) {
            if (set_rule(composed_, it->first, it->second, kMenuLocation).empty()) {
                it = pending.erase(it);
                progress = true;
            } else {
                ++it;
            }
        }
    }
    for (const auto& [key, value] : pending) {
        for (PresetError& e : set_rule(composed_, key, value, kMenuLocation)) dropped_.push_back(std::move(e));
        overrides_.erase(key);
    }
    // An override the preset now agrees with is no longer a change.
    for (auto it = overrides_.begin(); it != overrides_.end();)
        it = formatted(watcher_.good().rules, it->first) == it->second ? overrides_.erase(it) : std::next(it);
}

Result<> ActiveRules::set(std::string_view key, std::string_view value) {
    Preset changed = composed_;
    const std::vector<PresetError> errors = set_rule(changed, key, value, kMenuLocation);
    if (!errors.empty()) {
        std::string text;
        for (const PresetError& e : errors)
            text += (text.empty() ? "" : "\n") + std::string("Not allowed: ") + e.key + " should be " + e.expected +
                    " (is " + e.found + ")";
        return Result<>::failure(text);
    }
    const std::string name(key);
    const std::string text = formatted(changed.rules, key);
    if (text == formatted(composed_.rules, key)) return Result<>::success();  // already so: nothing changes
    composed_ = std::move(changed);
    if (text == formatted(watcher_.good().rules, key)) {
        overrides_.erase(name);
        // Back to the preset's value: its origin is the preset's again.
        if (auto o = watcher_.good().origin.find(name); o != watcher_.good().origin.end())
            composed_.origin[name] = o->second;
        else
            composed_.origin.erase(name);
    } else {
        overrides_[name] = text;
    }
    dropped_.clear();
    ++version_;
    return Result<>::success();
}

void ActiveRules::reset() {
    overrides_.clear();
    recompose();
    ++version_;
}

PresetWatcher::Change ActiveRules::poll() {
    const PresetWatcher::Change change = watcher_.poll();
    if (change == PresetWatcher::Change::Reloaded) recompose();
    if (change != PresetWatcher::Change::None) ++version_;
    return change;
}

PresetWatcher::Change ActiveRules::tick(double seconds) {
    constexpr double kPollSeconds = 1.0;
    since_poll_ += seconds;
    if (since_poll_ < kPollSeconds) return PresetWatcher::Change::None;
    since_poll_ = 0;
    return poll();
}

std::string ActiveRules::origin(std::string_view key) const {
    if (overrides_.count(std::string(key))) return std::string(kOptionsMenu);
    auto it = composed_.origin.find(std::string(key));
    if (it == composed_.origin.end()) return "engine default";
    const SourceLocation& w = it->second;
    return w.line > 0 ? w.file + ":" + std::to_string(w.line) : w.file;
}

}  // namespace bjt::game
