#pragma once
// The player's seat at the table (at a table of several people, each person's in turn: session_people.cpp), and the
// one owner of it: the rules in force (ActiveRules: the chosen preset plus the options menu's changes), the engine's
// Table and the save that records it. Sitting down, a new run, cash out, betting, acting and answering all go
// through here; the scenes ask, and read the table through a const reference. What shows and tells the table are
// TableWatchers (the App's TableStage, then its TableNarrator, which speaks it), which the Session tells of the seat
// and its events without knowing what they are.
//
// The table's event sink is built in one place (event_sink()): each event goes to the save's recorder
// first (money is written before it is shown), then to the event log and the watchers.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/event.h"
#include "engine/refusal.h"
#include "engine/rules.h"
#include "engine/side_bets.h"
#include "engine/strategy/computer_player.h"
#include "engine/strategy/play_policy.h"
#include "engine/table.h"
#include "game/coach/rules_analyzer.h"
#include "game/session/active_rules.h"
#include "game/session/event_log.h"
#include "game/session/fair_shoes.h"
#include "game/session/seat_plan.h"
#include "game/session/table_watcher.h"
#include "storage/leaderboard.h"

namespace bjt::trivia {
class AskedQuestions;
}

namespace bjt::game {

class SaveGame;
struct TriviaQuestion;

class Session {
public:
    // `stacked`: cards dealt in this order instead of a shuffled shoe (tests, the hidden --shoe option).
    // `saves` must outlive the session. `fair`: every shoe is a provably fair shoe made by it (normal play, or a
    // test that opts in); without it shoes come from `seed`, reproducibly.
    Session(std::uint64_t seed, std::optional<std::vector<Card>> stacked, SaveGame& saves,
            std::optional<FairShoes> fair = std::nullopt);
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    // Adds a watcher, which must outlive the session (the table's stage; the narrator that speaks the table). Each
    // is told in the order added.
    void watch(TableWatcher* watcher) { watchers_.push_back(watcher); }

    // The preset the rules come from. The options menu's changes carry over to the new preset where they
    // fit (they are the player's choices, not the preset's). Takes effect at sit_down() or the next round.
    ActiveRules& choose_preset(const std::string& path, std::string preset_name);
    // Null until a preset is chosen.
    ActiveRules* active_rules() { return active_.get(); }
    const ActiveRules* active_rules() const { return active_.get(); }
    // The current profile's saved options over the active rules (after choosing a profile or a preset),
    // and the player's changes back into the profile (cheap enough for every frame).
    void restore_profile_options();
    void store_profile_options();

    // Who sits where from the next sit_down(): the player alone (the default, Play on the title), or with
    // computer players (the Players screen). Clamped to the rules' max_seats at sit_down().
    void plan_seats(SeatPlan plan) { plan_ = std::move(plan); }
    const SeatPlan& seat_plan() const { return plan_; }
    // Sits down with the active rules at preset `preset` (its key): a new shoe, the seats planned (computer
    // players at the starting bank) and the profile's saved bank and credits at its seat (SaveGame::sit_down).
    // False when the save refused; its notice says why.
    [[nodiscard]] bool sit_down(std::string_view preset);
    // A new run at the starting bank (play again after a game over). False when the save refused.
    [[nodiscard]] bool new_run();
    // Cash Out between rounds: the bank goes to the leaderboard, the next run starts. nullopt when the save
    // refused (its notice says why).
    [[nodiscard]] std::optional<storage::CashOutResult> cash_out();
    // The player leaves the table (to the title, or the game quits, App::run()'s end): the fair shoe in play is
    // done, so its server seed is revealed and saved like a reshuffle's; the Fairness panel shows it. No-op when
    // nothing is in play (left already, or never seated).
    void leave_table() { reveal_fair_shoe(); }
    // Between rounds: the next round is dealt from these cards, in this order (How to play's practice table deals
    // each of its rounds so). False, and nothing changed, mid-round or before sitting down.
    [[nodiscard]] bool stack_next_round(std::vector<Card> cards);
    // Between rounds: takes up the active rules if they changed (a new shoe when the shoe's rules did).
    // Never mid-round. True when the table's rules changed. Called before each deal.
    bool adopt_rule_changes();

    // The round, as the engine takes it; a refusal changes nothing.
    // Begins the round (three-bets: no base bet), with any side bets placed beside the base bet; at a table of
    // several, with every computer player's bet (one whose bank is gone sits out).
    [[nodiscard]] Status bet(Cents amount, const SideBetStakes& side_bets = {});
    // The seat in turn is a computer player's, waiting for its choice (an offer, its hand, a question, its three
    // bets): the table scene lets it play, one move at a time, at the table's pace.
    bool computer_in_turn() const;
    // The computer player in turn makes its next move (recorded in the save like the player's).
    [[nodiscard]] Status computer_move();
    // The seat the game serves now: the player's, or at a table of several people the person betting or in turn
    // (turn_to_person_in_turn()). Its bank, hands and bets, whoever is in turn (Table's accessors without a seat read
    // the seat in turn, a computer player's while it plays).
    int my_seat_index() const { return shown_seat_; }
    const Seat& my_seat() const { return table_->seat(shown_seat_); }
    // The person served now has their turn: the table waits for their seat (an offer, a hand, a question or the
    // three bets).
    bool my_turn() const;
    bool game_over() const { return table_->game_over(shown_seat_); }
    // A table of several people (guests in the seat plan): the game serves one person at a time.
    bool several_people() const { return plan_.has_guests(); }
    // The seat in turn is another person's: the game turns to them (the watchers are told: the view, the voice).
    // True when it did. The table scene calls it once the view has shown everything before it.
    bool turn_to_person_in_turn();
    // Betting at a table of several people: the screen turns to the first person to bet (those who share the
    // keyboard first; the others bet on their own pads meanwhile). No-op once a bet is in.
    void start_betting();
    // Betting at a table of several people: the bets taken so far wait for the others' (the round has not begun).
    bool waiting_for_bets() const;
    // A table of several people: a person betting on a gamepad of their own while another bets on the screen
    // (BettingScene): their bet is checked and kept for the deal (place_bet), or taken back to change it.
    [[nodiscard]] Status place_bet(int seat, Cents amount, const SideBetStakes& side_bets = {});
    void take_back_bet(int seat);
    bool has_bet(int seat) const;
    // The person served now leaves the table (cashed out, or their bank is gone): they sit out every round from
    // here, and the game turns to the next person still seated. False when nobody is left.
    bool leave_seat();
    // A gamepad was pulled out: a person who had claimed it shares the keyboard and the free pads from now on.
    void release_pad(int pad);
    // People still seated (a table of one: 1 until the game is over).
    int people_seated() const;
    // After a round at a table of several people: each person whose bank is gone ("House Wins!") leaves the table,
    // their names returned; the game turns to the next person still seated. With nobody left, it stays with the
    // last of them, whose game over is shown.
    std::vector<std::string> seat_out_broke();
    // The ids of the questions asked at the table this round (a table of several people asks none twice in a
    // round: each person's own cycle is read with these added).
    const std::vector<std::string>& round_questions() const { return round_questions_; }
    const BetLimits& bet_limits() const { return table_->bet_limits_at(my_seat().bank); }
    // The name shown for seat `seat`: a computer player's, or the profile's.
    std::string seat_name(int seat) const;
    [[nodiscard]] Status act(Action action);
    [[nodiscard]] Status answer(Difficulty difficulty, bool right);
    // The hit or double waiting for a question, taken back before one is put (Table::withdraw_question()).
    [[nodiscard]] Status withdraw_question();
    [[nodiscard]] Status predict(const Prediction& prediction);
    // A question put up: its category counts the answer, and the asked ids are saved.
    void question_asked(const TriviaQuestion& question, const trivia::AskedQuestions& asked_now);

    bool started() const { return table_ != nullptr; }
    const Table& table() const { return *table_; }
    const Rules& rules() const { return rules_; }
    const std::string& preset_name() const { return preset_name_; }
    // The preset key sat down at (what the save and the leaderboard file the bank under).
    const std::string& preset_key() const { return preset_key_; }
    // The strategy library's worker (house edge, the coach's hints), shared by the options menu, the
    // table and the inspector.
    RulesAnalyzer& analyzer() { return analyzer_; }
    // The last events of the table, for the rule inspector.
    const EventLog& events() const { return events_; }
    std::uint64_t seed() const { return seed_; }
    // The provably fair shoes (the Fairness panel, the inspector, the options' client seed); null when the
    // shoes come from the seed (scripted and seeded runs).
    FairShoes* fair_shoes() { return fair_ ? &*fair_ : nullptr; }
    const FairShoes* fair_shoes() const { return fair_ ? &*fair_ : nullptr; }

    // The last bet placed (rebet), 0 before the first round of a run.
    Cents last_bet() const { return last_bets_.empty() ? 0 : last_bets_[static_cast<std::size_t>(shown_seat_)]; }
    int rounds_played() const { return rounds_played_; }

private:
    Shoe make_shoe() const;
    bool adopt_rules();  // adopt_rule_changes() but the shoe
    // Puts a new shoe on the table (make_shoe(), or the next fair shoe, after revealing the one it replaces).
    void new_shoe();
    // After a round: a fair shoe the table would reshuffle is replaced now, so its successor's commitment is
    // shown before its first card.
    void replace_finished_fair_shoe();
    // The fair shoe in play is done (cash-out, leaving): its server seed is shown and saved.
    void reveal_fair_shoe();
    // At each sitting: the seated profile's last revealed shoes in the save (one the game revealed as it quit
    // among them) go to the Fairness panel, with the preset and rules each was dealt under.
    void show_saved_fair_shoes();
    // The one chain every table event goes through: the save's recorder, the event log, the watcher.
    EventSink event_sink();
    // After the save set the table's bank: the watcher starts again from it, and the run's counters with it.
    void seated();
    // RoundOver: each computer player's betting moves on, and a finished fair shoe is replaced.
    void round_over();
    // The computer players at the seats planned, at the starting bank, and their strategy (at sit_down()).
    void seat_computers();
    // Each computer player's bet for the round; each person's as they placed it (bets_), the one seat's `amount`.
    std::vector<SeatBet> seat_bets() const;
    // The guests in the plan at their seats (SaveGame::seat_guest); false when the save refused one.
    bool seat_guests();
    // The game turns to the person at `seat`, and the watchers are told.
    void turn_to(int seat);
    // The next person seat after `seat` still seated, or -1.
    int next_person_after(int seat) const;
    int next_without_bet() const;
    // A round begun (or refused): each person's bet is kept for a rebet, the bets placed go.
    Status begun(Status s);

    std::uint64_t seed_;
    std::optional<std::vector<Card>> stacked_;
    SaveGame& saves_;
    Rules rules_{};
    std::string preset_name_;
    std::string preset_key_;
    std::unique_ptr<ActiveRules> active_;
    std::uint64_t adopted_version_ = 0;  // the ActiveRules::version() the table plays
    std::uint64_t shoes_made_ = 0;  // seeds each new shoe differently yet reproducibly
    std::optional<FairShoes> fair_;
    std::unique_ptr<Table> table_;
    EventLog events_;
    RulesAnalyzer analyzer_;
    std::vector<TableWatcher*> watchers_;
    std::vector<Cents> last_bets_;  // by seat: each person's last base bet (rebet), 0 before their first round
    int rounds_played_ = 0;
    SeatPlan plan_;
    // The preset's exact strategy, which computer players play (none at three-bets, and none at a table of one).
    std::unique_ptr<strategy::PlayPolicy> policy_;
    std::vector<std::optional<strategy::ComputerPlayer>> computers_;  // by seat; empty at a person's
    int shown_seat_ = 0;  // the person the game serves now (my_seat_index())
    std::vector<std::optional<SeatBet>> bets_;  // by seat: the people's bets placed for the next round
    std::vector<bool> left_;  // by seat: a person who left the table (sits out from then on)
    std::vector<std::string> round_questions_;
};

}  // namespace bjt::game
