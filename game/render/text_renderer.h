#pragma once
// Text drawn by SDL2_ttf at the real pixel size it appears at, so it stays sharp at any window size.
// Fonts are opened once per (face, pixel size); rendered strings are cached as textures and dropped
// when they have not been drawn for a while (or when the window's scale changes).
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>

#include "game/base/result.h"
#include "game/render/color.h"
#include "game/text/font_face.h"

struct SDL_Renderer;
struct SDL_Texture;
typedef struct _TTF_Font TTF_Font;

namespace bjt::game {

class TextRenderer {
public:
    struct Rendered {
        SDL_Texture* texture = nullptr;
        int w = 0;
        int h = 0;
    };

    // SDL2_ttf started and the three faces found; or what is missing (the font and the package to install).
    static Result<std::unique_ptr<TextRenderer>> open(SDL_Renderer* renderer);
    ~TextRenderer();
    TextRenderer(const TextRenderer&) = delete;
    TextRenderer& operator=(const TextRenderer&) = delete;

    // White text (tinted by the caller through texture colour modulation).
    Rendered render(std::string_view text, FontFace face, int pixel_size);
    // Width and height in pixels without drawing.
    std::pair<int, int> measure(std::string_view text, FontFace face, int pixel_size);
    const std::string& font_path(FontFace face) const;

    // Call once per frame: evicts strings not drawn in the last few seconds.
    void end_frame();
    void clear();

private:
    TextRenderer(SDL_Renderer* renderer, std::array<std::string, 3> paths);
    // Null when SDL2_ttf cannot open the face at that size: the text is then not drawn (and measures 0).
    TTF_Font* font(FontFace face, int pixel_size);

    struct Entry {
        Rendered rendered;
        std::uint64_t last_used = 0;
    };
    SDL_Renderer* renderer_;
    std::array<std::string, 3> paths_;
    std::map<std::pair<int, int>, TTF_Font*> fonts_;
    std::unordered_map<std::string, Entry> cache_;
    std::uint64_t frame_ = 0;
};

}  // namespace bjt::game
