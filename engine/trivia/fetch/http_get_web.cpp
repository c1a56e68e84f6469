// http_get() in the web build (engine/trivia/CMakeLists.txt chooses this file under Emscripten): the browser makes
// the request (XMLHttpRequest), so the page's own rules apply: the answer is read only when the server allows this
// page's origin (CORS), and a page served over https cannot ask an http address. The request is synchronous: the
// web build has no threads (plain static hosting has no SharedArrayBuffer), and its callers run it between frames.
// A synchronous request in a page cannot have a time limit of its own, and `cancel` is seen only before it starts.
#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "engine/trivia/fetch/http_get.h"

namespace {

// Returns a malloc'd "STATUS\n" + body, or "0\n" + the browser's words when no answer came.
// clang-format off
EM_JS(char*, bjt_http_get_sync, (const char* url), {
    let text;
    try {
        const xhr = new XMLHttpRequest();
        xhr.open("GET", UTF8ToString(url), false);
        xhr.send(null);
        text = xhr.status + "\n" + xhr.responseText;
    } catch (e) {
        text = "0\n" + String(e && e.message ? e.message : e);
    }
    const size = lengthBytesUTF8(text) + 1;
    const out = _malloc(size);
    stringToUTF8(text, out, size);
    return out;
});
// clang-format on

}  // namespace

namespace bjt::trivia {

HttpReply http_get(const HttpRequest& request) {
    HttpReply reply;
    if (request.cancel != nullptr && request.cancel->load()) {
        reply.outcome = HttpReply::Outcome::Cancelled;
        reply.error = "cancelled";
        return reply;
    }
    char* raw = bjt_http_get_sync(request.url.c_str());
    const std::string text(raw);
    std::free(raw);
    const std::size_t newline = text.find('\n');
    const long status = std::strtol(text.substr(0, newline).c_str(), nullptr, 10);
    const std::string rest = newline == std::string::npos ? std::string() : text.substr(newline + 1);
    if (status == 0) {
        reply.outcome = HttpReply::Outcome::NoConnection;
        reply.error = "the browser could not fetch " + request.url + (rest.empty() ? "" : ": " + rest);
        return reply;
    }
    reply.outcome = HttpReply::Outcome::Ok;
    reply.status = status;
    reply.body = rest;
    return reply;
}

}  // namespace bjt::trivia
