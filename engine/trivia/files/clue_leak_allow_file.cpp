#include "engine/trivia/files/clue_leak_allow_file.h"

#include <yaml-cpp/yaml.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>

#include "engine/trivia/question_checker.h"
#include "engine/yaml_source/single_document.h"
#include "engine/yaml_source/yaml_source_checks.h"

namespace bjt::trivia {

namespace {

constexpr const char* kKeys[] = {"answer_of", "appears_in", "reason"};

QuestionFileError error_at(const std::string& file, const YAML::Mark& mark, std::string message) {
    return {file, mark.line >= 0 ? mark.line + 1 : 1, mark.column >= 0 ? mark.column + 1 : 1, std::move(message)};
}

// The text of `key` in `entry`, or "" with an error added.
std::string text_of(const YAML::Node& entry, const char* key, const std::string& file,
                    std::vector<QuestionFileError>& errors) {
    const YAML::Node value = entry[key];
    if (!value || !value.IsScalar() || value.Scalar().empty()) {
        errors.push_back(error_at(file, value ? value.Mark() : entry.Mark(),
                                  std::string("allow entry: '") + key + "' is missing or not text"));
        return "";
    }
    return value.Scalar();
}

void check_keys(const YAML::Node& entry, const std::string& file, std::vector<QuestionFileError>& errors) {
    for (auto it = entry.begin(); it != entry.end(); ++it) {
        const std::string key = it->first.IsScalar() ? it->first.Scalar() : "";
        if (std::find(std::begin(kKeys), std::end(kKeys), key) == std::end(kKeys))
            errors.push_back(
                error_at(file, it->first.Mark(),
                         "allow entry: unknown key '" + key + "' (expected answer_of, appears_in, reason)"));
    }
}

std::string id_problem(const std::string& id) {
    return QuestionChecker::valid_id(id) ? "" : "allow entry: '" + id + "' is not a question id";
}

void read_entry(const YAML::Node& entry, const std::string& file, ClueLeakAllowFile& out) {
    if (!entry.IsMap()) {
        out.errors.push_back(error_at(file, entry.Mark(), "allow entry: expected answer_of, appears_in and reason"));
        return;
    }
    const std::size_t before = out.errors.size();
    check_keys(entry, file, out.errors);
    ClueLeakAllowance a{text_of(entry, "answer_of", file, out.errors),
                        text_of(entry, "appears_in", file, out.errors),
                        text_of(entry, "reason", file, out.errors),
                        {file, entry.Mark().line + 1, entry.Mark().column + 1}};
    for (const auto* id : {&a.answer_of, &a.appears_in})
        if (auto problem = id_problem(*id); !id->empty() && !problem.empty())
            out.errors.push_back(error_at(file, entry.Mark(), problem));
    if (auto problem = QuestionChecker::plain_text_problem("reason", a.reason); !a.reason.empty() && !problem.empty())
        out.errors.push_back(error_at(file, entry["reason"].Mark(), "allow entry: " + problem));
    if (out.errors.size() == before) out.entries.push_back(std::move(a));
}

void reject_repeats(const std::string& file, ClueLeakAllowFile& out) {
    std::set<std::pair<std::string, std::string>> seen;
    for (const auto& a : out.entries)
        if (!seen.insert({a.answer_of, a.appears_in}).second)
            out.errors.push_back({file, a.origin.line, a.origin.column,
                                  "allow entry: " + a.answer_of + " / " + a.appears_in + " is listed twice"});
}

}  // namespace

std::string clue_leak_allow_path(const std::string& question_folder) {
    return (std::filesystem::path(question_folder) / "checks" / "clue-leak-allow.yaml").string();
}

ClueLeakAllowFile load_clue_leak_allow_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return {{}, {{path, 0, 0, std::string("cannot open the file: ") + std::strerror(errno)}}};
    std::ostringstream text;
    text << in.rdbuf();
    return load_clue_leak_allow_text(text.str(), path);
}

ClueLeakAllowFile load_clue_leak_allow_text(std::string_view yaml, const std::string& file) {
    if (auto problem = yaml_source::find_structure_problem(yaml))
        return {{}, {{file, problem->line, problem->column, problem->message}}};
    yaml_source::SingleDocument document;
    try {
        document = yaml_source::load_single_document(std::string(yaml));
    } catch (const YAML::Exception& e) {
        return {{}, {error_at(file, e.mark, "YAML syntax error: " + e.msg)}};
    }
    ClueLeakAllowFile out;
    const YAML::Node& root = document.root;
    if (document.second) out.errors.push_back(error_at(file, *document.second, "more than one YAML document"));
    if (!root.IsMap() || root.size() != 1 || !root["allow"] || !root["allow"].IsSequence()) {
        out.errors.push_back(error_at(file, root.Mark(), "expected 'allow:' followed by a list of entries"));
        return out;
    }
    for (const auto& entry : root["allow"]) read_entry(entry, file, out);
    reject_repeats(file, out);
    if (!out.errors.empty()) out.entries.clear();
    return out;
}

}  // namespace bjt::trivia
