#!/usr/bin/env bash
# Fullscreen on a real X server (issue 28): Xvfb at 2560x1440, with no window manager or with the one named. The game
# is started with --fullscreen, then in a 1280x720 window where F11 (xdotool) goes fullscreen and back. Each time the
# X screen itself is captured (xwd, not the game's renderer) and must be all game where the game's window is (no
# bare root window inside or along its edges, screen_check), and a real click at a button's place must land on it
# (the game's script waits for the scene it leads to, so the game's exit status says whether it landed).
# Usage: fullscreen_x11.sh GAME SCREEN_CHECK SCRIPTS_DIR [WINDOW_MANAGER]
# Exit 77 (skipped) when a tool is missing: bash scripts/dev.sh test installs them all.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 GAME SCREEN_CHECK SCRIPTS_DIR [WINDOW_MANAGER]" >&2; exit 2; }
game=$1 check=$2 scripts=$3 wm=${4:-}
for tool in Xvfb xdotool xwd xwdtopnm xwininfo $wm; do
  command -v "$tool" >/dev/null || { echo "skipped: $tool is not installed (bash scripts/dev.sh test installs it)"; exit 77; }
done
unset SDL_VIDEODRIVER  # a real X display, not the dummy driver the other game tests use

work=$(mktemp -d "${TMPDIR:-/tmp}/bjt-fullscreen-XXXXXX")
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# A display number the X server chooses itself (-displayfd), so parallel tests never collide.
Xvfb -displayfd 3 -screen 0 2560x1440x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
pids+=($!)
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { echo "Xvfb did not start:"; cat "$work/xvfb.log"; exit 1; }
export DISPLAY=":$(head -n1 "$work/display")"
if [ -n "$wm" ]; then
  "$wm" >"$work/wm.log" 2>&1 &
  pids+=($!)
  sleep 2
fi
echo "X server $DISPLAY at 2560x1440, window manager: ${wm:-none}"

# The game's window once it is mapped; its client area's place and size on the screen: "X Y W H".
find_window() {
  local id
  id=$(timeout 30 xdotool search --sync --onlyvisible --name '^Blackjack Trivia$' | head -n1) || true
  [ -n "$id" ] || { echo "the game's window never appeared"; cat "$work"/*.log; exit 1; }
  echo "$id"
}
geometry() {
  xwininfo -id "$1" | awk '/Absolute upper-left X/ {x=$NF} /Absolute upper-left Y/ {y=$NF}
                          /^ *Width:/ {w=$NF} /^ *Height:/ {h=$NF} END {print x, y, w, h}'
}
# The screen as the X server shows it, and whether the game's window is all game there.
check_screen() {
  local name=$1 x y w h
  read -r x y w h <<<"$2"
  xwd -root -silent | xwdtopnm >"$work/$name.ppm" 2>/dev/null
  echo -n "$name: window ${w}x${h} at $x,$y; "
  # BJT_X11_CAPTURES=FOLDER keeps every capture there, to look at.
  if [ -n "${BJT_X11_CAPTURES:-}" ]; then mkdir -p "$BJT_X11_CAPTURES" && cp "$work/$name.ppm" "$BJT_X11_CAPTURES/"; fi
  if ! "$check" "$work/$name.ppm" "$x" "$y" "$w" "$h"; then
    echo "FAILED: $name is not all game"
    exit 1
  fi
}
expect_geometry() {
  [ "$2" = "$3" ] || { echo "FAILED: $1: the window is '$2', expected '$3'"; exit 1; }
}
# Waits (20 s at most: a loaded machine starts the game slowly) for the window to take the size and place given,
# then a moment for the game to draw a frame at that size. The geometry is checked afterwards either way.
settle() {
  local win=$1 want=$2
  for _ in $(seq 100); do [ "$(geometry "$win")" = "$want" ] && break; sleep 0.2; done
  sleep 2
}
# A click at a point of the game's logical 1280x720 layout, placed as the game's Painter places it in the window.
click_logical() {
  local x y w h
  read -r x y w h <<<"$1"
  read -r px py < <(awk -v x="$x" -v y="$y" -v w="$w" -v h="$h" -v lx="$2" -v ly="$3" 'BEGIN {
    s = w / 1280; if (h / 720 < s) s = h / 720
    printf "%d %d\n", x + (w - 1280 * s) / 2 + lx * s, y + (h - 720 * s) / 2 + ly * s }')
  xdotool mousemove --sync "$px" "$py" click 1
}
key() { xdotool key "$1"; }
finish() {
  local pid=$1 name=$2 rc=0
  for _ in $(seq 120); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  kill -0 "$pid" 2>/dev/null && { echo "FAILED: $name: the game never reached the end of its script"; exit 1; }
  wait "$pid" || rc=$?
  [ "$rc" -eq 0 ] || { echo "FAILED: $name: the game's script failed ($rc):"; cat "$work/$name.log"; exit 1; }
  echo "$name: every click landed"
}
run_game() {
  local name=$1
  shift
  "$game" --script "$scripts/$name.txt" --seed 1 --data-dir "$work/data-$name" "$@" >"$work/$name.log" 2>&1 &
  game_pid=$!
  pids+=("$game_pid")
}

full="0 0 2560 1440"
play=(890 276)  # the title's PLAY
leave=(95 33)  # the betting screen's Leave table

# Started fullscreen.
run_game fullscreen_x11_start --fullscreen
win=$(find_window)
settle "$win" "$full"
check_screen started-fullscreen "$full"
expect_geometry "--fullscreen" "$(geometry "$win")" "$full"
click_logical "$full" "${play[@]}"
finish "$game_pid" fullscreen_x11_start

# From a window: F11 there and back.
run_game fullscreen_x11_toggle --window 1280x720
win=$(find_window)
sleep 2
windowed=$(geometry "$win")
xdotool mousemove --sync 1280 720
key F11
settle "$win" "$full"
check_screen after-f11 "$full"
expect_geometry "F11 from a window" "$(geometry "$win")" "$full"
click_logical "$full" "${play[@]}"
sleep 2
key F11
settle "$win" "$windowed"
back=$(geometry "$win")
read -r _ _ bw bh <<<"$back"
expect_geometry "F11 back to a window" "$bw $bh" "1280 720"
check_screen back-to-window "$back"
click_logical "$back" "${leave[@]}"
finish "$game_pid" fullscreen_x11_toggle
echo "windowed at first: $windowed"
