#include "game/render/text_renderer.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <stdexcept>

#include "game/text/font_path.h"

namespace bjt::game {

namespace {
constexpr std::uint64_t kEvictAfterFrames = 300;  // about five seconds at 60 Hz
constexpr int kMaxPixelSize = 400;

std::string cache_key(std::string_view text, FontFace face, int size) {
    std::string key;
    key.reserve(text.size() + 8);
    key += static_cast<char>('0' + static_cast<int>(face));
    key += std::to_string(size);
    key += '|';
    key += text;
    return key;
}
}  // namespace

Result<std::unique_ptr<TextRenderer>> TextRenderer::open(SDL_Renderer* renderer) {
    using Opened = Result<std::unique_ptr<TextRenderer>>;
    if (TTF_WasInit() == 0 && TTF_Init() != 0) return Opened::failure(std::string("SDL2_ttf: ") + TTF_GetError());
    std::array<std::string, 3> paths;
    for (FontFace face : {FontFace::Sans, FontFace::SansBold, FontFace::Mono}) {
        std::string path = find_font_path(face);
        if (path.empty())
            return Opened::failure(std::string("font ") + font_file_name(face) +
                                   " not found; install the Debian package fonts-dejavu-core");
        paths[static_cast<std::size_t>(face)] = std::move(path);
    }
    return Opened::success(std::unique_ptr<TextRenderer>(new TextRenderer(renderer, std::move(paths))));
}

TextRenderer::TextRenderer(SDL_Renderer* renderer, std::array<std::string, 3> paths)
    : renderer_(renderer), paths_(std::move(paths)) {}

TextRenderer::~TextRenderer() {
    clear();
    for (auto& [key, f] : fonts_) TTF_CloseFont(f);
}

const std::string& TextRenderer::font_path(FontFace face) const { return paths_[static_cast<std::size_t>(face)]; }

TTF_Font* TextRenderer::font(FontFace face, int pixel_size) {
    pixel_size = std::clamp(pixel_size, 4, kMaxPixelSize);
    const auto key = std::make_pair(static_cast<int>(face), pixel_size);
    if (auto it = fonts_.find(key); it != fonts_.end()) return it->second;
    TTF_Font* f = TTF_OpenFont(paths_[static_cast<std::size_t>(face)].c_str(), pixel_size);
    if (!f) return nullptr;  // not cached: a later frame tries again
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    fonts_.emplace(key, f);
    return f;
}

TextRenderer::Rendered TextRenderer::render(std::string_view text, FontFace face, int pixel_size) {
    if (text.empty()) return {};
    const std::string key = cache_key(text, face, pixel_size);
    if (auto it = cache_.find(key); it != cache_.end()) {
        it->second.last_used = frame_;
        return it->second.rendered;
    }
    const std::string owned(text);
    TTF_Font* f = font(face, pixel_size);
    if (!f) return {};
    SDL_Surface* surface = TTF_RenderUTF8_Blended(f, owned.c_str(), SDL_Color{255, 255, 255, 255});
    if (!surface) return {};
    Rendered r;
    r.texture = SDL_CreateTextureFromSurface(renderer_, surface);
    r.w = surface->w;
    r.h = surface->h;
    SDL_FreeSurface(surface);
    if (r.texture) SDL_SetTextureBlendMode(r.texture, SDL_BLENDMODE_BLEND);
    cache_.emplace(key, Entry{r, frame_});
    return r;
}

std::pair<int, int> TextRenderer::measure(std::string_view text, FontFace face, int pixel_size) {
    if (text.empty()) return {0, 0};
    const std::string owned(text);
    int w = 0, h = 0;
    if (TTF_Font* f = font(face, pixel_size)) TTF_SizeUTF8(f, owned.c_str(), &w, &h);
    return {w, h};
}

void TextRenderer::end_frame() {
    ++frame_;
    if (frame_ % 60 != 0) return;
    for (auto it = cache_.begin(); it != cache_.end();) {
        if (frame_ - it->second.last_used > kEvictAfterFrames) {
            SDL_DestroyTexture(it->second.rendered.texture);
            it = cache_.erase(it);
        } else {
            ++it;
        }
    }
}

void TextRenderer::clear() {
    for (auto& [key, e] : cache_) SDL_DestroyTexture(e.rendered.texture);
    cache_.clear();
}

}  // namespace bjt::game
