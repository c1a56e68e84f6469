#include "game/coach/rules_fingerprint.h"

#include "engine/rule_keys.h"

namespace bjt::game {

std::string rules_fingerprint(const Rules& rules) {
    std::string f;
    for (const RuleKey& k : rule_keys()) {
        f += k.name;
        f += '=';
        f += k.format(rules);
        f += '\n';
    }
    return f;
}

}  // namespace bjt::game
