#!/usr/bin/env bash
# Command-line tests of tessera-headless's own arguments: a bad value is a
# usage error that says what would do, before any screen starts.
# Usage: tests/cli/headless.sh path/to/tessera-headless   Last line: "N passed, N failed".
set -u
B=${1:?usage: $0 path/to/tessera-headless}
. "$(dirname "$0")/check.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'shot one.png\n' >"$tmp/one.script"

# --theme: a name from the list, which an unknown name is told.
expect "unknown theme" 2 "no theme 'sepia' \(themes: classic, high-contrast\)" \
	"$B" --theme sepia --out "$tmp" "$tmp/one.script"
expect "theme names are exact" 2 "no theme 'Classic'" "$B" --theme Classic --out "$tmp" "$tmp/one.script"
expect "help names the themes" 2 '--theme NAME +the colours: classic, high-contrast' "$B" --theme
for theme in classic high-contrast; do
	rm -f "$tmp/one.png"
	expect "theme $theme" 0 '1 shots' "$B" --theme "$theme" --out "$tmp" "$tmp/one.script"
	[ -s "$tmp/one.png" ] && ok || bad "theme $theme: no shot written"
done
# The two themes paint differently (the classic is today's colours).
"$B" --out "$tmp/a" "$tmp/one.script" >/dev/null 2>&1
"$B" --theme high-contrast --out "$tmp/b" "$tmp/one.script" >/dev/null 2>&1
cmp -s "$tmp/a/one.png" "$tmp/b/one.png" && bad "high-contrast paints like classic" || ok
"$B" --theme classic --out "$tmp/c" "$tmp/one.script" >/dev/null 2>&1
cmp -s "$tmp/a/one.png" "$tmp/c/one.png" && ok || bad "--theme classic differs from no --theme"

finish
