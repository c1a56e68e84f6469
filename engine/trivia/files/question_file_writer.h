#pragma once
// Writes questions as a question file (TRIVIA_FORMAT.md) that QuestionFileLoader reads back.
#include <string>
#include <vector>

#include "engine/trivia/question.h"

namespace bjt::trivia {

struct QuestionFileHeader {
    std::vector<std::string> comment_lines;  // written as "# line" at the top
    std::string category;  // file-wide category; "" puts one on every question
    std::string attribution;  // "" for none; kept as a literal block
};

class QuestionFileWriter {
public:
    static std::string write(const std::vector<Question>& questions, const QuestionFileHeader& header);
};

}  // namespace bjt::trivia
