#!/usr/bin/env bash
# `make install` under any PREFIX gives programs that find their own
# dictionary and board configs (PREFIX/share/tessera, beside the folder they
# are in), run from anywhere with no TESSERA_DICT or TESSERA_BOARD_DIR, and
# still find them after the whole install is moved.  The programs are the ones
# `make` built for the default PREFIX: nothing is rebuilt for another one.
# `make uninstall` takes it all away again but the settings in /etc.
# Prints "N passed, N failed".
# Usage: MAKE=make TESSERA_BUILD=build/native tests/cli/install.sh
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$root/${TESSERA_BUILD:-build/native}
make_cmd=${MAKE:-make}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/cwd" # where the programs run: outside the source tree
passed=0 failed=0

ok() { passed=$((passed + 1)); }
bad() {
	failed=$((failed + 1))
	printf 'FAIL %s\n  stdout: %s\n  stderr: %s\n' "$1" "${out:-}" "${err:-}" >&2
}
# run STATUS CMD...: runs in $tmp/cwd without the data variables; $out, $err.
run() {
	local want=$1
	shift
	(cd "$tmp/cwd" && env -u TESSERA_DICT -u TESSERA_BOARD_DIR "$@") >"$tmp/out" 2>"$tmp/err" </dev/null
	local status=$?
	out=$(cat "$tmp/out")
	err=$(cat "$tmp/err")
	[ "$status" -eq "$want" ] || { bad "exit $status, expected $want: $*"; return 1; }
}
expect_out() { [ "$out" = "$1" ] && ok || bad "stdout, expected: $1"; }
expect_out_has() { case "$out" in *"$1"*) ok ;; *) bad "stdout, expected to contain: $1" ;; esac; }
expect_err_has() { case "$err" in *"$1"*) ok ;; *) bad "stderr, expected to contain: $1" ;; esac; }

# The shipped boards as tessera-board lists them: sorted, comma-separated.
shipped=$(cd "$root/board-configs" && ls -- *.conf | sed 's/\.conf$//' | LC_ALL=C sort | paste -sd, - | sed 's/,/, /g')

# A dictionary of two made-up words, to tell the installed file from any other.
printf 'qwxz\nzorbly\n' >"$tmp/made-up.txt"
"$root/build/host/mkdict" -o "$tmp/made-up.tdict" "$tmp/made-up.txt" >/dev/null 2>&1 || bad "mkdict made-up.tdict"

install_to() { # DESTDIR PREFIX
	if "$make_cmd" -C "$root" --no-print-directory -s install DESTDIR="$1" PREFIX="$2" >"$tmp/make.log" 2>&1; then
		ok
	else
		bad "make install DESTDIR=$1 PREFIX=$2: $(tail -5 "$tmp/make.log")"
	fi
}

# The checks of one install: its programs in $1/bin, its data in $1/share/tessera.
check_install() {
	local bin=$1/bin data=$1/share/tessera
	cmp -s "$bin/tessera-words" "$build/tessera-words" && ok || bad "$bin/tessera-words is not the program make built"

	run 1 "$bin/tessera-words" check windy zzq && expect_out $'windy valid\nzzq invalid'
	run 0 "$bin/tessera-words" --help && expect_out_has "$data/words.tdict."
	cp "$data/words.tdict" "$tmp/real.tdict"
	cp "$tmp/made-up.tdict" "$data/words.tdict"
	run 1 "$bin/tessera-words" check zorbly windy && expect_out $'zorbly valid\nwindy invalid'
	# $TESSERA_DICT still comes first.
	(cd "$tmp/cwd" && TESSERA_DICT=$tmp/real.tdict "$bin/tessera-words" check windy) >"$tmp/out" 2>&1
	[ "$(cat "$tmp/out")" = "windy valid" ] && ok || bad "TESSERA_DICT over the install: $(cat "$tmp/out")"
	rm "$data/words.tdict"
	run 2 "$bin/tessera-words" check windy && expect_err_has "in $data)"
	cp "$tmp/real.tdict" "$data/words.tdict"

	run 0 "$bin/tessera-board" list && expect_out "$shipped"
	run 0 "$bin/tessera-board" show rpi-7inch && expect_out_has $'\n'"# from $data/board-configs/rpi-7inch.conf"$'\n'
	run 1 "$bin/tessera-board" show rpi-8inch &&
		expect_err_has "(looked in board-configs, $data/board-configs); available boards: $shipped"
	run 0 "$bin/tessera-board" --help && expect_out_has "  $data/board-configs"
	mkdir -p "$tmp/mine" && sed 's/^description.*/description = mine/' "$root/board-configs/rpi-7inch.conf" >"$tmp/mine/rpi-7inch.conf"
	(cd "$tmp/cwd" && TESSERA_BOARD_DIR=$tmp/mine "$bin/tessera-board" show rpi-7inch) >"$tmp/out" 2>&1
	head -1 "$tmp/out" | grep -qx '# board rpi-7inch: mine' && ok || bad "TESSERA_BOARD_DIR over the install: $(head -2 "$tmp/out")"
	# The game program finds the same boards.
	run 2 "$bin/tessera" --board rpi-8inch && expect_err_has "$data/board-configs); available boards: $shipped"
}

# A tree of what is left: files and links, one a line, sorted.
files_in() { (cd "$1" && find . ! -type d | LC_ALL=C sort); }

install_to "$tmp/usr-root" /usr
check_install "$tmp/usr-root/usr"

# An upgrade (make install again) keeps a board config calibrated where it
# is installed (docs/calibration.md: every resistive panel needs its own
# matrix), puts the new one beside it, and replaces one nobody changed.
cfgs=$tmp/usr-root/usr/share/tessera/board-configs
run 0 "$tmp/usr-root/usr/bin/tessera-board" set-calibration "$cfgs/waveshare-3.5-spi.conf" -1.25 0 1.125 0 1.25 -0.125
cp "$cfgs/waveshare-3.5-spi.conf" "$tmp/calibrated.conf"
# rpi-7inch as an older release shipped it, and installed unchanged since.
printf '# an older release\n' >>"$cfgs/rpi-7inch.conf"
[ -f "$cfgs/.shipped/rpi-7inch.conf" ] && cp "$cfgs/rpi-7inch.conf" "$cfgs/.shipped/rpi-7inch.conf"
install_to "$tmp/usr-root" /usr
cmp -s "$cfgs/waveshare-3.5-spi.conf" "$tmp/calibrated.conf" && ok ||
	bad "make install again replaced the calibrated waveshare-3.5-spi.conf: $(grep ^calibration "$cfgs/waveshare-3.5-spi.conf")"
cmp -s "$cfgs/waveshare-3.5-spi.conf.shipped" "$root/board-configs/waveshare-3.5-spi.conf" && ok ||
	bad "the new waveshare-3.5-spi.conf is not beside the calibrated one as waveshare-3.5-spi.conf.shipped"
grep -q "kept $cfgs/waveshare-3.5-spi.conf" "$tmp/make.log" && ok || bad "make install did not say it kept the config: $(cat "$tmp/make.log")"
# The shipped one beside it: the install says how to see it, and show does.
grep -qF "the new one is $cfgs/waveshare-3.5-spi.conf.shipped (tessera-board show waveshare-3.5-spi.conf.shipped)" \
	"$tmp/make.log" && ok || bad "make install did not say how to see the new config: $(cat "$tmp/make.log")"
run 0 "$tmp/usr-root/usr/bin/tessera-board" show waveshare-3.5-spi.conf.shipped &&
	expect_out_has "# from $cfgs/waveshare-3.5-spi.conf.shipped"
cmp -s "$cfgs/rpi-7inch.conf" "$root/board-configs/rpi-7inch.conf" && [ ! -e "$cfgs/rpi-7inch.conf.shipped" ] && ok ||
	bad "an unchanged rpi-7inch.conf of an older release was not replaced by the new one"
run 0 "$tmp/usr-root/usr/bin/tessera-board" list && expect_out "$shipped"
# The next upgrade keeps it still.
install_to "$tmp/usr-root" /usr
cmp -s "$cfgs/waveshare-3.5-spi.conf" "$tmp/calibrated.conf" && ok || bad "a second upgrade replaced the calibrated config"
# make uninstall keeps it too, as it keeps /etc/default/tessera: a panel's
# calibration is the operator's work (a finger on every cross), and an
# uninstall then an install lost it.  It says so; all else goes.
"$make_cmd" -C "$root" --no-print-directory -s uninstall DESTDIR="$tmp/usr-root" PREFIX=/usr >"$tmp/make.log" 2>&1 ||
	bad "make uninstall: $(tail -5 "$tmp/make.log")"
left=$(files_in "$tmp/usr-root")
[ "$left" = $'./etc/default/tessera\n./usr/share/tessera/board-configs/waveshare-3.5-spi.conf' ] && ok ||
	bad "after make uninstall of /usr, left (the settings and the calibrated config expected): $left"
cmp -s "$cfgs/waveshare-3.5-spi.conf" "$tmp/calibrated.conf" && ok || bad "make uninstall changed the calibrated config"
grep -q "uninstall: kept $cfgs/waveshare-3.5-spi.conf, changed since it was installed" "$tmp/make.log" && ok ||
	bad "make uninstall did not say it kept the calibrated config: $(cat "$tmp/make.log")"
# Installed again, it is still the one in force, the new one beside it.
install_to "$tmp/usr-root" /usr
cmp -s "$cfgs/waveshare-3.5-spi.conf" "$tmp/calibrated.conf" && ok || bad "the install after an uninstall replaced the calibrated config"
cmp -s "$cfgs/waveshare-3.5-spi.conf.shipped" "$root/board-configs/waveshare-3.5-spi.conf" && ok ||
	bad "the install after an uninstall put no waveshare-3.5-spi.conf.shipped beside the calibrated one"
# Once it is the shipped one again (the operator's choice), uninstall removes all but the settings.
cp "$root/board-configs/waveshare-3.5-spi.conf" "$cfgs/waveshare-3.5-spi.conf"
"$make_cmd" -C "$root" --no-print-directory -s uninstall DESTDIR="$tmp/usr-root" PREFIX=/usr >"$tmp/make.log" 2>&1 ||
	bad "make uninstall: $(tail -5 "$tmp/make.log")"
left=$(files_in "$tmp/usr-root")
[ "$left" = "./etc/default/tessera" ] && ok || bad "after make uninstall of /usr with no config changed, left: $left"

install_to "$tmp/opt-root" /opt/x
check_install "$tmp/opt-root/opt/x"
# Moved as a whole, it still finds its data in the new place.
mv "$tmp/opt-root/opt/x" "$tmp/moved"
check_install "$tmp/moved"
mv "$tmp/moved" "$tmp/opt-root/opt/x"

"$make_cmd" -C "$root" --no-print-directory -s uninstall DESTDIR="$tmp/opt-root" PREFIX=/opt/x >"$tmp/make.log" 2>&1 ||
	bad "make uninstall: $(tail -5 "$tmp/make.log")"
left=$(files_in "$tmp/opt-root")
[ "$left" = "./etc/default/tessera" ] && ok || bad "after make uninstall, left: $left"
[ ! -e "$tmp/opt-root/opt/x/share/tessera" ] && ok || bad "after make uninstall, share/tessera is still there"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
