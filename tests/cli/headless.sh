#!/usr/bin/env bash
# Command-line tests of tessera-headless's own arguments: a bad value is a
# usage error that says what would do, before any screen starts; and --state's
# saved game read back through the file store.
# Usage: tests/cli/headless.sh path/to/tessera-headless   Last line: "N passed, N failed".
set -u
B=${1:?usage: $0 path/to/tessera-headless}
. "$(dirname "$0")/check.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'shot one.png\n' >"$tmp/one.script"

# --theme: a name from the list, which an unknown name is told.
expect "unknown theme" 2 "no theme 'sepia' \(themes: classic, high-contrast\)" \
	"$B" --theme sepia --out "$tmp" "$tmp/one.script"
expect "theme names are exact" 2 "no theme 'Classic'" "$B" --theme Classic --out "$tmp" "$tmp/one.script"
expect "help names the themes" 2 '--theme NAME +the colours: classic, high-contrast' "$B" --theme
for theme in classic high-contrast; do
	rm -f "$tmp/one.png"
	expect "theme $theme" 0 '1 shots' "$B" --theme "$theme" --out "$tmp" "$tmp/one.script"
	[ -s "$tmp/one.png" ] && ok || bad "theme $theme: no shot written"
done
# The two themes paint differently (the classic is today's colours).
"$B" --out "$tmp/a" "$tmp/one.script" >/dev/null 2>&1
"$B" --theme high-contrast --out "$tmp/b" "$tmp/one.script" >/dev/null 2>&1
cmp -s "$tmp/a/one.png" "$tmp/b/one.png" && bad "high-contrast paints like classic" || ok
"$B" --theme classic --out "$tmp/c" "$tmp/one.script" >/dev/null 2>&1
cmp -s "$tmp/a/one.png" "$tmp/c/one.png" && ok || bad "--theme classic differs from no --theme"

# Sizes, scales and seeds that make no sense are refused before anything starts.
expect "scale nan" 2 '--scale wants a number from 0.5 to 4' "$B" --scale nan --out "$tmp" "$tmp/one.script"
expect "scale too large" 2 '--scale wants a number from 0.5 to 4' "$B" --scale 10 --out "$tmp" "$tmp/one.script"
expect "size absurd" 2 '--size wants WxH up to 8192x8192' "$B" --size 100000x100000 --out "$tmp" "$tmp/one.script"
expect "size with junk" 2 '--size wants WxH' "$B" --size 800x480x --out "$tmp" "$tmp/one.script"
expect "size negative" 2 '--size wants WxH' "$B" --size -800x480 --out "$tmp" "$tmp/one.script"
expect "seed not a number" 2 '--seed wants a decimal number' "$B" --seed x1 --out "$tmp" "$tmp/one.script"
expect "a board scale" 0 '1 shots' "$B" --scale 1.25 --out "$tmp" "$tmp/one.script"

# --help is an answer, not a usage error: on stdout, exit 0, and every option
# the program takes is described on a line of its own (these are the options
# of docs/gfx-ui.md and docs/calibration.md, written out here by hand).
out=$("$B" --help 2>/dev/null); rc=$?
[ "$rc" -eq 0 ] && [ -n "$out" ] && ok || bad "--help: exit $rc, expected 0 with the text on stdout"
for o in --size --seed --scale --out --ref --verify-damage --layout --game --computer --theme --dict \
	--calibrate --board-file --board --peer --touch-range --state --help; do
	grep -qE -- "^  $o( |$)" <<<"$out" && ok || bad "--help does not describe $o"
done
grep -qE -- '--seed N .*default 1' <<<"$out" && ok || bad "--help does not give --seed's default (1)"
grep -qE -- '--scale S .*default 1' <<<"$out" && ok || bad "--help does not give --scale's default (1)"
# A wrong option is named, and --opt=value says how to write it.
expect "unknown option named" 2 "unknown option '--bogus'" "$B" --bogus --out "$tmp" "$tmp/one.script"
expect "--opt=value explained" 2 "value is the next argument: --size 480x320" \
	"$B" --size=480x320 --out "$tmp" "$tmp/one.script"
expect "--unknown=value" 2 "unknown option '--bogus=1'$" "$B" --bogus=1 --out "$tmp" "$tmp/one.script"
expect "missing value named" 2 '--out needs a value' "$B" "$tmp/one.script" --out
expect "two scripts" 2 "one script only" "$B" --out "$tmp" "$tmp/one.script" "$tmp/one.script"
expect "no script" 2 'no SCRIPT given' "$B" --out "$tmp"
# The seed is decimal, as tessera's --seed and the seed tessera prints:
# 0x10 is no number, and 010 is ten (the same game as --seed 10).
expect "seed in hex" 2 '--seed wants a decimal number' "$B" --seed 0x10 --out "$tmp" "$tmp/one.script"
expect "seed with a sign" 2 '--seed wants a decimal number' "$B" --seed +5 --out "$tmp" "$tmp/one.script"
"$B" --seed 010 --out "$tmp/s010" "$tmp/one.script" >/dev/null 2>&1
"$B" --seed 10 --out "$tmp/s10" "$tmp/one.script" >/dev/null 2>&1
"$B" --seed 8 --out "$tmp/s8" "$tmp/one.script" >/dev/null 2>&1
cmp -s "$tmp/s010/one.png" "$tmp/s10/one.png" && ok || bad "--seed 010 is not the game of --seed 10"
cmp -s "$tmp/s010/one.png" "$tmp/s8/one.png" && bad "--seed 010 is read as octal (the game of --seed 8)" || ok
expect "touch range with junk" 2 '--touch-range wants XxY' \
	"$B" --calibrate --touch-range 4095x4095z --out "$tmp" "$tmp/one.script"

# A SCRIPT that cannot be read is said so, and the run fails (exit 1, as
# --help says), before any event: a folder opens but reads nothing.
expect "a folder as SCRIPT" 1 "^headless: cannot read $tmp: Is a directory\$" "$B" --out "$tmp/o" "$tmp"
expect "a missing SCRIPT" 1 "cannot read $tmp/none.script: No such file or directory" "$B" --out "$tmp/o" "$tmp/none.script"
help=$("$B" --help 2>/dev/null)
status_text=$(sed -n '/^Exit status:/,$p' <<<"$help" | tr '\n' ' ')
grep -qE -- '1 a shot differs.* cannot be used: the SCRIPT \(missing, a folder\)' <<<"$status_text" &&
	ok || bad "--help's exit status does not say that a SCRIPT that cannot be read is exit 1: $status_text"
# So is a --dict word list that cannot be read, and --help names it.
expect "a missing --dict" 1 "^tessera-headless: dictionary $tmp/none.tdict: No such file or directory" \
	"$B" --dict "$tmp/none.tdict" --out "$tmp/o" "$tmp/one.script"
grep -qE -- '1 a shot differs.* the --dict word list' <<<"$status_text" && ok ||
	bad "--help's exit status does not name a --dict that cannot be read (exit 1): $status_text"

# Every option that takes a value, given last, says so (not 'unknown').
for o in --size --seed --scale --out --ref --game --computer --theme --dict --board --board-file --peer --touch-range; do
	expect "$o without its value" 2 "^tessera-headless: $o needs a value\$" "$B" "$o"
done
# The calibration's own options are refused without --calibrate, not
# ignored: --board-file for --board (the network's) is a likely slip.
expect "--board-file without --calibrate" 2 \
	"^tessera-headless: --board-file is for --calibrate only \(the config it writes; a board whose \[network\] to join is --board FILE\)\$" \
	"$B" --board-file "$tmp/b.conf" --out "$tmp/o" "$tmp/one.script"
expect "--touch-range without --calibrate" 2 "^tessera-headless: --touch-range is for --calibrate only\$" \
	"$B" --touch-range 4095x4095 --out "$tmp/o" "$tmp/one.script"
expect "--board-file with --calibrate --layout" 0 "cross 1:" "$B" --calibrate --board-file "$tmp/b.conf" --layout
# --peer NAME[/PLACE]: PLACE is optional, as a board config's [network]
# place; a NAME of 1 to 40 bytes and a PLACE of at most 40, whole or refused.
n40=$(printf 'n%.0s' {1..40}) p40=$(printf 'p%.0s' {1..40})
expect "--peer NAME" 0 "^play-another-kiosk: " "$B" --peer "Library East" --layout
expect "--peer NAME/PLACE at the longest" 0 "^play-another-kiosk: " "$B" --peer "$n40/$p40" --layout
expect "--peer without a NAME" 2 "^tessera-headless: --peer wants NAME or NAME/PLACE, the other kiosk: a NAME of 1 to 40 bytes, a PLACE of at most 40, not '/Quai 2'\$" \
	"$B" --peer "/Quai 2" --layout
expect "--peer NAME too long" 2 "^tessera-headless: --peer wants NAME or NAME/PLACE" "$B" --peer "${n40}n" --layout
expect "--peer PLACE too long" 2 "^tessera-headless: --peer wants NAME or NAME/PLACE" "$B" --peer "Library/${p40}p" --layout
grep -qE -- '^  --peer NAME\[/PLACE\]$' <<<"$help" && grep -q 'without /PLACE it' <<<"$help" && ok ||
	bad "--help does not say that --peer's PLACE is optional"

# A bad line says what is wrong with it: a NUL byte in a short line (not "line
# too long"), a number out of range (not "two integers"), with the range.
printf 'down 1 1\0 junk\n' >"$tmp/nul.script"
expect "a NUL byte" 1 "nul.script:1: a NUL byte at column 9 \(a script is text\)$" "$B" --out "$tmp/o" "$tmp/nul.script"
printf '# far\ndown 2147483647 2147483647\n' >"$tmp/far.script"
expect "a number out of range" 1 "far.script:2: the number 2147483647 is out of range \(-100000 to 100000000\)$" \
	"$B" --out "$tmp/o" "$tmp/far.script"
printf 'wait 1%600s\n' '' >"$tmp/long.script"
expect "a long line" 1 "long.script:1: line too long \(510 characters at most\)$" "$B" --out "$tmp/o" "$tmp/long.script"

# Every run seals its memory after start-up, as tessera does.
expect "sealed" 0 'no allocation after the seal' "$B" --out "$tmp" "$tmp/one.script"

# --state: a saved game is read under its file's name.  QA's case: a Reversi
# save renamed "words", then a run of Words (the default) with one tap where
# Reversi's Take back is.  It used to continue as "the Words game" on a
# Reversi table, save the take back to "reversi" and leave the stale "words"
# for the next run; now the file is set aside as words.bad.1 with the reason,
# the run goes on, nothing is saved under either name, and the game is still
# there (as reversi again it continues).
st=$tmp/state
printf 'down 325 275\nup 325 275\ndown 213 331\nup 213 331\ndown 157 163\nup 157 163\n' >"$tmp/reversi.script"
printf 'down 552 382\nup 552 382\n' >"$tmp/takeback.script"
STATE_DIRECTORY=$st "$B" --state --game reversi --size 800x480 --out "$tmp" "$tmp/reversi.script" >/dev/null 2>&1
[ -s "$st/reversi" ] && ok || bad "--state --game reversi: no $st/reversi saved"
mv "$st/reversi" "$st/words"
expect "a Reversi save named words is set aside" 0 \
	"words: the file holds a Reversi game, not the Words game it was read as; set aside as .*/words\.bad\.1" \
	env STATE_DIRECTORY="$st" "$B" --state --size 800x480 --out "$tmp" "$tmp/takeback.script"
left=$(cd "$st" && ls)
[ "$left" = words.bad.1 ] && ok || bad "after the refused save the state holds '$left', expected words.bad.1 only"
[ -e "$st/words.bad.1" ] && mv "$st/words.bad.1" "$st/reversi"
expect "the game set aside is intact" 0 "continuing the Reversi game saved in $st" \
	env STATE_DIRECTORY="$st" "$B" --state --game reversi --size 800x480 --out "$tmp" "$tmp/one.script"

# --state: a kept game a new game ends is removed at once.  QA's case: two
# people at Words (Player 1 passes, Player 2 takes the table), Menu (kept:
# Continue), then Reversi from the title and "New game" in the dialog that
# says the Words game ends.  "words" stayed, hidden by the newer "reversi":
# once the Reversi game ended (its file removed), the next run offered
# "Continue Words".
st=$tmp/over
printf 'down 544 444\nup 544 444\nwait 450\ndown 252 296\nup 252 296\ndown 252 97\nup 252 97\n' >"$tmp/over.script"
printf 'down 748 444\nup 748 444\ndown 559 247\nup 559 247\ndown 523 444\nup 523 444\nwait 450\n' >>"$tmp/over.script"
printf 'down 252 296\nup 252 296\n' >>"$tmp/over.script"
STATE_DIRECTORY=$st "$B" --state --game words --size 800x480 --out "$tmp" "$tmp/over.script" >/dev/null 2>&1
left=$(cd "$st" && ls)
[ "$left" = reversi ] && ok || bad "after Reversi over the kept Words game the state holds '$left', expected reversi only"
rm -f "$st/reversi"	# what the Reversi game's end does
out=$(STATE_DIRECTORY=$st "$B" --state --size 800x480 --out "$tmp" "$tmp/one.script" 2>&1)
grep -q continuing <<<"$out" && bad "the ended Words game came back: $out" || ok

finish
