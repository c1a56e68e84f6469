#include "engine/fairness/crypto.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <stdexcept>

namespace bjt::fairness {

Digest sha256(std::span<const std::uint8_t> message) {
    Digest out{};
    unsigned int length = 0;
    if (EVP_Digest(message.data(), message.size(), out.data(), &length, EVP_sha256(), nullptr) != 1 ||
        length != out.size())
        throw std::runtime_error("SHA-256 failed in libcrypto");
    return out;
}

Digest hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message) {
    Digest out{};
    unsigned int length = 0;
    // An empty key is legal HMAC; OpenSSL wants a non-null pointer for it.
    static const std::uint8_t kNoKey = 0;
    const void* key_data = key.empty() ? &kNoKey : key.data();
    if (HMAC(EVP_sha256(), key_data, static_cast<int>(key.size()), message.data(), message.size(), out.data(),
             &length) == nullptr ||
        length != out.size())
        throw std::runtime_error("HMAC-SHA256 failed in libcrypto");
    return out;
}

}  // namespace bjt::fairness
