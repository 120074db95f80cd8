/* The kiosk's side of play between kiosks, above the remote (remote.h):
 * the lobby (who is online, what they offer, free or playing), this
 * kiosk's presence in it, invitations both ways with their time limit and
 * the setting that refuses them all, the game across tables (netgame.h)
 * with the other table's absence, and the game's chat with its limits.
 * Pure state driven by remote events and the clock the app passes in; the
 * shell shows it (the lobby screen, the tables).  Fixed size, never
 * allocates. */
#ifndef TESSERA_APP_NETPLAY_H
#define TESSERA_APP_NETPLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "app/netgame.h"
#include "app/remote.h"

#define NETPLAY_KIOSKS 64		/* kiosks the lobby lists; more are not shown */
#define NETPLAY_INVITE_MS 30000		/* an invitation unanswered this long lapses */
#define NETPLAY_AWAY_END_MS 120000	/* the other table away this long: this one may end the game */
#define NETPLAY_UNSEEN_MS 5000		/* connected this long after a restart without the other
					 * table's presence (the broker's retained lobby): it is away */
#define NETPLAY_CHAT_LINES 8		/* chat lines kept for the screen */
#define NETPLAY_CHAT_LEN 61		/* a chat line, with its NUL (typed or a quick phrase) */
#define NETPLAY_CHAT_BURST 3		/* lines a table may send, and the other's lines it shows, ... */
#define NETPLAY_CHAT_BURST_MS 10000	/* ... in this long */
#define NETPLAY_PUMP_MAX 256		/* events one pump takes; more wait for the next (a flood) */
#define NETPLAY_NOTICE_LEN 96
#define NETPLAY_OUTBOX 8		/* the game's messages the remote had no room for yet ... */
#define NETPLAY_RETRY_MS 100		/* ... tried again this soon, */
#define NETPLAY_RETRY_MAX_MS 1600	/* ... doubling while nothing goes, up to this */
/* The text of the END (reason resign, seq 1) that answers an acceptance of
 * an invitation no longer open (docs/network.md, "Invitations"). */
#define NETPLAY_WITHDRAWN "withdrawn"

struct netplay_kiosk {
	char user[NET_USER_MAX + 1];
	char name[NET_NAME_MAX + 1];
	char place[NET_PLACE_MAX + 1];
	uint8_t game;			/* enum net_game_kind offered */
	uint8_t status;			/* enum net_status */
};

enum netplay_invite_state {
	NETPLAY_INVITE_NONE,
	NETPLAY_INVITE_SENT,		/* this kiosk waits for an answer */
	NETPLAY_INVITE_RECEIVED,	/* the person here is asked */
};

struct netplay_invite {
	uint32_t state;			/* enum netplay_invite_state */
	char peer[NET_USER_MAX + 1];
	char peer_name[NET_NAME_MAX + 1];
	char game_id[NET_GAME_ID_MAX + 1];
	uint32_t game;			/* enum net_game_kind */
	uint64_t seed;
	struct words_options rules;
	uint32_t since_ms;
	uint64_t peer_version;		/* the moves the other kiosk plays (NET_PLAY_VERSION; 0: older) */
};

/* The chat's limit, one each way: when the last NETPLAY_CHAT_BURST lines
 * went (or were shown), a ring. */
struct netplay_rate {
	uint32_t at[NETPLAY_CHAT_BURST];
	int next, count;	/* count: up to NETPLAY_CHAT_BURST */
};

struct netplay_chat_line {
	bool mine;
	char text[NETPLAY_CHAT_LEN];
};

/* What netplay_pump found, for the shell to show. */
struct netplay_news {
	bool lobby;		/* the list changed */
	bool invite;		/* an invitation came, lapsed or was answered */
	bool start;		/* a game across tables starts now (ng holds it) */
	bool moved;		/* the other table's move was played into the board */
	int log_from;		/* ... Words: from this log entry */
	bool stopped;		/* the game stopped or ended (ng->reason says why) */
	bool chat;		/* the other table's newest chat line is to be shown: np->chat_heard */
	bool away;		/* the other table left or came back */
	bool idle;		/* nobody is at the other table now, or someone is again (np->peer_idle) */
	bool link;		/* this kiosk lost the broker, or has it again (np->link_lost) */
};

struct netplay {
	struct remote remote;
	char name[NET_NAME_MAX + 1], place[NET_PLACE_MAX + 1];
	bool refuse_all;		/* every invitation is declined ("busy") */
	bool connected;
	bool link_lost;			/* the link said it is disconnected, and not yet that it is back */
	char link_notice[NETPLAY_NOTICE_LEN];	/* the notice the link's state wrote, cleared when back */
	struct netplay_kiosk kiosks[NETPLAY_KIOSKS];
	int kiosk_count;
	struct netplay_invite invite;
	char notice[NETPLAY_NOTICE_LEN];	/* "Library East declined", for the lobby */
	unsigned invites_made;		/* for game ids */
	struct netgame game;		/* the game across tables; state OFF: none */
	bool playing_here;		/* a local game is on: invitations are answered "busy" */
	bool peer_away;
	bool peer_left;			/* its presence is back, but free: not in this game (its saved game lost) */
	bool peer_idle;			/* its presence says nobody is at its table (its idle rules asked
					 * "Still playing?" or put the game aside): it may stay so long */
	bool nobody_here;		/* ... and this kiosk's own (netplay_nobody_here) */
	uint32_t peer_away_since;
	bool peer_seen;			/* the other table's presence came since the game began here */
	uint32_t connected_at;		/* the last REMOTE_CONNECTED */
	struct netplay_chat_line chat[NETPLAY_CHAT_LINES];	/* oldest first */
	int chat_count;
	struct netplay_rate chat_sent;	/* this table's lines */
	/* The other table's lines are shown at the same rate as this one's
	 * go: a kiosk that ignores the limit (or a forged one) would keep
	 * the status line from saying anything else.  Every line is kept;
	 * one that comes too soon waits, and only the newest is shown then. */
	char chat_heard[NETPLAY_CHAT_LEN];		/* the other table's newest line */
	bool chat_held;					/* ... not shown yet: it came too soon */
	struct netplay_rate chat_shown;	/* the other's lines, as shown here */
	bool backlog;			/* the last pump stopped at NETPLAY_PUMP_MAX events */
	uint32_t last_status;		/* the presence last sent: its status, ... */
	char last_game[NET_GAME_ID_MAX + 1];	/* ... its game ... */
	bool last_away;				/* ... and whether it said nobody is here */
	/* The game's moves and ends the remote refused as full (-EAGAIN),
	 * oldest first: sent again, in order, at every pump and flush (and
	 * the app wakes for it, netplay_retry_in) until they go. */
	struct net_msg outbox[NETPLAY_OUTBOX];
	int outbox_len;
	uint32_t retry_ms;		/* the wait before the next try */
	char unfollow_id[NET_GAME_ID_MAX + 1];	/* a game left, still to unfollow ("": none) */
};

/* Joins the lobby: this kiosk's presence (name, place; free) goes out. */
void netplay_init(struct netplay *np, const struct remote *remote, const char *name, const char *place, uint32_t now);

/* Takes every waiting event: the lobby, invitations, the game's moves
 * (played into b, which is the table's game while a game across tables is
 * shown, else NULLs), chat.  Lapses invitations older than
 * NETPLAY_INVITE_MS.  *news says what changed. */
void netplay_pump(struct netplay *np, struct netgame_board b, uint32_t now, struct netplay_news *news);

/* This table's moves since the last call go out (after every change of
 * the game shown), after those still waiting for room in the remote.
 * True when the game stopped (a move taken back here). */
bool netplay_flush(struct netplay *np, struct netgame_board b);
/* The ms until netplay_pump should run again by itself: a chat line of
 * the other table's that came too soon waits to be shown, or a flood left
 * events for the next pump (0: now).  False when nothing waits. */
bool netplay_wake_in(const struct netplay *np, uint32_t now, uint32_t *ms);
/* Some of the game's messages wait for room in the remote: the app should
 * come back (a pump or a flush) in this many ms, even with nothing else to
 * do; 0 when nothing waits.  The wait doubles while the remote stays full
 * (a link down for long wakes the kiosk rarely) and starts again at
 * NETPLAY_RETRY_MS once a message goes. */
uint32_t netplay_retry_in(const struct netplay *np);

/* Invites kiosk `user` to a game; Words with rules.  Returns 0, or -1
 * with np->notice saying why (another invitation open, a game on, the
 * kiosk not free). */
int netplay_invite(struct netplay *np, const char *user, enum net_game_kind game, const struct words_options *rules,
		   uint64_t seed, uint32_t now);
/* Withdraws the invitation this kiosk sent: a decline from the inviter
 * closes the question on the other kiosk. */
void netplay_cancel(struct netplay *np);
/* Answers the invitation received: accept starts the game (np->game);
 * off the network (np->link_lost) it does not, says why, and leaves the
 * invitation open. */
void netplay_answer(struct netplay *np, bool accept);
/* Nobody is at this table (the kiosk's idle rules asked "Still playing?",
 * put the game aside or darkened the screen, and no one touched it since)
 * or someone is again: during a game across tables the presence says so
 * (key "away"), and the other table tells its players. */
void netplay_nobody_here(struct netplay *np, bool nobody);
/* Refuse every invitation (the presence says busy) or not. */
void netplay_refuse_all(struct netplay *np, bool refuse);
/* A game at this table only starts or ends: busy meanwhile. */
void netplay_playing_here(struct netplay *np, bool playing);

/* Sends a chat line of the game: 0, or -1 with np->notice saying why
 * (empty, no game, too many lines too fast).  Longer lines are cut. */
int netplay_chat(struct netplay *np, const char *text, uint32_t now);
/* The quick phrases offered beside the keyboard. */
#define NETPLAY_PHRASES 4
extern const char *const netplay_phrases[NETPLAY_PHRASES];

/* What the table of a game across tables says while this kiosk has lost
 * the broker (np->link_lost), and when it is back. */
#define NETPLAY_LINK_LOST "No network here: moves wait until it is back"
#define NETPLAY_LINK_BACK "The network is back"

/* The other table is away: "Waiting for NAME (since 2:05)" into buf;
 * false when it is not. */
bool netplay_waiting_text(const struct netplay *np, uint32_t now, char *buf, size_t cap);
/* The other table is away on this table's turn: "Library East is away:
 * you may play on" (the move waits for it; after NETPLAY_AWAY_END_MS
 * "... is away: play, or Menu ends it") into buf; false
 * when it is not away. */
bool netplay_away_text(const struct netplay *np, uint32_t now, char *buf, size_t cap);
/* Nobody is at the other table (np->peer_idle) while it is in the game:
 * "Library East has stepped away: wait, or Menu ends it" on the other's
 * turn (theirs), "...: play, or Menu ends it" on this table's, into buf;
 * false when someone is there (or it is away: netplay_waiting_text). */
bool netplay_idle_text(const struct netplay *np, bool theirs, char *buf, size_t cap);
/* Away long enough for this table to end the game, left it, or nobody is
 * at its table. */
bool netplay_may_end(const struct netplay *np, uint32_t now);
/* This table ends the game (given up, or the other away too long). */
void netplay_end_game(struct netplay *np, enum net_end_reason why);
/* The game across tables is over and left: the kiosk is free again, and
 * the game is unfollowed (the remote follows only a few at once). */
void netplay_leave_game(struct netplay *np);

/* After a restart: the saved game across tables continues (following it,
 * its last move sent again). */
void netplay_resume(struct netplay *np, const struct netgame *saved);

/* A kiosk's name as players read it: its presence's name, and its user
 * after it ("Library East (eve)") when another kiosk of the lobby, or this
 * one, goes by the same name (spaces and ASCII case aside): only the user
 * is a kiosk's own (the broker's ACL), any kiosk may say any name.  Every
 * message naming a kiosk uses it (the lobby's rows, the invitations, the
 * tables, their status lines).  Cut to cap: the user kept whole, the name
 * cut for it, ending in "…". */
#define NETPLAY_NAME_LEN (NET_NAME_MAX + NET_USER_MAX + 4)
void netplay_kiosk_name(const struct netplay *np, const char *user, const char *name, char *buf, size_t cap);

/* The Words house rules as an invitation carries them ("c3 b0 m0 k0 e0"),
 * and back (false for a text that is not one, or out of range). */
void netplay_rules_text(const struct words_options *o, char *buf, size_t cap);
bool netplay_rules_parse(const char *text, struct words_options *o);

#endif
