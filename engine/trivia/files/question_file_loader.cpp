#include "engine/trivia/files/question_file_loader.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "engine/trivia/question_checker.h"
#include "engine/yaml_source/single_document.h"
#include "engine/yaml_source/yaml_source_checks.h"

namespace bjt::trivia {

namespace {

constexpr std::string_view kFileKeys = "category, questions and attribution";
constexpr std::string_view kQuestionKeys = "id, category, difficulty, type, question, answer and wrong";

// What a node is, for "expected text, found a list".
std::string describe(const YAML::Node& node) {
    switch (node.Type()) {
        case YAML::NodeType::Sequence: return "a list";
        case YAML::NodeType::Map: return "a mapping";
        case YAML::NodeType::Scalar: return "'" + node.Scalar() + "'";
        default: return "nothing";
    }
}

// A '>' or '|' block keeps its final line break, which the text rules refuse: say how to drop it.
std::string block_hint(std::string_view text, const YAML::Node& node, const std::string& message) {
    if (!node.IsScalar() || message.find("U+000A") == std::string::npos) return message;
    const std::string& value = node.Scalar();
    if (value.empty() || value.back() != '\n' || value.find('\n') != value.size() - 1) return message;
    std::size_t line_start = 0;
    for (int l = 0; l < node.Mark().line && line_start != std::string_view::npos; ++l)
        line_start = text.find('\n', line_start) == std::string_view::npos ? std::string_view::npos
                                                                           : text.find('\n', line_start) + 1;
    if (line_start == std::string_view::npos) return message;
    const std::size_t at = line_start + static_cast<std::size_t>(node.Mark().column);
    if (at >= text.size() || (text[at] != '>' && text[at] != '|')) return message;
    const std::string indicator(1, text[at]);
    return message.substr(0, message.find(':')) + ": ends with a line break, which a '" + indicator +
           "' block keeps (write '" + indicator + "-' to drop the final line break)";
}

bool is_plain_boolean(const YAML::Node& node, bool& value) {
    if (!node.IsScalar()) return false;
    std::string word = node.Scalar();
    std::transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (word != "true" && word != "false") return false;
    value = word == "true";
    return true;
}

// A mapping's entries by key, with the key nodes kept for their marks.
struct Entry {
    YAML::Node key;
    YAML::Node value;
};

// Collects the errors of one file, placed at nodes.
class FileReader {
public:
    FileReader(std::string file, QuestionBank& bank, const TextLimits& limits)
        : file_(std::move(file)), bank_(bank), checker_(limits) {}

    FileLoadReport read(std::string_view yaml);

private:
    void error_at(const YAML::Mark& mark, std::string message) {
        // Null nodes may carry no mark; such errors go at the start of the file.
        // Columns count characters (code points), as an editor does, not bytes.
        const int line = mark.line >= 0 ? mark.line + 1 : 1;
        const int column = mark.column >= 0 ? yaml_source::character_column(text_, mark.line, mark.column) : 1;
        report_.errors.push_back({file_, line, column, std::move(message)});
    }
    void error_at(const YAML::Node& node, std::string message) { error_at(node.Mark(), std::move(message)); }

    // Keys of a mapping; unknown and repeated keys are errors. `allowed` is checked by name.
    std::map<std::string, Entry> entries(const YAML::Node& map, std::initializer_list<std::string_view> allowed,
                                         std::string_view listing);
    // The text of a scalar value, or nullopt (with an error) for a list, a mapping or nothing.
    std::optional<std::string> text_of(const Entry& entry, std::string_view key);
    void read_question(const YAML::Node& item, const std::optional<std::string>& file_category,
                       const YAML::Node& file_category_node);
    // Content rules for what a question has, placed at the value at fault; fields in `unread` (missing or
    // malformed) are not judged, so a structural error hides none of the other errors.
    void check_content(const Question& q, const std::set<QuestionField>& unread, const YAML::Node& item,
                       const Entry* id, const YAML::Node& category_node, const Entry* question, const Entry* answer,
                       const Entry* wrong, const std::vector<YAML::Node>& wrong_nodes);
    // An unquoted " #" in a text value: YAML cut the text there.
    void check_comment_cut(const YAML::Node& value);

    std::string with_block_hint(const YAML::Node& node, const std::string& message) const {
        return block_hint(text_, node, message);
    }

    std::string file_;
    std::string_view text_;
    QuestionBank& bank_;
    QuestionChecker checker_;
    FileLoadReport report_;
};

std::map<std::string, Entry> FileReader::entries(const YAML::Node& map, std::initializer_list<std::string_view> allowed,
                                                 std::string_view listing) {
    std::map<std::string, Entry> out;
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (!it->first.IsScalar()) {
            error_at(it->first, "expected a key name, found " + describe(it->first));
            continue;
        }
        const std::string name = it->first.Scalar();
        if (std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
            error_at(it->first, "unknown key '" + name + "' (expected " + std::string(listing) + ")");
            continue;
        }
        if (out.count(name) != 0) {
            error_at(it->first, "key '" + name + "' given twice");
            continue;
        }
        out.emplace(name, Entry{it->first, it->second});
    }
    return out;
}

std::optional<std::string> FileReader::text_of(const Entry& entry, std::string_view key) {
    if (entry.value.IsScalar()) return entry.value.Scalar();
    const YAML::Mark mark = entry.value.IsNull() ? entry.key.Mark() : entry.value.Mark();
    error_at(mark, std::string(key) + ": expected text, found " + describe(entry.value));
    return std::nullopt;
}

void FileReader::read_question(const YAML::Node& item, const std::optional<std::string>& file_category,
                               const YAML::Node& file_category_node) {
    ++report_.questions;
    if (!item.IsMap()) {
        error_at(item, "expected a question (a mapping with id, difficulty, type, question and answer), found " +
                           describe(item));
        return;
    }
    const std::size_t errors_before = report_.errors.size();
    auto keys = entries(item, {"id", "category", "difficulty", "type", "question", "answer", "wrong"}, kQuestionKeys);
    auto required = [&](std::string_view key) -> const Entry* {
        auto it = keys.find(std::string(key));
        if (it != keys.end()) return &it->second;
        error_at(item, "missing key '" + std::string(key) + "'");
        return nullptr;
    };
    auto text = [&](const Entry* e, std::string_view key) -> std::optional<std::string> {
        return e ? text_of(*e, key) : std::nullopt;
    };

    const Entry* id = required("id");
    const auto id_text = text(id, "id");

    std::optional<std::string> category;
    YAML::Node category_node = file_category_node;
    if (auto it = keys.find("category"); it != keys.end()) {
        category = text_of(it->second, "category");
        category_node = it->second.value;
    } else if (file_category) {
        category = file_category;
    } else {
        error_at(item, "missing key 'category' (the file has no top-level category either)");
    }

    const Entry* difficulty = required("difficulty");
    std::optional<Difficulty> level;
    if (auto word = text(difficulty, "difficulty")) {
        level = parse_difficulty(*word);
        if (!level) error_at(difficulty->value, "difficulty: expected easy, medium or hard, found '" + *word + "'");
    }
    const Entry* type = required("type");
    std::optional<QuestionType> kind;
    if (auto word = text(type, "type")) {
        kind = parse_question_type(*word);
        if (!kind) error_at(type->value, "type: expected multiple or true-false, found '" + *word + "'");
    }
    const Entry* question = required("question");
    const auto question_text = text(question, "question");
    const Entry* answer = required("answer");
    const Entry* wrong = nullptr;
    if (auto it = keys.find("wrong"); it != keys.end()) wrong = &it->second;

    std::vector<YAML::Node> wrong_nodes;
    std::set<QuestionField> unread;
    if (!id_text) unread.insert(QuestionField::Id);
    if (!category) unread.insert(QuestionField::Category);
    if (!question_text) unread.insert(QuestionField::Text);
    if (question) check_comment_cut(question->value);
    if (answer) check_comment_cut(answer->value);
    Question q;
    if (kind == QuestionType::TrueFalse) {
        bool truth = false;
        if (answer && !is_plain_boolean(answer->value, truth))
            error_at(answer->value.IsNull() ? answer->key : answer->value,
                     "answer: expected true or false for a true-false question, found " + describe(answer->value));
        if (wrong) error_at(wrong->key, "wrong: a true-false question has no wrong answers");
        q = Question::true_false(id_text.value_or(""), category.value_or(""), level.value_or(Difficulty::Easy),
                                 question_text.value_or(""), truth);
        unread.insert(QuestionField::RightAnswer);
        unread.insert(QuestionField::WrongAnswers);
    } else {
        std::optional<std::string> right = text(answer, "answer");
        bool looks_boolean = false;
        if (right && kind && answer->value.Tag() == "?" && is_plain_boolean(answer->value, looks_boolean))
            error_at(answer->value, "answer: a multiple-choice answer is text, found " + *right +
                                        " (for a true-false question, write type: true-false)");
        std::vector<std::string> wrong_texts;
        bool wrong_ok = wrong != nullptr && wrong->value.IsSequence();
        if (!wrong) {
            if (kind) error_at(item, "missing key 'wrong' (three wrong answers for a multiple-choice question)");
        } else if (!wrong->value.IsSequence()) {
            error_at(wrong->value.IsNull() ? wrong->key : wrong->value,
                     "wrong: expected a list of three wrong answers, found " + describe(wrong->value));
        } else {
            for (const auto& w : wrong->value) {
                if (!w.IsScalar()) {
                    error_at(w, "wrong: expected text, found " + describe(w));
                    wrong_ok = false;
                    continue;
                }
                check_comment_cut(w);
                wrong_texts.push_back(w.Scalar());
                wrong_nodes.push_back(w);
            }
        }
        if (!right || !kind) unread.insert(QuestionField::RightAnswer);
        if (!wrong_ok || !kind) unread.insert(QuestionField::WrongAnswers);
        q = Question::multiple_choice(id_text.value_or(""), category.value_or(""), level.value_or(Difficulty::Easy),
                                      question_text.value_or(""), right.value_or(""), std::move(wrong_texts));
    }
    q.origin = {file_, item.Mark().line + 1, item.Mark().column + 1};
    check_content(q, unread, item, id, category_node, question, answer, wrong, wrong_nodes);
    if (report_.errors.size() != errors_before) return;

    const auto added = bank_.add(q);
    if (added.status == QuestionBank::AddStatus::DuplicateId)
        error_at(id->value, "id '" + q.id + "' is already used at " + added.existing->origin.to_string());
    else if (added.status == QuestionBank::AddStatus::DuplicateText)
        error_at(question->value,
                 "the same question as '" + added.existing->id + "' at " + added.existing->origin.to_string());
    else
        ++report_.added;
}

void FileReader::check_comment_cut(const YAML::Node& value) {
    if (!value.IsScalar() || value.Tag() != "?") return;  // only a plain scalar can be cut by a comment
    if (auto cut = yaml_source::comment_cutting_plain_value(text_, value.Mark().line, value.Mark().column))
        report_.errors.push_back({file_, cut->line, cut->column, cut->message});
}

void FileReader::check_content(const Question& q, const std::set<QuestionField>& unread, const YAML::Node& item,
                               const Entry* id, const YAML::Node& category_node, const Entry* question,
                               const Entry* answer, const Entry* wrong, const std::vector<YAML::Node>& wrong_nodes) {
    for (const auto& problem : checker_.check(q)) {
        if (unread.count(problem.field) != 0) continue;
        YAML::Node at = item;
        switch (problem.field) {
            case QuestionField::Id: at = id->value; break;
            case QuestionField::Category: at = category_node.IsDefined() ? category_node : item; break;
            case QuestionField::Text: at = question->value; break;
            case QuestionField::RightAnswer: at = answer->value; break;
            case QuestionField::WrongAnswers:
                at = problem.wrong_index >= 0 && std::size_t(problem.wrong_index) < wrong_nodes.size()
                         ? wrong_nodes[std::size_t(problem.wrong_index)]
                         : wrong->value;
                break;
        }
        error_at(at, with_block_hint(at, problem.message));
    }
}

FileLoadReport FileReader::read(std::string_view yaml) {
    report_.file = file_;
    text_ = yaml;
    if (auto problem = yaml_source::find_structure_problem(yaml)) {
        report_.errors.push_back({file_, problem->line, problem->column, problem->message});
        return report_;
    }
    for (const auto& alias : yaml_source::find_alias_uses(yaml))
        report_.errors.push_back({file_, alias.line, alias.column, alias.message});
    if (!report_.errors.empty()) return report_;
    yaml_source::SingleDocument document;
    try {
        document = yaml_source::load_single_document(std::string(yaml));
    } catch (const YAML::ParserException& e) {
        const auto problem = yaml_source::explain_parse_error(yaml, e.mark.line, e.mark.column, e.msg);
        report_.errors.push_back({file_, problem.line, problem.column, problem.message});
        return report_;
    } catch (const YAML::Exception& e) {
        error_at(e.mark, "YAML error: " + e.msg);
        return report_;
    }
    if (document.second)
        error_at(*document.second,
                 "more than one YAML document ('---', or text after the first document ends); a question file holds "
                 "one");
    if (document.root.IsNull()) {
        if (!document.second)
            report_.errors.push_back({file_, 1, 1, "the file is empty (expected category: and questions:)"});
        return report_;
    }
    const YAML::Node& root = document.root;
    if (!root.IsMap()) {
        error_at(root, "expected a mapping with category: and questions:, found " + describe(root));
        return report_;
    }
    auto keys = entries(root, {"category", "questions", "attribution"}, kFileKeys);

    std::optional<std::string> file_category;
    YAML::Node file_category_node;
    if (auto it = keys.find("category"); it != keys.end()) {
        file_category = text_of(it->second, "category");
        file_category_node = it->second.value;
    }
    if (auto it = keys.find("attribution"); it != keys.end()) {
        if (auto attribution = text_of(it->second, "attribution"); attribution && attribution->empty())
            error_at(it->second.value, "attribution: is empty");
    }
    auto questions = keys.find("questions");
    if (questions == keys.end()) {
        error_at(root, "missing key 'questions'");
        return report_;
    }
    const YAML::Node& list = questions->second.value;
    if (!list.IsSequence()) {
        error_at(list.IsNull() ? questions->second.key : list,
                 "questions: expected a list of questions, found " + describe(list));
        return report_;
    }
    if (list.size() == 0) error_at(list, "questions: the list is empty");
    for (const auto& item : list) {
        try {
            read_question(item, file_category, file_category_node);
        } catch (const YAML::Exception& e) {  // yaml-cpp reports node misuse by throwing; keep the promise not to
            error_at(item, std::string("could not read this question: ") + e.what());
        }
    }
    // File-level checks ran before the questions; report everything in reading order.
    std::stable_sort(report_.errors.begin(), report_.errors.end(), [](const auto& a, const auto& b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    return report_;
}

}  // namespace

std::size_t FolderLoadReport::added() const {
    std::size_t n = 0;
    for (const auto& f : files) n += f.added;
    return n;
}

std::size_t FolderLoadReport::error_count() const {
    std::size_t n = errors.size();
    for (const auto& f : files) n += f.errors.size();
    return n;
}

FileLoadReport QuestionFileLoader::load_text(std::string_view yaml, const std::string& display_name) {
    return FileReader(display_name, bank_, limits_).read(yaml);
}

FileLoadReport QuestionFileLoader::load_file(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        FileLoadReport report;
        report.file = path;
        report.errors.push_back({path, 0, 0, "is a folder, not a question file"});
        return report;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        FileLoadReport report;
        report.file = path;
        report.errors.push_back({path, 0, 0, std::string("cannot open the file: ") + std::strerror(errno)});
        return report;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return load_text(text.str(), path);
}

std::vector<std::string> QuestionFileLoader::files_in(const std::string& folder, std::string& error) {
    namespace fs = std::filesystem;
    std::vector<std::string> out;
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) {
        error = "no such folder";
        return out;
    }
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path& p = it->path();
        const auto ext = p.extension().string();
        std::error_code type_ec;
        if ((ext == ".yaml" || ext == ".yml") && it->is_regular_file(type_ec)) out.push_back(p.string());
    }
    if (ec) error = "cannot list the folder: " + ec.message();
    std::sort(out.begin(), out.end());
    return out;
}

FolderLoadReport QuestionFileLoader::load_folder(const std::string& folder) {
    FolderLoadReport report;
    report.folder = folder;
    std::string error;
    for (const auto& path : files_in(folder, error)) report.files.push_back(load_file(path));
    if (!error.empty()) report.errors.push_back({folder, 0, 0, error});
    return report;
}

}  // namespace bjt::trivia
