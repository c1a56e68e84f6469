#include "engine/fairness/server_seed.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "engine/fairness/crypto.h"
#include "engine/fairness/hex.h"

namespace bjt::fairness {

ServerSeed ServerSeed::generate() {
    ServerSeed seed;
    // getentropy(3): glibc's calls getrandom(2); the web build's (Emscripten) asks the browser's
    // crypto.getRandomValues. Up to 256 bytes in one call, all or nothing.
    static_assert(sizeof(seed.bytes) <= 256);
    while (getentropy(seed.bytes.data(), seed.bytes.size()) != 0) {
        if (errno == EINTR) continue;
        throw std::runtime_error(std::string("getentropy failed: ") + std::strerror(errno));
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
