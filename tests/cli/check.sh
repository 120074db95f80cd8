# Shared by the command-line tests (sourced, not run): the counts, a check
# passed or failed, a command's exit status and output, the last line.
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

# The last line, "N passed, N failed"; the status says whether all passed.
finish() {
	printf '%d passed, %d failed\n' "$pass" "$fail"
	[ "$fail" -eq 0 ]
}
