#include "engine/trivia/fetch/http_get.h"

#include <curl/curl.h>

#include <memory>

namespace bjt::trivia {

namespace {

// libcurl wants curl_global_init once before any thread uses it; a function-local static does
// that once, thread-safely, and the process's end cleans up.
void init_curl_once() {
    static const bool initialised = curl_global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK;
    (void)initialised;
}

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
    init_curl_once();
    HttpReply reply;
    std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
    if (!curl) {
        reply.error = "libcurl could not start a transfer";
        return reply;
    }
    char error[CURL_ERROR_SIZE] = {};
    CURL* c = curl.get();
    curl_easy_setopt(c, CURLOPT_URL, request.url.c_str());
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, error);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, append_body);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &reply.body);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, static_cast<long>(request.timeout.count()));
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);  // worker threads: no SIGALRM for timeouts
    curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(c, CURLOPT_MAXREDIRS, 5L);
    curl_easy_setopt(c, CURLOPT_USERAGENT, "blackjack-trivia");
    curl_easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, check_cancel);
    curl_easy_setopt(c, CURLOPT_XFERINFODATA, const_cast<std::atomic<bool>*>(request.cancel));
    const CURLcode code = curl_easy_perform(c);
    reply.outcome = outcome_of(code);
    if (code == CURLE_OK) {
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &reply.status);
    } else {
        reply.error = error[0] != '\0' ? error : curl_easy_strerror(code);
        reply.body.clear();
    }
    return reply;
}

}  // namespace bjt::trivia
