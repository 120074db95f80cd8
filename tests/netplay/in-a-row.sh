#!/usr/bin/env bash
# Two kiosks play several games in a row, as a café's do all day (make
# check-netplay): the SAME two tessera-headless processes, each joining a
# private Mosquitto with its board config's [network] and keeping its state
# directory (--state), play Reversi, Words, Reversi, Words, Reversi across
# tables, each game invited by each kiosk (Cafe Lumen; Library East twice
# in a row; Cafe Lumen; Library East).  Each game starts from the end of
# the one before as a player starts it: Lobby on the finished table
# (Reversi's New game's place, the Words standings'), then the inviter
# waits for the other kiosk free in its lobby, taps its row's game, and the
# other taps Accept.  In the third and fourth games the invited kiosk
# taps Menu on its turn (the other table waits), and Continue on the title
# screen.  At the end both go Back to the title.
# Per game, as two-kiosks.sh checks one: both finish it with the same
# result, each table's end is pictured, and each starts it afresh ('where'
# right after the start: this table's seat, nothing sent by it, what it
# applied is what its board has; the game continued at its moves and its
# turn).  Then: both kiosks sealed with no allocation in all five; five
# records in each state directory, one a game, in the order played, the
# two kiosks' the same game (Reversi's moves and result, the Words GCG's
# turns without their nicknames); no saved game left after the last (the
# files gone, and a kiosk started again on that state directory continues
# nothing); and the title after the games is that fresh kiosk's, pixel for
# pixel (no Continue, no notice left).
# NETPLAY_KEEP=DIR keeps the pictures.  Last line: "N passed, N failed".
# Usage: tests/netplay/in-a-row.sh path/to/tessera-headless DICT
set -u
. "$(dirname "$0")/kiosks-setup.sh"
tap() { printf 'down %s\nup %s\n' "$1" "$1"; }
reversi_layout=$("$H" --game reversi --layout)
words_layout=$("$H" --game words --layout)
# Lobby on a finished table across tables: New game's place.
lobby_button() {
	sed -n 's/^new-game: //p' <<<"$([ "$1" = words ] && echo "$words_layout" || echo "$reversi_layout")" | head -1
}

# The games in the order played, GAME:INVITER[:AWAY]: the kiosk inviting
# (0 Cafe Lumen, 1 Library East), and the one that leaves the game for the
# title screen on its own turn, at 10 moves (the inviter) or 11, then
# continues it.
plan=(${IN_A_ROW:-reversi:0 words:1 reversi:1:0 words:0:1 reversi:1})
games=() inviters=() away=()
for p in "${plan[@]}"; do
	IFS=: read -r g inviter a <<<"$p"
	games+=("$g") inviters+=("$inviter") away+=("${a:-}")
done
kiosks=(cafe-lumen library-east)
# away_at I: the moves game I has when its AWAY kiosk leaves it on its turn
# (one move a turn: no pass so early).
away_at() { [ "${inviters[$1]}" = "${away[$1]}" ] && echo 10 || echo 11; }

# Each kiosk's one script for every game, inviting or invited.
for k in 0 1; do
	for i in "${!games[@]}"; do
		g=${games[$i]} n=$((i + 1))
		if [ "${inviters[$i]}" = "$k" ]; then
			echo "sync lobby 1"	# the other kiosk left its last game: free, in its lobby
			[ "$i" = 0 ] && tap "$(at play-another-kiosk)"
			echo "shot lobby-$n.png"
			tap "$(at "lobby-invite-$g")"
		else
			echo "sync invitation"
			echo "wait 450"
			tap "$(at invitation-confirm)"
		fi
		echo "sync screen $g"
		echo "where"
		if [ "${away[$i]}" = "$k" ]; then
			# On its own turn (the other table waits), Menu: the game
			# is kept under the title screen, then continued.
			echo "play until $(away_at "$i")"
			tap "$(sed -n 's/^menu: //p' <<<"$([ "$g" = words ] && echo "$words_layout" || echo "$reversi_layout")")"
			echo "shot kept-$n.png"
			tap "$(at kept-continue)"
			echo "where"
		fi
		echo "play"
		# The last play's tiles slide in, then the results show (Words
		# since 2026-11-29): a person taps them after that.
		echo "wait 1500"
		echo "shot end-$n.png"
		tap "$(lobby_button "$g")"	# another game across tables is an invitation
	done >"$T/${kiosks[$k]}.script"
	{ tap "$(at lobby-back)"; echo "shot title-after.png"; } >>"$T/${kiosks[$k]}.script"
	mkdir -p "$T/${kiosks[$k]}.out.d" "$T/${kiosks[$k]}.state"
done

# kiosk USER [RUN]: runs a kiosk on its own state directory, its script
# $T/USER[RUN].script, its output in $T/USER[RUN].out and .err.
kiosk() {
	STATE_DIRECTORY="$T/$1.state" "$H" --game menu --dict "$DICT" --board "$T/$1.conf" --state \
		--out "$T/$1.out.d" "$T/$1${2:-}.script" >"$T/$1${2:-}.out" 2>"$T/$1${2:-}.err"
}
kiosk library-east &
b=$!
kiosk cafe-lumen
ra=$?
wait $b
rb=$?
[ $ra = 0 ] && ok || bad "the kiosk Cafe Lumen exited $ra: $(cat "$T/cafe-lumen.err")"
[ $rb = 0 ] && ok || bad "the kiosk Library East exited $rb: $(cat "$T/library-east.err")"

# Each kiosk's lines, game by game: 'where' at its start, for the kiosk
# that left it for the title 'where' once back at its table, its result.
declare -A start result back
for k in 0 1; do
	mapfile -t lines < <(grep '^netplay: ' "$T/${kiosks[$k]}.out")
	l=0
	for i in "${!games[@]}"; do
		start[$k,$i]=${lines[$l]:-} l=$((l + 1))
		if [ "${away[$i]}" = $k ]; then
			back[$k,$i]=${lines[$l]:-} l=$((l + 1))
		fi
		result[$k,$i]=${lines[$l]:-} l=$((l + 1))
	done
	[ "$l" = "${#lines[@]}" ] && ok || bad "${kiosks[$k]} printed ${#lines[@]} netplay lines, not $l"
done
for i in "${!games[@]}"; do
	g=${games[$i]} n=$((i + 1))
	for k in 0 1; do
		seat=$([ "${inviters[$i]}" = $k ] && echo 0 || echo 1) # the inviter plays first
		# A fresh game: this table has sent nothing yet (the inviter moves
		# first, so the other may have applied that move already).
		w=${start[$k,$i]}
		grep -Eq "^netplay: at $g at ([01]) moves, seat [0-9-]* to move, this seat $seat, sent 0, applied \\1;" <<<"$w" &&
			ok || bad "game $n ($g): ${kiosks[$k]} should start it afresh in seat $seat: '$w'"
		if [ "${away[$i]}" = $k ]; then
			w=${back[$k,$i]}
			grep -q "^netplay: at $g at $(away_at "$i") moves, seat $seat to move, this seat $seat," <<<"$w" &&
				ok || bad "game $n ($g): ${kiosks[$k]} should continue the game it left, on its turn: '$w'"
			[ -s "$T/${kiosks[$k]}.out.d/kept-$n.png" ] && ok || bad "game $n ($g): no picture of the game kept"
		fi
		r=${result[$k,$i]}
		grep -q "^netplay: $g over after [0-9]* turns: [0-9]*-[0-9]*$" <<<"$r" && ok ||
			bad "game $n ($g): ${kiosks[$k]} should finish it: '$r'"
	done
	[ "${result[0,$i]}" = "${result[1,$i]}" ] && ok ||
		bad "game $n ($g): the two tables differ: '${result[0,$i]}' and '${result[1,$i]}'"
	[ -s "$T/cafe-lumen.out.d/end-$n.png" ] && [ -s "$T/library-east.out.d/end-$n.png" ] && ok ||
		bad "game $n ($g): no picture of its end"
done
for k in "${kiosks[@]}"; do
	grep -q ', no allocation after the seal$' "$T/$k.out" && ok ||
		bad "$k's game thread allocated or was not sealed: $(tail -n 1 "$T/$k.out")"
done

# The records: one a game, in the order played, the same game on both.
records() { (cd "$T/$1.state/records" 2>/dev/null && ls); }
want=$(for i in "${!games[@]}"; do
	printf '%06d-%s\n' $((i + 1)) "$([ "${games[$i]}" = words ] && echo words.gcg || echo reversi.txt)"
done)
for k in "${kiosks[@]}"; do
	got=$(records "$k")
	[ "$got" = "$want" ] && ok || bad "$k should keep one record a game, in order: '$(tr '\n' ' ' <<<"$got")'"
done
# The same game seen from both tables: Reversi's moves and result; the
# GCG's turns, each line without its nickname (each kiosk names itself "You").
same() {
	if [ "${1%.gcg}" != "$1" ]; then
		grep '^>' "$2" | sed 's/^>[^:]*://'
	else
		grep -E '^(moves|result) ' "$2"
	fi
}
for i in "${!games[@]}"; do
	r=$(sed -n "$((i + 1))p" <<<"$want")
	ra=$(same "$r" "$T/cafe-lumen.state/records/$r" 2>/dev/null)
	rb=$(same "$r" "$T/library-east.state/records/$r" 2>/dev/null)
	[ -n "$ra" ] && [ "$ra" = "$rb" ] && ok || bad "game $((i + 1)): the two records $r differ: '$ra' and '$rb'"
done

# After the last game (left by Lobby): no game saved, and a kiosk started
# again on that state directory continues none.
for k in "${kiosks[@]}"; do
	left=$(cd "$T/$k.state" && ls -d words reversi 2>/dev/null)
	[ -z "$left" ] && ok || bad "$k: a game is still saved after the last one: $left"
	echo "shot title.png" >"$T/$k-again.script"
	kiosk "$k" -again && ok || bad "$k: the kiosk started again exited $?: $(cat "$T/$k-again.err")"
	! grep -qi 'continuing' "$T/$k-again.err" && ok ||
		bad "$k: started again, it continues a game: $(cat "$T/$k-again.err")"
	# Back at the title after the games, nothing of them is left on it
	# (no Continue, no notice): it is a fresh kiosk's, pixel for pixel.
	cmp -s "$T/$k.out.d/title-after.png" "$T/$k.out.d/title.png" && ok ||
		bad "$k: its title screen after the games is not a fresh kiosk's (NETPLAY_KEEP=DIR to see both)"
done

keep_if_failed netplay-in-a-row-fail
if [ -n "${NETPLAY_KEEP:-}" ]; then # pictures to look at
	mkdir -p "$NETPLAY_KEEP" && for k in "${kiosks[@]}"; do
		for f in "$T/$k.out.d"/*.png; do cp "$f" "$NETPLAY_KEEP/in-a-row-$k-$(basename "$f")"; done
	done
fi
for i in "${!games[@]}"; do
	echo "check-netplay: in a row, game $((i + 1)): ${result[0,$i]:-none}"
done
finish
