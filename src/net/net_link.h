/* The link between a kiosk and the broker (MQTT v5 over TLS, libmosquitto,
 * loaded when the first link starts: net_mosq.h).
 *
 * Threads: the link's network thread runs libmosquitto's loop (its own
 * loop rather than mosquitto_loop_start, which gives up for good after a
 * DNS, TLS or authentication error: net_link_mqtt.c) and a small outbox
 * thread hands it what the caller sends; the caller (the game thread) talks to both only through two
 * fixed-size rings and eventfds.  After net_link_start returns, no call
 * below allocates in the caller's thread (the library allocates in its own).
 * One caller thread per link: send, poll, follow and stop must not be called
 * from two threads at once.
 *
 * What the link does by itself: connects and reconnects (the kiosk may start
 * before the broker), with clean start off and a session expiry so QoS 1
 * messages queued while it was away arrive when it is back; subscribes to
 * the lobby, its own inbox and the games it follows; publishes the last
 * presence it was given, retained, on every (re)connect; sets a last will
 * that clears that presence if the kiosk dies; drops a message whose
 * sequence number it has already delivered (a repeated QoS 1 delivery);
 * never hands the caller its own presence back. */
#ifndef TESSERA_NET_LINK_H
#define TESSERA_NET_LINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net/net_msg.h"

/* Everything the link needs, as a board config's [network] section gives it.
 * Strings are copied by net_link_start; NULL means the default. */
struct net_link_config {
	const char *host;          /* broker host name or address; required */
	int port;                  /* 0: 8883 with a CA file, 1883 without */
	const char *ca_file;       /* PEM file of the CA that signed the broker's
	                            * certificate; NULL: plain TCP (tests, trusted LANs only) */
	const char *user;          /* this kiosk's user = MQTT client id; NET_NAME_CHARS; required */
	const char *password_file; /* its first line is the password; NULL: none */
	const char *display_name;  /* shown in other kiosks' lobbies; NULL: the user */
	const char *place;         /* e.g. "Café Lumen, Lyon"; NULL: "" */
	int keepalive_s;           /* 0: 10 s (a frozen kiosk leaves the lobby in about 1.5x this) */
	uint32_t session_expiry_s; /* 0: 3600 s, how long the broker keeps queued moves for it */
	/* NULL, or called first in each of the link's own threads: libmosquitto
	 * allocates there, so a program that seals its memory after start-up
	 * lets those threads (and only them) allocate (platform/seal.h). */
	void (*thread_start)(void);
};

enum net_event_kind {
	NET_EVENT_MESSAGE = 1,  /* msg holds a received message (never one already delivered) */
	NET_EVENT_CONNECTED,    /* connected (again); code: 1 if the broker kept our session */
	NET_EVENT_DISCONNECTED, /* lost the broker; the link retries by itself; code: the MQTT reason */
	NET_EVENT_REFUSED,      /* the broker refused something: code is the MQTT v5 reason
	                         * (135 = not authorized); text names what */
	NET_EVENT_BAD_MESSAGE,  /* a received publish did not parse; text gives the topic and reason */
	NET_EVENT_FAILED,       /* the link cannot go on by itself; text says why; the caller
	                         * should stop it.  Not sent by this version: start checks what
	                         * could not be retried (the CA and password files), and every
	                         * later error is retried (DISCONNECTED, REFUSED) */
};

struct net_event {
	enum net_event_kind kind;
	int code;
	char text[160];
	struct net_msg msg; /* NET_EVENT_MESSAGE only */
};

/* What the link has seen since start. */
struct net_link_stats {
	uint64_t received;       /* messages delivered to the caller */
	uint64_t duplicates;     /* repeated deliveries dropped */
	uint64_t sent;           /* publishes the broker acknowledged */
	uint64_t refused;        /* publishes or subscriptions the broker refused */
	uint64_t bad;            /* received payloads that did not parse */
	uint32_t in_high_water;  /* most events ever waiting in the inbound ring */
	uint32_t out_high_water; /* most messages ever waiting in the outbound ring */
};

#define NET_LINK_RING 256   /* capacity of each ring, in messages */
#define NET_LINK_GAMES 4    /* games followed at once: unfollow a game left */
/* An INVITE is published with this MQTT v5 message expiry: the broker
 * drops it rather than deliver it later (to a kiosk away meanwhile); the
 * invited kiosk asks for 30 s more at most (docs/network.md). */
#define NET_LINK_INVITE_EXPIRY_S 30

struct net_link;

/* Start a link: validates cfg (host and user present, user a valid USER),
 * reads the password file, allocates the link and starts its threads; it
 * does not wait for the broker.  The kiosk enters the lobby at once with a
 * presence made from cfg (free, offering both games); send a PRESENCE to
 * change it.  Returns 0 and sets *out, or a negative
 * errno value with a sentence in err (cap bytes, if err is not NULL):
 * -EINVAL bad config, -ENOENT/-EACCES password or CA file, -ENOMEM,
 * -ELIBACC libmosquitto cannot be loaded (net_mosq.h: the sentence names
 * the package to install), -ENOTSUP a static build (it cannot load it). */
int net_link_start(const struct net_link_config *cfg, struct net_link **out, char *err, size_t cap);

/* Queue m for publishing, without blocking.  The topic comes from m and the
 * link's user (net_msg_topic); m is encoded now, in the caller's thread, into
 * the outbound ring.  A PRESENCE is also kept and published again on every
 * reconnect; a GONE clears it; a PRESENCE with an empty name gets the
 * config's display name and place.  An INVITE, REPLY or CHAT with seq 0 gets one
 * from the link (the clock in microseconds, so it grows across restarts);
 * MOVE and END need the caller's: 1, 2, 3... for this kiosk's moves in the
 * game, which the other side's follow() counts.  Returns 0, -EAGAIN if the ring is full (try
 * again later: nothing was queued), or -EINVAL if m does not encode (nothing
 * was queued).  QoS 1: once queued, the message reaches the broker even
 * across a disconnect of the link, as long as the program runs. */
int net_link_send(struct net_link *link, const struct net_msg *m);

/* Take the next event, without blocking.  Returns 1 and fills *ev, or 0 when
 * there is none.  Events come in the order the link saw them; the messages
 * of one sender in one stream in the order it sent them. */
int net_link_poll(struct net_link *link, struct net_event *ev);

/* A file descriptor that is readable while events wait (for poll(2) in the
 * caller's loop); net_link_poll drains it.  Owned by the link. */
int net_link_fd(const struct net_link *link);

/* Follow a game: subscribe to its moves and chat (queued in the broker
 * session from then on, also while the kiosk is away).  peer_move_seq and
 * peer_chat_seq are the last sequence numbers of the other side's moves and
 * chat already applied (0 for a new game; the saved game's numbers after a
 * restart), so that what comes again is dropped.  Returns 0, -EINVAL for a
 * bad game id, -ENOSPC if NET_LINK_GAMES are followed, -EAGAIN if the
 * outbound ring is full.  Following a followed game updates its numbers.
 * Follow before sending the invitation or the acceptance: the subscription
 * goes out first on the same connection, so it is in place before the other
 * side can move (docs/network.md, "Following a game"). */
int net_link_follow(struct net_link *link, const char *game_id, const char *peer,
                    uint64_t peer_move_seq, uint64_t peer_chat_seq);

/* Stop following a game (unsubscribe; while disconnected, on the next
 * connect, as the broker's session still holds it).  Returns 0, -ENOENT
 * if not followed, -EAGAIN if the outbound ring is full (still followed). */
int net_link_unfollow(struct net_link *link, const char *game_id);

void net_link_stats(const struct net_link *link, struct net_link_stats *out);

/* Stop: publish an empty retained presence (a clean exit leaves the lobby;
 * the broker sends no last will for a clean disconnect) and wait up to
 * wait_ms for queued messages to be acknowledged, then disconnect (the
 * session stays on the broker for session_expiry_s), join the threads and
 * free the link.  NULL is allowed.  Returns the number of queued messages
 * that were not acknowledged in time (0 when everything went out). */
int net_link_stop(struct net_link *link, int wait_ms);

#endif
