#include "game/art/chip_art.h"

namespace bjt::game {

ChipArt::ChipArt(SDL_Renderer* renderer, std::string sans_bold_path)
    : renderer_(renderer), text_(std::move(sans_bold_path)), painter_(text_) {
    if (!text_.ok()) SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "chip art: %s", text_.error().c_str());
}

SDL_Texture* ChipArt::chip(bjt::Cents value, int diameter_px) {
    if (diameter_px < 8) return nullptr;
    const auto key = std::make_pair(value, diameter_px);
    auto it = cache_.find(key);
    if (it == cache_.end()) {
        TexturePtr texture = upload_texture(renderer_, painter_.chip(value, diameter_px));
        if (!texture) return nullptr;
        it = cache_.emplace(key, std::move(texture)).first;
    }
    return it->second.get();
}

void ChipArt::clear() {
    cache_.clear();
    text_.clear();
}

}  // namespace bjt::game
