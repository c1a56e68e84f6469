#include <catch2/catch.hpp>

#include <set>

#include "game/art/card_art.h"
#include "tests/game/art_test_support.h"

using namespace bjt::game;
using namespace bjt::game::test;
using bjt::Card;
using bjt::Suit;

namespace {

// Counts pixels of a colour class in [x0, x1) x [y0, y1) of what the target shows.
template <class Pred>
int count(const SoftwareTarget& t, int x0, int y0, int x1, int y1, Pred pred) {
    int n = 0;
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) n += pred(t.pixel(x, y)) ? 1 : 0;
    }
    return n;
}

std::uint64_t fingerprint(const Canvas& c) {
    std::uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < c.width() * c.height() * 4; ++i) h = (h ^ c.bytes()[i]) * 1099511628211ull;
    return h;
}

}  // namespace

TEST_CASE("card faces come out at the exact size asked for, cached", "[art][cards]") {
    SoftwareTarget target(320, 460);
    REQUIRE(target.ok());
    CardArt art(target.renderer(), bold_font());
    REQUIRE(art.font_ok());
    for (int width : {60, 120, 300}) {
        SDL_Texture* t = art.face(Card(1, Suit::Spades), width, false);
        REQUIRE(t != nullptr);
        int w = 0, h = 0;
        SDL_QueryTexture(t, nullptr, nullptr, &w, &h);
        CHECK(w == width);
        CHECK(h == static_cast<int>(std::lround(width * 1.4)));
        CHECK(art.face(Card(1, Suit::Spades), width, false) == t);  // cached
    }
    CHECK(art.face(Card(1, Suit::Spades), 120, true) != art.face(Card(1, Suit::Spades), 120, false));
    CHECK(art.face(Card(0, Suit::Spades), 120, false) == nullptr);  // not a card
    CHECK(art.face(Card(5, Suit::Clubs), 2, false) == nullptr);  // too small to draw
    art.clear();
    CHECK(art.face(Card(1, Suit::Spades), 120, false) != nullptr);
}

TEST_CASE("corner indices: dark for spades, red for hearts, in both corners", "[art][cards]") {
    SoftwareTarget target(200, 200);
    REQUIRE(target.ok());
    CardArt art(target.renderer(), bold_font());
    const int w = 120, h = CardArt::height_for(w);
    const int box_w = w / 5, box_h = w * 36 / 100;  // the index column

    target.draw(art.face(Card(7, Suit::Spades), w, false));
    CHECK(count(target, 0, 0, box_w, box_h, is_dark) > 40);
    CHECK(count(target, w - box_w, h - box_h, w, h, is_dark) > 40);
    CHECK(count(target, 0, 0, w, h, is_red) == 0);

    target.draw(art.face(Card(12, Suit::Hearts), w, false));
    CHECK(count(target, 0, 0, box_w, box_h, is_red) > 40);
    CHECK(count(target, w - box_w, h - box_h, w, h, is_red) > 40);

    // The paper between the index and the pips is white.
    target.draw(art.face(Card(2, Suit::Hearts), w, false));
    const Rgba middle = target.pixel(w / 2, h / 2);
    CHECK(middle.r > 240);
    CHECK(middle.g > 240);
    CHECK(middle.b > 240);
    // Transparent outside the rounded corner: the magenta background shows through.
    const Rgba corner = target.pixel(0, 0);
    CHECK(corner.r > 200);
    CHECK(corner.g < 100);
}

TEST_CASE("the bottom-right index is the top-left index turned 180 degrees", "[art][cards]") {
    SoftwareTarget target(200, 200);
    REQUIRE(target.ok());
    CardArt art(target.renderer(), bold_font());
    const Canvas c = art.face_pixels(Card(10, Suit::Clubs), 100, false);
    const int box_w = 20, box_h = 36;
    int differing = 0;
    for (int y = 0; y < box_h; ++y) {
        for (int x = 0; x < box_w; ++x) {
            const Rgba a = c.pixel(x + 3, y + 3);
            const Rgba b = c.pixel(c.width() - 4 - x, c.height() - 4 - y);
            differing += (std::abs(a.r - b.r) > 8 || std::abs(a.a - b.a) > 8) ? 1 : 0;
        }
    }
    CHECK(differing == 0);
}

TEST_CASE("four-colour decks print diamonds blue and clubs green, two-colour decks red and black", "[art][cards]") {
    SoftwareTarget target(200, 200);
    REQUIRE(target.ok());
    CardArt art(target.renderer(), bold_font());
    const int w = 100, h = CardArt::height_for(w);

    target.draw(art.face(Card(9, Suit::Diamonds), w, true));
    CHECK(count(target, 0, 0, w, h, is_blue) > 200);
    CHECK(count(target, 0, 0, w, h, is_red) == 0);
    target.draw(art.face(Card(9, Suit::Diamonds), w, false));
    CHECK(count(target, 0, 0, w, h, is_red) > 200);
    CHECK(count(target, 0, 0, w, h, is_blue) == 0);

    target.draw(art.face(Card(4, Suit::Clubs), w, true));
    CHECK(count(target, 0, 0, w, h, is_green) > 100);
    target.draw(art.face(Card(4, Suit::Clubs), w, false));
    CHECK(count(target, 0, 0, w, h, is_green) == 0);
    CHECK(count(target, 0, 0, w, h, is_dark) > 100);
}

TEST_CASE("more pips mean more ink, aces have one large pip in the middle", "[art][cards]") {
    SoftwareTarget target(200, 200);
    REQUIRE(target.ok());
    CardArt art(target.renderer(), bold_font());
    const int w = 120, h = CardArt::height_for(w);
    int previous = 0;
    for (int rank = 2; rank <= 10; ++rank) {
        target.draw(art.face(Card(rank, Suit::Hearts), w, false));
        // Pip field only (between the index columns).
        const int ink = count(target, w / 5, 0, w - w / 5, h, is_red);
        INFO("rank " << rank);
        CHECK(ink > previous);
        previous = ink;
    }
    target.draw(art.face(Card(1, Suit::Diamonds), w, false));
    CHECK(is_red(target.pixel(w / 2, h / 2)));
    target.draw(art.face(Card(2, Suit::Diamonds), w, false));
    CHECK_FALSE(is_red(target.pixel(w / 2, h / 2)));
}

TEST_CASE("all 52 faces and the back are different pictures, courts differ within a suit", "[art][cards]") {
    SoftwareTarget target(8, 8);
    REQUIRE(target.ok());
    CardArt art(target.renderer(), bold_font());
    std::set<std::uint64_t> seen;
    for (int s = 0; s < 4; ++s) {
        for (int rank = 1; rank <= 13; ++rank)
            seen.insert(fingerprint(art.face_pixels(Card(rank, static_cast<Suit>(s)), 80, false)));
    }
    seen.insert(fingerprint(art.back_pixels(80)));
    CHECK(seen.size() == 53);

    // J, Q and K of one suit differ over a large area, not just the index letter.
    const Canvas j = art.face_pixels(Card(11, Suit::Spades), 120, false);
    const Canvas q = art.face_pixels(Card(12, Suit::Spades), 120, false);
    const Canvas k = art.face_pixels(Card(13, Suit::Spades), 120, false);
    auto differing = [](const Canvas& a, const Canvas& b) {
        int n = 0;
        for (int y = 0; y < a.height(); ++y) {
            for (int x = 0; x < a.width(); ++x) {
                const Rgba p = a.pixel(x, y), r = b.pixel(x, y);
                n += (std::abs(p.r - r.r) + std::abs(p.g - r.g) + std::abs(p.b - r.b)) > 60 ? 1 : 0;
            }
        }
        return n;
    };
    const int area = 120 * CardArt::height_for(120);
    CHECK(differing(j, q) > area / 20);
    CHECK(differing(q, k) > area / 20);
    CHECK(differing(j, k) > area / 20);
}

TEST_CASE("the back is a red patterned card with a white border", "[art][cards]") {
    SoftwareTarget target(200, 200);
    REQUIRE(target.ok());
    CardArt art(target.renderer(), bold_font());
    const int w = 120, h = CardArt::height_for(w);
    SDL_Texture* back = art.back(w);
    REQUIRE(back != nullptr);
    CHECK(art.back(w) == back);
    target.draw(back);
    const Rgba border = target.pixel(w / 2, 4);
    CHECK(border.r > 240);
    CHECK(border.g > 240);
    int red = 0, light = 0;
    for (int y = h / 4; y < 3 * h / 4; ++y) {
        for (int x = w / 4; x < 3 * w / 4; ++x) {
            const Rgba p = target.pixel(x, y);
            red += (p.r > 110 && p.g < 40) ? 1 : 0;
            light += (p.r > 190 && p.g > 70) ? 1 : 0;  // the lattice lines
        }
    }
    const int field = (w / 2) * (h / 2);
    CHECK(red > field / 3);
    CHECK(light > field / 20);
}
