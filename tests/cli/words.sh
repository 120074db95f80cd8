#!/usr/bin/env bash
# tessera-words worked examples: output, messages and exit status of score,
# check and replay, with the real dictionary ($TESSERA_DICT) and the files in
# tests/cli/words/.  Prints "N passed, N failed".
# Usage: TESSERA_BUILD=build/native TESSERA_DICT=build/dict/words.tdict tests/cli/words.sh
#   RUN_WRAPPER (a qemu-user command, as for tools/run-tests) is put in front of the program.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=$root/${TESSERA_BUILD:-build/native}/tessera-words
data=$here/words
dict=${TESSERA_DICT:-$root/build/dict/words.tdict}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

# run EXPECTED_STATUS CMD... : runs the command, keeps its output in $out/$err.
run() {
	local want=$1
	shift
	local wrap=${RUN_WRAPPER:-}
	# A command that places the wrapper itself (after timeout or env).
	case "$1" in timeout|env) wrap= ;; esac
	(cd "$data" && $wrap "$@") >"$tmp/out" 2>"$tmp/err" </dev/null
	status=$?
	out=$(cat "$tmp/out")
	err=$(cat "$tmp/err")
	if [ "$status" -ne "$want" ]; then
		fail "exit $status, expected $want: $*"
		return 1
	fi
	return 0
}
fail() {
	failed=$((failed + 1))
	printf 'FAIL %s\n  stdout: %s\n  stderr: %s\n' "$1" "$out" "$err" >&2
}
ok() { passed=$((passed + 1)); }
# expect_out TEXT: stdout is exactly TEXT.
expect_out() { if [ "$out" = "$1" ]; then ok; else fail "stdout, expected: $1"; fi; }
# expect_err TEXT: stderr contains TEXT.
expect_err() { case "$err" in *"$1"*) ok ;; *) fail "stderr, expected to contain: $1" ;; esac; }

if [ ! -x "$bin" ]; then
	echo "words.sh: $bin is not built" >&2
	echo "0 passed, 1 failed"
	exit 1
fi
export TESSERA_DICT=$dict

# --- score ------------------------------------------------------------------
# First move on the empty board, 8D WINDY: W lands on D8, a double letter
# (4 x 2 = 8), I 1, N 1, D 2, and Y (4) on H8, the centre double word:
# (8 + 1 + 1 + 2 + 4) x 2 = 32.
run 0 "$bin" score empty.pos 8D WINDY && expect_out $'score 32\nword WINDY 32'
# All seven tiles: 8B RETAINS = R 1 + E 1 + T 1 + A on D8 (double letter) 2 +
# I 1 + N 1 + S 1 on H8 = 8, doubled = 16, and the 50-point bingo: 66.
run 0 "$bin" score empty.pos 8B RETAINS && expect_out $'score 66\nword RETAINS 16\nbingo 50'
# The move as one argument, the position on standard input, the same score.
(cd "$data" && ${RUN_WRAPPER:-} "$bin" score - "8D WINDY" <empty.pos) >"$tmp/out" 2>&1
[ "$(cat "$tmp/out")" = $'score 32\nword WINDY 32' ] && ok || fail "score from stdin: $(cat "$tmp/out")"
# WINDY on 8D-8H; 9H AD puts A on H9 (plain) and D on I9 (double letter):
# AD = 1 + 2x2 = 5, and A under the Y makes YA = 4 + 1 = 5 (the Y's centre
# premium was used by the play that put it there): 10.
run 0 "$bin" score windy.pos 9H AD && expect_out $'score 10\nword AD 5\nword YA 5'
# Down through the I on E8: E7 BIT = B 3 + I 1 + T 1 = 5; '(I)' is the same.
run 0 "$bin" score windy.pos E7 B.T && expect_out $'score 5\nword BIT 5'
run 0 "$bin" score windy.pos "E7 B(I)T" && expect_out $'score 5\nword BIT 5'
# A blank scores nothing: q on H8 (the centre) + I = (0 + 1) x 2 = 2.  CRLF lines.
run 0 "$bin" score crlf.pos 8H qI && expect_out $'score 2\nword qI 2'
run 0 "$bin" score crlf.pos 8H QI && expect_out $'score 22\nword QI 22'
# Illegal moves: a result (exit 1) with the reason.
run 1 "$bin" score windy.pos 9H AZZ && expect_out 'illegal: not in the dictionary: AZZ'
run 1 "$bin" score empty.pos 1A WINDY && expect_out 'illegal: the first word must cover the centre square H8'
run 1 "$bin" score empty.pos 8H A && expect_out 'illegal: the first word needs at least two tiles'
run 1 "$bin" score windy.pos 3A CAT && expect_out 'illegal: the word must touch a tile on the board'
run 1 "$bin" score windy.pos 8D WINDS && expect_out 'illegal: square 8H holds Y but the move puts S there'
# --no-dict accepts any word: AZZ = A 1 + Z on I9 (double letter) 20 + Z 10 = 31, YA 5.
run 0 "$bin" score --no-dict windy.pos 9H AZZ && expect_out $'score 36\nword AZZ 31\nword YA 5'
run 2 "$bin" score --no-dict --dict x.tdict windy.pos 9H AZZ && expect_err 'exclude each other'
# Bad input: exit 2 and a message naming the file, line and column.
run 2 "$bin" score badchar.pos 8D WINDY &&
	expect_err "badchar.pos: line 4, column 6: '#' is not a square"
run 2 "$bin" score short.pos 8D WINDY && expect_err 'short.pos: line 15, column 1: a position has 15 lines; found only 14'
run 2 "$bin" score missing.pos 8D WINDY && expect_err 'missing.pos: No such file or directory'
run 2 "$bin" score empty.pos 8P WINDY && expect_err "move '8P WINDY': column 2: column P is off the board"
run 2 "$bin" score empty.pos 8L WINDY && expect_err 'the word runs off the board'
run 2 "$bin" score empty.pos && expect_err 'needs a POSITION file'
run 2 "$bin" score --bogus empty.pos 8D WINDY && expect_err 'unknown option --bogus'
# An option whose value is missing (the last argument) says so, in every
# command, not 'unknown option'.
run 2 "$bin" score --dict && expect_err 'tessera-words score: --dict needs a value, a dictionary FILE (the next argument'
run 2 "$bin" moves --dict && expect_err 'tessera-words moves: --dict needs a value, a dictionary FILE (the next argument'
run 2 "$bin" moves empty.pos WINDY --top && expect_err 'tessera-words moves: --top needs a value, a number N (the next argument'
run 2 "$bin" check --dict && expect_err 'tessera-words check: --dict needs a value, a dictionary FILE (the next argument'
run 2 "$bin" records --dir && expect_err 'tessera-words records: --dir needs a value, a folder DIR (the next argument'
run 2 "$bin" score empty.pos -AB && expect_err "move '-AB': only a play that places tiles has a score"
run 2 "$bin" score empty.pos 8D "$(printf 'W%.0s' {1..130})" && expect_err 'the move is too long'
run 2 "$bin" score - 8D WINDY && expect_err '(standard input): line 1, column 1: the position is empty'

# --- check ------------------------------------------------------------------
run 0 "$bin" check QI za windy AA && expect_out $'QI valid\nza valid\nwindy valid\nAA valid'
run 1 "$bin" check windy xyzzy qzx && expect_out $'windy valid\nxyzzy invalid\nqzx invalid'
run 1 "$bin" check A && expect_out 'A invalid' # one letter is never a word
run 2 "$bin" check 'win dy' && expect_err "'win dy' is not a word"
run 2 "$bin" check && expect_err 'needs at least one WORD'

# A corrupt dictionary is a clear error naming the file, never a crash.
cp "$dict" "$tmp/flipped.tdict"
printf '\x55' | dd of="$tmp/flipped.tdict" bs=1 seek=5000 conv=notrunc status=none
run 2 "$bin" check --dict "$tmp/flipped.tdict" windy && expect_err "dictionary $tmp/flipped.tdict: not a usable dictionary"
head -c 100 "$dict" >"$tmp/short.tdict"
run 2 "$bin" check --dict "$tmp/short.tdict" windy && expect_err "dictionary $tmp/short.tdict: not a usable dictionary"
printf 'windy\nqi\n' >"$tmp/list.txt"
run 2 "$bin" score --dict "$tmp/list.txt" empty.pos 8D WINDY && expect_err "$tmp/list.txt: not a usable dictionary"
run 2 "$bin" check --dict "$tmp/none.tdict" windy && expect_err "dictionary $tmp/none.tdict: No such file or directory"
run 2 "$bin" check --dict /dev/null windy && expect_err "dictionary /dev/null: not a regular file"
run 2 "$bin" check --dict "$tmp" windy && expect_err "dictionary $tmp: Is a directory"
TESSERA_DICT=$tmp/none.tdict run 2 "$bin" check windy && expect_err "$tmp/none.tdict: No such file or directory"

# Without --dict or $TESSERA_DICT, the dictionary is found beside the program
# and in a build tree's dict/ beside its folder: copies of the program laid out
# both ways, the dictionary linked in.
mkdir -p "$tmp/beside" "$tmp/tree/native" "$tmp/tree/dict"
cp "$bin" "$tmp/beside/" && cp "$bin" "$tmp/tree/native/"
ln -s "$dict" "$tmp/beside/words.tdict" && ln -s "$dict" "$tmp/tree/dict/words.tdict"
TESSERA_DICT= run 0 "$tmp/beside/tessera-words" check windy && expect_out 'windy valid'
TESSERA_DICT= run 0 "$tmp/tree/native/tessera-words" check windy && expect_out 'windy valid'

# --- replay -----------------------------------------------------------------
# game.gcg: WINDY 32 as above; bob E7 H.T (HIT: 4 + 1 + 1 = 6); six scoreless
# turns end the game, each player losing the value of the tiles left:
# ann AEEGILR = 8 (32 - 8 = 24), bob AEENRST = 7 (6 - 7 = -1).
run 0 "$bin" replay game.gcg && expect_out "$(cat <<'EOF'
line 5: >ann: ADEINWY 8D WINDY +32 32  [WINDY 32]
line 6: >bob: AEHRSTU E7 H.T +6 6  [HIT 6]
line 7: >ann: AEEGILR - +0 32
line 8: >bob: AEERSUU -UU +0 6
line 9: >ann: AEEGILR - +0 32
line 10: >bob: AEENRST - +0 6
line 11: >ann: AEEGILR - +0 32
line 12: >bob: AEENRST - +0 6
line 13: >ann: AEEGILR (AEEGILR) -8 24
line 14: >bob: AEENRST (AEENRST) -7 -1
final ann 24
final bob -1
winner ann
EOF
)"
run 1 "$bin" replay wrong-score.gcg && expect_err 'wrong-score.gcg: line 6: score +8 does not match the play (computed +6)'
# The record on standard input (-), as --help says: the same lines, its
# errors said of "(standard input)".
game_out=$(cd "$data" && ${RUN_WRAPPER:-} "$bin" replay game.gcg)
run 0 env sh -c 'exec ${RUN_WRAPPER:-} "$0" replay - <game.gcg' "$bin" && expect_out "$game_out"
run 1 env sh -c 'exec ${RUN_WRAPPER:-} "$0" replay - <wrong-score.gcg' "$bin" &&
	expect_err '(standard input): line 6: score +8 does not match the play (computed +6)'
run 0 "$bin" --help && case "$out" in *"replay  Replays a GCG record (FILE.gcg, or - for standard input)"*) ok ;;
	*) fail "--help says replay reads standard input" ;; esac
# A FIFO named as a record, or as the dictionary, is refused at once (never waited on).
mkfifo "$tmp/record.gcg" "$tmp/words.tdict"
# (RUN_WRAPPER, the emulator of an ARM run, goes after timeout and env.)
run 2 timeout 10 ${RUN_WRAPPER:-} "$bin" replay "$tmp/record.gcg" && expect_err "$tmp/record.gcg: not a regular file"
run 2 env TESSERA_DICT="$tmp/words.tdict" timeout 10 ${RUN_WRAPPER:-} "$bin" check CAT &&
	expect_err "dictionary $tmp/words.tdict: not a regular file"
sed 's/(AEENRST) -7 -1/(AEENRST) -7 -2/' "$data/game.gcg" >"$tmp/total.gcg"
run 1 "$bin" replay "$tmp/total.gcg" && expect_err 'line 14: total -2 does not match the scores so far (computed -1)'
sed 's/(AEEGILR) -8 24/(AEEGILZ) -17 15/' "$data/game.gcg" >"$tmp/end.gcg"
run 1 "$bin" replay "$tmp/end.gcg" && expect_err 'line 13: (AEEGILZ) is not what ann holds (AEEGILR)'
sed '/(AEENRST) -7/d' "$data/game.gcg" >"$tmp/noend.gcg"
run 1 "$bin" replay "$tmp/noend.gcg" && expect_err 'the record ends without the end-of-game line >bob: AEENRST (AEENRST) -7'
# The record stopping at the sixth scoreless turn (no end-of-game lines) is
# a finished game: the passes show the racks held, the rules take their
# values off (as above: ann 24, bob -1) and say the lines they counted.
sed '/ (AEE[GN][IR][LS][RT]) -/d' "$data/game.gcg" >"$tmp/stops.gcg"
run 0 "$bin" replay "$tmp/stops.gcg" &&
	case "$out" in *$'line 12: >bob: AEENRST - +0 6\nend by the rules (not in the record): >ann: AEEGILR (AEEGILR) -8 24\nend by the rules (not in the record): >bob: AEENRST (AEENRST) -7 -1\nfinal ann 24\nfinal bob -1\nwinner ann') ok ;;
		*) fail "a record stopping at the sixth scoreless turn is a finished game" ;; esac
# went-out.gcg stops at ann's play that goes out, with two players: bob
# holds every tile left, RE (1 + 1 = 2), and the classic end (its #note)
# gives that to ann and takes it from bob: 538 + 2 = 540, 456 - 2 = 454.
sed '/ (RE) [+-]2 /d' "$data/went-out.gcg" >"$tmp/out.gcg"
run 0 "$bin" replay "$tmp/out.gcg" &&
	case "$out" in *$'\nend by the rules (not in the record): >ann: (RE) +2 540\nend by the rules (not in the record): >bob: RE (RE) -2 454\nfinal ann 540\nfinal bob 454\nwinner ann') ok ;;
		*) fail "a record stopping at the play that goes out is a finished game" ;; esac
sed 's/^>ann: (RE) +2 540$/>bob: ER -ER +0 456/' "$data/went-out.gcg" >"$tmp/after-out.gcg"
run 1 "$bin" replay "$tmp/after-out.gcg" &&
	expect_err 'line 42: the game is already over: it ended with a player going out on line 41'
# A turn after the sixth scoreless one is refused, saying when the game ended.
sed 's/^>ann: AEEGILR (AEEGILR) -8 24$/>ann: AEEGILR - +0 32/' "$data/game.gcg" >"$tmp/after.gcg"
run 1 "$bin" replay "$tmp/after.gcg" &&
	expect_err 'line 13: the game is already over: six scoreless turns in a row ended it on line 12'
sed 's/AEHRSTU E7/QQHRSTU E7/' "$data/game.gcg" >"$tmp/rack.gcg"
run 1 "$bin" replay "$tmp/rack.gcg" && expect_err 'line 6: the rack QQHRSTU cannot be: no Q is left for it'
run 2 "$bin" replay garbled.gcg && expect_err "garbled.gcg: line 3, column 24: the score '32' needs a sign (+N or -N)"
# A record is UTF-8 text: a name saved in Latin-1 (0xE9 for e acute) is named
# with its line, never printed raw.
sed "s/#player1 ann Ann Example/#player1 ren$(printf '\xe9') Ren$(printf '\xe9')e/" "$data/game.gcg" >"$tmp/latin1.gcg"
run 2 "$bin" replay "$tmp/latin1.gcg" &&
	expect_err 'latin1.gcg: line 2, column 13: the nickname is not UTF-8 text (byte 0xE9; save the record as UTF-8)' &&
	expect_out ''
sed "s/#player2 bob Bob Example/#player2 bob Bob $(printf '\xe9')/" "$data/game.gcg" >"$tmp/latin1.gcg"
run 2 "$bin" replay "$tmp/latin1.gcg" && expect_err "line 3, column 18: the player's name is not UTF-8 text (byte 0xE9"
# A row number is shown as written, never cut to another number.
sed 's/8D WINDY/99999999999D WINDY/' "$data/game.gcg" >"$tmp/row.gcg"
run 2 "$bin" replay "$tmp/row.gcg" && expect_err 'row.gcg: line 5, column 15: row number too large (11 digits; rows are 1-15)'
sed 's/8D WINDY/99999D WINDY/' "$data/game.gcg" >"$tmp/row.gcg"
run 2 "$bin" replay "$tmp/row.gcg" && expect_err 'line 5, column 15: row 99999 is off the board (rows are 1-15)'
# A binary file as a record: its first line is refused.  The dictionary itself
# (4.8 MB with its GADDAG) is over the 1 MB a record may have: said so.
head -c 65536 "$dict" >"$tmp/binary.gcg"
run 2 "$bin" replay "$tmp/binary.gcg" && expect_err 'binary.gcg: line 1'
run 2 "$bin" replay "$dict" && expect_err 'words.tdict: too large (over 1048576 bytes)'
run 2 "$bin" replay missing.gcg && expect_err 'missing.gcg: No such file or directory'
run 2 "$bin" replay && expect_err 'needs exactly one FILE.gcg'
# An annotated game: ben's racks show only the tiles he played (2 of 7),
# checked against the unseen tiles and said (tests/records/words).
run 0 "$bin" replay "$root/tests/records/words/annotated-partial.gcg" &&
	case "$out" in *$'partial racks ben (only the tiles played are shown: checked against the unseen tiles)\nfinal ana 28\nfinal ben 25\nunfinished') ok ;; *) fail "partial racks said" ;; esac
# records: an empty folder lists nothing; a missing number is exit 1.
mkdir -p "$tmp/records"
run 0 "$bin" records --dir "$tmp/records" && expect_out ''
run 1 "$bin" records --dir "$tmp/records" 7 && expect_err 'no record 7 in'
run 2 "$bin" records --dir "$tmp/records" 1 2 && expect_err "unexpected '2'"
run 2 "$bin" records --dir "$tmp/records" abc && expect_err "'abc' is not a record number"
run 2 "$bin" records --dir "$tmp/records" 1x && expect_err "'1x' is not a record number"
# Without --dir: the records folder of the state directory ($STATE_DIRECTORY,
# else ~/.local/state/tessera), read and never made - a listing leaves the
# disk as it was, and no folder yet is no game finished yet.
# It is said, naming the folder: an empty answer read as "the kiosk kept
# nothing" to an operator whose shell's folder is not the kiosk service's.
run 0 env STATE_DIRECTORY="$tmp/no-state" ${RUN_WRAPPER:-} "$bin" records && expect_out '' &&
	expect_err "records: no game finished here yet: no folder $tmp/no-state/records" &&
	{ [ ! -e "$tmp/no-state" ] && ok || fail "records made the state directory $tmp/no-state"; }
run 1 env STATE_DIRECTORY="$tmp/no-state" ${RUN_WRAPPER:-} "$bin" records 1 && expect_err "$tmp/no-state/records" &&
	{ [ ! -e "$tmp/no-state" ] && ok || fail "records 1 made the state directory $tmp/no-state"; }
run 0 env -u STATE_DIRECTORY HOME="$tmp/no-home" ${RUN_WRAPPER:-} "$bin" records && expect_out '' &&
	expect_err "no folder $tmp/no-home/.local/state/tessera/records (the kiosk service keeps its records in /var/lib/tessera/records: --dir /var/lib/tessera/records)" &&
	{ [ ! -e "$tmp/no-home" ] && ok || fail "records made $tmp/no-home/.local/state/tessera"; }
# ... where the unit keeps them (dist/tessera.service's StateDirectory).
grep -qx 'StateDirectory=tessera' "$root/dist/tessera.service" && ok ||
	fail "dist/tessera.service's StateDirectory changed: update RECORDS_SERVICE_DIR in src/cli/words.c"
# A folder named by hand must be there: a typo is no empty list.
run 2 "$bin" records --dir "$tmp/no-such-folder" && expect_out '' &&
	expect_err "records: $tmp/no-such-folder: No such file or directory"
run 2 "$bin" records --dir "$tmp/no-such-folder" 1 && expect_err "$tmp/no-such-folder: No such file or directory"
mkdir -p "$tmp/state/records" && cp "$data/game.gcg" "$tmp/state/records/000005-words.gcg"
run 0 env STATE_DIRECTORY="$tmp/state" ${RUN_WRAPPER:-} "$bin" records 5 && expect_out "$(cat "$data/game.gcg")"
# A record that cannot be read (a FIFO, a folder) is named and skipped: the
# others are listed, and the exit status says so at the end.
cp "$data/game.gcg" "$tmp/records/000001-words.gcg"
cp "$tmp/records/000001-words.gcg" "$tmp/records/000003-words.gcg"
mkfifo "$tmp/records/000002-words.gcg" && mkdir "$tmp/records/000004-words.gcg"
run 2 timeout 10 ${RUN_WRAPPER:-} "$bin" records --dir "$tmp/records" &&
	expect_err '000002-words.gcg: not a regular file' && expect_err '000004-words.gcg: Is a directory' &&
	expect_err "records: 2 records in $tmp/records could not be read" &&
	case "$out" in 000001\ *$'\n'000003\ *) [[ $out != *$'\n'*$'\n'* ]] && ok || fail "two records listed" ;;
		*) fail "records 1 and 3 listed around the bad ones" ;; esac
run 2 timeout 10 ${RUN_WRAPPER:-} "$bin" records --dir "$tmp/records" 2 && expect_err '000002-words.gcg: not a regular file'
run 0 "$bin" records --dir "$tmp/records" 3 && expect_out "$(cat "$data/game.gcg")"
# A Words record that stops before its game ends (cut short, copied in by
# hand) has no final scores: it does not verify, as a Reversi record of an
# unfinished game does not, and is never listed as a result.
mkdir "$tmp/cut" && cp "$data/game.gcg" "$tmp/cut/000001-words.gcg" && head -n 8 "$data/game.gcg" >"$tmp/cut/000002-words.gcg"
printf '#player1 ann Ann\n#player2 bob Bob\n' >"$tmp/cut/000003-words.gcg"
run 1 "$bin" records --dir "$tmp/cut" &&
	expect_err "000002-words.gcg does not verify: line 8: the game is not over after its 4 turn lines (a record is kept when a game ends)" &&
	expect_err "000003-words.gcg does not verify: the record holds no turn (a record is kept when a game ends)" &&
	case "$out" in "000001 "*" words ann 24, bob -1"$'\n'"000002 "*" words (does not verify)"$'\n'"000003 "*" words (does not verify)") ok ;;
		*) fail "the finished game listed with its scores, the two cut short marked" ;; esac
run 1 "$bin" records --dir "$tmp/cut" 2 && expect_out "$(head -n 8 "$data/game.gcg")" &&
	expect_err "000002-words.gcg does not verify (printed all the same): line 8: the game is not over"
rm -rf "$tmp/cut"
# A Reversi record is checked as a Words record is replayed: its moves played
# by the rules to the game's end, its result what they give (the 9-move
# wipe-out, 13-0 on the board, 64-0 with the empty squares to the winner).
reversi=$'reversi\nblack You\nwhite Computer\ncomputer Medium\nmoves d3c3b3d2e1d6d7e3f4\nresult black 64 white 0, black wins\n'
mkdir "$tmp/rv"
printf '%s' "$reversi" >"$tmp/rv/000001-reversi.txt"
printf '%s' "${reversi/black You/black Caf$'\xc3\xa9' Lumen}" >"$tmp/rv/000002-reversi.txt"
run 0 "$bin" records --dir "$tmp/rv" &&
	case "$out" in "000001 "*" reversi black You 64, white Computer 0"$'\n'"000002 "*" reversi black Café Lumen 64, white Computer 0") ok ;;
		*) fail "Reversi records listed with their players and scores" ;; esac
run 0 "$bin" records --dir "$tmp/rv" 1 && { cmp -s "$tmp/out" "$tmp/rv/000001-reversi.txt" && ok || fail "records 1 printed byte for byte"; }
# Broken ones (random bytes, an empty file, the impossible `moves zz99` with
# `result black 99 white -5, white wins`, a result the moves do not give) are
# marked, said on stderr with why, and the exit status is 1 at the end.
head -c 4096 "$dict" >"$tmp/rv/000003-reversi.txt"
: >"$tmp/rv/000004-reversi.txt"
printf 'reversi\nblack You\nwhite Computer\nmoves zz99\nresult black 99 white -5, white wins\n' >"$tmp/rv/000005-reversi.txt"
printf '%s' "${reversi/black 64 white 0/black 40 white 24}" >"$tmp/rv/000006-reversi.txt"
run 1 "$bin" records --dir "$tmp/rv" &&
	expect_err "000003-reversi.txt does not verify: line 1: " &&
	expect_err "000004-reversi.txt does not verify: the record is empty (no line 'reversi')" &&
	expect_err "000005-reversi.txt does not verify: line 4: move 1 (zz): expected a file letter a..h" &&
	expect_err "000006-reversi.txt does not verify: line 6: the result black 40 white 24, black wins is not what the moves give (black 64 white 0, black wins)" &&
	expect_err "records: 4 records in $tmp/rv do not verify (said above, marked in the list)" &&
	{ [ "$(grep -c ' reversi (does not verify)$' <<<"$out")" = 4 ] && [ "$(grep -c ' reversi black ' <<<"$out")" = 2 ] &&
		ok || fail "the four broken records marked, the two good ones listed"; }
# Printed, one that does not verify says so (exit 1), and never sends a
# control byte to the terminal: what is not text is written \xNN.
run 1 "$bin" records --dir "$tmp/rv" 3 && expect_err '000003-reversi.txt does not verify (printed all the same): line 1' &&
	expect_err "bytes that are not text shown as \\xNN" &&
	{ LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$tmp/out" && fail "control bytes printed raw" || ok; }
run 1 "$bin" records --dir "$tmp/rv" 5 && expect_err '000005-reversi.txt does not verify (printed all the same): line 4: move 1 (zz)' &&
	expect_out "$(cat "$tmp/rv/000005-reversi.txt")"
# A Words record with an escape sequence in a note is printed with it as text.
{ cat "$data/game.gcg"; printf '#note \x1b[2J\n'; } >"$tmp/rv/000007-words.gcg"
run 0 "$bin" records --dir "$tmp/rv" 7 && expect_out "$(cat "$data/game.gcg")"$'\n#note \\x1B[2J' &&
	expect_err '1 byte that is not text shown as \xNN'
rm -rf "$tmp/rv"
# More records than the list holds (600): the newest by number, not the first read.
mkdir "$tmp/many"
for i in $(seq 1 700); do printf -v f '%s/many/%06d-reversi.txt' "$tmp" "$i"; printf '%s' "$reversi" >"$f"; done
run 0 "$bin" records --dir "$tmp/many" && expect_err "700 records in $tmp/many, the newest 600 listed" &&
	{ [ "$(wc -l <<<"$out")" = 600 ] && [ "${out:0:6}" = 000101 ] && [ "$(tail -n 1 <<<"$out" | cut -c1-6)" = 000700 ] &&
		ok || fail "the newest 600, 000101 to 000700"; }
rm -rf "$tmp/many"
# After 999999 the numbering goes on at 000000 (src/platform/records.h): the
# list follows the order of play, 999998 and 999999 before 000000 and 000001,
# as the kiosk's trim and its next number do.
mkdir "$tmp/wrap"
for i in 999998 999999 000000 000001; do printf '%s' "$reversi" >"$tmp/wrap/$i-reversi.txt"; done
run 0 "$bin" records --dir "$tmp/wrap" &&
	{ [ "$(cut -c1-6 <<<"$out" | tr '\n' ' ')" = '999998 999999 000000 000001 ' ] && ok ||
		fail "records across the wrap in the order of play"; }
# More than the list holds across the wrap: the newest 600 are the last 200
# before 000000 and the 400 after it, not 999700 on.
rm -f "$tmp/wrap"/*
for i in $(seq 999700 999999) $(seq 0 399); do printf -v f '%s/wrap/%06d-reversi.txt' "$tmp" "$i"; printf '%s' "$reversi" >"$f"; done
run 0 "$bin" records --dir "$tmp/wrap" && expect_err "700 records in $tmp/wrap, the newest 600 listed" &&
	{ [ "$(wc -l <<<"$out")" = 600 ] && [ "${out:0:6}" = 999800 ] && [ "$(tail -n 1 <<<"$out" | cut -c1-6)" = 000399 ] &&
		ok || fail "the newest 600 across the wrap, 999800 to 000399"; }
rm -rf "$tmp/wrap"

# --- moves --------------------------------------------------------------------
# AE on the empty board: AE and EA, across and down, each covering H8 with one
# of its two tiles: 8 plays of (1 + 1) x 2 = 4.
run 0 "$bin" moves empty.pos AE && expect_out $'H7 AE 4\nH7 EA 4\n8G AE 4\n8G EA 4\n8H AE 4\n8H EA 4\nH8 AE 4\nH8 EA 4'
run 0 "$bin" moves empty.pos AE --count && expect_out 'moves 8'
# RETINAS: the best is a bingo of seven 1-point tiles with one on a double
# letter, (7 + 1) x 2 + 50 = 66, the most such a rack can score, and score
# agrees.  The count is the generator's own (the unit test checks smaller
# racks against a brute force through the rules core).
run 0 "$bin" moves --top 1 empty.pos RETINAS && expect_out 'H2 ANESTRI 66'
run 0 "$bin" score empty.pos H2 ANESTRI && expect_out $'score 66\nword ANESTRI 16\nbingo 50'
run 0 "$bin" moves --count empty.pos RETINAS && expect_out 'moves 2974'
# Every play listed for ZA? next to WINDY and for QIS on the empty board is
# scored the same by score (the rules core), from the printed notation.
for pr in "windy.pos ZA?" "empty.pos QIS"; do
	set -- $pr
	bad=0 n=0
	while read -r coord word pts; do
		n=$((n + 1))
		got=$(cd "$data" && ${RUN_WRAPPER:-} "$bin" score "$1" "$coord" "$word" | head -1)
		[ "$got" = "score $pts" ] || { bad=1; echo "moves $pr: $coord $word $pts, score says $got" >&2; }
	done < <(cd "$data" && ${RUN_WRAPPER:-} "$bin" moves "$1" "$2")
	if [ "$bad" -eq 0 ] && [ "$n" -gt 0 ]; then ok; else out="$n moves" err=""; fail "moves $pr against score"; fi
done
# No legal play is an empty list, not an error; bad racks and usage are.
run 0 "$bin" moves empty.pos QZ && expect_out ''
run 2 "$bin" moves empty.pos A1 && expect_err "rack 'A1': 1 to 7 tiles"
run 2 "$bin" moves empty.pos ABCDEFGH && expect_err 'rack'
run 2 "$bin" moves empty.pos && expect_err 'needs a POSITION file'
run 2 "$bin" moves empty.pos AE QI && expect_err 'unexpected argument QI'
run 2 "$bin" moves badchar.pos AE && expect_err "badchar.pos: line 4, column 6: '#' is not a square"
run 2 "$bin" moves --top 0 empty.pos AE && expect_err '--top needs a number'
run 2 "$bin" moves --top 3 --count empty.pos AE && expect_err 'exclude each other'

# --- help and usage ---------------------------------------------------------
run 0 "$bin" --help && case "$out" in *"score [--dict FILE | --no-dict] POSITION MOVE"*"moves [--dict FILE] [--top N | --count] POSITION RACK"*"replay FILE.gcg"*) ok ;; *) fail "--help" ;; esac
run 2 "$bin" && expect_err 'usage:'
run 2 "$bin" frobnicate && expect_err "unknown command 'frobnicate'"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
