#!/usr/bin/env bash
# make check's timing wrappers (tools/check-step, tools/check-times): a step's
# output and time line, a failing step's status kept and said, the table
# longest first, and a step that compiled named.
set -u
cd "$(dirname "$0")/../.."
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); printf 'FAIL %s\n' "$*" >&2; }
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT

out=$(tools/check-step check-quick "$d" sh -c 'echo said')
[ $? -eq 0 ] && ok || bad "a passing step must exit 0"
grep -qx 'said' <<<"$out" && ok || bad "the step's output is printed: $out"
grep -qE '^check-quick: 0 s \([0-9]+ s of CPU\)$' <<<"$out" && ok || bad "the time line: $out"
out=$(tools/check-step check-slow "$d" awk 'BEGIN { for (i = 0; i < 1e8; i++) n++ }')
cpu=$(awk '{print $2}' "$d/check-slow.time")
[ "$cpu" -ge 1 ] 2>/dev/null && ok || bad "a busy step's CPU seconds are counted: $(cat "$d/check-slow.time")"
out=$(tools/check-step check-broken "$d" sh -c 'echo why; exit 3')
[ $? -eq 3 ] && ok || bad "a failing step's exit status is kept"
grep -q '^check-broken: FAILED after 0 s (exit 3; output in' <<<"$out" && ok || bad "the failure is said: $out"
grep -qx 'why' "$d/check-broken.log" && ok || bad "the failing step's output is kept in its log"
echo 'cc -std=c11 -O2 -c -o build/native/x.o x.c' >"$d/check-compiles.log"
table=$(tools/check-times "$d")
steps=$(sed -n 's/^  \(check-[a-z-]*\) .*/\1/p' <<<"$table" | tr '\n' ' ')
[ "${steps%% *}" = check-slow ] && [ "$(wc -w <<<"$steps")" -eq 3 ] && ok || bad "the table, longest first: $steps"
grep -qE '^  check-broken +0 +[0-9]+  FAILED$' <<<"$table" && ok || bad "the table marks the failed step: $table"
grep -q '^make check: check-compiles built something' <<<"$table" && ok || bad "a step that compiled is named: $table"
grep -q 'check-quick built' <<<"$table" && bad "a step that compiled nothing is named" || ok
printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
