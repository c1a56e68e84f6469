#include "game/coach/analysis_cache.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <system_error>

#include "engine/fairness/crypto.h"
#include "engine/files/replace_file.h"

namespace bjt::game {

namespace {

constexpr const char* kMagic = "blackjack-trivia analysis";

// The first 16 hex digits of the text's SHA-256: names a fingerprint's file and checks its content (a torn or
// edited file reads as absent). A cache, so 64 bits are plenty; the hash is the fairness code's libcrypto one.
constexpr std::size_t kDigestChars = 16;

std::string digest16(std::string_view text) {
    const fairness::Digest d = fairness::sha256(fairness::bytes_of(text));
    std::string hex;
    char byte[3];
    for (std::size_t i = 0; i < kDigestChars / 2; ++i) {
        std::snprintf(byte, sizeof byte, "%02x", d[i]);
        hex += byte;
    }
    return hex;
}

// A string field: its length in bytes on one line, then exactly those bytes and a newline (fingerprints hold
// newlines; a reason could hold anything).
void put_text(std::ostream& out, const char* name, const std::string& s) {
    out << name << ' ' << s.size() << '\n' << s << '\n';
}

bool get_text(std::istream& in, const char* name, std::string& s) {
    std::string label;
    std::size_t n = 0;
    if (!(in >> label >> n) || label != name || in.get() != '\n' || n > (1u << 20)) return false;
    s.assign(n, '\0');
    return in.read(s.data(), static_cast<std::streamsize>(n)) && in.get() == '\n';
}

// The body of a file: everything the checksum covers.
std::string body(const std::string& fingerprint, const RulesAnalysis& a) {
    std::ostringstream out;
    out << kMagic << ' ' << AnalysisCache::kVersion << '\n';
    put_text(out, "fingerprint", fingerprint);
    char edge[64];
    std::snprintf(edge, sizeof edge, "%a", a.house_edge_percent);  // hex float: read back bit for bit
    out << "supported " << (a.supported ? 1 : 0) << '\n' << "house_edge_percent " << edge << '\n';
    put_text(out, "unsupported_reason", a.unsupported_reason);
    return out.str();
}

std::optional<RulesAnalysis> parse(const std::string& text, const std::string& fingerprint) {
    std::istringstream in(text);
    std::string line;
    if (!std::getline(in, line) || line != std::string(kMagic) + ' ' + std::to_string(AnalysisCache::kVersion))
        return std::nullopt;  // another format or an older analysis
    std::string stored;
    if (!get_text(in, "fingerprint", stored) || stored != fingerprint) return std::nullopt;
    RulesAnalysis a;
    std::string label, edge;
    int supported = -1;
    if (!(in >> label >> supported) || label != "supported" || (supported != 0 && supported != 1)) return std::nullopt;
    if (!(in >> label >> edge) || label != "house_edge_percent" || in.get() != '\n') return std::nullopt;
    char* end = nullptr;
    a.house_edge_percent = std::strtod(edge.c_str(), &end);
    if (end != edge.c_str() + edge.size()) return std::nullopt;
    a.supported = supported == 1;
    if (!get_text(in, "unsupported_reason", a.unsupported_reason)) return std::nullopt;
    return a;
}

}  // namespace

std::filesystem::path AnalysisCache::file_for(const std::string& fingerprint) const {
    return folder_ / (digest16(fingerprint) + ".analysis");
}

std::optional<RulesAnalysis> AnalysisCache::load(const std::string& fingerprint) const {
    std::ifstream in(file_for(fingerprint), std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream all;
    all << in.rdbuf();
    const std::string text = all.str();
    // The last line is "checksum HEX" over everything before it.
    const std::size_t at = text.rfind("checksum ");
    if (at == std::string::npos || text.size() != at + 9 + kDigestChars + 1 || text.back() != '\n') return std::nullopt;
    const std::string content = text.substr(0, at);
    if (text.substr(at + 9, kDigestChars) != digest16(content)) return std::nullopt;
    return parse(content, fingerprint);
}

Result<> AnalysisCache::store(const std::string& fingerprint, const RulesAnalysis& analysis) const {
    std::error_code ec;
    std::filesystem::create_directories(folder_, ec);
    if (ec) return Result<>::failure("analysis cache: cannot create " + folder_.string() + ": " + ec.message());
    const std::string content = body(fingerprint, analysis);
    const std::filesystem::path path = file_for(fingerprint);
    if (const auto error = files::replace_file(path, content + "checksum " + digest16(content) + "\n"))
        return Result<>::failure("analysis cache: " + *error);
    return Result<>::success();
}

}  // namespace bjt::game
