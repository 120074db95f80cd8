#!/usr/bin/env bash
# A private Mosquitto broker for tests: 127.0.0.1 only, a free port, TLS with
# certificates made here, one user and password per kiosk, the ACL of
# docs/network.md, persistence.  Everything lives in DIR.
#   tests/net/broker.sh start DIR USER...   make DIR, start; prints nothing
#   tests/net/broker.sh stop DIR            stop (SIGTERM: persistence is saved)
#   tests/net/broker.sh restart DIR         stop and start again, same port and data
#   tests/net/broker.sh kill DIR            SIGKILL (no save)
# After start, DIR/env holds shell assignments for the tests:
#   BROKER_PORT, BROKER_CA, BROKER_DIR; each user's password is in DIR/USER.pass,
#   and `net_args USER` (a function in DIR/env) prints tessera-net's
#   connection flags for USER.
# As root, mosquitto drops to the mosquitto user: DIR is given to it, and the
# folders above DIR must let it through (mktemp -d makes 0700: chmod 755).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cmd=${1:?usage: broker.sh start|stop|restart|kill DIR [USER...]}
dir=${2:?usage: broker.sh start|stop|restart|kill DIR [USER...]}
shift 2

free_port() {
	python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

make_certs() {
	local d=$1
	openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=tessera test CA" \
		-keyout "$d/ca.key" -out "$d/ca.crt" 2>/dev/null
	openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" \
		-keyout "$d/server.key" -out "$d/server.csr" 2>/dev/null
	printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\n' >"$d/san.ext"
	openssl x509 -req -in "$d/server.csr" -CA "$d/ca.crt" -CAkey "$d/ca.key" -CAcreateserial \
		-days 2 -extfile "$d/san.ext" -out "$d/server.crt" 2>/dev/null
}

write_config() {
	local d=$1 port=$2
	cp "$here/acl" "$d/acl"
	cat >"$d/mosquitto.conf" <<CONF
listener $port 127.0.0.1
cafile $d/ca.crt
certfile $d/server.crt
keyfile $d/server.key
allow_anonymous false
password_file $d/passwd
acl_file $d/acl
use_username_as_clientid true
set_tcp_nodelay true
persistence true
persistence_location $d/data/
max_queued_messages 10000
max_connections -1
log_dest file $d/mosquitto.log
log_type error
log_type warning
log_type notice
CONF
}

wait_port() {
	local port=$1
	for _ in $(seq 1 100); do
		if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then return 0; fi
		sleep 0.05
	done
	echo "broker.sh: the broker did not open port $port; its log:" >&2
	tail -5 "$dir/mosquitto.log" >&2 || true
	return 1
}

launch() {
	. "$dir/env"
	mosquitto -c "$dir/mosquitto.conf" >>"$dir/mosquitto.out" 2>&1 &
	echo $! >"$dir/pid"
	wait_port "$BROKER_PORT"
}

stop_with() {
	local sig=$1 pid
	[ -f "$dir/pid" ] || return 0
	pid=$(cat "$dir/pid")
	kill "-$sig" "$pid" 2>/dev/null || true
	for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
	rm -f "$dir/pid"
}

case $cmd in
start)
	[ $# -ge 1 ] || { echo "broker.sh start DIR USER...: name at least one user" >&2; exit 2; }
	mkdir -p "$dir/data"
	dir=$(cd "$dir" && pwd)
	make_certs "$dir"
	# One mosquitto_passwd run hashes every "user:password" line (-U), so a
	# thousand simulated kiosks (make bench-net) take a second, not minutes.
	: >"$dir/passwd"
	for u in "$@"; do
		pw="pw-$u-$RANDOM$RANDOM"
		printf '%s\n' "$pw" >"$dir/$u.pass"
		printf '%s:%s\n' "$u" "$pw" >>"$dir/passwd"
	done
	mosquitto_passwd -U "$dir/passwd"
	port=$(free_port)
	write_config "$dir" "$port"
	cat >"$dir/env" <<ENV
BROKER_DIR=$dir
BROKER_PORT=$port
BROKER_CA=$dir/ca.crt
net_args() { printf '%s\n' --host 127.0.0.1 --port $port --ca $dir/ca.crt --user "\$1" --password-file "$dir/\$1.pass"; }
ENV
	# As root, mosquitto becomes the mosquitto user: it must read and write here.
	if [ "$(id -u)" = 0 ] && id mosquitto >/dev/null 2>&1; then chown -R mosquitto "$dir"; fi
	launch ;;
stop) stop_with TERM ;;
kill) stop_with KILL ;;
restart) stop_with TERM; launch ;;
*) echo "broker.sh: unknown command $cmd" >&2; exit 2 ;;
esac
