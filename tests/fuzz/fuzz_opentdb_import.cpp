// The Open Trivia DB importer on arbitrary bytes. Every record is accounted for, and the question file it
// writes validates with the player-file limits.
#include "engine/trivia/files/opentdb_importer.h"
#include "engine/trivia/files/question_file_loader.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bjt::trivia;
    const ImportReport report = OpenTdbImporter().import_text(bjt::fuzz::text_of(data, size), "fuzz.json");
    bjt::fuzz::require(report.records == report.questions.size() + report.rejected.size(),
                       "every record is imported or rejected");
    if (report.questions.empty()) return 0;
    const std::string file = OpenTdbImporter::question_file(report);
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::player_files());
    const FileLoadReport check = loader.load_text(file, "imported.yaml");
    std::string errors;
    for (const auto& e : check.errors) errors += e.to_string() + "\n";
    bjt::fuzz::require(check.ok() && check.added == report.questions.size(), "an imported file re-validates",
                       errors + file);
    return 0;
}
