#include "game/view/hand_label.h"

#include "engine/dealer_policy.h"
#include "engine/hand.h"
#include "game/view/shown_table.h"
#include "game/view/table_words.h"

namespace bjt::game {

HandLabel hand_label(const Rules& rules, const std::vector<const CardSprite*>& cards, bool dealer, bool unsplit,
                     bool settled) {
    Hand h;
    bool face_down = false;  // a card lies on the felt face down: the hand's total is nobody's to know yet
    for (const CardSprite* c : cards) {
        if (c->arrived && c->turn >= 1.0f) h.add(c->card);
        face_down = face_down || (c->arrived && c->turn < 1.0f);
    }
    if (h.count() == 0) return {};
    if (!dealer && face_down) return {"DOUBLED", HandLabel::Tone::Plain};  // classic's face-down double card
    const bool all_shown = h.count() == static_cast<int>(cards.size());
    const HandLabel::Tone tone = h.bust() ? HandLabel::Tone::Bad : HandLabel::Tone::Plain;
    // Once the round is settled, why a hand won or lost, in the document's words: both naturals when both had one.
    if (settled && all_shown && unsplit && h.two_card_21()) return {"BLACKJACK", HandLabel::Tone::Good};
    if (dealer && settled && all_shown) {
        if (h.bust()) return {"BUST", tone};
        if (dealer_is_charlie(rules, h.count(), false)) return {charlie_label(h.count()), HandLabel::Tone::Good};
    }
    // A split hand's Charlie waits for the dealer: it says so until its result shows.
    if (!dealer && !settled && all_shown && rules.charlie_cards > 0 && h.count() >= rules.charlie_cards && !h.bust())
        return {charlie_label(h.count()), HandLabel::Tone::Good};
    // A soft hand still in play says so ("SOFT 17"); a finished one (the dealer standing, a settled hand) shows
    // only the total that counts.
    const bool finished = settled || (dealer && all_shown && !dealer_must_hit(rules, h.total(), h.soft(), h.count()));
    // One card is a card's value, not yet a hand to name hard ("HARD 2" over the dealer's up card says nothing).
    return {hand_total_label(h.total(), h.soft(), finished, rules.name_hard_totals && h.count() > 1), tone};
}

HandLabel dealer_label(const Rules& rules, const ShownTable& shown) {
    if (!totals_shown(rules)) return {};
    return hand_label(rules, shown.cards(shown.dealer), true, true, shown.dealer_settled);
}

HandLabel player_label(const Rules& rules, const ShownTable& shown, int hand) {
    if (!totals_shown(rules)) return {};
    const HandView& hv = shown.hands[static_cast<std::size_t>(hand)];
    return hand_label(rules, shown.cards(hv.cards), false, shown.hands.size() == 1,
                      hv.outcome != Outcome::Pending || shown.dealer_settled);
}

}  // namespace bjt::game
