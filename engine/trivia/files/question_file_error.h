#pragma once
// One problem found in a question file, placed where it is ("science.yaml:12:15: message").
#include <string>

namespace bjt::trivia {

struct QuestionFileError {
    std::string file;
    int line = 0;  // 1-based; 0 when the problem is the file as a whole (it cannot be read)
    int column = 0;  // 1-based
    std::string message;

    // "FILE:LINE:COL: message", or "FILE: message" when there is no line.
    std::string to_string() const;
};

}  // namespace bjt::trivia
