// Reads a capture of the X screen (a binary PPM of 8 or 16 bits a sample, as xwdtopnm writes it from `xwd -root`) and
// checks that a rectangle of it is all game: no pixel of the X server's bare black root window inside it, nor along its
// edges. A window that shows only part of its frame, or a frame drawn smaller than the window, leaves black there.
// Usage: screen_check FILE.ppm X Y W H    exit 0: all game; 1: not; 2: bad input. Prints what it found.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

struct Image {
    int w = 0, h = 0;
    std::vector<unsigned char> rgb;
    bool black(int x, int y) const {
        const std::size_t i =
            3 * (static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x));
        return rgb[i] < 4 && rgb[i + 1] < 4 && rgb[i + 2] < 4;
    }
};

bool read_ppm(const char* path, Image& img) {
    std::ifstream f(path, std::ios::binary);
    std::string magic;
    int maxval = 0;
    f >> magic >> img.w >> img.h >> maxval;
    if (!f || magic != "P6" || (maxval != 255 && maxval != 65535) || img.w <= 0 || img.h <= 0) return false;
    f.get();  // the one whitespace before the pixels
    // 16-bit samples are big-endian: their first byte is the 8-bit value.
    const std::size_t bytes = maxval == 255 ? 1 : 2;
    std::vector<unsigned char> raw(3 * bytes * static_cast<std::size_t>(img.w) * static_cast<std::size_t>(img.h));
    f.read(reinterpret_cast<char*>(raw.data()), static_cast<std::streamsize>(raw.size()));
    if (!f) return false;
    img.rgb.resize(raw.size() / bytes);
    for (std::size_t i = 0; i < img.rgb.size(); ++i) img.rgb[i] = raw[i * bytes];
    return true;
}

// The share of black pixels in [x0, x1) x [y0, y1).
double black_share(const Image& img, int x0, int y0, int x1, int y1) {
    long black = 0, all = 0;
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x, ++all) black += img.black(x, y) ? 1 : 0;
    return all > 0 ? static_cast<double>(black) / static_cast<double>(all) : 1.0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 6) {
        std::cerr << "usage: screen_check FILE.ppm X Y W H\n";
        return 2;
    }
    Image img;
    if (!read_ppm(argv[1], img)) {
        std::cerr << argv[1] << ": not a binary PPM of 8 or 16 bits a sample\n";
        return 2;
    }
    const int x = std::stoi(argv[2]), y = std::stoi(argv[3]), w = std::stoi(argv[4]), h = std::stoi(argv[5]);
    if (x < 0 || y < 0 || w < 16 || h < 16 || x + w > img.w || y + h > img.h) {
        std::cerr << "the rectangle " << w << "x" << h << " at " << x << "," << y << " is not inside the " << img.w
                  << "x" << img.h << " screen\n";
        return 2;
    }
    // The whole rectangle, and 8-pixel strips along each of its edges (a border of bare root window shows there).
    const double inside = black_share(img, x, y, x + w, y + h);
    const double edges[] = {black_share(img, x, y, x + w, y + 8), black_share(img, x, y + h - 8, x + w, y + h),
                            black_share(img, x, y, x + 8, y + h), black_share(img, x + w - 8, y, x + w, y + h)};
    std::printf(
        "%dx%d at %d,%d of a %dx%d screen: black %.2f%% inside; top %.2f%%, bottom %.2f%%, left %.2f%%, "
        "right %.2f%%\n",
        w, h, x, y, img.w, img.h, 100 * inside, 100 * edges[0], 100 * edges[1], 100 * edges[2], 100 * edges[3]);
    bool ok = inside < 0.01;
    for (double e : edges) ok = ok && e < 0.05;
    return ok ? 0 : 1;
}
