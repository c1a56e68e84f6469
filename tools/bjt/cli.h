#pragma once
// Small helpers shared by the bjt subcommands.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/presets/preset_loader.h"
#include "tools/bjt/commands.h"

namespace bjt::cli {

// Prints "bjt: MESSAGE" on stderr and returns 2 (bad input).
int usage_error(const std::string& message);

bool wants_help(Args args);

// Reads "--name VALUE" or "--name=VALUE" at args[i]; advances i past what it used.
// Returns nullopt if args[i] is not that option; sets `missing` when the value is absent.
std::optional<std::string_view> take_option(Args args, std::size_t& i, std::string_view name, bool& missing);

// take_option into a string, for the loop over one command's arguments:
//     for (std::size_t i = 0; i < args.size();) { OptionTaker opt(args, i); if (opt.take("--x", x)) ... }
// missing(): the option at i was given without its value.
class OptionTaker {
public:
    OptionTaker(Args args, std::size_t& i) : args_(args), i_(i) {}
    bool take(std::string_view name, std::string& into) {
        const std::optional<std::string_view> v = take_option(args_, i_, name, missing_);
        if (v) into = std::string(*v);
        return v.has_value();
    }
    bool missing() const { return missing_; }

private:
    Args args_;
    std::size_t& i_;
    bool missing_ = false;
};

// Splits "a,b,c" (empty parts dropped, spaces trimmed).
std::vector<std::string> split_list(std::string_view text, char sep = ',');

// A preset by NAME or FILE with KEY=VALUE overrides applied; on failure `error` holds one line.
std::optional<Preset> load_preset_with_overrides(std::string_view name_or_path,
                                                 const std::vector<std::string>& overrides, std::string& error);

}  // namespace bjt::cli
