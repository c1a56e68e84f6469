#include "game/render/shape_cache.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace bjt::game {

namespace {
constexpr float kPi = 3.14159265358979f;

int quarters(float v) { return static_cast<int>(std::lround(v * 4)); }

// The outline of a w x h rounded rectangle inset by `inset` pixels, `segments` points per corner.
std::vector<SDL_FPoint> outline(float w, float h, float radius, float inset, int segments) {
    const float x0 = inset, y0 = inset, x1 = w - inset, y1 = h - inset;
    const float r = std::max(0.0f, std::min({radius - inset, (x1 - x0) / 2, (y1 - y0) / 2}));
    const SDL_FPoint centres[4] = {{x1 - r, y0 + r}, {x1 - r, y1 - r}, {x0 + r, y1 - r}, {x0 + r, y0 + r}};
    std::vector<SDL_FPoint> out;
    for (int corner = 0; corner < 4; ++corner) {
        const float start = -90.0f + 90.0f * static_cast<float>(corner);
        for (int i = 0; i <= segments; ++i) {
            const float a = (start + 90.0f * static_cast<float>(i) / static_cast<float>(segments)) * kPi / 180.0f;
            out.push_back({centres[corner].x + r * std::cos(a), centres[corner].y + r * std::sin(a)});
        }
    }
    return out;
}
}  // namespace

ShapeCache::~ShapeCache() { clear(); }

void ShapeCache::clear() {
    for (auto& [key, t] : textures_) SDL_DestroyTexture(t);
    textures_.clear();
}

SDL_Texture* ShapeCache::rounded(int w, int h, float radius, float border, Color c) {
    if (w <= 0 || h <= 0) return nullptr;
    const Key key{w, h, quarters(radius), quarters(border), c.r, c.g, c.b, c.a};
    if (auto it = textures_.find(key); it != textures_.end()) return it->second;
    if (made_this_frame_ >= kMadePerFrame) return nullptr;
    if (textures_.size() >= kMaxKept) clear();
    SDL_Texture* t = make(w, h, radius, border, c);
    if (t) {
        textures_.emplace(key, t);
        ++made_this_frame_;
    }
    return t;
}

SDL_Texture* ShapeCache::make(int w, int h, float radius, float border, Color c) {
    SDL_Texture* t = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!t) return nullptr;
    SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
    if (SDL_SetRenderTarget(renderer_, t) != 0) {
        SDL_DestroyTexture(t);
        return nullptr;
    }
    // Written, not blended: the texture holds the colour itself, transparent around it.
    SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
    SDL_GetRenderDrawBlendMode(renderer_, &mode);
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, 0);
    SDL_RenderClear(renderer_);

    const int segments = std::clamp(static_cast<int>(radius / 3), 2, 24);  // about one per 3 pixels of arc
    const SDL_Color col{c.r, c.g, c.b, c.a};
    const auto fw = static_cast<float>(w), fh = static_cast<float>(h);
    std::vector<SDL_Vertex> v;
    std::vector<int> idx;
    const std::vector<SDL_FPoint> outer = outline(fw, fh, radius, 0, segments);
    const int n = static_cast<int>(outer.size());
    if (border <= 0) {
        v.push_back({{fw / 2, fh / 2}, col, {0, 0}});
        for (const SDL_FPoint& p : outer) v.push_back({p, col, {0, 0}});
        for (int i = 0; i < n; ++i) idx.insert(idx.end(), {0, 1 + i, 1 + (i + 1) % n});
    } else {
        const std::vector<SDL_FPoint> inner = outline(fw, fh, radius, border, segments);
        for (int i = 0; i < n; ++i) {
            v.push_back({outer[static_cast<std::size_t>(i)], col, {0, 0}});
            v.push_back({inner[static_cast<std::size_t>(i)], col, {0, 0}});
        }
        for (int i = 0; i < n; ++i) {
            const int j = (i + 1) % n;
            idx.insert(idx.end(), {2 * i, 2 * i + 1, 2 * j, 2 * j, 2 * i + 1, 2 * j + 1});
        }
    }
    SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), idx.data(),
                       static_cast<int>(idx.size()));

    SDL_SetRenderDrawBlendMode(renderer_, mode);
    SDL_SetRenderTarget(renderer_, previous);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

}  // namespace bjt::game
