/* The caller's side of the link (net_link.c) without a broker: a link's
 * rings set up here, events pushed in as the network thread would.  A game
 * unfollowed gives its place back (4 at once, then -ENOSPC); an invitation
 * is queued with its message expiry; an inbox message numbered below the
 * last one from its sender (its clock went back) is said once rather than
 * dropped silently, and the sender's numbers start afresh once it leaves
 * the lobby. */
#include "check.h"
#include "net/net_link_int.h"

#include <errno.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

static struct net_link lk;

static void link_open(void)
{
	if (lk.in_fd > 0)
		close(lk.in_fd);
	if (lk.out_fd > 0)
		close(lk.out_fd);
	memset(&lk, 0, sizeof lk);
	strcpy(lk.user, "bob");
	net_ring_init(&lk.in, NET_LINK_RING, sizeof lk.in_slots[0], lk.in_slots);
	net_ring_init(&lk.out, NET_LINK_RING, sizeof lk.out_slots[0], lk.out_slots);
	lk.in_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	lk.out_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

/* What the network thread hands over: a message from `from`. */
static void arrive(enum net_msg_kind kind, const char *from, uint64_t seq)
{
	struct net_event *ev = net_ring_slot(&lk.in);
	CHECK(ev != NULL);
	if (!ev)
		return;
	memset(ev, 0, sizeof *ev);
	ev->kind = NET_EVENT_MESSAGE;
	ev->msg.kind = kind;
	strcpy(ev->msg.from, from);
	strcpy(ev->msg.to, "bob");
	strcpy(ev->msg.game_id, "g1");
	ev->msg.seq = seq;
	ev->msg.u.reply.answer = NET_ANSWER_ACCEPT;
	net_ring_push(&lk.in);
	uint64_t one = 1;
	CHECK_INT(write(lk.in_fd, &one, sizeof one), sizeof one);
}

/* The next operation the outbox thread would take, or 0. */
static enum net_out_op next_out(const char **topic)
{
	struct net_out *o = net_ring_peek(&lk.out);
	if (!o)
		return 0;
	static char copy[NET_TOPIC_MAX + 1];
	strcpy(copy, o->topic);
	*topic = copy;
	enum net_out_op op = o->op;
	net_ring_pop(&lk.out);
	return op;
}

static void test_follow_places(void)
{
	link_open();
	static const char *const games[] = { "g1", "g2", "g3", "g4", "g5" };
	for (int g = 0; g < NET_LINK_GAMES; g++)
		CHECK_INT(net_link_follow(&lk, games[g], "alice", 0, 0), 0);
	CHECK_INT(net_link_follow(&lk, "g5", "alice", 0, 0), -ENOSPC);
	CHECK_INT(net_link_follow(&lk, "g2", "alice", 3, 0), 0); /* followed: its numbers updated */
	CHECK_INT(net_link_unfollow(&lk, "g9"), -ENOENT);
	CHECK_INT(net_link_unfollow(&lk, "g1"), 0);
	CHECK_INT(net_link_follow(&lk, "g5", "alice", 0, 0), 0);
	CHECK_INT(net_link_unfollow(&lk, "g1"), -ENOENT);
	/* The subscriptions, in order: four, g1 dropped, g5. */
	static const struct {
		enum net_out_op op;
		const char *game;
	} want[] = { { NET_OUT_FOLLOW, "g1" }, { NET_OUT_FOLLOW, "g2" }, { NET_OUT_FOLLOW, "g3" },
		     { NET_OUT_FOLLOW, "g4" }, { NET_OUT_UNFOLLOW, "g1" }, { NET_OUT_FOLLOW, "g5" } };
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		const char *topic = "";
		CHECK_INT(next_out(&topic), want[i].op);
		CHECK_STR(topic, want[i].game);
	}
	const char *topic;
	CHECK_INT(next_out(&topic), 0);
	/* Three games held, twenty more in a row in the place left, each
	 * unfollowed when done: never out of places. */
	CHECK_INT(net_link_unfollow(&lk, "g2"), 0);
	next_out(&topic);
	for (int n = 0; n < 20; n++) {
		char id[8];
		snprintf(id, sizeof id, "r%d", n);
		CHECK_INT(net_link_follow(&lk, id, "alice", 0, 0), 0);
		CHECK_INT(net_link_unfollow(&lk, id), 0);
		next_out(&topic);
		next_out(&topic);
	}
}

static void test_invite_expiry(void)
{
	link_open();
	static const enum net_msg_kind kinds[] = { NET_MSG_INVITE, NET_MSG_REPLY, NET_MSG_MOVE };
	static const uint32_t expiry[] = { NET_LINK_INVITE_EXPIRY_S, 0, 0 };
	for (int i = 0; i < 3; i++) {
		struct net_msg m = { .kind = kinds[i], .seq = 1 };
		strcpy(m.to, "alice");
		strcpy(m.game_id, "g1");
		m.u.invite.game = NET_GAME_REVERSI;
		if (kinds[i] == NET_MSG_REPLY)
			m.u.reply.answer = NET_ANSWER_ACCEPT;
		if (kinds[i] == NET_MSG_MOVE)
			strcpy(m.u.move.text, "d3");
		CHECK_INT(net_link_send(&lk, &m), 0);
		struct net_out *o = net_ring_peek(&lk.out);
		CHECK(o != NULL);
		if (o)
			CHECK_INT(o->expiry_s, expiry[i]);
		net_ring_pop(&lk.out);
	}
	CHECK_INT(NET_LINK_INVITE_EXPIRY_S, 30);
}

static void test_inbox_clock_back(void)
{
	link_open();
	struct net_event ev;
	arrive(NET_MSG_REPLY, "alice", 1000);
	CHECK_INT(net_link_poll(&lk, &ev), 1);
	CHECK_INT(ev.kind, NET_EVENT_MESSAGE);
	arrive(NET_MSG_REPLY, "alice", 1000); /* a repeated delivery: dropped, nothing said */
	CHECK_INT(net_link_poll(&lk, &ev), 0);
	CHECK_INT(lk.duplicates, 1);
	/* Below the last: said once, as a bad message naming the sender. */
	arrive(NET_MSG_REPLY, "alice", 500);
	arrive(NET_MSG_INVITE, "alice", 400);
	CHECK_INT(net_link_poll(&lk, &ev), 1);
	CHECK_INT(ev.kind, NET_EVENT_BAD_MESSAGE);
	CHECK_STR(ev.text, "alice: seq 500 below 1000 (its clock went back?): dropped until it returns");
	CHECK_INT(net_link_poll(&lk, &ev), 0);
	CHECK_INT(lk.duplicates, 3);
	/* Another sender is not concerned. */
	arrive(NET_MSG_REPLY, "carol", 10);
	CHECK_INT(net_link_poll(&lk, &ev), 1);
	CHECK_INT(ev.kind, NET_EVENT_MESSAGE);
	/* alice leaves the lobby (restarted): her numbers start afresh. */
	arrive(NET_MSG_GONE, "alice", 0);
	CHECK_INT(net_link_poll(&lk, &ev), 1);
	CHECK_INT(ev.msg.kind, NET_MSG_GONE);
	arrive(NET_MSG_INVITE, "alice", 300);
	CHECK_INT(net_link_poll(&lk, &ev), 1);
	CHECK_INT(ev.kind, NET_EVENT_MESSAGE);
	CHECK_INT(ev.msg.seq, 300);
	/* A later step back is said again. */
	arrive(NET_MSG_INVITE, "alice", 200);
	CHECK_INT(net_link_poll(&lk, &ev), 1);
	CHECK_INT(ev.kind, NET_EVENT_BAD_MESSAGE);
}

/* A reason too long for its log line is cut between words, never inside one. */
static void test_cut_words(void)
{
	char buf[24];
	net_link_cut_words(buf, sizeof buf, "Connection refused");
	CHECK_STR(buf, "Connection refused");
	net_link_cut_words(buf, sizeof buf, "The client is not currently connected, retry");
	CHECK_STR(buf, "The client is not...");
	net_link_cut_words(buf, sizeof buf, "Supercalifragilisticexpialidocious");
	CHECK_STR(buf, "Supercalifragilistic...");
	net_link_cut_words(buf, sizeof buf, "exactly twenty-three ch");
	CHECK_STR(buf, "exactly twenty-three ch");
}

int main(void)
{
	RUN(test_cut_words);
	RUN(test_follow_places);
	RUN(test_invite_expiry);
	RUN(test_inbox_clock_back);
	return check_finish();
}
