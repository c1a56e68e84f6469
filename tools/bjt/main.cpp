// bjt: Blackjack Trivia's command-line tool.
#include <cstdio>
#include <string_view>
#include <vector>

#include "engine/install/version.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"

namespace {

void print_help() {
    std::printf("usage: bjt COMMAND [ARGS...]\n\nBlackjack Trivia's command-line tool.\n\ncommands:\n");
    for (const auto& c : bjt::cli::commands())
        std::printf("  %-10.*s %.*s\n", static_cast<int>(c.name.size()), c.name.data(),
                    static_cast<int>(c.summary.size()), c.summary.data());
    std::printf("\n`bjt COMMAND --help` describes each command; `bjt --version` prints the version.\n");
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty()) {
        print_help();
        return bjt::cli::usage_error("no command given (try `bjt --help`)");
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        print_help();
        return 0;
    }
    if (args[0] == "--version") {
        std::printf("bjt %.*s\n", static_cast<int>(bjt::version().size()), bjt::version().data());
        return 0;
    }
    for (const auto& c : bjt::cli::commands())
        if (c.name == args[0]) return c.run(bjt::cli::Args(args).subspan(1));
    return bjt::cli::usage_error("unknown command '" + std::string(args[0]) + "' (try `bjt --help`)");
}
