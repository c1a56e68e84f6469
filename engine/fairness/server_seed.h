#pragma once
// The server seed: 256 random bits from the operating system, kept secret until its shoe is done. The player
// sees only its commitment, SHA-256(server seed), before the shoe's first card.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bjt::fairness {

struct ServerSeed {
    std::array<std::uint8_t, 32> bytes{};

    // getentropy(3) (getrandom(2) on Linux; the browser's crypto.getRandomValues on the web): blocks only until
    // the kernel's pool is first initialised; throws if the OS refuses.
    static ServerSeed generate();
    // 64 hex digits; nullopt for anything else.
    static std::optional<ServerSeed> from_hex(std::string_view hex);
    std::string hex() const;
    // SHA-256 of the 32 raw bytes (not of the hex text), as 64 lowercase hex digits.
    std::string commitment() const;
    friend bool operator==(const ServerSeed&, const ServerSeed&) = default;
};

}  // namespace bjt::fairness
