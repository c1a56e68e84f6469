// AT-SPI's "is a screen reader running": the org.a11y.Bus object on the session bus has the property
// org.a11y.Status.ScreenReaderEnabled, which Orca sets while it runs. Read with sd-bus (libsystemd); any failure
// (no session bus, no AT-SPI) reads as "no", so it can only ever turn speech on.
#include <systemd/sd-bus.h>

#include "game/speech/system_voice.h"

namespace bjt::game {

bool screen_reader_running() {
    sd_bus* bus = nullptr;
    if (sd_bus_open_user(&bus) < 0) return false;
    sd_bus_error error = SD_BUS_ERROR_NULL;
    int enabled = 0;
    const int r = sd_bus_get_property_trivial(bus, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status",
                                              "ScreenReaderEnabled", &error, 'b', &enabled);
    sd_bus_error_free(&error);
    sd_bus_unref(bus);
    return r >= 0 && enabled != 0;
}

}  // namespace bjt::game
