#pragma once
// Where the trivia scene gets its questions. One implementation wraps the question bank library
// (engine/trivia); the scene only knows this interface.
#include <set>
#include <string>
#include <vector>

#include "game/questions/trivia_question.h"

namespace bjt::trivia {
class AskedQuestions;
}

namespace bjt::game {

class QuestionSource {
public:
    virtual ~QuestionSource() = default;
    // Whether a question of this difficulty can be asked (the bank has some).
    virtual bool has(Difficulty difficulty) const = 0;
    // The next question of this difficulty (never repeating one until the pool runs out); call has() first.
    virtual TriviaQuestion next(Difficulty difficulty) = 0;
    // How many questions are available, for the title screen and the error message when there are none.
    virtual int size() const = 0;
    // What was wrong with the question files, one line each, handed out once (empty when nothing or
    // already taken); the game goes on with the questions that loaded. Waits for the load.
    virtual std::string take_load_messages() = 0;
    // Whether the questions are in memory yet (they may load in the background); the other calls wait.
    virtual bool loaded() const = 0;
    // Where the platform has no threads (the web build) the load waits for this, which the web loop calls between
    // frames so the title is drawn first, or for the first call that needs the questions. False when there was
    // nothing to do.
    virtual bool work_pending() const { return false; }
    // Every category of the loaded questions, sorted; and the ones the player leaves out (never asked).
    virtual std::vector<std::string> categories() const = 0;
    virtual void set_excluded_categories(const std::set<std::string, std::less<>>& excluded) = 0;
    // Categories drawn evenly, or (false, the default) in proportion to the questions they have left.
    virtual void set_even_categories(bool even) = 0;
    // The player's questions folder ("" when there is none, e.g. a scripted run without --data-dir).
    virtual std::string player_folder() const = 0;
    // Reads the question files again (in the background, as at start), keeping the asked questions and
    // the category choices: after "Get more questions" added a file.
    virtual void reload() = 0;
    // The questions a player was already asked (a saved profile): the cycle goes on across sessions
    // instead of starting over. asked() is the set after the last next(), for the save.
    virtual void restore_asked(const trivia::AskedQuestions& asked) = 0;
    virtual const trivia::AskedQuestions& asked() const = 0;
};

}  // namespace bjt::game
