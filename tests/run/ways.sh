#!/usr/bin/env bash
# make run's choice of way (tools/run-tessera): with a DRM device the game on
# it, else with a desktop the QEMU window, else the headless demo - each with
# the dictionary.  The first two are checked as the commands run-tessera
# would run (--print; the DRM way's tessera is started the same way in the
# e2e guest, where tests/e2e/scenarios/words.scn checks that it loads the
# dictionary, and tests/run/window.sh runs the window way); the headless
# demo is run, and its screenshots must be the golden images of a person
# against the computer.
# Usage: tests/run/ways.sh BUILD_DIR DICT     Last line: "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
build=$(realpath "${1:?usage: $0 BUILD_DIR DICT}")
dict=$(realpath "${2:?usage: $0 BUILD_DIR DICT}")
pixels=tests/tools/pixels
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); printf 'FAIL %s\n' "$*" >&2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: >"$tmp/card0"
nodrm="$tmp/none/card*"

# way NAME EXPECTED ENV...: run-tessera --print under ENV prints EXPECTED.
way() {
	local name=$1 want=$2 out
	shift 2
	out=$(env "$@" TESSERA_DICT="$dict" tools/run-tessera --print "$build" --board rpi-7inch 2>&1)
	[ "$out" = "$want" ] && ok || bad "$name: printed
$out
expected
$want"
}
way "a DRM device" "drm: env TESSERA_DICT=$dict $build/tessera --board rpi-7inch" \
	TESSERA_RUN_DRM="$tmp/card*" DISPLAY=:9
way "a desktop, no DRM device" 'qemu-window: make --no-print-directory run-qemu ARGS=--board\ rpi-7inch' \
	TESSERA_RUN_DRM="$nodrm" DISPLAY=:9
way "Wayland, no DRM device" 'qemu-window: make --no-print-directory run-qemu ARGS=--board\ rpi-7inch' \
	TESSERA_RUN_DRM="$nodrm" DISPLAY= WAYLAND_DISPLAY=wayland-0
way "no display" "headless: $build/tessera-headless --game menu --dict $dict --size 800x480 --out build/demo/800x480 tests/golden/menu-computer-800x480.script
headless: $build/tessera-headless --game menu --dict $dict --size 480x800 --out build/demo/480x800 tests/golden/menu-computer-480x800.script" \
	TESSERA_RUN_DRM="$nodrm" DISPLAY= WAYLAND_DISPLAY=

# Without a dictionary there is no game to start: a clear error.
out=$(TESSERA_RUN_DRM="$nodrm" DISPLAY= WAYLAND_DISPLAY= TESSERA_DICT="$tmp/none.tdict" \
	tools/run-tessera "$build" 2>&1) && bad "no dictionary: exit 0" || ok
grep -q "no dictionary at $tmp/none.tdict (make dict builds it)" <<<"$out" && ok || bad "no dictionary: $out"

# The headless way, run: every screenshot it lists is the golden image of
# that step (the golden check renders those with the dictionary).
out=$(TESSERA_RUN_DRM="$nodrm" DISPLAY= WAYLAND_DISPLAY= TESSERA_DICT="$dict" tools/run-tessera "$build" 2>&1) \
	&& ok || bad "headless demo: exit status $?: $out"
# One screenshot for each 'shot' line of the two scripts.
want=$(cat tests/golden/menu-computer-800x480.script tests/golden/menu-computer-480x800.script | grep -c '^shot ')
shots=$(grep -c '^  build/demo/.*\.png$' <<<"$out")
[ "$shots" -eq "$want" ] && ok || bad "headless demo: $shots screenshots listed, expected $want: $out"
for png in $(sed -n 's/^  \(build\/demo\/.*\.png\)$/\1/p' <<<"$out"); do
	size=$(basename "$(dirname "$png")")
	ref=tests/golden/ref/menu-computer-$size/$(basename "$png")
	d=$($pixels diff "$png" "$ref") && ok || bad "headless demo: $png is not $ref: $d"
done
# ... and that comparison tells a game with the dictionary from one without:
# without it, the seat stays a person.
mkdir -p "$tmp/nodict"
"$build/tessera-headless" --game menu --size 800x480 --out "$tmp/nodict" \
	tests/golden/menu-computer-800x480.script >/dev/null 2>&1
$pixels diff "$tmp/nodict/seat.png" build/demo/800x480/seat.png >/dev/null \
	&& bad "the demo's seat page is the same without the dictionary" || ok

printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
