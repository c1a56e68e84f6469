#pragma once
// Imports an Open Trivia DB API response ({"response_code":0,"results":[{"type","difficulty",
// "category","question","correct_answer","incorrect_answers"}, ...]}) as questions.
//
// Every text field, category included, has its HTML entities decoded, then invisible marks
// (&lrm; decodes to U+200E and is then dropped, as are U+200F, soft hyphens and the like; see
// character_classes.h) and control characters removed, white space (&nbsp; included) folded to
// single spaces and the ends trimmed. "boolean" becomes true-false. Categories keep OpenTDB's
// names (decoded: "Science & Nature"). A record that cannot be used is rejected with its index and
// the reason; the rest import. Duplicates (folded question text) keep the first.
//
// Length limits are the player-file limits (text_limits.h): the shipped bank's 160/40 would reject
// good OpenTDB questions whose answers run to 40-70 characters.
//
// nlohmann::json reads the JSON strictly: exactly one document, valid UTF-8 (the bytes a question
// file refuses are refused here too), no lone surrogates; a key given twice in one object is an error.
#include <cstddef>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "engine/trivia/files/question_file_error.h"
#include "engine/trivia/question.h"
#include "engine/trivia/text_limits.h"

namespace bjt::trivia {

struct RejectedRecord {
    std::size_t index = 0;  // 0-based position in "results"
    int line = 0;  // where the record starts in the file
    int column = 0;  // compact JSON (what the API returns) has every record on line 1
    std::string reason;
    // "record 9 (line 1, column 2345): answer: 47 characters, over the limit of 40"
    std::string to_string() const;
};

struct ImportReport {
    std::string source;  // the file imported (or its display name)
    std::size_t records = 0;
    std::vector<Question> questions;  // accepted, in file order
    std::vector<RejectedRecord> rejected;
    std::vector<QuestionFileError> errors;  // the file as a whole cannot be used (malformed)
    bool ok() const { return errors.empty(); }
    // "200 records: 197 imported, 3 rejected"
    std::string summary() const;
};

class OpenTdbImporter {
public:
    explicit OpenTdbImporter(TextLimits limits = TextLimits::player_files()) : limits_(limits) {}

    ImportReport import_file(const std::string& path) const;
    ImportReport import_text(std::string_view json, const std::string& display_name) const;

    // The attribution block an imported file carries (CC BY-SA 4.0 asks for it).
    static std::string attribution(const std::string& source_name);
    // The accepted questions as a question file, with attribution.
    static std::string question_file(const ImportReport& report);

    // Stable id for imported text: "opentdb-" and 12 hex digits of a hash of the folded question,
    // so two imports of the same question get the same id and the player's history still applies.
    static std::string id_for(std::string_view question_text);

private:
    void import_records(const nlohmann::json& results, const std::vector<std::size_t>& offsets, std::string_view json,
                        ImportReport& report) const;

    TextLimits limits_;
};

}  // namespace bjt::trivia
