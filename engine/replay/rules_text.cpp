#include "engine/replay/rules_text.h"

#include <set>

#include "engine/fairness/crypto.h"
#include "engine/fairness/hex.h"
#include "engine/rule_keys.h"

namespace bjt::replay {

std::string rules_text(const Rules& rules) {
    std::string text;
    for (const RuleKey& key : rule_keys()) {
        std::string value = key.format(rules);
        // A list is written as YAML's "[a, b]"; apply() reads the comma-separated text inside.
        if (key.is_list && value.size() >= 2 && value.front() == '[' && value.back() == ']')
            value = value.substr(1, value.size() - 2);
        text += std::string(key.name) + "=" + value + "\n";
    }
    return text;
}

std::string rules_fingerprint(const Rules& rules) { return text_fingerprint(rules_text(rules)); }

std::string text_fingerprint(std::string_view text) {
    return fairness::to_hex(fairness::sha256(fairness::bytes_of(text))).substr(0, 16);
}

std::optional<Rules> parse_rules_text(std::string_view text, std::string& error) {
    Rules rules;
    std::set<std::string, std::less<>> seen;
    int line_number = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++line_number;
        const auto eq = line.find('=');
        const std::string where = "line " + std::to_string(line_number) + ": ";
        if (eq == std::string_view::npos) {
            error = where + "expected KEY=VALUE, found '" + std::string(line) + "'";
            return std::nullopt;
        }
        const std::string_view name = line.substr(0, eq), value = line.substr(eq + 1);
        const RuleKey* key = find_rule_key(name);
        if (key == nullptr) {
            error = where + "unknown rule key '" + std::string(name) + "'";
            return std::nullopt;
        }
        if (!seen.insert(std::string(name)).second) {
            error = where + "rule key '" + std::string(name) + "' given twice";
            return std::nullopt;
        }
        if (!key->apply(rules, value)) {
            error = where + "key '" + std::string(name) + "': expected " + std::string(key->expected) + ", found '" +
                    std::string(value) + "'";
            return std::nullopt;
        }
    }
    // A key the text lacks was added after the text was written: it plays as the game did then.
    for (const RuleKey& key : rule_keys())
        if (!key.absent_means.empty() && !seen.contains(key.name)) (void)key.apply(rules, key.absent_means);
    if (const auto conflicts = check_rules(rules); !conflicts.empty()) {
        error = "rule '" + conflicts.front().key + "': expected " + conflicts.front().expected + ", found " +
                conflicts.front().found;
        return std::nullopt;
    }
    return rules;
}

}  // namespace bjt::replay
