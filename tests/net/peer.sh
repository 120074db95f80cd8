# Running tessera-net peers from a test script (sourced, after
# tests/cli/check.sh and the broker's DIR/env): each peer reads commands from
# a FIFO the script keeps open and prints into NAME.out.
#   peer_start NAME USER [tessera-net options...]
#   peer_say NAME "command"
#   peer_mark NAME                      later expects look only at lines printed after now
#   peer_expect NAME TEXT [SECONDS]     ok if NAME.out gets a line containing TEXT (after the mark)
#   peer_lacks NAME TEXT                ok if no line of NAME.out contains TEXT
#   peer_stop NAME | peer_kill NAME     quit cleanly | kill -9
# Needs NET_BIN (tessera-net) and T (a scratch folder).

peer_start() {
	local name=$1 user=$2 fd
	shift 2
	rm -f "$T/$name.in"
	mkfifo "$T/$name.in"
	# shellcheck disable=SC2046
	"$NET_BIN" $(net_args "$user") --stay "$@" <"$T/$name.in" >"$T/$name.out" 2>"$T/$name.err" &
	eval "peer_pid_$name=$!"
	exec {fd}>"$T/$name.in"
	eval "peer_fd_$name=$fd"
}

peer_say() {
	local fd
	eval "fd=\${peer_fd_$1}"
	printf '%s\n' "$2" >&"$fd"
}

peer_mark() {
	eval "peer_mark_$1=$(wc -l <"$T/$1.out")"
}

# The lines of NAME.out after its mark.
peer_new_lines() {
	local mark
	eval "mark=\${peer_mark_$1:-0}"
	tail -n +$((mark + 1)) "$T/$1.out" 2>/dev/null
}

# peer_wait NAME TEXT SECONDS: true once NAME.out has a line containing TEXT after its mark.
peer_wait() {
	local i
	for i in $(seq 1 $(($3 * 20))); do
		peer_new_lines "$1" | grep -qF -- "$2" && return 0
		sleep 0.05
	done
	return 1
}

peer_expect() {
	if peer_wait "$1" "$2" "${3:-10}"; then ok; else
		bad "$1 should have printed a line with '$2'; it printed (since its mark): $(peer_new_lines "$1" | tr '\n' '|'); stderr: $(cat "$T/$1.err")"
	fi
}

peer_lacks() {
	if grep -qF -- "$2" "$T/$1.out"; then bad "$1 should not have printed '$2': $(grep -F -- "$2" "$T/$1.out")"; else ok; fi
}

# The lines of NAME.out that start with PREFIX, joined by '|'.
peer_lines() {
	grep -F -- "$2" "$T/$1.out" | tr '\n' '|'
}

# peer_lines_are NAME PREFIX WANT WHAT: NAME's lines containing PREFIX, joined
# by '|', are exactly WANT (each once, in that order); WHAT says why.
peer_lines_are() {
	local got
	got=$(peer_lines "$1" "$2")
	[ "$got" = "$3" ] && ok || bad "$4: '$3', got '$got'"
}

peer_close_input() {
	local fd
	eval "fd=\${peer_fd_$1}"
	exec {fd}>&-
}

# A clean exit: status 0 (a command that failed on the way gives 1).
peer_stop() {
	local pid rc
	eval "pid=\${peer_pid_$1}"
	peer_say "$1" quit
	peer_close_input "$1"
	wait "$pid" 2>/dev/null; rc=$?
	[ "$rc" = 0 ] && ok || bad "$1 should exit 0 after quit, gave $rc; stderr: $(cat "$T/$1.err")"
}

# No peer's stderr holds a sanitizer's report (a build with SANITIZE=...).
peers_clean() {
	local f
	for f in "$T"/*.err; do
		if grep -qE 'Sanitizer|runtime error' "$f"; then bad "$f: $(grep -m3 -E 'Sanitizer|runtime error|#[0-3] ' "$f")"; else ok; fi
	done
}

peer_kill() {
	local pid
	eval "pid=\${peer_pid_$1}"
	kill -9 "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	peer_close_input "$1"
}
