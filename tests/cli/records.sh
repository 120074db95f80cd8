#!/usr/bin/env bash
# A finished game's record leaves the kiosk: the Words game of the golden
# script words-turns-800x480 (an exchange, then passes to the end), played by
# tessera-headless --state, leaves its GCG in the state directory's records
# folder; it replays; `tessera-words records` lists and prints it; and the QR
# code of the golden image of its end screen (take-home.png), read by a real
# decoder (zbarimg, zbar-tools), is that record byte for byte.
# Usage: tests/cli/records.sh BUILD_DIR      (prints "N passed, N failed")
set -u
build=${1:-build/native}
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*" >&2; }
check() { if eval "$2"; then ok; else fail "$1"; fi; }

script=tests/golden/words-turns-800x480.script
golden=tests/golden/ref/words-turns-800x480/take-home.png
STATE_DIRECTORY=$tmp/state "$build/tessera-headless" --state --size 800x480 --out "$tmp/shots" "$script" \
	>"$tmp/run.log" 2>&1 || fail "tessera-headless --state $script: $(tail -n 3 "$tmp/run.log")"
record=$tmp/state/records/000001-words.gcg
check "the finished game's record is in the state directory" '[ -s "$record" ]'
check "nothing temporary is left beside it" '[ "$(ls -A "$tmp/state/records")" = 000001-words.gcg ]'
check "the record replays: $("$build/tessera-words" replay "$record" 2>&1 | tail -n 1)" \
	'"$build/tessera-words" replay "$record" >"$tmp/replay" 2>&1 && tail -n 1 "$tmp/replay" | grep -qx "winner Player2"'
# The scores of the game, worked out from the script: six scoreless turns,
# then each player loses the tiles left (RIEVHUE 13, SIL??SA 5).
check "records lists it" \
	'"$build/tessera-words" records --dir "$tmp/state/records" | grep -qE "^000001 [0-9-]+ [0-9:]+ words Player1 -13, Player2 -5$"'
check "records 1 prints it" '"$build/tessera-words" records --dir "$tmp/state/records" 1 | cmp -s - "$record"'
check "records 2 is no record (exit 1)" '"$build/tessera-words" records --dir "$tmp/state/records" 2 2>/dev/null; [ $? -eq 1 ]'

# A Reversi game: the golden script's 9-move wipe-out (13-0 on the board,
# 64-0 with the empty squares the winner's) leaves its record, which lists
# and prints; the same record with its lines ended by a lone CR (an old
# Mac's editor) or CRLF still verifies and prints as lines (until 2026-11-29
# a lone CR was "a control character", the record refused, printed \x0D).
STATE_DIRECTORY=$tmp/rv "$build/tessera-headless" --game reversi --state --size 800x480 --out "$tmp/shots-rv" \
	tests/golden/reversi-800x480.script >"$tmp/rv.log" 2>&1 || fail "tessera-headless --state reversi: $(tail -n 3 "$tmp/rv.log")"
rv=$tmp/rv/records/000001-reversi.txt
check "the Reversi game's record is in the state directory" '[ -s "$rv" ]'
check "records lists it, the empties the winner's" \
	'"$build/tessera-words" records --dir "$tmp/rv/records" | grep -qE "^000001 [0-9-]+ [0-9:]+ reversi black Black 64, white White 0$"'
tr '\n' '\r' <"$rv" >"$tmp/rv/records/000002-reversi.txt"
sed 's/$/\r/' "$rv" >"$tmp/rv/records/000003-reversi.txt"
check "with lone CRs and with CRLF it verifies: $("$build/tessera-words" records --dir "$tmp/rv/records" 2>&1 | tr '\n' '|')" \
	'[ "$("$build/tessera-words" records --dir "$tmp/rv/records" 2>&1 | grep -c "reversi black Black 64, white White 0$")" -eq 3 ]'
check "records 1 prints it" '"$build/tessera-words" records --dir "$tmp/rv/records" 1 | cmp -s - "$rv"'
check "records 2 prints the lone-CR copy as lines, nothing escaped" \
	'"$build/tessera-words" records --dir "$tmp/rv/records" 2 2>"$tmp/rv2.err" | cmp -s - "$rv" && [ ! -s "$tmp/rv2.err" ]'

# A records folder that cannot be used (a file of that name): the game is
# still played and saved, and the run says why nothing is recorded, at the
# start (as tessera does) and at the game's end.
mkdir -p "$tmp/bad" && : >"$tmp/bad/records"
STATE_DIRECTORY=$tmp/bad "$build/tessera-headless" --state --size 800x480 --out "$tmp/shots-bad" "$script" \
	>"$tmp/bad.log" 2>&1
status=$?
check "an unusable records folder does not stop the run (exit $status)" '[ "$status" -eq 0 ]'
check "it is said at the start: $(head -n 2 "$tmp/bad.log")" \
	'head -n 1 "$tmp/bad.log" | grep -q "^tessera-headless: warning: .*records.*finished games are not recorded"'
check "the file named records is left as it was" '[ -f "$tmp/bad/records" ] && [ ! -s "$tmp/bad/records" ]'

# A records folder that lists but cannot be written (root's, mode 0555: the
# service's user cannot write it): said at the start, with the folder and
# what to do, not first at the game's end; the game is played.  Run as
# nobody when the test is root, whom no mode stops.
as_user=()
[ "$(id -u)" -eq 0 ] && as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
chmod 711 "$tmp"
mkdir -p "$tmp/ro/records" "$tmp/shots-ro" && chmod 777 "$tmp/ro" "$tmp/shots-ro" && chmod 555 "$tmp/ro/records"
STATE_DIRECTORY=$tmp/ro "${as_user[@]}" "$build/tessera-headless" --state --size 800x480 --out "$tmp/shots-ro" \
	"$script" >"$tmp/ro.log" 2>&1
status=$?
check "a records folder that cannot be written does not stop the run (exit $status)" '[ "$status" -eq 0 ]'
check "it is said at the start, naming it and what to do: $(head -n 2 "$tmp/ro.log")" \
	'head -n 1 "$tmp/ro.log" | grep -qx "tessera-headless: warning: cannot write $tmp/ro/records: Permission denied; finished games are not recorded until the user this program runs as can write it (chown or chmod it)"'
check "once: $(grep -c "cannot write" "$tmp/ro.log") times" '[ "$(grep -c "cannot write" "$tmp/ro.log")" -eq 1 ]'
# A state directory the user can write but not search (0666) makes no file:
# said at the start, and tessera-headless --state stops (exit 1).
mkdir -p "$tmp/nox" && chmod 666 "$tmp/nox"
STATE_DIRECTORY=$tmp/nox "${as_user[@]}" "$build/tessera-headless" --state --size 800x480 --out "$tmp/shots-ro" \
	"$script" >"$tmp/nox.log" 2>&1
status=$?
check "a state directory that cannot be searched is said at the start (exit $status): $(head -n 1 "$tmp/nox.log")" \
	'[ "$status" -eq 1 ] && head -n 1 "$tmp/nox.log" | grep -qx "tessera-headless: state directory $tmp/nox is not usable: Permission denied"'

# The QR code on the end screen: zbarimg prints the data and a newline.
if ! command -v zbarimg >/dev/null; then
	fail "zbarimg is not installed (zbar-tools: tools/deps.d/records.check)"
else
	zbarimg --raw -q "$golden" >"$tmp/golden.txt" 2>/dev/null
	{ cat "$record"; printf '\n'; } >"$tmp/record-nl.txt"
	check "the golden end screen's QR code decodes to the written record" 'cmp -s "$tmp/golden.txt" "$tmp/record-nl.txt"'
	zbarimg --raw -q "$tmp/shots/take-home.png" >"$tmp/shot.txt" 2>/dev/null
	check "so does this run's" 'cmp -s "$tmp/shot.txt" "$tmp/record-nl.txt"'
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
