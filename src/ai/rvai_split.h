/* Threads sharing one exact solve (private to the solver, rvai_solve.c,
 * and rvai_split.c): the root split of each null-window probe, inner
 * splits below it (young brothers wait).  rvai_thread.c provides the
 * threads through struct rvai_helpers (rvai.h). */
#ifndef TESSERA_AI_RVAI_SPLIT_H
#define TESSERA_AI_RVAI_SPLIT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "ai/rvai.h"
#include "ai/rvai_order.h"

enum {
	/* Inner nodes this deep (in empties) may share their moves with idle
	 * threads; below, a subtree is too small to pay for the hand-over. */
	RVAI_SPLIT_MIN_EMPTIES = 12,
	/* Inner splits open at once in one probe (a few per thread). */
	RVAI_SPLIT_SLOTS = 16,
};

/* How the split searches a child: the solver's node search (rvai_solve.c
 * hands it over, so this file sits below the solver and never calls up
 * into it): the exact value of (own, opp) within (alpha, beta), fail soft,
 * `moves` being own's legal moves. */
typedef int (*rvai_split_search_fn)(struct rvai *ai, uint64_t own, uint64_t opp, uint64_t moves, int alpha, int beta,
				    int empties);

/* The exact solver's root works in null-window probes (MTD(f)): "does some
 * move reach beta?", for beta stepping towards the score.  A probe's first
 * move is searched before any other (young brothers wait, here as below);
 * then its other moves are claimed one at a time by the searcher and its
 * helpers, if any.  A thread with no root move to claim helps inside a
 * move being searched (struct rvai_node_split). */
struct rvai_split {
	uint64_t own, opp;
	int empties;
	int beta;
	rvai_split_search_fn search; /* the solver's node search */
	int n;
	int8_t sq[RVAI_MAX_MOVES];
	uint64_t flips[RVAI_MAX_MOVES];
	atomic_int next;        /* the next move to claim */
	atomic_int cut;         /* the lowest index found to reach beta; n if none yet */
	atomic_bool cancelled;  /* the searcher's stop function said stop */
	atomic_ullong nodes;    /* the helpers' nodes in this probe */
	unsigned gen;           /* the searcher's table generation */
	atomic_int running;     /* root moves being searched */
	atomic_bool first_done; /* the first move is searched: the others may start */
	atomic_int idle;        /* threads looking for work: inner nodes split for them */
	atomic_flag lock;       /* guards open[] and the joining of an inner split */
	void (*pause)(void);    /* how a waiting thread gives way (the helpers' hook) */
	struct rvai_node_split *open[RVAI_SPLIT_SLOTS];
};

/* An inner node's moves after its first, shared out: each thread claims
 * the next until none is left or one reaches beta (then the rest are not
 * needed: the node fails high whichever move proves it).  It lives in its
 * owner's frame, which waits for every thread that joined it. */
struct rvai_node_split {
	uint64_t own, opp;
	int empties, alpha, beta, n;
	int8_t sq[RVAI_MAX_MOVES];
	uint64_t flips[RVAI_MAX_MOVES], replies[RVAI_MAX_MOVES];
	struct rvai_node_split *parent; /* the split its owner worked under; NULL: straight under the root */
	int root_index;                 /* the root move it lies under */
	atomic_int next;                /* the next move to claim */
	atomic_int best;                /* (value + 128) << 8 | square of the best move so far */
	atomic_bool abort;              /* a move reached beta */
	atomic_int workers;             /* threads other than the owner working on it */
};

/* Stops a probe's threads (the searcher's stop function said stop). */
void rvai_split_cancel(struct rvai_split *sp);
/* True when the work under inner split q (or straight under root move
 * root_index) is no longer needed: a split above it failed high, or the
 * root move was dropped. */
bool rvai_split_chain_aborted(const struct rvai_node_split *q, const struct rvai_split *sp, int root_index);

/* Share a null-window node's remaining moves only when a thread is idle
 * and the subtrees are worth handing over. */
static inline bool rvai_split_wanted(const struct rvai *ai, int empties, int alpha, int beta, int moves_left)
{
	return ai->split && empties >= RVAI_SPLIT_MIN_EMPTIES && moves_left >= 2 && beta == alpha + 1 &&
	       atomic_load_explicit(&ai->split->idle, memory_order_relaxed) > 0;
}

/* Searches moves 1.. of ml (ordered here) with any idle threads: returns
 * the best value among them, with its move in *move.  Returns only once
 * every thread that joined has left. */
int rvai_split_node(struct rvai *ai, uint64_t own, uint64_t opp, struct rvai_solve_list *ml, int alpha, int beta,
		    int empties, int *move);

/* One probe of the root's moves, sp's fields own..flips set: does a move
 * reach beta?  Returns the index of the first one (in sp's order) that
 * does, or -1 (also when stopped). */
int rvai_split_probe(struct rvai *ai, struct rvai_split *sp, int beta);

#endif
