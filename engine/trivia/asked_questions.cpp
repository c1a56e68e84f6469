#include "engine/trivia/asked_questions.h"

#include "engine/trivia/question_checker.h"

namespace bjt::trivia {

namespace {
constexpr std::string_view kHeader = "bjt-asked-questions 1";
}

void AskedQuestions::erase(std::string_view id) {
    if (auto it = ids_.find(id); it != ids_.end()) ids_.erase(it);
}

std::string AskedQuestions::to_string() const {
    std::string out(kHeader);
    out += '\n';
    for (const auto& id : ids_) {
        out += id;
        out += '\n';
    }
    return out;
}

std::optional<AskedQuestions> AskedQuestions::from_string(std::string_view text) {
    AskedQuestions asked;
    bool header_seen = false;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty()) continue;
        if (!header_seen) {
            if (line != kHeader) return std::nullopt;
            header_seen = true;
            continue;
        }
        if (!QuestionChecker::valid_id(line)) return std::nullopt;
        asked.insert(line);
    }
    if (!header_seen) return std::nullopt;
    return asked;
}

}  // namespace bjt::trivia
