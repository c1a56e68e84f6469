// App::measure_contrast(): each screenshot's texts, the Painter's and Dear ImGui's, measured against the pixels
// behind them (render/text_contrast.h), for `expect low-contrast 0` and the NAME-contrast.txt report beside it.
#include <SDL.h>

#include <fstream>

#include "game/app/app.h"
#include "game/render/painter.h"
#include "game/render/text_contrast.h"
#include "game/ui/gui_drawn_texts.h"

namespace bjt::game {

void App::measure_contrast(const SDL_Surface& frame, const std::string& report_path) {
    const GuiDrawnTexts gui = gui_drawn_texts();
    // The Painter draws first and ImGui's windows over it: a text under a window is hidden, not low in contrast.
    std::vector<DrawnText> texts;
    for (const DrawnText& t : art_.painter->drawn_texts())
        if (!under_a_window(t, gui.windows)) texts.push_back(t);
    texts.insert(texts.end(), gui.texts.begin(), gui.texts.end());
    const PixelView pixels{static_cast<const std::uint32_t*>(frame.pixels), frame.w, frame.h, frame.pitch / 4};
    const std::vector<MeasuredText> measured = measure_text_contrast(pixels, texts);
    screenshots_.low_contrast = describe_low_contrast(measured);
    std::ofstream(report_path) << "# ratio\tneeds\tcolour on background\ttext\n" << contrast_report(measured);
}

}  // namespace bjt::game
