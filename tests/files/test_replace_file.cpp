// replace_file() on each kind of path it can meet, and a write that fails half way (the file-size limit, which
// binds even a root test run, where a read-only folder does not).
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <csignal>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/files/replace_file.h"
#include "tests/file_text.h"
#include "tests/temp_folder.h"

using bjt::test::file_text;

using bjt::files::replace_file;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }

// The names in the folder: a temporary left behind would show here.
std::vector<std::string> names_in(const fs::path& folder) {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(folder)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

}  // namespace

TEST_CASE("replace_file writes a new file and leaves nothing else in the folder", "[files]") {
    bjt::test::TempFolder dir;
    REQUIRE_FALSE(replace_file(dir / "new.yaml", "decks: 6\n"));
    CHECK(file_text(dir / "new.yaml") == "decks: 6\n");
    CHECK(names_in(dir.path()) == std::vector<std::string>{"new.yaml"});
}

TEST_CASE("replace_file replaces a file whole and keeps its permissions", "[files]") {
    bjt::test::TempFolder dir;
    write(dir / "settings.yaml", "old\n");
    fs::permissions(dir / "settings.yaml", fs::perms::owner_read | fs::perms::owner_write);
    REQUIRE_FALSE(replace_file(dir / "settings.yaml", "new content\n"));
    CHECK(file_text(dir / "settings.yaml") == "new content\n");
    CHECK((fs::status(dir / "settings.yaml").permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write));
    CHECK(names_in(dir.path()) == std::vector<std::string>{"settings.yaml"});
}

TEST_CASE("replace_file follows a symbolic link and keeps the link", "[files]") {
    bjt::test::TempFolder dir;
    fs::create_directory(dir / "real");
    write(dir / "real" / "q.yaml", "old\n");
    fs::create_symlink(dir / "real" / "q.yaml", dir / "link.yaml");
    REQUIRE_FALSE(replace_file(dir / "link.yaml", "new\n"));
    CHECK(fs::is_symlink(dir / "link.yaml"));
    CHECK(file_text(dir / "real" / "q.yaml") == "new\n");
    CHECK(names_in(dir / "real") == std::vector<std::string>{"q.yaml"});
}

TEST_CASE("replace_file writes into a named pipe instead of putting a file in its place", "[files]") {
    bjt::test::TempFolder dir;
    const fs::path pipe = dir / "pipe";
    REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
    // The reading end is open (without blocking) before the write, so the writer's open does not wait; the text
    // fits in the pipe's buffer. Had the pipe been renamed over, this end would read nothing.
    const int reader = ::open(pipe.c_str(), O_RDONLY | O_NONBLOCK);
    REQUIRE(reader >= 0);
    REQUIRE_FALSE(replace_file(pipe, "through the pipe\n"));
    char buffer[64] = {};
    const ssize_t got = ::read(reader, buffer, sizeof buffer);
    ::close(reader);
    CHECK(std::string(buffer, got > 0 ? static_cast<std::size_t>(got) : 0) == "through the pipe\n");
    CHECK(fs::is_fifo(pipe));
    CHECK(names_in(dir.path()) == std::vector<std::string>{"pipe"});
}

TEST_CASE("replace_file refuses a folder and a missing folder, naming the path", "[files]") {
    bjt::test::TempFolder dir;
    fs::create_directory(dir / "presets");
    const auto folder = replace_file(dir / "presets", "x");
    REQUIRE(folder);
    CHECK(*folder == "cannot write " + (dir / "presets").string() + ": it is a folder");
    CHECK(fs::is_empty(dir / "presets"));

    const auto missing = replace_file(dir / "nowhere" / "a.yaml", "x");
    REQUIRE(missing);
    CHECK(*missing == "cannot write " + (dir / "nowhere" / "a.yaml").string() + ": No such file or directory");
    CHECK_FALSE(fs::exists(dir / "nowhere"));
}

TEST_CASE("a write that fails half way leaves the old file as it was and no temporary", "[files]") {
    bjt::test::TempFolder dir;
    write(dir / "bank.yaml", "old\n");
    // Files may grow to 8 bytes: the new content's write fails with EFBIG part way through (SIGXFSZ ignored).
    rlimit before{};
    REQUIRE(::getrlimit(RLIMIT_FSIZE, &before) == 0);
    const auto old_handler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = before;
    small.rlim_cur = 8;
    REQUIRE(::setrlimit(RLIMIT_FSIZE, &small) == 0);
    const auto error = replace_file(dir / "bank.yaml", std::string(100, 'x'));
    const auto new_file_error = replace_file(dir / "new.yaml", std::string(100, 'x'));
    ::setrlimit(RLIMIT_FSIZE, &before);
    std::signal(SIGXFSZ, old_handler);

    REQUIRE(error);
    CHECK(*error == "cannot write " + (dir / "bank.yaml").string() + ": File too large (the file is unchanged)");
    CHECK(file_text(dir / "bank.yaml") == "old\n");
    REQUIRE(new_file_error);
    CHECK(*new_file_error == "cannot write " + (dir / "new.yaml").string() + ": File too large (no file was made)");
    CHECK(names_in(dir.path()) == std::vector<std::string>{"bank.yaml"});
}
