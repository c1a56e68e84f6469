#!/usr/bin/env bash
# Unpacks the built .deb into a temporary root (dpkg-deb -x, no install) and runs what it holds from an
# empty working folder, with no BJT_* variable set and no compiled-in data folder usable, so every data
# path has to resolve beside the unpacked executables (../share/blackjack-trivia):
#   the files a Debian game ships are there (programs, data, menu entry, icons, metainfo, manual pages);
#   bjt finds the five presets by name there, validates them and the question bank, and plays a round;
#   the game, headless, loads the whole question bank and plays a trivia round through a script.
# usage: package_check.sh blackjack-trivia_VERSION_ARCH.deb
set -euo pipefail
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 PACKAGE.deb" >&2; exit 2; }
deb=$(realpath "$1")
scratch=$(mktemp -d "${TMPDIR:-/tmp}/bjt-package-check.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
root=$scratch/root work=$scratch/work
mkdir -p "$root" "$work" "$scratch/home"
fail() { echo "package check: $*" >&2; exit 1; }

dpkg-deb -x "$deb" "$root"
bjt=$root/usr/bin/bjt game=$root/usr/games/blackjack-trivia data=$root/usr/share/blackjack-trivia
presets=(trivia classic three-bets single-deck chartwell)

# 1. What the package holds.
for f in "$bjt" "$game"; do [ -x "$f" ] || fail "no executable ${f#"$root"}"; done
for p in "${presets[@]}"; do [ -f "$data/config/presets/$p.yaml" ] || fail "no preset $p in ${data#"$root"}"; done
ls "$data"/assets/trivia/*.yaml >/dev/null 2>&1 || fail "no question files in ${data#"$root"}/assets/trivia"
for f in usr/share/applications/blackjack-trivia.desktop usr/share/icons/hicolor/scalable/apps/blackjack-trivia.svg \
         usr/share/man/man6/blackjack-trivia.6.gz usr/share/man/man1/bjt.1.gz usr/share/doc/blackjack-trivia/copyright; do
    [ -f "$root/$f" ] || fail "no /$f"
done
for size in 16 22 24 32 48 64 128 256 512; do
    png=$root/usr/share/icons/hicolor/${size}x${size}/apps/blackjack-trivia.png
    [ -f "$png" ] || fail "no ${size}x${size} icon"
    file "$png" | grep -q "PNG image data, $size x $size" || fail "the ${size}x${size} icon is $(file -b "$png")"
done
ls "$root"/usr/share/metainfo/*.metainfo.xml >/dev/null 2>&1 || fail "no AppStream metainfo"
exec_line=$(sed -n 's/^Exec=//p' "$root/usr/share/applications/blackjack-trivia.desktop")
[ -x "$root/usr/games/${exec_line%% *}" ] || fail "the menu entry runs '$exec_line', which is not in /usr/games"

# 2. No compiled-in folder may hold the data: any absolute path inside the programs that leads to presets
#    or questions on this machine (the source tree they were built from, an installed copy) would let a
#    broken relocation pass unseen.
for exe in "$bjt" "$game"; do
    while IFS= read -r path; do
        for sub in "" /config/presets /assets/trivia; do
            if [[ $path$sub == */config/presets || $path$sub == */assets/trivia ]] && [ -d "$path$sub" ]; then
                fail "${exe#"$root"} has the folder $path$sub compiled in, and it exists here; remove it (is the" \
                     "package installed, or its build tree still there?) so this check proves the relocation"
            fi
        done
    done < <(strings -a -n 4 "$exe" | grep '^/' | sort -u)
done

# 3. Run from an empty folder with a clean environment.
cd "$work"
run() { env -u BJT_PRESET_DIR -u BJT_TRIVIA_DIR -u BJT_PLAYER_QUESTION_DIR HOME="$scratch/home" \
            XDG_DATA_HOME="$scratch/home/.local/share" SDL_AUDIODRIVER=dummy "$@"; }

echo "$(run "$bjt" --version) / $(run "$game" --version)"
listing=$(run "$bjt" presets)
printf '%s\n' "$listing"
[ "$(printf '%s\n' "$listing" | grep -v '^ ')" = "$data/config/presets" ] ||
    fail "bjt presets found preset folders other than the unpacked one"
validated=$(run "$bjt" validate "${presets[@]}") || fail "bjt validate failed: $validated"
printf '%s\n' "$validated"
[ "$(printf '%s\n' "$validated" | grep -c "^$data/config/presets/[a-z-]*\.yaml: ok (")" -eq ${#presets[@]} ] ||
    fail "bjt validate did not find every preset in the unpacked data"
# Clean, warnings included: the installed bank carries its clue-leak allow-list (checks/) as the source tree does.
bank=$(run "$bjt" trivia validate "$data/assets/trivia" 2>&1) || fail "the shipped question bank does not validate: $bank"
printf '%s\n' "$bank"
! grep -q "warning:" <<<"$bank" || fail "the shipped question bank validates with warnings: $(grep -m1 warning: <<<"$bank")"
# The README's round: 8-8 against a 6, a right medium answer earns the 5 for 21; the dealer busts.
round=$(run "$bjt" round --preset trivia --shoe "8S 6D 8H TC 5D QC" --bet 10 --actions hit --answers medium:right)
for field in '"state": "round-over"' '"bank_delta_cents": 1000' '"credits_delta": 1'; do
    grep -qF "$field" <<<"$round" || fail "bjt round printed no $field: $round"
done
echo "bjt round: won 10 with a right answer"

questions=$(cat "$data"/assets/trivia/*.yaml | grep -c '^  - id:')
cat > "$work/installed_round.txt" <<SCRIPT
# The unpacked game, title to settlement on the trivia preset (shoe JS TD 3S 6H 5C 9D).
await title
expect questions $questions
screenshot title
click play
await betting
click chip-25
click deal
await table
click hit
await trivia
click medium
answer right
await table
click stand
await table
expect state round-over
expect outcome win
expect bank 1,025
screenshot settled
SCRIPT
run "$game" --headless --script installed_round.txt --shoe "JS TD 3S 6H 5C 9D" --screenshot-dir "$work/shots" ||
    fail "the unpacked game's scripted round failed"
for shot in title settled; do
    file "$work/shots/$shot.png" | grep -q 'PNG image data, 1280 x 720' || fail "no $shot.png screenshot of 1280x720"
done
echo "package check: $(basename "$deb") works unpacked in $root ($questions questions, ${#presets[@]} presets)"
