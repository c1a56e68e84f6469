#pragma once
// One HTTP GET through libcurl, with a time limit and a way to give up from another thread.
// Nothing here knows Open Trivia DB; opentdb_fetcher.h speaks its protocol on top.
#include <atomic>
#include <chrono>
#include <string>

namespace bjt::trivia {

struct HttpReply {
    enum class Outcome : std::uint8_t {
        Ok,  // an answer came (any HTTP status; see `status`)
        NoConnection,  // name not resolved, connection refused or unreachable
        TimedOut,  // no complete answer within the time limit
        Dropped,  // the connection closed before the answer was complete
        Cancelled,  // `cancel` was set
        OtherError,
    };
    Outcome outcome = Outcome::OtherError;
    long status = 0;  // HTTP status when Ok
    std::string body;
    std::string error;  // libcurl's words for what went wrong
};

struct HttpRequest {
    std::string url;
    std::chrono::milliseconds timeout{20000};  // the whole exchange, connection included
    const std::atomic<bool>* cancel = nullptr;  // checked while waiting; may be null
};

HttpReply http_get(const HttpRequest& request);

}  // namespace bjt::trivia
