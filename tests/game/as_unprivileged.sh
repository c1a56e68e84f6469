#!/usr/bin/env bash
# usage: as_unprivileged.sh SCREENSHOT_DIR COMMAND...
# Runs a command as an unprivileged user when run as root: file permissions (a chmod 0555 data folder) do not
# bind for root, and CI runs as root. As any other user, runs the command as it is.
# Exits 77 (ctest: skipped, with the reason printed) when the user nobody cannot reach the command, e.g. a
# build tree under a folder only root may enter.
set -euo pipefail
screenshots="$1"
shift
if [ "$(id -u)" != 0 ]; then exec env BJT_GAME_TEST_OUTPUT="$screenshots" "$@"; fi
as_nobody=(setpriv --reuid=nobody --regid=nogroup --clear-groups --reset-env)
if ! "${as_nobody[@]}" test -x "$1"; then
  echo "skipped: the user nobody cannot run $1 (a folder on its path is closed to other users)" >&2
  exit 77
fi
# The game tests write screenshots: into a folder of the user nobody's (the build tree is root's).
mkdir -p "$screenshots"
chown nobody:nogroup "$screenshots"
exec "${as_nobody[@]}" env SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-dummy}" BJT_GAME_TEST_OUTPUT="$screenshots" "$@"
