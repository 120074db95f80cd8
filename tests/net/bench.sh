#!/usr/bin/env bash
# make bench-net: the link's figures through a private broker (bench/bench_net.c).
# Three interleaved runs of the round trip, then the lobby of 1,000 kiosks.
# Usage: tests/net/bench.sh path/to/bench_net [KIOSKS [RUNS [TRIPS]]]
# (make check-bench-net runs it small, to see that it still works, with
# BENCH_NET_FLAGS="--late-follow 200": bob subscribes after alice's first
# move, which the broker then drops).
set -eu
B=$(realpath "${1:?usage: $0 path/to/bench_net [KIOSKS [RUNS [TRIPS]]]}")
kiosks=${2:-1000}
runs=${3:-3}
trips=${4:-2000}
here=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
chmod 755 "$T"
trap '[ -n "${KEEP:-}" ] || { "$here/broker.sh" kill "$T/broker" >/dev/null 2>&1; rm -rf "$T"; }' EXIT
# A socket per kiosk on both sides, and libmosquitto's socket pair per client.
ulimit -n 8192
users=(alice bob)
for i in $(seq 0 $((kiosks - 1))); do users+=("sim$i"); done
"$here/broker.sh" start "$T/broker" "${users[@]}"
. "$T/broker/env"
pid=$(cat "$T/broker/pid")
args=(--port "$BROKER_PORT" --ca "$BROKER_CA" --dir "$BROKER_DIR" --broker-pid "$pid")
echo "bench-net: broker pid $pid, load $(cut -d' ' -f1-3 /proc/loadavg), bench pinned to CPU 1 (taskset -c 1)"
for run in $(seq 1 "$runs"); do taskset -c 1 "$B" rtt "$trips" "${args[@]}" ${BENCH_NET_FLAGS:-}; done
taskset -c 1 "$B" lobby "$kiosks" "${args[@]}"
