#!/usr/bin/env bash
# Fails when any C++ source differs from what .clang-format makes of it, naming the files.
# Usage: format_check.sh CLANG_FORMAT SOURCE_DIR
set -euo pipefail
clang_format="$1"
cd "$2"
mapfile -t files < <(find bench engine game scenes storage tests tools \
    -path '*/build' -prune -o \( -name '*.cpp' -o -name '*.h' \) -print | sort)
[ ${#files[@]} -gt 0 ] || { echo "format check: no sources found under $2" >&2; exit 1; }
bad=()
for f in "${files[@]}"; do
    "$clang_format" --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
    echo "These files differ from .clang-format (run: clang-format -i FILE):" >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
echo "format check: ${#files[@]} files match .clang-format"
