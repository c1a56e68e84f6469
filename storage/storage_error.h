#pragma once
// A request the save refuses (a name already taken, a bank that does not match the journal, a
// cash-out with a round open). The save is unchanged when one is thrown.
#include <stdexcept>
#include <string>

namespace bjt::storage {

class StorageError : public std::runtime_error {
public:
    explicit StorageError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace bjt::storage
