#!/usr/bin/env bash
# The calibration screen end to end, headless: scripted touches from a panel
# with a known distortion go through the raw path (tessera-headless
# --calibrate), Save writes the board config, and the matrix read back from
# the file must put every raw touch on its cross.  Also: the rest of the file
# is kept byte for byte, and a write that fails names the path and loses
# nothing.
# Usage: tests/cli/calibrate.sh HEADLESS OUTDIR     Last line: "N passed, N failed".
set -u
H=${1:?usage: $0 path/to/tessera-headless OUTDIR}
OUT=${2:?usage: $0 path/to/tessera-headless OUTDIR}
. "$(dirname "$0")/check.sh"
cd "$(dirname "$0")/../.."
rm -rf "$OUT" && mkdir -p "$OUT"

# script SIZE RANGEX RANGEY "a b c d e f" > FILE: a touch script in raw device
# values for a panel whose raw reading of screen pixel (x, y), with x and y as
# fractions of the screen, is (a*x + b*y + c, d*x + e*y + f) * range, plus a
# few units of jitter per sample.  Taps every cross, then Save.
script() {
	local size=$1 rx=$2 ry=$3 dist=$4
	"$H" --calibrate --layout --size "$size" | awk -v size="$size" -v rx="$rx" -v ry="$ry" -v dist="$dist" '
	BEGIN { split(size, s, "x"); w = s[1] - 1; h = s[2] - 1; split(dist, m, " "); seed = 7 }
	function jitter() { seed = (seed * 1103515245 + 12345) % 2147483648; return (seed % 9) - 4 }
	function raw(x, y, j,   u, v) {
		u = (m[1] * x / w + m[2] * y / h + m[3]) * rx; v = (m[4] * x / w + m[5] * y / h + m[6]) * ry
		return sprintf("%d %d", u + j * jitter() + 0.5, v + j * jitter() + 0.5)
	}
	/^cross/ { printf "down %s\nmove %s\nmove %s\nup %s\nwait 200\n", raw($3, $4, 1), raw($3, $4, 1), raw($3, $4, 1), raw($3, $4, 1) }
	/^save/ { save = raw($2, $3, 0) }
	END { printf "shot check.png\ndown %s\nup %s\nshot saved.png\n", save, save }'
}

# lands CONF SIZE RANGEX RANGEY "dist": the matrix in CONF maps the raw
# reading of every cross (no jitter) to within 1.5 pixels of the cross.
lands() {
	local conf=$1 size=$2 rx=$3 ry=$4 dist=$5 cal
	cal=$(sed -n 's/^calibration *= *\([-0-9.e ]*\).*/\1/p' "$conf")
	"$H" --calibrate --layout --size "$size" | awk -v size="$size" -v rx="$rx" -v ry="$ry" -v dist="$dist" -v cal="$cal" '
	BEGIN { split(size, s, "x"); w = s[1] - 1; h = s[2] - 1; split(dist, m, " "); split(cal, k, " "); bad = 0 }
	/^cross/ {
		# The raw reading at the cross, normalised over 0..range as the
		# input transform does, through the written matrix, to pixels.
		u = (m[1] * $3 / w + m[2] * $4 / h + m[3]); v = (m[4] * $3 / w + m[5] * $4 / h + m[6])
		u = int(u * rx + 0.5) / rx; v = int(v * ry + 0.5) / ry
		x = (k[1] * u + k[2] * v + k[3]) * w; y = (k[4] * u + k[5] * v + k[6]) * h
		d = sqrt((x - $3) ^ 2 + (y - $4) ^ 2)
		if (d > 1.5) { printf "%s %s at %s,%s lands at %.1f,%.1f\n", $1, $2, $3, $4, x, y; bad = 1 }
	}
	END { exit bad }'
}

# run NAME BOARD SIZE RANGEX RANGEY "distortion"
run() {
	local name=$1 board=$2 size=$3 rx=$4 ry=$5 dist=$6 dir=$OUT/$1 out
	mkdir -p "$dir"
	cp "board-configs/$board.conf" "$dir/board.conf"
	script "$size" "$rx" "$ry" "$dist" >"$dir/touches.script"
	if ! out=$("$H" --calibrate --board-file "$dir/board.conf" --touch-range "${rx}x${ry}" --size "$size" \
		--verify-damage --out "$dir" "$dir/touches.script" 2>&1); then
		bad "$name: tessera-headless failed: $out"; return
	fi
	grep -q "calibration saved in $dir/board.conf: " <<<"$out" && ok || bad "$name: nothing written: $out"
	local why
	why=$(lands "$dir/board.conf" "$size" "$rx" "$ry" "$dist") && ok || bad "$name: the written matrix misses: $why"
	# Everything but the value of the calibration line is as it was.
	diff <(sed 's/^calibration *=[-0-9.e ]*/calibration = X /' "board-configs/$board.conf") \
	     <(sed 's/^calibration *=[-0-9.e ]*/calibration = X /' "$dir/board.conf") >/dev/null \
		&& ok || bad "$name: the rest of the config changed: $(diff "board-configs/$board.conf" "$dir/board.conf")"
	[ ! -e "$dir/board.conf.new" ] && ok || bad "$name: the temporary file was left behind"
}

# The Waveshare 3.5" resistive panel: ADS7846 raw 0..4095, X reversed, an
# active area of about 150..3900, a little shear.
run ads7846 waveshare-3.5-spi 480x320 4095 4095 "-0.915 0.02 0.952  0.01 0.92 0.04"
# A capacitive 7" panel reporting 0..799 x 0..479, slightly scaled, shifted
# and turned.
run ft5406 rpi-7inch 800x480 799 479 "0.96 -0.015 0.03  0.02 0.97 0.01"
# A panel whose axes are swapped: x follows the finger's y.
run swapped rpi-7inch 800x480 4095 4095 "0.02 0.9 0.05  0.9 0.01 0.04"

# A write that fails names the path and leaves the file as it was: here a
# directory with something in it where the temporary file goes, named as
# the culprit and kept (an empty one would be removed).
dir=$OUT/blocked
mkdir -p "$dir/board.conf.new/kept"	# the temporary file cannot be created
cp board-configs/waveshare-3.5-spi.conf "$dir/board.conf"
script 480x320 4095 4095 "-0.915 0.02 0.952  0.01 0.92 0.04" >"$dir/touches.script"
out=$("$H" --calibrate --board-file "$dir/board.conf" --touch-range 4095x4095 --size 480x320 --out "$dir" \
	"$dir/touches.script" 2>&1)
grep -q "not saved: $dir/board.conf: .*(the file is unchanged)" <<<"$out" && ok || bad "blocked: no clear error: $out"
grep -q "$dir/board.conf.new, where it is written first, is a directory .*move it away" <<<"$out" && ok ||
	bad "blocked: board.conf.new not named as the culprit: $out"
[ -d "$dir/board.conf.new/kept" ] && ok || bad "blocked: what was in board.conf.new is gone"
cmp -s board-configs/waveshare-3.5-spi.conf "$dir/board.conf" && ok || bad "blocked: the config changed"
# A config that is not there is named before any touch.
out=$("$H" --calibrate --board-file "$OUT/none/board.conf" --out "$dir" "$dir/touches.script" 2>&1) \
	&& bad "missing config: exit 0" || ok
grep -q "$OUT/none/board.conf" <<<"$out" && ok || bad "missing config: path not named: $out"
# Unwritable: the config's folder mounted read-only for the run
# (tests/tools/readonly), which stops root too.
mkdir -p "$dir/ro"
cp board-configs/waveshare-3.5-spi.conf "$dir/ro/board.conf"
out=$(tests/tools/readonly "$dir/ro" "$H" --calibrate --board-file "$dir/ro/board.conf" --out "$dir" \
	"$dir/touches.script" 2>&1) && bad "read-only config: exit 0" || ok
grep -q "$dir/ro/board.conf: cannot rewrite the board config: Read-only file system" <<<"$out" && ok ||
	bad "read-only config: $out"
cmp -s board-configs/waveshare-3.5-spi.conf "$dir/ro/board.conf" && ok || bad "read-only config: the file changed"

# tessera-board set-calibration writes through the same atomic writer: the
# values land, the file's mode and comments stay; a bad value changes nothing.
B=$(dirname "$H")/tessera-board
if [ -x "$B" ]; then
	cp board-configs/waveshare-3.5-spi.conf "$dir/set.conf" && chmod 0640 "$dir/set.conf"
	"$B" set-calibration "$dir/set.conf" -1.1 0 1.05 0 1.1 -0.05 && ok || bad "set-calibration failed"
	grep -q '^calibration = -1.10000002 0 1.04999995  0 1.10000002 -0.0500000007 *# run calibration on this unit$' \
		"$dir/set.conf" && ok || bad "set-calibration: $(grep ^calibration "$dir/set.conf")"
	[ "$(stat -c %a "$dir/set.conf")" = 640 ] && ok || bad "set-calibration changed the mode"
	cp "$dir/set.conf" "$dir/set.before"
	"$B" set-calibration "$dir/set.conf" 1 0 0 0 1 zero 2>/dev/null && bad "set-calibration took 'zero'" || ok
	"$B" set-calibration "$dir/set.conf" 1e7 0 0 0 1 0 2>/dev/null && bad "set-calibration took 1e7" || ok
	"$B" set-calibration "$dir/set.conf" 0 0 0 0 0 0 2>/dev/null && bad "set-calibration took a singular matrix" || ok
	# A value that is no finite number, or past what a config takes, is
	# refused by name and letter (exit 2), before the file is touched.
	for bad in "c nan not a finite number" "e -inf not a finite number" "a Infinity not a finite number" \
		"f 1e39 out of range" "b 1e7 out of range" "d zero not a number" "a 0x10 hexadecimal, not decimal"; do
		read -r letter value why <<<"$bad"
		args=(1 0 0 0 1 0)
		i=$(($(printf '%d' "'$letter") - 97))
		args[i]=$value
		err=$("$B" set-calibration "$dir/set.conf" "${args[@]}" 2>&1 >/dev/null); rc=$?
		[ "$rc" -eq 2 ] && grep -qF "set-calibration: $letter = '$value' is $why (each of a b c d e f is a decimal number from -1000000 to 1000000)" <<<"$err" &&
			ok || bad "set-calibration with $letter = $value: exit $rc, $err"
	done
	cmp -s "$dir/set.conf" "$dir/set.before" && ok || bad "a refused set-calibration changed the file"
	# A link to a config is refused, saying what it points to: replacing
	# the link by a file would leave the config it points to unchanged.
	ln -sf set.conf "$dir/link.conf"
	out=$("$B" set-calibration "$dir/link.conf" 1.1 0 0 0 1.1 0 2>&1) && bad "set-calibration wrote through a link" || ok
	grep -q "link.conf: cannot rewrite the board config: it is a symbolic link (to set.conf)" <<<"$out" && ok ||
		bad "link: $out"
	[ -L "$dir/link.conf" ] && cmp -s "$dir/set.conf" "$dir/set.before" && ok || bad "the link or its target changed"
	# A FIFO where the new file is written first (FILE.new: a hand or a
	# tool made it, no write leaves one) would have the write wait for a
	# reader forever; it is removed and the matrix written, at once.
	mkfifo "$dir/set.conf.new"
	timeout 10 "$B" set-calibration "$dir/set.conf" 1.5 0 0 0 1.5 0 </dev/null; rc=$?
	[ "$rc" -eq 0 ] && grep -q '^calibration = 1.5 0 0  0 1.5 0 ' "$dir/set.conf" && [ ! -e "$dir/set.conf.new" ] && ok ||
		bad "set-calibration with a FIFO at set.conf.new: exit $rc (124: it waited), $(grep ^calibration "$dir/set.conf")"
	rm -f "$dir/set.conf.new"
fi

finish
