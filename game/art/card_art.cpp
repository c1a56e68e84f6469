#include "game/art/card_art.h"

#include <utility>

namespace bjt::game {
namespace {

constexpr int minimum_width = 8;
constexpr int back_key = 0x100;  // outside the range of Card::bits()

}  // namespace

CardArt::CardArt(SDL_Renderer* renderer, std::string sans_bold_path)
    : renderer_(renderer), text_(std::move(sans_bold_path)), painter_(text_) {
    if (!text_.ok()) SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "card art: %s", text_.error().c_str());
}

SDL_Texture* CardArt::face(bjt::Card card, int width_px, bool four_colour) {
    if (width_px < minimum_width || !card.valid()) return nullptr;
    const auto key = std::make_tuple(static_cast<int>(card.bits()), width_px, four_colour);
    auto it = cache_.find(key);
    if (it == cache_.end()) {
        TexturePtr texture = upload_texture(renderer_, painter_.face(card, width_px, four_colour));
        if (!texture) return nullptr;
        it = cache_.emplace(key, std::move(texture)).first;
    }
    return it->second.get();
}

SDL_Texture* CardArt::back(int width_px) {
    if (width_px < minimum_width) return nullptr;
    const auto key = std::make_tuple(back_key, width_px, false);
    auto it = cache_.find(key);
    if (it == cache_.end()) {
        TexturePtr texture = upload_texture(renderer_, painter_.back(width_px));
        if (!texture) return nullptr;
        it = cache_.emplace(key, std::move(texture)).first;
    }
    return it->second.get();
}

void CardArt::clear() {
    cache_.clear();
    text_.clear();
}

}  // namespace bjt::game
