#pragma once
// The monkey (blackjack-trivia --monkey SEED --frames N): random input against the running game, with the
// game's invariants checked after every frame. Its moves (monkey_moves.h) are script commands played by a
// ScriptRunner, the same input path as --script; the checks are TableMoneyCheck (money conserved at the
// table), JournalCheck (the save's journal sums to every bank, and to the table's) and StuckCheck (no scene
// stuck). A Monkey outlives the Apps it plays: when the game quits (the monkey closed the window, or pressed
// Quit on the title), the soak (game/app/monkey_soak.h) starts it again on the same data folder and attaches
// the same Monkey, which goes on with its moves and its counts.
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/monkey/journal_check.h"
#include "game/monkey/monkey_moves.h"
#include "game/monkey/stuck_check.h"
#include "game/monkey/table_money_check.h"
#include "game/script/script.h"

namespace bjt::game {

struct GameContext;
class ScriptHost;
class ScriptRunner;

class Monkey {
public:
    enum class Verdict { Going, Done, Broken };

    Monkey(std::uint64_t seed, long frames);
    ~Monkey();
    Monkey(const Monkey&) = delete;
    Monkey& operator=(const Monkey&) = delete;

    // A started App: its scenes, session and save (all outlive the attachment). Checks the save from its
    // first entry (a restart's recovery must leave it whole).
    Verdict attach(GameContext& ctx);
    // The App is about to go: the whole save checked once more, then nothing of the App is kept.
    Verdict detach();
    // Before the frame's events: the next move once the last one is played out.
    void before_frame(ScriptHost& host);
    // After the frame is drawn: every invariant, once.
    Verdict after_frame(ScriptHost& host);

    // Commands played at each start before the random moves go on (--monkey-opening), through the same runner.
    void open_with(Script opening) { opening_ = std::move(opening); }

    bool finished() const { return frames_ >= budget_ || !failure_.empty(); }
    // What broke, with the seed, the frame and the last moves; empty while nothing did.
    const std::string& failure() const { return failure_; }
    // One line: frames, rounds, scenes visited (and frames on top of each), invariant checks, moves, starts.
    std::string summary() const;

    static constexpr std::size_t kMovesRemembered = 12;  // shown with a failure

private:
    Verdict broken(const std::string& what);
    std::optional<std::string> check_invariants(ScriptHost& host);
    bool top_shows_a_button(ScriptHost& host) const;
    void play(const MonkeyMove& move, ScriptHost& host);

    std::uint64_t seed_;
    long budget_;
    MonkeyMoves moves_;
    bool log_moves_;  // BJT_MONKEY_LOG set: every move on stderr, as a script line with its frame
    GameContext* ctx_ = nullptr;
    std::unique_ptr<ScriptRunner> runner_;
    std::vector<std::string> button_names_;  // monkey_button_names() for the game as it is now
    TableMoneyCheck money_;
    JournalCheck journal_;
    StuckCheck stuck_;
    std::deque<std::string> last_moves_;
    std::map<std::string, long> scenes_visited_;  // scene -> frames it was on top
    std::string runner_error_;  // a move the script runner could not play
    std::string failure_;
    long frames_ = 0;
    long rounds_before_ = 0;  // rounds of the Apps before this one
    long checks_ = 0;
    long moves_made_ = 0;
    int starts_ = 0;
    Script opening_;  // open_with(): played at each attach
};

}  // namespace bjt::game
