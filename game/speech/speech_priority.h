#pragma once
// How an utterance stands against the others (docs/accessibility.md, "Speech"). Four levels, so stale words are cut
// and a turn's prompt is never lost:
//   Interrupt  the player asked (repeat, the full state): stops whatever is being said and speaks now.
//   Prompt     whose turn and the actions open: spoken after what is queued, and never cut by anything but an
//              Interrupt; it cuts Normal words still waiting. The Speaker keeps the last one.
//   Normal     a screen's name, the focused button: stale as soon as anything newer comes, so cut by it.
//   Queue      the table's story (cards, totals, results, money): spoken in order, each after the one before.
#include <optional>
#include <string_view>

namespace bjt::game {

enum class SpeechPriority { Interrupt, Prompt, Normal, Queue };

std::string_view speech_priority_name(SpeechPriority p);  // "interrupt", "prompt", "normal", "queue"
std::optional<SpeechPriority> parse_speech_priority(std::string_view name);

}  // namespace bjt::game
