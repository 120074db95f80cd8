/* The caller's side of the link (src/net/net_link.h): the rings, the
 * sequence numbers that drop repeated deliveries, start and stop.  Nothing
 * here allocates after net_link_start. */
#include "net/net_link_int.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

#define DEFAULT_KEEPALIVE_S 10
#define DEFAULT_SESSION_EXPIRY_S 3600

static int copy_field(char *dst, size_t size, const char *src, const char *what, char *err, size_t cap)
{
	if (strlen(src) >= size) {
		snprintf(err, cap, "%s is longer than %zu bytes", what, size - 1);
		return -EINVAL;
	}
	memcpy(dst, src, strlen(src) + 1);
	return 0;
}

/* The password is the file's first line (without its newline). */
static int read_password(struct net_link *link, const char *path, char *err, size_t cap)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		int e = errno;
		snprintf(err, cap, "cannot read the password file %s: %s", path, strerror(e));
		return -e;
	}
	char *line = fgets(link->password, sizeof link->password, f);
	fclose(f);
	if (!line) {
		snprintf(err, cap, "the password file %s is empty", path);
		return -EINVAL;
	}
	size_t n = strcspn(link->password, "\r\n");
	if (link->password[n] == '\0' && n == sizeof link->password - 1) {
		snprintf(err, cap, "the password in %s is longer than %d bytes", path, NET_PASSWORD_MAX - 1);
		return -EINVAL;
	}
	link->password[n] = '\0';
	link->has_password = true;
	return 0;
}

static int take_config(struct net_link *link, const struct net_link_config *cfg, char *err, size_t cap)
{
	int rc;
	if (!cfg->host || !cfg->host[0]) {
		snprintf(err, cap, "no broker host");
		return -EINVAL;
	}
	if (!cfg->user || !net_msg_name_ok(cfg->user, NET_USER_MAX)) {
		snprintf(err, cap, "the user must be 1 to %d characters of a-z, 0-9, _ and -", NET_USER_MAX);
		return -EINVAL;
	}
	if (cfg->port < 0 || cfg->port > 65535) {
		snprintf(err, cap, "port %d is not 1 to 65535", cfg->port);
		return -EINVAL;
	}
	if ((rc = copy_field(link->host, sizeof link->host, cfg->host, "the host", err, cap)) ||
	    (rc = copy_field(link->user, sizeof link->user, cfg->user, "the user", err, cap)) ||
	    (rc = copy_field(link->ca_file, sizeof link->ca_file, cfg->ca_file ? cfg->ca_file : "", "the CA file path",
	                     err, cap)))
		return rc;
	if (cfg->ca_file && access(cfg->ca_file, R_OK) != 0) {
		int e = errno;
		snprintf(err, cap, "cannot read the CA file %s: %s", cfg->ca_file, strerror(e));
		return -e;
	}
	if (cfg->password_file && (rc = read_password(link, cfg->password_file, err, cap)))
		return rc;
	struct net_msg probe = {.kind = NET_MSG_PRESENCE};
	char buf[NET_PAYLOAD_MAX];
	snprintf(probe.u.presence.name, sizeof probe.u.presence.name, "%s",
	         cfg->display_name ? cfg->display_name : cfg->user);
	snprintf(probe.u.presence.place, sizeof probe.u.presence.place, "%s", cfg->place ? cfg->place : "");
	if ((cfg->display_name && strlen(cfg->display_name) > NET_NAME_MAX) ||
	    (cfg->place && strlen(cfg->place) > NET_PLACE_MAX) || net_msg_encode(&probe, buf, sizeof buf) < 0) {
		snprintf(err, cap, "the display name (up to %d bytes) or place (up to %d) is too long or not UTF-8 text",
		         NET_NAME_MAX, NET_PLACE_MAX);
		return -EINVAL;
	}
	link->presence = probe.u.presence;
	link->port = cfg->port ? cfg->port : cfg->ca_file ? 8883 : 1883;
	link->keepalive_s = cfg->keepalive_s > 0 ? cfg->keepalive_s : DEFAULT_KEEPALIVE_S;
	if (link->keepalive_s < 5)
		link->keepalive_s = 5; /* libmosquitto's least */
	link->session_expiry_s = cfg->session_expiry_s ? cfg->session_expiry_s : DEFAULT_SESSION_EXPIRY_S;
	return 0;
}

static void free_link(struct net_link *link)
{
	net_ring_free(&link->in);
	net_ring_free(&link->out);
	if (link->in_fd >= 0)
		close(link->in_fd);
	if (link->out_fd >= 0)
		close(link->out_fd);
	pthread_mutex_destroy(&link->mosq_lock);
	pthread_mutex_destroy(&link->shared_lock);
	memset(link->password, 0, sizeof link->password);
	free(link);
}

int net_link_start(const struct net_link_config *cfg, struct net_link **out, char *err, size_t cap)
{
	char scratch[8];
	if (!err) {
		err = scratch;
		cap = sizeof scratch;
	}
	*out = NULL;
	struct net_link *link = calloc(1, sizeof *link);
	if (!link) {
		snprintf(err, cap, "out of memory");
		return -ENOMEM;
	}
	link->in_fd = link->out_fd = -1;
	pthread_mutex_init(&link->mosq_lock, NULL);
	pthread_mutex_init(&link->shared_lock, NULL);
	int rc = take_config(link, cfg, err, cap);
	if (!rc && (net_ring_init(&link->in, NET_LINK_RING, sizeof(struct net_event)) ||
	            net_ring_init(&link->out, NET_LINK_RING, sizeof(struct net_out)))) {
		snprintf(err, cap, "out of memory");
		rc = -ENOMEM;
	}
	if (!rc) {
		link->in_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
		link->out_fd = eventfd(0, EFD_CLOEXEC);
		if (link->in_fd < 0 || link->out_fd < 0) {
			rc = -errno;
			snprintf(err, cap, "eventfd: %s", strerror(errno));
		}
	}
	if (!rc)
		rc = net_mqtt_start(link, err, cap);
	if (rc) {
		net_mqtt_stop(link, 0);
		free_link(link);
		return rc;
	}
	/* In the lobby from the start, free, offering both games; the caller
	 * sends another presence to change that. */
	struct net_msg hello = {.kind = NET_MSG_PRESENCE, .u.presence = link->presence};
	net_link_send(link, &hello);
	*out = link;
	return 0;
}

int net_link_fd(const struct net_link *link)
{
	return link->in_fd;
}

/* A sequence number for a kind that has no order of its own: the clock in
 * microseconds, so it keeps growing across a restart of the kiosk. */
static uint64_t clock_seq(struct net_link *link)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	uint64_t now = (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
	link->last_auto_seq = now > link->last_auto_seq ? now : link->last_auto_seq + 1;
	return link->last_auto_seq;
}

int net_link_send(struct net_link *link, const struct net_msg *m)
{
	struct net_out *o = net_ring_slot(&link->out);
	if (!o)
		return -EAGAIN;
	struct net_msg copy = *m;
	if (copy.seq == 0 && (copy.kind == NET_MSG_INVITE || copy.kind == NET_MSG_REPLY || copy.kind == NET_MSG_CHAT))
		copy.seq = clock_seq(link);
	int len = net_msg_encode(&copy, o->payload, sizeof o->payload);
	if (len < 0 || net_msg_topic(&copy, link->user, o->topic, sizeof o->topic) < 0)
		return -EINVAL;
	o->op = NET_OUT_PUBLISH;
	o->len = (uint16_t)len;
	o->presence = copy.kind == NET_MSG_PRESENCE || copy.kind == NET_MSG_GONE;
	o->retain = o->presence;
	net_ring_push(&link->out);
	uint64_t one = 1;
	if (write(link->out_fd, &one, sizeof one) < 0)
		return 0; /* the counter is saturated: the outbox thread is awake anyway */
	return 0;
}

static struct net_follow *find_follow(struct net_link *link, const char *game_id)
{
	for (int g = 0; g < NET_LINK_GAMES; g++)
		if (link->follow[g].used && strcmp(link->follow[g].game_id, game_id) == 0)
			return &link->follow[g];
	return NULL;
}

/* Inbox senders: the last sequence number of each, the least recently seen
 * forgotten first. */
static uint64_t *inbox_seq(struct net_link *link, const char *from)
{
	struct net_inbox_peer *oldest = &link->inbox[0];
	for (int i = 0; i < NET_INBOX_PEERS; i++) {
		struct net_inbox_peer *p = &link->inbox[i];
		if (strcmp(p->user, from) == 0) {
			p->used_at = ++link->polls;
			return &p->seq;
		}
		if (p->used_at < oldest->used_at)
			oldest = p;
	}
	snprintf(oldest->user, sizeof oldest->user, "%s", from);
	oldest->seq = 0;
	oldest->used_at = ++link->polls;
	return &oldest->seq;
}

/* The last sequence number delivered in m's stream, or NULL if the stream is
 * not tracked (presence, a game not followed, a sender who is not the peer). */
static uint64_t *stream_seq(struct net_link *link, const struct net_msg *m)
{
	struct net_follow *f;
	switch (m->kind) {
	case NET_MSG_INVITE:
	case NET_MSG_REPLY:
		return inbox_seq(link, m->from);
	case NET_MSG_MOVE:
	case NET_MSG_END:
	case NET_MSG_CHAT:
		f = find_follow(link, m->game_id);
		if (!f || strcmp(f->peer, m->from) != 0)
			return NULL;
		return m->kind == NET_MSG_CHAT ? &f->chat_seq : &f->move_seq;
	case NET_MSG_PRESENCE:
	case NET_MSG_GONE:
		break;
	}
	return NULL;
}

int net_link_poll(struct net_link *link, struct net_event *ev)
{
	for (;;) {
		struct net_event *e = net_ring_peek(&link->in);
		if (!e) {
			uint64_t n;
			/* Clear the eventfd, then look again: an event pushed between
			 * the two looks keeps it readable. */
			if (read(link->in_fd, &n, sizeof n) < 0 || !(e = net_ring_peek(&link->in)))
				return 0;
		}
		*ev = *e;
		net_ring_pop(&link->in);
		if (ev->kind != NET_EVENT_MESSAGE)
			return 1;
		/* Our own presence comes back as the lobby's retained copy: not news. */
		if ((ev->msg.kind == NET_MSG_PRESENCE || ev->msg.kind == NET_MSG_GONE) &&
		    strcmp(ev->msg.from, link->user) == 0)
			continue;
		uint64_t *last = stream_seq(link, &ev->msg);
		if (last && ev->msg.seq <= *last) {
			link->duplicates++;
			continue;
		}
		if (last)
			*last = ev->msg.seq;
		link->received++;
		return 1;
	}
}

static int queue_follow_op(struct net_link *link, enum net_out_op op, const char *game_id)
{
	struct net_out *o = net_ring_slot(&link->out);
	if (!o)
		return -EAGAIN;
	o->op = op;
	snprintf(o->topic, sizeof o->topic, "%s", game_id);
	net_ring_push(&link->out);
	uint64_t one = 1;
	if (write(link->out_fd, &one, sizeof one) < 0)
		return 0; /* saturated: awake anyway */
	return 0;
}

int net_link_follow(struct net_link *link, const char *game_id, const char *peer, uint64_t peer_move_seq,
                    uint64_t peer_chat_seq)
{
	if (!net_msg_name_ok(game_id, NET_GAME_ID_MAX) || !net_msg_name_ok(peer, NET_USER_MAX))
		return -EINVAL;
	struct net_follow *f = find_follow(link, game_id);
	bool is_new = !f;
	for (int g = 0; !f && g < NET_LINK_GAMES; g++)
		if (!link->follow[g].used)
			f = &link->follow[g];
	if (!f)
		return -ENOSPC;
	if (is_new) {
		int rc = queue_follow_op(link, NET_OUT_FOLLOW, game_id);
		if (rc)
			return rc;
	}
	f->used = true;
	snprintf(f->game_id, sizeof f->game_id, "%s", game_id);
	snprintf(f->peer, sizeof f->peer, "%s", peer);
	f->move_seq = peer_move_seq;
	f->chat_seq = peer_chat_seq;
	return 0;
}

int net_link_unfollow(struct net_link *link, const char *game_id)
{
	struct net_follow *f = find_follow(link, game_id);
	if (!f)
		return -ENOENT;
	int rc = queue_follow_op(link, NET_OUT_UNFOLLOW, game_id);
	if (rc)
		return rc;
	memset(f, 0, sizeof *f);
	return 0;
}

void net_link_stats(const struct net_link *link, struct net_link_stats *out)
{
	struct net_link *l = (struct net_link *)link; /* the rings' counters are atomics */
	out->received = link->received;
	out->duplicates = link->duplicates;
	out->sent = atomic_load(&l->acked) - atomic_load(&l->refused);
	out->refused = atomic_load(&l->refused);
	out->bad = atomic_load(&l->bad);
	out->in_high_water = atomic_load(&l->in.high_water);
	out->out_high_water = atomic_load(&l->out.high_water);
}

int net_link_stop(struct net_link *link, int wait_ms)
{
	if (!link)
		return 0;
	struct net_msg gone = {.kind = NET_MSG_GONE};
	net_link_send(link, &gone);
	net_mqtt_stop(link, wait_ms);
	uint64_t published = atomic_load(&link->published), acked = atomic_load(&link->acked);
	int left = (int)net_ring_count(&link->out) + (published > acked ? (int)(published - acked) : 0);
	free_link(link);
	return left;
}
