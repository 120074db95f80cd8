# Sourced by the netplay scripts (after `set -u`, with "$0" the script):
# H and DICT from the arguments, the check helpers, a private broker with
# the two kiosks' users, their board configs in $T, the menu's layout, and
# at NAME (a layout point).  The broker and the kiosks die with the script.
H=$(realpath "${1:?usage: $0 path/to/tessera-headless DICT}")
DICT=$(realpath "${2:?usage: $0 path/to/tessera-headless DICT}")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$root/tests/cli/check.sh"
. "$root/tests/net/private-broker.sh"
private_broker check-netplay cafe-lumen library-east

board() { # USER NAME PLACE: a board config joining the broker
	cat >"$T/$1.conf" <<CONF
[display]
rotation = 0
[touch]
device = auto
[network]
host = 127.0.0.1
port = $BROKER_PORT
ca_file = $BROKER_CA
user = $1
password_file = $T/broker/$1.pass
name = $2
place = $3
CONF
}
board cafe-lumen "Cafe Lumen" "Rue Neuve 4"
board library-east "Library East" "Quai 2"
layout=$("$H" --game menu --peer x/y --layout)
at() { sed -n "s/^$1: //p" <<<"$layout" | head -1; }

keep_if_failed() { # NAME: after a failure, what the kiosks said goes to build/NAME, to find why (once)
	[ "$fail" != 0 ] && [ ! -d "$root/build/$1" ] || return 0
	mkdir -p "$root/build/$1" && cp "$T"/*.out "$T"/*.err "$T"/*.script "$T/broker/mosquitto.log" \
		"$root/build/$1/" 2>/dev/null
	echo "check-netplay: the kiosks' output is kept in build/$1" >&2
}
