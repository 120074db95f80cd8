#!/usr/bin/env bash
# Command-line tests of tessera-reversi (the non-sanitized build, so perft 9
# and 10 stay quick).  Usage: tests/cli/reversi.sh path/to/tessera-reversi
# Each check says what it expected; the last line is "N passed, N failed".
set -u
B=${1:?usage: $0 path/to/tessera-reversi}
. "$(dirname "$0")/check.sh"

# expect_out NAME WANT CMD...: stdout of CMD (exit 0) equals WANT.
expect_out() {
	local name=$1 want=$2; shift 2
	local got rc
	got=$("$@" 2>/dev/null); rc=$?
	if [ "$rc" -ne 0 ]; then bad "$name: exit $rc, expected 0"; return; fi
	if [ "$got" != "$want" ]; then bad "$name: expected '$want', got '$got'"; return; fi
	ok
}

# expect_error NAME PATTERN CMD...: exit 2 and stderr matching PATTERN.
expect_error() {
	local name=$1 pattern=$2; shift 2
	local err rc
	err=$("$@" 2>&1 >/dev/null </dev/null); rc=$?
	if [ "$rc" -ne 2 ]; then bad "$name: exit $rc, expected 2"; return; fi
	if ! grep -qE -- "$pattern" <<<"$err"; then bad "$name: stderr '$err' lacks /$pattern/"; return; fi
	ok
}

# Perft from the start: the published counts (a pass is a ply).
want=(0 4 12 56 244 1396 8200 55092 390216 3005288 24571284)
for n in 1 2 3 4 5 6 7 8 9 10; do
	expect_out "perft $n" "perft $n ${want[$n]}" "$B" perft "$n"
done

# Exact solves, checked against plain minimax when written: c2 is the only
# move keeping the loss to 16; h1 the only one winning by 6.
expect_out "solve -16" "best c2 score -16" "$B" solve \
	"XXOOOOOOXX-XOXOOXOXOXOOOXXOXXOOOXOXXXXOOOXXX-OOOXXXX--O--X-OX--- X"
expect_out "solve +6" "best h1 score +6" "$B" solve \
	"-XXXO----XXO--XOXXXOOXOOX-XOXOXOOXXXOOXOXXXXXXXXXXXXXXXXXXXX-O-X X"
# O to move but blocked: the answer is a pass.  X then takes b1 and h2 and
# O has no disc left: 6-0 on the board, 64-0 with the 58 empty squares
# given to the winner (the World Othello Federation's rule).
expect_out "solve pass" "best pass score -64" "$B" solve \
	"XO-----X-------O------------------------------------------------ O"
# The 9-move wipe-out, then a finished position: 13-0 on the board, and
# the 51 empty squares are the winner's.
expect_out "show wipeout" "game over: X 64, O 0: X wins" \
	bash -c "'$B' show d3c3b3d2e1d6d7e3f4 | tail -n 1"

# Threads for the solve never change its answer (18 empties: the root
# split is shared); a bad count is refused.
pos18=$("$B" random 3 18)
alone=$("$B" --threads 1 solve "$pos18" 2>/dev/null)
for t in 2 4; do
	expect_out "solve --threads $t" "$alone" "$B" --threads "$t" solve "$pos18"
done
expect_error "threads 0" '--threads takes a number from 1 to 4' "$B" --threads 0 solve "$pos18"
expect_error "threads, no command" 'missing command' "$B" --threads 2
expect_error "threads twice" '--threads given twice' "$B" --threads 2 --threads 3 perft 2
expect_error "threads=N" '--threads takes its number as the next argument: --threads 2' "$B" --threads=2 perft 2

# The learned evaluation against the hand-tuned one: each opening twice.
expect_out "bench match" "2" bash -c "'$B' bench match beginner 1 | sed -E 's/.* ([0-9]+) games.*/\\1/'"
expect_error "bench match level" 'unknown level "grandmaster"' "$B" bench match grandmaster
# The other benchmarks: perft's published count, a solve of two seeded positions.
expect_out "bench perft" "perft 4: 244 leaves" bash -c "'$B' bench perft 4 1 | sed -E 's/ leaves,.*/ leaves/'"
expect_out "bench solve" "solve 4 empties, 1 thread: 2 positions" \
	bash -c "'$B' --threads 1 bench solve 4 2 1 | grep '^solve' | sed -E 's/ positions,.*/ positions/'"
# Beside the figures, how much of the table has huge pages (none under qemu-user).
expect_out "bench solve, the table" "table 16 MiB, N MiB of it in huge pages" \
	bash -c "'$B' --threads 1 bench solve 4 2 1 | tail -n 1 | sed -E 's/, [0-9]+ MiB of/, N MiB of/'"
expect_error "bench perft depth" 'bench perft N \[RUNS\]: N 1..14' "$B" bench perft 15
expect_error "bench levels runs" 'bench levels \[RUNS\]: RUNS 1..15' "$B" bench levels 0
# The target lines: 20 empties on one thread names the 0.5 s target; the
# speed-up of two threads names 1.8x and refuses one thread.
expect_out "bench solve target" "target: every position under 0.5 s of cpu on one thread:" \
	bash -c "'$B' --threads 1 bench solve 20 1 1 | tail -n 1 | sed -E 's/(thread:).*/\\1/'"
expect_out "bench speedup" "target: 2 threads at least 1.8x faster than one:" \
	bash -c "'$B' --threads 2 bench speedup 10 2 1 | tail -n 1 | sed -E 's/(one:).*/\\1/'"
expect_error "bench speedup, one thread" 'give --threads 2 or more' "$B" --threads 1 bench speedup 10 2 1
expect_error "bench, no kind" 'bench perft N \[RUNS\] \| bench solve' "$B" bench perft

# The benchmark's seeded positions are fixed.
expect_out "random 6 10" "XXOOOOOOXX-XOXOOXOXOXOOOXXOXXOOOXOXXXXOOOXXX-OOOXXXX--O--X-OX--- X" "$B" random 6 10

# The computer moves legally at every level (a square name comes back and
# `show` accepts it after the position's own moves).
start="---------------------------OX------XO--------------------------- X"
for lv in beginner easy medium hard expert; do
	mv=$("$B" move "$start" "$lv" 2>/dev/null)
	if [[ "$mv" =~ ^(d3|c4|f5|e6)$ ]]; then ok; else bad "move at $lv: '$mv' is not an opening move"; fi
done

# play, scripted: a move, a bad line, undo back to the human's turn, the
# move again, then quit.  The computer (O, beginner, seed 3) answers.
out=$(printf 'f5\nzz\nundo\n# a comment\nf5\nquit\n' | "$B" play --computer O --level beginner --seed 3 2>/dev/null)
rc=$?
[ "$rc" -eq 0 ] && ok || bad "play scripted: exit $rc"
grep -q '^X plays f5$' <<<"$out" && ok || bad "play: no 'X plays f5'"
grep -qE '^O plays [a-h][1-8] \(computer\)$' <<<"$out" && ok || bad "play: the computer did not answer"
grep -q '^line 2: "zz": not a move' <<<"$out" && ok || bad "play: bad line not reported"
grep -q '^taken back$' <<<"$out" && ok || bad "play: undo not reported"
[ "$(grep -c '^X plays f5$' <<<"$out")" -eq 2 ] && ok || bad "play: f5 not replayed after undo"
grep -qE '^transcript f5[a-h][1-8]$' <<<"$out" && ok || bad "play: transcript after undo should hold 2 moves"

# A whole game between two people fed on stdin ends with the same transcript.
game=d3c3b3e3f3e2f6c4e1f4d2d6f5g4g3f2b5g5h4c5c6b6c7h6h5h2h3b4a4a3h1f1g2a5g1c1d1e6c2g7b1c8h7b2b8a8a1e7a2d8a6g6a7b7d7h8g8f8e8f7
out=$(sed -E 's/(..)/\1\n/g' <<<"$game" | "$B" play --computer none)
grep -q "^transcript $game\$" <<<"$out" && ok || bad "play: human game transcript differs"
grep -q '^game over: ' <<<"$out" && ok || bad "play: no game-over line"
# Computer against computer needs no input and is repeatable.
a=$("$B" play --computer both --level easy --seed 5 </dev/null | tail -n 1)
b=$("$B" play --computer both --level easy --seed 5 </dev/null | tail -n 1)
[ "$a" = "$b" ] && [ -n "$a" ] && ok || bad "play: same seed gave '$a' and '$b'"

# Bad input: a clear message and exit 2.
expect_error "perft word" 'depth must be a number' "$B" perft x
expect_error "perft missing" 'one argument' "$B" perft
expect_error "solve short" 'character 4: fewer than 64 squares' "$B" solve XXX
expect_error "solve side" 'character 66: expected X or O' "$B" solve \
	"---------------------------OX------XO--------------------------- B"
expect_error "show bad rank" 'character 6: expected a rank digit' "$B" show f5d6c9
expect_error "show occupied" 'character 3 \(move 2, f5, by O\): the square already holds a disc' "$B" show f5f5
expect_error "play strict" 'line 1: "a1": a disc there would flip nothing' \
	bash -c "echo a1 | '$B' play --strict --computer none"
# Lines that are not text are refused, never half played nor read forever.
expect_error "play strict NUL" 'line 1: a NUL byte: not text, refused' \
	bash -c "printf 'f5\\0d6\\n' | '$B' play --strict --computer none"
expect_error "play strict long line" 'line 1: longer than 511 bytes, refused' \
	bash -c "printf 'f5 %0600d\\n' 0 | '$B' play --strict --computer none"
expect_error "play /dev/zero" 'line 1: no line end within 65536 bytes: not text, the input stops' \
	timeout 10 bash -c "'$B' play --computer none </dev/zero"
out=$(printf 'f5 %0600d\ne6\n' 0 | "$B" play --computer none 2>/dev/null); rc=$?
[ $rc = 0 ] && grep -q '^line 1: longer than 511 bytes, refused$' <<<"$out" && ! grep -q '^X plays f5' <<<"$out" &&
	grep -q '^X plays e6$' <<<"$out" && ok || bad "a long line should be refused whole and play go on: rc $rc"
expect_error "play level" 'unknown level' "$B" play --level grandmaster
expect_error "unknown command" 'unknown command' "$B" frobnicate
# An option is not a command; a value missing is said as such.
expect_error "an unknown option" '^tessera-reversi: unknown option "--bogus" \(the one option is --threads N, before the command\)$' "$B" --bogus
expect_error "--threads without its number" '^tessera-reversi: --threads needs a value, a number from 1 to [0-9]' "$B" --threads
for o in --computer --level --seed --position; do
	expect_error "play $o without its value" "^tessera-reversi: play: $o needs a value \\(the next argument\\)$" "$B" play "$o"
done
expect_error "play, an unknown option" '^tessera-reversi: play: unknown option "--bogus" \(--computer' "$B" play --bogus x
expect_error "show --position without a position" '^tessera-reversi: show: --position needs a value' "$B" show --position
# perft's range is in --help.
help=$("$B" --help)
grep -q 'perft N .*count the leaves' <<<"$help" && grep -qE '^ +start, N 1\.\.20 ' <<<"$help" && ok || bad "--help lacks perft's 1..20: $help"
expect_error "perft 21" 'from 1 to 20' "$B" perft 21
expect_error "no command" 'missing command' "$B"

# --help names every command and exits 0.
help=$("$B" --help); rc=$?
[ "$rc" -eq 0 ] && ok || bad "--help: exit $rc"
for c in perft solve play show move random bench; do
	grep -qE "^  $c( |$)" <<<"$help" && ok || bad "--help does not describe $c"
done

# The commands only read and print: with $HOME and $STATE_DIRECTORY naming
# places that are not there, run in an empty folder, they make nothing.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/empty"
b=$(realpath "$B")
(cd "$tmp/empty" && export HOME="$tmp/no-home" STATE_DIRECTORY="$tmp/no-state" &&
	"$b" perft 3 && "$b" show f5d6c3 && "$b" move "$("$b" random 1 20)" &&
	printf 'f5\n' | "$b" play --computer none) >"$tmp/read-only.log" 2>&1 </dev/null
rc=$?
[ "$rc" -eq 0 ] && [ -z "$(ls -A "$tmp/empty")" ] && [ ! -e "$tmp/no-home" ] && [ ! -e "$tmp/no-state" ] && ok ||
	bad "a command: exit $rc ($(tail -n 1 "$tmp/read-only.log")), or it made a file or folder: $(ls -A "$tmp" "$tmp/empty")"
finish
