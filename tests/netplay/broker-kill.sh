#!/usr/bin/env bash
# The broker killed with -9 mid-game, a kiosk moving while it is down
# (make check-netplay).  Two sealed tessera-headless play Reversi through a
# private Mosquitto (two-kiosks.sh); when the game has 5 moves and it is
# the invited kiosk's turn the broker is killed (no persistence written:
# the sessions and their subscriptions are lost), the invited kiosk sees
# its link lost and makes its move then (queued in its link), and the
# broker starts again.  Both links reconnect and subscribe again, the
# presences come again, each table sends again what the other may lack
# (docs/network.md, "The broker"), and both finish with the same result.
# Last line: "N passed, N failed".
# Usage: tests/netplay/broker-kill.sh path/to/tessera-headless DICT
set -u
. "$(dirname "$0")/kiosks-setup.sh"
tap() { printf 'down %s\nup %s\n' "$(at "$1")" "$(at "$1")"; }

{
	echo "sync lobby 1"; tap play-another-kiosk; tap lobby-invite-reversi
	echo "sync screen reversi"
	echo "play until 5"	# its 5th move made: the other's turn
	echo "play"
	echo "shot end.png"
} >"$T/a.script"
{
	echo "sync invitation"; echo "wait 450"; tap invitation-confirm
	echo "sync screen reversi"
	echo "play until 5"
	echo "where"		# the test kills the broker now
	echo "sync offline"
	echo "play until 6"	# its move, with no broker
	echo "where"		# the test starts the broker again now
	echo "sync online"
	echo "play"
	echo "shot end.png"
} >"$T/b.script"

# wheres FILE N: waits (30 s at most) for the kiosk's Nth 'where' line.
wheres() {
	for _ in $(seq 300); do
		[ "$(grep -c '^netplay: at' "$1" 2>/dev/null)" -ge "$2" ] && return 0
		sleep 0.1
	done
	return 1
}

mkdir -p "$T/a" "$T/b"
"$H" --game menu --dict "$DICT" --board "$T/library-east.conf" --out "$T/b" "$T/b.script" >"$T/b.out" 2>"$T/b.err" &
b=$!
"$H" --game menu --dict "$DICT" --board "$T/cafe-lumen.conf" --out "$T/a" "$T/a.script" >"$T/a.out" 2>"$T/a.err" &
a=$!
wheres "$T/b.out" 1 && ok || bad "the invited kiosk did not reach 5 moves: $(cat "$T/b.err")"
"$root/tests/net/broker.sh" kill "$T/broker"
wheres "$T/b.out" 2 && ok || bad "the invited kiosk did not move with the broker down: $(cat "$T/b.err")"
sleep 1
"$root/tests/net/broker.sh" restart "$T/broker" && ok || bad "the broker did not start again"
wait $a; ra=$?
wait $b; rb=$?
[ $ra = 0 ] && ok || bad "the inviting kiosk exited $ra: $(cat "$T/a.err")"
[ $rb = 0 ] && ok || bad "the invited kiosk exited $rb: $(cat "$T/b.err")"

before=$(grep -m1 '^netplay: at' "$T/b.out") moved=$(grep '^netplay: at' "$T/b.out" | sed -n 2p)
grep -q '^netplay: at reversi at 5 moves, seat 1 to move, this seat 1, ' <<<"$before" && ok ||
	bad "the broker should be killed on the invited kiosk's turn at 5 moves: '$before'"
grep -q '^netplay: at reversi at 6 moves, seat 0 to move, this seat 1, .*; status: No network here: moves wait until it is back$' <<<"$moved" && ok ||
	bad "the invited kiosk should move with the broker down, and say its move waits: '$moved'"
for k in a b; do
	grep -q 'network: lost the broker; retrying' "$T/$k.err" && [ "$(grep -c 'network: connected to the broker' "$T/$k.err")" -ge 2 ] && ok ||
		bad "kiosk $k should lose the broker and connect again: $(cat "$T/$k.err")"
done
resa=$(grep '^netplay: reversi over' "$T/a.out") resb=$(grep '^netplay: reversi over' "$T/b.out")
grep -q "^netplay: reversi over after [0-9]* turns: [0-9]*-[0-9]*$" <<<"$resa" && ok ||
	bad "the inviting kiosk should finish the game: '$resa'"
[ -n "$resa" ] && [ "$resa" = "$resb" ] && ok || bad "the two tables differ: '$resa' and '$resb'"
for k in a b; do
	grep -q ', no allocation after the seal$' "$T/$k.out" && ok ||
		bad "kiosk $k's game thread allocated or was not sealed: $(tail -n 1 "$T/$k.out")"
done
keep_if_failed netplay-broker-kill-fail
echo "check-netplay: broker killed mid-game: $resa"
finish
