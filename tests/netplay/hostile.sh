#!/usr/bin/env bash
# Hostile moves over a real Mosquitto (make check-netplay): the other
# kiosk of a Reversi game is tessera-net (as cafe-lumen), which sends its
# move 1 again with the same number after the kiosk answered it (as a
# redelivery, or a replay, looks), then an impossible move (a1).  The kiosk
# (a sealed tessera-headless, Library East) must apply move 1 once, refuse
# a1 with a 'disagree' END numbered after its own move, say why on its
# status line, and keep running to its script's end.
# Last line: "N passed, N failed".
# Usage: tests/netplay/hostile.sh path/to/tessera-headless DICT
set -u
. "$(dirname "$0")/kiosks-setup.sh"
NET=$(dirname "$H")/tessera-net
tap() { printf 'down %s\nup %s\n' "$(at "$1")" "$(at "$1")"; }

{
	echo "sync invitation"; echo "wait 450"; tap invitation-confirm
	echo "sync screen reversi"
	echo "play until 2"	# black's d3, its own c3
	echo "sync over"	# stopped by the refused move
	echo "where"
	echo "shot stopped.png"
} >"$T/b.script"
mkdir -p "$T/b"
"$H" --game menu --dict "$DICT" --board "$T/library-east.conf" --out "$T/b" "$T/b.script" >"$T/b.out" 2>"$T/b.err" &
b=$!
printf '%s\n' 'timeout 20' 'wait presence library-east' 'invite library-east g1 reversi 42' \
	'wait reply library-east g1 accept' 'follow g1 library-east' 'move g1 1 d3 @4/1' \
	'wait move g1 library-east 1' 'move g1 1 d3 @4/1' 'sleep 300' 'move g1 2 a1 @5/1' \
	'wait end g1 library-east' |
	timeout 60 "$NET" --config "$T/cafe-lumen.conf" >"$T/a.out" 2>"$T/a.err"
ra=$?
wait $b; rb=$?
[ $ra = 0 ] && ok || bad "tessera-net exited $ra: $(cat "$T/a.err")"
[ $rb = 0 ] && ok || bad "the kiosk should keep running to its script's end, exit 0: exit $rb: $(cat "$T/b.err")"
moves=$(grep '^move g1 library-east' "$T/a.out") end=$(grep '^end g1 library-east' "$T/a.out")
[ "$moves" = "move g1 library-east 1 c3 @3/3" ] && ok || bad "the kiosk should answer d3 with its one move c3: '$moves'"
# Its END is its number 2 (sent 2 below: c3, the END): the repeated d3 was
# no move to answer or refuse.
grep -q '^end g1 library-east 2 disagree' <<<"$end" && ok || bad "a1 should be refused with 'disagree', number 2: '$end'"
where=$(grep '^netplay: at' "$T/b.out")
grep -q '^netplay: at reversi at 2 moves, seat 0 to move, this seat 1, sent 2, applied 1; status: .*a1' <<<"$where" && ok ||
	bad "the kiosk should hold d3 once and c3, have sent c3 and its END, and say it refused a1: '$where'"
[ -s "$T/b/stopped.png" ] && ok || bad "no picture of the stopped table"
grep -q ', no allocation after the seal$' "$T/b.out" && ok ||
	bad "the kiosk's game thread allocated or was not sealed: $(tail -n 1 "$T/b.out")"
keep_if_failed netplay-hostile-fail
echo "check-netplay: hostile: ${where#*status: }"
finish
