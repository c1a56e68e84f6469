#include "engine/trivia/fetch/curl_library.h"

#include <dlfcn.h>

namespace bjt::trivia {

namespace {

constexpr const char* kSoname = "libcurl.so.4";

template <typename F>
bool look_up(void* handle, const char* name, F& function, std::string& error) {
    function = reinterpret_cast<F>(dlsym(handle, name));
    if (function == nullptr && error.empty()) error = std::string(kSoname) + " has no " + name;
    return function != nullptr;
}

CurlLibrary load() {
    CurlLibrary lib;
    void* handle = dlopen(kSoname, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* why = dlerror();
        lib.error = std::string("cannot load ") + kSoname + " (install libcurl4): " + (why ? why : "unknown error");
        return lib;
    }
    std::string& e = lib.error;
    look_up(handle, "curl_global_init", lib.global_init, e);
    look_up(handle, "curl_easy_init", lib.easy_init, e);
    look_up(handle, "curl_easy_setopt", lib.easy_setopt, e);
    look_up(handle, "curl_easy_perform", lib.easy_perform, e);
    look_up(handle, "curl_easy_getinfo", lib.easy_getinfo, e);
    look_up(handle, "curl_easy_strerror", lib.easy_strerror, e);
    look_up(handle, "curl_easy_cleanup", lib.easy_cleanup, e);
    // libcurl wants curl_global_init once before any thread uses it.
    if (e.empty() && lib.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) e = "libcurl did not initialise";
    return lib;  // the handle stays open: the functions are used to the end of the process
}

}  // namespace

const CurlLibrary& curl_library() {
    static const CurlLibrary library = load();
    return library;
}

}  // namespace bjt::trivia
