#pragma once
// A minimal streaming JSON writer for bjt's output (objects, arrays, strings, numbers, booleans).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bjt::cli {

class JsonWriter {
public:
    JsonWriter& begin_object() { return open('{'); }
    JsonWriter& end_object() { return close('}'); }
    JsonWriter& begin_array() { return open('['); }
    JsonWriter& end_array() { return close(']'); }
    JsonWriter& key(std::string_view k) {
        separate();
        string(k);
        out_ += ": ";
        after_key_ = true;
        return *this;
    }
    JsonWriter& value(std::string_view s) {
        separate();
        string(s);
        return *this;
    }
    JsonWriter& value(const char* s) { return value(std::string_view(s)); }
    JsonWriter& value(bool b) {
        separate();
        out_ += b ? "true" : "false";
        return *this;
    }
    JsonWriter& value(std::int64_t n) {
        separate();
        out_ += std::to_string(n);
        return *this;
    }
    JsonWriter& value(int n) { return value(static_cast<std::int64_t>(n)); }
    JsonWriter& null() {
        separate();
        out_ += "null";
        return *this;
    }
    template <typename T>
    JsonWriter& field(std::string_view k, const T& v) {
        key(k);
        return value(v);
    }
    const std::string& str() const { return out_; }

private:
    JsonWriter& open(char c) {
        separate();
        out_ += c;
        first_.push_back(true);
        return *this;
    }
    JsonWriter& close(char c) {
        first_.pop_back();
        out_ += c;
        return *this;
    }
    void separate() {
        if (after_key_) {
            after_key_ = false;
            return;
        }
        if (!first_.empty()) {
            if (!first_.back()) out_ += ", ";
            first_.back() = false;
        }
    }
    void string(std::string_view s) {
        out_ += '"';
        for (char c : s) {
            switch (c) {
                case '"': out_ += "\\\""; break;
                case '\\': out_ += "\\\\"; break;
                case '\n': out_ += "\\n"; break;
                case '\t': out_ += "\\t"; break;
                default:
                    if (static_cast<unsigned char>(c) < 0x20) {
                        static constexpr char hex[] = "0123456789abcdef";
                        out_ += "\\u00";
                        out_ += hex[(c >> 4) & 0xF];
                        out_ += hex[c & 0xF];
                    } else {
                        out_ += c;
                    }
            }
        }
        out_ += '"';
    }
    std::string out_;
    std::vector<bool> first_;
    bool after_key_ = false;
};

}  // namespace bjt::cli
