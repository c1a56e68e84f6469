#pragma once
// Owners for the SDL and Dear ImGui state the App sets up, so it is released by declaration order alone
// (the App declares them so that ImGui goes first and SDL itself last) rather than by a hand-ordered destructor.
#include <memory>

struct SDL_Window;
struct SDL_Renderer;

namespace bjt::game {

struct WindowDeleter {
    void operator()(SDL_Window* w) const;
};
struct RendererDeleter {
    void operator()(SDL_Renderer* r) const;
};
using WindowHandle = std::unique_ptr<SDL_Window, WindowDeleter>;
using RendererHandle = std::unique_ptr<SDL_Renderer, RendererDeleter>;

// SDL (video, events, timer, game controllers) and SDL_image, quit when this goes.
class SdlLibrary {
public:
    SdlLibrary() = default;
    ~SdlLibrary();
    SdlLibrary(const SdlLibrary&) = delete;
    SdlLibrary& operator=(const SdlLibrary&) = delete;
    // False with SDL_GetError() set when SDL could not start.
    [[nodiscard]] bool start();

private:
    bool started_ = false;
};

// Dear ImGui's context and its SDL2 and SDL_Renderer backends, shut down when this goes.
class ImGuiBackends {
public:
    ImGuiBackends() = default;
    ~ImGuiBackends();
    ImGuiBackends(const ImGuiBackends&) = delete;
    ImGuiBackends& operator=(const ImGuiBackends&) = delete;
    // A new context (no imgui.ini) with both backends on this window and renderer.
    void start(SDL_Window* window, SDL_Renderer* renderer);

private:
    bool started_ = false;
};

}  // namespace bjt::game
