// Speech (issue 30): scripted rounds of trivia, classic and three-bets with --speech-log. The scripts check what is
// heard (`expect spoken` / `expect unspoken`); here the log file itself: one line per utterance with its priority,
// nothing hidden said before it is turned, no total at three-bets, and an unwritable log refused.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <memory>
#include <regex>
#include <string>
#include <vector>

#include "game/speech/speaker.h"
#include "scenes/first_scene.h"
#include "tests/game/scripted_launch.h"

namespace {

using bjt::game::App;
using bjt::game::LaunchOptions;

std::vector<std::string> play_heard(const std::string& script, const std::string& shoe) {
    LaunchOptions o = bjt::game::test::scripted_launch(script, shoe);
    o.speech_log = (bjt::game::test::test_case_folder() / (script + ".speech.txt")).string();
    std::filesystem::create_directories(bjt::game::test::test_case_folder());
    App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    std::ifstream in(o.speech_log);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// The index of the first line containing `text`, or -1.
long line_of(const std::vector<std::string>& lines, const std::string& text) {
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].find(text) != std::string::npos) return static_cast<long>(i);
    return -1;
}

}  // namespace

TEST_CASE("speech: a trivia round heard in the log, the hole card only once turned", "[game][speech]") {
    const auto lines = play_heard("speech_trivia", "5S TC 6D 7H 9S");
    for (const std::string& l : lines) CHECK(std::regex_match(l, std::regex("(interrupt|prompt|normal|queue): .+")));
    CHECK(line_of(lines, "prompt: Your turn.") >= 0);
    CHECK(line_of(lines, "prompt: Art, easy.") >= 0);
    const long hole = line_of(lines, "7 of hearts");
    REQUIRE(hole >= 0);
    CHECK(lines[static_cast<std::size_t>(hole)] == "queue: Dealer turns the hole card: 7 of hearts, 17.");
    CHECK(line_of(lines, "You win, +$25") > hole);
}

TEST_CASE("speech: classic's face-down double card is said after the dealer's turn, not before", "[game][speech]") {
    const auto lines = play_heard("speech_classic", "6S 9D 4H 7C 8S 2D");
    const long down = line_of(lines, "You: a card face down.");
    const long dealer = line_of(lines, "Dealer draws 2 of diamonds");
    const long turned = line_of(lines, "8 of spades");
    REQUIRE(down >= 0);
    CHECK(down < dealer);
    CHECK(dealer < turned);
    CHECK(line_of(lines, "10.") < down);  // the total before the double
    for (long i = down; i < dealer; ++i) CHECK(lines[static_cast<std::size_t>(i)].find(", 18") == std::string::npos);
}

TEST_CASE("speech: three bets says the cards and never a total", "[game][speech]") {
    const auto lines = play_heard("speech_three_bets", "TS 9H 8C 7D 5S 2C");
    CHECK(line_of(lines, "You: 10 of spades.") >= 0);
    for (const std::string& l : lines) {
        INFO(l);
        // A total is said as ", N." after a card, or "soft N"; money is said with its unit ("$1").
        CHECK_FALSE(std::regex_search(l, std::regex(", (soft )?[0-9]+[.,]")));
    }
}

TEST_CASE("speech: tooltips are said as they appear, the coach's offer after the round's result", "[game][speech]") {
    const auto lines = play_heard("speech_tips", "6S 6H 5D TC 8S");
    CHECK(line_of(lines, "normal: Soft 17: a 17 that counts an ace as 11") >= 0);
    CHECK(line_of(lines, "normal: Peek: with an ace or a ten-card showing") >= 0);
    const long result = line_of(lines, "You win");
    const long offer = line_of(lines, "queue: A play this round cost you about 83% of your bet");
    REQUIRE(result >= 0);
    CHECK(offer > result);
    // The felt's tip again, from How to play's practice table, after its first card.
    const long practice = line_of(lines, "prompt: How to play. Your bet.");
    REQUIRE(practice > offer);
    const std::vector<std::string> after(lines.begin() + practice, lines.end());
    CHECK(line_of(after, "normal: 3:2: a win pays 3 for every 2 bet") >= 0);
}

TEST_CASE("speech: an unwritable --speech-log is refused with the reason", "[game][speech]") {
    LaunchOptions o = bjt::game::test::scripted_launch("speech_classic", "");
    o.speech_log = "/nonexistent-folder/speech.txt";
    App app(o, bjt::game::make_first_scene);
    const auto started = app.start();
    REQUIRE_FALSE(started);
    CHECK(started.error().find("--speech-log: cannot write '/nonexistent-folder/speech.txt'") != std::string::npos);
    CHECK(app.bad_input());
}

TEST_CASE("speech: the Speaker keeps the last words and the last prompt, and is silent with no one listening",
          "[game][speech]") {
    bjt::game::Speaker speaker;
    speaker.say("unheard", bjt::game::SpeechPriority::Queue);
    CHECK(speaker.last().empty());  // no voice, no log: nothing is worded
    struct Collect final : bjt::game::SpeechBackend {
        std::vector<std::string>* out;
        explicit Collect(std::vector<std::string>* o) : out(o) {}
        void speak(std::string_view t, bjt::game::SpeechPriority p) override {
            out->push_back(std::string(bjt::game::speech_priority_name(p)) + ": " + std::string(t));
        }
    };
    std::vector<std::string> heard;
    speaker.set_log(std::make_unique<Collect>(&heard));
    speaker.say("Your turn.", bjt::game::SpeechPriority::Prompt);
    speaker.say("Table", bjt::game::SpeechPriority::Normal);
    speaker.repeat_last();
    CHECK(heard == std::vector<std::string>{"prompt: Your turn.", "normal: Table", "interrupt: Table"});
    CHECK(speaker.last_prompt() == "Your turn.");
    CHECK(speaker.ever_said("Your turn"));
    CHECK_FALSE(speaker.ever_said("unheard"));
}

TEST_CASE("speech: the voice's own volume reaches the voice, opened before or after it is set", "[game][speech]") {
    struct Volumes final : bjt::game::SpeechBackend {
        std::vector<float>* out;
        explicit Volumes(std::vector<float>* o) : out(o) {}
        void speak(std::string_view, bjt::game::SpeechPriority) override {}
        void set_volume(float v) override { out->push_back(v); }
    };
    bjt::game::Speaker speaker;
    std::vector<float> volumes;
    speaker.set_volume(0.5f);
    speaker.set_voice(std::make_unique<Volumes>(&volumes), "");
    speaker.set_volume(0.5f);  // unchanged: not sent again
    speaker.set_volume(0.25f);
    CHECK(volumes == std::vector<float>{0.5f, 0.25f});
}

TEST_CASE("speech: a script sets the speech volume with opt, and refuses a volume out of range", "[game][speech]") {
    const auto dir = bjt::game::test::test_case_folder();
    std::filesystem::create_directories(dir);
    const auto script = [&](const std::string& name, const std::string& text) {
        std::ofstream(dir / name) << text;
        LaunchOptions o = bjt::game::test::scripted_launch("speech_classic", "");
        o.script = (dir / name).string();
        return o;
    };
    {  // one App at a time: each owns SDL and Dear ImGui
        App quieter(script("quieter.txt", "await title\nopt speech-volume 40\nwait 1\n"), bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(quieter);
        CHECK(quieter.settings().speech_volume == Approx(0.4f));
    }
    App loud(script("too-loud.txt", "await title\nopt speech-volume 140\n"), bjt::game::make_first_scene);
    REQUIRE(loud.start());
    CHECK(loud.run() == 1);
    CHECK(loud.error().find("opt speech-volume 0..100") != std::string::npos);
}

namespace {
// A voice that says nothing aloud but reports itself speaking while the test says so.
struct TalkingVoice final : bjt::game::SpeechBackend {
    const bool* talking;
    explicit TalkingVoice(const bool* t) : talking(t) {}
    void speak(std::string_view, bjt::game::SpeechPriority) override {}
    bool busy() const override { return *talking; }
};

// Plays frames until `what` reads other than each of `not_values`, at most `frames`; false if it never did.
bool frames_until_not(App& app, std::string_view what, std::initializer_list<std::string_view> not_values, int frames) {
    for (int i = 0; i < frames; ++i) {
        const std::string now = bjt::game::test::observe(app, what);
        if (std::find(not_values.begin(), not_values.end(), now) == not_values.end()) return true;
        app.frame();
    }
    return false;
}
}  // namespace

TEST_CASE("speech: the answer timer and the answer shown wait while the voice speaks", "[game][speech][trivia]") {
    bool talking = true;
    LaunchOptions o = bjt::game::test::scripted_launch("speech_timer_waits", "JS TD 3S 7H");
    o.speak = true;
    App app(o, bjt::game::make_first_scene);
    REQUIRE(app.start());
    app.speaker().set_voice(std::make_unique<TalkingVoice>(&talking), "");
    // Until the question is put (the script turned the 20-second timer on and chose a hard question).
    REQUIRE(frames_until_not(app, "right-answer-key", {"none", "?"}, 6000));
    CHECK(app.settings().answer_seconds == 20);
    for (int i = 0; i < 30 * 60; ++i) app.frame();  // 30 seconds, the voice speaking all along
    CHECK(bjt::game::test::observe(app, "scene") == "trivia");
    CHECK(bjt::game::test::observe(app, "right-answer-key") != "none");  // still unanswered
    talking = false;  // the words are done: the 20 seconds run, and the answer counts as wrong
    for (int i = 0; i < 19 * 60; ++i) app.frame();
    CHECK(bjt::game::test::observe(app, "right-answer-key") != "none");
    REQUIRE(frames_until_not(app, "right-answer-key", {"t", "f", "1", "2", "3", "4"}, 2 * 60));
    // The result is shown and, while the voice speaks again, stays: it closes by itself only after the words.
    talking = true;
    for (int i = 0; i < 10 * 60; ++i) app.frame();
    CHECK(bjt::game::test::observe(app, "scene") == "trivia");
    CHECK(bjt::game::test::observe(app, "state") == "question-pending");
    talking = false;
    REQUIRE(frames_until_not(app, "state", {"question-pending", "player-turn"}, 10 * 60));
    CHECK(bjt::game::test::observe(app, "outcome") == "lose");
}

TEST_CASE("speech: the options' items are said as the navigation moves, with what they are and their state",
          "[game][speech][gui]") {
    // The script checks each item's words (expect spoken); here what the keys changed.
    LaunchOptions o = bjt::game::test::scripted_launch("speech_options", "");
    std::filesystem::create_directories(bjt::game::test::test_case_folder());
    o.speech_log = (bjt::game::test::test_case_folder() / "speech_options.speech.txt").string();
    App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    CHECK(app.settings().answer_seconds == 21);
    CHECK(bjt::game::test::observe(app, "rule:double_after_split") == "true");
}

namespace {
// A script played with its speech logged (so `expect spoken` hears it); the App stays for inspection.
void play_heard_to_end(const std::string& script, const std::string& shoe) {
    LaunchOptions o = bjt::game::test::scripted_launch(script, shoe);
    std::filesystem::create_directories(bjt::game::test::test_case_folder());
    o.speech_log = (bjt::game::test::test_case_folder() / (script + ".speech.txt")).string();
    App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    CHECK(app.quitting());  // Quit, confirmed at the end
}
}  // namespace

TEST_CASE("a whole session by keyboard alone, every screen reached and used, heard", "[game][speech][input]") {
    play_heard_to_end("keyboard_session", "5S TC 6D 7H 9S");
}

TEST_CASE("a whole session by gamepad alone, every screen reached and used, heard", "[game][speech][input]") {
    play_heard_to_end("gamepad_session", "5S TC 6D 7H 9S");
}

TEST_CASE("speech: ten rounds of trivia played by ear, each move from what was heard", "[game][speech]") {
    LaunchOptions o = bjt::game::test::scripted_launch("by_ear_ten_rounds", "", 7);
    std::filesystem::create_directories(bjt::game::test::test_case_folder());
    o.speech_log = (bjt::game::test::test_case_folder() / "by_ear_ten_rounds.speech.txt").string();
    App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    CHECK(bjt::game::test::observe(app, "scene") == "betting");
}

TEST_CASE("speech: the Stats, History and Leaderboard screens say their figures and rows", "[game][speech]") {
    // The script hears each screen (expect spoken); here the order: the figures after the screen's name, queued so
    // the focused button's words do not cut them.
    const auto lines = play_heard("speech_records", "TS 9H QC 8D");
    const long stats = line_of(lines, "normal: Stats");
    const long figures = line_of(lines, "queue: Rounds played 1,");
    REQUIRE(stats >= 0);
    CHECK(figures == stats + 1);
    const long board = line_of(lines, "queue: Classic. ");
    REQUIRE(board >= 0);
    CHECK(lines[static_cast<std::size_t>(board)].find("place 1 today") != std::string::npos);
}

TEST_CASE("speech: the rule inspector walked by keys and gamepad, each rule heard with its value and meaning",
          "[game][speech][gui]") {
    // The script hears each line and rule (expect spoken) and checks the table kept its keys meanwhile; here that
    // the rules were said as Normal words, which the next ones make stale, and nothing hidden was read out.
    const auto lines = play_heard("speech_inspector", "5S TC 6D 7H 9S");
    const long rule = line_of(lines, "name, rule, Trivia Blackjack");
    REQUIRE(rule >= 0);
    CHECK(lines[static_cast<std::size_t>(rule)].rfind("normal: ", 0) == 0);
    CHECK(line_of(lines, "7 of hearts") < 0);  // the hole card, face down throughout
    CHECK(line_of(lines, "7H") < 0);
}
