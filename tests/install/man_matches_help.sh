#!/usr/bin/env bash
# Checks that a manual page and a program's --help say the same things:
#   every option (-x, --xyz) that --help shows appears in the page, every option the page names
#   appears in some --help, and with --commands every command (and sub-command, such as
#   `bjt trivia import`) that the help lists has its own section heading (.SS "bjt COMMAND ...").
# usage: man_matches_help.sh [--commands] PROGRAM PAGE
set -euo pipefail
commands=no
if [ "${1:-}" = "--commands" ]; then commands=yes; shift; fi
[ $# -eq 2 ] || { echo "usage: $0 [--commands] PROGRAM PAGE" >&2; exit 2; }
program=$1 page=$2
name=$(basename "$program")

# The page as plain words: \- is a hyphen, font changes and quotes go.
page_text=$(sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\(dq/"/g' "$page")

help_texts=$("$program" --help)
command_paths=()
if [ "$commands" = yes ]; then
    # "  validate   check preset files ..." under "commands:"
    for c in $(printf '%s\n' "$help_texts" | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p'); do
        sub_help=$("$program" "$c" --help)
        help_texts+=$'\n'"$sub_help"
        # A command with sub-commands shows one usage line per sub-command: "usage: bjt trivia validate ...".
        subs=$(printf '%s\n' "$sub_help" | sed -n "s/^\(usage:\| *\) *$name $c \([a-z][a-z-]*\)\( .*\)\?$/\2/p" | sort -u)
        if [ -z "$subs" ]; then
            command_paths+=("$c")
        else
            for s in $subs; do
                command_paths+=("$c $s")
                help_texts+=$'\n'"$("$program" "$c" "$s" --help)"
            done
        fi
    done
    [ ${#command_paths[@]} -gt 0 ] || { echo "$name --help lists no commands" >&2; exit 1; }
fi

options_in() { grep -oE '(^|[^A-Za-z0-9-])--?[a-z][a-z-]*' | sed -E 's/^[^-]*//' | sed -E 's/-+$//' | sort -u; }
# Reads its text from a here-string, not a pipe: under pipefail, `printf | grep -q` fails at random when grep
# stops reading at the first match and printf is killed writing the rest (SIGPIPE).
has_word() { grep -qE "(^|[^A-Za-z0-9-])$1([^A-Za-z0-9-]|\$)" <<<"$2"; }

failures=0
for opt in $(printf '%s\n' "$help_texts" | options_in); do
    has_word "$opt" "$page_text" || { echo "$page: $name's --help shows $opt, the page never names it"; failures=$((failures + 1)); }
done
for opt in $(printf '%s\n' "$page_text" | grep -v '^\.\\"' | options_in); do
    has_word "$opt" "$help_texts" || { echo "$page: names $opt, which no --help of $name shows"; failures=$((failures + 1)); }
done
for c in "${command_paths[@]}"; do
    grep -qE "^\.SS \"?$name $c( |\"|$)" <<<"$page_text" || { echo "$page: no section for \`$name $c\`"; failures=$((failures + 1)); }
done
if [ $failures -gt 0 ]; then
    echo "$failures difference(s) between $page and $name --help" >&2
    exit 1
fi
echo "$page agrees with $name --help: $(printf '%s\n' "$help_texts" | options_in | wc -l) options${command_paths:+, ${#command_paths[@]} commands}"
