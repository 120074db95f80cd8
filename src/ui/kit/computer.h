/* The computer protocol, one for both games: a table whose turn falls to
 * the computer asks through a link (the program hands the request to a
 * worker thread), and the answer comes back later through the table's
 * *_computer_answer() while the screen stays live.
 *
 *   ask() returns 0: a worker thinks; the answer carries req->ticket.
 *   ask() returns < 0: the computer cannot think; the table says so.
 *
 * Tickets grow with every request a table makes; an answer whose ticket is
 * not the table's open request (a take back, a new game, the table left
 * since) is stale and changes nothing.  Everything the request points to
 * belongs to the table and changes after ask() returns: a worker copies
 * what it needs.  A table without a link thinks itself, on its own tick. */
#ifndef TESSERA_UI_KIT_COMPUTER_H
#define TESSERA_UI_KIT_COMPUTER_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/words_player.h"
#include "core/reversi/reversi.h"

enum computer_game { COMPUTER_WORDS, COMPUTER_REVERSI };

struct computer_request {
	enum computer_game game;
	uint32_t ticket;
	int level;				/* enum words_level or enum rvai_level */
	uint64_t seed;				/* for the levels that play with chance */
	const struct words_game *words;		/* COMPUTER_WORDS: the game, its seat to move */
	const struct reversi_pos *reversi;	/* COMPUTER_REVERSI: the position, the computer to move */
};

struct computer_answer {
	uint32_t ticket;		/* the request's */
	struct words_choice words;	/* COMPUTER_WORDS */
	int reversi_move;		/* COMPUTER_REVERSI: a square or REVERSI_PASS */
};

typedef int (*computer_ask_fn)(void *user, const struct computer_request *req);

struct computer_link {
	computer_ask_fn ask;	/* NULL: no link, the table thinks itself */
	void *user;
};

/* The five levels both games' computers play at, by the names the
 * screens show: "Beginner", "Easy", "Medium", "Hard", "Expert" ("?" for
 * none of them).  enum words_level and enum rvai_level count alike. */
#define COMPUTER_LEVELS 5
const char *computer_level_name(int level);

/* A table's side of it: when the computer is due to move, and which
 * request is open. */
struct computer_turn {
	bool due;		/* the computer moves at `at` (a tick does it) */
	uint32_t at;
	bool open;		/* a request awaits its answer */
	uint32_t ticket;	/* the latest request's */
};

/* A table starts counting tickets from its seed, so the tickets of the
 * next table (the next game takes the next seed) are not this one's. */
void computer_turn_init(struct computer_turn *t, uint64_t seed);
/* After every change of the game: the computer moves `delay` ms from now
 * when it is to move, and any open request is forgotten (its answer will
 * be stale). */
void computer_turn_schedule(struct computer_turn *t, bool computer_to_move, uint32_t now, uint32_t delay);
/* True once the computer's move is due at now (the tick then asks). */
bool computer_turn_is_due(const struct computer_turn *t, uint32_t now);
/* Opens the next request: the ticket to give it. */
uint32_t computer_turn_open(struct computer_turn *t);
/* Opens a request for req and asks link.  Returns ask's answer; below 0
 * the request is closed again.  An answer may come back inside ask(). */
int computer_turn_ask(struct computer_turn *t, const struct computer_link *link, struct computer_request *req);
/* True when a answers the open request (not stale). */
bool computer_turn_answers(const struct computer_turn *t, const struct computer_answer *a);
void computer_turn_close(struct computer_turn *t);

#endif
