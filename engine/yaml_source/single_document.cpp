#include "engine/yaml_source/single_document.h"

#include <yaml-cpp/eventhandler.h>

#include <sstream>

namespace bjt::yaml_source {
namespace {

// Notes where each document starts and ignores its content: the first document's nodes come from
// YAML::Load, this only answers "is there another, and where".
class DocumentStarts final : public YAML::EventHandler {
public:
    YAML::Mark last_start;
    void OnDocumentStart(const YAML::Mark& mark) override { last_start = mark; }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
    void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
    void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
    void OnMapEnd() override {}
};

}  // namespace

SingleDocument load_single_document(const std::string& yaml) {
    SingleDocument out;
    out.root = YAML::Load(yaml);
    std::istringstream in(yaml);
    YAML::Parser parser(in);
    DocumentStarts starts;
    if (parser.HandleNextDocument(starts) && parser.HandleNextDocument(starts)) out.second = starts.last_start;
    return out;
}

}  // namespace bjt::yaml_source
