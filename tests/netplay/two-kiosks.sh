#!/usr/bin/env bash
# Two kiosks play each other through a real Mosquitto (make check-netplay):
# a private broker (tests/net/broker.sh: TLS with certificates made here, a
# user per kiosk, the %u ACL) and two tessera-headless, each joining with a
# board config's [network] section.  The first taps "Play another kiosk"
# and invites the second (Reversi, then Words); the second is asked over
# its lobby and taps Accept; both play their own turns to the end (Words
# as the computer chooses them) and print the result, which must be the
# same on both.  Last line: "N passed, N failed".
# Usage: tests/netplay/two-kiosks.sh path/to/tessera-headless DICT
set -u
. "$(dirname "$0")/kiosks-setup.sh"

# kiosk GAME: the scripts of the inviting and the invited kiosk.
scripts() {
	cat >"$T/invite-$1.script" <<S
sync lobby 1
down $(at play-another-kiosk)
up $(at play-another-kiosk)
shot lobby.png
down $(at lobby-invite-$1)
up $(at lobby-invite-$1)
sync screen $1
play
shot end.png
S
	cat >"$T/accept-$1.script" <<S
sync invitation
wait 450
down $(at invitation-confirm)
up $(at invitation-confirm)
sync screen $1
play
shot end.png
S
}

for game in reversi words; do
	scripts $game
	mkdir -p "$T/a-$game" "$T/b-$game"
	"$H" --game menu --dict "$DICT" --board "$T/library-east.conf" --out "$T/b-$game" "$T/accept-$game.script" \
		>"$T/b-$game.out" 2>"$T/b-$game.err" &
	b=$!
	"$H" --game menu --dict "$DICT" --board "$T/cafe-lumen.conf" --out "$T/a-$game" "$T/invite-$game.script" \
		>"$T/a-$game.out" 2>"$T/a-$game.err"
	ra=$?
	wait $b
	rb=$?
	[ $ra = 0 ] && ok || bad "$game: the inviting kiosk exited $ra: $(cat "$T/a-$game.err")"
	[ $rb = 0 ] && ok || bad "$game: the invited kiosk exited $rb: $(cat "$T/b-$game.err")"
	resa=$(grep '^netplay:' "$T/a-$game.out") resb=$(grep '^netplay:' "$T/b-$game.out")
	grep -q "^netplay: $game over after [0-9]* turns: [0-9]*-[0-9]*$" <<<"$resa" && ok ||
		bad "$game: the inviting kiosk should finish the game: '$resa'"
	[ -n "$resa" ] && [ "$resa" = "$resb" ] && ok || bad "$game: the two tables differ: '$resa' and '$resb'"
	[ -s "$T/a-$game/end.png" ] && [ -s "$T/b-$game/end.png" ] && ok || bad "$game: no picture of the end"
	# The memory is sealed as on a kiosk: the link's threads may allocate
	# (libmosquitto), the game's thread may not.
	for k in a b; do
		grep -q ', no allocation after the seal$' "$T/$k-$game.out" && ok ||
			bad "$game: kiosk $k's game thread allocated or was not sealed: $(tail -n 1 "$T/$k-$game.out")"
	done
	echo "check-netplay: $game: $resa"
done
finish
