#pragma once
// Everything a scene may use, handed to each scene when it is made. Owned by the App; no globals.
#include <cstdint>

namespace bjt::game {

class SceneStack;
class Session;
class TableStage;
struct Settings;
class SoundBank;
class QuestionSource;
class PresetCatalog;
class DisplayControl;
class SaveGame;
class Speaker;

struct GameContext {
    SceneStack& scenes;
    Session& session;
    TableStage& stage;  // the table as the player sees it (its TableView)
    Settings& settings;
    SoundBank& sound;
    QuestionSource& questions;
    PresetCatalog& presets;
    DisplayControl& display;
    std::uint64_t seed;
    SaveGame& saves;  // profiles, the money journal, stats and the leaderboard (game/save)
    // How to play opens by itself for a profile that never saw it (LaunchOptions::welcomes_new_players()).
    bool welcome = false;
    // What the game says (game/speech/speaker.h): the options' "Speak the game" reads why the voice is off. Null in
    // a context made without one (tests).
    Speaker* speaker = nullptr;
};

}  // namespace bjt::game
