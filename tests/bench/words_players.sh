#!/usr/bin/env bash
# bench_words_players' options for long matches: a match split at FIRST adds
# up to the whole (the same seeded games), and BUDGET_MS 0 (Expert without a
# clock, 64 draws) plays the same games every run.
# Usage: tests/bench/words_players.sh BENCH DICT
set -u
bench=$1 dict=$2
fail=0
# "N won, N drawn, N lost" of a run's result line, as three numbers.
record() {
	"$bench" "$dict" "$@" 2>/dev/null | sed -n 's/.* \([0-9]*\) won, \([0-9]*\) drawn, \([0-9]*\) lost.*/\1 \2 \3/p'
}
read -r w d l <<<"$(record 24 hard:medium 0)"
read -r w1 d1 l1 <<<"$(record 12 hard:medium 0 1)"
read -r w2 d2 l2 <<<"$(record 12 hard:medium 0 13)"
if [ -z "$w" ] || [ "$((w1 + w2)) $((d1 + d2)) $((l1 + l2))" != "$w $d $l" ]; then
	echo "words_players.sh: games 1-12 ($w1-$d1-$l1) and 13-24 ($w2-$d2-$l2) do not add up to 1-24 ($w-$d-$l)"
	fail=1
fi
# Expert without a clock: everything but the speed repeats.
strip() { "$bench" "$dict" 2 expert:hard 0 5 2>/dev/null | sed 's/; [0-9.]* games\/s//'; }
a=$(strip) b=$(strip)
if [ -z "$a" ] || [ "$a" != "$b" ]; then
	echo "words_players.sh: Expert without a clock did not repeat: '$a' then '$b'"
	fail=1
fi
# LEVEL@N plays as Hard while the bag holds more than N tiles: never with
# N 86 (the most a bag holds once the racks are drawn), so the same games;
# with N 0 the whole game but the end, so other games.
games() { "$bench" "$dict" 12 "$1" 0 2>/dev/null | sed -n 's/.*: \([0-9]* games.*\); [0-9.]* games\/s.*/\1/p'; }
plain=$(games medium:medium) never=$(games medium@86:medium) mostly=$(games medium@0:medium)
if [ -z "$plain" ] || [ "$plain" != "$never" ] || [ "$plain" = "$mostly" ]; then
	echo "words_players.sh: medium@86 should play medium's games ('$plain'), got '$never'; medium@0 other ones, got '$mostly'"
	fail=1
fi
# LEVEL/TABLE chooses by another level's leave table: Hard by its own is
# hard:hard's games, Hard by Expert's plays other ones; a table not a level
# is refused.
own=$(games hard/hard:hard) plain_hard=$(games hard:hard) other=$(games hard/expert:hard)
if [ -z "$own" ] || [ "$own" != "$plain_hard" ] || [ "$own" = "$other" ]; then
	echo "words_players.sh: hard/hard should play hard:hard's games ('$plain_hard'), got '$own'; hard/expert other ones, got '$other'"
	fail=1
fi
if "$bench" "$dict" 2 hard/wise:hard 0 >/dev/null 2>&1; then
	echo "words_players.sh: hard/wise:hard (no such level) was accepted"
	fail=1
fi
# The target lines: judged only on a match of 1000 games, and then "met"
# exactly when the share won printed reaches the target's 60 %.
short=$("$bench" "$dict" 2 hard:medium 0 2>/dev/null | grep '^target:')
case "$short" in
"target: Hard wins at least 60% of 1000 games against Medium: not judged by 2 games ("*) ;;
*) echo "words_players.sh: 2 games of hard:medium should not judge the target, said '$short'"; fail=1 ;;
esac
long=$("$bench" "$dict" 1000 hard:medium 0 2>/dev/null)
won=$(sed -n 's/.*lost (\([0-9.]*\)% won).*/\1/p' <<<"$long")
verdict=$(sed -n 's/^target: Hard wins at least 60% of 1000 games against Medium: \(met\|NOT met\) (\([0-9.]*\)%)$/\1 \2/p' <<<"$long")
want=$(awk -v w="$won" 'BEGIN { print (w >= 60 ? "met" : "NOT met") " " w }')
if [ -z "$won" ] || [ "$verdict" != "$want" ]; then
	echo "words_players.sh: 1000 games of hard:medium, $won% won, should say '$want', said '$verdict'"
	fail=1
fi
[ "$fail" = 0 ] && echo "check-bench-words-players: ok (a split match adds up; Expert without a clock repeats: ${a%%$'\n'*}; LEVEL@N plays as Hard before; LEVEL/TABLE by another table)"
exit "$fail"
