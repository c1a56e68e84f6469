#include "game/app/event_wait.h"

#include <SDL.h>

#include <algorithm>
#include <array>
#include <string_view>

namespace bjt::game {

namespace {
constexpr Uint32 kSliceMs = 16;  // one frame at 60 Hz: the longest an event waits on a driver that cannot block
}  // namespace

EventWait::EventWait() {
    static constexpr std::array<std::string_view, 4> kBlocking{"x11", "wayland", "windows", "cocoa"};
    const char* driver = SDL_GetCurrentVideoDriver();
    driver_waits_ =
        driver && std::find(kBlocking.begin(), kBlocking.end(), std::string_view(driver)) != kBlocking.end();
}

bool EventWait::next(SDL_Event& e, int timeout_ms) const {
    if (driver_waits_) return SDL_WaitEventTimeout(&e, timeout_ms) != 0;
    const Uint64 end = SDL_GetTicks64() + static_cast<Uint64>(std::max(timeout_ms, 0));
    for (;;) {
        if (SDL_PollEvent(&e)) return true;
        const Uint64 now = SDL_GetTicks64();
        if (now >= end) return false;
        SDL_Delay(static_cast<Uint32>(std::min<Uint64>(kSliceMs, end - now)));
    }
}

}  // namespace bjt::game
