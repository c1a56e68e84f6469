#include <catch2/catch.hpp>

#include "tests/tools/run_command.h"

using bjt::test::run_bjt;

TEST_CASE("bjt validate: shipped presets pass, broken ones print every error and exit 2", "[bjt][validate]") {
    const std::string presets = std::string(BJT_SOURCE_DIR) + "/config/presets/";
    auto ok = run_bjt({"validate", presets + "trivia.yaml", presets + "classic.yaml", presets + "three-bets.yaml",
                       presets + "single-deck.yaml", presets + "chartwell.yaml"});
    CHECK(ok.exit_code == 0);
    CHECK(std::count(ok.out.begin(), ok.out.end(), '\n') == 5);

    const std::string broken = std::string(BJT_SOURCE_DIR) + "/tests/presets/broken/";
    auto bad = run_bjt({"validate", broken + "bad-values.yaml", broken + "unknown-key.yaml"});
    CHECK(bad.exit_code == 2);
    CHECK(std::count(bad.out.begin(), bad.out.end(), '\n') == 10);  // 8 + 2 errors
    CHECK(bad.out.find("bad-values.yaml:2:8: key 'decks': expected an integer from 1 to 8, found '9'") !=
          std::string::npos);
    CHECK(bad.err.find("10 error(s) in 2 of 2 preset file(s)") != std::string::npos);

    auto missing = run_bjt({"validate", "/no/such/file.yaml"});
    CHECK(missing.exit_code == 2);
    CHECK(missing.out.find("/no/such/file.yaml: expected a readable preset file") != std::string::npos);
    CHECK(run_bjt({"validate"}).exit_code == 2);
}
