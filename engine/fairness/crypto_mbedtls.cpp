// The web build's SHA-256 and HMAC-SHA256 (engine/fairness/CMakeLists.txt chooses this file under Emscripten):
// mbed TLS's message digests, built for WebAssembly from Debian's source package by scripts/web_deps.sh.
#include <mbedtls/md.h>

#include <stdexcept>

#include "engine/fairness/crypto.h"

namespace bjt::fairness {

namespace {
const mbedtls_md_info_t& sha256_info() {
    const mbedtls_md_info_t* info = mbedtls_md_info_from_type(MBEDTLS_MD_SHA256);
    if (info == nullptr) throw std::runtime_error("SHA-256 missing from mbed TLS");
    return *info;
}
}  // namespace

Digest sha256(std::span<const std::uint8_t> message) {
    Digest out{};
    if (mbedtls_md(&sha256_info(), message.data(), message.size(), out.data()) != 0)
        throw std::runtime_error("SHA-256 failed in mbed TLS");
    return out;
}

Digest hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message) {
    Digest out{};
    static const std::uint8_t kNoKey = 0;  // an empty key is legal HMAC; pass a valid pointer for it
    const std::uint8_t* key_data = key.empty() ? &kNoKey : key.data();
    if (mbedtls_md_hmac(&sha256_info(), key_data, key.size(), message.data(), message.size(), out.data()) != 0)
        throw std::runtime_error("HMAC-SHA256 failed in mbed TLS");
    return out;
}

}  // namespace bjt::fairness
