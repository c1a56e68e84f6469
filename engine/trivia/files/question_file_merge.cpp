#include "engine/trivia/files/question_file_merge.h"

#include <filesystem>

#include "engine/files/replace_file.h"
#include "engine/trivia/files/opentdb_importer.h"
#include "engine/trivia/files/question_file_loader.h"
#include "engine/trivia/files/question_folders.h"

namespace bjt::trivia {

namespace fs = std::filesystem;

namespace {

bool inside(const std::string& file, const std::string& folder) {
    std::error_code ec;
    return !folder.empty() &&
           fs::equivalent(fs::path(file).parent_path().empty() ? "." : fs::path(file).parent_path(), folder, ec);
}

std::string write_atomically(const std::string& path, const std::string& text) {
    std::error_code ec;
    const fs::path target(path);
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    if (ec) return "cannot create the folder " + target.parent_path().string() + ": " + ec.message();
    return files::replace_file(target, text).value_or("");
}

}  // namespace

MergeReport merge_into_question_file(const std::vector<Question>& questions, const std::string& path,
                                     const std::string& player_dir, const std::string& source) {
    MergeReport report;
    std::error_code ec;
    const bool exists = fs::exists(path, ec);

    QuestionBank own;  // what the file holds now
    if (exists) {
        const FileLoadReport loaded = QuestionFileLoader(own, TextLimits::player_files()).load_file(path);
        if (!loaded.ok()) {
            report.errors = loaded.errors;
            return report;
        }
    }
    QuestionBank game;  // everything the game would ask, the file included
    load_game_questions(game, player_dir);
    if (exists && !inside(path, player_dir)) QuestionFileLoader(game, TextLimits::player_files()).load_file(path);

    ImportReport merged;
    merged.source = source;
    for (const auto& q : own.questions()) merged.questions.push_back(q);
    report.kept = merged.questions.size();
    for (const auto& q : questions) {
        if (game.add(q).added()) {
            merged.questions.push_back(q);
            ++report.added;
        } else {
            ++report.duplicates;
        }
    }
    if (report.added == 0) return report;  // nothing new: leave the file as it is
    if (auto error = write_atomically(path, OpenTdbImporter::question_file(merged)); !error.empty())
        report.errors.push_back({path, 0, 0, error});
    return report;
}

}  // namespace bjt::trivia
