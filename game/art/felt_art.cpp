#include "game/art/felt_art.h"

namespace bjt::game {

SDL_Texture* FeltArt::felt(int width_px, int height_px) {
    if (width_px <= 0 || height_px <= 0) return nullptr;
    const auto key = std::make_pair(width_px, height_px);
    auto it = cache_.find(key);
    if (it == cache_.end()) {
        // A window is resized through many sizes while dragging; keep only the newest so memory stays flat.
        cache_.clear();
        TexturePtr texture = upload_texture(renderer_, painter_.felt(width_px, height_px));
        if (!texture) return nullptr;
        it = cache_.emplace(key, std::move(texture)).first;
    }
    return it->second.get();
}

}  // namespace bjt::game
