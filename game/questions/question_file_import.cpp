#include "game/questions/question_file_import.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/trivia/files/opentdb_categories.h"
#include "engine/trivia/files/opentdb_importer.h"
#include "engine/trivia/files/question_file_merge.h"

namespace bjt::game {

QuestionImportOutcome import_question_file(const std::string& path, const std::string& name,
                                           const std::string& player_dir) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return {false, 0, "Could not read " + name + "."};
    std::ostringstream text;
    text << in.rdbuf();
    trivia::ImportReport report = trivia::OpenTdbImporter().import_text(text.str(), name);
    if (!report.ok()) return {false, 0, name + " is not an Open Trivia DB file: " + report.errors.front().to_string()};
    const auto categories = trivia::load_opentdb_categories(trivia::OpenTdbCategories::player_file(player_dir));
    if (!categories.errors.empty()) return {false, 0, categories.errors.front().to_string()};
    categories.table.apply(report.questions);
    const std::string file = (std::filesystem::path(player_dir) / "opentdb.yaml").string();
    const trivia::MergeReport merge = trivia::merge_into_question_file(report.questions, file, player_dir, name);
    if (!merge.ok()) return {false, 0, merge.errors.front().to_string()};
    const int added = static_cast<int>(merge.added);
    return {true, added,
            "Imported " + std::to_string(added) + (added == 1 ? " new question" : " new questions") + " from " + name +
                " (" + report.summary() + "; " + std::to_string(merge.duplicates) + " already in the game)."};
}

}  // namespace bjt::game
