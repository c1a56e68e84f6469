#include "game/art/pip_layout.h"

namespace bjt::game {
namespace {

void add_column(std::vector<PipPlace>& out, float x, std::initializer_list<float> rows) {
    for (float y : rows) out.push_back(PipPlace{x, y, y > 0.5f});
}

}  // namespace

std::vector<PipPlace> pip_layout(int rank) {
    std::vector<PipPlace> out;
    constexpr float L = 0.0f, C = 0.5f, R = 1.0f;
    switch (rank) {
        case 2: add_column(out, C, {0.0f, 1.0f}); break;
        case 3: add_column(out, C, {0.0f, 0.5f, 1.0f}); break;
        case 4:
            add_column(out, L, {0.0f, 1.0f});
            add_column(out, R, {0.0f, 1.0f});
            break;
        case 5:
            add_column(out, L, {0.0f, 1.0f});
            add_column(out, C, {0.5f});
            add_column(out, R, {0.0f, 1.0f});
            break;
        case 6:
            add_column(out, L, {0.0f, 0.5f, 1.0f});
            add_column(out, R, {0.0f, 0.5f, 1.0f});
            break;
        case 7:
            add_column(out, L, {0.0f, 0.5f, 1.0f});
            add_column(out, C, {0.25f});
            add_column(out, R, {0.0f, 0.5f, 1.0f});
            break;
        case 8:
            add_column(out, L, {0.0f, 0.5f, 1.0f});
            add_column(out, C, {0.25f, 0.75f});
            add_column(out, R, {0.0f, 0.5f, 1.0f});
            break;
        case 9:
            add_column(out, L, {0.0f, 1.0f / 3.0f, 2.0f / 3.0f, 1.0f});
            add_column(out, C, {0.5f});
            add_column(out, R, {0.0f, 1.0f / 3.0f, 2.0f / 3.0f, 1.0f});
            break;
        case 10:
            add_column(out, L, {0.0f, 1.0f / 3.0f, 2.0f / 3.0f, 1.0f});
            add_column(out, C, {1.0f / 6.0f, 5.0f / 6.0f});
            add_column(out, R, {0.0f, 1.0f / 3.0f, 2.0f / 3.0f, 1.0f});
            break;
        default: break;
    }
    return out;
}

}  // namespace bjt::game
