#pragma once
// Reads question files (TRIVIA_FORMAT.md: assets/trivia/*.yaml and players' own files) into a
// QuestionBank. Every error carries file, line and column; every error of a file is reported in
// one go; nothing a file holds makes the loader throw. A question with an error is left out and
// the file's other questions still load, so one typo in a player's file costs one question, not
// the file (the caller shows the errors either way).
//
// Duplicates are checked against everything already in the bank, so loading the shipped bank and
// then a player's folder through one loader also catches a player's copy of a shipped question.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "engine/trivia/files/question_file_error.h"
#include "engine/trivia/question_bank.h"
#include "engine/trivia/text_limits.h"

namespace bjt::trivia {

struct FileLoadReport {
    std::string file;
    std::size_t questions = 0;  // questions the file lists
    std::size_t added = 0;  // of those, added to the bank
    std::vector<QuestionFileError> errors;
    bool ok() const { return errors.empty(); }
};

struct FolderLoadReport {
    std::string folder;
    std::vector<FileLoadReport> files;  // one per *.yaml / *.yml file, by name
    std::vector<QuestionFileError> errors;  // about the folder itself (missing, unreadable)
    std::size_t added() const;
    std::size_t error_count() const;
    bool ok() const { return error_count() == 0; }
};

class QuestionFileLoader {
public:
    // `limits`: TextLimits::shipped_bank() for assets/trivia, player_files() for a player's folder.
    QuestionFileLoader(QuestionBank& bank, TextLimits limits) : bank_(bank), limits_(limits) {}

    FileLoadReport load_file(const std::string& path);
    // `display_name` stands for the file in messages.
    FileLoadReport load_text(std::string_view yaml, const std::string& display_name);
    // Every *.yaml and *.yml file directly in `folder`, in name order. A bad file is reported and
    // loading goes on with the next.
    FolderLoadReport load_folder(const std::string& folder);

    // The question files directly in `folder`, sorted; `error` is set if it cannot be listed.
    static std::vector<std::string> files_in(const std::string& folder, std::string& error);

    void set_limits(TextLimits limits) { limits_ = limits; }

private:
    QuestionBank& bank_;
    TextLimits limits_;
};

}  // namespace bjt::trivia
