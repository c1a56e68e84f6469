#include "game/settings/settings_notice.h"

#include "game/ui/notice_window.h"

namespace bjt::game {

void settings_notice_window(std::string& notice) { notice_window("Settings", notice); }

}  // namespace bjt::game
