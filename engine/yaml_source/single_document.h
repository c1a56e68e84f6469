#pragma once
// Reads a file that must hold exactly one YAML document (a preset, a question file, settings.yaml, the Open
// Trivia DB category override): the first document, and where a second one starts, so the caller can refuse
// it at its line. Not YAML::LoadAll: on some malformed text yaml-cpp 0.7's parser stops advancing and reports
// the same next document forever (found by fuzz_question_file), and LoadAll asks until memory runs out. This
// asks for at most two.
#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>

namespace bjt::yaml_source {

struct SingleDocument {
    YAML::Node root;  // null for an empty text
    std::optional<YAML::Mark> second;  // where a second document (or text yaml-cpp reads as one) starts
};

// Throws YAML::Exception (a ParserException with its mark) for text yaml-cpp cannot parse.
SingleDocument load_single_document(const std::string& yaml);

}  // namespace bjt::yaml_source
