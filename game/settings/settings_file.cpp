#include "game/settings/settings_file.h"

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/files/replace_file.h"
#include "engine/trivia/utf8.h"
#include "engine/yaml_source/single_document.h"

namespace bjt::game {

namespace {

// Machine-readable action names for the file ("hit", "hint", ...).
std::string action_key(InputAction a) { return std::string(input_action_name(a)); }

// What was wrong, one line each, as FILE:LINE:COLUMN: section.key: why.
class Notes {
public:
    explicit Notes(std::string file) : file_(std::move(file)) {}
    void add(const YAML::Node& at, const std::string& key, const std::string& why) {
        const YAML::Mark m = at.Mark();
        text_ += file_ + ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1) + ": " + key + ": " +
                 why + "\n";
    }
    std::string& text() { return text_; }

private:
    std::string file_;
    std::string text_;
};

// Reads one scalar; on a bad value keeps `value` and notes why.
template <typename T>
void read(const YAML::Node& parent, const char* name, T& value, Notes& notes, const char* section) {
    const YAML::Node n = parent[name];
    if (!n) return;
    try {
        value = n.as<T>();
    } catch (const YAML::Exception&) {
        notes.add(n, std::string(section) + "." + name, "cannot read '" + (n.IsScalar() ? n.Scalar() : "?") + "'");
    }
}

// One section of bindings (keys or gamepad buttons), action name -> key or button name.
template <typename Bind>
void read_bindings(const YAML::Node& section, const std::string& name, const char* what,
                   int (*from_name)(const std::string&), int none, Notes& notes, Bind bind) {
    if (!section || !section.IsMap()) return;
    for (InputAction a : InputBindings::bindable()) {
        const YAML::Node n = section[action_key(a)];
        if (!n || !n.IsScalar()) continue;
        const int code = from_name(n.Scalar());
        if (code == none && n.Scalar() != "none")
            notes.add(n, name + "." + action_key(a), std::string("no ") + what + " is called '" + n.Scalar() + "'");
        else
            bind(a, code);
    }
}

// Why an entry of excluded_categories cannot be a category's name, or nullptr: a name is text, in valid
// UTF-8 without control characters (written back, anything else would not read the same; found by
// fuzz_settings_file).
const char* category_name_problem(const YAML::Node& item) {
    if (!item.IsScalar()) return "expected a category's name";
    const std::string& name = item.Scalar();
    if (!trivia::utf8::valid(name)) return "expected a category's name in valid UTF-8";
    for (std::size_t i = 0; i < name.size();)
        if (const auto cp = trivia::utf8::next(name, i); cp && (*cp < 0x20 || *cp == 0x7F))
            return "expected a category's name without control characters";
    return nullptr;
}

// Long on purpose: a flat list, one read per key of the settings file in settings_yaml()'s order, so the two can be
// compared line by line.
void read_settings(const YAML::Node& root, Settings& s, Notes& notes) {
    if (!root.IsMap()) {
        notes.add(root, "settings", "expected a map of sections (display, sound, trivia, coach, keys, gamepad)");
        return;
    }
    if (const YAML::Node d = root["display"]; d && d.IsMap()) {
        read(d, "fullscreen", s.fullscreen, notes, "display");
        read(d, "vsync", s.vsync, notes, "display");
        read(d, "four_colour_deck", s.four_colour_deck, notes, "display");
        read(d, "high_contrast", s.high_contrast, notes, "display");
        read(d, "reduced_motion", s.reduced_motion, notes, "display");
        std::string speed;
        read(d, "animation_speed", speed, notes, "display");
        if (!speed.empty()) {
            if (const auto known = parse_animation_speed(speed))
                s.speed = *known;
            else
                notes.add(d["animation_speed"], "display.animation_speed",
                          "expected slow, normal, fast or instant, found '" + speed + "'");
        }
        float scale = s.text_scale;
        read(d, "text_scale", scale, notes, "display");
        if (scale >= 0.75f && scale <= 1.75f)
            s.text_scale = scale;
        else
            notes.add(d["text_scale"], "display.text_scale", "expected 0.75 to 1.75");
    }
    if (const YAML::Node d = root["sound"]; d && d.IsMap()) {
        float volume = s.volume;
        read(d, "volume", volume, notes, "sound");
        if (volume >= 0 && volume <= 1)
            s.volume = volume;
        else
            notes.add(d["volume"], "sound.volume", "expected 0 to 1");
        read(d, "muted", s.muted, notes, "sound");
        read(d, "speak", s.speak, notes, "sound");
        float speech_volume = s.speech_volume;
        read(d, "speech_volume", speech_volume, notes, "sound");
        if (speech_volume >= 0 && speech_volume <= 1)
            s.speech_volume = speech_volume;
        else
            notes.add(d["speech_volume"], "sound.speech_volume", "expected 0 to 1");
    }
    if (const YAML::Node d = root["trivia"]; d && d.IsMap()) {
        int seconds = s.answer_seconds;
        read(d, "answer_seconds", seconds, notes, "trivia");
        if (seconds >= 0 && seconds <= 120)
            s.answer_seconds = seconds;
        else
            notes.add(d["answer_seconds"], "trivia.answer_seconds", "expected 0 (off) to 120");
        read(d, "even_categories", s.even_categories, notes, "trivia");
        if (const YAML::Node c = d["excluded_categories"]) {
            if (c.IsSequence()) {
                for (const YAML::Node& item : c) {
                    if (const char* why = category_name_problem(item))
                        notes.add(item, "trivia.excluded_categories", why);
                    else
                        s.excluded_categories.insert(item.Scalar());
                }
            } else {
                notes.add(c, "trivia.excluded_categories", "expected a list");
            }
        }
    }
    if (const YAML::Node d = root["coach"]; d && d.IsMap()) {
        read(d, "warn_misplay", s.warn_misplay, notes, "coach");
        read(d, "show_round_skill", s.show_round_skill, notes, "coach");
        read(d, "offered", s.coach_offered, notes, "coach");
    }
    // Bindings: each one read on its own, so one unknown key name loses only that binding.
    read_bindings(root["keys"], "keys", "key", InputBindings::key_from_name, InputBindings::kNoKey, notes,
                  [&](InputAction a, int key) { s.bindings.set_key(a, key); });
    read_bindings(root["gamepad"], "gamepad", "button", InputBindings::button_from_name, InputBindings::kNoButton,
                  notes, [&](InputAction a, int button) { s.bindings.set_button(a, button); });
}
}  // namespace

SettingsLoad parse_settings(const std::string& yaml, const std::string& display_name) {
    SettingsLoad out;
    Notes found(display_name);
    try {
        const yaml_source::SingleDocument document = yaml_source::load_single_document(yaml);
        read_settings(document.root, out.settings, found);
        if (document.second)
            found.text() += display_name + ":" + std::to_string(document.second->line + 1) + ":" +
                            std::to_string(document.second->column + 1) +
                            ": a second YAML document ('---', or text after the first document ends) was not read\n";
    } catch (const YAML::Exception& e) {
        out.settings = Settings{};  // a file that does not parse says nothing reliable
        found.text() = display_name + ":" + std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1) +
                       ": " + e.msg + "\n";
    }
    std::string& notes = found.text();
    if (!notes.empty()) {
        if (notes.back() == '\n') notes.pop_back();
        out.notice = "Some settings in " + display_name + " could not be read; defaults are used for them:\n" + notes;
    }
    return out;
}

SettingsLoad load_settings(const std::string& file) {
    SettingsLoad out;
    std::error_code ec;
    if (!file.empty() && std::filesystem::exists(file, ec)) {
        std::ifstream in(file, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        if (in.bad())
            out.notice = "Cannot read " + file + "; default settings are used.";
        else
            out = parse_settings(text.str(), file);
    }
    out.settings.file = file;
    return out;
}

std::string settings_yaml(const Settings& s) {
    YAML::Emitter y;
    y.SetIndent(2);
    y << YAML::Comment("Blackjack Trivia settings (written by the options menu; the rules are in presets)");
    y << YAML::BeginMap;
    y << YAML::Key << "display" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "fullscreen" << YAML::Value << s.fullscreen;
    y << YAML::Key << "vsync" << YAML::Value << s.vsync;
    y << YAML::Key << "four_colour_deck" << YAML::Value << s.four_colour_deck;
    y << YAML::Key << "high_contrast" << YAML::Value << s.high_contrast;
    y << YAML::Key << "animation_speed" << YAML::Value << speed_info(s.speed).key;
    y << YAML::Key << "reduced_motion" << YAML::Value << s.reduced_motion;
    y << YAML::Key << "text_scale" << YAML::Value << s.text_scale;
    y << YAML::EndMap;
    y << YAML::Key << "sound" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "volume" << YAML::Value << s.volume;
    y << YAML::Key << "muted" << YAML::Value << s.muted;
    y << YAML::Key << "speak" << YAML::Value << s.speak;
    y << YAML::Key << "speech_volume" << YAML::Value << s.speech_volume;
    y << YAML::EndMap;
    y << YAML::Key << "trivia" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "answer_seconds" << YAML::Value << s.answer_seconds;
    y << YAML::Key << "excluded_categories" << YAML::Value << YAML::BeginSeq;
    for (const std::string& c : s.excluded_categories) y << c;
    y << YAML::EndSeq;
    y << YAML::Key << "even_categories" << YAML::Value << s.even_categories;
    y << YAML::EndMap;
    y << YAML::Key << "coach" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "warn_misplay" << YAML::Value << s.warn_misplay;
    y << YAML::Key << "show_round_skill" << YAML::Value << s.show_round_skill;
    y << YAML::Key << "offered" << YAML::Value << s.coach_offered;
    y << YAML::EndMap;
    y << YAML::Key << "keys" << YAML::Value << YAML::BeginMap;
    for (InputAction a : InputBindings::bindable())
        y << YAML::Key << action_key(a) << YAML::Value << InputBindings::key_name(s.bindings.key(a));
    y << YAML::EndMap;
    y << YAML::Key << "gamepad" << YAML::Value << YAML::BeginMap;
    for (InputAction a : InputBindings::bindable())
        y << YAML::Key << action_key(a) << YAML::Value << InputBindings::button_name(s.bindings.button(a));
    y << YAML::EndMap;
    y << YAML::EndMap;
    return std::string(y.c_str()) + "\n";
}

Result<> save_settings(const Settings& s) {
    if (s.file.empty()) return Result<>::success();
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path path(s.file);
    if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
    if (const auto error = files::replace_file(path, settings_yaml(s))) return Result<>::failure(*error);
    return Result<>::success();
}

}  // namespace bjt::game
