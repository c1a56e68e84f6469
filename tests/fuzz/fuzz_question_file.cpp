// The question-file loader on arbitrary text (player limits). Every question it accepts must survive the
// writer: written as a question file and loaded into a fresh bank, it loads without an error.
#include "engine/trivia/files/question_file_loader.h"
#include "engine/trivia/files/question_file_writer.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bjt::trivia;
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::player_files());
    const FileLoadReport report = loader.load_text(bjt::fuzz::text_of(data, size), "fuzz.yaml");
    bjt::fuzz::require(report.added <= report.questions, "no more questions added than listed");
    for (const auto& e : report.errors) bjt::fuzz::require(e.line >= 1 && e.column >= 1, "errors have a place");
    if (report.added == 0) return 0;
    std::vector<Question> accepted;
    for (const auto& q : bank.questions()) accepted.push_back(q);
    const std::string written = QuestionFileWriter::write(accepted, QuestionFileHeader{});
    QuestionBank fresh;
    QuestionFileLoader reloader(fresh, TextLimits::player_files());
    const FileLoadReport again = reloader.load_text(written, "written.yaml");
    std::string errors;
    for (const auto& e : again.errors) errors += e.to_string() + "\n";
    bjt::fuzz::require(again.ok() && again.added == accepted.size(), "accepted questions write and load again",
                       errors + written);
    return 0;
}
