# Sourced (after `set -u`) by the scripts that test through a private broker
# (tests/net/broker.sh): a scratch folder $T, which the broker can reach
# when root runs it as the mosquitto user, removed on exit together with the
# broker and the script's background jobs; then
#   private_broker WHO USER...
# starts the broker in $T/broker with those users and reads its DIR/env
# (BROKER_PORT, BROKER_CA, BROKER_DIR, net_args), or exits 1 saying
# "WHO: the broker did not start".
private_broker_here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
T=$(mktemp -d)
chmod 755 "$T" # mktemp -d makes 0700: the mosquitto user must reach $T/broker
private_broker_cleanup() {
	for p in $(jobs -p); do kill -9 "$p" 2>/dev/null; done
	"$private_broker_here/broker.sh" kill "$T/broker" >/dev/null 2>&1
	rm -rf "$T"
}
trap private_broker_cleanup EXIT

private_broker() {
	local who=$1
	shift
	"$private_broker_here/broker.sh" start "$T/broker" "$@" || { echo "$who: the broker did not start" >&2; exit 1; }
	. "$T/broker/env"
}
