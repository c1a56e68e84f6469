#pragma once
// The result of a fallible call in the game layer (outside the engine, whose refusals are Status values):
// ok, or a message that says what went wrong and where, for the player. [[nodiscard]], so a failure cannot
// be dropped unread.
#include <string>
#include <utility>

namespace bjt::game {

class [[nodiscard]] Result {
public:
    static Result success() { return Result(); }
    static Result failure(std::string message) { return Result(std::move(message)); }

    bool ok() const { return !failed_; }
    explicit operator bool() const { return ok(); }
    // Empty when ok().
    const std::string& error() const { return error_; }

private:
    Result() = default;
    explicit Result(std::string message) : error_(std::move(message)), failed_(true) {}

    std::string error_;
    bool failed_ = false;
};

}  // namespace bjt::game
