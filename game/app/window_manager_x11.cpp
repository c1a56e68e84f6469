// window_manager_fullscreen() of game/app/platform.h for the desktop: on X, whether a window manager runs, as the
// EWMH says one shows itself (the root window's _NET_SUPPORTING_WM_CHECK names its window). Its own file: Xlib's
// macros (None, Success, Bool) must not reach the rest of the game.
#include <SDL.h>
#include <SDL_syswm.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>

#include "game/app/platform.h"

namespace bjt::game {

bool window_manager_fullscreen(SDL_Window* window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return true;
    Display* display = info.info.x11.display;
    const Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", False);
    Atom type = 0;
    int format = 0;
    unsigned long items = 0, left = 0;
    unsigned char* data = nullptr;
    const bool found = XGetWindowProperty(display, DefaultRootWindow(display), check, 0, 1, False, XA_WINDOW, &type,
                                          &format, &items, &left, &data) == Success &&
                       type == XA_WINDOW && items == 1;
    if (data) XFree(data);
    return found;
}

}  // namespace bjt::game
