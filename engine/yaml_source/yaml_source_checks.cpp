#include "engine/yaml_source/yaml_source_checks.h"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace bjt::yaml_source {

namespace {

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (end == text.size()) break;
        start = end + 1;
    }
    return lines;
}

// Code points in line[0, byte): continuation bytes (10xxxxxx) do not start a character.
int characters_before(std::string_view line, std::size_t byte) {
    int n = 0;
    for (std::size_t i = 0; i < byte && i < line.size(); ++i)
        if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++n;
    if (byte > line.size()) n += static_cast<int>(byte - line.size());
    return n;
}

struct Opening {
    char bracket;
    int line;  // 0-based
    std::size_t byte;
};

// Reads the text line by line with just enough of YAML's grammar to know where quotes, brackets,
// comments and block scalars are. It does not validate YAML: that is yaml-cpp's job.
class StructureScanner {
public:
    explicit StructureScanner(std::string_view text) : lines_(split_lines(text)) {}

    std::optional<SourceProblem> scan() {
        // YAML allows no C0 control character but tab and line breaks (and yaml-cpp 0.7's LoadAll can loop
        // forever on one: found by fuzz_question_file).
        for (line_ = 0; line_ < static_cast<int>(lines_.size()); ++line_)
            for (std::size_t i = 0; i < current().size(); ++i) {
                const auto c = static_cast<unsigned char>(current()[i]);
                if (c < 0x20 && c != '\t') {
                    char name[8];
                    std::snprintf(name, sizeof name, "U+%04X", c);
                    return place(line_, i, std::string("the control character ") + name + " (YAML text allows none)");
                }
            }
        for (line_ = 0; line_ < static_cast<int>(lines_.size()) && !problem_; ++line_) scan_line(current());
        if (problem_) return problem_;
        if (quote_) {
            const char q = quote_->bracket;
            return place(quote_->line, quote_->byte,
                         std::string("an unclosed quote: the ") + q + " opened here is never closed (add the closing " +
                             q + ")");
        }
        if (!flow_.empty()) {
            const Opening& o = flow_.back();
            return place(o.line, o.byte,
                         std::string("an unclosed bracket: the '") + o.bracket + "' opened here is never closed");
        }
        return std::nullopt;
    }

private:
    std::string_view current() const { return lines_[static_cast<std::size_t>(line_)]; }

    SourceProblem place(int line0, std::size_t byte, std::string message) const {
        return {line0 + 1, characters_before(lines_[static_cast<std::size_t>(line0)], byte) + 1, std::move(message)};
    }

    void scan_line(std::string_view line) {
        std::size_t i = 0;
        if (quote_) {
            const Opening opened = *quote_;
            i = close_quote(line, 0);
            if (quote_) return;
            if (runs_on_after_close(line, i)) {
                // "question: "no closing quote" then `answer: "x"`: the quote closed at the next value's opening
                // quote, a line or more later. Multi-line quoted values are legal YAML; one that closes with
                // text after it is a missing quote.
                problem_ =
                    place(opened.line, opened.byte,
                          std::string("an unclosed quote: the ") + opened.bracket + " opened here runs on to line " +
                              std::to_string(line_ + 1) + " (add the closing " + opened.bracket + " on this line)");
                return;
            }
            refuse_text_after_quote(line, i);
            if (problem_) return;
        } else if (flow_.empty()) {
            std::size_t content = line.find_first_not_of(" \t");
            if (content == std::string_view::npos) return;  // a blank line never ends a block scalar
            const auto indent = static_cast<int>(
                line.find_first_not_of(' ') == std::string_view::npos ? line.size() : line.find_first_not_of(' '));
            if (block_scalar_parent_ >= 0) {
                if (indent > block_scalar_parent_) return;  // literal text of a | or > block
                block_scalar_parent_ = -1;
            }
            if (line[content] == '#') return;
            if (const std::size_t tab = line.find('\t'); tab < content) {
                problem_ = place(line_, tab, "a tab used for indentation (YAML indents with spaces only)");
                return;
            }
            if (line.substr(content, 3) == "---" || line.substr(content, 3) == "...") return;
            line_indent_ = indent;
            i = content;
            track_block_depth(line, content);
            if (problem_) return;
        }
        scan_tokens(line, i);
    }

    void track_block_depth(std::string_view line, std::size_t content) {
        const int indent = static_cast<int>(content);
        while (!indents_.empty() && indents_.back() > indent) indents_.pop_back();
        if (indents_.empty() || indents_.back() < indent) indents_.push_back(indent);
        int dashes = 0;
        for (std::size_t i = content; i + 1 < line.size() && line[i] == '-' && line[i + 1] == ' ';) {
            ++dashes;
            i = line.find_first_not_of(' ', i + 1);
            if (i == std::string_view::npos) break;
        }
        check_depth(static_cast<int>(indents_.size()) + dashes, content);
    }

    void check_depth(int depth, std::size_t byte) {
        if (depth + static_cast<int>(flow_.size()) > kMaxNesting && !problem_)
            problem_ = place(line_, byte,
                             "nesting too deep (more than " + std::to_string(kMaxNesting) +
                                 " levels of lists and mappings inside each other)");
    }

    // Scans from `i`; a value's first character decides whether it is quoted or a flow collection.
    void scan_tokens(std::string_view line, std::size_t i) {
        bool token_start = true;
        while (i < line.size() && !problem_) {
            const char c = line[i];
            if (c == ' ' || c == '\t') {
                ++i;
                continue;
            }
            if (c == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) return;  // a comment
            if (token_start && flow_.empty() && (c == ',' || c == ']' || c == '}')) {
                // No value may start with these outside brackets (and yaml-cpp 0.7's LoadAll never returns on
                // a leading ',': found by fuzz_question_file).
                problem_ = place(line_, i,
                                 std::string("a '") + c +
                                     "' outside brackets, where a value should start (put the "
                                     "value in quotes)");
                return;
            }
            if (token_start && (c == '!' || c == '&')) {
                // A node's tag or anchor: the value starts after it, so what may not start a value may not
                // follow it either (yaml-cpp 0.7 allocates without end on "!tag," outside brackets: found by
                // fuzz_question_file). A property ends at a space or a flow indicator.
                i = std::min(line.find_first_of(" \t,[]{}", i), line.size());
                continue;
            }
            if (token_start && c == '*') {
                const std::size_t end = line.find_first_of(" \t,]}", i);
                const std::string name(line.substr(i, end == std::string_view::npos ? line.size() - i : end - i));
                aliases_.push_back(place(line_, i,
                                         "a YAML alias (" + name +
                                             ") is not allowed here: write the value out (an error in it would be "
                                             "reported at its anchor, not here)"));
            }
            if (token_start && (c == '"' || c == '\'')) {
                quote_ = Opening{c, line_, i};
                i = close_quote(line, i + 1);
                if (quote_) return;  // continues on the next line
                refuse_text_after_quote(line, i);
                token_start = false;
                continue;
            }
            if (token_start && flow_.empty() && (c == '|' || c == '>')) {
                block_scalar_parent_ = line_indent_;
                return;
            }
            if ((c == '[' || c == '{') && (token_start || !flow_.empty())) {
                flow_.push_back({c, line_, i});
                check_depth(static_cast<int>(indents_.size()), i);
                token_start = true;
                ++i;
                continue;
            }
            if ((c == ']' || c == '}') && !flow_.empty()) {
                close_bracket(c);
                token_start = false;
                ++i;
                continue;
            }
            if (c == ',' && !flow_.empty()) {
                token_start = true;
                ++i;
                continue;
            }
            const bool value_follows = i + 1 >= line.size() || line[i + 1] == ' ' || line[i + 1] == '\t';
            if ((c == ':' || c == '-' || c == '?') && value_follows && (c == ':' || token_start)) {
                token_start = true;
                ++i;
                continue;
            }
            token_start = false;
            ++i;
        }
    }

    // Outside brackets nothing may follow a quoted value on its line but ':' (it was a key) or a comment; a
    // ',' there is a list written without its brackets. yaml-cpp 0.7's LoadAll never returns on some of these
    // ('"a", "b"', '"" "",': found by fuzz_question_file).
    void refuse_text_after_quote(std::string_view line, std::size_t i) {
        if (!flow_.empty()) return;
        const std::size_t next = line.find_first_not_of(" \t", i);
        if (next == std::string_view::npos || line[next] == ':' || (line[next] == '#' && next > i)) return;
        problem_ =
            place(line_, next,
                  line[next] == ',' ? "a ',' after a quoted value outside brackets (a list needs [ ] around it)"
                                    : "text after a quoted value (only ':' or a comment may follow it on its line)");
    }

    void close_bracket(char c) {
        const Opening o = flow_.back();
        flow_.pop_back();
        const char expected = o.bracket == '[' ? ']' : '}';
        if (c == expected) return;
        problem_ = place(o.line, o.byte,
                         std::string("the '") + o.bracket + "' opened here is closed by a '" + c + "' at line " +
                             std::to_string(line_ + 1) + " (expected '" + expected + "')");
    }

    // After a quoted value only a separator, a comment or the end of the line may follow.
    static bool runs_on_after_close(std::string_view line, std::size_t i) {
        const std::size_t next = line.find_first_not_of(" \t", i);
        if (next == std::string_view::npos) return false;
        const char c = line[next];
        return c != ':' && c != ',' && c != ']' && c != '}' && c != '#';
    }

    // Looks for the end of the open quote from `i`; clears quote_ when found. Returns the byte after it.
    std::size_t close_quote(std::string_view line, std::size_t i) {
        const char q = quote_->bracket;
        while (i < line.size()) {
            if (q == '"' && line[i] == '\\') {
                i += 2;
                continue;
            }
            if (line[i] == q) {
                if (q == '\'' && i + 1 < line.size() && line[i + 1] == '\'') {
                    i += 2;  // '' is a quote inside single quotes
                    continue;
                }
                quote_.reset();
                return i + 1;
            }
            ++i;
        }
        return i;
    }

public:
    std::vector<SourceProblem> aliases_;

private:
    std::vector<std::string_view> lines_;
    int line_ = 0;
    int line_indent_ = 0;
    int block_scalar_parent_ = -1;  // the indent of the key owning an open | or > block, -1 if none
    std::vector<int> indents_;
    std::vector<Opening> flow_;
    std::optional<Opening> quote_;
    std::optional<SourceProblem> problem_;
};

std::string translate(std::string_view message) {
    if (message == "illegal block entry")
        return "a list entry ('- ') where this block does not allow one (check the indentation of this line)";
    if (message == "end of map not found" || message == "end of sequence not found")
        return "this line's indentation does not fit the block above it (yaml-cpp: " + std::string(message) + ")";
    if (message == "illegal map value") return "a ': ' inside a value that is not quoted (put the text in quotes)";
    if (message == "end of map flow not found") return "a '{' that is never closed with '}'";
    if (message == "end of sequence flow not found") return "a '[' that is never closed with ']'";
    if (message == "illegal EOF in scalar") return "the file ends inside a quoted value (a quote is never closed)";
    if (message == "bad file") return "the file cannot be read as YAML text";
    return "YAML syntax error: " + std::string(message);
}

}  // namespace

int character_column(std::string_view text, int line0, int byte_column0) {
    const auto lines = split_lines(text);
    if (line0 < 0 || byte_column0 < 0) return 1;
    if (static_cast<std::size_t>(line0) >= lines.size()) return byte_column0 + 1;
    return characters_before(lines[static_cast<std::size_t>(line0)], static_cast<std::size_t>(byte_column0)) + 1;
}

std::optional<SourceProblem> find_structure_problem(std::string_view text) { return StructureScanner(text).scan(); }

std::vector<SourceProblem> find_alias_uses(std::string_view text) {
    StructureScanner scanner(text);
    (void)scanner.scan();
    return scanner.aliases_;
}

SourceProblem explain_parse_error(std::string_view text, int line0, int byte_column0, std::string_view message) {
    if (auto cause = find_structure_problem(text)) return *cause;
    return {line0 >= 0 ? line0 + 1 : 1, character_column(text, line0, byte_column0), translate(message)};
}

std::optional<SourceProblem> comment_cutting_plain_value(std::string_view text, int line0, int byte_column0) {
    const auto lines = split_lines(text);
    if (line0 < 0 || static_cast<std::size_t>(line0) >= lines.size() || byte_column0 < 0) return std::nullopt;
    const std::string_view line = lines[static_cast<std::size_t>(line0)];
    const auto start = static_cast<std::size_t>(byte_column0);
    if (start >= line.size()) return std::nullopt;
    const char first = line[start];
    if (first == '"' || first == '\'' || first == '|' || first == '>' || first == '[' || first == '{')
        return std::nullopt;
    for (std::size_t i = line.find('#', start); i != std::string_view::npos; i = line.find('#', i + 1)) {
        if (i == 0 || (line[i - 1] != ' ' && line[i - 1] != '\t')) continue;
        // "  # note" (two spaces, then a space) is how a comment is written on purpose; " #1" is text.
        const bool two_spaces_before = i >= 2 && (line[i - 2] == ' ' || line[i - 2] == '\t');
        const bool space_after = i + 1 >= line.size() || line[i + 1] == ' ';
        if (two_spaces_before && space_after) return std::nullopt;
        return SourceProblem{line0 + 1, characters_before(line, i) + 1,
                             "an unquoted ' #' starts a YAML comment, so the text from here on is cut off (put the "
                             "value in quotes, or two spaces before a comment)"};
    }
    return std::nullopt;
}

std::string shortened_for_message(std::string_view text, std::size_t keep) {
    if (text.size() <= keep) return std::string(text);
    std::size_t cut = keep;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
    return std::string(text.substr(0, cut)) + "... (" + std::to_string(text.size()) + " bytes)";
}

}  // namespace bjt::yaml_source
