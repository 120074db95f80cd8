#!/usr/bin/env bash
# The network link in an ARM build, under qemu-user (make check-arm-user):
# the target's tessera-net loads the target's libmosquitto1 at run time.
#   1. without it (the host has no libmosquitto1:<arch>, or its file is
#      hidden): exit 2 and one line naming the package;
#   2. with it (Debian's libmosquitto1:<arch> and libssl3:<arch> unpacked by
#      tools/fetch-runtime into LIBDIR, which qemu's guest finds through
#      LD_LIBRARY_PATH): a kiosk on a private Mosquitto (TLS, the ACL:
#      tests/net/broker.sh) plays a native kiosk: each sees the other's
#      presence, the ARM kiosk accepts an invitation, moves cross both ways.
# Usage: tests/net/arm.sh "QEMU -L /" TRIPLET ARM-TESSERA-NET LIBDIR NATIVE-TESSERA-NET
set -u
qemu=${1:?usage: $0 "QEMU -L /" TRIPLET ARM-TESSERA-NET LIBDIR NATIVE-TESSERA-NET}
triplet=${2:?} arm_net=$(realpath "${3:?}") libdir=$(realpath "${4:?}") native_net=$(realpath "${5:?}")
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../cli/check.sh"
. "$here/private-broker.sh"
[ -f "$libdir/libmosquitto.so.1" ] || { echo "check-arm-user: no libmosquitto.so.1 in $libdir" >&2; exit 1; }

# --- 1. without the library ---------------------------------------------------------------
# The guest's own copy (libmosquitto1:<arch> installed on the host), if
# there is one, is hidden as check-net-nolib hides the native one.
guest_lib=/usr/lib/$triplet/libmosquitto.so.1
if [ -e "$guest_lib" ]; then without=("$here/../tools/without-file" "$guest_lib"); else without=(); fi
# shellcheck disable=SC2086
"${without[@]}" $qemu "$arm_net" --host 127.0.0.1 --user kiosk-a </dev/null >"$T/none.out" 2>"$T/none.err"; rc=$?
[ $rc = 2 ] && [ "$(wc -l <"$T/none.err")" = 1 ] && grep -q '^tessera-net: network play needs libmosquitto1 (' "$T/none.err" \
	&& ok || bad "without libmosquitto1 tessera-net should exit 2 with one line naming it: rc $rc, $(cat "$T/none.err")"

# --- 2. with it: a game's start against a native kiosk -----------------------------------------
private_broker check-arm-user alice bob
cat >"$T/alice.script" <<S
timeout 60
wait presence bob
follow g1 bob
invite bob g1 reversi 7
wait reply bob g1 accept
move g1 1 d3
wait move g1 bob 1 c5
chat g1 well played
sleep 500
S
cat >"$T/bob.script" <<S
timeout 60
wait presence alice
wait invite alice g1 reversi 7
follow g1 alice
reply alice g1 accept
wait move g1 alice 1 d3
move g1 1 c5
wait chat g1 alice well played
S
# shellcheck disable=SC2046,SC2086
$qemu -E LD_LIBRARY_PATH="$libdir" "$arm_net" $(net_args bob) --script "$T/bob.script" >"$T/bob.out" 2>"$T/bob.err" &
bob=$!
# shellcheck disable=SC2046
"$native_net" $(net_args alice) --script "$T/alice.script" >"$T/alice.out" 2>"$T/alice.err"; alice_rc=$?
wait $bob; bob_rc=$?
[ $bob_rc = 0 ] && ok || bad "the ARM kiosk should end its script (exit 0), gave $bob_rc: $(cat "$T/bob.err")"
[ $alice_rc = 0 ] && ok || bad "the native kiosk should end its script (exit 0), gave $alice_rc: $(cat "$T/alice.err")"
for line in 'connected' 'presence alice' 'invite alice g1 reversi 7' 'move g1 alice 1 d3' 'chat g1 alice well played'; do
	grep -qF -- "$line" "$T/bob.out" && ok || bad "the ARM kiosk should have printed '$line': $(tr '\n' '|' <"$T/bob.out")"
done
for line in 'presence bob' 'reply bob g1 accept' 'move g1 bob 1 c5'; do
	grep -qF -- "$line" "$T/alice.out" && ok || bad "the native kiosk should have printed '$line': $(tr '\n' '|' <"$T/alice.out")"
done
echo "tests/net/arm.sh: $(basename "$(dirname "$arm_net")") tessera-net: without libmosquitto1 it says so; with it, over TLS, a native kiosk's invitation accepted and moves both ways"
finish
