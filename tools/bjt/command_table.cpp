#include "tools/bjt/commands.h"

#include <array>

namespace bjt::cli {

std::span<const Command> commands() {
    static constexpr std::array table = {
        Command{"validate", "check preset files and print every error found", run_validate},
        Command{"round", "play one round from a stacked shoe and print it as JSON", run_round},
        Command{"presets", "list the presets found, or print the preset key reference", run_presets},
        Command{"strategy", "print the basic-strategy charts and the exact house edge of a preset", run_strategy},
        Command{"simulate", "play N rounds with the computed strategy and compare with the exact figure", run_simulate},
        Command{"trivia", "check question files, or import Open Trivia DB questions", run_trivia},
        Command{"verify", "check a provably fair shoe: its commitment and the cards it dealt", run_verify},
        Command{"history", "export a session or a round of a save as a replay file", run_history},
        Command{"replay", "play a replay file through the engine and check every result and seed", run_replay},
    };
    return table;
}

}  // namespace bjt::cli
