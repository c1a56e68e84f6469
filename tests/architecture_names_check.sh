#!/usr/bin/env bash
# Fails when docs/ARCHITECTURE.md names something in backticks that the code no longer has, so the map cannot
# drift from the territory. What is checked, per backticked span:
#   a path (`game/view/table_layout.h`, `anim/`, `"engine/table.h"`): some file or folder of the repository ends so;
#   a code name (`Session`, `TableView::on_event()`, `layout::player_slot()`, `EventType::CardDealt`): the name
#     occurs in a source, and for `Owner::member` either that text does or a file declaring Owner names member.
# Anything else (key names, phrases, command lines) is words, not names, and is left alone. A few words of the
# naming rules are styles, not names (kNotNames).
# Usage: architecture_names_check.sh SOURCE_DIR
set -euo pipefail
cd "$1"
doc=docs/ARCHITECTURE.md
[ -f "$doc" ] || { echo "architecture names: no $doc under $1" >&2; exit 1; }
kNotNames=" PascalCase snake_case kPascalCase LoadAll _ "

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
sources=(engine storage game scenes tools tests bench)
find "${sources[@]}" -type f \( -name '*.h' -o -name '*.cpp' -o -name '*.sh' -o -name 'CMakeLists.txt' \) >"$tmp/files"
xargs grep -hoE '[A-Za-z_][A-Za-z0-9_]*' <"$tmp/files" | sort -u >"$tmp/words"
{ find . -path ./build -prune -o -path ./.git -prune -o -print | sed 's|^\./||'; } >"$tmp/paths"

path_exists() {
    local p="${1%/}"
    grep -qxF "$p" "$tmp/paths" || grep -qE "/$(sed 's/[.[\*^$]/\\&/g' <<<"$p")$" "$tmp/paths"
}
word_exists() { grep -qxF "$1" "$tmp/words"; }
member_exists() {  # Owner member
    local owner="$1" member="$2" decl
    xargs grep -qF "$owner::$member" <"$tmp/files" && return 0
    while IFS= read -r decl; do
        grep -qw "$member" "$decl" && return 0
    done < <(xargs grep -lE "(class|struct|enum class|enum|namespace|using) $owner\b" <"$tmp/files")
    return 1
}

missing=()
checked=0
while IFS= read -r span; do
    name="${span#\"}"
    name="${name%\"}"
    if [[ "$name" =~ ^[A-Za-z0-9_][A-Za-z0-9_./-]*$ && ("$name" == */* || "$name" =~ \.(h|cpp|sh|md|txt)$) ]]; then
        checked=$((checked + 1))
        path_exists "$name" || missing+=("\`$span\`: no such file or folder")
        continue
    fi
    [[ "$name" =~ ^(([A-Za-z_][A-Za-z0-9_]*::)*)([A-Za-z_][A-Za-z0-9_]*)(\(\))?\&?$ ]] || continue
    [[ "$kNotNames" == *" $name "* ]] && continue
    checked=$((checked + 1))
    qualifier="${BASH_REMATCH[1]%::}"
    last="${BASH_REMATCH[3]}"
    if ! word_exists "$last"; then
        missing+=("\`$span\`: $last occurs in no source")
    elif [ -n "$qualifier" ] && ! member_exists "${qualifier##*::}" "$last"; then
        missing+=("\`$span\`: ${qualifier##*::} has no $last")
    fi
done < <(grep -oE '`[^`]+`' "$doc" | tr -d '`' | sort -u)

if [ ${#missing[@]} -gt 0 ]; then
    echo "$doc names what the code does not have:" >&2
    printf '  %s\n' "${missing[@]}" >&2
    exit 1
fi
echo "architecture names: $checked names in $doc, each found in the code"
