#include "engine/trivia/files/opentdb_categories.h"

#include <yaml-cpp/yaml.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/trivia/question_checker.h"
#include "engine/trivia/text_limits.h"
#include "engine/trivia/utf8.h"
#include "engine/yaml_source/single_document.h"
#include "engine/yaml_source/yaml_source_checks.h"

namespace bjt::trivia {

namespace {

struct DefaultEntry {
    int id;
    std::string_view opentdb;
    std::string_view game;
};

// OpenTDB's categories (https://opentdb.com/api_category.php) and where their questions go.
constexpr DefaultEntry kDefaults[] = {
    {9, "General Knowledge", "General Knowledge"},
    {10, "Entertainment: Books", "Literature"},
    {11, "Entertainment: Film", "Film & TV"},
    {12, "Entertainment: Music", "Music"},
    {13, "Entertainment: Musicals & Theatres", "Music"},
    {14, "Entertainment: Television", "Film & TV"},
    {15, "Entertainment: Video Games", "Games"},
    {16, "Entertainment: Board Games", "Games"},
    {17, "Science & Nature", "Science"},
    {18, "Science: Computers", "Technology"},
    {19, "Science: Mathematics", "Science"},
    {20, "Mythology", "Literature"},
    {21, "Sports", "Sports"},
    {22, "Geography", "Geography"},
    {23, "History", "History"},
    {24, "Politics", "History"},
    {25, "Art", "Art"},
    {26, "Celebrities", "Film & TV"},
    {27, "Animals", "Nature"},
    {28, "Vehicles", "Technology"},
    {29, "Entertainment: Comics", "Literature"},
    {30, "Science: Gadgets", "Technology"},
    {31, "Entertainment: Japanese Anime & Manga", "Film & TV"},
    {32, "Entertainment: Cartoon & Animations", "Film & TV"},
};

QuestionFileError error_at(const std::string& file, const YAML::Mark& mark, std::string message) {
    return {file, mark.line >= 0 ? mark.line + 1 : 1, mark.column >= 0 ? mark.column + 1 : 1, std::move(message)};
}

std::string known_names() {
    std::string out;
    for (const auto& e : kDefaults) out += (out.empty() ? "'" : ", '") + std::string(e.opentdb) + "'";
    return out;
}

// Why `value` cannot be a category ("" when it can).
std::string category_problem(const YAML::Node& value) {
    if (!value.IsScalar())
        return "expected a category name, found " + std::string(value.IsNull() ? "nothing" : "a list or mapping");
    std::string problem = QuestionChecker::plain_text_problem("category", value.Scalar());
    const std::size_t limit = TextLimits::player_files().category;
    if (problem.empty() && utf8::count_code_points(value.Scalar()) > limit)
        problem = "category: over the limit of " + std::to_string(limit) + " characters";
    return problem;
}

}  // namespace

OpenTdbCategories::OpenTdbCategories() {
    for (const auto& e : kDefaults) table_.emplace(std::string(e.opentdb), std::string(e.game));
}

const std::vector<std::pair<int, std::string_view>>& OpenTdbCategories::opentdb_names() {
    static const std::vector<std::pair<int, std::string_view>> names = [] {
        std::vector<std::pair<int, std::string_view>> out;
        for (const auto& e : kDefaults) out.emplace_back(e.id, e.opentdb);
        return out;
    }();
    return names;
}

std::string OpenTdbCategories::player_file(const std::string& player_question_dir) {
    if (player_question_dir.empty()) return "";
    return (std::filesystem::path(player_question_dir).parent_path() / "opentdb-categories.yaml").string();
}

std::string OpenTdbCategories::game_category(std::string_view opentdb_name) const {
    auto it = table_.find(opentdb_name);
    return it == table_.end() ? std::string(opentdb_name) : it->second;
}

void OpenTdbCategories::apply(std::vector<Question>& questions) const {
    for (auto& q : questions) q.category = game_category(q.category);
}

std::vector<QuestionFileError> OpenTdbCategories::override_from_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return {{path, 0, 0, std::string("cannot open the file: ") + std::strerror(errno)}};
    std::ostringstream text;
    text << in.rdbuf();
    return override_from_text(text.str(), path);
}

std::vector<QuestionFileError> OpenTdbCategories::override_from_text(std::string_view yaml, const std::string& file) {
    // What yaml-cpp would misreport, or never return on ("!tag," outside brackets), first.
    if (auto problem = yaml_source::find_structure_problem(yaml))
        return {{file, problem->line, problem->column, problem->message}};
    yaml_source::SingleDocument document;
    try {
        document = yaml_source::load_single_document(std::string(yaml));
    } catch (const YAML::Exception& e) {
        return {error_at(file, e.mark, "YAML syntax error: " + e.msg + " (quote a name that holds ': ')")};
    }
    if (document.root.IsNull() && !document.second) return {};  // an empty file overrides nothing
    std::vector<QuestionFileError> errors;
    if (document.second)
        errors.push_back(error_at(file, *document.second,
                                  "more than one YAML document ('---', or text after the first document ends)"));
    const YAML::Node& root = document.root;
    if (root.IsNull()) return errors;
    if (!root.IsMap())
        return {error_at(file, root.Mark(), "expected a mapping of Open Trivia DB category: game category")};
    std::map<std::string, std::string, std::less<>> overrides;
    std::set<std::string, std::less<>> known;
    for (const auto& e : kDefaults) known.emplace(e.opentdb);
    for (auto it = root.begin(); it != root.end(); ++it) {
        const std::string key = it->first.IsScalar() ? it->first.Scalar() : "";
        if (!known.count(key)) {
            errors.push_back(error_at(file, it->first.Mark(),
                                      "unknown Open Trivia DB category '" + key + "' (expected one of " +
                                          known_names() + "; quote a name that holds ': ')"));
        } else if (overrides.count(key)) {
            errors.push_back(error_at(file, it->first.Mark(), "'" + key + "' given twice"));
        } else if (auto problem = category_problem(it->second); !problem.empty()) {
            errors.push_back(error_at(file, it->second.IsNull() ? it->first.Mark() : it->second.Mark(),
                                      "'" + key + "': " + problem));
        } else {
            overrides.emplace(key, it->second.Scalar());
        }
    }
    if (!errors.empty()) return errors;
    for (auto& [key, value] : overrides) table_[key] = std::move(value);
    return {};
}

LoadedOpenTdbCategories load_opentdb_categories(const std::string& path) {
    LoadedOpenTdbCategories loaded;
    std::error_code ec;
    if (!path.empty() && std::filesystem::exists(path, ec)) loaded.errors = loaded.table.override_from_file(path);
    return loaded;
}

}  // namespace bjt::trivia
