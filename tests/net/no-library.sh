#!/usr/bin/env bash
# A kiosk without libmosquitto1 (make check-net-nolib, docs/network.md "The
# library"): the library's file is hidden (tests/tools/without-file: empty,
# in a mount namespace of the test's own), so loading it fails as on a
# system without the package.  tessera-net must exit 2 with one line naming
# the package; tessera-headless with a [network] board must play alone,
# saying so once, its home page showing "Play another kiosk" dimmed, whose
# tap says why and opens no lobby.  With the library there, the same tap
# opens the lobby (the control: the test can tell the two apart).
# Usage: tests/net/no-library.sh BUILD (holding tessera-net and tessera-headless)
# KEEP=1 keeps the screenshots (the folder is printed).
set -u
build=$(realpath "${1:?usage: $0 BUILD}")
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../cli/check.sh"
NET_BIN=$build/tessera-net H=$build/tessera-headless
pixels=$here/../tools/pixels
T=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && echo "kept: $T" || rm -rf "$T"' EXIT
# The file the loader opens for libmosquitto.so.1 on this machine.
lib=$(ldconfig -p | awk -v a="$(uname -m | tr _ -)" '$1 == "libmosquitto.so.1" && index($0, a) { print $NF; exit }')
[ -n "$lib" ] || { echo "check-net-nolib: libmosquitto.so.1 is not installed (libmosquitto1): nothing to hide" >&2; exit 1; }
hidden() { "$here/../tools/without-file" "$lib" "$@"; }

# --- tessera-net: one line, exit 2 ---------------------------------------------------------
hidden "$NET_BIN" --host 127.0.0.1 --user kiosk-a </dev/null >"$T/net.out" 2>"$T/net.err"; rc=$?
[ $rc = 125 ] && { cat "$T/net.err" >&2; echo "check-net-nolib: cannot hide $lib here" >&2; exit 1; }
[ $rc = 2 ] && ok || bad "tessera-net without the library should exit 2, gave $rc"
[ "$(wc -l <"$T/net.err")" = 1 ] && grep -q '^tessera-net: network play needs libmosquitto1 (' "$T/net.err" \
	&& ok || bad "tessera-net should say in one line that it needs libmosquitto1: $(cat "$T/net.err")"
[ ! -s "$T/net.out" ] && ok || bad "tessera-net printed on stdout: $(cat "$T/net.out")"

# --- tessera-headless: plays alone, the entry dimmed and saying why --------------------------
cat >"$T/kiosk.conf" <<CONF
[display]
rotation = 0
[touch]
device = auto
[network]
host = 127.0.0.1
port = 9
user = kiosk-a
name = Kiosk A
CONF
entry=$("$H" --game menu --peer x/y --layout | sed -n 's/^play-another-kiosk: //p' | head -1)
[ -n "$entry" ] || { echo "check-net-nolib: no place for the lobby's entry in --layout" >&2; exit 1; }
cat >"$T/tap.script" <<S
shot home.png
down $entry
up $entry
wait 100
shot tapped.png
S
kiosk() { # NAME [ARGS...]: the script on the title screen, shots in $T/NAME
	local name=$1; shift
	mkdir -p "$T/$name"
	"$@" --game menu --out "$T/$name" "$T/tap.script" >"$T/$name.out" 2>"$T/$name.err"
}
kiosk off hidden "$H" --board "$T/kiosk.conf"; rc=$?
[ $rc = 0 ] && ok || bad "tessera-headless without the library should play alone (exit 0), gave $rc: $(cat "$T/off.err")"
[ "$(grep -c 'network play needs libmosquitto1' "$T/off.err")" = 1 ] && grep -q 'playing alone' "$T/off.err" && ok \
	|| bad "tessera-headless should say once that it plays alone for want of libmosquitto1: $(cat "$T/off.err")"
kiosk plain "$H" || bad "tessera-headless without --board failed: $(cat "$T/plain.err")"
kiosk live "$H" --board "$T/kiosk.conf" || bad "tessera-headless with the library failed: $(cat "$T/live.err")"
# shellcheck disable=SC2086
px() { "$pixels" get "$1" $entry; }
same() { cmp -s "$1" "$2"; } # one encoder: equal files are equal pixels
if [ -f "$T/off/tapped.png" ] && [ -f "$T/plain/home.png" ] && [ -f "$T/live/tapped.png" ]; then
	off_home=$(px "$T/off/home.png")
	# The entry is there (no [network]: no entry), and dimmed (unlike the live one).
	[ "$off_home" != "$(px "$T/plain/home.png")" ] && ok || bad "the home page should show the lobby's entry at $entry"
	same "$T/off/home.png" "$T/live/home.png" && bad "the entry without the library should look unlike the live one" || ok
	# The tap says why (the hint line changes) and opens no lobby (the entry stays).
	same "$T/off/home.png" "$T/off/tapped.png" && bad "a tap on the dimmed entry should say why on the hint line" || ok
	[ "$(px "$T/off/tapped.png")" = "$off_home" ] && ok || bad "a tap on the dimmed entry should leave the title screen"
	[ "$(px "$T/live/tapped.png")" != "$(px "$T/live/home.png")" ] && ok \
		|| bad "control: with the library the same tap should open the lobby"
else
	bad "the screenshots are missing: $(ls -R "$T" | tr '\n' ' ')"
fi
echo "check-net-nolib: $lib hidden: tessera-net exits 2 naming libmosquitto1; tessera-headless plays alone, its entry dimmed"
finish
