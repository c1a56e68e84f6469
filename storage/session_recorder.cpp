#include "storage/session_recorder.h"

#include "engine/table.h"
#include "engine/trivia/asked_questions.h"
#include "engine/trivia/question.h"
#include "storage/round_summary.h"
#include "storage/save_database.h"
#include "storage/storage_error.h"

namespace bjt::storage {

SessionRecorder::SessionRecorder(SaveDatabase& db, std::int64_t profile_id, const Table& table)
    : table_(table), profile_id_(profile_id), journal_(db), stats_(db), profiles_(db) {
    const std::optional<Profile> p = profiles_.load(profile_id);
    if (!p) throw StorageError("no such profile");
    if (journal_.open_round(profile_id))
        throw StorageError("profile " + p->name + " has a round open: run RoundRecovery first");
    if (p->bank != table.bank())
        throw StorageError("the table's bank " + format_amount(table.bank()) + " is not the saved bank " +
                           format_amount(p->bank) + " of " + p->name);
}

EventSink SessionRecorder::sink(EventSink next) {
    return [this, next = std::move(next)](const Event& e) {
        record(e);
        if (next) next(e);
    };
}

void SessionRecorder::question_asked(const trivia::Question& question, const trivia::AskedQuestions& asked_now) {
    category_ = question.category;
    if (failed_) return;
    try {
        profiles_.save_asked_questions(profile_id_, asked_now);
    } catch (const std::exception& e) {
        fail(e.what());
    }
}

void SessionRecorder::fail(const std::string& why) {
    failed_ = true;
    error_ = "Saving failed: " + why;
}

void SessionRecorder::record(const Event& e) {
    if (failed_) return;
    const Cents bank = table_.bank();
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
                                table_.side_bet(static_cast<SideBet>(e.hand)).bet, e.amount, bank);
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
                journal_.settle(profile_id_, JournalKind::HandSettled, table_.hand(e.hand).bet, e.amount, bank);
                break;
            case EventType::PredictionSettled:
                // Staked and settled inside one engine call: the bank moves by the net only.
                journal_.settle(profile_id_, JournalKind::Prediction, 0, e.amount, bank);
                break;
            case EventType::BonusPaid: journal_.settle(profile_id_, JournalKind::Bonus, 0, e.amount, bank); break;
            case EventType::QuestionAnswered:
                stats_.record_answer(profile_id_, category_, e.difficulty, e.value == 1, table_.credits());
                break;
            case EventType::RoundOver:
                journal_.close_round(profile_id_, RoundSummary::from_table(table_), bank, table_.credits());
                break;
            default: break;  // cards, announcements, payouts (the settlement already moved the money)
        }
    } catch (const std::exception& ex) {
        fail(ex.what());
    }
}

}  // namespace bjt::storage
