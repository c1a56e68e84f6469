#pragma once
// The last engine events of the session as one line of text each, for the rule inspector. A fixed-size
// ring: the table's event sink adds to it, the oldest line falls out.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/event.h"

namespace bjt::game {

class EventLog {
public:
    static constexpr std::size_t kCapacity = 30;

    void add(const Event& e);
    std::size_t size() const { return count_ < kCapacity ? static_cast<std::size_t>(count_) : kCapacity; }
    // 0 is the oldest kept line, size() - 1 the newest.
    const std::string& line(std::size_t i) const;
    std::uint64_t total() const { return count_; }  // every event ever added
    void clear() { count_ = 0; }

    // "#12 card-dealt hand 0: 9H (up)" and the like.
    static std::string describe(const Event& e);

private:
    std::array<std::string, kCapacity> lines_{};
    std::uint64_t count_ = 0;
};

}  // namespace bjt::game
