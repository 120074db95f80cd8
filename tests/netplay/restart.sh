#!/usr/bin/env bash
# A kiosk killed mid-game comes back, through a real Mosquitto (make
# check-netplay, issue 16).  For Reversi and for Words, two sealed
# tessera-headless play each other as in two-kiosks.sh; the invited kiosk
# (Library East, its games kept in a state directory) is killed with -9
#  1. on its own turn (the game has 5 moves, the 5th the other's): it comes
#     back from its state directory at the same moves and turn, while the
#     other table said "Waiting for Library East (since 0:03)";
#  2. just after its own move (6 moves), before the other answers: the
#     other moves while it is dead, the broker is restarted (persistence),
#     and the move queued for it reaches it when it comes back (7 moves,
#     its turn).
# Then both finish the game and must print the same result.
# Last line: "N passed, N failed".
# Usage: tests/netplay/restart.sh path/to/tessera-headless DICT
set -u
. "$(dirname "$0")/kiosks-setup.sh"
tap() { printf 'down %s\nup %s\n' "$(at "$1")" "$(at "$1")"; }

# scripts GAME: the inviting kiosk's (one run) and the invited kiosk's three runs.
scripts() {
	{
		echo "sync lobby 1"; tap play-another-kiosk; tap "lobby-invite-$1"
		echo "sync screen $1"
		echo "play until 5"	# its 5th move made: the other's turn
		echo "sync away"	# the other killed
		echo "wait 3000"
		echo "where"
		echo "shot waiting.png"
		echo "sync back"	# the other is back (not a stale 'away' below)
		echo "play until 6"	# and moved
		echo "where"		# the test kills it only now: its move 6 has left
		echo "sync away"	# killed again, before this one moves
		echo "play"		# its move 7 queued for the dead kiosk
		echo "shot end.png"
	} >"$T/a-$1.script"
	{
		echo "sync invitation"; echo "wait 450"; tap invitation-confirm
		echo "sync screen $1"
		echo "play until 5"
		echo "hold 30000"	# killed on its turn
	} >"$T/b1-$1.script"
	{
		echo "sync screen $1"
		echo "where"
		echo "play until 6"
		echo "hold 30000"	# killed just after its move
	} >"$T/b2-$1.script"
	{
		echo "sync screen $1"
		echo "play until 7"	# the move queued while it was dead
		echo "where"
		echo "play"
		echo "shot end.png"
	} >"$T/b3-$1.script"
}

# held FILE [N]: waits (30 s at most) for the kiosk to print its 'hold' line
# (N: its Nth 'where' line).
held() {
	for _ in $(seq 300); do
		if [ -n "${2:-}" ]; then
			[ "$(grep -c '^netplay: at' "$1" 2>/dev/null)" -ge "$2" ] && return 0
		else
			grep -q '^netplay: holding' "$1" 2>/dev/null && return 0
		fi
		sleep 0.1
	done
	return 1
}

# b RUN GAME: starts the invited kiosk's run in the background, its pid in $b.
b() {
	STATE_DIRECTORY="$T/state-$2" "$H" --game menu --dict "$DICT" --board "$T/library-east.conf" --state \
		--out "$T/b$1-$2" "$T/b$1-$2.script" >"$T/b$1-$2.out" 2>"$T/b$1-$2.err" &
	b=$!
}

# position LINE: "words at 5 moves, seat 1 to move" out of a where/hold line.
position() { sed -n 's/^netplay: [a-z]* \([a-z]* at [0-9]* moves, seat [0-9-]* to move\),.*/\1/p' <<<"$1"; }

for game in reversi words; do
	scripts $game
	mkdir -p "$T/a-$game" "$T/b1-$game" "$T/b2-$game" "$T/b3-$game" "$T/state-$game"
	b 1 $game
	"$H" --game menu --dict "$DICT" --board "$T/cafe-lumen.conf" --out "$T/a-$game" "$T/a-$game.script" \
		>"$T/a-$game.out" 2>"$T/a-$game.err" &
	a=$!
	# 1. killed on its own turn.
	held "$T/b1-$game.out" && ok || bad "$game: the invited kiosk did not reach its hold: $(cat "$T/b1-$game.err")"
	kill -9 $b; wait $b 2>/dev/null
	b 2 $game
	held "$T/b2-$game.out" && ok || bad "$game: the restarted kiosk did not reach its hold: $(cat "$T/b2-$game.err")"
	# 2. killed just after its move, once the other has it (a move still
	# in the dying kiosk's link would come only with the next run); the
	# other moves meanwhile and the broker restarts (the queued move kept
	# by its persistence).
	held "$T/a-$game.out" 2 && ok || bad "$game: the other kiosk did not get the restarted kiosk's move"
	kill -9 $b; wait $b 2>/dev/null
	sleep 1
	"$root/tests/net/broker.sh" restart "$T/broker" && ok || bad "$game: the broker did not restart"
	b 3 $game
	wait $a; ra=$?
	wait $b; rb=$?
	[ $ra = 0 ] && ok || bad "$game: the inviting kiosk exited $ra: $(cat "$T/a-$game.err")"
	[ $rb = 0 ] && ok || bad "$game: the invited kiosk's last run exited $rb: $(cat "$T/b3-$game.err")"

	held1=$(grep '^netplay: holding' "$T/b1-$game.out") back2=$(grep '^netplay: at' "$T/b2-$game.out")
	back3=$(grep '^netplay: at' "$T/b3-$game.out") waiting=$(grep -m1 '^netplay: at' "$T/a-$game.out")
	[ "$(position "$held1")" = "$game at 5 moves, seat 1 to move" ] && ok ||
		bad "$game: killed on its turn at 5 moves: '$held1'"
	[ -n "$back2" ] && [ "$(position "$back2")" = "$(position "$held1")" ] && ok ||
		bad "$game: the restarted kiosk should be where it was killed: '$held1', then '$back2'"
	grep -qi "continuing the $game game saved in $T/state-$game" "$T/b2-$game.err" && ok ||
		bad "$game: the restarted kiosk should continue its saved game: $(cat "$T/b2-$game.err")"
	[ "$(position "$back3")" = "$game at 7 moves, seat 1 to move" ] && ok ||
		bad "$game: the move queued while the kiosk was dead (and the broker restarted) should reach it: '$back3'"
	grep -q 'status: Waiting for Library East (since 0:03)$' <<<"$waiting" && ok ||
		bad "$game: the other table should say it waits for Library East: '$waiting'"
	[ -s "$T/a-$game/waiting.png" ] && ok || bad "$game: no picture of the waiting table"
	resa=$(grep '^netplay: [a-z]* over' "$T/a-$game.out") resb=$(grep '^netplay: [a-z]* over' "$T/b3-$game.out")
	grep -q "^netplay: $game over after [0-9]* turns: [0-9]*-[0-9]*$" <<<"$resa" && ok ||
		bad "$game: the inviting kiosk should finish the game: '$resa'"
	[ -n "$resa" ] && [ "$resa" = "$resb" ] && ok || bad "$game: the two tables differ: '$resa' and '$resb'"
	for k in a b3; do
		grep -q ', no allocation after the seal$' "$T/$k-$game.out" && ok ||
			bad "$game: kiosk $k's game thread allocated or was not sealed: $(tail -n 1 "$T/$k-$game.out")"
	done
	keep_if_failed netplay-restart-fail
	if [ -n "${NETPLAY_KEEP:-}" ]; then # pictures to look at
		mkdir -p "$NETPLAY_KEEP" && cp "$T/a-$game/waiting.png" "$NETPLAY_KEEP/$game-waiting.png" &&
			cp "$T/a-$game/end.png" "$NETPLAY_KEEP/$game-end-a.png" && cp "$T/b3-$game/end.png" "$NETPLAY_KEEP/$game-end-b.png"
	fi
	echo "check-netplay: restart $game: $resa"
done
finish
