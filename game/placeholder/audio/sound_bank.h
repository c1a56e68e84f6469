#pragma once
// TEMPORARY adapter until art-and-sound's game/audio lands (GAME_CONTRACT.md): silent. Delete with placeholder/.
#include "audio/sound.h"
namespace bjt::game {
class SoundBank {
public:
    bool open() { return false; }
    void close() {}
    bool available() const { return false; }
    void play(Sound) {}
    void set_volume(float) {}
    void set_muted(bool) {}
};
}  // namespace bjt::game
