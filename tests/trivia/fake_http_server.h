#pragma once
// A tiny HTTP/1.1 server on 127.0.0.1 for the fetch tests (POSIX sockets, one connection at a
// time, test-only): it serves what a handler returns for each request path and records the
// requests with their arrival times. It can answer slowly, drop the connection before answering,
// or drop it halfway through the body. No test reaches the internet.
#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace bjt::test {

class FakeHttpServer {
public:
    struct Reply {
        std::string body;
        int status = 200;
        std::chrono::milliseconds delay{0};  // before answering
        bool drop = false;  // close without a byte of answer
        bool cut_body = false;  // promise the whole body, send half, close
    };
    struct Request {
        std::string path;  // "/api.php?amount=3&token=..."
        std::chrono::steady_clock::time_point at;
    };
    using Handler = std::function<Reply(const std::string& path)>;

    explicit FakeHttpServer(Handler handler);
    ~FakeHttpServer();
    FakeHttpServer(const FakeHttpServer&) = delete;
    FakeHttpServer& operator=(const FakeHttpServer&) = delete;

    std::string url() const { return "http://127.0.0.1:" + std::to_string(port_); }
    std::vector<Request> requests() const;

private:
    void serve();
    void answer(int connection);

    Handler handler_;
    int listener_ = -1;
    int port_ = 0;
    std::atomic<bool> stop_{false};
    mutable std::mutex mutex_;
    std::vector<Request> requests_;
    std::thread thread_;
};

// A port on 127.0.0.1 where nothing listens (bound, then closed).
int unused_local_port();

}  // namespace bjt::test
