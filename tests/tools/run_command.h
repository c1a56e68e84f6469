#pragma once
// Runs bjt as a child process and captures what a user would see.
#include <optional>
#include <string>
#include <vector>

namespace bjt::test {

struct CommandResult {
    int exit_code = -1;
    std::string out;
    std::string err;
};

CommandResult run_bjt(const std::vector<std::string>& args);

// Standard input fed from `stdin_text`; standard output to `stdout_file` when set (e.g. /dev/full).
struct RunIo {
    std::string stdin_text;
    std::string stdout_file;
};
CommandResult run_bjt(const std::vector<std::string>& args, const RunIo& io);

// The integer value of "key": N in a JSON text (the first occurrence); nullopt if absent.
std::optional<long long> json_int(const std::string& json, const std::string& key);
// The text of "key": "value" (the first occurrence).
std::optional<std::string> json_string(const std::string& json, const std::string& key);

}  // namespace bjt::test
