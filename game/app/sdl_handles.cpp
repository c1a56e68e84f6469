#include "game/app/sdl_handles.h"

#include <SDL.h>
#include <SDL_image.h>
#include <backends/imgui_impl_sdl.h>
#include <backends/imgui_impl_sdlrenderer.h>
#include <imgui.h>

namespace bjt::game {

void WindowDeleter::operator()(SDL_Window* w) const { SDL_DestroyWindow(w); }
void RendererDeleter::operator()(SDL_Renderer* r) const { SDL_DestroyRenderer(r); }

bool SdlLibrary::start() {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER | SDL_INIT_GAMECONTROLLER) != 0) return false;
    started_ = true;
    IMG_Init(IMG_INIT_PNG);
    return true;
}

SdlLibrary::~SdlLibrary() {
    if (!started_) return;
    IMG_Quit();
    SDL_Quit();
}

void ImGuiBackends::start(SDL_Window* window, SDL_Renderer* renderer) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini beside the player's files
    ImGui_ImplSDL2_InitForSDLRenderer(window);
    ImGui_ImplSDLRenderer_Init(renderer);
    started_ = true;
}

ImGuiBackends::~ImGuiBackends() {
    if (!started_) return;
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

}  // namespace bjt::game
