// The analysis cache (game/coach/analysis_cache.h): what is stored reads back bit for bit; a file for other rules,
// a damaged, truncated or empty file, and one from another analysis version all read as absent; and the
// RulesAnalyzer reads a sound file instead of computing, and computes (and rewrites the file) when it is damaged.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <thread>

#include "engine/fairness/crypto.h"
#include "game/coach/analysis_cache.h"
#include "game/coach/rules_analyzer.h"
#include "game/coach/rules_fingerprint.h"
#include "tests/file_text.h"
#include "tests/game/preset_rules.h"
#include "tests/temp_folder.h"

using bjt::test::file_text;

using namespace bjt;
using bjt::test::preset_rules;
using namespace bjt::game;

namespace {

void write(const std::filesystem::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary | std::ios::trunc) << text;
}

// The file format's checksum line, so a test can forge a file that is sound in every way but one.
// A forger's checksum line: the first 8 bytes of the content's SHA-256 in hex, as the cache writes it.
std::string with_checksum(const std::string& content) {
    const bjt::fairness::Digest d = bjt::fairness::sha256(bjt::fairness::bytes_of(content));
    std::string hex;
    char byte[3];
    for (int i = 0; i < 8; ++i) {
        std::snprintf(byte, sizeof byte, "%02x", d[static_cast<std::size_t>(i)]);
        hex += byte;
    }
    return content + "checksum " + hex + "\n";
}

RulesAnalysis sample() {
    RulesAnalysis a;
    a.house_edge_percent = 0.1 + 1e-17 * 3;  // not a short decimal: it must come back bit for bit
    a.supported = true;
    a.unsupported_reason = "two\nlines";
    return a;
}

// Polls the analyzer as the options menu does, until the answer is there.
RulesAnalysis wait_for(RulesAnalyzer& analyzer, const Rules& rules, const std::string& fingerprint) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (std::chrono::steady_clock::now() < give_up) {
        if (auto a = analyzer.analysis(rules, fingerprint)) return *a;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    FAIL("no analysis within a minute");
    return {};
}

}  // namespace

TEST_CASE("analysis cache: what is stored reads back exactly, for those rules only", "[analysis-cache]") {
    test::TempFolder dir;
    const AnalysisCache cache(dir / "cache");
    const std::string fp = "decks=6\nsplit=same-rank\n";
    CHECK_FALSE(cache.load(fp));  // nothing stored yet, not even the folder
    REQUIRE(cache.store(fp, sample()).ok());
    const auto back = cache.load(fp);
    REQUIRE(back);
    CHECK(back->house_edge_percent == sample().house_edge_percent);
    CHECK(back->supported);
    CHECK(back->unsupported_reason == "two\nlines");
    CHECK_FALSE(cache.load("decks=1\n"));

    // A file holding other rules under this name (as a hash collision would) is not theirs.
    const std::string other = "decks=2\n";
    std::filesystem::copy_file(cache.file_for(fp), cache.file_for(other));
    CHECK_FALSE(cache.load(other));
}

TEST_CASE("analysis cache: a damaged, truncated, empty or stale file reads as absent", "[analysis-cache]") {
    test::TempFolder dir;
    const AnalysisCache cache(dir / "cache");
    const std::string fp = "decks=6\n";
    REQUIRE(cache.store(fp, sample()).ok());
    const std::filesystem::path file = cache.file_for(fp);
    const std::string good = file_text(file);
    REQUIRE(cache.load(fp));

    SECTION("one byte of the figure changed") {
        std::string bad = good;
        const std::size_t at = bad.find("house_edge_percent ") + 21;
        bad[at] = bad[at] == '1' ? '2' : '1';
        write(file, bad);
        CHECK_FALSE(cache.load(fp));
    }
    SECTION("cut short") {
        write(file, good.substr(0, good.size() / 2));
        CHECK_FALSE(cache.load(fp));
    }
    SECTION("the checksum line lost") {
        write(file, good.substr(0, good.rfind("checksum ")));
        CHECK_FALSE(cache.load(fp));
    }
    SECTION("empty") {
        write(file, "");
        CHECK_FALSE(cache.load(fp));
    }
    SECTION("another analysis version, checksum sound") {
        std::string content = good.substr(0, good.rfind("checksum "));
        const std::string line = "analysis " + std::to_string(AnalysisCache::kVersion) + "\n";
        content.replace(content.find(line), line.size(),
                        "analysis " + std::to_string(AnalysisCache::kVersion + 1) + "\n");
        write(file, with_checksum(content));
        CHECK_FALSE(cache.load(fp));
        write(file, with_checksum(good.substr(0, good.rfind("checksum "))));  // the forger itself is right
        CHECK(cache.load(fp));
    }
    SECTION("a field that does not parse, checksum sound") {
        std::string content = good.substr(0, good.rfind("checksum "));
        content.replace(content.find("supported 1"), 11, "supported 7");
        write(file, with_checksum(content));
        CHECK_FALSE(cache.load(fp));
    }
}

TEST_CASE("rules analyzer: the next run reads the cache, and a damaged file is computed again and rewritten",
          "[analysis-cache]") {
    test::TempFolder dir;
    const Rules rules = preset_rules("single-deck");
    const std::string fp = rules_fingerprint(rules);
    double computed = 0;
    {
        RulesAnalyzer first;
        first.use_cache_folder(dir / "cache");
        const RulesAnalysis a = wait_for(first, rules, fp);
        CHECK_FALSE(a.from_cache);
        computed = a.house_edge_percent;
    }
    const std::filesystem::path file = AnalysisCache(dir / "cache").file_for(fp);
    REQUIRE(std::filesystem::exists(file));
    {
        RulesAnalyzer second;  // a new run of the game
        second.use_cache_folder(dir / "cache");
        const RulesAnalysis a = wait_for(second, rules, fp);
        CHECK(a.from_cache);
        CHECK(a.house_edge_percent == computed);
    }
    std::string damaged = file_text(file);
    damaged[damaged.size() / 2] ^= 0x20;
    write(file, damaged);
    {
        RulesAnalyzer third;
        third.use_cache_folder(dir / "cache");
        const RulesAnalysis a = wait_for(third, rules, fp);
        CHECK_FALSE(a.from_cache);
        CHECK(a.house_edge_percent == computed);
    }
    CHECK(AnalysisCache(dir / "cache").load(fp));  // rewritten sound
}
