/* The caller's side of the link between start and stop
 * (src/net/net_link.h): the rings, and the sequence numbers that drop
 * repeated deliveries.  Nothing here allocates (make check-net-nomalloc). */
#include "net/net_link_int.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void net_link_cut_words(char *dst, size_t cap, const char *src)
{
	size_t n = strlen(src);
	if (cap == 0)
		return;
	if (n < cap) {
		memcpy(dst, src, n + 1);
		return;
	}
	if (cap < 8) {
		snprintf(dst, cap, "%s", src);
		return;
	}
	size_t cut = cap - 4; /* room for "..." and the NUL */
	while (cut > 0 && src[cut] != ' ')
		cut--;
	while (cut > 0 && (src[cut - 1] == ' ' || src[cut - 1] == ',' || src[cut - 1] == ':'))
		cut--;
	if (cut == 0)
		cut = cap - 4; /* one long word: cut it */
	memcpy(dst, src, cut);
	memcpy(dst + cut, "...", 4);
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
	if (copy.kind == NET_MSG_PRESENCE && !copy.u.presence.name[0]) {
		/* Name and place are the kiosk's, from its config. */
		memcpy(copy.u.presence.name, link->presence.name, sizeof copy.u.presence.name);
		memcpy(copy.u.presence.place, link->presence.place, sizeof copy.u.presence.place);
	}
	if (copy.seq == 0 && (copy.kind == NET_MSG_INVITE || copy.kind == NET_MSG_REPLY || copy.kind == NET_MSG_CHAT))
		copy.seq = clock_seq(link);
	int len = net_msg_encode(&copy, o->payload, sizeof o->payload);
	if (len < 0 || net_msg_topic(&copy, link->user, o->topic, sizeof o->topic) < 0)
		return -EINVAL;
	o->op = NET_OUT_PUBLISH;
	o->len = (uint16_t)len;
	o->presence = copy.kind == NET_MSG_PRESENCE || copy.kind == NET_MSG_GONE;
	o->retain = o->presence;
	o->expiry_s = copy.kind == NET_MSG_INVITE ? NET_LINK_INVITE_EXPIRY_S : 0;
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

/* A sender leaves the lobby (restarted, died): its inbox numbers start
 * afresh, so a kiosk whose clock went back while it was away is heard when
 * it is back.  A repeat it sent before is still stopped above the link
 * (an invitation from a kiosk not present is not asked; a reply must
 * match an open invitation). */
static void inbox_forget(struct net_link *link, const char *from)
{
	for (int i = 0; i < NET_INBOX_PEERS; i++)
		if (strcmp(link->inbox[i].user, from) == 0) {
			link->inbox[i].seq = 0;
			link->inbox[i].said_back = false;
		}
}

static struct net_inbox_peer *inbox_peer_of(struct net_link *link, const uint64_t *seq)
{
	for (int i = 0; i < NET_INBOX_PEERS; i++)
		if (&link->inbox[i].seq == seq)
			return &link->inbox[i];
	return NULL;
}

/* An inbox message numbered below the last taken from its sender: a repeat
 * is equal, so this is the sender's clock gone back.  Dropped (the order of
 * its messages is all the link knows), but said once, as a BAD_MESSAGE,
 * rather than silently: 1 and *ev filled, or 0. */
static int inbox_went_back(struct net_link *link, const uint64_t *last, struct net_event *ev)
{
	struct net_inbox_peer *p = inbox_peer_of(link, last);
	if (!p || ev->msg.seq >= *last || p->said_back)
		return 0;
	p->said_back = true;
	uint64_t seq = ev->msg.seq;
	char from[NET_USER_MAX + 1];
	snprintf(from, sizeof from, "%s", ev->msg.from);
	memset(ev, 0, sizeof *ev);
	ev->kind = NET_EVENT_BAD_MESSAGE;
	snprintf(ev->text, sizeof ev->text, "%s: seq %llu below %llu (its clock went back?): dropped until it returns",
	         from, (unsigned long long)seq, (unsigned long long)*last);
	return 1;
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
		if (ev->msg.kind == NET_MSG_GONE)
			inbox_forget(link, ev->msg.from);
		uint64_t *last = stream_seq(link, &ev->msg);
		if (last && ev->msg.seq <= *last) {
			link->duplicates++;
			if (inbox_went_back(link, last, ev))
				return 1;
			continue;
		}
		if (last) {
			*last = ev->msg.seq;
			struct net_inbox_peer *p = inbox_peer_of(link, last);
			if (p)
				p->said_back = false;
		}
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
	o->expiry_s = 0;
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

