#pragma once
// libcurl, loaded the first time a question fetch needs it instead of when the program starts. Linking it would make
// every start of the game and of bjt map libcurl and the two dozen libraries it pulls in (TLS, Kerberos, LDAP, SSH,
// HTTP/2...), about a quarter of the game's shared libraries, read from disk on a cold start, for a feature most
// sessions never use. The functions are libcurl's own, looked up by name in libcurl.so.4 (Debian's libcurl4).
#include <curl/curl.h>

#include <string>

namespace bjt::trivia {

struct CurlLibrary {
    CURLcode (*global_init)(long flags) = nullptr;
    CURL* (*easy_init)() = nullptr;
    CURLcode (*easy_setopt)(CURL* handle, CURLoption option, ...) = nullptr;
    CURLcode (*easy_perform)(CURL* handle) = nullptr;
    CURLcode (*easy_getinfo)(CURL* handle, CURLINFO info, ...) = nullptr;
    const char* (*easy_strerror)(CURLcode code) = nullptr;
    void (*easy_cleanup)(CURL* handle) = nullptr;
    std::string error;  // why the library could not be used; empty when every function above is set
};

// The library, loaded and initialised (curl_global_init) once, thread-safely, on the first call; kept to the end
// of the process. Check `error` before using the functions.
const CurlLibrary& curl_library();

}  // namespace bjt::trivia
