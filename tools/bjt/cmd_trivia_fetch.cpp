// bjt trivia fetch: fresh questions from the Open Trivia DB API, imported, put under the game's
// categories and merged into the player's questions folder without duplicates.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>

#include "engine/trivia/fetch/opentdb_fetcher.h"
#include "engine/trivia/files/opentdb_categories.h"
#include "engine/trivia/files/question_file_merge.h"
#include "engine/trivia/files/question_folders.h"
#include "engine/trivia/question_words.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/trivia_commands.h"

namespace bjt::cli {

namespace {

using namespace bjt::trivia;

constexpr const char* kFetchHelp =
    "usage: bjt trivia fetch [--amount N] [--category C] [--difficulty D] [-o FILE] [--categories MAP.yaml]\n\n"
    "Asks the Open Trivia DB API (https://opentdb.com) for N fresh questions with a session token (no\n"
    "question twice), at most one request per 5 seconds as the API asks, imports them as `bjt trivia\n"
    "import` does (the game's categories, the data folder's opentdb-categories.yaml applied) and adds\n"
    "them to FILE, leaving out any question already in the shipped bank, the questions folder or FILE.\n"
    "A progress bar shows on standard error when it is a terminal. Questions are CC BY-SA 4.0: the file\n"
    "carries the attribution.\n\n"
    "  --amount N          questions to ask for, 1 to 1000 (default 50; 50 per request)\n"
    "  --category C        an Open Trivia DB category: its number (9-32) or its name, e.g.\n"
    "                      \"Science & Nature\" (default: any)\n"
    "  --difficulty D      easy, medium or hard (default: any)\n"
    "  -o, --output FILE   the question file to add to (default: opentdb.yaml in the questions folder)\n"
    "  --categories MAP    category overrides from this file instead of the data folder's\n\n"
    "Environment (for tests against a local server): BJT_OPENTDB_URL (default https://opentdb.com),\n"
    "BJT_OPENTDB_INTERVAL_MS (5000), BJT_OPENTDB_TIMEOUT_MS (20000 per request).\n\n"
    "Exit code: 0 when N questions came, 1 when the fetch stopped early (the questions that came are\n"
    "still added) or FILE cannot be written, 2 on bad input.\n";

struct FetchOptions {
    FetchRequest request;
    std::string output;
    std::string categories_file;
};

std::optional<int> category_id(std::string_view text) {
    for (const auto& [id, name] : OpenTdbCategories::opentdb_names())
        if (text == name || text == std::to_string(id)) return id;
    return std::nullopt;
}

// One option and its value into `o`; an exit code when the value is wrong.
std::optional<int> take(std::string_view name, std::string_view value, FetchOptions& o) {
    const std::string text(value);
    if (name == "--amount") {
        char* end = nullptr;
        const long n = std::strtol(text.c_str(), &end, 10);
        if (text.empty() || *end != '\0' || n < 1 || n > FetchRequest::kMaxAmount)
            return usage_error("trivia fetch: --amount expects 1 to 1000, found '" + text + "'");
        o.request.amount = static_cast<int>(n);
    } else if (name == "--category") {
        o.request.category = category_id(value);
        if (!o.request.category)
            return usage_error("trivia fetch: unknown category '" + text +
                               "' (a number from 9 to 32 or an Open Trivia DB name such as \"Science & Nature\")");
    } else if (name == "--difficulty") {
        o.request.difficulty = parse_difficulty(value);
        if (!o.request.difficulty)
            return usage_error("trivia fetch: --difficulty expects easy, medium or hard, found '" + text + "'");
    } else if (name == "--categories") {
        if (!std::filesystem::exists(text)) return usage_error("trivia fetch: no such file " + text);
        o.categories_file = text;
    } else {
        o.output = text;
    }
    return std::nullopt;
}

// Fills `o` from the arguments; returns an exit code when they are wrong.
std::optional<int> parse(Args args, FetchOptions& o) {
    constexpr std::string_view kOptions[] = {"--amount", "--category", "--difficulty",
                                             "--output", "-o",         "--categories"};
    for (std::size_t i = 0; i < args.size();) {
        const std::string_view arg = args[i];
        bool missing = false;
        std::optional<std::string_view> value;
        std::string_view name;
        for (std::string_view option : kOptions)
            if ((value = take_option(args, i, option, missing))) {
                name = option;
                break;
            }
        if (!value) return usage_error("trivia fetch: unknown argument '" + std::string(arg) + "' (try --help)");
        if (missing) return usage_error("trivia fetch: " + std::string(name) + " needs a value");
        if (auto exit_code = take(name, *value, o)) return exit_code;
    }
    return std::nullopt;
}

// "\r[##########..........] 25/50  asking for 25 questions" on a terminal; nothing otherwise.
OpenTdbFetcher::ProgressSink progress_bar() {
    if (isatty(STDERR_FILENO) == 0) return {};
    return [](const FetchProgress& p) {
        constexpr int kWidth = 30;
        const int done = p.wanted > 0 ? std::min(kWidth, p.fetched * kWidth / p.wanted) : 0;
        std::fprintf(stderr, "\r[%s%s] %d/%d  %-60.60s", std::string(std::size_t(done), '#').c_str(),
                     std::string(std::size_t(kWidth - done), '.').c_str(), p.fetched, p.wanted, p.status.c_str());
        if (p.status == "done" || p.status == "stopped") std::fprintf(stderr, "\n");
        std::fflush(stderr);
    };
}

}  // namespace

int run_trivia_fetch(Args args) {
    if (wants_help(args)) {
        std::printf("%s", kFetchHelp);
        return 0;
    }
    FetchOptions o;
    const std::string player_dir = player_question_dir();
    o.categories_file = OpenTdbCategories::player_file(player_dir);
    if (auto exit_code = parse(args, o)) return *exit_code;
    if (o.output.empty()) {
        if (player_dir.empty()) return usage_error("trivia fetch: no questions folder (HOME is not set); give -o FILE");
        o.output = (std::filesystem::path(player_dir) / "opentdb.yaml").string();
    }
    std::string env_error;
    const FetchSettings settings = FetchSettings::from_environment(env_error);
    if (!env_error.empty()) return usage_error("trivia fetch: " + env_error);
    const auto categories = load_opentdb_categories(o.categories_file);
    for (const auto& e : categories.errors) std::fprintf(stderr, "%s\n", e.to_string().c_str());
    if (!categories.errors.empty()) return 2;

    FetchResult result = OpenTdbFetcher(settings).fetch(o.request, progress_bar());
    for (const auto& note : result.notes) std::fprintf(stderr, "bjt: %s\n", note.c_str());
    if (result.failed()) std::fprintf(stderr, "bjt: the fetch stopped early: %s\n", result.stopped_early.c_str());
    categories.table.apply(result.questions);
    const MergeReport merge = merge_into_question_file(result.questions, o.output, player_dir, "opentdb.com API");
    for (const auto& e : merge.errors) std::fprintf(stderr, "%s\n", e.to_string().c_str());
    if (!merge.ok()) {
        std::fprintf(stderr, "bjt: %s was left as it was; nothing added\n", o.output.c_str());
        return 1;
    }
    std::fprintf(stderr, "bjt: fetched %zu of %d question(s); added %zu to %s (%zu already in the game)\n",
                 result.questions.size(), o.request.amount, merge.added, o.output.c_str(), merge.duplicates);
    return result.failed() ? 1 : 0;
}

}  // namespace bjt::cli
