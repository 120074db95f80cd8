/* The messages kiosks exchange through the broker, and their wire format.
 *
 * One message per MQTT publish.  The topic (versioned under tessera/v1/)
 * says who sent it and where it belongs; the payload is a small text: the
 * message's kind on the first line, then "key value" lines (docs/network.md).
 * Every message is a fixed-size struct with bounded strings, so the parser
 * and the encoder work in memory the caller gives them: no allocation, no
 * I/O, safe to call from any thread.
 *
 * Topics (USER and GAME are NET_NAME_CHARS only):
 *   tessera/v1/lobby/USER              presence, retained; an empty payload = gone
 *   tessera/v1/inbox/TO/FROM           invitation, reply
 *   tessera/v1/game/GAME/move/FROM     move, end (one ordered stream per sender)
 *   tessera/v1/game/GAME/chat/FROM     chat
 * The sender is always taken from the topic, never from the payload: the
 * broker's ACL lets a kiosk publish only on topics that end in its own user,
 * so the topic is what cannot be forged. */
#ifndef TESSERA_NET_MSG_H
#define TESSERA_NET_MSG_H

#include <stddef.h>
#include <stdint.h>

#define NET_TOPIC_ROOT "tessera/v1/"
/* Capacities, without the terminating NUL. */
#define NET_USER_MAX 32    /* a kiosk's user name (= MQTT client id) */
#define NET_GAME_ID_MAX 24 /* a game's id, chosen by the inviting kiosk */
#define NET_NAME_MAX 40    /* display name, UTF-8 bytes */
#define NET_PLACE_MAX 40   /* where the kiosk stands, UTF-8 bytes */
#define NET_RULES_MAX 64   /* Words house rules, as the inviting kiosk writes them */
#define NET_MOVE_MAX 64    /* a move in the game's notation, e.g. "8D WINDY", "d3", "pass" */
#define NET_CHAT_MAX 120   /* a chat line, UTF-8 bytes */
#define NET_TOPIC_MAX 96   /* the longest topic above, with room */
#define NET_PAYLOAD_MAX 512 /* the longest payload encode writes; parse refuses longer */

/* Characters allowed in USER and GAME: they go into topics, so never '/',
 * '+', '#' or a space. */
#define NET_NAME_CHARS "abcdefghijklmnopqrstuvwxyz0123456789_-"

enum net_msg_kind {
	NET_MSG_PRESENCE = 1, /* who is in the lobby, what they offer, whether free */
	NET_MSG_GONE,         /* a presence cleared (empty retained payload: left or died) */
	NET_MSG_INVITE,       /* an invitation to a game */
	NET_MSG_REPLY,        /* the answer to an invitation */
	NET_MSG_MOVE,         /* one move of a game */
	NET_MSG_CHAT,         /* one chat line of a game */
	NET_MSG_END,          /* a game ended, and why */
};

enum net_game_kind { NET_GAME_ANY = 0, NET_GAME_WORDS, NET_GAME_REVERSI };
enum net_status { NET_STATUS_FREE = 0, NET_STATUS_PLAYING, NET_STATUS_BUSY /* refuses invitations */ };
enum net_answer { NET_ANSWER_ACCEPT = 1, NET_ANSWER_DECLINE, NET_ANSWER_BUSY };
enum net_end_reason {
	NET_END_OVER = 1,  /* the rules ended it */
	NET_END_RESIGN,    /* the sender gave up */
	NET_END_TIMEOUT,   /* the other side was away too long */
	NET_END_DISAGREE,  /* the sender's rules refused a move: the tables disagree */
};

/* A presence's game (struct net_msg.game_id, key "id"): the game across
 * tables the kiosk plays, NET_GAME_ID_LOCAL for a game at its own table
 * only, empty for none; an older kiosk never says it (docs/network.md). */
#define NET_GAME_ID_LOCAL "-"

struct net_presence {
	char name[NET_NAME_MAX + 1];
	char place[NET_PLACE_MAX + 1];
	enum net_game_kind game; /* what the kiosk offers; ANY = both */
	enum net_status status;
	/* Nobody at the kiosk's table (key "away", since 2026-11-29; 0 is
	 * left out, and an older kiosk never says it): its idle rules asked
	 * "Still playing?" or put its game aside, and no one touched it
	 * since.  Written 1; any other number is read as 1. */
	uint64_t away;
};

/* The moves a kiosk plays in a game across tables, said by an invitation
 * and by its acceptance (key "version"; absent: 1, an older kiosk's): 2
 * adds the "stand" move, so that the other table may challenge a going-out
 * play.  A game has it when both kiosks said 2 (docs/network.md). */
#define NET_PLAY_VERSION 2

struct net_invite {
	enum net_game_kind game; /* WORDS or REVERSI */
	char rules[NET_RULES_MAX + 1];
	uint64_t seed; /* both tables draw the same bag from it */
	uint64_t version; /* NET_PLAY_VERSION, or 0: not said (an older kiosk) */
};

struct net_reply {
	enum net_answer answer;
	uint64_t version; /* the accepting kiosk's, as in net_invite */
};

struct net_move {
	char text[NET_MOVE_MAX + 1];
};

struct net_chat {
	char text[NET_CHAT_MAX + 1];
};

struct net_end {
	enum net_end_reason reason;
	char text[NET_MOVE_MAX + 1]; /* a short note, may be empty */
};

/* One message.  from, to and game_id come from (or go into) the topic or the
 * payload as the table above says; seq orders a sender's messages in one
 * stream (docs/network.md: "Sequence numbers"); 0 only for presence. */
struct net_msg {
	enum net_msg_kind kind;
	char from[NET_USER_MAX + 1];       /* filled by parse from the topic; encode ignores it */
	char to[NET_USER_MAX + 1];         /* INVITE, REPLY: the kiosk whose inbox it goes to */
	char game_id[NET_GAME_ID_MAX + 1]; /* INVITE, REPLY, MOVE, CHAT, END; PRESENCE: the game it plays */
	uint64_t seq;                      /* >= 1 for every kind but PRESENCE and GONE */
	union {
		struct net_presence presence;
		struct net_invite invite;
		struct net_reply reply;
		struct net_move move;
		struct net_chat chat;
		struct net_end end;
	} u;
};

enum net_msg_status {
	NET_MSG_OK = 0,
	NET_MSG_ERR_TOPIC = -1,     /* not one of our topics, or a bad USER/GAME in it */
	NET_MSG_ERR_TOO_LONG = -2,  /* payload over NET_PAYLOAD_MAX, or a value over its field */
	NET_MSG_ERR_KIND = -3,      /* first line is no kind, or the kind does not belong on the topic */
	NET_MSG_ERR_SYNTAX = -4,    /* a line without "key value", a NUL, a control character */
	NET_MSG_ERR_VALUE = -5,     /* a value out of its set or range */
	NET_MSG_ERR_MISSING = -6,   /* a required key is absent */
	NET_MSG_ERR_REPEATED = -7,  /* a key given twice */
	NET_MSG_ERR_SPACE = -8,     /* encode: the caller's buffer is too small */
	NET_MSG_ERR_TEXT = -9,      /* a text (a name, a chat line) that is bad UTF-8 or holds a control character */
};

/* Why parse refused a message: the code, and a line naming the key or line. */
struct net_msg_error {
	enum net_msg_status status;
	char text[80];
};

/* Parse one received publish.  topic is NUL-terminated; payload need not be
 * (len bytes, may be 0).  Fills *out (zeroed first) and returns NET_MSG_OK,
 * or returns a negative status and writes the reason into *err (if not NULL),
 * leaving *out zeroed.  Hostile input is expected: every length is checked,
 * nothing is allocated, unknown keys are skipped (a later version may add
 * some) but counted against the line limit. */
enum net_msg_status net_msg_parse(const char *topic, const void *payload, size_t len,
                                  struct net_msg *out, struct net_msg_error *err);

/* The topic m goes to when sent by user self (NUL-terminated into topic,
 * cap >= NET_TOPIC_MAX + 1 is always enough).  Returns its length, or a
 * negative status: NET_MSG_ERR_TOPIC for a bad self/to/game_id. */
int net_msg_topic(const struct net_msg *m, const char *self, char *topic, size_t cap);

/* Encode m's payload into buf (not NUL-terminated; cap >= NET_PAYLOAD_MAX is
 * always enough).  Returns the byte count (0 for GONE), or a negative status
 * if a field would not parse back (a control character, bad UTF-8, a value
 * out of its set).  parse(topic, encode(m)) gives m back, field for field. */
int net_msg_encode(const struct net_msg *m, char *buf, size_t cap);

/* A valid USER or GAME: 1..max characters of NET_NAME_CHARS. */
int net_msg_name_ok(const char *s, size_t max);

const char *net_msg_kind_name(enum net_msg_kind kind); /* "presence", "move", ...; "?" if unknown */
const char *net_msg_status_text(enum net_msg_status st);

#endif
