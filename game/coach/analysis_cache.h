#pragma once
// The whole-game analysis (RulesAnalysis) kept on disk between runs of the game, one small file per rules
// fingerprint in a folder of the player's data folder, so the options menu and the inspector show the house edge
// at once on the next start instead of computing it again (20-200 ms of a core).
//
// A file is trusted only when everything checks: its first line names this format and analysis version, the
// fingerprint stored in it equals the one asked for (a file name is only a hash of it), every field parses, and
// the checksum over the text before it matches. Anything else (a damaged, truncated or hand-edited file, one from
// an older version of the analysis) reads as absent, so the analysis is computed again and the file rewritten.
// Files are written to a temporary name and renamed, so a crash mid-write leaves no half file under the real name.
#include <filesystem>
#include <optional>
#include <string>

#include "game/base/result.h"
#include "game/coach/rules_analyzer.h"

namespace bjt::game {

class AnalysisCache {
public:
    // Bump when the analysis would give different figures for the same rules (engine/strategy changes results),
    // so every file written before reads as stale.
    static constexpr int kVersion = 2;  // 2: file names and checksums from SHA-256

    explicit AnalysisCache(std::filesystem::path folder) : folder_(std::move(folder)) {}

    // The stored analysis of these rules, if a file for them is there and passes every check.
    std::optional<RulesAnalysis> load(const std::string& fingerprint) const;
    // Writes (or replaces) the file for these rules; the folder is created if missing.
    Result<> store(const std::string& fingerprint, const RulesAnalysis& analysis) const;

    // The file that holds (or would hold) the analysis of these rules.
    std::filesystem::path file_for(const std::string& fingerprint) const;

private:
    std::filesystem::path folder_;
};

}  // namespace bjt::game
