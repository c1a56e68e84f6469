#include "scenes/table_scene.h"

#include "audio/sound_bank.h"
#include "render/painter.h"
#include "render/palette.h"
#include "scenes/betting_scene.h"
#include "scenes/game_over_scene.h"
#include "scenes/options_scene.h"
#include "scenes/prediction_scene.h"
#include "scenes/scene_stack.h"
#include "scenes/trivia_scene.h"
#include "session/session.h"
#include "session/settings.h"
#include "ui/money_text.h"

namespace bjt::game {

namespace {
struct ActionButton {
    Action action;
    const char* id;
    const char* label;
    const char* key;
    const char* pad;
};
// In the order a player reads them; gamepad: A hit (focused first), B stand, X double, Y split, LB surrender.
constexpr ActionButton kPlayerActions[] = {
    {Action::Hit, "hit", "Hit", "H", "A"},
    {Action::Stand, "stand", "Stand", "S", "B"},
    {Action::Double, "double", "Double", "D", "X"},
    {Action::Split, "split", "Split", "P", "Y"},
    {Action::Surrender, "surrender", "Surrender", "R", "LB"},
};
}  // namespace

TableScene::TableScene(GameContext& ctx) : ctx_(ctx) {}

void TableScene::on_top() {
    overlay_open_ = false;
    built_actions_ = 0xFFFF;  // rebuild: the overlay may have changed the state
}

std::string TableScene::prompt() const {
    const Table& t = ctx_.session.table();
    const Rules& r = t.rules();
    const std::string side = money_text(half_of(t.base_bet()), r.units);
    switch (t.state()) {
        case RoundState::EarlySurrenderOffer:
            return "Surrender now for half your bet back, before the dealer checks?";
        case RoundState::InsuranceOffer:
            return "Insurance? It costs " + side + " and pays " + std::to_string(r.insurance_pays.num) + " to " +
                   std::to_string(r.insurance_pays.den);
        case RoundState::EvenMoneyOffer:
            return r.even_money == EvenMoney::Standard ? "Even money? Take 1 to 1 for your blackjack now"
                                                       : "Even money? A side bet of " + side + " against a dealer blackjack";
        case RoundState::PlayerTurn:
            if (t.hand_count() > 1) return "Hand " + std::to_string(t.active_hand() + 1) + " of " + std::to_string(t.hand_count());
            return "";
        case RoundState::RoundOver: return ctx_.session.view().round_result();
        default: return "";
    }
}

void TableScene::rebuild() {
    const Table& t = ctx_.session.table();
    const bool idle = ctx_.session.view().idle();
    const ActionSet legal = t.legal_actions();
    if (t.state() == built_state_ && t.active_hand() == built_hand_ && legal.bits() == built_actions_ &&
        idle == built_idle_)
        return;
    built_state_ = t.state();
    built_hand_ = t.active_hand();
    built_actions_ = legal.bits();
    built_idle_ = idle;
    const std::string focused = buttons_.focused();
    buttons_.clear();
    if (!idle) return;  // nothing is offered while the view is still showing what happened

    auto row = [this](std::vector<Button> row_buttons) {
        const float w = 150, gap = 14;
        const float total = static_cast<float>(row_buttons.size()) * w + static_cast<float>(row_buttons.size() - 1) * gap;
        float x = 720 - total / 2;
        for (Button& b : row_buttons) {
            b.rect = {x, 632, w, 66};
            x += w + gap;
            buttons_.add(std::move(b));
        }
    };
    const bool trivia = t.rules().trivia;
    switch (t.state()) {
        case RoundState::PlayerTurn: {
            std::vector<Button> bs;
            for (const ActionButton& a : kPlayerActions) {
                if (!legal.has(a.action)) continue;
                std::string label = a.label;
                if (trivia && (a.action == Action::Hit || a.action == Action::Double)) label += " ?";
                bs.push_back({a.id, label, a.key, a.pad, {}, true, std::nullopt, 22});
            }
            row(std::move(bs));
            break;
        }
        case RoundState::EarlySurrenderOffer:
            row({{"surrender", "Surrender", "1", "", {}, true, std::nullopt, 22}, {"no-surrender", "Play on", "2", "", {}, true, std::nullopt, 22}});
            break;
        case RoundState::InsuranceOffer:
            row({{"insurance", "Insurance", "1", "", {}, true, std::nullopt, 22}, {"no-insurance", "No insurance", "2", "", {}, true, std::nullopt, 20}});
            break;
        case RoundState::EvenMoneyOffer:
            row({{"even-money", "Even money", "1", "", {}, true, std::nullopt, 22}, {"no-even-money", "No thanks", "2", "", {}, true, std::nullopt, 22}});
            break;
        case RoundState::RoundOver: {
            const bool over = t.game_over();
            row({{"next", over ? "Continue" : "Next round", "Enter", "A", {}, true, Color{30, 110, 60, 255}, 22}});
            break;
        }
        default: break;
    }
    buttons_.focus(focused);
    if (t.state() == RoundState::PlayerTurn && legal.has(Action::Hit)) buttons_.focus("hit");
}

void TableScene::act(Action a) {
    Table& t = ctx_.session.table();
    const Status s = t.act(a);
    if (!s) {
        message_ = std::string(describe(s.refusal));
        message_time_ = 2.0f;
        return;
    }
    ctx_.sound.play(Sound::Button);
}

void TableScene::press(const std::string& id) {
    if (id == "next") {
        if (ctx_.session.table().game_over())
            ctx_.scenes.replace(std::make_unique<GameOverScene>(ctx_));
        else
            ctx_.scenes.replace(std::make_unique<BettingScene>(ctx_));
        return;
    }
    if (auto a = parse_action(id)) act(*a);
}

bool TableScene::handle(const InputEvent& e) {
    if (e.is(InputAction::Skip)) {
        ctx_.session.view().skip();
        return true;
    }
    if (e.is(InputAction::Options) || (e.is(InputAction::Back) && e.device == InputDevice::Keyboard)) {
        ctx_.scenes.push(std::make_unique<OptionsScene>(ctx_));
        return true;
    }
    if (overlay_open_) return false;
    if (auto id = buttons_.handle(e)) {
        press(*id);
        return true;
    }
    if (e.type != InputEvent::Type::Action || buttons_.empty()) return e.pointer();
    // Direct keys (and the gamepad's B, X, Y, shoulders) for the buttons on show.
    struct Direct {
        InputAction input;
        const char* id;
    };
    static constexpr Direct kDirect[] = {
        {InputAction::Hit, "hit"},          {InputAction::Stand, "stand"},
        {InputAction::Double, "double"},    {InputAction::Split, "split"},
        {InputAction::Surrender, "surrender"},
    };
    for (const Direct& d : kDirect)
        if (e.action == d.input && buttons_.find(d.id)) {
            press(d.id);
            return true;
        }
    // Offers: 1 takes it, 2 declines.
    if (buttons_.buttons().size() == 2 && ctx_.session.table().state() != RoundState::PlayerTurn) {
        if (e.is(InputAction::Choice1)) {
            press(buttons_.buttons()[0].id);
            return true;
        }
        if (e.is(InputAction::Choice2)) {
            press(buttons_.buttons()[1].id);
            return true;
        }
    }
    return false;
}

void TableScene::update(float dt) {
    TableView& view = ctx_.session.view();
    view.update(dt, ctx_.settings.speed_factor(), ctx_.settings.speed == AnimationSpeed::Instant);
    if (message_time_ > 0) message_time_ = std::max(0.0f, message_time_ - dt);
    rebuild();
    if (!view.idle() || overlay_open_ || ctx_.scenes.top() != this) return;
    const Table& t = ctx_.session.table();
    if (t.state() == RoundState::QuestionPending) {
        overlay_open_ = true;
        ctx_.scenes.push(std::make_unique<TriviaScene>(ctx_));
    } else if (t.state() == RoundState::Predictions) {
        overlay_open_ = true;
        ctx_.scenes.push(std::make_unique<PredictionScene>(ctx_));
    }
}

bool TableScene::busy() const {
    return !ctx_.session.view().idle() || ctx_.session.view().announcing() || message_time_ > 0;
}

std::optional<Point> TableScene::find_button(std::string_view id) const {
    return buttons_.center_of(id);
}

void TableScene::draw(Painter& p) {
    const Table& t = ctx_.session.table();
    const TableView& view = ctx_.session.view();
    const bool waiting = view.idle() && t.state() == RoundState::PlayerTurn;
    view.draw(p, waiting && t.hand_count() > 1 ? t.active_hand() : -1);
    if (view.idle() && !view.announcing()) {
        const std::string text = prompt();
        if (!text.empty()) {
            const float w = p.text_width(text, 20, FontFace::SansBold) + 40;
            const Rect b = Rect::centered({640, 300}, w, 42);
            p.fill_rounded(b, 21, Color{10, 10, 10, 200});
            p.text(text, {640, b.y + 9}, 20, palette::kWhite, Align::Center, FontFace::SansBold);
        }
    }
    buttons_.draw(p);
    if (message_time_ > 0)
        p.text(message_, {720, 600}, 16, palette::kLose.with_alpha(std::min(1.0f, message_time_)), Align::Center,
               FontFace::SansBold);
}

}  // namespace bjt::game
