#pragma once
// The `bjt trivia` subcommands that live in files of their own (cmd_trivia.cpp dispatches).
#include "tools/bjt/commands.h"

namespace bjt::cli {

int run_trivia_fetch(Args args);

}  // namespace bjt::cli
