// bjt history export: writes a replay file (docs/replays.md) of a session or a round from a save.
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

#include "engine/files/replace_file.h"
#include "engine/replay/replay_writer.h"
#include "storage/hand_history.h"
#include "storage/profile_store.h"
#include "storage/save_database.h"
#include "storage/system_clock.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"

namespace bjt::cli {

namespace {

constexpr const char* kHelp =
    "usage: bjt history export --data-dir DIR [--profile NAME] [--session N | --round N] -o FILE\n\n"
    "Writes a replay file (docs/replays.md) from the save in DIR (the folder holding blackjack-trivia.db):\n"
    "  --session N  that session (the History screen's numbers); --round N  that round alone;\n"
    "  neither      the profile's latest session.\n"
    "  --profile    the profile (needed when the save holds more than one).\n"
    "`bjt replay FILE` then plays it and checks it. Exit 0 written, 1 nothing to export (a round played before\n"
    "the history existed, an unknown session), 2 bad input.\n";

struct ExportOptions {
    std::string data_dir, profile, session, round, output;
};

std::string read_options(Args args, ExportOptions& o) {
    for (std::size_t i = 0; i < args.size();) {
        const std::string_view arg = args[i];
        OptionTaker opt(args, i);
        if (!(opt.take("--data-dir", o.data_dir) || opt.take("--profile", o.profile) ||
              opt.take("--session", o.session) || opt.take("--round", o.round) || opt.take("-o", o.output) ||
              opt.take("--output", o.output)))
            return "unknown argument '" + std::string(arg) + "' (try `bjt history --help`)";
        if (opt.missing()) return "option " + std::string(arg) + " needs a value";
    }
    if (o.data_dir.empty()) return "history export needs --data-dir DIR";
    if (o.output.empty()) return "history export needs -o FILE";
    if (!o.session.empty() && !o.round.empty()) return "give --session or --round, not both";
    return "";
}

std::optional<std::int64_t> to_id(const std::string& text) {
    try {
        std::size_t used = 0;
        const long long v = std::stoll(text, &used);
        if (used != text.size() || v <= 0) return std::nullopt;
        return v;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// The profile named, or the only one; error otherwise.
std::optional<storage::Profile> choose_profile(storage::SaveDatabase& db, const std::string& name, std::string& error) {
    storage::ProfileStore profiles(db);
    if (!name.empty()) {
        auto p = profiles.find(name);
        if (!p) error = "no profile named '" + name + "' in the save";
        return p;
    }
    const auto all = profiles.list();
    if (all.size() == 1) return all.front();
    error = all.empty() ? "the save has no profile"
                        : "the save has " + std::to_string(all.size()) + " profiles: choose one with --profile NAME";
    return std::nullopt;
}

// The session or round asked for; with --profile it must be that profile's.
replay::Replay export_replay(storage::SaveDatabase& db, const ExportOptions& o,
                             const std::optional<storage::Profile>& profile) {
    storage::HandHistory history(db);
    replay::Replay r;
    if (!o.round.empty()) {
        r = history.export_round(*to_id(o.round));
    } else if (!o.session.empty()) {
        r = history.export_session(*to_id(o.session));
    } else {
        const auto sessions = history.recent_sessions(profile->id, 1);
        if (sessions.empty()) throw std::runtime_error("profile " + profile->name + " has no recorded session");
        r = history.export_session(sessions.front().id);
    }
    if (profile && r.profile != profile->name)
        throw std::runtime_error("that " + std::string(o.round.empty() ? "session" : "round") + " is " + r.profile +
                                 "'s, not " + profile->name + "'s");
    return r;
}

int run_export(Args args) {
    ExportOptions o;
    if (std::string error = read_options(args, o); !error.empty()) return usage_error(error);
    if ((!o.session.empty() && !to_id(o.session)) || (!o.round.empty() && !to_id(o.round)))
        return usage_error("--session and --round take a whole number from 1");
    if (!std::filesystem::exists(std::filesystem::path(o.data_dir) / storage::SaveDatabase::kFileName))
        return usage_error("no save (" + std::string(storage::SaveDatabase::kFileName) + ") in " + o.data_dir);
    storage::SystemClock clock;
    storage::SaveDatabase db = storage::SaveDatabase::open(o.data_dir, clock);
    if (!db.saving()) {
        for (const auto& n : db.notices()) std::fprintf(stderr, "bjt history: %s\n", n.message.c_str());
        return 1;
    }
    std::optional<storage::Profile> profile;
    if (!o.profile.empty() || (o.session.empty() && o.round.empty())) {
        std::string error;
        profile = choose_profile(db, o.profile, error);
        if (!profile) return usage_error(error);
    }
    try {
        const replay::Replay r = export_replay(db, o, profile);
        if (const auto error = files::replace_file(o.output, replay::write_replay(r))) {
            std::fprintf(stderr, "bjt history: %s\n", error->c_str());
            return 1;
        }
        std::printf("wrote %s: %zu round(s) of %s\n", o.output.c_str(), r.rounds.size(), r.profile.c_str());
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bjt history: %s\n", e.what());
        return 1;
    }
}

}  // namespace

int run_history(Args args) {
    if (wants_help(args) || args.empty()) {
        std::printf("%s", kHelp);
        return args.empty() ? usage_error("history needs a subcommand: export") : 0;
    }
    if (args[0] == "export") return run_export(args.subspan(1));
    return usage_error("unknown history subcommand '" + std::string(args[0]) + "' (try `bjt history --help`)");
}

}  // namespace bjt::cli
