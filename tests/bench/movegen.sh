#!/usr/bin/env bash
# bench_movegen's target lines say what its own tables show: the all-moves
# balance is worked out again here from the printed times per play (each
# case's runs in a row, and the cases in turn), and the best-only verdict
# from the printed times against the issue's 20 / 30 / 600 µs.
# Usage: tests/bench/movegen.sh BENCH DICT MIDGAME.pos LATE.pos...
set -u
bench=$1 dict=$2
shift 2
fail=0
out=$("$bench" "$dict" "$1" 7 "${@:2}" 2>&1) || {
	echo "movegen.sh: $bench failed: $out"
	exit 1
}
# The all-moves rows: name, rack, then ns/play and x median in a row, the
# same in turn, moves and edges a play.
rows=$(awk '/^all moves/ { on = 1; next } /^  slowest/ { on = 0 } on' <<<"$out")
cases=$(grep -c . <<<"$rows")
if [ "$cases" -lt 4 ]; then
	echo "movegen.sh: expected the all-moves table, got: $out"
	exit 1
fi
# The slowest case against the median (the upper one of an even count) of
# column col, as the target means it.
slowest() {
	awk -v col="$1" '{ print $col }' <<<"$rows" | sort -g |
		awk '{ v[NR] = $1 } END { printf "%.2f", v[NR] / v[int(NR / 2) + 1] }'
}
run=$(slowest 3) turn=$(slowest 5)
line=$(grep '^target: no case above 1.2 x' <<<"$out")
verdict=$(sed -n 's/.*either way: \(met\|NOT met\) (.*/\1/p' <<<"$line")
read -r said_run said_turn <<<"$(sed -n 's/.* (\([0-9.]*\) x and \([0-9.]*\) x)$/\1 \2/p' <<<"$line")"
want=$(awk -v a="$run" -v b="$turn" 'BEGIN { print (a <= 1.2 && b <= 1.2 ? "met" : "NOT met") }')
close() { awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; exit !(d < 0.03 && d > -0.03) }'; }
if [ -z "$said_turn" ] || ! close "$run" "$said_run" || ! close "$turn" "$said_turn" || [ "$verdict" != "$want" ]; then
	echo "movegen.sh: the tables give $run x in a row and $turn x in turn ($want), the target line said: '$line'"
	fail=1
fi
# Best only: the mid-game rows' kept-state times against their targets.
best=$(awk '/^best only/ { on = 1; next } /^target/ { on = 0 } on && $1 == "midgame" { print $2, $3 }' <<<"$out")
want=$(awk '{ lim = $1 == "RETINAS" ? 20 : $1 == "RETINA?" ? 30 : 600; if ($2 > lim) bad = 1 }
	END { print (NR == 3 && !bad ? "met" : "NOT met") }' <<<"$best")
line=$(grep '^target: best only' <<<"$out")
case "$line" in
*": $want ("*) ;;
*) echo "movegen.sh: best only $(tr '\n' ' ' <<<"$best")should be '$want', the target line said: '$line'"; fail=1 ;;
esac
[ "$fail" = 0 ] && echo "check-bench-movegen: ok ($cases cases; balance $run x in a row, $turn x in turn; the target lines follow the tables)"
exit "$fail"
