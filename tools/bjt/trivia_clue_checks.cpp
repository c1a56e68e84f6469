#include "tools/bjt/trivia_clue_checks.h"

#include <cstdio>

#include "engine/trivia/answer_echoes.h"
#include "engine/trivia/clue_leak_allow_list.h"
#include "engine/trivia/clue_leaks.h"
#include "engine/trivia/files/clue_leak_allow_file.h"

namespace bjt::cli {

namespace {

using trivia::Question;

bool touches(const Question* q, const std::set<std::string>& files) { return files.count(q->origin.file) > 0; }

// "the answer of technology-002 ("World Wide Web") appears in technology-009's question"
std::string leak_message(const trivia::ClueLeak& leak) {
    const char* place = leak.place == trivia::LeakPlace::Question ? "question" : "options";
    return "clue leak: the answer of " + leak.answer_of->id + " (\"" + leak.answer_of->right_answer +
           "\") appears in " + leak.appears_in->id + "'s " + place;
}

// "answer echo: "eel" of nature-095's answer ("Electric eel") is in its question and in no wrong option"
std::string echo_message(const trivia::AnswerEcho& echo) {
    std::string words;
    for (const auto& w : echo.words) words += (words.empty() ? "\"" : ", \"") + w + "\"";
    return "answer echo: " + words + " of " + echo.question->id + "'s answer (\"" + echo.question->right_answer +
           "\") " + (echo.words.size() == 1 ? "is" : "are") + " in its question and in no wrong option";
}

std::vector<trivia::ClueLeakAllowance> read_allow_lists(const std::vector<std::string>& files,
                                                        ClueCheckCounts& counts) {
    std::vector<trivia::ClueLeakAllowance> all;
    for (const auto& file : files) {
        auto list = trivia::load_clue_leak_allow_file(file);
        for (const auto& e : list.errors) std::printf("%s\n", e.to_string().c_str());
        counts.errors += list.errors.size();
        all.insert(all.end(), list.entries.begin(), list.entries.end());
    }
    return all;
}

}  // namespace

ClueCheckCounts print_clue_checks(const trivia::QuestionBank& bank, const std::set<std::string>& player_files,
                                  bool player_only, const std::vector<std::string>& allow_files) {
    std::vector<const Question*> all;
    for (const auto& q : bank.questions()) all.push_back(&q);
    ClueCheckCounts counts;
    const auto allow = read_allow_lists(allow_files, counts);
    const auto leaks = trivia::apply_allow_list(trivia::find_clue_leaks(all), allow, all);
    for (const auto& p : leaks.problems)
        std::printf("%s: %s\n", p.entry->origin.to_string().c_str(), p.message.c_str());
    counts.errors += leaks.problems.size();
    for (const auto& leak : leaks.reported) {
        if (player_only && !touches(leak.answer_of, player_files) && !touches(leak.appears_in, player_files)) continue;
        std::printf("%s: warning: %s\n", leak.appears_in->origin.to_string().c_str(), leak_message(leak).c_str());
        ++counts.warnings;
    }
    for (const auto& echo : trivia::find_answer_echoes(all)) {
        if (player_only && !touches(echo.question, player_files)) continue;
        std::printf("%s: warning: %s\n", echo.question->origin.to_string().c_str(), echo_message(echo).c_str());
        ++counts.warnings;
    }
    return counts;
}

}  // namespace bjt::cli
