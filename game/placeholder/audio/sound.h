#pragma once
// TEMPORARY adapter until art-and-sound's game/audio lands (GAME_CONTRACT.md). Delete with placeholder/.
namespace bjt::game {
enum class Sound { Deal, Flip, Chip, Button, Win, Lose, Blackjack, Shuffle, Right, Wrong };
}
