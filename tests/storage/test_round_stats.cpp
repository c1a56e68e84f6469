// Career statistics and the journal from scripted rounds: a real Table with stacked shoes,
// wired to the save by SessionRecorder exactly as the game wires it.
#include <catch2/catch.hpp>

#include <sstream>

#include "engine/card.h"
#include "engine/table.h"
#include "engine/trivia/question.h"
#include "storage/bank_history.h"
#include "storage/career_stats.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/save_database.h"
#include "storage/session_recorder.h"

using namespace bjt;
using namespace bjt::storage;

namespace {

Shoe stacked(const std::string& cards) {
    std::vector<Card> out;
    std::istringstream in(cards);
    std::string word;
    while (in >> word) out.push_back(*parse_card(word));
    return Shoe::stacked(std::move(out));
}

struct RecordedTable {
    ManualClock clock{1'700'000'000};
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    Rules rules;
    std::int64_t profile = 0;
    Table table;
    std::unique_ptr<SessionRecorder> recorder;
    std::vector<EventType> seen;

    explicit RecordedTable(Rules r) : rules(std::move(r)), table(rules, Shoe(1, 1)) {
        profile = ProfileStore(db).create("Scripted", "trivia", rules.starting_bank, rules.trivia_start_credits).id;
        REQUIRE(table.reset_session(rules.starting_bank, rules.trivia_start_credits));
        recorder = std::make_unique<SessionRecorder>(db, profile, table);
        table.set_event_sink(recorder->sink([this](const Event& e) { seen.push_back(e.type); }));
    }
    void deal(const std::string& cards, Cents bet) {
        table.set_shoe(stacked(cards));
        REQUIRE(table.begin_round(bet));
    }
    void act(Action a) { REQUIRE(table.act(a)); }
    std::vector<std::pair<JournalKind, Cents>> round_entries(std::size_t from) {
        std::vector<std::pair<JournalKind, Cents>> out;
        const auto all = MoneyJournal(db).entries(profile);
        for (std::size_t i = from; i < all.size(); ++i) out.emplace_back(*all[i].kind, all[i].amount);
        return out;
    }
};

using Entries = std::vector<std::pair<JournalKind, Cents>>;

}  // namespace

TEST_CASE("six scripted rounds: journal entries, bank and career statistics") {
    Rules rules;  // trivia.yaml's rules
    rules.trivia = false;
    RecordedTable s(rules);
    MoneyJournal journal(s.db);

    // A: 8-8 against 6 split; 8-3 hit to 20, 8-K stands; the dealer 16 draws 7 and busts.
    s.deal("8S 6H 8D TC 3S KD 9H 7C", 10'00);
    s.act(Action::Split);
    s.act(Action::Hit);
    s.act(Action::Stand);
    s.act(Action::Stand);
    REQUIRE(s.table.state() == RoundState::RoundOver);
    CHECK(s.round_entries(1) == Entries{{JournalKind::Bet, -10'00},
                                        {JournalKind::Split, -10'00},
                                        {JournalKind::HandSettled, 20'00},
                                        {JournalKind::HandSettled, 20'00}});

    // B: 5-6 doubles to 21; the dealer 16 draws 8 and busts.
    s.deal("5S 9H 6D 7C TS 8D", 10'00);
    s.act(Action::Double);
    CHECK(s.round_entries(5) ==
          Entries{{JournalKind::Bet, -10'00}, {JournalKind::Double, -10'00}, {JournalKind::HandSettled, 40'00}});

    // C: 17 against an ace; insurance taken; the dealer has blackjack.
    s.deal("TS AH 7D KC", 10'00);
    s.act(Action::Insurance);
    CHECK(s.round_entries(8) == Entries{{JournalKind::Bet, -10'00},
                                        {JournalKind::Insurance, -5'00},
                                        {JournalKind::InsuranceSettled, 15'00},
                                        {JournalKind::HandSettled, 0}});

    // D: a natural against a 9 pays 3:2.
    s.deal("AS 9H KD 7C", 10'00);
    // E: 16 hits and busts.
    s.deal("TS TH 6D 7C KS", 10'00);
    s.act(Action::Hit);
    // F: 16 against a ten surrenders.
    s.deal("TS TH 6D 9C", 10'00);
    s.act(Action::Surrender);
    REQUIRE(s.table.state() == RoundState::RoundOver);
    REQUIRE_FALSE(s.recorder->failed());

    const Profile p = *ProfileStore(s.db).load(s.profile);
    CHECK(s.table.bank() == 1040'00);
    CHECK(p.bank == 1040'00);
    CHECK_FALSE(journal.open_round(s.profile));
    std::vector<Cents> nets;
    for (const RoundRecord& r : journal.rounds(s.profile)) nets.push_back(*r.net);
    CHECK(nets == std::vector<Cents>{20'00, 20'00, 0, 15'00, -10'00, -5'00});

    const CareerTotals t = CareerStats(s.db).totals(s.profile);
    CHECK(t.rounds == 6);
    CHECK(t.hands == 7);
    CHECK(t.wins == 4);
    CHECK(t.losses == 3);
    CHECK(t.pushes == 0);
    CHECK(t.blackjacks == 1);
    CHECK(t.busts == 1);
    CHECK(t.doubles == 1);
    CHECK(t.splits == 1);
    CHECK(t.surrenders == 1);
    CHECK(t.insurance_taken == 1);
    CHECK(t.insurance_won == 1);
    CHECK(t.biggest_win == 20'00);
    CHECK(t.interrupted_rounds == 0);

    std::vector<Cents> banks;
    for (const BankPoint& b : BankHistory(s.db).points(s.profile)) banks.push_back(b.bank);
    CHECK(banks == std::vector<Cents>{1000'00, 1020'00, 1040'00, 1040'00, 1055'00, 1045'00, 1040'00});
    const auto thinned = BankHistory(s.db).points(s.profile, 3);
    REQUIRE(thinned.size() == 3);
    CHECK(thinned.front().bank == 1000'00);
    CHECK(thinned.back().bank == 1040'00);
    CHECK(thinned.back().sequence == 6);
    CHECK(thinned.front().run_start);  // the new profile's starting bank
    // A new run (another preset, other units) starts the current run's chart again.
    ProfileStore(s.db).start_new_run(s.profile, 100'00, 0);
    std::vector<Cents> run;
    for (const BankPoint& b : BankHistory(s.db).current_run(s.profile)) run.push_back(b.bank);
    CHECK(run == std::vector<Cents>{100'00});
    CHECK(BankHistory(s.db).points(s.profile).size() == 8);

    // The view got every event after it was saved, in the engine's order.
    CHECK(std::count(s.seen.begin(), s.seen.end(), EventType::RoundOver) == 6);
}

TEST_CASE("trivia answers count by category and difficulty, with the credits") {
    Rules rules;  // trivia on: every hit asks a question first
    RecordedTable s(rules);
    trivia::AskedQuestions asked;

    // T-2 against 7: hit, a hard Science question answered right (+5 credits), 5 makes 17;
    // stand; the dealer 16 draws K and busts.
    s.deal("TS 7H 2D 9C 5S KD", 10'00);
    s.act(Action::Hit);
    REQUIRE(s.table.state() == RoundState::QuestionPending);
    asked.insert("sci-1");
    s.recorder->question_asked(
        trivia::Question::multiple_choice("sci-1", "Science", Difficulty::Hard, "Q?", "A", {"B", "C", "D"}), asked);
    REQUIRE(s.table.answer(Difficulty::Hard, true));
    s.act(Action::Stand);
    REQUIRE(s.table.state() == RoundState::RoundOver);

    // T-2 against 7 again: a medium History question answered wrong (-1 credit); the hand stands at 12.
    s.deal("TS 7H 2D 9C 8S", 10'00);
    s.act(Action::Hit);
    asked.insert("his-1");
    s.recorder->question_asked(trivia::Question::true_false("his-1", "History", Difficulty::Medium, "S.", false),
                               asked);
    REQUIRE(s.table.answer(Difficulty::Medium, false));
    REQUIRE(s.table.state() == RoundState::RoundOver);
    REQUIRE_FALSE(s.recorder->failed());

    CareerStats stats(s.db);
    const auto tallies = stats.trivia(s.profile);
    REQUIRE(tallies.size() == 2);
    CHECK(tallies[0].category == "History");
    CHECK(tallies[0].difficulty == Difficulty::Medium);
    CHECK(tallies[0].asked == 1);
    CHECK(tallies[0].right == 0);
    CHECK(tallies[1].category == "Science");
    CHECK(tallies[1].difficulty == Difficulty::Hard);
    CHECK(tallies[1].right == 1);
    const auto accuracy = stats.trivia_accuracy(s.profile);
    REQUIRE(accuracy.size() == 2);
    CHECK(accuracy[1].category == "Science");
    CHECK(accuracy[1].percent() == Approx(100.0));

    const Profile p = *ProfileStore(s.db).load(s.profile);
    CHECK(p.credits == 10 + 5 - 1);
    CHECK(p.credits == s.table.credits());
    CHECK(p.asked_questions == asked);
    CHECK(p.bank == s.table.bank());
}

TEST_CASE("a three-bets round journals each bet as it is settled") {
    Rules rules;
    rules.mode = GameMode::ThreeBets;
    rules.trivia = false;
    rules.peek = false;
    rules.insurance = false;
    rules.even_money = EvenMoney::None;
    rules.surrender = Surrender::None;
    rules.split = SplitRule::None;
    rules.double_on = DoubleOn::None;
    rules.charlie_cards = 0;
    rules.player_max_cards = 5;
    rules.player_draws_past_21 = true;
    rules.starting_bank = 100'00;
    rules.min_bet = 0;
    RecordedTable s(rules);
    // Player T-8 (18) stands; dealer 9-8 (17, hard) stands. Predict: player wins, 18, 17: all right.
    s.deal("TS 9H 8D 8C", 0);
    s.act(Action::Stand);
    REQUIRE(s.table.state() == RoundState::Predictions);
    REQUIRE(s.table.predict(Prediction{Winner::Player, 18, 17}));
    CHECK(s.round_entries(1) == Entries{{JournalKind::Prediction, 1'00},
                                        {JournalKind::Prediction, 1'00},
                                        {JournalKind::Prediction, 1'00},
                                        {JournalKind::Bonus, 1000'00}});
    const CareerTotals t = CareerStats(s.db).totals(s.profile);
    CHECK(t.predictions == 3);
    CHECK(t.predictions_right == 3);
    CHECK(t.bonuses == 1);
    CHECK(t.biggest_win == 1003'00);
    CHECK(ProfileStore(s.db).load(s.profile)->bank == 1103'00);
}
