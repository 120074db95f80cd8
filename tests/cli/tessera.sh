#!/usr/bin/env bash
# Command-line tests of the game program's own arguments, before any device is
# touched (the devices themselves are tested in tests/e2e on a real kernel).
# Usage: tests/cli/tessera.sh path/to/tessera      Last line: "N passed, N failed".
set -u
B=${1:?usage: $0 path/to/tessera}
. "$(dirname "$0")/check.sh"

# --help goes to stdout, exits 0 and names every option the program takes.
help=$("$B" --help 2>/dev/null); rc=$?
[ "$rc" -eq 0 ] && ok || bad "--help: exit $rc"
for opt in --board --seed --think-ms --device --connector --mode --rotation --format --touch --input-dir --no-flip --calibrate; do
	grep -q -- "$opt" <<<"$help" && ok || bad "--help does not mention $opt"
done
# ... and says what its exit statuses mean and where its files are: an
# operator writing the kiosk unit's TESSERA_ARGS learns there that a usage
# error (2) is not started again, as the tests below and docs/kiosk.md say.
for said in '-h ' 'Exit status: 0 after SIGTERM' '; 1 the' 'display cannot be used' '--kiosk waits for one' '2 a usage error or a bad' \
	'130 after' 'SIGINT, 129 after SIGHUP' 'STATE_DIRECTORY' '/var/lib/tessera' '~/.local/state/tessera' 'words.bad.N'; do
	grep -q -- "$said" <<<"$help" && ok || bad "--help does not say '$said'"
done
# The README's table of programs names every option too (it once lacked
# --kiosk, the one the kiosk unit runs it with, --mode and --connector).
readme=$(grep '^| `tessera` |' "$(dirname "$0")/../../README.md")
for opt in $(grep -o -- '--[a-z][a-z-]*' <<<"$help" | sort -u); do
	grep -q -- "\`$opt" <<<"$readme" && ok || bad "README.md's row for tessera does not name $opt"
done

# A typo is a usage error that names the word, before any device is opened.
expect "unknown option" 2 'unknown option.*--bogus' "$B" --bogus
expect "bad seed" 2 'bad value: --seed' "$B" --seed twelve
expect "bad rotation" 2 'bad value: --rotation' "$B" --rotation 45
# A misspelt or out-of-range level is a usage error, never "no computer".
expect "computer misspelt" 2 'bad value: --computer' "$B" --computer hrad
expect "computer out of range" 2 'bad value: --computer' "$B" --computer 9
expect "computer none" 1 '/dev/dri/card9' "$B" --computer none --device /dev/dri/card9
expect "mode with junk" 2 'bad value: --mode' "$B" --mode 800x480junk
expect "mode negative" 2 'bad value: --mode' "$B" --mode -800x480
expect "mode zero" 2 'bad value: --mode' "$B" --mode 0x480
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
# A $TESSERA_BOARD_DIR that is not there (a typo, a card not mounted) or is a
# file is said as tessera-board says it, in the journal; the board is then the
# one found in the other folders (named with its file), and tessera starts.
for gone in "$bc/gone" "$bc/slow.conf"; do
	why="No such file or directory"; [ -f "$gone" ] && why="Not a directory"
	for said in "^tessera: warning: \\\$TESSERA_BOARD_DIR $gone: $why \\(set it to the folder of your board configs, or unset it\\)\$" \
		'^tessera: board rpi-7inch from board-configs/rpi-7inch.conf$' 'Words Expert thinks' '/dev/dri/card9'; do
		expect "a \$TESSERA_BOARD_DIR not there ($why)" 1 "$said" \
			env TESSERA_BOARD_DIR="$gone" "$B" --board rpi-7inch --device /dev/dri/card9
	done
done
expect "--memory with a \$TESSERA_BOARD_DIR not there" 0 "^tessera: warning: \\\$TESSERA_BOARD_DIR $bc/gone: No such file" \
	env TESSERA_BOARD_DIR="$bc/gone" "$B" --memory --board rpi-7inch --no-dict
for said in "unknown board 'slow2'" "^tessera: warning: \\\$TESSERA_BOARD_DIR $bc/gone: No such file"; do
	expect "an unknown board and a \$TESSERA_BOARD_DIR not there" 2 "$said" \
		env TESSERA_BOARD_DIR="$bc/gone" "$B" --board slow2 --device /dev/dri/card9
done
out=$(TESSERA_BOARD_DIR="$bc" "$B" --board slow --device /dev/dri/card9 2>&1)
grep -q 'TESSERA_BOARD_DIR' <<<"$out" && bad "a \$TESSERA_BOARD_DIR that is there is said: $out" || ok
rm -rf "$bc"
expect "missing value" 2 'missing value: --board needs one' "$B" --board
# Every option that takes a value, given last, says so (not 'unknown').
for o in --board --game --players --computer --dict --seed --think-ms --device --connector --mode --rotation \
	--format --touch --input-dir; do
	expect "$o without its value" 2 "^tessera: missing value: $o needs one \(the next argument\)\$" "$B" "$o"
done
# Each mistake says which it is: an option that does not exist, one without
# its value, a value it does not take (quoted, so a stray space shows); an
# --opt=value is told how to write it (the unit's TESSERA_ARGS is where an
# operator would write it so, and a usage error ends the service).
expect "unknown option said" 2 '^tessera: unknown option: --bogus$' "$B" --bogus
expect "--opt=value" 2 "unknown option: --board=rpi-7inch \(an option's value is the next argument: --board rpi-7inch\)" \
	"$B" --board=rpi-7inch
expect "--unknown=value" 2 '^tessera: unknown option: --bogus=1$' "$B" --bogus=1
expect "a bad value quoted" 2 "^tessera: bad value: --players '5'$" "$B" --players 5
# Numbers are digits: strtoull alone would read " -1" as 2^64 - 1, " 3" as 3.
expect "seed with a space and a sign" 2 "bad value: --seed ' -1'" "$B" --seed ' -1'
expect "players with a space" 2 "bad value: --players ' 3'" "$B" --players ' 3'
# --mode is the board config's mode (docs/board-configs.md: 1..8192 each way).
expect "mode with a space" 2 "bad value: --mode '800x 480'" "$B" --mode '800x 480'
expect "mode with a sign" 2 "bad value: --mode '800x\+480'" "$B" --mode '800x+480'
expect "mode over 8192" 2 "bad value: --mode '8193x480'" "$B" --mode 8193x480
expect "mode of 8192" 0 'memory reserved at start-up, 8192x480' "$B" --memory --no-dict --mode 8192x480
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

# --memory: the start-up reservations, for the board's mode, without a
# device.  The display's pieces follow from the mode: an 800x480 XRGB8888
# shadow canvas is 800*480*4 bytes, the two scanout buffers twice that; a
# quarter turn swaps the canvas, not the panel.
expect "memory of a board" 0 "shadow canvas +$((800 * 480 * 4)) bytes" \
	"$B" --memory --board qemu-virtio --no-dict --device /dev/dri/card9
expect "memory: scanout" 0 "scanout buffers.* +$((2 * 800 * 480 * 4)) bytes" "$B" --memory --board rpi-7inch --no-dict
# The Reversi table: [computer] reversi_table_mib, 16 MiB by default, all of
# it used (2^18 buckets of 64 bytes); of 10 MiB, 2^17 buckets (8 MiB).
expect "memory: the computers" 0 "Reversi computer table +$((16 << 20)) bytes" "$B" --memory --no-dict
tt=$(mktemp -d)
printf '[display]\nrotation = 0\n[touch]\ndevice = auto\n[computer]\nreversi_table_mib = 10\n' >"$tt/small.conf"
expect "memory: the board's table size" 0 "Reversi computer table +$((8 << 20)) bytes" \
	env TESSERA_BOARD_DIR="$tt" "$B" --memory --board small --no-dict
rm -rf "$tt"
expect "memory: rotated" 0 "memory reserved at start-up, 480x800" "$B" --memory --mode 800x480 --rotation 90 --no-dict
expect "memory: RGB565 buffers" 0 "scanout buffers.* +$((2 * 480 * 320 * 2)) bytes" \
	"$B" --memory --board waveshare-3.5-spi --no-dict
expect "memory: a total" 0 "one block of [0-9]+ bytes, allocated once; then the memory is sealed" \
	"$B" --memory --no-dict

# The board's [look] theme names one of the themes, checked as the config is read.
tb=$(mktemp -d)
printf '[display]\nrotation = 0\n[touch]\ndevice = auto\n[look]\ntheme = %s\n' nope >"$tb/nope.conf"
printf '[display]\nrotation = 0\n[touch]\ndevice = auto\n[look]\ntheme = %s\n' high-contrast >"$tb/hc.conf"
expect "unknown theme" 2 "$tb/nope.conf:6: key 'theme': no such theme 'nope' \\(themes: classic, high-contrast\\)" \
	env TESSERA_BOARD_DIR="$tb" "$B" --board nope --device /dev/dri/card9
expect "a theme" 1 '/dev/dri/card9' env TESSERA_BOARD_DIR="$tb" "$B" --board hc --device /dev/dri/card9
rm -rf "$tb"

# A FIFO where a file is expected never hangs the start: it is refused with
# a clear error (a board config, a dictionary), at once.
ff=$(mktemp -d)
mkfifo "$ff/fifo.conf" "$ff/words.tdict"
expect "a FIFO as the board config" 2 "$ff/fifo.conf: cannot open: not a regular file" \
	env TESSERA_BOARD_DIR="$ff" timeout 10 "$B" --board fifo
expect "a FIFO as the dictionary" 0 "dictionary $ff/words.tdict: not a regular file; playing without one" \
	timeout 10 "$B" --memory --dict "$ff/words.tdict"
expect "a FIFO as \$TESSERA_DICT" 0 "dictionary $ff/words.tdict: not a regular file" \
	env TESSERA_DICT="$ff/words.tdict" timeout 10 "$B" --memory

# A dictionary that cannot be used is said before any device is opened -
# first, and also when no display can be opened (as here: card9) - and the
# game goes on without it (a warning, not an exit): missing, a folder, a
# FIFO, garbage, one it may not read (as nobody, when the test is root).
dict_first() {
	local name=$1 pattern=$2; shift 2
	local out rc d k
	out=$("$@" --device /dev/dri/card9 2>&1 </dev/null); rc=$?
	d=$(grep -nE -- "$pattern" <<<"$out" | head -1 | cut -d: -f1)
	k=$(grep -n -- '/dev/dri/card9' <<<"$out" | head -1 | cut -d: -f1)
	if [ "$rc" -eq 1 ] && [ -n "$d" ] && [ -n "$k" ] && [ "$d" -lt "$k" ]; then ok; else
		bad "$name: exit $rc (expected 1, the display's), /$pattern/ not said before the display: $out"; fi
}
without="; playing without one: every word is accepted, and Words offers no computer players\$"
dict_first "a missing dictionary" "^tessera: warning: dictionary $ff/none.tdict: No such file or directory$without" \
	"$B" --dict "$ff/none.tdict"
dict_first "a missing \$TESSERA_DICT" "^tessera: warning: dictionary $ff/none.tdict: No such file or directory$without" \
	env TESSERA_DICT="$ff/none.tdict" "$B"
mkdir "$ff/folder.tdict"
dict_first "a folder as the dictionary" "^tessera: warning: dictionary $ff/folder.tdict: Is a directory$without" \
	"$B" --dict "$ff/folder.tdict"
dict_first "a FIFO as the dictionary, with a device" "^tessera: warning: dictionary $ff/words.tdict: not a regular file$without" \
	timeout 10 "$B" --dict "$ff/words.tdict"
head -c 3000 /dev/urandom | tr -d '\0' | sed '1s/^/garbage/' >"$ff/garbage.tdict"
dict_first "garbage as the dictionary" "^tessera: warning: dictionary $ff/garbage.tdict: not a usable dictionary: .*$without" \
	"$B" --dict "$ff/garbage.tdict"
as_nobody=()
[ "$(id -u)" -eq 0 ] && as_nobody=(setpriv --reuid=65534 --regid=65534 --clear-groups)
printf 'TESSDICT' >"$ff/closed.tdict" && chmod 600 "$ff/closed.tdict" && chmod 755 "$ff"
dict_first "a dictionary it may not read" "^tessera: warning: dictionary $ff/closed.tdict: Permission denied$without" \
	"${as_nobody[@]}" "$B" --dict "$ff/closed.tdict"
dict_first "--no-dict" "^tessera: no dictionary \(--no-dict\): every word is accepted$" "$B" --no-dict

# A huge dictionary is refused by its header or its size before it is read,
# so a kiosk under MemoryMax=96M is never killed loading it (the address
# space is limited to 512 MiB here: reading 3 GB would fail otherwise).
truncate -s 3G "$ff/huge.tdict"
printf 'TESSDICT\x01\0\0\0\0\0\x80\x02' >"$ff/big.tdict" && truncate -s $((40 << 20)) "$ff/big.tdict"
# Under check-arm-user's armhf shim, qemu-arm reserves the 32-bit guest's
# whole 4 GB of address space at start, so no host limit fits it; there the
# guest itself cannot hold 3 GB, and a read would fail with another message
# (the 32-bit build's stat says the file is too large to describe).
small_as() {
	if head -c 200 "$1" | grep -q 'qemu-arm-static'; then
		"$@"
	else
		bash -c 'ulimit -v 524288 && exec "$@"' small_as "$@"
	fi
}
expect "a 3 GB file as the dictionary" 0 "dictionary $ff/huge.tdict: (not a usable dictionary: .*wrong magic|Value too large for defined data type); playing without one" \
	small_as "$B" --memory --dict "$ff/huge.tdict"
expect "a 40 MiB dictionary" 0 "dictionary $ff/big.tdict: 41943040 bytes, more than the 32 MiB a dictionary may take; playing without one" \
	small_as "$B" --memory --dict "$ff/big.tdict"
rm -rf "$ff"

# --kiosk with no display yet (a board booted before its screen was on, a
# driver that loads late): it waits, says so once, looks again every 2 s
# and tells systemd it is up, why it waits, and pings the watchdog, rather
# than exiting 1 - the unit
# restarted that every 2 s and gave up after 10 starts in a minute, and the
# kiosk stayed dark until a reboot.  A changed reason is said once again
# (a file where the card was: no KMS resources); SIGTERM ends it with 0,
# SIGHUP with 129.  Without --kiosk it exits 1 at once ("computer none" above).
wd=$(mktemp -d /tmp/tessera-cli-display-XXXXXX)
python3 - "$wd/notify" >"$wd/notify.log" 2>&1 <<'PY' &
import socket, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind(sys.argv[1])
s.settimeout(10)
try:
    while True:
        print(repr(s.recv(4096).decode()), flush=True)
except OSError:
    pass
PY
listener=$!
for _ in $(seq 50); do [ -S "$wd/notify" ] && break; sleep 0.1; done
for sig in TERM HUP; do
	: >"$wd/err"
	NOTIFY_SOCKET=$wd/notify "$B" --kiosk --computer none --device "$wd/card0" </dev/null 2>"$wd/err" &
	pid=$!
	sleep 3
	if kill -0 "$pid" 2>/dev/null; then ok; else bad "--kiosk without a display ($sig): it ended: $(cat "$wd/err")"; fi
	[ "$sig" = TERM ] && : >"$wd/card0" && sleep 2.5
	kill -"$sig" "$pid" 2>/dev/null
	wait "$pid"
	rc=$?
	want=0 && [ "$sig" = HUP ] && want=129
	[ "$rc" -eq "$want" ] && ok || bad "--kiosk without a display: SIGTERM/SIGHUP while waiting: exit $rc, expected $want"
	n=$(grep -c "cannot open $wd/card0: No such file or directory" "$wd/err")
	[ "$n" -eq 1 ] && ok || bad "--kiosk without a display: the reason said $n times, expected once: $(cat "$wd/err")"
	grep -q "^tessera: --kiosk: waiting for the display (looked for every 2 s)$" "$wd/err" && ok ||
		bad "--kiosk without a display: no word of the wait: $(cat "$wd/err")"
	if [ "$sig" = TERM ]; then
		n=$(grep -c "$wd/card0 has no KMS display resources" "$wd/err")
		[ "$n" -eq 1 ] && ok || bad "--kiosk: a changed reason said $n times, expected once: $(cat "$wd/err")"
		rm -f "$wd/card0"
	fi
done
# A display refused (permission denied) is not one that may come: for
# someone to put right, it still exits 1 at once (as nobody when root,
# whom no mode stops).
as_user=()
[ "$(id -u)" -eq 0 ] && as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
chmod 755 "$wd" && : >"$wd/card0" && chmod 000 "$wd/card0"
out=$(timeout 10 "${as_user[@]}" "$B" --kiosk --computer none --device "$wd/card0" 2>&1 </dev/null)
rc=$?
[ "$rc" -eq 1 ] && grep -q "permission denied opening $wd/card0" <<<"$out" && ! grep -q "waiting" <<<"$out" && ok ||
	bad "--kiosk with the display refused: exit $rc, expected 1 at once, no wait: $out"
kill "$listener" 2>/dev/null; wait "$listener" 2>/dev/null
grep -q "READY=1.nWATCHDOG=1.nSTATUS=waiting for the display: cannot open $wd/card0" "$wd/notify.log" && ok ||
	bad "--kiosk without a display: systemd not told it is up and why it waits: $(cat "$wd/notify.log")"
rm -rf "$wd"

finish
