#include "scenes/table_seats_scene.h"

#include <algorithm>

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/session/seat_input.h"
#include "game/session/session.h"
#include "game/ui/panel.h"
#include "game/view/table_stage.h"

namespace bjt::game {
namespace {

constexpr float kRowTop = 214;
constexpr float kRowStep = 54;

const char* style_name(strategy::BettingStyle s) {
    switch (s) {
        case strategy::BettingStyle::TableMinimum: return "Bets the table minimum";
        case strategy::BettingStyle::Flat: return "Bets flat";
        case strategy::BettingStyle::Progression: return "Bets up after a win";
    }
    return "";
}

strategy::BettingStyle next_style(strategy::BettingStyle s) {
    switch (s) {
        case strategy::BettingStyle::TableMinimum: return strategy::BettingStyle::Flat;
        case strategy::BettingStyle::Flat: return strategy::BettingStyle::Progression;
        case strategy::BettingStyle::Progression: break;
    }
    return strategy::BettingStyle::TableMinimum;
}

int next_skill(int skill) { return skill >= 90 ? 50 : skill + 20; }

}  // namespace

TableSeatsScene::TableSeatsScene(GameContext& ctx, int max_seats, std::function<bool()> sit_down)
    : ctx_(ctx), max_seats_(std::max(1, max_seats)), sit_down_(std::move(sit_down)), plan_(ctx.session.seat_plan()) {
    trivia_ = ctx_.session.active_rules() && ctx_.session.active_rules()->rules().trivia;
    // The felt behind the screen is the chosen preset's, not the last table's.
    if (ctx_.session.active_rules()) ctx_.stage.view().set_rules(ctx_.session.active_rules()->rules());
    // A first visit offers a table of three, the player in the middle; a plan kept from before is cut to this
    // preset's seats.
    // A guest who is now the current profile (chosen on the Profiles screen since) gives the seat to a computer player.
    for (int seat = 0; seat < plan_.seat_count(); ++seat)
        if (const PlannedSeat* g = plan_.guest_at(seat); g && g->guest_profile == ctx_.saves.current().id)
            plan_.seats[static_cast<std::size_t>(seat)] = {
                .computer = fresh_computer(), .guest_profile = 0, .person_name = {}, .pad = -1};
    const bool first_visit = plan_.seat_count() == 1;
    set_seats(first_visit ? 3 : plan_.seat_count());
    if (first_visit) move_me_to(plan_.seat_count() / 2);
    layout();
    buttons_.focus("sit-down");
}

void TableSeatsScene::set_seats(int seats) {
    seats = std::clamp(seats, 1, max_seats_);
    plan_.cut_to(seats);
    while (plan_.seat_count() < seats)
        plan_.seats.push_back(
            PlannedSeat{.computer = fresh_computer(), .guest_profile = 0, .person_name = {}, .pad = -1});
}

// Start on a gamepad: it plays for the first person without a pad of their own; pressed again, for the next one, and
// after the last it is nobody's (shared again).
void TableSeatsScene::claim_with(int pad) {
    const int from = plan_.seat_of_pad(pad);
    if (from >= 0) plan_.seats[static_cast<std::size_t>(from)].pad = -1;
    for (int seat = from + 1; seat < plan_.seat_count(); ++seat)
        if (plan_.person_at(seat) && plan_.seats[static_cast<std::size_t>(seat)].pad < 0) {
            plan_.seats[static_cast<std::size_t>(seat)].pad = pad;
            news_ = device_name(plan_, seat) + " plays for " + person_name(seat) + ".";
            return layout();
        }
    news_ = "Gamepad " + std::to_string(pad + 1) + " is shared again: it plays for whoever's turn it is.";
    layout();
}

std::string TableSeatsScene::person_name(int seat) const {
    return seat == plan_.person_seat ? ctx_.saves.current().name
                                     : plan_.seats[static_cast<std::size_t>(seat)].person_name;
}

// The current profile takes `seat`; the others keep their order around it (those between shift one seat).
void TableSeatsScene::move_me_to(int seat) {
    const PlannedSeat me = plan_.seats[static_cast<std::size_t>(plan_.person_seat)];
    plan_.seats.erase(plan_.seats.begin() + plan_.person_seat);
    plan_.seats.insert(plan_.seats.begin() + seat, me);
    plan_.person_seat = seat;
}

// A computer player with the first name no computer player at the table has yet.
ComputerSeat TableSeatsScene::fresh_computer() const {
    ComputerSeat c;
    for (const char* name : kComputerNames) {
        c.name = name;
        bool taken = false;
        for (int s = 0; s < plan_.seat_count(); ++s)
            if (const ComputerSeat* other = plan_.computer_at(s)) taken = taken || other->name == name;
        if (!taken) break;
    }
    return c;
}

// Who sits at `seat` next: a computer player, then each profile not seated yet (a guest, with its own bank), then a
// computer player again.
void TableSeatsScene::next_occupant(int seat) {
    PlannedSeat& s = plan_.seats[static_cast<std::size_t>(seat)];
    std::vector<storage::Profile> free;
    for (storage::Profile& p : ctx_.saves.profiles()) {
        bool seated = p.id == ctx_.saves.current().id;
        for (int other = 0; other < plan_.seat_count(); ++other)
            if (const PlannedSeat* g = plan_.guest_at(other); g && other != seat)
                seated = seated || g->guest_profile == p.id;
        if (!seated) free.push_back(std::move(p));
    }
    std::sort(free.begin(), free.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    const auto after = std::find_if(free.begin(), free.end(), [&](const auto& p) { return p.id > s.guest_profile; });
    if (s.computer) s.computer.reset();
    if (after == free.end()) {
        s = PlannedSeat{.computer = fresh_computer(), .guest_profile = 0, .person_name = {}, .pad = -1};
        return;
    }
    s.guest_profile = after->id;
    s.person_name = after->name;
}

void TableSeatsScene::layout() {
    const std::string focused = buttons_.focused();
    buttons_.clear();
    const std::string seats = std::to_string(plan_.seat_count()) + " seats";
    buttons_.add({.id = "fewer-seats",
                  .label = "-",
                  .rect = {800, 130, 56, 48},
                  .enabled = plan_.seat_count() > 1,
                  .spoken = "Fewer seats, now " + seats});
    buttons_.add({.id = "more-seats",
                  .label = "+",
                  .rect = {864, 130, 56, 48},
                  .enabled = plan_.seat_count() < max_seats_,
                  .spoken = "More seats, now " + seats});
    for (int seat = 0; seat < plan_.seat_count(); ++seat)
        if (seat != plan_.person_seat) add_seat_buttons(seat);
    buttons_.add({.id = "back", .label = "Back", .key = "Esc", .pad = "B", .rect = {400, 630, 200, 64}});
    buttons_.add({.id = "sit-down",
                  .label = "Sit down",
                  .key = "Enter",
                  .rect = {680, 630, 240, 64},
                  .tint = Color{30, 110, 60, 255},
                  .text_size = 24,
                  .spoken = "Sit down at seat " + std::to_string(plan_.person_seat + 1) + " of " + seats});
    buttons_.focus(focused);
}

// A seat's row: who sits there (a computer player or a guest), "Sit here" (the current profile moves there), and a
// computer player's betting and trivia chance.
void TableSeatsScene::add_seat_buttons(int seat) {
    const float y = kRowTop + kRowStep * static_cast<float>(seat);
    const std::string n = std::to_string(seat + 1);
    const ComputerSeat* c = plan_.computer_at(seat);
    const std::string who = "seat " + n + ", " + (c ? c->name : plan_.guest_at(seat)->person_name);
    buttons_.add({.id = "who-" + n,
                  .label = c ? "Computer" : "Person",
                  .rect = {620, y, 130, 46},
                  .text_size = 18,
                  .spoken = "Who sits at " + who + ": " + (c ? "a computer player" : "a person, with their own bank")});
    buttons_.add(
        {.id = "sit-" + n, .label = "Sit here", .rect = {760, y, 130, 46}, .text_size = 18, .spoken = "Sit at " + who});
    if (c == nullptr) return;
    buttons_.add({.id = "style-" + n,
                  .label = "Betting",
                  .rect = {900, y, 130, 46},
                  .text_size = 18,
                  .spoken = "Betting of " + who + ": " + style_name(c->style)});
    if (trivia_)
        buttons_.add({.id = "skill-" + n,
                      .label = "Trivia",
                      .rect = {1040, y, 110, 46},
                      .text_size = 18,
                      .spoken = "Trivia of " + who + ": right " + std::to_string(c->skill_percent) + "%"});
}

void TableSeatsScene::press(const std::string& id) {
    if (id == "back") return ctx_.scenes.pop();
    if (id == "sit-down") {
        ctx_.session.plan_seats(plan_);
        ctx_.scenes.pop();
        (void)sit_down_();
        return;
    }
    if (id == "fewer-seats") set_seats(plan_.seat_count() - 1);
    if (id == "more-seats") set_seats(plan_.seat_count() + 1);
    const auto dash = id.find('-');
    const int seat = dash == std::string::npos ? -1 : std::atoi(id.c_str() + dash + 1) - 1;
    if (id.starts_with("sit-") && seat >= 0 && seat < plan_.seat_count()) move_me_to(seat);
    if (id.starts_with("who-") && seat >= 0 && seat < plan_.seat_count() && seat != plan_.person_seat)
        next_occupant(seat);
    if (ComputerSeat* c = plan_.computer_at(seat)) {
        if (id.starts_with("style-")) c->style = next_style(c->style);
        if (id.starts_with("skill-")) c->skill_percent = next_skill(c->skill_percent);
    }
    layout();
}

bool TableSeatsScene::handle(const InputEvent& e) {
    if (e.device == InputDevice::Gamepad && e.is(InputAction::Options)) {
        claim_with(e.pad);
        return true;
    }
    auto id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "back";
    if (!id) return e.pointer();
    press(*id);
    return true;
}

std::optional<Point> TableSeatsScene::find_button(std::string_view id) const { return buttons_.center_of(id); }

std::string TableSeatsScene::seat_line(int seat) const {
    const auto [name, detail] = seat_words(seat);
    return name + (detail.empty() ? "" : ", " + detail);
}

// A seat's name, and what sits there: "(you)", "person · own bank", "computer · Bets flat"; a person's own pad is
// named (without one they share the keyboard, the mouse and the free pads).
std::pair<std::string, std::string> TableSeatsScene::seat_words(int seat) const {
    const int pad = plan_.person_at(seat) ? plan_.seats[static_cast<std::size_t>(seat)].pad : -1;
    const std::string device = pad >= 0 ? " \u00b7 " + device_name(plan_, seat) : "";
    if (seat == plan_.person_seat) return {ctx_.saves.current().name, "you" + device};
    if (const PlannedSeat* guest = plan_.guest_at(seat)) return {guest->person_name, "person \u00b7 own bank" + device};
    const ComputerSeat* c = plan_.computer_at(seat);
    if (c == nullptr) return {};
    std::string detail = std::string("computer \u00b7 ") + style_name(c->style);
    if (trivia_) detail += " \u00b7 right " + std::to_string(c->skill_percent) + "%";
    return {c->name, detail};
}

std::string TableSeatsScene::observe(std::string_view what) const {
    if (what == "seats") return std::to_string(plan_.seat_count());
    if (what == "my-seat") return std::to_string(plan_.person_seat + 1);
    if (what == "devices") return news_.empty() ? "none" : news_;
    if (what.starts_with("seat-")) {
        const int seat = std::atoi(std::string(what.substr(5)).c_str()) - 1;
        if (seat >= 0 && seat < plan_.seat_count()) return seat_line(seat);
    }
    return "?";
}

void TableSeatsScene::draw(Painter& p) {
    ctx_.stage.view().draw_felt(p);
    draw_shade(p, 0.75f);
    draw_panel(p, {100, 40, 1080, 570});
    p.text_in("A table for several", {140, 56, 1000, 44},
              {.size = 32, .color = palette::kGold, .align = Align::Center, .face = FontFace::SansBold});
    p.text_in("Seat 1 is first base, on the dealer's left: it is dealt to and plays first.", {140, 96, 1000, 28},
              {.size = 17, .color = palette::kMuted, .align = Align::Center});
    p.text_line("Seats at the table: " + std::to_string(plan_.seat_count()) + " of up to " + std::to_string(max_seats_),
                {140, 142}, 640, {.size = 22, .color = palette::kWhite, .face = FontFace::SansBold});
    for (int seat = 0; seat < plan_.seat_count(); ++seat) {
        const float y = kRowTop + kRowStep * static_cast<float>(seat);
        const bool mine = seat == plan_.person_seat;
        p.text_line(std::to_string(seat + 1), {150, y + 10}, 40,
                    {.size = 22, .color = mine ? palette::kFocus : palette::kGold, .face = FontFace::SansBold});
        // The name on top, what sits there below it; left of the row's buttons (the player's row has none).
        const auto [name, detail] = seat_words(seat);
        const float w = mine ? 944 : 414;
        p.text_line(
            name, {196, y + 1}, w,
            {.size = 19, .color = mine ? palette::kFocus : palette::kWhite, .face = FontFace::SansBold, .min_size = 9});
        p.text_line(detail, {196, y + 26}, w, {.size = 15, .color = mine ? palette::kFocus : palette::kMuted});
    }
    // How a gamepad takes a seat, or which one just did.
    const std::string devices = news_.empty() ? "A gamepad of your own: press Start on it. Without one, people take "
                                                "turns on the keyboard, the mouse and any free gamepad."
                                              : news_;
    p.text_line(devices, {640, 186}, 1000,
                {.size = 16, .color = news_.empty() ? palette::kMuted : palette::kFocus, .align = Align::Center});
    buttons_.draw(p);
}

}  // namespace bjt::game
