#!/usr/bin/env bash
# The golden-image comparator itself (tessera-headless --ref DIR), so that
# check-golden cannot pass by comparing nothing: a reference equal to the shot
# passes and writes no diff; one altered reference pixel gives exactly one
# mismatch, named with its place, a failing exit status and a NAME-diff.png
# whose only red pixel is that one; a reference of another size, or none,
# fails with a message.  The references are shots of the same run, altered
# with tests/tools/pixels (its own PNG code, not tessera's).
# Usage: tests/cli/golden.sh HEADLESS OUTDIR      Last line: "N passed, N failed".
set -u
H=${1:?usage: $0 path/to/tessera-headless OUTDIR}
OUT=${2:?usage: $0 path/to/tessera-headless OUTDIR}
cd "$(dirname "$0")/../.."
pixels=tests/tools/pixels
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); printf 'FAIL %s\n' "$*" >&2; }
rm -rf "$OUT" && mkdir -p "$OUT/made" "$OUT/ref"

# Two shots: the title screen, and the Words settings page after a tap.
words=$("$H" --game menu --layout --size 800x480 | sed -n 's/^Words: //p' | head -1)
printf 'shot title.png\ndown %s\nup %s\nshot words.png\n' "$words" "$words" >"$OUT/two.script"
"$H" --game menu --size 800x480 --out "$OUT/made" "$OUT/two.script" >/dev/null 2>&1 ||
	{ bad "tessera-headless could not make the references"; printf '%d passed, %d failed\n' "$pass" "$fail"; exit 1; }

# compare NAME: runs the script against $OUT/ref into $OUT/NAME; sets out, rc.
compare() {
	rm -rf "$OUT/$1" && mkdir -p "$OUT/$1"
	out=$("$H" --game menu --size 800x480 --out "$OUT/$1" --ref "$OUT/ref" "$OUT/two.script" 2>&1)
	rc=$?
}

# The same pictures: a pass, and no diff image.
cp "$OUT/made/"*.png "$OUT/ref/"
compare same
[ "$rc" -eq 0 ] && ok || bad "equal references: exit $rc: $out"
ls "$OUT/same/"*-diff.png >/dev/null 2>&1 && bad "equal references: a diff image was written" || ok

# One pixel of the second reference altered: exactly one mismatch, there.
x=123 y=45
was=$($pixels get "$OUT/made/words.png" $x $y)
new=$(printf '%06x' $(((0x$was + 0x404040) & 0xffffff)))
$pixels set "$OUT/made/words.png" "$OUT/ref/words.png" $x $y "$new"
d=$($pixels diff "$OUT/made/words.png" "$OUT/ref/words.png")
[ "$d" = "1 differ (first at $x,$y: $was and $new)" ] && ok || bad "tests/tools/pixels altered more than one pixel: $d"
compare one
[ "$rc" -eq 1 ] && ok || bad "one altered pixel: exit $rc, expected 1: $out"
grep -qF "golden: words.png: 1 pixels differ from $OUT/ref/words.png (first at $x,$y)" <<<"$out" && ok ||
	bad "one altered pixel: the message does not name it: $out"
grep -q "golden: title.png" <<<"$out" && bad "one altered pixel: the unaltered title was reported: $out" || ok
diff=$OUT/one/words-diff.png
if [ -f "$diff" ]; then
	ok
	[ "$($pixels size "$diff")" = 800x480 ] && ok || bad "the diff image is $($pixels size "$diff")"
	[ "$($pixels count "$diff" ff0000)" = 1 ] && ok || bad "the diff image has $($pixels count "$diff" ff0000) red pixels, expected 1"
	[ "$($pixels get "$diff" $x $y)" = ff0000 ] && ok || bad "the diff image's red pixel is not at $x,$y"
else
	bad "one altered pixel: no $diff"
fi
[ -e "$OUT/one/title-diff.png" ] && bad "a diff image for the unaltered title" || ok

# Two altered pixels: both counted, the first in reading order named.
$pixels set "$OUT/ref/words.png" "$OUT/ref/words.png" 700 400 000000
compare two
grep -qF "golden: words.png: 2 pixels differ from $OUT/ref/words.png (first at $x,$y)" <<<"$out" && ok ||
	bad "two altered pixels: $out"

# A reference of another size, and none at all.
$pixels crop "$OUT/made/title.png" "$OUT/ref/title.png" 0 0 800 479
compare size
[ "$rc" -eq 1 ] && ok || bad "a smaller reference: exit $rc"
grep -qF "golden: title.png: reference $OUT/ref/title.png is 800x479, the shot is 800x480" <<<"$out" && ok ||
	bad "a smaller reference: $out"
rm "$OUT/ref/title.png"
compare none
[ "$rc" -eq 1 ] && ok || bad "no reference: exit $rc"
grep -qF "golden: title.png: cannot read the reference $OUT/ref/title.png" <<<"$out" && ok || bad "no reference: $out"

printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
