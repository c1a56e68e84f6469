// The Session at a table of several people (issue 29): the guests seated beside the current profile, the person the
// game serves now (turn_to()), the bets each person places before the deal, and the people who leave.
#include <algorithm>

#include "game/save/save_game.h"
#include "game/session/session.h"

namespace bjt::game {

bool Session::seat_guests() {
    for (int seat = 0; seat < plan_.seat_count(); ++seat)
        if (const PlannedSeat* guest = plan_.guest_at(seat))
            if (!saves_.seat_guest(*table_, preset_key_, rules_, seat, guest->guest_profile)) return false;
    return true;
}

Status Session::place_bet(int seat, Cents amount, const SideBetStakes& side_bets) {
    if (!plan_.person_at(seat) || left_[static_cast<std::size_t>(seat)]) return {Refusal::NoSuchSeat};
    const SeatBet bet{.bet = amount, .side_bets = side_bets, .plays = true};
    if (const Status s = table_->check_seat_bet(seat, bet); !s) return s;
    bets_[static_cast<std::size_t>(seat)] = bet;
    return Status{};
}

void Session::take_back_bet(int seat) {
    if (seat >= 0 && seat < static_cast<int>(bets_.size())) bets_[static_cast<std::size_t>(seat)].reset();
}

bool Session::has_bet(int seat) const {
    return seat >= 0 && seat < static_cast<int>(bets_.size()) && bets_[static_cast<std::size_t>(seat)].has_value();
}

// The next person to bet on the screen, in seat order: first those who share the keyboard (the others bet on their
// own gamepads meanwhile), then anyone with a pad who has not said ready yet.
int Session::next_without_bet() const {
    for (const bool own_pad : {false, true})
        for (int seat = 0; seat < plan_.seat_count(); ++seat)
            if (plan_.person_at(seat) && !left_[static_cast<std::size_t>(seat)] && !has_bet(seat) &&
                (plan_.seats[static_cast<std::size_t>(seat)].pad >= 0) == own_pad)
                return seat;
    return -1;
}

Status Session::begun(Status s) {
    if (!s) return s;
    for (int seat = 0; seat < table_->seat_count(); ++seat)
        if (plan_.person_at(seat) && table_->seat(seat).base_bet > 0)
            last_bets_[static_cast<std::size_t>(seat)] = table_->seat(seat).base_bet;
    ++rounds_played_;
    bets_.assign(bets_.size(), std::nullopt);
    round_questions_.clear();
    return s;
}

void Session::start_betting() {
    if (!several_people() || waiting_for_bets()) return;
    const int first = next_without_bet();
    if (first >= 0 && first != shown_seat_) turn_to(first);
}

bool Session::waiting_for_bets() const {
    return std::any_of(bets_.begin(), bets_.end(), [](const auto& b) { return b.has_value(); });
}

bool Session::turn_to_person_in_turn() {
    const RoundState s = table_->state();
    if (!several_people() || s == RoundState::Betting || s == RoundState::RoundOver) return false;
    const int seat = table_->seat_in_turn();
    if (seat == shown_seat_ || !plan_.person_at(seat)) return false;
    turn_to(seat);
    return true;
}

bool Session::leave_seat() {
    left_[static_cast<std::size_t>(shown_seat_)] = true;
    bets_[static_cast<std::size_t>(shown_seat_)].reset();
    const int next = next_person_after(-1);
    if (next < 0) return false;
    turn_to(next);
    return true;
}

std::vector<std::string> Session::seat_out_broke() {
    std::vector<std::string> gone;
    int last = -1;
    for (int seat = 0; seat < plan_.seat_count(); ++seat)
        if (plan_.person_at(seat) && !left_[static_cast<std::size_t>(seat)] && table_->game_over(seat)) {
            left_[static_cast<std::size_t>(seat)] = true;
            gone.push_back(seat_name(seat));
            last = seat;
        }
    if (const int next = next_person_after(-1); next >= 0)
        turn_to(next);
    else if (last >= 0)
        turn_to(last);
    return gone;
}

void Session::release_pad(int pad) {
    for (PlannedSeat& seat : plan_.seats)
        if (seat.pad == pad) seat.pad = -1;
}

int Session::people_seated() const {
    int people = 0;
    for (int seat = 0; seat < plan_.seat_count(); ++seat)
        if (plan_.person_at(seat) && !left_[static_cast<std::size_t>(seat)]) ++people;
    return people;
}

int Session::next_person_after(int seat) const {
    for (int next = seat + 1; next < plan_.seat_count(); ++next)
        if (plan_.person_at(next) && !left_[static_cast<std::size_t>(next)]) return next;
    return -1;
}

void Session::turn_to(int seat) {
    shown_seat_ = seat;
    for (TableWatcher* w : watchers_) w->turned_to(seat, seat_name(seat), my_seat().bank, my_seat().credits);
}

}  // namespace bjt::game
