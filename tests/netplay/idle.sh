#!/usr/bin/env bash
# Nobody at one table of a game across tables, through a real Mosquitto
# (make check-netplay).  Library East runs with the kiosk's idle rules
# (--kiosk, timed by its script's waits): on Cafe Lumen's first turn its
# 10 minutes pass and it asks "Still playing?"; its presence says nobody
# is there (docs/network.md, "Nobody at the table"), and Cafe Lumen's table
# says "Library East has stepped away: play, or Menu ends it", then,
# after its move, "...: wait, or Menu ends it".  Library East's Keep
# playing clears it: Cafe Lumen reads "Library East's move" again, and
# both finish the game alike.
# Last line: "N passed, N failed".
# Usage: tests/netplay/idle.sh path/to/tessera-headless DICT
set -u
. "$(dirname "$0")/kiosks-setup.sh"
tap() { printf 'down %s\nup %s\n' "$(at "$1")" "$(at "$1")"; }

{
	echo "sync lobby 1"; tap play-another-kiosk; tap lobby-invite-reversi
	echo "sync screen reversi"
	echo "sync idle"
	echo "where"
	echo "play until 1"
	echo "where"
	echo "sync present"
	echo "where"
	echo "play"
} >"$T/a.script"
{
	echo "sync invitation"; echo "wait 450"; tap invitation-confirm
	echo "sync screen reversi"
	echo "wait 600000"	# asked: nobody here
	echo "play until 1"	# the other's move comes meanwhile
	echo "wait 1000"	# past the question's guard
	# Keep playing: the kit dialog's left button, where the invitation's is.
	tap invitation-cancel
	echo "play"
} >"$T/b.script"
mkdir -p "$T/a" "$T/b"
"$H" --game menu --dict "$DICT" --kiosk --board "$T/library-east.conf" --out "$T/b" "$T/b.script" \
	>"$T/b.out" 2>"$T/b.err" &
b=$!
"$H" --game menu --dict "$DICT" --board "$T/cafe-lumen.conf" --out "$T/a" "$T/a.script" >"$T/a.out" 2>"$T/a.err"
ra=$?
wait $b; rb=$?
[ $ra = 0 ] && ok || bad "Cafe Lumen exited $ra: $(cat "$T/a.err")"
[ $rb = 0 ] && ok || bad "Library East exited $rb: $(cat "$T/b.err")"
status() { grep '^netplay: at' "$T/a.out" | sed -n "${1}p" | sed 's/.*; status: //'; }
[ "$(status 1)" = "Library East has stepped away: play, or Menu ends it" ] && ok ||
	bad "asked there, on this table's turn: '$(status 1)'"
[ "$(status 2)" = "Library East has stepped away: wait, or Menu ends it" ] && ok ||
	bad "asked there, after this table's move: '$(status 2)'"
[ "$(status 3)" = "Library East's move" ] && ok || bad "Keep playing there: '$(status 3)'"
grep -q 'idle: asking whether anyone is still playing' "$T/b.err" && ok || bad "Library East should ask: $(cat "$T/b.err")"
resa=$(grep '^netplay: reversi over' "$T/a.out") resb=$(grep '^netplay: reversi over' "$T/b.out")
grep -q "^netplay: reversi over after [0-9]* turns: [0-9]*-[0-9]*$" <<<"$resa" && [ "$resa" = "$resb" ] && ok ||
	bad "both should finish alike: '$resa' and '$resb'"
keep_if_failed netplay-idle-fail
echo "check-netplay: idle: $(status 2)"
finish
