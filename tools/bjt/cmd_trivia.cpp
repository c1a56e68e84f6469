// bjt trivia validate|import: checks question files and imports Open Trivia DB questions.

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/files/replace_file.h"
#include "engine/trivia/files/clue_leak_allow_file.h"
#include "engine/trivia/files/opentdb_categories.h"
#include "engine/trivia/files/opentdb_importer.h"
#include "engine/trivia/files/question_file_loader.h"
#include "engine/trivia/files/question_folders.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"
#include "tools/bjt/trivia_clue_checks.h"
#include "tools/bjt/trivia_commands.h"
#include "tools/bjt/trivia_near_duplicates.h"

namespace bjt::cli {

namespace {

using trivia::FileLoadReport;
using trivia::FolderLoadReport;
using trivia::ImportReport;
using trivia::OpenTdbImporter;
using trivia::QuestionBank;
using trivia::QuestionFileLoader;
using trivia::TextLimits;

constexpr const char* kTriviaHelp =
    "usage: bjt trivia validate [--player] FILE|FOLDER...\n"
    "       bjt trivia import FILE.json [-o OUT.yaml] [--categories MAP.yaml]\n"
    "       bjt trivia fetch [--amount N] [--category C] [--difficulty D] [-o FILE]\n\n"
    "Question files (assets/trivia/*.yaml and players' own files; see README.md, \"Question files\").\n"
    "`bjt trivia COMMAND --help` describes each command.\n";

constexpr const char* kValidateHelp =
    "usage: bjt trivia validate [--player] FILE|FOLDER...\n\n"
    "Checks question files (YAML) and prints every error as FILE:LINE:COL: message.\n"
    "A FOLDER stands for every *.yaml and *.yml file in it. All files given are checked together,\n"
    "so a question repeated in another file, or an id used twice, is an error too.\n"
    "Near-duplicates (the same answer and nearly the same content words: \"What is the capital of\n"
    "Australia?\" / \"What is the capital city of Australia?\") are errors among these files.\n"
    "Two more checks print warnings (FILE:LINE:COL: warning: ..., exit code unchanged) with the ids:\n"
    "  clue leak    an answer rare in the bank (an option of at most 2 questions, named by at most 3\n"
    "               others) named word for word in another question's text or options\n"
    "  answer echo  a word of the right answer (a number, or 3+ letters and no function word such\n"
    "               as \"the\") in its own question and in no wrong option\n"
    "A FOLDER's checks/clue-leak-allow.yaml lists the clue leaks that are meant (both ids and the\n"
    "reason); an entry there that matches no clue leak is an error.\n\n"
    "  --player   apply the limits of a player's own files (question 250, answers 80 characters)\n"
    "             instead of the shipped bank's (question 160, answers 40 characters), and check\n"
    "             them against the shipped bank as the game does: a repeated question or id is an\n"
    "             error, a near-duplicate a warning (printed, exit code unchanged)\n\n"
    "Exit code: 0 when every file is valid, 2 when any has an error.\n";

constexpr const char* kImportHelp =
    "usage: bjt trivia import FILE.json|- [-o OUT.yaml] [--categories MAP.yaml]\n\n"
    "Reads an Open Trivia DB API response ({\"response_code\":0,\"results\":[...]}) and writes the\n"
    "questions as a question file, on standard output or to OUT.yaml. HTML entities are decoded,\n"
    "white space folded, invisible marks and duplicates dropped, and an attribution block is added\n"
    "(Open Trivia DB questions are CC BY-SA 4.0: keep it when you share the file). Records that\n"
    "cannot be used are listed on standard error with their index and the reason; the rest import.\n"
    "Text may be as long as a player's own files allow (question 250, answers 80 characters).\n"
    "Drop the file into your questions folder to play with it.\n"
    "OpenTDB categories become the game's (\"Entertainment: Music\" -> Music, \"Science & Nature\" ->\n"
    "Science, ...; README.md, \"Question files\"), with the overrides in opentdb-categories.yaml in\n"
    "the data folder (beside questions/) when that file exists.\n\n"
    "The input is strict JSON: one document, valid UTF-8, each key once per object. `-` reads standard input.\n\n"
    "  -o, --output OUT.yaml   write here instead of standard output (written whole or not at all: a\n"
    "                          temporary file beside it is renamed over it; a device such as /dev/null\n"
    "                          is written into); it may not be the input\n"
    "  --categories MAP.yaml   read the category overrides from this file instead\n\n"
    "Exit code: 0 when the file was read (even with rejected records), 2 when it is malformed or\n"
    "no record could be used, 1 when the output cannot be written.\n";

// A player's files are checked against the shipped bank, loaded first and quietly (its own
// problems are `bjt trivia validate assets/trivia`'s business), unless it is among `paths`.
void load_shipped_unless_given(QuestionFileLoader& loader, const std::vector<std::string>& paths) {
    const auto shipped = trivia::find_shipped_question_dir();
    if (!shipped) return;
    for (const auto& path : paths) {
        std::error_code ec;
        if (std::filesystem::equivalent(path, *shipped, ec)) return;
    }
    loader.load_folder(*shipped);
}

// The clue-leak allow-list of each folder given that has one.
std::vector<std::string> allow_lists_of(const std::vector<std::string>& paths) {
    std::vector<std::string> out;
    for (const auto& path : paths) {
        std::error_code ec;
        const std::string allow = trivia::clue_leak_allow_path(path);
        if (std::filesystem::is_directory(path, ec) && std::filesystem::exists(allow, ec)) out.push_back(allow);
    }
    return out;
}

int run_validate_files(Args args) {
    if (wants_help(args)) {
        std::printf("%s", kValidateHelp);
        return 0;
    }
    bool player = false;
    std::vector<std::string> paths;
    for (auto a : args) {
        if (a == "--player") {
            player = true;
        } else if (!a.empty() && a[0] == '-') {
            return usage_error("trivia validate: unknown option '" + std::string(a) + "' (try --help)");
        } else {
            paths.emplace_back(a);
        }
    }
    if (paths.empty()) return usage_error("trivia validate needs at least one file or folder (try --help)");

    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    if (player) load_shipped_unless_given(loader, paths);
    loader.set_limits(player ? TextLimits::player_files() : TextLimits::shipped_bank());
    std::vector<FileLoadReport> reports;
    std::size_t folder_errors = 0;
    for (const auto& path : paths) {
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec)) {
            FolderLoadReport folder = loader.load_folder(path);
            for (const auto& e : folder.errors) std::printf("%s\n", e.to_string().c_str());
            folder_errors += folder.errors.size();
            if (folder.files.empty() && folder.errors.empty())
                std::printf("%s: no question files (*.yaml) in this folder\n", path.c_str());
            for (auto& f : folder.files) reports.push_back(std::move(f));
        } else {
            reports.push_back(loader.load_file(path));
        }
    }
    std::size_t bad_files = 0, errors = folder_errors;
    for (const auto& r : reports) {
        if (r.ok()) {
            std::printf("%s: ok (%zu questions)\n", r.file.c_str(), r.questions);
            continue;
        }
        ++bad_files;
        for (const auto& e : r.errors) std::printf("%s\n", e.to_string().c_str());
        errors += r.errors.size();
    }
    std::set<std::string> player_files;
    if (player)
        for (const auto& r : reports) player_files.insert(r.file);
    const NearDuplicateCounts near = print_near_duplicates(bank, player_files, !player);
    const ClueCheckCounts clues = print_clue_checks(bank, player_files, player, allow_lists_of(paths));
    if (errors + near.errors + clues.errors == 0) return 0;
    if (errors > 0)
        std::fprintf(stderr, "bjt: %zu error(s) in %zu of %zu question file(s)\n", errors, bad_files, reports.size());
    if (near.errors > 0) std::fprintf(stderr, "bjt: %zu near-duplicate pair(s)\n", near.errors);
    if (clues.errors > 0) std::fprintf(stderr, "bjt: %zu error(s) in clue-leak allow-lists\n", clues.errors);
    return 2;
}

bool read_whole_file(const std::string& path, std::string& out) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        errno = EISDIR;
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream text;
    text << in.rdbuf();
    out = text.str();
    return true;
}

// -o naming the input would overwrite what is being read.
std::optional<std::string> same_file_error(const std::string& input, const std::string& output) {
    if (output.empty() || input == "-") return std::nullopt;
    std::error_code ec;
    if (std::filesystem::equivalent(input, output, ec) || (ec && input == output))
        return "trivia import: -o " + output + " is the input file; write the question file somewhere else";
    return std::nullopt;
}

int run_import(Args args) {
    if (wants_help(args)) {
        std::printf("%s", kImportHelp);
        return 0;
    }
    std::string input, output, categories_file = trivia::OpenTdbCategories::player_file(trivia::player_question_dir());
    for (std::size_t i = 0; i < args.size();) {
        bool missing = false;
        if (auto file = take_option(args, i, "--categories", missing)) {
            categories_file = std::string(*file);
            if (!std::filesystem::exists(categories_file))
                return usage_error("trivia import: no such file " + categories_file);
            continue;
        }
        if (missing) return usage_error("trivia import: --categories needs a file name");
        auto out = take_option(args, i, "--output", missing);
        if (!out && !missing) out = take_option(args, i, "-o", missing);
        if (missing) return usage_error("trivia import: -o needs a file name");
        if (out) {
            output = std::string(*out);
            continue;
        }
        const std::string_view a = args[i++];
        if (!a.empty() && a[0] == '-' && a != "-")
            return usage_error("trivia import: unknown option '" + std::string(a) + "' (try --help)");
        if (!input.empty()) return usage_error("trivia import takes one JSON file (try --help)");
        input = std::string(a);
    }
    if (input.empty()) return usage_error("trivia import needs a JSON file, or - for standard input (try --help)");
    if (auto same = same_file_error(input, output)) return usage_error(*same);
    const auto categories = trivia::load_opentdb_categories(categories_file);
    for (const auto& e : categories.errors) std::fprintf(stderr, "%s\n", e.to_string().c_str());
    if (!categories.errors.empty()) return 2;
    std::string json;
    if (input == "-") {
        std::ostringstream text;
        text << std::cin.rdbuf();
        json = text.str();
    } else if (!read_whole_file(input, json)) {
        return usage_error("trivia import: cannot read " + input + ": " + std::strerror(errno));
    }
    const std::string name = input == "-" ? std::string("standard input") : input;
    ImportReport report = OpenTdbImporter().import_text(json, name);
    if (!report.ok()) {
        for (const auto& e : report.errors) std::fprintf(stderr, "%s\n", e.to_string().c_str());
        return 2;
    }
    categories.table.apply(report.questions);
    for (const auto& r : report.rejected) std::fprintf(stderr, "%s: %s\n", name.c_str(), r.to_string().c_str());
    std::fprintf(stderr, "bjt: %s: %s\n", name.c_str(), report.summary().c_str());
    if (report.questions.empty()) return usage_error("trivia import: no question could be imported from " + name);
    const std::string yaml = OpenTdbImporter::question_file(report);
    if (output.empty()) {
        const bool written = std::fwrite(yaml.data(), 1, yaml.size(), stdout) == yaml.size();
        if (!written || std::fflush(stdout) != 0) {
            std::fprintf(stderr, "bjt: cannot write the question file to standard output: %s\n", std::strerror(errno));
            return 1;
        }
        return 0;
    }
    if (const auto error = files::replace_file(output, yaml)) {
        std::fprintf(stderr, "bjt: %s\n", error->c_str());
        return 1;
    }
    return 0;
}

}  // namespace

int run_trivia(Args args) {
    if (args.empty()) {
        std::printf("%s", kTriviaHelp);
        return usage_error("trivia needs a command: validate, import or fetch");
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::printf("%s", kTriviaHelp);
        return 0;
    }
    if (args[0] == "validate") return run_validate_files(args.subspan(1));
    if (args[0] == "import") return run_import(args.subspan(1));
    if (args[0] == "fetch") return run_trivia_fetch(args.subspan(1));
    return usage_error("trivia: unknown command '" + std::string(args[0]) + "' (validate, import or fetch)");
}

}  // namespace bjt::cli
