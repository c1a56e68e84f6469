#include "engine/trivia/files/question_file_writer.h"

#include <yaml-cpp/yaml.h>

namespace bjt::trivia {

std::string QuestionFileWriter::write(const std::vector<Question>& questions, const QuestionFileHeader& header) {
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    if (!header.category.empty()) out << YAML::Key << "category" << YAML::Value << header.category;
    if (!header.attribution.empty()) {
        std::string block = header.attribution;
        if (block.back() != '\n') block += '\n';
        out << YAML::Key << "attribution" << YAML::Value << YAML::Literal << block;
    }
    out << YAML::Key << "questions" << YAML::Value << YAML::BeginSeq;
    for (const auto& q : questions) {
        out << YAML::BeginMap;
        out << YAML::Key << "id" << YAML::Value << q.id;
        if (q.category != header.category)
            out << YAML::Key << "category" << YAML::Value << YAML::DoubleQuoted << q.category;
        out << YAML::Key << "difficulty" << YAML::Value << std::string(difficulty_word(q.difficulty));
        out << YAML::Key << "type" << YAML::Value << std::string(question_type_word(q.type));
        out << YAML::Key << "question" << YAML::Value << YAML::DoubleQuoted << q.text;
        if (q.type == QuestionType::TrueFalse) {
            out << YAML::Key << "answer" << YAML::Value << YAML::TrueFalseBool << YAML::LowerCase
                << q.statement_is_true();
        } else {
            out << YAML::Key << "answer" << YAML::Value << YAML::DoubleQuoted << q.right_answer;
            out << YAML::Key << "wrong" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (const auto& w : q.wrong_answers) out << YAML::DoubleQuoted << w;
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq << YAML::EndMap;

    std::string text;
    for (const auto& line : header.comment_lines) text += line.empty() ? "#\n" : "# " + line + "\n";
    text += out.c_str();
    text += '\n';
    return text;
}

}  // namespace bjt::trivia
