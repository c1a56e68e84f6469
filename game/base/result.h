#pragma once
// The result of a fallible call in the game layer (outside the engine, whose refusals are Status values): a
// value (Result<T>) or nothing (Result<>), or a message that says what went wrong and where, for the player. The
// game's one error path: exceptions from libraries (SQLite, SDL_ttf) are caught where the game calls them and
// become a Result there. [[nodiscard]], so a failure cannot be dropped unread.
#include <optional>
#include <string>
#include <utility>

namespace bjt::game {

template <typename T = void>
class [[nodiscard]] Result {
public:
    static Result success(T value) { return Result(std::move(value), {}); }
    static Result failure(std::string message) { return Result(std::nullopt, std::move(message)); }

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    // Empty when ok().
    const std::string& error() const { return error_; }
    // Only when ok().
    const T& value() const { return *value_; }
    T& value() { return *value_; }
    const T* operator->() const { return &*value_; }
    T* operator->() { return &*value_; }

private:
    Result(std::optional<T> value, std::string error) : value_(std::move(value)), error_(std::move(error)) {}

    std::optional<T> value_;
    std::string error_;
};

template <>
class [[nodiscard]] Result<void> {
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
