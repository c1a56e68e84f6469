#include "game/script/script.h"

#include <charconv>
#include <fstream>
#include <sstream>

#include "game/settings/animation_speed.h"

namespace bjt::game {

namespace {
bool to_int(const std::string& s, int& out) {
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}
bool to_float(const std::string& s, float& out) {
    try {
        std::size_t used = 0;
        out = std::stof(s, &used);
        return used == s.size();
    } catch (...) {
        return false;
    }
}
}  // namespace

// Long on purpose: one flat branch per command of docs/game-scripts.md, so the grammar can be checked against
// that page at a glance.
Script Script::parse(const std::string& text, const std::string& name) {
    Script script;
    std::istringstream in(text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        std::istringstream words(line);
        std::vector<std::string> w;
        for (std::string t; words >> t;) w.push_back(t);
        if (w.empty()) continue;
        ScriptCommand c;
        c.line = number;
        auto fail = [&](const std::string& why) {
            script.error = name + ":" + std::to_string(number) + ": " + why;
            return script;
        };
        const std::string& op = w[0];
        if (op == "click") {
            float x = 0, y = 0;
            if (w.size() == 3 && to_float(w[1], x) && to_float(w[2], y)) {
                c.kind = ScriptCommand::Kind::ClickAt;
                c.x = x;
                c.y = y;
            } else if (w.size() >= 2) {
                // A name may hold spaces ("category-Film & TV"): the rest of the line, single-spaced.
                c.kind = ScriptCommand::Kind::ClickButton;
                for (std::size_t i = 1; i < w.size(); ++i) c.text += (i > 1 ? " " : "") + w[i];
            } else {
                return fail("click takes X Y or a button name");
            }
        } else if (op == "wheel") {
            c.kind = ScriptCommand::Kind::Wheel;
            if (w.size() != 2 || !to_int(w[1], c.n) || c.n == 0)
                return fail("wheel N needs a number of notches, not 0");
        } else if (op == "hover") {
            c.kind = ScriptCommand::Kind::HoverAt;
            if (w.size() != 3 || !to_float(w[1], c.x) || !to_float(w[2], c.y)) return fail("hover takes X Y");
        } else if (op == "answer") {
            if ((w.size() != 2 && w.size() != 3) || (w[1] != "right" && w[1] != "wrong") ||
                (w.size() == 3 && w[2] != "key"))
                return fail("answer right|wrong [key]");
            c.kind = w.size() == 3 ? ScriptCommand::Kind::AnswerKey : ScriptCommand::Kind::ClickButton;
            c.text = w[1] + (w.size() == 3 ? "-answer-key" : "-answer");
        } else if (op == "pad") {
            // "pad a", or "pad a 2": the button on the second gamepad (several people, a pad each); pad 1 by default.
            c.kind = ScriptCommand::Kind::Pad;
            c.n = 1;
            if ((w.size() != 2 && w.size() != 3) || (w.size() == 3 && (!to_int(w[2], c.n) || c.n < 1 || c.n > 8)))
                return fail("pad BUTTON [PAD], PAD from 1 to 8");
            c.text = w[1];
        } else if (op == "key" || op == "tap" || op == "await" || op == "screenshot" || op == "speed") {
            if (w.size() != 2) return fail(op + " takes one name");
            c.kind = op == "key"          ? ScriptCommand::Kind::Key
                     : op == "tap"        ? ScriptCommand::Kind::Tap
                     : op == "await"      ? ScriptCommand::Kind::Await
                     : op == "screenshot" ? ScriptCommand::Kind::Screenshot
                                          : ScriptCommand::Kind::Speed;
            c.text = w[1];
            if (c.kind == ScriptCommand::Kind::Speed && !parse_animation_speed(c.text))
                return fail("speed slow|normal|fast|instant");
        } else if (op == "wait") {
            c.kind = ScriptCommand::Kind::Wait;
            if (w.size() != 2 || !to_int(w[1], c.n) || c.n < 0) return fail("wait N needs a number of frames");
        } else if (op == "resize") {
            c.kind = ScriptCommand::Kind::Resize;
            if (w.size() != 3 || !to_int(w[1], c.n) || !to_int(w[2], c.m) || c.n < 320 || c.m < 200)
                return fail("resize W H (at least 320 200)");
        } else if (op == "expect" || op == "until") {
            if (w.size() < 3) return fail(op + " WHAT VALUE");
            c.kind = op == "expect" ? ScriptCommand::Kind::Expect : ScriptCommand::Kind::Until;
            c.text = w[1];
            for (std::size_t i = 2; i < w.size(); ++i) c.value += (i > 2 ? " " : "") + w[i];
        } else if (op == "type") {
            // The rest of the line, inner spaces kept: "type Ada Lovelace".
            const auto at = line.find("type");
            std::string rest = line.substr(at + 4);
            while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.erase(rest.begin());
            while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r')) rest.pop_back();
            if (rest.empty()) return fail("type TEXT needs the text");
            c.kind = ScriptCommand::Kind::Type;
            c.text = rest;
        } else if (op == "opt") {
            if (w.size() != 3) return fail("opt NAME VALUE");
            c.kind = ScriptCommand::Kind::Option;
            c.text = w[1];
            c.value = w[2];
        } else if (op == "quit") {
            c.kind = ScriptCommand::Kind::Quit;
        } else {
            return fail("unknown command '" + op + "'");
        }
        script.commands.push_back(std::move(c));
    }
    return script;
}

Script Script::load(const std::string& path) {
    std::ifstream f(path);
    if (!f) {
        Script s;
        s.error = path + ": cannot read the script";
        return s;
    }
    std::stringstream ss;
    ss << f.rdbuf();
    return parse(ss.str(), path);
}

}  // namespace bjt::game
