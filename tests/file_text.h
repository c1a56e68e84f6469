#pragma once
// A whole file's bytes as a string ("" when it cannot be read): what a test checks a program wrote.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace bjt::test {

inline std::string file_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace bjt::test
