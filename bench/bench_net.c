/* Figures of the network link through a real broker (make bench-net, which
 * starts a private one with tests/net/broker.sh):
 *   bench_net rtt N  OPTIONS     N move round trips between two links (alice
 *                                sends move i, bob answers with move i): median,
 *                                99th percentile and worst, wall clock
 *   bench_net lobby N OPTIONS    N simulated kiosks (plain libmosquitto clients,
 *                                users sim0..simN-1) each leave a retained
 *                                presence and stay connected; then a new link
 *                                (alice) starts: the time until it has seen all
 *                                N, and the broker's resident memory before and after
 * OPTIONS: --port P --ca FILE --dir DIR (DIR/USER.pass) [--broker-pid PID]
 *          [--late-follow MS]  rtt: bob follows the game MS ms after alice's
 *                              first move went out (the broker drops that
 *                              move: make check-bench-net's case of the race
 *                              that the warm-up must survive) */
#include <errno.h>
#include <limits.h>
#include <mosquitto.h>
#include <mqtt_protocol.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "net/net_link.h"
#include "platform/number.h"

struct bench_opts {
	int port;
	const char *ca, *dir;
	long broker_pid;
	int late_follow_ms;
};

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static struct net_link *start_link(const struct bench_opts *o, const char *user)
{
	char pass[512], err[256];
	snprintf(pass, sizeof pass, "%s/%s.pass", o->dir, user);
	struct net_link_config cfg = {.host = "127.0.0.1", .port = o->port, .ca_file = o->ca, .user = user,
	                              .password_file = pass};
	struct net_link *link;
	if (net_link_start(&cfg, &link, err, sizeof err)) {
		fprintf(stderr, "bench_net: %s\n", err);
		exit(1);
	}
	return link;
}

/* The next event of link within ms: false when none came. */
static bool event_within(struct net_link *link, struct net_event *ev, int ms)
{
	while (!net_link_poll(link, ev)) {
		struct pollfd p = {net_link_fd(link), POLLIN, 0};
		if (poll(&p, 1, ms) == 0)
			return false;
	}
	return true;
}

/* Wait (poll) for the next event of link; exits after 10 s without one. */
static void next_event(struct net_link *link, struct net_event *ev)
{
	if (!event_within(link, ev, 10000)) {
		fprintf(stderr, "bench_net: no event for 10 s\n");
		exit(1);
	}
}

/* Wait for move `seq`; other events (presence, connected) and the warm-up's
 * older moves pass by. */
static void next_move(struct net_link *link, struct net_event *ev, uint64_t seq)
{
	do
		next_event(link, ev);
	while (ev->kind != NET_EVENT_MESSAGE || ev->msg.kind != NET_MSG_MOVE || ev->msg.seq < seq);
}

static void send_move(struct net_link *link, uint64_t seq)
{
	struct net_msg m = {.kind = NET_MSG_MOVE, .seq = seq};
	snprintf(m.game_id, sizeof m.game_id, "bench");
	snprintf(m.u.move.text, sizeof m.u.move.text, "8D WINDY");
	while (net_link_send(link, &m) == -EAGAIN)
		;
}

/* Sends moves from `from` (numbered after seq, one every 50 ms) until one
 * reaches `to`; then a few more round trips warm the path.  Returns the
 * last number used.  Exits if none gets through in 10 s.  late_ms (alice
 * to bob only): bob follows alice's moves that long after the first. */
static uint64_t get_through(struct net_link *from, struct net_link *to, uint64_t seq, int late_ms)
{
	struct net_event ev;
	for (int tries = 0;; tries++) {
		if (tries == 200) {
			fprintf(stderr, "bench_net: no move got through the broker in 10 s\n");
			exit(1);
		}
		send_move(from, ++seq);
		if (late_ms && tries == 0) {
			usleep((useconds_t)late_ms * 1000);
			net_link_follow(to, "bench", "alice", 0, 0);
		}
		double until = now_ms() + 50;
		bool got = false;
		while (!got && now_ms() < until && event_within(to, &ev, 50))
			got = ev.kind == NET_EVENT_MESSAGE && ev.msg.kind == NET_MSG_MOVE;
		if (got)
			break;
	}
	for (int warm = 0; warm < 10; warm++) {
		send_move(from, ++seq);
		next_move(to, &ev, seq);
		send_move(to, seq);
		next_move(from, &ev, seq);
	}
	return seq;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static void wait_connected(struct net_link *link)
{
	struct net_event ev;
	do
		next_event(link, &ev);
	while (ev.kind != NET_EVENT_CONNECTED);
}

static int bench_rtt(const struct bench_opts *o, int n)
{
	struct net_link *a = start_link(o, "alice"), *b = start_link(o, "bob");
	struct net_event ev;
	double *rtt = calloc((size_t)n, sizeof *rtt);
	wait_connected(a);
	wait_connected(b);
	net_link_follow(a, "bench", "bob", 0, 0);
	/* Each side's subscription reaches the broker on its own connection, in
	 * no order with the other side's publishes, and a move published before
	 * it is dropped: each way, send until a move gets through. */
	if (!o->late_follow_ms)
		net_link_follow(b, "bench", "alice", 0, 0);
	uint64_t seq = get_through(a, b, 0, o->late_follow_ms);
	seq = get_through(b, a, seq, 0);
	for (int i = 0; i < n; i++) {
		seq++;
		double t0 = now_ms();
		send_move(a, seq);
		next_move(b, &ev, seq);
		send_move(b, seq);
		next_move(a, &ev, seq);
		rtt[i] = now_ms() - t0;
		if (ev.msg.seq != seq) {
			fprintf(stderr, "bench_net: move %llu came back as %llu\n", (unsigned long long)seq,
			        (unsigned long long)ev.msg.seq);
			return 1;
		}
	}
	qsort(rtt, (size_t)n, sizeof *rtt, cmp_double);
	printf("bench-net: move round trip alice -> broker -> bob -> broker -> alice, TLS, QoS 1, %d trips: "
	       "median %.3f ms, p99 %.3f ms, worst %.3f ms\n",
	       n, rtt[n / 2], rtt[(int)(n * 0.99)], rtt[n - 1]);
	free(rtt);
	net_link_stop(a, 1000);
	net_link_stop(b, 1000);
	return 0;
}

static long broker_rss_kb(long pid)
{
	char path[64], line[256];
	long kb = -1;
	snprintf(path, sizeof path, "/proc/%ld/status", pid);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "VmRSS: %ld kB", &kb) == 1)
			break;
	fclose(f);
	return kb;
}

static void on_sim_publish(struct mosquitto *m, void *arg, int mid)
{
	(void)m;
	(void)mid;
	*(int *)arg = 1;
}

/* Service one simulated kiosk's socket for up to ms.  poll, not
 * mosquitto_loop: that one uses select(), which cannot watch the socket
 * numbers above 1023 that a thousand clients in one process reach. */
static void sim_service(struct mosquitto *m, int ms)
{
	struct pollfd p = {mosquitto_socket(m), POLLIN | (mosquitto_want_write(m) ? POLLOUT : 0), 0};
	if (poll(&p, 1, ms) > 0) {
		if (p.revents & POLLIN)
			mosquitto_loop_read(m, 1);
		if (p.revents & POLLOUT)
			mosquitto_loop_write(m, 1);
	}
	mosquitto_loop_misc(m);
}

/* One simulated kiosk: connected with its own user, its presence retained
 * (acknowledged by the broker before the next one starts). */
static void start_sim(const struct bench_opts *o, int i)
{
	char user[32], path[512], pass[128], topic[96], payload[160];
	snprintf(user, sizeof user, "sim%d", i);
	snprintf(path, sizeof path, "%s/%s.pass", o->dir, user);
	FILE *f = fopen(path, "r");
	if (!f || !fgets(pass, sizeof pass, f)) {
		fprintf(stderr, "bench_net: cannot read %s\n", path);
		exit(1);
	}
	fclose(f);
	pass[strcspn(pass, "\n")] = '\0';
	static int acked;
	struct mosquitto *m = mosquitto_new(user, true, &acked);
	mosquitto_publish_callback_set(m, on_sim_publish);
	acked = 0;
	mosquitto_int_option(m, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V5);
	mosquitto_username_pw_set(m, user, pass);
	mosquitto_tls_set(m, o->ca, NULL, NULL, NULL, NULL);
	snprintf(topic, sizeof topic, "tessera/v1/lobby/%s", user);
	mosquitto_will_set_v5(m, topic, 0, NULL, 1, true, NULL);
	if (mosquitto_connect_bind_v5(m, "127.0.0.1", o->port, 60, NULL, NULL) != MOSQ_ERR_SUCCESS) {
		fprintf(stderr, "bench_net: simulated kiosk %d cannot connect\n", i);
		exit(1);
	}
	int len = snprintf(payload, sizeof payload, "presence\nname Kiosk %d\nplace Table %d\ngame any\nstatus free\n",
	                   i, i % 50);
	mosquitto_publish_v5(m, NULL, topic, len, payload, 1, true, NULL);
	for (double t0 = now_ms(); !acked && now_ms() - t0 < 5000;)
		sim_service(m, 10);
	if (!acked) {
		fprintf(stderr, "bench_net: simulated kiosk %d: no PUBACK for its presence in 5 s\n", i);
		exit(1);
	}
}

/* The simulated kiosks live in a child process: a thousand clients take
 * three thousand descriptors, and the link's loop (mosquitto_loop, select())
 * only watches descriptors below 1024, as a kiosk's few always are.  The
 * child writes how long it took on the pipe, then waits to be killed. */
static pid_t start_sims(const struct bench_opts *o, int n, double *t_sims)
{
	int fds[2];
	if (pipe(fds) != 0)
		return -1;
	pid_t pid = fork();
	if (pid == 0) {
		close(fds[0]);
		double t0 = now_ms();
		for (int i = 0; i < n; i++)
			start_sim(o, i);
		double t = now_ms() - t0;
		if (write(fds[1], &t, sizeof t) != sizeof t)
			_exit(1);
		for (;;)
			pause();
	}
	close(fds[1]);
	if (pid < 0 || read(fds[0], t_sims, sizeof *t_sims) != sizeof *t_sims) {
		fprintf(stderr, "bench_net: the simulated kiosks did not start\n");
		if (pid > 0)
			kill(pid, SIGKILL);
		return -1;
	}
	close(fds[0]);
	return pid;
}

static int bench_lobby(const struct bench_opts *o, int n)
{
	double t_sims = 0;
	long rss_before = broker_rss_kb(o->broker_pid);
	pid_t sims = start_sims(o, n, &t_sims);
	if (sims < 0)
		return 1;
	long rss_after = broker_rss_kb(o->broker_pid);

	double t0 = now_ms();
	struct net_link *link = start_link(o, "alice");
	struct net_event ev;
	double t_connected = 0;
	int seen = 0;
	while (seen < n) {
		if (!net_link_poll(link, &ev)) {
			struct pollfd p = {net_link_fd(link), POLLIN, 0};
			if (poll(&p, 1, 10000) == 0) {
				fprintf(stderr, "bench_net: the new kiosk saw %d of the %d kiosks, then nothing for 10 s\n", seen, n);
				kill(sims, SIGKILL);
				return 1;
			}
			continue;
		}
		if (ev.kind == NET_EVENT_CONNECTED)
			t_connected = now_ms() - t0;
		if (ev.kind == NET_EVENT_MESSAGE && ev.msg.kind == NET_MSG_PRESENCE && strncmp(ev.msg.from, "sim", 3) == 0)
			seen++;
	}
	double t_lobby = now_ms() - t0;
	struct net_link_stats st;
	net_link_stats(link, &st);
	printf("bench-net: lobby of %d simulated kiosks (each connected over TLS, presence retained), made in %.0f ms\n",
	       n, t_sims);
	printf("bench-net: a new kiosk sees the whole lobby %.1f ms after net_link_start (connected after %.1f ms; "
	       "inbound ring high water %u of %d)\n",
	       t_lobby, t_connected, st.in_high_water, NET_LINK_RING);
	if (rss_before > 0)
		printf("bench-net: broker resident memory %ld kB before, %ld kB with the %d kiosks (%.1f kB each)\n",
		       rss_before, rss_after, n, (double)(rss_after - rss_before) / n);
	net_link_stop(link, 1000);
	kill(sims, SIGKILL);
	waitpid(sims, NULL, 0);
	return 0;
}

/* An option's number from lo to hi (number_parse_long), else a message: a
 * typo in an option should stop the benchmark rather than run it with 0. */
static bool number_arg(const char *what, const char *text, long lo, long hi, long *out)
{
	if (number_parse_long(text, lo, hi, out))
		return true;
	fprintf(stderr, "bench_net: %s must be a number from %ld to %ld, not \"%s\"\n", what, lo, hi, text);
	return false;
}

static int usage(void)
{
	fprintf(stderr, "usage: bench_net rtt|lobby N --port P --ca FILE --dir DIR [--broker-pid PID] "
	                "[--late-follow MS]\n");
	return 2;
}

int main(int argc, char **argv)
{
	struct bench_opts o = {0};
	long n, v;
	if (argc < 3 || (strcmp(argv[1], "rtt") && strcmp(argv[1], "lobby")))
		return usage();
	if (!number_arg("N", argv[2], 1, 100000, &n))
		return 2;
	for (int i = 3; i < argc; i += 2) {
		const char *opt = argv[i], *val = argv[i + 1];
		if (!val) {
			fprintf(stderr, "bench_net: %s needs a value\n", opt);
			return 2;
		}
		if (strcmp(opt, "--ca") == 0)
			o.ca = val;
		else if (strcmp(opt, "--dir") == 0)
			o.dir = val;
		else if (strcmp(opt, "--port") == 0) {
			if (!number_arg(opt, val, 1, 65535, &v))
				return 2;
			o.port = (int)v;
		} else if (strcmp(opt, "--broker-pid") == 0) {
			if (!number_arg(opt, val, 1, INT_MAX, &o.broker_pid))
				return 2;
		} else if (strcmp(opt, "--late-follow") == 0) {
			if (!number_arg(opt, val, 0, 60000, &v))
				return 2;
			o.late_follow_ms = (int)v;
		} else {
			fprintf(stderr, "bench_net: unknown option \"%s\"\n", opt);
			return usage();
		}
	}
	if (!o.port || !o.ca || !o.dir) {
		fprintf(stderr, "bench_net: needs --port, --ca and --dir\n");
		return 2;
	}
	mosquitto_lib_init();
	return strcmp(argv[1], "rtt") == 0 ? bench_rtt(&o, (int)n) : bench_lobby(&o, (int)n);
}
