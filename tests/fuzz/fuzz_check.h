#pragma once
// What every fuzz target uses: the input as text, and a check that aborts (so libFuzzer keeps the input as
// a crash) when a property that must hold does not, printing what broke.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace bjt::fuzz {

inline std::string text_of(const std::uint8_t* data, std::size_t size) {
    return std::string(reinterpret_cast<const char*>(data), size);
}

inline void require(bool holds, const char* what, const std::string& detail = {}) {
    if (holds) return;
    std::fprintf(stderr, "fuzz property broken: %s\n%s\n", what, detail.c_str());
    std::abort();
}

}  // namespace bjt::fuzz
