#include "engine/trivia/files/opentdb_importer.h"

#include <yaml-cpp/yaml.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <unordered_map>

#include "engine/trivia/character_classes.h"
#include "engine/trivia/files/question_file_writer.h"
#include "engine/trivia/html_entities.h"
#include "engine/trivia/question_checker.h"
#include "engine/trivia/text_fold.h"

namespace bjt::trivia {

namespace {

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// The 4 hex digits after "\u" at json[at], or -1.
long escape_at(std::string_view json, std::size_t at) {
    if (at + 6 > json.size() || json[at] != '\\' || json[at + 1] != 'u') return -1;
    long v = 0;
    for (std::size_t k = at + 2; k < at + 6; ++k) {
        const int d = hex_value(json[k]);
        if (d < 0) return -1;
        v = v * 16 + d;
    }
    return v;
}

// JSON writes a character past U+FFFF as two \u escapes (a surrogate pair); yaml-cpp refuses
// each half. Inside strings only, a pair becomes YAML's \UXXXXXXXX and a lone half becomes \uFFFD.
std::string surrogates_to_yaml(std::string_view json) {
    std::string out;
    out.reserve(json.size());
    bool in_string = false;
    for (std::size_t i = 0; i < json.size();) {
        const char c = json[i];
        if (!in_string) {
            in_string = c == '"';
            out.push_back(c);
            ++i;
            continue;
        }
        if (c == '"') {
            in_string = false;
            out.push_back(c);
            ++i;
            continue;
        }
        if (c != '\\') {
            out.push_back(c);
            ++i;
            continue;
        }
        const long high = escape_at(json, i);
        if (high >= 0xD800 && high <= 0xDBFF) {
            const long low = escape_at(json, i + 6);
            if (low >= 0xDC00 && low <= 0xDFFF) {
                const long cp = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
                char buffer[16];
                std::snprintf(buffer, sizeof buffer, "\\U%08lX", cp);
                out += buffer;
                i += 12;
                continue;
            }
        }
        if (high >= 0xD800 && high <= 0xDFFF) {
            out += "\\uFFFD";
            i += 6;
            continue;
        }
        // Any other escape: copy it with the character it escapes, so "\\" and "\"" stay whole.
        out.push_back(c);
        if (i + 1 < json.size()) out.push_back(json[i + 1]);
        i += 2;
    }
    return out;
}

// A JSON string value: a quoted scalar (yaml-cpp tags those "!"), as opposed to a number or true.
bool is_json_string(const YAML::Node& node) { return node.IsScalar() && node.Tag() == "!"; }

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

RecordResult read_record(const YAML::Node& record, const QuestionChecker& checker) {
    if (!record.IsMap()) return {std::nullopt, "not a JSON object"};
    std::map<std::string, YAML::Node> fields;
    for (auto it = record.begin(); it != record.end(); ++it) {
        const std::string key = it->first.Scalar();
        if (!fields.emplace(key, it->second).second) return {std::nullopt, "key \"" + key + "\" given twice"};
    }
    std::map<std::string, std::string> text;
    for (const char* key : {"type", "difficulty", "category", "question", "correct_answer"}) {
        auto it = fields.find(key);
        if (it == fields.end()) return {std::nullopt, std::string("missing \"") + key + "\""};
        if (!is_json_string(it->second)) return {std::nullopt, std::string("\"") + key + "\" is not a string"};
        text[key] = it->second.Scalar();
    }
    auto wrong_it = fields.find("incorrect_answers");
    if (wrong_it == fields.end()) return {std::nullopt, "missing \"incorrect_answers\""};
    if (!wrong_it->second.IsSequence()) return {std::nullopt, "\"incorrect_answers\" is not a list"};
    std::vector<std::string> wrong;
    for (const auto& w : wrong_it->second) {
        if (!is_json_string(w)) return {std::nullopt, "\"incorrect_answers\" holds something other than a string"};
        wrong.push_back(cleaned(w.Scalar()));
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
        if (problem.field == QuestionField::WrongAnswers) message.replace(0, colon, "incorrect_answers");
        reasons += (reasons.empty() ? "" : "; ") + message;
    }
    if (!reasons.empty()) return {std::nullopt, reasons};
    return {std::move(q), {}};
}

}  // namespace

std::string RejectedRecord::to_string() const {
    return "record " + std::to_string(index) + " (line " + std::to_string(line) + "): " + reason;
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
    auto fail = [&](const YAML::Mark& mark, std::string message) {
        report.errors.push_back({display_name, mark.line >= 0 ? mark.line + 1 : 1,
                                 mark.column >= 0 ? mark.column + 1 : 1, std::move(message)});
        return report;
    };
    YAML::Node root;
    try {
        root = YAML::Load(surrogates_to_yaml(json));
    } catch (const YAML::Exception& e) {
        return fail(e.mark, "not valid JSON: " + e.msg);
    }
    if (!root.IsMap()) return fail(root.Mark(), "expected a JSON object with \"results\" (an Open Trivia DB response)");
    if (const YAML::Node code = root["response_code"]) {
        long value = -1;
        if (!code.IsScalar() || is_json_string(code) || !YAML::convert<long>::decode(code, value))
            return fail(code.Mark(), "\"response_code\" is not a number");
        if (value != 0)
            return fail(code.Mark(), "response_code " + std::to_string(value) + ": " + response_code_meaning(value));
    }
    const YAML::Node results = root["results"];
    if (!results) return fail(root.Mark(), "missing \"results\"");
    if (!results.IsSequence()) return fail(results.Mark(), "\"results\" is not a list");

    const QuestionChecker checker(limits_);
    std::unordered_map<std::string, std::size_t> first_of;  // folded question -> record index
    std::unordered_map<std::string, std::size_t> ids;
    for (std::size_t index = 0; index < results.size(); ++index) {
        const YAML::Node record = results[index];
        ++report.records;
        const int line = record.Mark().line + 1;
        RecordResult r;
        try {
            r = read_record(record, checker);
        } catch (const YAML::Exception& e) {
            r.reason = std::string("could not read the record: ") + e.what();
        }
        if (!r.question) {
            report.rejected.push_back({index, line, r.reason});
            continue;
        }
        const std::string key = question_key(r.question->text);
        if (auto it = first_of.find(key); it != first_of.end()) {
            report.rejected.push_back({index, line, "duplicate of record " + std::to_string(it->second)});
            continue;
        }
        first_of.emplace(key, index);
        // Two different questions with the same 48-bit id is all but impossible; keep ids unique anyway.
        std::string id = r.question->id;
        for (int n = 2; ids.count(id) != 0; ++n) id = r.question->id + "-" + std::to_string(n);
        ids.emplace(id, index);
        r.question->id = id;
        r.question->origin = {display_name, line, record.Mark().column + 1};
        report.questions.push_back(std::move(*r.question));
    }
    return report;
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
