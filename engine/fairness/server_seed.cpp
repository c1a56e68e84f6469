#include "engine/fairness/server_seed.h"

#include <sys/random.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "engine/fairness/crypto.h"
#include "engine/fairness/hex.h"

namespace bjt::fairness {

ServerSeed ServerSeed::generate() {
    ServerSeed seed;
    std::size_t filled = 0;
    while (filled < seed.bytes.size()) {
        const ssize_t got = getrandom(seed.bytes.data() + filled, seed.bytes.size() - filled, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            throw std::runtime_error(std::string("getrandom failed: ") + std::strerror(errno));
        }
        filled += static_cast<std::size_t>(got);
    }
    return seed;
}

std::optional<ServerSeed> ServerSeed::from_hex(std::string_view hex) {
    const auto raw = fairness::from_hex(hex);
    if (!raw || raw->size() != 32) return std::nullopt;
    ServerSeed seed;
    std::copy(raw->begin(), raw->end(), seed.bytes.begin());
    return seed;
}

std::string ServerSeed::hex() const { return to_hex(bytes); }

std::string ServerSeed::commitment() const { return to_hex(sha256(bytes)); }

}  // namespace bjt::fairness
