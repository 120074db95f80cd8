/* The other kiosks, as the app sees them: send a message, poll the next
 * event.  The app never sees MQTT: the program gives it a remote over the
 * broker link (src/net/net_link.h, adapted in src/platform/remote_link.c)
 * and the unit tests a pair joined in memory (remote_pair below), so two
 * apps play each other without a broker.
 *
 * Messages are the link's (net/net_msg.h): fixed-size structs, copied, never
 * allocated.  Everything here is called from the game thread only. */
#ifndef TESSERA_APP_REMOTE_H
#define TESSERA_APP_REMOTE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net/net_msg.h"

enum remote_event_kind {
	REMOTE_MESSAGE = 1,	/* msg holds a message from another kiosk */
	REMOTE_CONNECTED,	/* the broker is reachable (again) */
	REMOTE_DISCONNECTED,	/* lost it; the link retries by itself */
	REMOTE_FAILED,		/* the link gave up; text says why */
};

struct remote_event {
	enum remote_event_kind kind;
	char text[160];
	struct net_msg msg;
};

struct remote_ops {
	/* Queue m for the other kiosks (its kind, to and game_id say where it
	 * goes).  0, -EAGAIN when full (nothing queued), -EINVAL when m would
	 * not encode. */
	int (*send)(void *ctx, const struct net_msg *m);
	/* The next event without blocking: 1 and *ev filled, or 0. */
	int (*poll)(void *ctx, struct remote_event *ev);
	/* Receive a game's moves and chat from peer from now on (also those
	 * queued while the kiosk was away), skipping the peer's messages up
	 * to the sequence numbers given (already applied).  0 or -errno. */
	int (*follow)(void *ctx, const char *game_id, const char *peer, uint64_t move_seq, uint64_t chat_seq);
	/* Stop receiving a game (a finished or left one): the link follows
	 * only a few games at once, so every game followed must be unfollowed
	 * when left.  0, -ENOENT when not followed, -EAGAIN when full (try
	 * again later). */
	int (*unfollow)(void *ctx, const char *game_id);
};

struct remote {
	const struct remote_ops *ops;	/* NULL: no network (no [network] in the board config) */
	void *ctx;
	char self[NET_USER_MAX + 1];	/* this kiosk's user: the from of what it sends */
};

static inline bool remote_present(const struct remote *r)
{
	return r && r->ops;
}

/* ---- remote_pair: two kiosks joined in memory, for tests ---- */

#define REMOTE_PAIR_RING 64	/* messages waiting for each side */

struct remote_pair;
struct remote_pair_side {
	struct remote_pair *pair;
	int index;
	struct net_msg ring[REMOTE_PAIR_RING];	/* waiting for this side */
	unsigned head, len;
	bool cut;		/* what is sent to this side is dropped (a cable pulled) */
	bool held;		/* what is sent to this side waits, not polled (on its way) */
	bool down;		/* this side lost the broker: REMOTE_DISCONNECTED polled, what is
				 * sent to it held until it is back (REMOTE_CONNECTED again) */
	bool down_said;
	bool retained_due;	/* the other side's retained presence comes next (a connect) */
	bool connected;		/* REMOTE_CONNECTED was polled (it comes first, as from a link) */
	unsigned sent;		/* messages this side sent (for tests) */
	unsigned follows, unfollows;	/* follow and unfollow calls (for tests) */
	int follow_rc;		/* when nonzero, follow fails with it (a full link, for tests) */
	/* follow: the peer's moves and chat up to these were applied; one
	 * game at a time (another is -ENOSPC until this one is unfollowed) */
	char game_id[NET_GAME_ID_MAX + 1];
	uint64_t move_seq, chat_seq;
};

/* Side 0 and side 1: what one sends, the other polls, in order; a
 * presence is seen by the other side as the broker's retained copy would
 * be.  Nothing is allocated. */
struct remote_pair {
	struct remote_pair_side side[2];
	char user[2][NET_USER_MAX + 1];
	struct net_msg retained[2];	/* each side's last presence (kind 0: none), as the broker keeps it */
};

/* Sets up the pair with the two kiosks' users and fills a[0], a[1] with
 * the remote each app gets. */
void remote_pair_init(struct remote_pair *p, const char *user0, const char *user1, struct remote a[2]);
/* Side restarts (its kiosk killed and started again on the same broker
 * session): its next poll says REMOTE_CONNECTED, then the other side's
 * retained presence, then what waited for it. */
void remote_pair_reconnect(struct remote_pair *p, int side);
/* The broker dies and restarts without its sessions: both sides lose it
 * (REMOTE_DISCONNECTED), what waited for them is lost, and what is sent to
 * a side is dropped until it is back (remote_pair_back): a clean session,
 * its subscriptions new, its presence published again (seen by the other
 * side if that is back already; it sees the other's when it is). */
void remote_pair_broker_restart(struct remote_pair *p);
void remote_pair_back(struct remote_pair *p, int side);
/* Messages waiting for side (not yet polled). */
unsigned remote_pair_waiting(const struct remote_pair *p, int side);

#endif
