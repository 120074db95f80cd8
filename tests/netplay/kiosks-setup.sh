# Sourced by the netplay scripts (after `set -u`, with "$0" the script):
# H and DICT from the arguments, the check helpers, a private broker with
# the two kiosks' users, their board configs in $T, the menu's layout, and
# at NAME (a layout point).  The broker and the kiosks die with the script.
H=$(realpath "${1:?usage: $0 path/to/tessera-headless DICT}")
DICT=$(realpath "${2:?usage: $0 path/to/tessera-headless DICT}")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$root/tests/cli/check.sh"
T=$(mktemp -d)
chmod 755 "$T" # as root the broker runs as mosquitto and must reach $T/broker
cleanup() {
	for p in $(jobs -p); do kill -9 "$p" 2>/dev/null; done
	"$root/tests/net/broker.sh" kill "$T/broker" >/dev/null 2>&1
	rm -rf "$T"
}
trap cleanup EXIT
"$root/tests/net/broker.sh" start "$T/broker" cafe-lumen library-east ||
	{ echo "check-netplay: the broker did not start" >&2; exit 1; }
. "$T/broker/env"

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
