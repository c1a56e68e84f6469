#pragma once
// The subcommands of `bjt`. Each lives in its own cmd_*.cpp and is listed in command_table.cpp.
// A command gets its arguments after the command name, handles --help itself, and returns the
// exit code: 0 success, 2 bad input (with a one-line message on stderr), 1 anything else.
#include <span>
#include <string_view>

namespace bjt::cli {

using Args = std::span<const std::string_view>;

struct Command {
    std::string_view name;  // "validate", "round", "trivia", ...
    std::string_view summary;  // one line for `bjt --help`
    int (*run)(Args args);
};

std::span<const Command> commands();

int run_validate(Args args);
int run_round(Args args);
int run_presets(Args args);
int run_strategy(Args args);
int run_simulate(Args args);
int run_trivia(Args args);
int run_verify(Args args);
int run_history(Args args);
int run_replay(Args args);

}  // namespace bjt::cli
