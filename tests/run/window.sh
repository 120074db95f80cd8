#!/usr/bin/env bash
# make run's window way as a newcomer meets it on a desktop without a DRM
# device: tools/run-tessera under Xvfb boots the game in a QEMU window.
#   - with no ARGS the window shows the title screen at qemu-virtio's
#     800x480, pixel for pixel as tessera-headless draws it; the X mouse
#     taps Words and Player 2, which becomes a computer (only offered with
#     the dictionary): the window then shows that settings page;
#   - with ARGS="--board waveshare-3.5-spi" the window is that board's
#     480x320 at its look's scale 0.75.
# Screenshots (xwd of the window) and the console logs: OUTDIR.
# Usage: tests/run/window.sh BUILD_DIR DICT OUTDIR    Last line: "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
build=$(realpath "${1:?usage: $0 BUILD_DIR DICT OUTDIR}")
dict=$(realpath "${2:?usage: $0 BUILD_DIR DICT OUTDIR}")
out=${3:?usage: $0 BUILD_DIR DICT OUTDIR}
pixels=tests/tools/pixels
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); printf 'FAIL %s\n' "$*" >&2; }
finish() { printf '%d passed, %d failed\n' "$pass" "$fail"; [ "$fail" -eq 0 ]; exit; }
for tool in Xvfb xdotool xwd xwininfo qemu-system-x86_64; do
	command -v $tool >/dev/null || { bad "$tool is missing (tools/deps check installs it)"; finish; }
done
rm -rf "$out" && mkdir -p "$out"
out=$(realpath "$out")

xvfb= game=
stop_game() {
	[ -n "$game" ] && { kill -- -"$game" 2>/dev/null; wait "$game" 2>/dev/null; }
	game=
}
trap 'stop_game; [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null' EXIT
# An X server of our own, on the first free display it finds.
Xvfb -displayfd 5 -screen 0 1600x1200x24 -nolisten tcp 5>"$out/display" 2>"$out/xvfb.log" &
xvfb=$!
for _ in $(seq 100); do [ -s "$out/display" ] && break; sleep 0.1; done
[ -s "$out/display" ] || { bad "Xvfb did not start: $(cat "$out/xvfb.log")"; finish; }
export DISPLAY=:$(cat "$out/display")
export NO_AT_BRIDGE=1	# GTK: no accessibility bus to look for

# boot NAME ARGS...: make run's way with no DRM device, in its own process
# group; waits for the game and its window (win, bar: the menu bar's height).
boot() {
	local name=$1
	shift
	setsid env TESSERA_RUN_DRM="$out/no-drm/card*" TESSERA_DICT="$dict" \
		tools/run-tessera "$build" "$@" >"$out/$name.log" 2>&1 </dev/null &
	game=$!
	for _ in $(seq 1800); do
		grep -q '^tessera: running' "$out/$name.log" && break
		kill -0 "$game" 2>/dev/null || break
		sleep 0.1
	done
	if ! grep -q '^tessera: running' "$out/$name.log"; then
		bad "$name: the game did not start in 180 s: $(tail -n 20 "$out/$name.log")"
		stop_game
		return 1
	fi
	win=$(xdotool search --onlyvisible --name '^QEMU' | tail -n 1)
	[ -n "$win" ] || { bad "$name: no QEMU window"; stop_game; return 1; }
}

# shows NAME W H EXPECTED: the window is W wide, H high under its menu bar,
# and within 30 s that WxH is EXPECTED, pixel for pixel.
shows() {
	local name=$1 w=$2 h=$3 want=$4 ww wh d=
	ww=$(xwininfo -id "$win" | sed -n 's/^ *Width: //p')
	wh=$(xwininfo -id "$win" | sed -n 's/^ *Height: //p')
	bar=$((wh - h))
	if [ "$ww" -ne "$w" ] || [ "$bar" -lt 0 ] || [ "$bar" -gt 100 ]; then
		bad "$name: the window is ${ww}x$wh, expected $w wide and $h high under the menu bar"
		return 1
	fi
	for _ in $(seq 60); do
		xwd -silent -id "$win" >"$out/$name.xwd" &&
			$pixels crop "$out/$name.xwd" "$out/$name.png" 0 "$bar" "$w" "$h" &&
			d=$($pixels diff "$out/$name.png" "$want") && { ok; return 0; }
		sleep 0.5
	done
	bad "$name: the window's ${w}x$h is not $want: $d (screenshot $out/$name.png)"
	return 1
}

# click X Y: the X mouse taps (X, Y) of the game's screen.
click() {
	xdotool mousemove --window "$win" "$1" $(($2 + bar)) click 1
	sleep 0.5
}

# expect_log NAME REGEX: the console of boot NAME has a matching line.
expect_log() {
	tr -d '\r' <"$out/$1.log" | grep -qE "$2" && ok || bad "$1: no console line /$2/: $(tail -n 20 "$out/$1.log")"
}

# ---- make run: qemu-virtio, 800x480, with the dictionary ------------------------
layout=$("$build/tessera-headless" --game menu --layout --size 800x480)
# at LABEL [N]: the centre of the Nth button labelled LABEL (the seats' rows
# are "person" buttons, Player 1's first).
at() { sed -n "s/^$1: \([0-9]*\) \([0-9]*\)$/\1 \2/p" <<<"$layout" | sed -n "${2:-1}p"; }
words=$(at Words) seat=$(at person 2)
[ -n "$words" ] && [ -n "$seat" ] || { bad "tessera-headless --layout names no Words button or Player 2 row"; finish; }
# What tessera-headless draws for the same taps, with the dictionary.
mkdir -p "$out/want-800x480"
{
	echo "shot home.png"
	echo "down $words"; echo "up $words"
	for _ in 1 2 3; do echo "down $seat"; echo "up $seat"; done
	echo "shot seat.png"
} >"$out/want-800x480.script"
"$build/tessera-headless" --game menu --dict "$dict" --size 800x480 --out "$out/want-800x480" \
	"$out/want-800x480.script" >/dev/null || bad "tessera-headless could not draw the expected screens"
if boot default; then
	expect_log default '^run-qemu: tessera --board qemu-virtio on a 800x480 screen$'
	expect_log default '^tessera: display /dev/dri/card0 Virtual-1 800x480, '
	expect_log default '^tessera: dictionary /dict/words.tdict, [1-9][0-9]* words$'
	if shows title 800 480 "$out/want-800x480/home.png"; then
		click $words
		for _ in 1 2 3; do click $seat; done
		shows computer-seat 800 480 "$out/want-800x480/seat.png"
	fi
	stop_game
fi

# ---- make run ARGS="--board waveshare-3.5-spi": its 480x320 and look --------------
mkdir -p "$out/want-480x320"
echo "shot home.png" >"$out/want-480x320.script"
"$build/tessera-headless" --game menu --dict "$dict" --size 480x320 --scale 0.75 \
	--out "$out/want-480x320" "$out/want-480x320.script" >/dev/null || bad "tessera-headless at 480x320 failed"
if boot waveshare --board waveshare-3.5-spi; then
	expect_log waveshare '^run-qemu: tessera --board waveshare-3.5-spi on a 480x320 screen$'
	expect_log waveshare '^tessera: display /dev/dri/card0 Virtual-1 480x320, '
	shows waveshare-title 480 320 "$out/want-480x320/home.png"
	stop_game
fi
finish
