#pragma once
// The ids of the questions a player has been asked in the current cycle of each difficulty. Its
// own class so a player profile can save it (to_string) and restore it (from_string) and the
// player keeps getting new questions across sessions.
#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace bjt::trivia {

class AskedQuestions {
public:
    bool contains(std::string_view id) const { return ids_.find(id) != ids_.end(); }
    void insert(std::string_view id) { ids_.emplace(id); }
    void erase(std::string_view id);
    void clear() { ids_.clear(); }
    std::size_t size() const { return ids_.size(); }
    bool empty() const { return ids_.empty(); }
    const std::set<std::string, std::less<>>& ids() const { return ids_; }

    // "bjt-asked-questions 1\n" then one id per line, sorted: the same set always saves the same text.
    std::string to_string() const;
    // nullopt when the header is missing or a line is not a valid id (a damaged profile should be
    // noticed, not half read). Blank lines and "\r\n" line ends are accepted.
    static std::optional<AskedQuestions> from_string(std::string_view text);

    friend bool operator==(const AskedQuestions&, const AskedQuestions&) = default;

private:
    std::set<std::string, std::less<>> ids_;
};

}  // namespace bjt::trivia
