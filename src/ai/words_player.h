/* The Words computer player: chooses a turn (a play, an exchange or a pass)
 * for the player to move, at one of five strengths.  Built on the move
 * generator (words_movegen.h).  No allocation and no I/O: all working memory
 * (move buffers, simulation games) is the block given to words_player_init.
 * This is the contract the game screen codes against; the worker-thread
 * wrapper is words_worker.h.  See docs/words-ai.md. */
#ifndef TESSERA_AI_WORDS_PLAYER_H
#define TESSERA_AI_WORDS_PLAYER_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/words_movegen.h"
#include "core/words/words.h"
#include "dict/dict.h"

enum words_level {
	WORDS_LEVEL_BEGINNER = 0, /* ordinary words, seldom the top score */
	WORDS_LEVEL_EASY,
	WORDS_LEVEL_MEDIUM,       /* the top score */
	WORDS_LEVEL_HARD,         /* score plus the value of the tiles kept */
	WORDS_LEVEL_EXPERT,       /* simulation within a time budget */
	WORDS_LEVELS
};

enum words_choice_kind {
	WORDS_CHOICE_PLAY = 0,
	WORDS_CHOICE_EXCHANGE,
	WORDS_CHOICE_PASS,
};

/* A chosen turn.  PLAY: `play` (words_gen_to_move gives the placements);
 * EXCHANGE: `exchange` holds the rack tiles to return, NUL-terminated. */
struct words_choice {
	enum words_choice_kind kind;
	struct words_gen_move play;
	char exchange[WORDS_RACK_SIZE + 1];
	uint64_t evaluated;  /* candidate moves or simulated games looked at */
	bool stopped;        /* cut short by the stop flag or the budget */
};

struct words_player;

/* Bytes of working memory a player needs (the same for every level). */
size_t words_player_memory_size(void);

/* Sets up a player over mem (words_player_memory_size() bytes, 16-byte
 * aligned, outliving it) with dictionary d.  Returns the player, or NULL
 * when mem is short. */
struct words_player *words_player_init(void *mem, size_t bytes, const struct dict *d);

/* Chooses a turn for g->pos.current at `level`.  `seed` drives the levels
 * that draw at random (same seed, same choice); `budget_ms` bounds Expert's
 * simulation and endgame search (0 = the default, 2000); `stop` (may be
 * NULL) is polled and ends the thinking early with the best choice so far.
 * The game is only read.  Returns 0, or -EINVAL for a bad level/argument or a game that is
 * over. */
int words_player_choose(struct words_player *p, const struct words_game *g, enum words_level level,
			uint64_t seed, uint32_t budget_ms, const atomic_bool *stop,
			struct words_choice *out);

/* Expert's rule for leaving Hard's choice: a candidate's lead over it, as
 * the sum (dsum) and sum of squares (dsq) of the per-draw differences over
 * n paired draws, counts only when its mean is at least two standard errors
 * above zero.  Exposed for the tests. */
bool words_expert_lead_is_clear(int64_t dsum, int64_t dsq, int n);

/* Whether the computer at `level`, to move in g, challenges the last play
 * (g->pos.challengeable): only a play that formed a word the game's own
 * dictionary (g->lexicon, the one the challenge is judged by) lacks, and
 * such a phony always at Hard and Expert, at the lower levels by chance:
 * 70, 40 and 20 times in 100 at Medium, Easy and Beginner, drawn from
 * seed.  A good play is never challenged.  False when there is nothing to
 * challenge (the dictionary checks every play, or the last turn was no
 * play). */
bool words_player_challenges(const struct words_game *g, enum words_level level, uint64_t seed);
/* The chance in 100 that `level` challenges a phony. */
int words_player_challenge_chance(enum words_level level);

/* Carries out choice c on g through the rules core (words_play,
 * words_exchange or words_pass); r (may be NULL) receives a play's result.
 * Returns the core's status: WORDS_OK, or why it refused. */
enum words_status words_choice_apply(struct words_game *g, const struct words_choice *c,
				     struct words_result *r);

/* The tiles that stay on `rack` after choice c (before any refill): a
 * play's tiles and an exchange's returned tiles removed; out holds
 * WORDS_RACK_SIZE + 1 bytes. */
void words_choice_leave(const char *rack, const struct words_choice *c, char *out);

/* What keeping these tiles (a NUL-terminated rack, '?' a blank) is worth
 * to the next turn, in points, rounded: Hard's learned table (words_leaves.h;
 * Hard's equity uses its tenths, words_leave_tenths, Expert's its own table). */
int words_leave_value(const char *leave);

/* A monotonic clock in milliseconds, from the layer that may read one
 * (the engines do not): Expert's time budget is measured with it.
 * Without one Expert draws a fixed number of opponent racks. */
typedef uint64_t (*words_clock_fn)(void);
void words_player_set_clock(struct words_player *p, words_clock_fn now_ms);

/* The leave table a level chooses by (words_leaves.h): Expert's own, Hard's
 * for the others that use one. */
struct words_leave_table;
const struct words_leave_table *words_player_leaves(enum words_level level);
/* Every level of this player chooses by t instead (NULL: each its own);
 * for the learning tool and the benchmark's comparisons of tables. */
void words_player_set_leaves(struct words_player *p, const struct words_leave_table *t);

/* Level by name ("beginner".."expert") or number ("1".."5"); -1 if neither. */
int words_level_parse(const char *s);
/* "Beginner" .. "Expert", for screens and reports. */
const char *words_level_name(enum words_level level);

#endif
