/* Two kiosks joined in memory (remote.h): what one side sends waits in the
 * other's ring, in order, as the broker would deliver it; following a game
 * drops the peer's messages already applied, as the link does. */
#include "app/remote.h"

#include <errno.h>
#include <string.h>

static int pair_send(void *ctx, const struct net_msg *m)
{
	struct remote_pair_side *from = ctx;
	struct remote_pair *p = from->pair;
	struct remote_pair_side *to = &p->side[1 - from->index];
	if ((m->kind == NET_MSG_INVITE || m->kind == NET_MSG_REPLY) && strcmp(m->to, p->user[to->index]) != 0)
		return 0; /* another kiosk's inbox: nobody here reads it */
	if (to->len == REMOTE_PAIR_RING)
		return -EAGAIN;
	from->sent++;
	if (m->kind == NET_MSG_PRESENCE || m->kind == NET_MSG_GONE) {
		p->retained[from->index] = *m;
		strcpy(p->retained[from->index].from, p->user[from->index]);
	}
	if (to->cut)
		return 0;
	struct net_msg *slot = &to->ring[(to->head + to->len++) % REMOTE_PAIR_RING];
	*slot = *m;
	strcpy(slot->from, p->user[from->index]);
	return 0;
}

static bool already_applied(const struct remote_pair_side *s, const struct net_msg *m)
{
	if (!s->game_id[0] || strcmp(s->game_id, m->game_id) != 0)
		return false;
	if (m->kind == NET_MSG_MOVE || m->kind == NET_MSG_END)
		return m->seq <= s->move_seq;
	if (m->kind == NET_MSG_CHAT)
		return m->seq <= s->chat_seq;
	return false;
}

static int pair_poll(void *ctx, struct remote_event *ev)
{
	struct remote_pair_side *s = ctx;
	if (!s->connected) {
		s->connected = true;
		memset(ev, 0, sizeof *ev);
		ev->kind = REMOTE_CONNECTED;
		return 1;
	}
	const struct net_msg *kept = &s->pair->retained[1 - s->index];
	if (s->retained_due && !s->down) {
		s->retained_due = false;
		if (kept->kind == NET_MSG_PRESENCE) {
			memset(ev, 0, sizeof *ev);
			ev->kind = REMOTE_MESSAGE;
			ev->msg = *kept;
			return 1;
		}
	}
	if (s->down != s->down_said) {
		s->down_said = s->down;
		memset(ev, 0, sizeof *ev);
		ev->kind = s->down ? REMOTE_DISCONNECTED : REMOTE_CONNECTED;
		return 1;
	}
	while (s->len && !s->held && !s->down) {
		const struct net_msg *m = &s->ring[s->head];
		s->head = (s->head + 1) % REMOTE_PAIR_RING;
		s->len--;
		if (already_applied(s, m))
			continue;
		memset(ev, 0, sizeof *ev);
		ev->kind = REMOTE_MESSAGE;
		ev->msg = *m;
		return 1;
	}
	return 0;
}

static int pair_follow(void *ctx, const char *game_id, const char *peer, uint64_t move_seq, uint64_t chat_seq)
{
	struct remote_pair_side *s = ctx;
	(void)peer;
	if (strlen(game_id) > NET_GAME_ID_MAX)
		return -EINVAL;
	if (s->follow_rc)
		return s->follow_rc;
	/* One game at a time, as a link with one place would: a game left
	 * must be unfollowed before the next is followed. */
	if (s->game_id[0] && strcmp(s->game_id, game_id) != 0)
		return -ENOSPC;
	s->follows++;
	strcpy(s->game_id, game_id);
	s->move_seq = move_seq;
	s->chat_seq = chat_seq;
	return 0;
}

/* One game followed at a time here: unfollowing it forgets its numbers. */
static int pair_unfollow(void *ctx, const char *game_id)
{
	struct remote_pair_side *s = ctx;
	if (!s->game_id[0] || strcmp(s->game_id, game_id) != 0)
		return -ENOENT;
	s->unfollows++;
	s->game_id[0] = 0;
	s->move_seq = s->chat_seq = 0;
	return 0;
}

static const struct remote_ops pair_ops = { pair_send, pair_poll, pair_follow, pair_unfollow };

void remote_pair_init(struct remote_pair *p, const char *user0, const char *user1, struct remote a[2])
{
	memset(p, 0, sizeof *p);
	const char *users[2] = { user0, user1 };
	for (int i = 0; i < 2; i++) {
		p->side[i].pair = p;
		p->side[i].index = i;
		strncpy(p->user[i], users[i], NET_USER_MAX);
		a[i] = (struct remote){ .ops = &pair_ops, .ctx = &p->side[i] };
		strcpy(a[i].self, p->user[i]);
	}
}

void remote_pair_reconnect(struct remote_pair *p, int side)
{
	p->side[side].connected = false;
	p->side[side].retained_due = true;
}

void remote_pair_broker_restart(struct remote_pair *p)
{
	for (int i = 0; i < 2; i++) {
		struct remote_pair_side *s = &p->side[i];
		s->down = true;
		s->cut = true; /* its session (and subscriptions) died with the broker */
		s->len = 0;    /* ... and what was queued in it */
	}
}

void remote_pair_back(struct remote_pair *p, int side)
{
	struct remote_pair_side *s = &p->side[side], *other = &p->side[1 - side];
	s->down = false;
	s->cut = false;
	s->retained_due = !other->down; /* the broker has the other's presence only once it is back */
	/* The link subscribes again, then publishes its presence again. */
	if (!other->down && p->retained[side].kind == NET_MSG_PRESENCE && other->len < REMOTE_PAIR_RING)
		other->ring[(other->head + other->len++) % REMOTE_PAIR_RING] = p->retained[side];
}

unsigned remote_pair_waiting(const struct remote_pair *p, int side)
{
	return p->side[side].len;
}
