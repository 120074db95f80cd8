#!/usr/bin/env bash
# Every program's --help against its option parser, both ways, so that the
# two cannot drift apart unseen:
#   - each option --help names is taken by the parser (no "unknown option");
#   - each option the program's source spells ("--name" in a string) is in
#     its --help, so a new option cannot be added without being told.
# Usage: tests/cli/help-options.sh PROGRAM...   (build/native/tessera ...)
# Each PROGRAM's source is found by its name: tessera is src/main.c,
# tessera-NAME src/cli/NAME.c.  Last line: "N passed, N failed".
set -u
[ $# -gt 0 ] || { echo "usage: $0 PROGRAM..." >&2; exit 2; }
. "$(dirname "$0")/check.sh"
top=$(cd "$(dirname "$0")/../.." && pwd)

# The options a text names, once each.
options_in() { grep -o -- '--[a-z][a-z0-9-]*' <<<"$1" | sort -u; }

# The command lines that give the parser option o of program p, each ending
# where the parser has taken the whole line but does nothing yet: --help
# after it (its value, when it takes one, is "--help": an unknown option is
# said before any value is looked at), or a value that the command then
# refuses for want of operands.  One line per try, words split by spaces.
tries() {
	local p=$1 o=$2 help=$3
	case $p in
	tessera | tessera-headless | tessera-net) echo "$o --help --help" ;;
	tessera-board) echo "$o" ;;
	tessera-reversi)
		# --threads before the command; the others are a command's (the
		# synopsis line that names the command and the option).
		if [ "$o" = --threads ]; then echo "$o 1 --help"; return; fi
		echo "play $o x"
		grep -E "^  [a-z]+ .*\[$o" <<<"$help" | awk -v o="$o" '{print $1, o, "x"}' ;;
	tessera-words)
		# "usage: tessera-words CMD [OPTIONS] ..." lines name each command's options
		# (--help anywhere on its line is --help, so it is never a value here).
		grep -E "^( *usage:)? +tessera-words [a-z]+ .*$o([] |]|$)" <<<"$help" |
			sed -E 's/^ *(usage:)? *tessera-words ([a-z]+).*/\2/' | sort -u |
			while read -r cmd; do echo "$cmd $o x"; done ;;
	esac
}

for bin in "$@"; do
	p=$(basename "$bin")
	case $p in
	tessera) src=$top/src/main.c ;;
	tessera-*) src=$top/src/cli/${p#tessera-}.c ;;
	*) bad "$p: no source known for it"; continue ;;
	esac
	help=$("$bin" --help 2>/dev/null); rc=$?
	[ "$rc" -eq 0 ] && [ -n "$help" ] && ok || { bad "$p --help: exit $rc or no text"; continue; }
	for o in $(options_in "$help"); do
		[ "$o" = --help ] && continue
		lines=$(tries "$p" "$o" "$help")
		[ -n "$lines" ] || { bad "$p: --help names $o, but under no command this test can find"; continue; }
		while read -r line; do
			# shellcheck disable=SC2086 # the words of one try
			out=$(timeout 10 "$bin" $line 2>&1 </dev/null)
			if grep -qiE -- "(unknown option|unexpected)[^a-z]*'?\"?$o\b" <<<"$out"; then
				bad "$p $line: --help names $o, the parser does not take it: $(head -n 1 <<<"$out")"
			else
				ok
			fi
		done <<<"$lines"
	done
	for o in $(options_in "$(grep -o '"--[a-z][a-z0-9-]*' "$src" | tr -d '"')"); do
		grep -q -- "$o\b" <<<"$help" && ok || bad "$p: ${src#"$top"/} spells $o, its --help does not name it"
	done
done
finish
