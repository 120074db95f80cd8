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
# A scale a fixed mode cannot hold (docs/board-configs.md: held to what keeps
# 480x320 either way round; 800x480 holds 1.5), said before the kiosk draws
# it smaller; turned to portrait, 480x800 holds 1.5 too (480/320, 800/480).
board big '[display]' 'mode = 800x480' '[look]' 'scale = 4'
expect "scale 4 at 800x480" 0 "$tmp/big.conf: warning: \[look\] scale 4 is too large for 800x480: tessera draws at 1.5" \
	"$B" check "$tmp/big.conf"
board held '[display]' 'mode = 800x480' '[look]' 'scale = 1.5'
out=$("$B" check "$tmp/held.conf" 2>&1)
[ "$out" = "$tmp/held.conf: ok" ] && ok || bad "scale 1.5 at 800x480 should pass without a warning: $out"
printf '[display]\nrotation = 90\nmode = 800x480\n[touch]\ndevice = auto\n[look]\nscale = 2\n' >"$tmp/turned.conf"
expect "scale 2 at 800x480 turned" 0 "$tmp/turned.conf: warning: \[look\] scale 2 is too large for 480x800: tessera draws at 1.5\$" \
	"$B" check "$tmp/turned.conf"
out=$("$B" check "$tmp/fine.conf" 2>&1)
[ "$out" = "$tmp/fine.conf: ok" ] && ok || bad "a 32 MiB table should pass without a warning: $out"
out=$("$B" check "$root"/board-configs/*.conf 2>&1 >/dev/null)
[ -z "$out" ] && ok || bad "the shipped boards should raise no warning: $out"
# The figure the warning is against is the unit's.
grep -qx 'MemoryMax=96M' "$root/dist/tessera.service" && ok ||
	bad "dist/tessera.service's MemoryMax changed: update BOARD_UNIT_MEMORY_MIB in src/cli/board.c"

# [network]'s files, which tessera reads at start and without which it plays
# alone (said only in its journal): check warns of one missing, not a file,
# empty, or out of the reach of the kiosk unit's user (not the owner, and not
# in the file's group unless video or input): the file itself or a folder on
# its way.  A systemd credential is there only while the unit runs: not
# looked at.  Warnings only (exit 0): the file may come later.
net() { # NAME CA PASSWORD
	printf '[display]\nrotation = 0\n[touch]\ndevice = auto\n[network]\nhost = h\nuser = k1\nname = K\n' >"$tmp/$1.conf"
	[ -z "$2" ] || printf 'ca_file = %s\n' "$2" >>"$tmp/$1.conf"
	[ -z "$3" ] || printf 'password_file = %s\n' "$3" >>"$tmp/$1.conf"
}
chmod 755 "$tmp" && mkdir -m 755 "$tmp/pub" && mkdir -m 700 "$tmp/root-only"
echo cert >"$tmp/pub/ca.crt" && echo secret >"$tmp/pub/world.pass" && chmod 644 "$tmp/pub/ca.crt" "$tmp/pub/world.pass"
echo secret >"$tmp/pub/mine.pass" && chmod 600 "$tmp/pub/mine.pass"
echo secret >"$tmp/root-only/p.pass" && chmod 644 "$tmp/root-only/p.pass" && : >"$tmp/pub/empty.pass"
net netok "$tmp/pub/ca.crt" /run/credentials/tessera.service/broker.pass
out=$("$B" check "$tmp/netok.conf" 2>&1)
[ "$out" = "$tmp/netok.conf: ok" ] && ok || bad "readable [network] files and a credential: no warning expected: $out"
net netok2 "$tmp/pub/ca.crt" "$tmp/pub/world.pass"
out=$("$B" check "$tmp/netok2.conf" 2>&1)
[ "$out" = "$tmp/netok2.conf: ok" ] && ok || bad "files readable by all: no warning expected: $out"
net netmissing "$tmp/pub/none.crt" ""
expect "a missing CA file" 0 "netmissing.conf: warning: \[network\] ca_file $tmp/pub/none.crt: No such file or directory: tessera would play alone" \
	"$B" check "$tmp/netmissing.conf"
net netdir "$tmp/pub" ""
expect "a CA file that is a folder" 0 "warning: \[network\] ca_file $tmp/pub is not a regular file" "$B" check "$tmp/netdir.conf"
net netempty "" "$tmp/pub/empty.pass"
expect "an empty password file" 0 "warning: \[network\] password_file $tmp/pub/empty.pass is empty" "$B" check "$tmp/netempty.conf"
net netmine "" "$tmp/pub/mine.pass"
expect "a password file only its owner reads" 0 "password_file $tmp/pub/mine.pass: it may not be read by the kiosk unit's user .*play alone \(hand it over as a credential: docs/kiosk.md\)" \
	"$B" check "$tmp/netmine.conf"
net netfolder "" "$tmp/root-only/p.pass"
expect "a password file in a folder only its owner enters" 0 "password_file $tmp/root-only/p.pass: its folder $tmp/root-only may not be read" \
	"$B" check "$tmp/netfolder.conf"

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
# A usage error says what was wrong first, then the usage; show's unknown
# board is show's, not tessera's --board.
expect "check without a file said" 2 "^tessera-board: check takes one FILE or more$" "$B" check
expect "list with an argument said" 2 "^tessera-board: list takes no argument$" "$B" list rpi-7inch
expect "show without a name said" 2 "^tessera-board: show takes one board NAME$" "$B" show
expect "set-calibration with five numbers said" 2 "^tessera-board: set-calibration takes a FILE and six numbers" \
	"$B" set-calibration "$tmp/hc.conf" 1 0 0 0 1
expect "an unknown command said" 2 "^tessera-board: unknown command 'lsit'" "$B" lsit
expect "no command said" 2 "^tessera-board: no command" "$B"
expect "show: an unknown board is show's" 1 "^tessera-board: show: unknown board 'none'" env TESSERA_BOARD_DIR="$tmp" "$B" show none
expect "set-calibration with no number is 2" 2 "is not a number" "$B" set-calibration "$tmp/hc.conf" 1 0 0 0 1 x
expect "set-calibration of a missing file is 1" 1 "none.conf" "$B" set-calibration "$tmp/none.conf" 1 0 0 0 1 0

# list names only what show would load: a folder or a FIFO named x.conf, or
# a file it may not read (as nobody, when the test is root), is skipped and
# said on stderr, exit 0; show of such a name says what is there.  A name
# whose first NAME.conf is no board is not listed from a later folder
# either: show and tessera --board take the first.
mkdir -p "$tmp/odd/x.conf" "$tmp/odd/desktop.conf" && mkfifo "$tmp/odd/f.conf" && board odd/real && cp "$tmp/odd/real.conf" "$tmp/odd/closed.conf" &&
	chmod 600 "$tmp/odd/closed.conf" && chmod 755 "$tmp/odd"
as_user=()
[ "$(id -u)" -eq 0 ] && as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
out=$(Babs=$(realpath "$B") && cd "$root" && TESSERA_BOARD_DIR="$tmp/odd" "${as_user[@]}" "$Babs" list 2>"$tmp/list.err"); rc=$?
[ "$rc" -eq 0 ] && [ "$out" = "$(cd "$root/board-configs" && { ls -- *.conf; echo real.conf; } | grep -vx desktop.conf |
	sed 's/\.conf$//' | LC_ALL=C sort | paste -sd, - | sed 's/,/, /g')" ] && ok ||
	bad "list of a folder, a FIFO and an unreadable x.conf beside real.conf, and a folder desktop.conf: exit $rc, '$out'"
for line in "tessera-board: list: skipped $tmp/odd/x.conf: a folder, not a file" \
	"tessera-board: list: skipped $tmp/odd/f.conf: not a regular file" \
	"tessera-board: list: skipped $tmp/odd/closed.conf: cannot be read: Permission denied" \
	"tessera-board: list: skipped $tmp/odd/desktop.conf: a folder, not a file"; do
	grep -qxF -- "$line" "$tmp/list.err" && ok || bad "list: no line '$line' on stderr: $(cat "$tmp/list.err")"
done
expect "show of a folder named x.conf names it" 1 "^tessera-board: $tmp/odd/x.conf: cannot open: Is a directory\$" \
	env TESSERA_BOARD_DIR="$tmp/odd" "$B" show x
expect "show of a FIFO returns" 1 "^tessera-board: $tmp/odd/f.conf: cannot open: not a regular file\$" \
	env TESSERA_BOARD_DIR="$tmp/odd" timeout 5 "$B" show f
# A $TESSERA_BOARD_DIR that is not there (a typo, a card not mounted) is
# said, exit 1 (--help's statuses), not 'none' and 0.
expect "list: a missing \$TESSERA_BOARD_DIR" 1 "^tessera-board: list: \\\$TESSERA_BOARD_DIR $tmp/gone: No such file or directory" \
	env TESSERA_BOARD_DIR="$tmp/gone" "$B" list
grep -q 'or (list, show) a \$TESSERA_BOARD_DIR that is not there' <<<"$help" && ok ||
	bad "--help does not name list's and show's exit 1: $help"
# show too: the board it shows is then the shipped one, not the operator's,
# so it is said (after it), exit 1; an unknown board says both.
out=$(Babs=$(realpath "$B") && cd "$root" && TESSERA_BOARD_DIR="$tmp/gone" "$Babs" show rpi-7inch 2>"$tmp/show.err"); rc=$?
[ "$rc" -eq 1 ] && grep -qx "# from board-configs/rpi-7inch.conf" <<<"$out" &&
	grep -qx "tessera-board: show: \$TESSERA_BOARD_DIR $tmp/gone: No such file or directory (set it to the folder of your board configs, or unset it)" "$tmp/show.err" &&
	ok || bad "show with a missing \$TESSERA_BOARD_DIR: exit $rc, stdout: $(head -2 <<<"$out"), stderr: $(cat "$tmp/show.err")"
for said in "^tessera-board: show: unknown board 'none'" "^tessera-board: show: \\\$TESSERA_BOARD_DIR $tmp/gone: No such file"; do
	expect "show: an unknown board and a missing \$TESSERA_BOARD_DIR" 1 "$said" env TESSERA_BOARD_DIR="$tmp/gone" "$B" show none
done
printf 'x' >"$tmp/plain"
expect "show: a \$TESSERA_BOARD_DIR that is a file" 1 "^tessera-board: show: \\\$TESSERA_BOARD_DIR $tmp/plain: Not a directory" \
	env TESSERA_BOARD_DIR="$tmp/plain" "$B" show rpi-7inch
expect "show of a board in \$TESSERA_BOARD_DIR is 0" 0 "^# from $tmp/hc.conf\$" env TESSERA_BOARD_DIR="$tmp" "$B" show hc

# show NAME.conf.shipped: the config make install put beside one changed
# since it was installed (tests/cli/install.sh makes one for real).
mkdir -p "$tmp/inst" && board inst/panel '[look]' 'scale = 1.5' && board inst/panel.conf.shipped '[look]' 'scale = 2'
mv "$tmp/inst/panel.conf.shipped.conf" "$tmp/inst/panel.conf.shipped"
out=$(TESSERA_BOARD_DIR="$tmp/inst" "$B" show panel.conf.shipped 2>&1); rc=$?
[ "$rc" -eq 0 ] && grep -qxF "# from $tmp/inst/panel.conf.shipped" <<<"$out" && grep -qxF 'scale = 2' <<<"$out" && ok ||
	bad "show panel.conf.shipped: exit $rc: $out"
out=$(TESSERA_BOARD_DIR="$tmp/inst" "$B" show panel 2>&1)
grep -qxF 'scale = 1.5' <<<"$out" && ok || bad "show panel showed the shipped copy: $out"
expect "show of a .shipped that is not there" 1 "^tessera-board: show: no hc.conf.shipped beside $tmp/hc.conf \(make install keeps one only" \
	env TESSERA_BOARD_DIR="$tmp" "$B" show hc.conf.shipped

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
