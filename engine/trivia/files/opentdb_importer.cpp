#include "engine/trivia/files/opentdb_importer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <unordered_map>

#include "engine/trivia/character_classes.h"
#include "engine/trivia/files/question_file_writer.h"
#include "engine/trivia/html_entities.h"
#include "engine/trivia/question_checker.h"
#include "engine/trivia/text_fold.h"
#include "engine/trivia/utf8.h"

namespace bjt::trivia {

namespace {

using Json = nlohmann::json;

// 1-based line and column (in characters) of a byte offset.
std::pair<int, int> place_of(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    int line = 1;
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++line;
            line_start = i + 1;
        }
    int column = 1;
    for (std::size_t i = line_start; i < offset; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
    return {line, column};
}

// What the JSON parser does not say: where each record of "results" starts (compact JSON puts every
// record on line 1, so a record needs its column) and any key given twice in one object (RFC 8259
// leaves duplicates to the reader; nlohmann keeps the last silently, so they are found here).
// Runs on text the parser has accepted, so it only tracks strings, nesting and keys.
class JsonLayout {
public:
    explicit JsonLayout(std::string_view json) : json_(json) { scan(); }
    const std::vector<std::size_t>& record_offsets() const { return records_; }
    std::optional<std::size_t> duplicate_at() const { return duplicate_at_; }
    const std::string& duplicate_key() const { return duplicate_key_; }

private:
    struct Frame {
        bool object;
        bool results = false;  // the top-level "results" array
        bool expect_key = true;
        std::set<std::string> keys;
    };

    void scan() {
        bool next_is_results = false;
        for (std::size_t i = 0; i < json_.size(); ++i) {
            const char c = json_[i];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
            if (element_may_start_ && c != ']' && !stack_.empty() && stack_.back().results) records_.push_back(i);
            element_may_start_ = false;
            if (c == '"') {
                const std::size_t end = string_end(i);
                if (!stack_.empty() && stack_.back().object && stack_.back().expect_key) {
                    const std::string key = decoded(i, end);
                    if (!stack_.back().keys.insert(key).second && !duplicate_at_) {
                        duplicate_at_ = i;
                        duplicate_key_ = key;
                    }
                    next_is_results = stack_.size() == 1 && key == "results";
                    stack_.back().expect_key = false;
                }
                i = end;
            } else if (c == '{' || c == '[') {
                stack_.push_back(Frame{c == '{', c == '[' && next_is_results, true, {}});
                next_is_results = false;
                element_may_start_ = c == '[';
            } else if (c == '}' || c == ']') {
                if (!stack_.empty()) stack_.pop_back();
            } else if (c == ',') {
                if (!stack_.empty()) stack_.back().expect_key = stack_.back().object;
                element_may_start_ = true;
            } else if (c != ':') {
                next_is_results = false;  // a number or literal value
            }
        }
    }

    // The index of the closing quote of the string opening at `open`.
    std::size_t string_end(std::size_t open) const {
        std::size_t i = open + 1;
        while (i < json_.size() && json_[i] != '"') i += json_[i] == '\\' ? 2 : 1;
        return i;
    }

    std::string decoded(std::size_t open, std::size_t close) const {
        try {
            return Json::parse(json_.substr(open, close - open + 1)).get<std::string>();
        } catch (const Json::exception&) {
            return std::string(json_.substr(open, close - open + 1));
        }
    }

    std::string_view json_;
    std::vector<Frame> stack_;
    std::vector<std::size_t> records_;
    bool element_may_start_ = false;  // just after an opening bracket or a comma
    std::optional<std::size_t> duplicate_at_;
    std::string duplicate_key_;
};

// Where the value of a top-level "key" starts (for a message about it); 0 when not found.
std::size_t value_offset(std::string_view json, std::string_view key) {
    const std::size_t at = json.find("\"" + std::string(key) + "\"");
    if (at == std::string_view::npos) return 0;
    const std::size_t colon = json.find(':', at);
    const std::size_t value = colon == std::string_view::npos ? at : json.find_first_not_of(" \t\r\n", colon + 1);
    return value == std::string_view::npos ? at : value;
}

// The first byte that does not start a valid UTF-8 character (the parser notices a byte or two later).
std::size_t first_invalid_utf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t start = i;
        if (!utf8::next(text, i)) return start;
    }
    return text.size();
}

// nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ..." said
// for a person: the part after the place, with the two cases a person meets most said plainly.
std::string parse_error_text(const std::string& what) {
    std::string text = what;
    if (const auto column = text.find(", column "); column != std::string::npos)
        if (const auto colon = text.find(": ", column); colon != std::string::npos) text = text.substr(colon + 2);
    if (text.find("expected end of input") != std::string::npos)
        return "more JSON follows the first document (a response is exactly one JSON object)";
    if (text.find("ill-formed UTF-8") != std::string::npos) return "the text is not valid UTF-8";
    return text;
}

std::string cleaned(const std::string& raw) { return clean_imported_text(HtmlEntities::decode(raw)); }

std::uint64_t fnv1a64(std::string_view text) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    return h;
}

const char* response_code_meaning(long code) {
    switch (code) {
        case 1: return "no results (the query asked for more questions than there are)";
        case 2: return "invalid parameter";
        case 3: return "session token not found";
        case 4: return "session token empty (all questions for it were returned)";
        case 5: return "rate limit exceeded";
        default: return "unknown response code";
    }
}

// One record made into a Question, or the reason it cannot be.
struct RecordResult {
    std::optional<Question> question;
    std::string reason;
};

RecordResult read_record(const Json& record, const QuestionChecker& checker) {
    if (!record.is_object()) return {std::nullopt, "not a JSON object"};
    std::map<std::string, std::string> text;
    for (const char* key : {"type", "difficulty", "category", "question", "correct_answer"}) {
        auto it = record.find(key);
        if (it == record.end()) return {std::nullopt, std::string("missing \"") + key + "\""};
        if (!it->is_string()) return {std::nullopt, std::string("\"") + key + "\" is not a string"};
        text[key] = it->get<std::string>();
    }
    auto wrong_it = record.find("incorrect_answers");
    if (wrong_it == record.end()) return {std::nullopt, "missing \"incorrect_answers\""};
    if (!wrong_it->is_array()) return {std::nullopt, "\"incorrect_answers\" is not a list"};
    std::vector<std::string> wrong;
    for (std::size_t i = 0; i < wrong_it->size(); ++i) {
        const Json& w = (*wrong_it)[i];
        if (!w.is_string()) return {std::nullopt, "incorrect_answers[" + std::to_string(i) + "] is not a string"};
        wrong.push_back(cleaned(w.get<std::string>()));
    }

    const auto difficulty = parse_difficulty(text["difficulty"]);
    if (!difficulty) return {std::nullopt, "difficulty \"" + text["difficulty"] + "\" is not easy, medium or hard"};
    const std::string category = cleaned(text["category"]);
    const std::string question = cleaned(text["question"]);
    const std::string right = cleaned(text["correct_answer"]);
    const std::string id = OpenTdbImporter::id_for(question);

    Question q;
    if (text["type"] == "multiple") {
        q = Question::multiple_choice(id, category, *difficulty, question, right, std::move(wrong));
    } else if (text["type"] == "boolean") {
        if (right != kTrueLabel && right != kFalseLabel)
            return {std::nullopt, "correct_answer \"" + right + "\" of a boolean question is not True or False"};
        const bool truth = right == kTrueLabel;
        const std::string other(truth ? kFalseLabel : kTrueLabel);
        if (wrong.size() != 1 || wrong[0] != other)
            return {std::nullopt, "incorrect_answers of a boolean question should be [\"" + other + "\"]"};
        q = Question::true_false(id, category, *difficulty, question, truth);
    } else {
        return {std::nullopt, "type \"" + text["type"] + "\" is not multiple or boolean"};
    }

    // The checker names fields as question files do; a record's reasons use OpenTDB's names.
    std::string reasons;
    for (const auto& problem : checker.check(q)) {
        std::string message = problem.message;
        const auto colon = message.find(':');
        if (problem.field == QuestionField::RightAnswer) message.replace(0, colon, "correct_answer");
        if (problem.field == QuestionField::WrongAnswers)
            message.replace(0, colon,
                            problem.wrong_index >= 0 ? "incorrect_answers[" + std::to_string(problem.wrong_index) + "]"
                                                     : std::string("incorrect_answers"));
        reasons += (reasons.empty() ? "" : "; ") + message;
    }
    if (!reasons.empty()) return {std::nullopt, reasons};
    return {std::move(q), {}};
}

}  // namespace

std::string RejectedRecord::to_string() const {
    return "record " + std::to_string(index) + " (line " + std::to_string(line) + ", column " + std::to_string(column) +
           "): " + reason;
}

std::string ImportReport::summary() const {
    return std::to_string(records) + " records: " + std::to_string(questions.size()) + " imported, " +
           std::to_string(rejected.size()) + " rejected";
}

std::string OpenTdbImporter::id_for(std::string_view question_text) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "opentdb-%012llx",
                  static_cast<unsigned long long>(fnv1a64(question_key(question_text)) >> 16));
    return buffer;
}

ImportReport OpenTdbImporter::import_file(const std::string& path) const {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ImportReport report;
        report.source = path;
        report.errors.push_back({path, 0, 0, std::string("cannot open the file: ") + std::strerror(errno)});
        return report;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return import_text(text.str(), path);
}

ImportReport OpenTdbImporter::import_text(std::string_view json, const std::string& display_name) const {
    ImportReport report;
    report.source = display_name;
    auto fail = [&](std::size_t offset, std::string message) {
        const auto [line, column] = place_of(json, offset);
        report.errors.push_back({display_name, line, column, std::move(message)});
        return report;
    };
    Json root;
    try {
        root = Json::parse(json.begin(), json.end());  // strict: one document, valid UTF-8, no comments
    } catch (const Json::parse_error& e) {
        const std::string what = parse_error_text(e.what());
        const std::size_t at =
            what == "the text is not valid UTF-8" ? first_invalid_utf8(json) : (e.byte > 0 ? e.byte - 1 : 0);
        return fail(at, "not valid JSON: " + what);
    } catch (const Json::exception& e) {  // a number too large (found by fuzz_opentdb_import), and the like
        return fail(0, "not valid JSON: " + parse_error_text(e.what()));
    }
    const JsonLayout layout(json);
    if (const auto at = layout.duplicate_at())
        return fail(*at, "not valid JSON for an import: the key \"" + layout.duplicate_key() +
                             "\" appears twice in one object (which one is meant?)");
    if (!root.is_object()) return fail(0, "expected a JSON object with \"results\" (an Open Trivia DB response)");
    if (auto code = root.find("response_code"); code != root.end()) {
        if (!code->is_number_integer()) return fail(0, "\"response_code\" is not a whole number");
        const long value = code->get<long>();
        if (value != 0)
            return fail(value_offset(json, "response_code"),
                        "response_code " + std::to_string(value) + ": " + response_code_meaning(value));
    }
    const auto results = root.find("results");
    if (results == root.end()) return fail(0, "missing \"results\"");
    if (!results->is_array()) return fail(value_offset(json, "results"), "\"results\" is not a list");
    import_records(*results, layout.record_offsets(), json, report);
    return report;
}

void OpenTdbImporter::import_records(const Json& results, const std::vector<std::size_t>& offsets,
                                     std::string_view json, ImportReport& report) const {
    const QuestionChecker checker(limits_);
    std::unordered_map<std::string, std::size_t> first_of;  // folded question -> record index
    std::unordered_map<std::string, std::size_t> ids;
    for (std::size_t index = 0; index < results.size(); ++index) {
        ++report.records;
        const auto [line, column] = place_of(json, index < offsets.size() ? offsets[index] : 0);
        RecordResult r = read_record(results[index], checker);
        if (!r.question) {
            report.rejected.push_back({index, line, column, r.reason});
            continue;
        }
        const std::string key = question_key(r.question->text);
        if (auto it = first_of.find(key); it != first_of.end()) {
            report.rejected.push_back({index, line, column, "duplicate of record " + std::to_string(it->second)});
            continue;
        }
        first_of.emplace(key, index);
        // Two different questions with the same 48-bit id is all but impossible; keep ids unique anyway.
        std::string id = r.question->id;
        for (int n = 2; ids.count(id) != 0; ++n) id = r.question->id + "-" + std::to_string(n);
        ids.emplace(id, index);
        r.question->id = id;
        r.question->origin = {report.source, line, column};
        report.questions.push_back(std::move(*r.question));
    }
}

std::string OpenTdbImporter::attribution(const std::string& source_name) {
    return "Questions from the Open Trivia Database (https://opentdb.com), licensed under the\n"
           "Creative Commons Attribution-ShareAlike 4.0 International License (CC BY-SA 4.0,\n"
           "https://creativecommons.org/licenses/by-sa/4.0/).\n"
           "Adapted by import (bjt trivia import) from " +
           source_name +
           ": HTML entities decoded,\n"
           "white space folded, invisible marks and duplicate questions removed, boolean questions\n"
           "written as true-false. This file stays under CC BY-SA 4.0; keep this notice with it.\n";
}

std::string OpenTdbImporter::question_file(const ImportReport& report) {
    QuestionFileHeader header;
    std::string source = report.source;
    if (auto slash = source.find_last_of('/'); slash != std::string::npos) source = source.substr(slash + 1);
    header.comment_lines = {"Blackjack Trivia question file imported from the Open Trivia Database.",
                            "See attribution: below before sharing or changing it."};
    header.attribution = attribution(source);
    return QuestionFileWriter::write(report.questions, header);
}

}  // namespace bjt::trivia
