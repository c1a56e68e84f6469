#include "engine/trivia/fetch/http_get.h"

#include <memory>

#include "engine/trivia/fetch/curl_library.h"

namespace bjt::trivia {

namespace {

std::size_t append_body(char* data, std::size_t size, std::size_t count, void* out) {
    static_cast<std::string*>(out)->append(data, size * count);
    return size * count;
}

// A non-zero return makes libcurl stop with CURLE_ABORTED_BY_CALLBACK.
int check_cancel(void* cancel, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
    const auto* flag = static_cast<const std::atomic<bool>*>(cancel);
    return flag != nullptr && flag->load() ? 1 : 0;
}

HttpReply::Outcome outcome_of(CURLcode code) {
    switch (code) {
        case CURLE_OK: return HttpReply::Outcome::Ok;
        case CURLE_COULDNT_RESOLVE_HOST:
        case CURLE_COULDNT_RESOLVE_PROXY:
        case CURLE_COULDNT_CONNECT: return HttpReply::Outcome::NoConnection;
        case CURLE_OPERATION_TIMEDOUT: return HttpReply::Outcome::TimedOut;
        case CURLE_GOT_NOTHING:
        case CURLE_PARTIAL_FILE:
        case CURLE_RECV_ERROR:
        case CURLE_SEND_ERROR: return HttpReply::Outcome::Dropped;
        case CURLE_ABORTED_BY_CALLBACK: return HttpReply::Outcome::Cancelled;
        default: return HttpReply::Outcome::OtherError;
    }
}

}  // namespace

HttpReply http_get(const HttpRequest& request) {
    HttpReply reply;
    const CurlLibrary& lib = curl_library();
    if (!lib.error.empty()) {
        reply.error = lib.error;
        return reply;
    }
    std::unique_ptr<CURL, void (*)(CURL*)> curl(lib.easy_init(), lib.easy_cleanup);
    if (!curl) {
        reply.error = "libcurl could not start a transfer";
        return reply;
    }
    char error[CURL_ERROR_SIZE] = {};
    CURL* c = curl.get();
    lib.easy_setopt(c, CURLOPT_URL, request.url.c_str());
    lib.easy_setopt(c, CURLOPT_ERRORBUFFER, error);
    lib.easy_setopt(c, CURLOPT_WRITEFUNCTION, append_body);
    lib.easy_setopt(c, CURLOPT_WRITEDATA, &reply.body);
    lib.easy_setopt(c, CURLOPT_TIMEOUT_MS, static_cast<long>(request.timeout.count()));
    lib.easy_setopt(c, CURLOPT_NOSIGNAL, 1L);  // worker threads: no SIGALRM for timeouts
    lib.easy_setopt(c, CURLOPT_FOLLOWLOCATION, 1L);
    lib.easy_setopt(c, CURLOPT_MAXREDIRS, 5L);
    lib.easy_setopt(c, CURLOPT_USERAGENT, "blackjack-trivia");
    lib.easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
    lib.easy_setopt(c, CURLOPT_XFERINFOFUNCTION, check_cancel);
    lib.easy_setopt(c, CURLOPT_XFERINFODATA, const_cast<std::atomic<bool>*>(request.cancel));
    const CURLcode code = lib.easy_perform(c);
    reply.outcome = outcome_of(code);
    if (code == CURLE_OK) {
        lib.easy_getinfo(c, CURLINFO_RESPONSE_CODE, &reply.status);
    } else {
        reply.error = error[0] != '\0' ? error : lib.easy_strerror(code);
        reply.body.clear();
    }
    return reply;
}

}  // namespace bjt::trivia
