// SHA-256 and HMAC-SHA256 against published test vectors.
//   SHA-256: FIPS 180-2, Appendix B (B.1 "abc", B.2 the 448-bit message, B.3 one million 'a'), and the empty
//            message from the NIST CSRC "SHA-256 examples".
//   HMAC-SHA256: RFC 4231, section 4 (test cases 1, 2, 3, 4, 6 and 7; case 5 is a truncated output).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/fairness/crypto.h"
#include "engine/fairness/hex.h"

using namespace bjt::fairness;

namespace {

std::vector<std::uint8_t> hex_bytes(const std::string& hex) {
    auto bytes = from_hex(hex);
    REQUIRE(bytes.has_value());
    return *bytes;
}

std::string sha256_hex(const std::string& text) { return to_hex(sha256(bytes_of(text))); }

std::string hmac_hex(const std::vector<std::uint8_t>& key, const std::vector<std::uint8_t>& data) {
    return to_hex(hmac_sha256(key, data));
}

std::vector<std::uint8_t> text_bytes(const std::string& text) { return {text.begin(), text.end()}; }

}  // namespace

TEST_CASE("SHA-256: FIPS 180-2 appendix B and the empty message", "[fairness][vectors]") {
    CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    CHECK(sha256_hex(std::string(1'000'000, 'a')) ==
          "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST_CASE("HMAC-SHA256: RFC 4231 test cases", "[fairness][vectors]") {
    // 1: a 20-byte key of 0x0b
    CHECK(hmac_hex(std::vector<std::uint8_t>(20, 0x0b), text_bytes("Hi There")) ==
          "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
    // 2: a key shorter than the output
    CHECK(hmac_hex(text_bytes("Jefe"), text_bytes("what do ya want for nothing?")) ==
          "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    // 3: 50 bytes of 0xdd under a 20-byte key of 0xaa
    CHECK(hmac_hex(std::vector<std::uint8_t>(20, 0xaa), std::vector<std::uint8_t>(50, 0xdd)) ==
          "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe");
    // 4: key 0x01..0x19, 50 bytes of 0xcd
    CHECK(hmac_hex(hex_bytes("0102030405060708090a0b0c0d0e0f10111213141516171819"),
                   std::vector<std::uint8_t>(50, 0xcd)) ==
          "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b");
    // 6 and 7: a 131-byte key, longer than the block, is hashed first
    const std::vector<std::uint8_t> long_key(131, 0xaa);
    CHECK(hmac_hex(long_key, text_bytes("Test Using Larger Than Block-Size Key - Hash Key First")) ==
          "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
    CHECK(hmac_hex(long_key, text_bytes("This is a test using a larger than block-size key and a larger than "
                                        "block-size data. The key needs to be hashed before being used by the "
                                        "HMAC algorithm.")) ==
          "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2");
}

TEST_CASE("hex: round trip, either case, and refusals", "[fairness]") {
    CHECK(to_hex(hex_bytes("00ff10Ab")) == "00ff10ab");
    CHECK_FALSE(from_hex("abc").has_value());  // odd length
    CHECK_FALSE(from_hex("zz").has_value());
    CHECK_FALSE(from_hex("0x12").has_value());
    CHECK(from_hex("")->empty());
}
