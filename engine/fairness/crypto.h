#pragma once
// SHA-256 and HMAC-SHA256 from OpenSSL's libcrypto (never hand-written hashing).
#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace bjt::fairness {

using Digest = std::array<std::uint8_t, 32>;

Digest sha256(std::span<const std::uint8_t> message);
Digest hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message);

// The bytes of a text, for hashing it as it is (UTF-8 in, no terminator).
inline std::span<const std::uint8_t> bytes_of(std::string_view text) {
    return {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()};
}

}  // namespace bjt::fairness
