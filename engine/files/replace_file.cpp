#include "engine/files/replace_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <system_error>

namespace bjt::files {
namespace fs = std::filesystem;

namespace {

// std::strerror is not thread-safe, and the game writes the analysis cache from a worker thread.
std::string reason(int error) { return std::generic_category().message(error); }

// All of `content` into `fd`; the errno of the failure, or 0.
int write_all(int fd, std::string_view content) {
    while (!content.empty()) {
        const ssize_t n = ::write(fd, content.data(), content.size());
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return errno;
        if (n == 0) return EIO;
        content.remove_prefix(static_cast<std::size_t>(n));
    }
    return 0;
}

// Into a device or pipe as it is: no temporary, no rename.
std::optional<std::string> write_into(const fs::path& path, std::string_view content) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) return "cannot open " + path.string() + ": " + reason(errno);
    int error = write_all(fd, content);
    if (::close(fd) != 0 && error == 0) error = errno;
    if (error != 0) return "cannot write " + path.string() + ": " + reason(error);
    return std::nullopt;
}

// A name beside `target` no other writer (thread or process) uses at the same time.
fs::path temporary_beside(const fs::path& target) {
    static std::atomic<unsigned> counter{0};
    fs::path temporary = target;
    temporary += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
    return temporary;
}

// The rename is durable only once the folder holding the name is on the disk too.
void sync_folder(const fs::path& folder) {
    const int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;  // the file itself is written; a folder that cannot be opened only loses durability
    (void)::fsync(fd);
    ::close(fd);
}

// `keep_mode`: the permissions of the file being replaced, or nothing for a new file (0666 less the umask, as
// any program's new file).
std::optional<std::string> write_and_rename(const fs::path& target, std::string_view content,
                                            std::optional<mode_t> keep_mode) {
    const fs::path temporary = temporary_beside(target);
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) return "cannot write " + target.string() + ": " + reason(errno);
    int error = write_all(fd, content);
    if (error == 0 && keep_mode && ::fchmod(fd, *keep_mode) != 0) error = errno;
    if (error == 0 && ::fsync(fd) != 0) error = errno;
    if (::close(fd) != 0 && error == 0) error = errno;
    if (error == 0 && ::rename(temporary.c_str(), target.c_str()) != 0) error = errno;
    if (error != 0) {
        ::unlink(temporary.c_str());
        return "cannot write " + target.string() + ": " + reason(error) +
               (keep_mode ? " (the file is unchanged)" : " (no file was made)");
    }
    sync_folder(target.parent_path());
    return std::nullopt;
}

}  // namespace

std::optional<std::string> replace_file(const fs::path& path, std::string_view content) {
    if (path.empty()) return std::string("no file name given");
    fs::path target = path;
    std::error_code ec;
    if (fs::is_symlink(fs::symlink_status(path, ec))) {
        target = fs::weakly_canonical(path, ec);
        if (ec) return "cannot follow the link " + path.string() + ": " + ec.message();
    }
    struct stat st {};
    if (::stat(target.c_str(), &st) != 0) {
        if (errno != ENOENT) return "cannot write " + path.string() + ": " + reason(errno);
        return write_and_rename(target, content, std::nullopt);
    }
    if (S_ISDIR(st.st_mode)) return "cannot write " + path.string() + ": it is a folder";
    if (!S_ISREG(st.st_mode)) return write_into(target, content);
    return write_and_rename(target, content, st.st_mode & 07777);
}

}  // namespace bjt::files
