#include "tests/tools/run_command.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>

namespace bjt::test {

namespace {
std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
}  // namespace

CommandResult run_bjt(const std::vector<std::string>& args) { return run_bjt(args, RunIo{}); }

CommandResult run_bjt(const std::vector<std::string>& args, const RunIo& io) {
    char out_path[] = "/tmp/bjt-test-out-XXXXXX";
    char err_path[] = "/tmp/bjt-test-err-XXXXXX";
    char in_path[] = "/tmp/bjt-test-in-XXXXXX";
    const int out_fd = io.stdout_file.empty() ? mkstemp(out_path) : open(io.stdout_file.c_str(), O_WRONLY);
    const int err_fd = mkstemp(err_path);
    const int in_fd = mkstemp(in_path);
    if (write(in_fd, io.stdin_text.data(), io.stdin_text.size()) != static_cast<ssize_t>(io.stdin_text.size()))
        return {};
    lseek(in_fd, 0, SEEK_SET);
    CommandResult r;
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(in_fd, 0);
        dup2(out_fd, 1);
        dup2(err_fd, 2);
        std::vector<char*> argv;
        std::string exe = BJT_EXE;
        argv.push_back(exe.data());
        std::vector<std::string> copy = args;
        for (auto& a : copy) argv.push_back(a.data());
        argv.push_back(nullptr);
        execv(exe.c_str(), argv.data());
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    close(out_fd);
    close(err_fd);
    close(in_fd);
    unlink(in_path);
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (io.stdout_file.empty()) r.out = slurp(out_path);
    r.err = slurp(err_path);
    if (io.stdout_file.empty()) unlink(out_path);
    unlink(err_path);
    return r;
}

std::optional<long long> json_int(const std::string& json, const std::string& key) {
    std::smatch m;
    if (!std::regex_search(json, m, std::regex("\"" + key + "\": (-?[0-9]+)"))) return std::nullopt;
    return std::stoll(m[1]);
}

std::optional<std::string> json_string(const std::string& json, const std::string& key) {
    std::smatch m;
    if (!std::regex_search(json, m, std::regex("\"" + key + "\": \"([^\"]*)\""))) return std::nullopt;
    return m[1];
}

}  // namespace bjt::test
