#!/usr/bin/env bash
# Command-line tests of the game program's own arguments, before any device is
# touched (the devices themselves are tested in tests/e2e on a real kernel).
# Usage: tests/cli/tessera.sh path/to/tessera      Last line: "N passed, N failed".
set -u
B=${1:?usage: $0 path/to/tessera}
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); printf 'FAIL %s\n' "$*" >&2; }

# expect NAME STATUS PATTERN CMD...: exit STATUS and output (both streams) matching PATTERN.
expect() {
	local name=$1 want=$2 pattern=$3; shift 3
	local out rc
	out=$("$@" 2>&1 </dev/null); rc=$?
	if [ "$rc" -ne "$want" ]; then bad "$name: exit $rc, expected $want; output: $out"; return; fi
	if ! grep -qE -- "$pattern" <<<"$out"; then bad "$name: output lacks /$pattern/: $out"; return; fi
	ok
}

# --help goes to stdout, exits 0 and names every option the program takes.
help=$("$B" --help 2>/dev/null); rc=$?
[ "$rc" -eq 0 ] && ok || bad "--help: exit $rc"
for opt in --board --seed --think-ms --device --connector --mode --rotation --format --touch --input-dir --no-flip --calibrate; do
	grep -q -- "$opt" <<<"$help" && ok || bad "--help does not mention $opt"
done

# A typo is a usage error that names the word, before any device is opened.
expect "unknown option" 2 'unknown option.*--bogus' "$B" --bogus
expect "bad seed" 2 'bad value: --seed' "$B" --seed twelve
expect "bad rotation" 2 'bad value: --rotation' "$B" --rotation 45
# The Words Expert's time per turn: 50 ms to a minute.
expect "think too short" 2 'bad value: --think-ms' "$B" --think-ms 10
expect "think not a number" 2 'bad value: --think-ms' "$B" --think-ms 2s
expect "think in range" 1 '/dev/dri/card9' "$B" --think-ms 500 --device /dev/dri/card9
# The budget in force is logged before any device: 2000 ms by default, the
# board config's [computer] think_ms with --board, --think-ms over both.
expect "think default" 1 'Words Expert thinks 2000 ms a turn \(default\)' "$B" --device /dev/dri/card9
expect "think from the board" 1 'Words Expert thinks 3000 ms a turn \(board config\)' \
	"$B" --board waveshare-3.5-spi --device /dev/dri/card9
expect "board without think_ms" 1 'Words Expert thinks 2000 ms a turn \(board config\)' \
	"$B" --board desktop --device /dev/dri/card9
expect "think-ms over the board" 1 'Words Expert thinks 500 ms a turn \(--think-ms\)' \
	"$B" --think-ms 500 --board waveshare-3.5-spi --device /dev/dri/card9
bc=$(mktemp -d)
printf '[display]\nrotation = 0\n[touch]\ndevice = auto\n[computer]\nthink_ms = 75\n' >"$bc/slow.conf"
expect "think from another board" 1 'Words Expert thinks 75 ms a turn \(board config\)' \
	env TESSERA_BOARD_DIR="$bc" "$B" --board slow --device /dev/dri/card9
printf '[display]\nrotation = 0\n[touch]\ndevice = auto\n[computer]\nthink_ms = 90000\n' >"$bc/bad.conf"
expect "think out of range in the board" 2 "$bc/bad.conf:6: key 'think_ms': bad value '90000' \\(expected milliseconds, 50 to 60000\\)" \
	env TESSERA_BOARD_DIR="$bc" "$B" --board bad --think-ms 500 --device /dev/dri/card9
rm -rf "$bc"
expect "missing value" 2 'missing or bad value: --board' "$B" --board
# An unknown board lists the ones there are.
expect "unknown board" 2 "unknown board 'nope'.*available boards:.*rpi-7inch" "$B" --board nope
# A device that is not there is named in the error.
expect "missing device" 1 '/dev/dri/card9' "$B" --device /dev/dri/card9

# Calibration writes a board config: it needs one, and one it may rewrite,
# checked before any device is opened.  The config's folder is mounted
# read-only for the run (tests/tools/readonly), which stops root too.
expect "calibrate without a board" 2 '--calibrate needs --board NAME' "$B" --calibrate
ro=$(mktemp -d) && cp board-configs/rpi-7inch.conf "$ro/ro.conf"
expect "calibrate a read-only config" 1 "$ro/ro.conf: cannot rewrite the board config: Read-only file system.*nothing was changed" \
	"$(dirname "$0")/../tools/readonly" "$ro" env TESSERA_BOARD_DIR="$ro" "$B" --calibrate --board ro
cmp -s board-configs/rpi-7inch.conf "$ro/ro.conf" && ok || bad "calibrate a read-only config: the file changed"
rm -rf "$ro"

printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
