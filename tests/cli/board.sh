#!/usr/bin/env bash
# tessera-board check: what it passes, tessera starts with (a theme it does
# not have is refused here too), and a board that would reserve more memory
# at start-up than the kiosk unit allows is warned about.
# Usage: tests/cli/board.sh path/to/tessera-board   Last line: "N passed, N failed".
set -u
B=${1:?usage: $0 path/to/tessera-board}
root=$(cd "$(dirname "$0")/../.." && pwd)
. "$(dirname "$0")/check.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
board() { # NAME LINES...: a minimal board config with the lines added
	local name=$1; shift
	printf '[display]\nrotation = 0\n[touch]\ndevice = auto\n' >"$tmp/$name.conf"
	printf '%s\n' "$@" >>"$tmp/$name.conf"
}

board purple '[look]' 'theme = purple'
expect "an unknown theme" 1 "$tmp/purple.conf:6: key 'theme': no such theme 'purple' \(themes: classic, high-contrast\)" \
	"$B" check "$tmp/purple.conf"
board hc '[look]' 'theme = high-contrast'
expect "a theme" 0 "$tmp/hc.conf: ok" "$B" check "$tmp/hc.conf"

# Memory: within the documented ranges, yet far more than MemoryMax=96M.
board table '[computer]' 'reversi_table_mib = 1024'
expect "a 1 GiB Reversi table" 0 "$tmp/table.conf: warning: start-up reserves 10[0-9][0-9] MiB .*MemoryMax=96M" \
	"$B" check "$tmp/table.conf"
printf '[display]\nrotation = 0\nmode = 8192x8192\n[touch]\ndevice = auto\n[look]\nscale = 4\n' >"$tmp/huge.conf"
expect "an 8192x8192 mode" 0 "$tmp/huge.conf: warning: start-up reserves 10[0-9][0-9] MiB" "$B" check "$tmp/huge.conf"
board fine '[computer]' 'reversi_table_mib = 32'
out=$("$B" check "$tmp/fine.conf" 2>&1)
[ "$out" = "$tmp/fine.conf: ok" ] && ok || bad "a 32 MiB table should pass without a warning: $out"
out=$("$B" check "$root"/board-configs/*.conf 2>&1 >/dev/null)
[ -z "$out" ] && ok || bad "the shipped boards should raise no warning: $out"
# The figure the warning is against is the unit's.
grep -qx 'MemoryMax=96M' "$root/dist/tessera.service" && ok ||
	bad "dist/tessera.service's MemoryMax changed: update BOARD_UNIT_MEMORY_MIB in src/cli/board.c"

# show prints every setting of the board, defaults included (docs/board-configs.md):
# a board that sets a value other than the default for a key of each section
# shows it, the keys it leaves out show their documented defaults, and what
# show prints is itself a board config that check passes with the same values.
mkdir -p "$tmp/boards"
cat >"$tmp/boards/every.conf" <<'EOF2'
[board]
description = A test board
[display]
rotation = 90
mode = 720x1280
[touch]
device = Goodix
long_press_ms = 700
[look]
scale = 1.25
[computer]
think_ms = 2500
reversi_table_mib = 8
[kiosk]
cover_after_s = 30
blank_after_s = 0
EOF2
out=$(TESSERA_BOARD_DIR="$tmp/boards" "$B" show every 2>&1)
for line in 'description = A test board' 'rotation = 90' 'mode = 720x1280' 'device = Goodix' 'long_press_ms = 700' \
	'scale = 1.25' 'think_ms = 2500' 'reversi_table_mib = 8' '[kiosk]' 'cover_after_s = 30' 'blank_after_s = 0' \
	'ask_after_s = 600' 'park_after_s = 60' 'offer_for_s = 900' 'attract_after_s = 120' 'drag_threshold = 10' \
	'theme = classic' 'format = xrgb8888'; do
	grep -qxF -- "$line" <<<"$out" && ok || bad "show every: no line '$line' in: $out"
done
printf '%s\n' "$out" >"$tmp/shown.conf"
expect "show's output is a board config" 0 "shown.conf: ok" "$B" check "$tmp/shown.conf"
out2=$(TESSERA_BOARD_DIR="$tmp" "$B" show shown 2>&1 | grep -v '^#')
[ "$out2" = "$(grep -v '^#' <<<"$out")" ] && ok || bad "show of show's output differs: $out2"

# The exit statuses --help states are the ones the commands give.
help=$("$B" --help 2>/dev/null); rc=$?
[ "$rc" -eq 0 ] && grep -q '^Exit status: 0 ok' <<<"$help" && ok || bad "--help: exit $rc, or no exit statuses in: $help"
out=$("$B" -h 2>/dev/null); rc=$?
[ "$rc" -eq 0 ] && [ "$out" = "$help" ] && ok || bad "-h: exit $rc, not --help's text"
expect "check: a bad file is 1" 1 "key 'theme'" "$B" check "$tmp/purple.conf"
expect "check: no such file is 1" 1 "cannot open: No such file" "$B" check "$tmp/none.conf"
expect "show: an unknown board is 1" 1 "unknown board 'none'" env TESSERA_BOARD_DIR="$tmp" "$B" show none
expect "check without a file is a usage error" 2 "usage: tessera-board" "$B" check
expect "set-calibration with no number is 2" 2 "is not a number" "$B" set-calibration "$tmp/hc.conf" 1 0 0 0 1 x
expect "set-calibration of a missing file is 1" 1 "none.conf" "$B" set-calibration "$tmp/none.conf" 1 0 0 0 1 0

# list, show and check only read: with $HOME and $STATE_DIRECTORY naming
# places that are not there, run in a folder holding only a copy of the
# board configs, they make and change nothing.
mkdir "$tmp/here" && cp -r "$root/board-configs" "$tmp/here/" && before=$(ls -lR --full-time "$tmp/here")
b=$(realpath "$B")
(cd "$tmp/here" && export HOME="$tmp/no-home" STATE_DIRECTORY="$tmp/no-state" &&
	"$b" list && "$b" show rpi-7inch && "$b" check board-configs/*.conf) >"$tmp/read-only.log" 2>&1 </dev/null
rc=$?
[ "$rc" -eq 0 ] && [ "$(ls -lR --full-time "$tmp/here")" = "$before" ] && [ ! -e "$tmp/no-home" ] &&
	[ ! -e "$tmp/no-state" ] && ok ||
	bad "list, show or check: exit $rc ($(tail -n 1 "$tmp/read-only.log")), or it made or changed a file or folder"
finish
