#include "engine/trivia/files/question_folders.h"

#include <cstdlib>
#include <filesystem>

#include "engine/install/data_dirs.h"

namespace bjt::trivia {

namespace fs = std::filesystem;

namespace {
std::string env(const char* name) {
    const char* value = std::getenv(name);
    return value ? value : "";
}
}  // namespace

std::vector<std::string> shipped_question_dirs() {
    std::vector<std::string> dirs;
    if (auto dir = env("BJT_TRIVIA_DIR"); !dir.empty()) dirs.push_back(dir);
    for (std::string& dir : shipped_data_paths("assets/trivia")) dirs.push_back(std::move(dir));
    return dirs;
}

std::optional<std::string> find_shipped_question_dir() {
    std::error_code ec;
    for (const auto& dir : shipped_question_dirs())
        if (fs::is_directory(dir, ec)) return dir;
    return std::nullopt;
}

std::string player_question_dir() {
    if (auto dir = env("BJT_PLAYER_QUESTION_DIR"); !dir.empty()) return dir;
    if (auto xdg = env("XDG_DATA_HOME"); !xdg.empty())
        return (fs::path(xdg) / "blackjack-trivia" / "questions").string();
    if (auto home = env("HOME"); !home.empty())
        return (fs::path(home) / ".local" / "share" / "blackjack-trivia" / "questions").string();
    return "";
}

GameQuestionsLoad load_game_questions(QuestionBank& bank, const std::string& player_dir) {
    GameQuestionsLoad load;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    if (auto dir = find_shipped_question_dir()) {
        load.shipped_found = true;
        load.shipped = loader.load_folder(*dir);
    } else {
        load.shipped.errors.push_back({"assets/trivia", 0, 0, "the shipped question bank was not found"});
    }
    std::error_code ec;
    if (!player_dir.empty() && fs::is_directory(player_dir, ec)) {
        loader.set_limits(TextLimits::player_files());
        load.player = loader.load_folder(player_dir);
    }
    return load;
}

}  // namespace bjt::trivia
