#!/usr/bin/env bash
# The game's voice through a real speech-dispatcher and espeak-ng (issue 30), with no sound card and no display: a
# private speech-dispatcher (its own configuration, socket, logs and HOME under a temporary folder) speaks with
# Debian's espeak-ng module through its ALSA output, and ALSA's own `file` plugin over the `null` device writes
# what would have been played to a raw file (~/.asoundrc in that HOME). The game runs headless with a script:
#   1. without --speak: it must not open the voice, so no audio is written (the control);
#   2. with --speak: sox must find speech in the file, loud enough and of a length that fits the words said.
# Nothing is stubbed: libspeechd in the game, the daemon, its espeak-ng module and ALSA are Debian's.
# Usage: speechd_voice.sh GAME SCRIPT SHOE
# Exit 77 (skipped) when a tool is missing, except under CI (CI=true), where bash scripts/dev.sh test installs
# them all and a missing one is a failure.
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: $0 GAME SCRIPT SHOE" >&2; exit 2; }
game=$1 script=$2 shoe=$3

module=/usr/lib/speech-dispatcher-modules/sd_espeak-ng
missing=""
for tool in speech-dispatcher espeak-ng sox; do command -v "$tool" >/dev/null || missing+=" $tool"; done
[ -x "$module" ] || missing+=" speech-dispatcher-espeak-ng"
if [ -n "$missing" ]; then
  echo "missing:$missing (bash scripts/dev.sh test installs them)"
  [ "${CI:-}" = true ] && exit 1
  exit 77
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/bjt-speechd-XXXXXX")
daemon=""
cleanup() {
  if [ -n "$daemon" ]; then kill "$daemon" 2>/dev/null || true; wait "$daemon" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# speech-dispatcher's configuration: Debian's, with espeak-ng as the one module and ALSA as the audio output.
mkdir -p "$work/conf" "$work/home" "$work/logs"
cp -r /etc/speech-dispatcher/. "$work/conf/"
cat >>"$work/conf/speechd.conf" <<CONF
AudioOutputMethod "alsa"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
CONF
# ALSA's default device: the file plugin, appending each opening's samples (raw, so several openings make one
# stream) to a file named after the rate and channels the module chose; its slave, null, needs no hardware.
cat >"$work/home/.asoundrc" <<ALSA
pcm.!default {
  type file
  slave.pcm "null"
  file "$work/audio-%r-%c.raw"
  format "raw"
  truncate false
}
ALSA

export HOME="$work/home" XDG_RUNTIME_DIR="$work/home" XDG_CONFIG_HOME="$work/home/.config"
export SPEECHD_ADDRESS="unix_socket:$work/speechd.sock"
unset PULSE_SERVER AUDIODEV
speech-dispatcher --run-single --config-dir "$work/conf" --socket-path "$work/speechd.sock" \
  --log-dir "$work/logs" --log-level 3 --timeout 0 >"$work/logs/daemon.out" 2>&1 &
daemon=$!
for _ in $(seq 100); do [ -S "$work/speechd.sock" ] && break; sleep 0.1; done
[ -S "$work/speechd.sock" ] || { echo "speech-dispatcher did not start:"; cat "$work"/logs/*; exit 1; }
echo "speech-dispatcher $(speech-dispatcher --version | head -n1 | awk '{print $NF}') on $SPEECHD_ADDRESS"

run_game() {
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$game" --headless --script "$script" --shoe "$shoe" --seed 1 --window 480x270 \
    --speech-log "$work/speech-log-$1.txt" --screenshot-dir "$work/shots" "${@:2}"
}

# Waits until the audio file has stopped growing for two seconds (the daemon speaks in real time, after the
# headless game has long quit), at most a minute. Prints the file, or nothing when none was written.
settled_audio() {
  local last=-1 same=0 size file
  for _ in $(seq 600); do
    file=$(ls "$work"/audio-*.raw 2>/dev/null | head -n1 || true)
    size=$( [ -n "$file" ] && stat -c %s "$file" || echo 0)
    if [ "$size" = "$last" ]; then same=$((same + 1)); else same=0; last=$size; fi
    [ "$same" -ge 20 ] && break
    sleep 0.1
  done
  echo "$file"
}

# 1. Speech off: the game must not send anything to the daemon.
run_game quiet
[ -s "$work/speech-log-quiet.txt" ] || { echo "the speech log is empty: the script said nothing"; exit 1; }
if [ -n "$(settled_audio)" ]; then echo "audio was written although the game ran without --speak"; exit 1; fi
echo "without --speak: no audio, as expected ($(wc -l <"$work/speech-log-quiet.txt") utterances logged only)"

# 2. Speech on.
run_game spoken --speak
audio=$(settled_audio)
[ -n "$audio" ] || { echo "no audio was written with --speak; speech-dispatcher's log:"; cat "$work"/logs/*; exit 1; }
name=$(basename "$audio" .raw)
rate=$(echo "$name" | cut -d- -f2) channels=$(echo "$name" | cut -d- -f3)
stat=$(sox -t raw -r "$rate" -c "$channels" -e signed -b 16 "$audio" -n stat 2>&1)
figure() { echo "$stat" | awk -F: -v k="$1" '$1 ~ k {gsub(/ /, "", $2); print $2}'; }
seconds=$(figure "^Length") peak=$(figure "^Maximum amplitude") rms=$(figure "^RMS +amplitude")
# The words the game said, without the log's "priority: " prefixes.
words=$(cut -d: -f2- "$work/speech-log-spoken.txt" | wc -w)
echo "with --speak: $(wc -l <"$work/speech-log-spoken.txt") utterances, $words words; $audio: ${rate} Hz, $channels channel(s)"
echo "sox: ${seconds} s of audio, peak amplitude $peak, RMS amplitude $rms"
# Speech, not silence or a click: a length that fits the words at espeak-ng's 175 words a minute, from a third
# of it (the daemon drops Normal words that newer ones replace, and numbers and "$" read longer or shorter) to
# three times it; loud as espeak-ng speaks (peaks near full scale), and not a short burst in silence (the RMS
# over the whole length).
awk -v s="$seconds" -v p="$peak" -v r="$rms" -v w="$words" 'BEGIN {
  ok = 1
  expected = w / (175 / 60)
  printf "expected about %.1f s for %d words\n", expected, w
  if (s < expected / 3 || s > expected * 3) { print "length " s " s is not that of the words said"; ok = 0 }
  if (p < 0.2) { print "peak amplitude " p " is too quiet for speech"; ok = 0 }
  if (r < 0.02) { print "RMS amplitude " r ": mostly silence"; ok = 0 }
  exit ok ? 0 : 1 }'
echo "speech-dispatcher and espeak-ng spoke the game"
