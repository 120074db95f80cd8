#!/usr/bin/env bash
# The network link through a real Mosquitto (make check-net): a private
# broker (tests/net/broker.sh: TLS, a user per kiosk, the ACL) and
# tessera-net peers.  Each check says what it expected; the last line is
# "N passed, N failed".  Usage: tests/net/net.sh path/to/tessera-net
set -u
NET_BIN=$(realpath "${1:?usage: $0 path/to/tessera-net}")
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../cli/check.sh"
. "$here/peer.sh"
. "$here/private-broker.sh"
private_broker check-net alice bob eve

# --- the command line: --help lists every command and printed line; errors say why ----------
help=$("$NET_BIN" --help); rc=$?
[ $rc = 0 ] && ok || bad "tessera-net --help should exit 0, gave $rc"
for word in presence invite reply follow unfollow move chat end lobby wait timeout sleep stats quit \
	'connected session' disconnected gone refused bad '--config' '--stay' '--script'; do
	grep -qF -- "$word" <<<"$help" && ok || bad "tessera-net --help should mention '$word'"
done
expect "an unknown option" 2 'unknown option --colour' "$NET_BIN" --colour
expect "a bad port" 2 "--port wants a number from 1 to 65535, not '80x'" "$NET_BIN" --host h --user u --port 80x
expect "no user" 2 'user must be' "$NET_BIN" --host 127.0.0.1
expect "a missing password file" 2 'cannot read the password file /nonexistent' \
	"$NET_BIN" --host 127.0.0.1 --user eve --password-file /nonexistent
# What is not a regular file is refused at once (a FIFO would hang the kiosk's start before
# READY=1, /dev/zero was an empty password), and so is a file too large to be a password.
mkfifo "$T/pw.fifo" "$T/ca.fifo"
expect "a FIFO as the password file" 2 "the password file $T/pw.fifo is not a regular file" \
	timeout 10 "$NET_BIN" --host 127.0.0.1 --user eve --password-file "$T/pw.fifo"
expect "/dev/zero as the password file" 2 'the password file /dev/zero is not a regular file' \
	timeout 10 "$NET_BIN" --host 127.0.0.1 --user eve --password-file /dev/zero
head -c 5000 /dev/zero | tr '\0' x >"$T/big.pass"
expect "a huge password file" 2 "the password file $T/big.pass is larger than 4096 bytes" \
	"$NET_BIN" --host 127.0.0.1 --user eve --password-file "$T/big.pass"
head -c 255 /dev/zero | tr '\0' x >"$T/long.pass"
expect "a password too long" 2 "the password in $T/long.pass is longer than 254 bytes" \
	"$NET_BIN" --host 127.0.0.1 --user eve --password-file "$T/long.pass"
expect "a FIFO as the CA file" 2 "the CA file $T/ca.fifo is not a regular file" \
	timeout 10 "$NET_BIN" --host 127.0.0.1 --user eve --ca "$T/ca.fifo" --password-file "$BROKER_DIR/eve.pass"
printf '%s\n' 'move g1' 'dance' | "$NET_BIN" $(net_args eve) >"$T/cmd.out" 2>&1; rc=$?
[ $rc = 1 ] && grep -q 'wrong arguments: move g1' "$T/cmd.out" && grep -q 'unknown command or wrong arguments: dance' "$T/cmd.out" \
	&& ok || bad "bad commands should be named on stderr and exit 1: rc $rc, $(cat "$T/cmd.out")"
# A command line over 510 bytes is refused whole, however long: its tail is never run as a
# command of its own (the 'lobby' after 503 a's once printed 'lobby end'), and the next line runs.
for n in 503 1500; do
	{ printf 'chat g1 '; printf 'a%.0s' $(seq $n); printf 'lobby\nlobby\n'; } |
		"$NET_BIN" --host 127.0.0.1 --port 1 --user u >"$T/long.out" 2>&1; rc=$?
	[ $rc = 1 ] && [ "$(grep -c 'a command line is longer than 510 bytes' "$T/long.out")" = 1 ] &&
		[ "$(grep -c '^lobby end$' "$T/long.out")" = 1 ] && ! grep -q 'unknown command' "$T/long.out" &&
		ok || bad "a $((n + 13))-byte command line should be refused whole, said once (exit 1), the next line run once: rc $rc, $(cat "$T/long.out")"
done
# A directory is no script: refused before anything connects (read() on it failed and looked
# like the end of the input: exit 0, no word); as stdin it is said too, exit 1.
expect "a directory as the script" 2 "^tessera-net: cannot read $T: Is a directory$" \
	"$NET_BIN" --host 127.0.0.1 --port 1 --user u --script "$T"
"$NET_BIN" --host 127.0.0.1 --port 1 --user u <"$T" >"$T/dir.out" 2>&1; rc=$?
[ $rc = 1 ] && grep -q '^tessera-net: cannot read stdin: Is a directory$' "$T/dir.out" && ok ||
	bad "a directory as stdin should be said, exit 1: rc $rc, $(cat "$T/dir.out")"
# Messages that never reached the broker are a failure (exit 1), not only a line on stderr.
printf 'invite bob g1 words 5\nmove g1 1 8D WORD\n' | "$NET_BIN" --host 127.0.0.1 --port 1 --user u >"$T/unacked.out" 2>&1; rc=$?
[ $rc = 1 ] && grep -q 'messages were not acknowledged by the broker before exit' "$T/unacked.out" && ok ||
	bad "messages the broker never acknowledged should give exit 1: rc $rc, $(cat "$T/unacked.out")"
printf 'timeout 0.5\nwait never comes\n' | "$NET_BIN" $(net_args eve) >"$T/wait.out" 2>&1; rc=$?
[ $rc = 3 ] && grep -q 'timeout never comes' "$T/wait.out" && ok || bad "a wait that times out should exit 3: rc $rc, $(cat "$T/wait.out")"

# wait matches whole words from the start of a line (a word ends at a space, '=' or the line's
# end): 'wait connected' once took 'disconnected 14 cannot reach the broker ...' and ended 0.
# The lines here come without a broker: 'disconnected' from a port nothing listens on, 'lobby'
# and 'stats' printed by their commands.
for w in 'connected' 'lobby en' 'obby end' 'end' 'stats received=0 dup'; do
	printf 'lobby\nstats\ntimeout 1\nwait %s\n' "$w" | "$NET_BIN" --host 127.0.0.1 --port 1 --user u >"$T/wait.out" 2>&1; rc=$?
	[ $rc = 3 ] && grep -q "^timeout $w\$" "$T/wait.out" && ok || bad "'wait $w' should match no line (exit 3): rc $rc, $(cat "$T/wait.out")"
done
printf '%s\n' 'wait disconnected' lobby 'wait lobby end' lobby 'wait lobby' stats 'wait stats received' stats \
	'wait stats received=0 duplicates=0' | "$NET_BIN" --host 127.0.0.1 --port 1 --user u >"$T/wait.out" 2>&1; rc=$?
[ $rc = 0 ] && ok || bad "waits for a line's first words, whole, should be met (exit 0): rc $rc, $(cat "$T/wait.out")"

# --- --config: the board config parser tessera uses, its limits and its messages ----------
# tessera-net --config FILE reads a whole board config as tessera and tessera-board check do
# (src/platform/config*.c): whatever they refuse it refuses, with the same file:line: key
# message, before anything connects.  Its own loose reader took 'port = abc' for 1883 and
# 'port = 1x' for 1, skipped unknown keys, took a 30-byte name (the kiosk's limit is 24), read
# the tail of a comment over 511 bytes as a key, and waited forever on a FIFO or /dev/zero.
BOARD_BIN=$(dirname "$NET_BIN")/tessera-board
net_conf() { # [NAME]: a board config whose [network] ends the file, so lines can be added to it
	printf '%s\n' '[display]' 'rotation = 0' '[touch]' 'device = auto' '[network]' 'host = 127.0.0.1' \
		'user = eve' "name = ${1:-Eve}"
}
# config_refused WHAT FILE WANT: exit 2, the one line tessera-board check gives (it holds WANT).
config_refused() {
	local out rc board
	out=$(timeout 5 "$NET_BIN" --config "$2" 2>&1 </dev/null); rc=$?
	board=$(timeout 5 "$BOARD_BIN" check "$2" 2>&1)
	[ $rc = 2 ] && [ "$out" = "tessera-net: $board" ] && grep -qF -- "$3" <<<"$out" && ok ||
		bad "$1: tessera-net --config should exit 2 with tessera-board check's message ('$board', holding '$3'); gave $rc: $out"
}
{ net_conf; echo 'port = abc'; } >"$T/port-abc.conf"
config_refused "a port that is no number" "$T/port-abc.conf" "$T/port-abc.conf:9: key 'port': bad value 'abc'"
{ net_conf; echo 'port = 1x'; } >"$T/port-1x.conf"
config_refused "a port with a tail" "$T/port-1x.conf" "$T/port-1x.conf:9: key 'port': bad value '1x'"
{ net_conf; echo 'colour = red'; } >"$T/unknown.conf"
config_refused "an unknown key" "$T/unknown.conf" "$T/unknown.conf:9: key 'colour': unknown key"
net_conf "$(printf 'x%.0s' {1..30})" >"$T/name30.conf"
config_refused "a 30-byte name" "$T/name30.conf" "$T/name30.conf:8: key 'name': value too long (at most 24 bytes"
{ net_conf; printf '#%s\n' "$(printf 'x%.0s' {1..510})port=2"; } >"$T/comment.conf"
config_refused "a comment over 511 bytes" "$T/comment.conf" "$T/comment.conf:9: line too long"
printf '%s\n' '[network]' 'host = 127.0.0.1' 'user = eve' 'name = Eve' >"$T/partial.conf"
config_refused "a file tessera would refuse (no [display])" "$T/partial.conf" "key 'rotation': missing required key"
mkfifo "$T/fifo.conf"
config_refused "a FIFO as the config" "$T/fifo.conf" "$T/fifo.conf: cannot open: not a regular file"
config_refused "/dev/zero as the config" /dev/zero "/dev/zero: cannot open: not a regular file"
net_conf | head -n 4 >"$T/alone.conf"
expect "a board config without [network]" 2 "alone.conf: no \[network\] section" timeout 5 "$NET_BIN" --config "$T/alone.conf"

# --- the lobby: two kiosks see each other, name and place included ----------
peer_start alice alice --name "Alice" --place "Café Lumen"
# bob connects with a board config's [network] section (a whole config, as tessera reads it).
cat >"$T/bob.conf" <<CONF
[board]
description = a kiosk in a library
[display]
rotation = 0
[touch]
device = auto
[network]
host = 127.0.0.1     # the private broker
port = $BROKER_PORT
ca_file = $BROKER_CA
user = bob
password_file = $BROKER_DIR/bob.pass
name = Bob
place = Library
[look]
scale = 1
CONF
peer_start_with() { # NAME ARGS...: like peer_start, without net_args
	local name=$1 fd; shift
	rm -f "$T/$name.in"; mkfifo "$T/$name.in"
	"$NET_BIN" --stay "$@" <"$T/$name.in" >"$T/$name.out" 2>"$T/$name.err" &
	eval "peer_pid_$name=$!"
	exec {fd}>"$T/$name.in"; eval "peer_fd_$name=$fd"
}
peer_start_with bob --config "$T/bob.conf"
peer_expect alice 'presence bob free any "Bob" "Library"'
peer_expect bob 'presence alice free any "Alice" "Café Lumen"'
peer_mark alice
peer_say bob "presence playing any g-9"
peer_expect alice 'presence bob playing any "Bob" "Library" g-9' # the game it plays (since 2026-11-29)
peer_say bob "presence playing words g-9 away"
peer_expect alice 'presence bob playing words "Bob" "Library" g-9 away' # nobody at its table (since 2026-11-29)
peer_say bob "presence busy reversi"
peer_expect alice 'presence bob busy reversi "Bob" "Library"'
peer_say alice lobby
peer_expect alice 'lobby bob busy reversi "Bob" "Library"'
peer_lacks alice 'presence alice' # our own presence is not news

# --- invitation and answer -------------------------------------------------------
# Each side follows the game before it invites or accepts: one connection's
# packets are handled in order, so its subscription is in place before the
# other side can hear of the game, let alone move (docs/network.md).
peer_say alice "follow g1 bob"
peer_say alice "invite bob g1 words 42 challenge=double"
peer_expect bob 'invite alice g1 words 42 "challenge=double"'
peer_say bob "follow g1 alice"
peer_say bob "reply alice g1 accept"
peer_expect alice 'reply bob g1 accept'

# --- moves both ways, each side's in the order sent ----------------------------------
for i in 1 2 3 4 5; do peer_say alice "move g1 $i A$i"; peer_say bob "move g1 $i B$i"; done
peer_say alice "chat g1 Good move!"
peer_expect bob 'move g1 alice 5 A5'
peer_expect alice 'move g1 bob 5 B5'
peer_expect bob 'chat g1 alice Good move!'
peer_lines_are bob 'move g1 alice' 'move g1 alice 1 A1|move g1 alice 2 A2|move g1 alice 3 A3|move g1 alice 4 A4|move g1 alice 5 A5|' \
	"bob should have alice's moves once each in order"
peer_lines_are alice 'move g1 bob' 'move g1 bob 1 B1|move g1 bob 2 B2|move g1 bob 3 B3|move g1 bob 4 B4|move g1 bob 5 B5|' \
	"alice should have bob's moves once each in order"

# --- a repeated delivery is applied once -------------------------------------------
# Move 5 published again (as a QoS 1 redelivery after a lost PUBACK looks), then 6.
peer_say alice "move g1 5 A5"
peer_say alice "move g1 6 A6"
peer_expect bob 'move g1 alice 6 A6'
got=$(grep -c 'move g1 alice 5 ' "$T/bob.out")
[ "$got" = 1 ] && ok || bad "bob should print move 5 once, printed it $got times"
peer_say bob stats
peer_expect bob 'duplicates=1'

# --- games in a row: a game unfollowed gives its place (and its subscription) back ---------
# The link follows NET_LINK_GAMES (4) at once; g1 holds one.  Six more games, each
# followed, played and unfollowed by both, all arrive; before, the app never unfollowed
# and the fifth game of a run received nothing.  A move on a game bob left no longer
# reaches him: his link unsubscribed it at the broker.
for g in 1 2 3 4 5 6; do
	peer_say alice "follow r$g bob"
	peer_say bob "follow r$g alice"
	sleep 0.2
	peer_say alice "move r$g 1 R$g"
	peer_expect bob "move r$g alice 1 R$g"
	peer_say bob "move r$g 1 S$g"
	peer_expect alice "move r$g bob 1 S$g"
	peer_say alice "unfollow r$g"
	peer_say bob "unfollow r$g"
done
sleep 0.3
peer_say alice "move r6 2 late"
peer_say alice "chat g1 after the games"
peer_expect bob 'chat g1 alice after the games'
peer_lacks bob 'move r6 alice 2 late'
peer_lacks bob 'cannot follow'

# An invitation carries a message expiry (NET_LINK_INVITE_EXPIRY_S): the broker drops one
# queued for a kiosk away rather than have it asked long after.  eve's inbox, read with
# mosquitto_sub, shows the property as the broker forwards it.
timeout 10 mosquitto_sub -V 5 -q 1 -h 127.0.0.1 -p "$BROKER_PORT" --cafile "$BROKER_CA" -u eve \
	-P "$(cat "$BROKER_DIR/eve.pass")" -t 'tessera/v1/inbox/eve/+' -C 1 -F '%E %t' >"$T/expiry.out" 2>&1 &
sub=$!
sleep 0.5
peer_say alice "invite eve x1 reversi 7"
wait $sub
read -r expiry topic <"$T/expiry.out"
[ "$topic" = tessera/v1/inbox/eve/alice ] && [ "${expiry:-0}" -ge 1 ] 2>/dev/null && [ "$expiry" -le 30 ] && ok ||
	bad "alice's invitation should carry a message expiry of at most 30 s: $(cat "$T/expiry.out")"

# --- a third client cannot publish as another kiosk (the ACL's %u) ---------------------
forged=$(printf 'move\nseq 7\ntext FORGED')
out=$(mosquitto_pub -V 5 -q 1 -h 127.0.0.1 -p "$BROKER_PORT" --cafile "$BROKER_CA" -u eve -P "$(cat "$BROKER_DIR/eve.pass")" \
	-t tessera/v1/game/g1/move/alice -m "$forged" 2>&1)
grep -qi 'not authorized' <<<"$out" && ok || bad "the broker should refuse eve's move as alice (reason 135), mosquitto_pub said: $out"
out=$(mosquitto_pub -V 5 -q 1 -h 127.0.0.1 -p "$BROKER_PORT" --cafile "$BROKER_CA" -u eve -P "$(cat "$BROKER_DIR/eve.pass")" \
	-t tessera/v1/lobby/alice -r -n 2>&1)
grep -qi 'not authorized' <<<"$out" && ok || bad "the broker should refuse eve clearing alice's presence, mosquitto_pub said: $out"
# eve's own topic is hers: a move there arrives as eve's, never as alice's.
mosquitto_pub -V 5 -q 1 -h 127.0.0.1 -p "$BROKER_PORT" --cafile "$BROKER_CA" -u eve -P "$(cat "$BROKER_DIR/eve.pass")" \
	-t tessera/v1/game/g1/move/eve -m "$forged"
peer_expect bob 'move g1 eve 7 FORGED'
grep -q 'move g1 alice 7' "$T/bob.out" && bad "bob took eve's move as alice's" || ok
# A wrong password is refused at connect, with the reason.
printf 'wrong\n' >"$T/wrong.pass"
"$NET_BIN" --host 127.0.0.1 --port "$BROKER_PORT" --ca "$BROKER_CA" --user eve --password-file "$T/wrong.pass" \
	--script /dev/stdin >"$T/wrong.out" 2>&1 <<<'wait refused' ; rc=$?
# (MQTT v5: 134 bad user name or password; Mosquitto 2.0 answers 135, not authorized.)
grep -qE 'refused 13[45] ' "$T/wrong.out" && [ $rc = 0 ] && ok || bad "a wrong password should print 'refused 134|135 ...': rc $rc, $(cat "$T/wrong.out")"
# Said once, not at every retry (four or five in 3 s): the journal of a kiosk with a wrong
# password got the same line every 4 s.
"$NET_BIN" --host 127.0.0.1 --port "$BROKER_PORT" --ca "$BROKER_CA" --user eve --password-file "$T/wrong.pass" \
	--script /dev/stdin >"$T/wrong2.out" 2>&1 <<<$'timeout 3\nwait never comes'
n=$(grep -cE 'refused 13[45] ' "$T/wrong2.out")
[ "$n" = 1 ] && ok || bad "a wrong password should be said once in 3 s of retries, was said $n times: $(cat "$T/wrong2.out")"

# A broker whose certificate another CA signed is never trusted: the kiosk says why and keeps trying.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=another CA" -keyout "$T/other.key" \
	-out "$T/other.crt" 2>/dev/null
"$NET_BIN" --host 127.0.0.1 --port "$BROKER_PORT" --ca "$T/other.crt" --user eve \
	--password-file "$BROKER_DIR/eve.pass" --script /dev/stdin >"$T/ca.out" 2>&1 <<<$'timeout 3\nwait connected session'; rc=$?
[ $rc = 3 ] && grep -q 'disconnected .*cannot reach the broker.*retrying' "$T/ca.out" && ok ||
	bad "with another CA the kiosk should not connect, and say so: rc $rc, $(cat "$T/ca.out")"

# --- kill -9: the last will clears the presence ---------------------------------------------
peer_mark alice
peer_kill bob
peer_expect alice 'gone bob' 5

# --- cut off and back: the moves sent meanwhile wait in the broker -----------------------------
peer_say alice "move g1 7 A7"
peer_say alice "move g1 8 A8"
sleep 0.3
# bob comes back after a restart: his saved game has alice's moves up to 6.
peer_mark alice
peer_start bob2 bob --name "Bob" --place "Library"
peer_say bob2 "follow g1 alice 6"
peer_expect bob2 'connected session=1'
peer_expect bob2 'move g1 alice 8 A8'
peer_lines_are bob2 'move g1 alice' 'move g1 alice 7 A7|move g1 alice 8 A8|' \
	"bob should get the queued moves 7 and 8 once, in order"
peer_expect alice 'presence bob free any'

# --- the broker restarts (persistence): no move lost, the links reconnect -------------------
peer_mark alice
peer_stop bob2 # a clean exit: leaves the lobby, keeps the session
peer_expect alice 'gone bob'
peer_say alice "move g1 9 A9"
sleep 0.3
peer_mark alice
"$here/broker.sh" restart "$T/broker" || bad "the broker did not restart"
peer_expect alice 'disconnected'
peer_say alice "move g1 10 A10" # sent while the broker may still be away
peer_expect alice 'connected session=1' 15
peer_start bob3 bob
peer_say bob3 "follow g1 alice 8"
peer_expect bob3 'move g1 alice 10 A10' 15
peer_lines_are bob3 'move g1 alice' 'move g1 alice 9 A9|move g1 alice 10 A10|' \
	"after the broker's restart bob should get moves 9 and 10"

# --- after its own reconnect a link's session still outlives it ------------------------------
# alice reconnected by herself when the broker came back; libmosquitto's own
# reconnect would have sent no session expiry (0), and the broker would drop
# her session, and what waits in it, the moment she goes.
peer_kill alice
peer_say bob3 "move g1 6 B6"
sleep 0.3
peer_start alice2 alice
peer_say alice2 "follow g1 bob 5"
peer_expect alice2 'connected session=1'
peer_expect alice2 'move g1 bob 6 B6'

# --- a game unfollowed while the broker is away is unsubscribed when it is back -------------
# The broker's session still holds the subscription: the link drops it on the next connect.
peer_say alice2 "follow z1 bob"
sleep 0.3
peer_mark alice2
peer_mark bob3
"$here/broker.sh" stop "$T/broker"
peer_expect alice2 'disconnected'
peer_say alice2 "unfollow z1"
sleep 0.3
"$here/broker.sh" restart "$T/broker" || bad "the broker did not start again"
peer_expect alice2 'connected session=1' 15
peer_expect bob3 'connected session=1' 15
peer_say bob3 "move z1 1 Z1"
peer_say bob3 "chat g1 back again"
peer_expect alice2 'chat g1 bob back again'
peer_lacks alice2 'move z1'

peer_stop alice2
peer_stop bob3
peers_clean
finish
