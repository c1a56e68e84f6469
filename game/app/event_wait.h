#pragma once
// Sleeping until the next event without spinning. SDL_WaitEventTimeout blocks in the kernel only on video
// drivers that can wait for input (SDL 2.26: x11, wayland, windows, cocoa); on the others (the dummy driver of a
// headless run, offscreen, kmsdrm) it polls with SDL_Delay(1), about 900 wake-ups a second while the game rests.
// There this sleeps in slices of one 60 Hz frame instead, so an event waits at most a frame.
#include <SDL_events.h>

namespace bjt::game {

class EventWait {
public:
    // Asks SDL which video driver is in use (SDL's video must be started).
    EventWait();
    // Waits up to `timeout_ms` for an event; true with `e` filled when one came.
    bool next(SDL_Event& e, int timeout_ms) const;
    bool driver_waits() const { return driver_waits_; }

private:
    bool driver_waits_ = false;
};

}  // namespace bjt::game
