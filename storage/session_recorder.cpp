#include "storage/session_recorder.h"

#include <sqlite3.h>

#include <cmath>

#include "engine/fairness/fair_shoe.h"
#include "engine/replay/rules_text.h"
#include "engine/table.h"
#include "engine/trivia/asked_questions.h"
#include "engine/trivia/question.h"
#include "storage/round_summary.h"
#include "storage/save_database.h"
#include "storage/sql/sql_error.h"
#include "storage/storage_error.h"

namespace bjt::storage {

namespace {

// What the player reads when a write fails: SQLite's own words ("database or disk is full"), not the SQL of
// the statement that failed, which the message of the exception starts with.
std::string reason(const std::exception& e) {
    if (const auto* sql = dynamic_cast<const SqlError*>(&e)) return sqlite3_errstr(sql->extended_code());
    return e.what();
}

}  // namespace

SessionRecorder::SessionRecorder(SaveDatabase& db, std::int64_t profile_id, const Table& table, int seat)
    : table_(table),
      seat_(seat),
      clock_(db.clock()),
      profile_id_(profile_id),
      journal_(db),
      stats_(db),
      profiles_(db),
      history_(db) {
    const std::optional<Profile> p = profiles_.load(profile_id);
    if (!p) throw StorageError("no such profile");
    if (journal_.open_round(profile_id))
        throw StorageError("profile " + p->name + " has a round open: run RoundRecovery first");
    const Seat& own = table.seat(seat);
    if (p->bank != own.bank)
        throw StorageError("the table's bank " + format_amount(own.bank) + " is not the saved bank " +
                           format_amount(p->bank) + " of " + p->name);
    // The session row is written with its first round (one commit fewer, and no empty sessions).
    session_started_at_ = db.clock().now();
    bank_start_ = own.bank;
    credits_start_ = own.credits;
}

EventSink SessionRecorder::sink(EventSink next) {
    return [this, next = std::move(next)](const Event& e) {
        record(e);
        if (next) next(e);
    };
}

void SessionRecorder::question_asked(const trivia::Question& question, const trivia::AskedQuestions& asked_now) {
    category_ = question.category;
    question_id_ = question.id;
    if (failed_) return;
    try {
        profiles_.save_asked_questions(profile_id_, asked_now);
    } catch (const std::exception& e) {
        fail(reason(e));
    }
}

void SessionRecorder::fail(const std::string& why) {
    failed_ = true;
    error_ = "Saving failed: " + why;
}

void SessionRecorder::record(const Event& e) {
    if (failed_) return;
    round_events_.push_back(replay::describe(e));
    if (e.type == EventType::CardDealt && !card_seen_) {
        card_seen_ = true;
        note_shoe();
    }
    // Another seat's money and answers are not this profile's; a round it sat out is not in its journal.
    if (concerns_a_seat(e) && e.seat != seat_) return;
    if (e.type == EventType::RoundOver && !table_.seat(seat_).in_round) return round_events_.clear();
    record_own(e);
}

void SessionRecorder::record_own(const Event& e) {
    if (e.type == EventType::BetPlaced || e.type == EventType::DoubledDown || e.type == EventType::Split ||
        e.type == EventType::InsuranceTaken || e.type == EventType::EvenMoneyTaken)
        round_money_bet_ += e.amount;
    if (e.type == EventType::BetPlaced) last_skill_ = {};  // a new round: the last one's line is gone
    const Seat& own = table_.seat(seat_);
    const Cents bank = own.bank;
    try {
        switch (e.type) {
            case EventType::BetPlaced: journal_.place_bet(profile_id_, e.amount, bank); break;
            case EventType::DoubledDown: journal_.add_stake(profile_id_, JournalKind::Double, e.amount, bank); break;
            case EventType::Split: journal_.add_stake(profile_id_, JournalKind::Split, e.amount, bank); break;
            case EventType::InsuranceTaken:
                insurance_stake_ = e.amount;
                journal_.add_stake(profile_id_, JournalKind::Insurance, e.amount, bank);
                break;
            case EventType::EvenMoneyTaken:
                // The standard form stakes nothing (amount 0): the natural is simply paid 1:1.
                even_money_stake_ = e.amount;
                if (e.amount > 0) journal_.add_stake(profile_id_, JournalKind::EvenMoney, e.amount, bank);
                break;
            case EventType::SideBetPlaced: journal_.add_stake(profile_id_, JournalKind::SideBet, e.amount, bank); break;
            case EventType::SideBetSettled:
                journal_.settle(profile_id_, JournalKind::SideBetSettled,
                                own.side_bet(static_cast<SideBet>(e.hand)).bet, e.amount, bank);
                break;
            case EventType::InsuranceSettled:
                journal_.settle(profile_id_, JournalKind::InsuranceSettled, insurance_stake_, e.amount, bank);
                insurance_stake_ = 0;
                break;
            case EventType::EvenMoneySettled:
                journal_.settle(profile_id_, JournalKind::EvenMoneySettled, even_money_stake_, e.amount, bank);
                even_money_stake_ = 0;
                break;
            case EventType::HandSettled:
                journal_.settle(profile_id_, JournalKind::HandSettled, own.hand(e.hand).bet, e.amount, bank);
                break;
            case EventType::PredictionSettled:
                // Staked and settled inside one engine call: the bank moves by the net only.
                journal_.settle(profile_id_, JournalKind::Prediction, 0, e.amount, bank);
                break;
            case EventType::BonusPaid: journal_.settle(profile_id_, JournalKind::Bonus, 0, e.amount, bank); break;
            case EventType::QuestionAnswered:
                stats_.record_answer(profile_id_, category_, e.difficulty, e.value == 1, own.credits);
                break;
            case EventType::RoundOver: {
                journal_.close_round(profile_id_, RoundSummary::from_table(table_, seat_), bank, own.credits,
                                     [this](SqlConnection& db, std::int64_t round_id) { write_history(db, round_id); });
                break;
            }
            default: break;  // cards, announcements, payouts (the settlement already moved the money)
        }
    } catch (const std::exception& ex) {
        fail(reason(ex));
    }
}

}  // namespace bjt::storage

namespace bjt::storage {

Status SessionRecorder::recorded(const replay::HistoryEvent& input, Status status) {
    // The input goes in before the table's call (its events follow it); a refusal emits nothing, so the input is
    // still the last entry and comes out again.
    if (!status.ok() && !round_events_.empty() && round_events_.back() == input) round_events_.pop_back();
    return status;
}

void SessionRecorder::input_coming(std::span<const replay::HistoryEvent> lines) {
    if (!lines.empty() && lines.front().kind == "bet") {  // a new round: the last one's lines are written
        round_events_.clear();
        card_seen_ = false;
    }
    round_events_.insert(round_events_.end(), lines.begin(), lines.end());
}

void SessionRecorder::input_taken(std::span<const replay::HistoryEvent> lines, Status status) {
    if (lines.empty()) return;
    const replay::HistoryEvent& last = lines.back();
    if (!status.ok()) {
        // A refusal emits nothing, so the lines are still the last entries.
        for (auto line = lines.rbegin(); line != lines.rend(); ++line)
            if (!round_events_.empty() && round_events_.back() == *line) round_events_.pop_back();
        return;
    }
    if (last.seat != seat_) return;
    if (last.kind == "answer") round_skill_.question_answered();
    if (last.kind == "withdraw") round_skill_.question_withdrawn();
}

Status SessionRecorder::begin_round(Table& table, Cents bet, const SideBetStakes& side_bets) {
    round_events_.clear();
    card_seen_ = false;
    const replay::HistoryEvent input = replay::bet_input(bet, side_bets);
    round_events_.push_back(input);
    return recorded(input, table.begin_round(bet, side_bets));
}

Status SessionRecorder::act(Table& table, Action action) {
    decision(action);
    const replay::HistoryEvent input = replay::action_input(action);
    round_events_.push_back(input);
    return recorded(input, table.act(action));
}

Status SessionRecorder::answer(Table& table, Difficulty difficulty, bool right) {
    const replay::HistoryEvent input = replay::answer_input(difficulty, right, question_id_);
    round_events_.push_back(input);
    const Status s = recorded(input, table.answer(difficulty, right));
    if (s.ok()) round_skill_.question_answered();
    return s;
}

Status SessionRecorder::predict(Table& table, const Prediction& prediction) {
    const replay::HistoryEvent input = replay::predict_input(prediction);
    round_events_.push_back(input);
    return recorded(input, table.predict(prediction));
}

Status SessionRecorder::withdraw_question(Table& table) {
    const replay::HistoryEvent input = replay::withdraw_input();
    round_events_.push_back(input);
    const Status s = recorded(input, table.withdraw_question());
    if (s.ok()) round_skill_.question_withdrawn();
    return s;
}

void SessionRecorder::decision(Action action) {
    if (failed_ || !table_.check(action).ok()) return;  // a refused request decides nothing
    if (const auto d = scorer_.score(table_, action)) round_skill_.decided(table_, action, *d);
}

void SessionRecorder::fair_shoe_started(std::uint64_t shoe_number, const std::string& commitment,
                                        const std::string& client_seed, const std::string& preset) {
    pending_fair_shoe_ = PendingFairShoe{shoe_number, commitment, client_seed, {preset, {}, clock_.now()}};
}

void SessionRecorder::server_seed_revealed(std::uint64_t shoe_number, const std::string& server_seed_hex) {
    if (failed_) return;
    // A shoe never dealt from has no row to reveal in.
    if (pending_fair_shoe_ && pending_fair_shoe_->shoe_number == shoe_number) return pending_fair_shoe_.reset();
    try {
        if (unwritten_shoe_ && unwritten_shoe_->fair() && unwritten_shoe_->shoe_number == shoe_number) {
            const auto seed = fairness::ServerSeed::from_hex(server_seed_hex);
            if (!seed || seed->commitment() != unwritten_shoe_->commitment)
                throw StorageError("the server seed of shoe " + std::to_string(shoe_number) +
                                   " does not match its commitment");
            unwritten_shoe_->server_seed = seed->hex();
            unwritten_shoe_->engine_seed = fairness::engine_seed({*seed, unwritten_shoe_->client_seed, shoe_number});
            return;
        }
        if (session_id_ == 0) return;  // no round recorded yet: no shoe row either
        history_.reveal_server_seed(session_id_, shoe_number, server_seed_hex);
    } catch (const std::exception& e) {
        fail(reason(e));
    }
}

void SessionRecorder::note_shoe() {
    const Shoe& shoe = table_.shoe();
    // The card just dealt is the round's first: the round starts one card before.
    shoe_position_ = shoe.dealt() - 1;
    const std::pair identity{shoe.seed(), shoe.shuffles()};
    // The same shoe as the last round's: its row is written, or waits for this seat's next round (a round the seat
    // sat out at a table of several writes nothing).
    if ((shoe_id_ != 0 || unwritten_shoe_) && identity == shoe_identity_ && !pending_fair_shoe_) return;
    shoe_identity_ = identity;
    replay::ShoeRecord record;
    record.cut_card = shoe.cut_position();
    unwritten_origin_ = {};
    if (pending_fair_shoe_) {
        unwritten_origin_ = pending_fair_shoe_->origin;
        record.shoe_number = pending_fair_shoe_->shoe_number;
        record.commitment = pending_fair_shoe_->commitment;
        record.client_seed = pending_fair_shoe_->client_seed;
        pending_fair_shoe_.reset();
    } else {
        // A plain seed: the game did not make this shoe provably fair. Numbered after the fair ones would clash,
        // so plain shoes count up from a large offset.
        record.shoe_number = kPlainShoeNumbers + ++plain_shoes_;
        record.engine_seed = shoe.seed();
    }
    unwritten_shoe_ = record;  // written with the round (write_history)
    shoe_id_ = 0;
}

void SessionRecorder::write_history(SqlConnection& db, std::int64_t round_id) {
    if (session_id_ == 0)
        session_id_ = HandHistory::insert_session(db, session_started_at_, profile_id_, bank_start_, credits_start_);
    RoundHistoryWrite w;
    w.rules_fingerprint = replay::rules_fingerprint(table_.rules());
    w.rules_text = replay::rules_text(table_.rules());
    if (shoe_id_ == 0) {
        if (!unwritten_shoe_) throw StorageError("a round without a card has no shoe to record");
        HandHistory::insert_rule_set(db, w.rules_fingerprint, w.rules_text);  // the shoe's row names it
        unwritten_origin_.rules_fingerprint = w.rules_fingerprint;
        shoe_id_ = HandHistory::insert_shoe(db, session_id_, *unwritten_shoe_, unwritten_origin_);
        unwritten_shoe_.reset();
    }
    w.session_id = session_id_;
    w.shoe_id = shoe_id_;
    w.shoe_position = shoe_position_;
    const Seat& own = table_.seat(seat_);
    w.credits_before = own.round_start_credits;
    w.credits_after = own.credits;
    if (table_.seat_count() > 1) {
        w.seat = seat_;
        for (int i = 0; i < table_.seat_count(); ++i) {
            const Seat& s = table_.seat(i);
            w.seats_before.push_back({s.round_start_bank, s.round_start_credits});
            w.seats_after.push_back({s.bank, s.credits});
        }
    }
    w.events = std::move(round_events_);
    round_events_.clear();
    card_seen_ = false;
    HandHistory::write_round(db, round_id, w);
    write_skill(db, round_id);
}

void SessionRecorder::write_skill(SqlConnection& db, std::int64_t round_id) {
    SkillTotals t;
    if (table_.rules().mode == GameMode::Standard) {
        const strategy::SkillTally& k = round_skill_.tally();
        t = {1, k.decisions, k.best_plays, std::llround(k.given_away_cents * 1000.0), round_money_bet_};
        RoundSkill::write(db, round_id, t);
    }
    round_skill_.clear();
    round_money_bet_ = 0;
    last_skill_ = t;
}

}  // namespace bjt::storage
