#pragma once
// The game's colours in one place, so every scene speaks the same visual language.
#include "game/render/color.h"

namespace bjt::game::palette {

inline constexpr Color kWhite{255, 255, 255};
inline constexpr Color kBlack{0, 0, 0};
inline constexpr Color kGold{242, 208, 110};  // 4.5:1 on the felt's lightest green (the title)
inline constexpr Color kFeltText{236, 226, 190};  // the printed rules on the felt
inline constexpr Color kPanel{14, 22, 20, 232};
inline constexpr Color kPanelBorder{232, 196, 96, 200};
inline constexpr Color kShade{0, 0, 0, 150};
inline constexpr Color kButton{28, 78, 58};
inline constexpr Color kButtonHover{44, 110, 84};
inline constexpr Color kButtonDisabled{30, 40, 36, 150};
inline constexpr Color kButtonText{245, 240, 225};
inline constexpr Color kMuted{220, 220, 210};  // 4.5:1 on the felt's lightest green (the contrast check)
inline constexpr Color kFocus{255, 214, 64};
// The chosen row or card (a preset, a player, a session, a history step) and the set-apart Cash Out: dark enough for
// gold and green words on it at 4.5:1 (the contrast check).
inline constexpr Color kChosen{84, 62, 14};
inline constexpr Color kWin{120, 235, 145};  // 4.5:1 on the felt (three bets' RIGHT)
inline constexpr Color kRight{25, 135, 60};  // white words on it at 4.5:1 (the trivia verdict's pill)
inline constexpr Color kWrong{220, 50, 50};
inline constexpr Color kLose{235, 90, 80};
inline constexpr Color kPush{220, 220, 220};

}  // namespace bjt::game::palette
