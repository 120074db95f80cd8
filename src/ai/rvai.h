/* Reversi computer opponent: NegaScout (alpha-beta with null windows) with
 * move ordering and a transposition table, an evaluation learned by
 * self-play (rvai_eval.h) and an exact endgame solver.  It never
 * allocates: the caller gives the table's memory once, at start, and each
 * search works on a copy of the position.  One `struct rvai`
 * serves one search at a time; run it on a worker with rvai_thread.h. */
#ifndef TESSERA_AI_RVAI_H
#define TESSERA_AI_RVAI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/rvai_eval.h"
#include "core/reversi/reversi.h"

enum rvai_level {
	RVAI_BEGINNER, /* depth 1, strong random noise */
	RVAI_EASY,     /* depth 2, light noise, exact at 6 empties */
	RVAI_MEDIUM,   /* depth 4, exact at 10 empties */
	RVAI_HARD,     /* depth 6, exact at 14 empties */
	RVAI_EXPERT,   /* depth 10, exact at 18 empties */
	RVAI_LEVELS
};

/* What a level does; see rvai_level_info. */
struct rvai_level_info {
	const char *name;  /* "beginner" ... "expert" */
	int depth;         /* midgame search depth in plies */
	int exact_empties; /* solve exactly from this many empty squares */
	int noise;         /* +- random evaluation units added at the root */
};

/* One transposition-table slot: the packed result (value, depth, bound,
 * move) and the whole position as the key, each key word XORed with the
 * result so that searchers sharing the table (rvai_team.h) never pair one
 * position with another's result, even when two threads write the slot at
 * once.  A hit is never a collision. */
struct rvai_tt_entry {
	uint64_t check_own, check_opp, data;
};
_Static_assert(sizeof(struct rvai_tt_entry) == 24, "tt entry size");

/* Two slots to a bucket, a bucket to a 64-byte cache line: a probe reads
 * one line (packed 48-byte buckets straddled two lines every other time,
 * and that wait was a tenth of the 20-empty solve's time). */
struct rvai_tt_bucket {
	_Alignas(64) struct rvai_tt_entry slot[2];
	uint64_t spare[2];
};
_Static_assert(sizeof(struct rvai_tt_bucket) == 64, "tt bucket size");

enum {
	RVAI_TT_EXACT = 64,
	/* The command-line program's table: 2^18 buckets (2^19 entries),
	 * 16 MiB, the size a board config gives tessera by default
	 * ([computer] reversi_table_mib).  32 MiB reads 1 % fewer nodes at 20
	 * empties but takes more time: the cache misses grow (docs/reversi.md). */
	RVAI_TT_DEFAULT_BYTES = 16 << 20,
	/* Midgame scores: a won or lost game is +-RVAI_WIN plus the disc
	 * difference, so any finished game outranks any evaluation. */
	RVAI_WIN = 10000,
	/* Evaluations stay inside +-RVAI_EVAL_LIMIT, below any finished game. */
	RVAI_EVAL_LIMIT = RVAI_WIN - 1000,
};

/* Asked every few thousand nodes; true stops the search, which then reports
 * the best move of its last finished iteration (always a legal move). */
typedef bool (*rvai_stop_fn)(void *user);

/* The exact solver's root split: the moves of one null-window probe,
 * claimed one at a time by every searcher taking part (defined in rvai_split.h). */
struct rvai_split;
/* An inner node of the solver whose moves are shared out (young brothers
 * wait: after its first move), defined in rvai_split.h. */
struct rvai_node_split;

/* Threads that help one searcher with its exact solves (rvai_team.h is
 * one).  `start` hands each probe's root split to the helpers, each of
 * which calls rvai_split_work with its own struct rvai on the same table;
 * the searcher then works on the split itself and calls `wait`, which
 * returns once every helper has returned from rvai_split_work.  Inside, the
 * threads share root moves and, below them, the moves of inner nodes after
 * their first (young brothers wait); a thread waiting for work calls
 * `pause`. */
struct rvai_helpers {
	void (*start)(void *user, struct rvai_split *split);
	void (*wait)(void *user);
	void (*pause)(void); /* a thread with nothing to do gives way (sched_yield); called on every thread */
	void *user;
};

struct rvai {
	struct rvai_tt_bucket *tt; /* 64-byte aligned */
	size_t tt_mask;      /* buckets - 1; buckets is a power of two */
	uint64_t rng;        /* seeded generator for the noisy levels */
	unsigned gen;        /* the table's generation: entries of others count as empty (rvai_clear) */
	uint64_t nodes;      /* nodes visited by the current search */
	rvai_stop_fn stop;
	void *stop_user;
	bool stopped;        /* the search is unwinding: stopped, or its split move is no longer needed */
	bool cancelled;      /* the stop function said stop */
	const struct rvai_helpers *helpers; /* NULL: the solver works alone */
	const struct rvai_weights *weights; /* the midgame evaluation's (rvai_set_weights) */
	struct rvai_split *split;          /* the split being worked on, if any */
	int split_index;                   /* and the index of the move being searched in it */
	struct rvai_node_split *ctx;       /* the innermost inner split this search works under */
	uint64_t joins;                    /* inner splits this searcher joined (helped another at) */
};

struct rvai_result {
	int move;        /* square 0..63, or REVERSI_PASS when the side to move cannot move */
	int score;       /* side to move's view: disc difference if exact, else evaluation units */
	bool exact;      /* score is the final disc difference with perfect play */
	int depth;       /* midgame depth completed (0 for an exact solve) */
	uint64_t nodes;
	bool stopped;    /* cut short by the stop function */
};

/* Uses `bytes` of `mem` as the transposition table for the life of `ai`:
 * the largest power-of-two number of buckets (struct rvai_tt_bucket) that
 * fits from the first 64-byte boundary.  Returns 0, or -EINVAL if not even
 * one bucket fits. */
int rvai_init(struct rvai *ai, void *mem, size_t bytes, uint64_t seed);
/* The bytes of a `budget` that rvai_init uses, given memory on a 64-byte
 * boundary (the largest power-of-two number of buckets that fits; 0 if not
 * one does): what to reserve. */
size_t rvai_tt_bytes(size_t budget);
void rvai_set_stop(struct rvai *ai, rvai_stop_fn fn, void *user);
/* Forgets every table entry (searches then repeat exactly).  Costs nothing
 * but a new generation number; the memory is wiped once in 65535 calls. */
void rvai_clear(struct rvai *ai);
void rvai_seed(struct rvai *ai, uint64_t seed);

const struct rvai_level_info *rvai_level_info(enum rvai_level level);
/* Level by name ("beginner".."expert") or number ("1".."5"); -1 if neither. */
int rvai_level_parse(const char *s);

/* Chooses a move for the side to move at the given level.  Never fails on a
 * position that is not over: out->move is then legal, or REVERSI_PASS if the
 * side to move is blocked.  Returns 0, or -EINVAL for a bad level. */
int rvai_choose(struct rvai *ai, const struct reversi_pos *pos, enum rvai_level level,
		struct rvai_result *out);
/* Midgame search to a fixed depth (iterative deepening, no noise). */
int rvai_search(struct rvai *ai, const struct reversi_pos *pos, int depth, struct rvai_result *out);
/* Exact solve: the final disc difference (side to move's discs minus the
 * other's, empty squares to the winner) with perfect play and a move
 * reaching it.  Cost grows fast beyond ~24 empties. */
int rvai_solve(struct rvai *ai, const struct reversi_pos *pos, struct rvai_result *out);

/* Lets `helpers` (NULL: none) search the exact solver's tree alongside
 * `ai`.  Score and move do not depend on the helpers: with or
 * without them the solver returns the first move, in its own order, that
 * reaches the score. */
void rvai_set_helpers(struct rvai *ai, const struct rvai_helpers *helpers);
/* Makes `helper` a searcher on the same table as `ai`, for rvai_split_work
 * on another thread. */
void rvai_init_helper(struct rvai *helper, const struct rvai *ai);
/* Searches root moves of `split` and moves of inner nodes shared out under
 * them until the probe is settled.  Called by helpers, on their own threads. */
void rvai_split_work(struct rvai *helper, struct rvai_split *split);

/* The static evaluation of `own` to move against `opp` with the learned
 * weights (units: tenths of a disc; rvai_eval.h). */
int rvai_eval(uint64_t own, uint64_t opp);
/* The weights the midgame search evaluates with (default: the learned
 * ones); the benchmark plays them against rvai_weights_hand. */
void rvai_set_weights(struct rvai *ai, const struct rvai_weights *w);

/* Discs of `own` that no sequence of moves can flip (grown from the
 * corners along full lines and stable neighbours).  The solver's stability
 * cutoff rests on it: the side to move can score at most 64 - 2 * the
 * opponent's stable discs. */
uint64_t rvai_stable_discs(uint64_t own, uint64_t opp);

#endif
