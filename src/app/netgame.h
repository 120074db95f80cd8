/* A game across two tables: one seat played here, the other by a kiosk
 * through the remote (remote.h).  Both tables hold the whole game and run
 * the rules core: each table's own actions are read off its game (the turn
 * log, or Reversi's placements) and sent as move texts; the other's come in
 * as move texts and are played here through the same rules.  A text the
 * rules refuse, one out of turn or one whose scores come out differently
 * stops the game on both tables (NET_END_DISAGREE) with the reason; both
 * keep the game as it stands.
 *
 * Move texts (struct net_move, at most NET_MOVE_MAX characters): an action
 * then " @A/B", the two seats' scores after it (Words: points; Reversi:
 * discs, black/white), which the receiver checks against its own:
 *   Words    "8D W.NDY" a play (start square and direction as GCG writes
 *            them, the main word's span: a letter a tile played, a small
 *            letter a blank, '.' a square already on the board),
 *            "pass", "exchange ABC?", "challenge" (the last play),
 *            "swap 8H" (a board blank taken back for the real tile),
 *            "redraw E" (three or four alike returned),
 *            "stand" (a going-out play let stand: the game is final;
 *            only in a game whose ng->stand is set);
 *   Reversi  "d3" (passes are implied by the rules).
 * Every move carries the sender's next sequence number (1, 2, ...): a
 * number already applied is a repeated delivery and is dropped; a gap is a
 * lost move and stops the game.
 *
 * struct netgame is plain data and fixed size: the saved game carries it,
 * so a restarted kiosk continues the same game with the same numbers.
 * Nothing here allocates or blocks. */
#ifndef TESSERA_APP_NETGAME_H
#define TESSERA_APP_NETGAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/reversi/reversi.h"
#include "core/words/words.h"
#include "net/net_msg.h"

enum netgame_state {
	NETGAME_OFF = 0,	/* no game across tables */
	NETGAME_PLAYING,
	NETGAME_OVER,		/* the rules ended it */
	NETGAME_ENDED,		/* a side gave up, or ended it after the other was away too long */
	NETGAME_STOPPED,	/* the tables disagree about a move */
};

#define NETGAME_REASON_MAX 120

struct netgame {
	uint32_t state;			/* enum netgame_state */
	uint32_t game;			/* enum net_game_kind: WORDS or REVERSI */
	uint32_t seat;			/* the seat played here: 0 moves first (the inviter) */
	uint32_t end_sent;		/* enum net_end_reason of the END this table sent, 0 none
					 * (sent again after a restart; fills what was padding) */
	uint64_t seed;			/* both tables' bag */
	char id[NET_GAME_ID_MAX + 1];
	char peer[NET_USER_MAX + 1];	/* the other kiosk's user ... */
	char peer_name[NET_NAME_MAX + 1]; /* ... and the name it goes by */
	uint32_t run;			/* moves sent since the other's last one was applied here: all
					 * the other may lack (netgame_resend_run; fills what was
					 * padding, older saves read 0: the last move only) */
	uint64_t sent_seq;		/* the last move sent */
	uint64_t applied_seq;		/* the other's last move applied */
	uint64_t chat_sent_seq, chat_seen_seq;
	uint32_t synced;		/* Words: log entries accounted for; Reversi: placements */
	int32_t challengeable;		/* Words: the challenge window as last seen */
	char last_sent[NET_MOVE_MAX + 1]; /* sent again after a restart (a repeat is dropped) */
	char reason[NETGAME_REASON_MAX]; /* why it stopped or ended, as the table shows it */
	uint8_t stand;			/* both kiosks play "stand" (NET_PLAY_VERSION 2): a going-out
					 * play waits for the other table's challenge or stand (fills
					 * what was padding; older saves read 0: over at once) */
};

/* The game the table plays: one of the two set, as ng->game says. */
struct netgame_board {
	struct words_game *words;
	struct reversi_game *reversi;
};

/* Starts following a new game: seat 0 or 1 here, the game at its start. */
void netgame_begin(struct netgame *ng, enum net_game_kind game, const char *id, const char *peer,
		   const char *peer_name, int seat, uint64_t seed);

/* The seat to move in b, or -1 when the game is over (Words with
 * ng->stand: final; until then the seat that may challenge a going-out
 * play is to move). */
int netgame_to_move(const struct netgame *ng, struct netgame_board b);
/* It is the other table's turn (and the game goes on). */
bool netgame_peer_to_move(const struct netgame *ng, struct netgame_board b);

/* The next action this table made and has not sent: 1 with *out filled (a
 * MOVE to send), 0 when there is none, or -1 when the table's game went
 * where the other cannot follow (a move taken back, a move made for the
 * other's seat): the game is stopped and *out is the END to send.  Call
 * it until it returns 0 after every change of the game.  who: the other
 * table as players here read its name, for ng->reason (NULL:
 * ng->peer_name; netplay gives the name told apart from another kiosk's,
 * netplay_kiosk_name). */
int netgame_outgoing(struct netgame *ng, struct netgame_board b, const char *who, struct net_msg *out);

/* A message of this game from the other table (MOVE or END).  Returns 0
 * when it was played (b changed) or taken in, 1 when it changes nothing
 * (a repeat, another game's, after the end), or -1 when this table
 * refuses it: the game is stopped, ng->reason says why (naming the other
 * as who, as above), and *reply is the END to send. */
int netgame_receive(struct netgame *ng, struct netgame_board b, const char *who, const struct net_msg *m,
		    struct net_msg *reply);

/* After a restart: the last move this table sent, or the END that stopped
 * or ended the game here, again with its number (it may not have left
 * before the kiosk stopped; a repeat is dropped by the other).  0 when
 * nothing was sent yet, else 1 with *out filled. */
int netgame_resend(const struct netgame *ng, struct net_msg *out);

/* What the other table may lack when it comes back or this one reconnects
 * (netgame_resend, and more): every move of this table since the other's
 * last one (Reversi: several when the other had to pass; Words: a
 * challenge and the play after it, a blank swap or a redraw and the play,
 * ...), in order with their numbers, at most cap into out (the newest
 * when more).  b may hold NULL boards: the last move only.  Returns the
 * count (0: nothing sent yet). */
#define NETGAME_RESEND_MAX 32
int netgame_resend_run(const struct netgame *ng, struct netgame_board b, struct net_msg *out, int cap);

/* This table ends the game (NET_END_RESIGN or NET_END_TIMEOUT): *out is
 * the END to send. */
void netgame_end(struct netgame *ng, enum net_end_reason why, struct net_msg *out);

/* After the rules end the game: NETGAME_OVER (nothing to send: the other
 * table sees the same end). */
void netgame_check_over(struct netgame *ng, struct netgame_board b);

/* Plays one move text on b through the rules (what netgame_receive does
 * after its checks), for the seat to move.  Returns 0, or -1 with the
 * reason in why.  The scores after " @" are checked when present; a move
 * refused for them is taken off again, b left as it was. */
int netgame_play_text(enum net_game_kind game, struct netgame_board b, const char *text, char *why, size_t cap);

/* The move text of placement i of a Reversi game / of the action at log
 * entry i of a Words game, scores included. */
void netgame_reversi_text(const struct reversi_game *g, int i, char out[NET_MOVE_MAX + 1]);

/* A saved netgame from any bytes: its fields in range and its names
 * valid.  0, or -1 with the reason. */
int netgame_check_saved(const struct netgame *ng, char *why, size_t cap);

#endif
