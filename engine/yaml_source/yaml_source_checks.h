#pragma once
// What is wrong with a YAML text, said where it is. yaml-cpp 0.7 reports an unclosed quote or
// bracket as "end of map not found" at the next token (a line late), a tab in indentation as
// "illegal block entry", accepts a double-quoted value that never closes (it swallows the rest of
// the file), counts columns in bytes and recurses once per nesting level (so "[[[[..." exhausts the
// stack). These checks read the text itself; the loaders run them before and after yaml-cpp.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bjt::yaml_source {

// A place in the text: 1-based line and column, the column counted in characters (code points).
struct SourceProblem {
    int line = 1;
    int column = 1;
    std::string message;
};

// Nesting (block indentation levels, "- " entries and flow brackets together) deeper than this is
// refused before yaml-cpp sees the text: no preset or question file needs more than a handful.
constexpr int kMaxNesting = 64;

// The first problem yaml-cpp would misreport or miss: a tab used for indentation, a quote or a
// bracket that never closes (placed at its opening), a closing bracket with nothing to close, or
// nesting deeper than kMaxNesting. nullopt when the text has none of these.
std::optional<SourceProblem> find_structure_problem(std::string_view text);

// yaml-cpp's parse error (`message` at 0-based line/byte column) said in words a player can act
// on, at the place the cause is; falls back to yaml-cpp's message at the translated column.
SourceProblem explain_parse_error(std::string_view text, int line0, int byte_column0, std::string_view message);

// The 1-based column, in code points, of the 0-based byte column on the 0-based line.
int character_column(std::string_view text, int line0, int byte_column0);

// A plain (unquoted) scalar value on one line that holds " #": YAML reads the rest as a comment, so
// "question: Which is #1? ..." silently loses its end. `line0`/`byte_column0` mark where the value
// starts; returns the problem placed at the " #", or nullopt.
std::optional<SourceProblem> comment_cutting_plain_value(std::string_view text, int line0, int byte_column0);

// Every alias (*name) in the text, each placed where it is used. yaml-cpp marks an aliased node at its
// anchor, so an error in the value would point at the wrong place; files that must place every error
// refuse aliases.
std::vector<SourceProblem> find_alias_uses(std::string_view text);

// "name_that_is_very_long..." shortened for a message, saying how long it was (nothing dropped silently).
std::string shortened_for_message(std::string_view text, std::size_t keep = 60);

}  // namespace bjt::yaml_source
