#!/usr/bin/env bash
# Fails when a lower layer includes a higher one, or when folders of the game framework include each other
# in a loop, naming the file and the include. The layers, lowest first (docs/ARCHITECTURE.md):
#   engine/   may include engine/ only
#   storage/  may include engine/ and storage/ (never game/ or scenes/)
#   game/     the framework: never scenes/ (game/main.cpp, the composition root, is the one exception)
#   scenes/   the screens: anything above
# And rules inside the game: the Session (game/session/session.h) names no view and no animation (the table's
# stage watches it, game/view/table_stage.h); a screen reaches the save only through SaveGame (game/save/): no
# file of scenes/ includes storage/ or calls database().
# Usage: layer_check.sh SOURCE_DIR
set -euo pipefail
cd "$1"
bad=()
edges=()
checked=0
while IFS= read -r file; do
    checked=$((checked + 1))
    layer="${file%%/*}"
    while IFS= read -r target; do
        to="${target%%/*}"
        case "$layer:$to" in
            engine:engine) ;;
            scenes:storage) bad+=("$file includes \"$target\": a screen reaches the save through SaveGame (game/save/)") ;;
            engine:*) bad+=("$file includes \"$target\": engine/ includes nothing above it") ;;
            storage:game | storage:scenes) bad+=("$file includes \"$target\": storage/ is below the game") ;;
            game:scenes)
                [ "$file" = game/main.cpp ] || bad+=("$file includes \"$target\": game/ is below scenes/ (only game/main.cpp may)") ;;
        esac
        if [ "$file" = game/session/session.h ] && [[ "$target" == game/view/* || "$target" == game/anim/* ]]; then
            bad+=("$file includes \"$target\": the Session names no view and no animation (TableWatcher)")
        fi
        # Folder-level edges inside the framework (game/X -> game/Y), for the loop check below.
        if [ "$layer" = game ] && [ "$to" = game ]; then
            from_dir="$(cut -d/ -f2 <<<"$file")"
            to_dir="$(cut -d/ -f2 <<<"$target")"
            [[ "$from_dir" == *.* || "$from_dir" == "$to_dir" ]] || edges+=("game/$from_dir game/$to_dir")
        fi
    done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file")
done < <(find engine storage game scenes \( -name '*.cpp' -o -name '*.h' \) | sort)
[ "$checked" -gt 0 ] || { echo "layer check: no sources found under $1" >&2; exit 1; }
while IFS= read -r hit; do
    bad+=("${hit%%:*}:$(cut -d: -f2 <<<"$hit") calls database(): a screen reaches the save through SaveGame's own calls")
done < <(grep -rn 'database()' scenes --include='*.cpp' --include='*.h' || true)
if [ ${#bad[@]} -gt 0 ]; then
    echo "Includes or calls that break the layers:" >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
# tsort fails on a cycle and names the folders in it.
if [ ${#edges[@]} -gt 0 ] && ! loop="$(printf '%s\n' "${edges[@]}" | sort -u | tsort 2>&1 >/dev/null)"; then
    echo "Folders of game/ that include each other in a loop:" >&2
    echo "$loop" >&2
    exit 1
fi
echo "layer check: $checked files, no include goes up a layer, no folder loop in game/"
