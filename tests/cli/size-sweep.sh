#!/usr/bin/env bash
# Every supported screen size (docs/gfx-ui.md, "Screen sizes"): the menu's
# pages, Words turns, Reversi, the kiosk's idle cover and a Words game
# between kiosks (--peer), each at every size and the scale its board config
# would use, with every frame's damage verified and every shot's text
# audited (--verify-damage --check-text).  The scripts are written per size
# from `tessera-headless --layout` by `tools/golden-scripts --sweep`, so a
# layout change moves the taps with it.  Nothing is compared with a
# reference: a size passes when nothing overflows its box and no repaint
# misses a pixel.
# Usage: tests/cli/size-sweep.sh HEADLESS OUTDIR [SIZE@SCALE...]
#   (TESSERA_DICT: the word list, for the game between kiosks.)
# Last line: "N passed, N failed".
set -u
H=${1:?usage: $0 path/to/tessera-headless OUTDIR [SIZE@SCALE...]}
OUT=${2:?usage: $0 path/to/tessera-headless OUTDIR [SIZE@SCALE...]}
shift 2
cd "$(dirname "$0")/../.."
# The shipped panels turned either way, at their board configs' scales
# (waveshare-3.5-spi 0.75, rpi-touch-display-2 1.25), and the common HDMI
# modes up to 1920x1080 both ways at desktop's 1 (1366x768 and 1280x720 at
# 1 lie between swept sizes; left out to keep the sweep near a minute), and
# 1280x800 at 2: a large scale whose settings rows are lower than Start.
SIZES=(480x320@0.75 320x480@0.75 800x480@1 480x800@1 1280x720@1.25 720x1280@1.25
	640x480@1 480x640@1 800x600@1 600x800@1 1024x600@1 600x1024@1 1024x768@1 768x1024@1
	1280x800@1 800x1280@1 1920x1080@1 1080x1920@1 1280x800@2)
[ $# -gt 0 ] && SIZES=("$@")
pass=0 fail=0
rm -rf "$OUT" && mkdir -p "$OUT/scripts"
if ! tools/golden-scripts --sweep "$OUT/scripts" "${SIZES[@]}" 2>"$OUT/scripts.log"; then
	cat "$OUT/scripts.log"
	echo "0 passed, 1 failed"
	exit 1
fi
dict=()
[ -n "${TESSERA_DICT:-}" ] && dict=(--dict "$TESSERA_DICT")
for spec in "${SIZES[@]}"; do
	size=${spec%@*} scale=${spec#*@}
	for kind in menu words-turns reversi kiosk net; do
		args=(--size "$size" --scale "$scale")
		case $kind in
		menu) args+=(--game menu) ;;
		reversi) args+=(--game reversi) ;;
		kiosk) args+=(--kiosk) ;;
		net) args+=(--game menu --peer "Library East/Quai 2" "${dict[@]}") ;;
		esac
		dir=$OUT/$kind-$size@$scale
		mkdir -p "$dir"
		if "$H" "${args[@]}" --verify-damage --check-text --out "$dir" "$OUT/scripts/$kind-$size@$scale.script" \
			>"$dir/log" 2>&1; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL $kind at $size, scale $scale (shots in $dir):"
			grep -E '^headless:|^tessera-headless:.*(error|cannot)|DAMAGE|text cut' "$dir/log" | head -8
		fi
	done
done
# Under the smallest supported size the app says so at start; at it, not.
printf 'shot one.png\n' >"$OUT/one.script"
for spec in 320x240@0.75:yes 480x320@0.75:no 320x480@0.75:no; do
	size=${spec%@*} scale=${spec#*@} scale=${scale%:*} want=${spec#*:}
	said=no
	"$H" --size "$size" --scale "$scale" --out "$OUT" "$OUT/one.script" 2>&1 |
		grep -q "the screen ($size) is under the smallest supported, 480x320 either way" && said=yes
	if [ "$said" = "$want" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL at $size the warning of a screen under 480x320: said $said, expected $want"
	fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
