#include "engine/trivia/files/question_file_error.h"

namespace bjt::trivia {

std::string QuestionFileError::to_string() const {
    if (line <= 0) return file + ": " + message;
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

}  // namespace bjt::trivia
