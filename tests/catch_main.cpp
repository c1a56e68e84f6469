// Catch2's main, with one change: a run whose filter matches no test fails instead of passing.
// ctest runs each test case by name, so a name Catch cannot match (CMake splits names at ';') must
// show up as a failure, never as a silent pass.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

int main(int argc, char* argv[]) {
    Catch::Session session;
    if (const int code = session.applyCommandLine(argc, argv); code != 0) return code;
    auto& config = session.configData();
    config.warnings = static_cast<Catch::WarnAbout::What>(config.warnings | Catch::WarnAbout::NoTests);
    return session.run();
}
