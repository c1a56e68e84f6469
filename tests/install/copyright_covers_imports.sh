#!/usr/bin/env bash
# Question files imported from the Open Trivia DB carry an "attribution:" block (CC BY-SA 4.0). Every such
# file in the shipped bank must be named, with that licence, by a Files: paragraph of debian/copyright.
# usage: copyright_covers_imports.sh SOURCE_DIR
set -euo pipefail
source_dir=$1
copyright=$source_dir/debian/copyright
cd "$source_dir"
imported=$(grep -l '^attribution:' assets/trivia/*.yaml 2>/dev/null || true)
failures=0
for file in $imported; do
    covered=no
    # Each paragraph: its Files: patterns and its License: name.
    while IFS=$'\t' read -r patterns licence; do
        for pattern in $patterns; do
            # shellcheck disable=SC2053 # the pattern is a glob on purpose, as in DEP-5
            if [[ $file == $pattern ]] && [[ $licence == CC-BY-SA-4.0* ]]; then covered=yes; fi
        done
    done < <(awk '/^Files:/ { sub(/^Files: */, ""); files = $0 } /^License:/ && files != "" { sub(/^License: */, ""); print files "\t" $0; files = "" }' "$copyright")
    if [ $covered = no ]; then
        echo "$file is imported Open Trivia DB data (it has an attribution: block) but debian/copyright has no" \
             "Files: paragraph naming it with License: CC-BY-SA-4.0" >&2
        failures=$((failures + 1))
    fi
done
echo "imported question files shipped: $(printf '%s' "$imported" | grep -c . || true), all named in debian/copyright"
[ $failures -eq 0 ]
