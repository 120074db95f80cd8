/* GCG game records: read, write, and replay through the rules core.
 *
 * A record is text, one line per fact:
 *   #character-encoding UTF-8          (first line when present; only UTF-8)
 *   #player1 nick Full Name            (#player2; #player3/#player4 for more)
 *   #lexicon NAME                      (kept, not interpreted)
 *   #note tessera-rules KEY=VALUE ...  (house rules, see docs/words-records.md;
 *                                      "#tessera-rules KEY=VALUE" read too)
 *   >nick: RACK POS PLAY +score total  a play
 *   >nick: RACK -TILES +0 total        an exchange ("-7" when the tiles are hidden)
 *   >nick: RACK - +0 total             a pass
 *   >nick: RACK -- -score total        a phony withdrawn after a challenge
 *   >nick: RACK (challenge) +5 total   a bonus for an unsuccessful challenge
 *   >nick: RACK (time) -10 total       a time penalty
 *   >nick: (RACK) +N total             end: nick went out and scores an opponent's rack
 *   >nick: RACK (RACK) -N total        end: nick loses the value of the tiles left
 * Readers tolerate what other programs write: the words a play formed after
 * the total, a rack that shows only the tiles played (an opponent's rack the
 * annotator did not see), a #note running on over plain lines.
 * Two tessera extensions for house rules, mid-turn actions worth 0, are
 * written inside a note, so other readers skip them:
 *   #note tessera-turn >nick: RACK (swap:8H) +0 total     blank interchange on 8H
 *   #note tessera-turn >nick: RACK (redraw:EEE) +0 total  three/four alike redrawn
 * (read also as plain '>' lines).  Other '#' lines (#title, #description,
 * #note, #id, #tournament, ...) are kept out of the way; blank lines are
 * skipped.  Everything works on caller memory. */
#ifndef TESSERA_CORE_WORDS_GCG_H
#define TESSERA_CORE_WORDS_GCG_H

#include "notation.h"
#include "words.h"

#include <stdbool.h>
#include <stddef.h>

#define GCG_MAX_PLAYERS 4
/* Every scoring turn puts down a tile and at most five scoreless turns come
 * between two of them, so a game of 100 tiles has well under 1024 lines. */
#define GCG_MAX_EVENTS 1024
/* The longest line read, in bytes; a comment (a note, #description, ...)
 * may be longer. */
#define GCG_LINE_MAX 4096
#define GCG_NICK 32
#define GCG_NAME 64
#define GCG_LEXICON 32
#define GCG_RULES 128
/* tessera's notes: "#note tessera-rules ..." and "#note tessera-turn >...". */
#define GCG_NOTE_RULES "tessera-rules"
#define GCG_NOTE_TURN "tessera-turn"
/* An end-of-game "(RACK)" with 3 or 4 players holds every opponent's tiles. */
#define GCG_END_TILES ((GCG_MAX_PLAYERS - 1) * NOTATION_RACK)

/* GCG_OK (0) or a negative code (docs/design.md, Conventions); the reader and
 * the replay also fill struct gcg_error with the line and a precise message,
 * gcg_status_text() gives the generic words. */
enum gcg_status {
	GCG_OK = 0,
	GCG_ERR_SYNTAX = -1,    /* a line that is not GCG */
	GCG_ERR_PLAYER = -2,    /* unknown, duplicate or missing player */
	GCG_ERR_CAPACITY = -3,  /* more lines, players or text than this reader holds */
	GCG_ERR_ENCODING = -4,  /* a character encoding other than UTF-8 */
	GCG_ERR_SPACE = -5,     /* the output buffer is too small */
	GCG_ERR_REPLAY = -6,    /* the rules core refuses a move of the record */
	GCG_ERR_MISMATCH = -7,  /* a score, total or rack disagrees with the replay */
};

struct gcg_error {
	enum gcg_status status;
	int line;  /* 1-based; 0 when not about one line */
	int col;   /* 1-based; 0 when about the whole line */
	char msg[160];
};

enum gcg_event_kind {
	GCG_PLAY,           /* move.kind is PLACE, EXCHANGE or PASS */
	GCG_WITHDRAWN,      /* "--": the previous play of this player comes off */
	GCG_CHALLENGE_BONUS, /* "+5", or the record's amount (a multiple of 5: Woogles' ten-point) */
	GCG_TIME_PENALTY,
	GCG_END_POINTS,     /* "(RACK) +N": points for the tiles an opponent holds */
	GCG_END_PENALTY,    /* "RACK (RACK) -N": the tiles this player holds */
	GCG_BLANK_SWAP,     /* "(swap:8H)": move.row/col name the square */
	GCG_KIND_REDRAW,    /* "(redraw:EEE)": move.tiles are the tiles returned */
};

struct gcg_event {
	enum gcg_event_kind kind;
	int player;                 /* 0-based, an index into the record's players */
	int line;                   /* where it was read (0 when built in memory) */
	char rack[NOTATION_RACK + 1];     /* the rack before the turn; empty for END_POINTS */
	struct notation_move move;        /* GCG_PLAY */
	char end_rack[GCG_END_TILES + 1]; /* GCG_END_POINTS / GCG_END_PENALTY */
	int score;                  /* signed points of this line */
	int total;                  /* the player's total after it */
};

struct gcg_player {
	char nick[GCG_NICK];
	char name[GCG_NAME];
};

struct gcg_record {
	int nplayers;
	struct gcg_player players[GCG_MAX_PLAYERS];
	char lexicon[GCG_LEXICON];
	char rules[GCG_RULES];      /* the #tessera-rules text, if any */
	int rules_line;             /* where it was read */
	int nevents;
	struct gcg_event events[GCG_MAX_EVENTS];
};

/* Parses a record from buf[0..len) into *rec.  On error returns a negative
 * gcg_status with err naming the line and column. */
enum gcg_status gcg_parse(const char *buf, size_t len, struct gcg_record *rec,
			  struct gcg_error *err);

/* Writes a record as GCG text with a NUL into buf; returns the length, or
 * GCG_ERR_SPACE if it does not fit. */
int gcg_write(const struct gcg_record *rec, char *buf, size_t size);

/* Writes one event line (without '>' prefix's newline) into buf; returns the
 * length or GCG_ERR_SPACE. */
int gcg_format_event(const struct gcg_record *rec, const struct gcg_event *ev, char *buf,
		     size_t size);

/* ---- house rules: "#tessera-rules challenge=single end=tournament ..." ----
 * Keys: challenge=enforced|single|double|five-point, end=classic|tournament,
 * interchange=on|off, interchange-must-play=on|off, kind-redraw=on|off.
 * Keys left out keep the values already in *opt. */
enum gcg_status gcg_rules_parse(const char *text, int line, struct words_options *opt,
				struct gcg_error *err);
/* Writes every key; returns the length or GCG_ERR_SPACE. */
int gcg_rules_format(const struct words_options *opt, char *buf, size_t size);

/* ---- from a game ---------------------------------------------------------------
 * Fills *rec from the turn log of g: one line per log entry, players named
 * by players[0 .. g->pos.players) (seat order, seat 0 moved first), house
 * rules in rec->rules.  A phony withdrawn is written with the rack of the
 * play it takes back; a challenge lost under double challenge is written as a
 * pass (it is one: the challenger loses the turn and scores nothing). */
enum gcg_status gcg_from_game(const struct words_game *g, const struct gcg_player *players,
			      struct gcg_record *rec);

/* ---- replay ---------------------------------------------------------------------
 * A record carries racks, not the bag's seed, so replay sets each player's
 * rack from the record before the turn (swapping tiles with the bag, so all
 * 100 tiles stay accounted for) and lets the rules core validate and score.
 * Word validity is the record's: a play stands unless a "--" line withdraws
 * it, so replay needs no dictionary.  Every score and total is compared. */
struct gcg_replay {
	struct words_game game;     /* the replayed game; its log is the rules core's */
	struct words_options options;
	int seat[GCG_MAX_PLAYERS];  /* record player -> seat (the first to move is seat 0) */
	int player[WORDS_MAX_PLAYERS]; /* seat -> record player */
	int total[GCG_MAX_PLAYERS]; /* verified running totals by record player */
	struct words_result result; /* the verdict on the last play */
	bool over_checked;          /* end-of-game lines seen */
	int over_line;              /* the record's line that ended the game (0: not over) */
	/* The record stops where the game ends (six scoreless turns in a row,
	 * or, with two players, a player going out), with no end-of-game lines
	 * after: the rules' (the WORDS_TURN_END_RACK and _END_GAIN entries of
	 * game.log) are counted in total. */
	bool end_from_rules;
	/* Bit p set: record player p's racks showed only the tiles played (an
	 * annotator's unseen opponent); the tiles shown were checked against
	 * the unseen pool, the rest of the rack could not be. */
	unsigned partial_racks;
	/* Seat -> how many tiles, first on its rack, the record showed when
	 * the rack was set for the line being replayed (the rest of a partial
	 * rack is the replay's filling); WORDS_RACK_SIZE: the whole rack. */
	int shown[WORDS_MAX_PLAYERS];
};

/* Called after each event has been verified; r is the play's verdict for a
 * placing move and NULL otherwise. */
typedef void (*gcg_event_fn)(void *ctx, const struct gcg_record *rec, int index,
			     const struct gcg_replay *rp, const struct words_result *r);

/* Replays rec into rp->game.  Returns GCG_OK, GCG_ERR_REPLAY (the rules core
 * refuses a move or the record is impossible, or a move comes after the
 * game's end) or GCG_ERR_MISMATCH (a score, total or end rack disagrees, or
 * the end-of-game lines are missing), with err naming the line, e.g.
 * "line 12: score +35 does not match the play (computed +32)".  A record
 * that stops at the sixth scoreless turn in a row is a finished game: its
 * end-of-game lines may be left out when the racks its last lines show
 * are the racks held (rp->end_from_rules), not after an exchange; so may
 * those after a play that goes out in a game of two players. */
enum gcg_status gcg_replay(const struct gcg_record *rec, struct gcg_replay *rp, gcg_event_fn fn,
			   void *ctx, struct gcg_error *err);

/* The generic sentence for a status ("the output buffer is too small"; "ok"
 * for GCG_OK); "unknown status" for a code that is none of them.  Never NULL. */
const char *gcg_status_text(enum gcg_status status);

/* "line L, column C: message", leaving out the parts that are 0; the
 * status's generic sentence when err has no message. */
int gcg_error_format(const struct gcg_error *err, char *buf, size_t size);

#endif
