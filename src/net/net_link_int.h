/* The link's private state, shared by net_link.c (the caller's side) and
 * net_link_mqtt.c (the network and outbox threads). */
#ifndef TESSERA_NET_LINK_INT_H
#define TESSERA_NET_LINK_INT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "net/net_link.h"
#include "net/net_ring.h"

#define NET_HOST_MAX 255
#define NET_PATH_MAX 4095
#define NET_PASSWORD_MAX 255
#define NET_INBOX_PEERS 32 /* senders whose inbox sequence numbers are remembered */

enum net_out_op {
	NET_OUT_PUBLISH = 1,
	NET_OUT_FOLLOW,   /* topic = the game id */
	NET_OUT_UNFOLLOW, /* topic = the game id */
};

/* One slot of the outbound ring: an encoded publish or a subscription change. */
struct net_out {
	enum net_out_op op;
	bool retain;
	bool presence; /* PUBLISH of our presence (or its clearing): kept for reconnects */
	uint32_t expiry_s; /* PUBLISH: the MQTT v5 message expiry interval, 0 none */
	uint16_t len;
	char topic[NET_TOPIC_MAX + 1];
	char payload[NET_PAYLOAD_MAX];
};

/* A followed game, on the caller's side: the last sequence numbers delivered. */
struct net_follow {
	bool used;
	char game_id[NET_GAME_ID_MAX + 1];
	char peer[NET_USER_MAX + 1];
	uint64_t move_seq, chat_seq;
};

struct net_mosq;

struct net_inbox_peer {
	char user[NET_USER_MAX + 1];
	uint64_t seq;
	uint64_t used_at; /* which entry to reuse: the least recently seen */
	bool said_back;   /* a number below seq was said (once, until one is taken again) */
};

struct net_link {
	/* Fixed at start. */
	char host[NET_HOST_MAX + 1];
	char ca_file[NET_PATH_MAX + 1];
	char user[NET_USER_MAX + 1];
	char password[NET_PASSWORD_MAX + 1];
	bool has_password;
	int port, keepalive_s;
	uint32_t session_expiry_s;
	void (*thread_start)(void);   /* NULL, or first in each of the link's threads */
	struct net_presence presence; /* the first presence, from the config */

	struct net_ring in, out;
	struct net_event in_slots[NET_LINK_RING];
	struct net_out out_slots[NET_LINK_RING];
	int in_fd;  /* eventfd: events wait for the caller */
	int out_fd; /* eventfd: the outbox thread has work */

	/* Caller's thread only. */
	struct net_follow follow[NET_LINK_GAMES];
	struct net_inbox_peer inbox[NET_INBOX_PEERS];
	uint64_t polls;
	uint64_t last_auto_seq;
	uint64_t received, duplicates, bad_seen;

	/* The threads. */
	const struct net_mosq *mq; /* libmosquitto's calls (net_mosq.h) */
	struct mosquitto *mosq;
	pthread_t net_thread, outbox_thread;
	bool threads_started;
	pthread_mutex_t mosq_lock;   /* publishing vs (re)connecting */
	pthread_mutex_t shared_lock; /* what is resent on reconnect: presence, games */
	char presence_payload[NET_PAYLOAD_MAX];
	int presence_len; /* -1: none to send */
	char games[NET_LINK_GAMES][NET_GAME_ID_MAX + 1];
	/* Games unfollowed while disconnected: the broker's session still holds
	 * their subscriptions, dropped on the next connect. */
	char unfollowed[NET_LINK_GAMES][NET_GAME_ID_MAX + 1];
	int refusal_said; /* network thread: the connection refusal last said, 0 none */
	atomic_bool stopping;
	atomic_bool disconnect_queued;
	atomic_bool connected;
	_Atomic uint64_t published, acked, refused, bad;
};

/* src into dst (cap bytes), cut at a space with "..." rather than inside a
 * word when it does not fit (a reason in a log line).  Pure, any thread. */
void net_link_cut_words(char *dst, size_t cap, const char *src);

/* net_link_mqtt.c: create the client and start both threads; stop and free them. */
int net_mqtt_start(struct net_link *link, char *err, size_t cap);
void net_mqtt_stop(struct net_link *link, int wait_ms);
/* Queue an event for the caller (network thread only); waits while the ring is full. */
void net_mqtt_emit(struct net_link *link, enum net_event_kind kind, int code, const char *text);

#endif
