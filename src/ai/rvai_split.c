/* Threads sharing one exact solve: the root's moves claimed one at a time
 * once the first is searched, and inner nodes' moves after their first
 * (young brothers wait).  The answer is the first move in the root's order
 * that reaches beta, whoever finds it, so it never depends on the threads. */
#include "ai/rvai_split.h"

#include <stdatomic.h>
#include <string.h>

/* Moves after the lowest one known to reach beta are not needed: the
 * answer is the first such move in list order, whoever finds it first, so
 * the result does not depend on the number of threads or their timing. */
static bool split_abandoned(const struct rvai_split *sp, int index)
{
	return atomic_load_explicit(&sp->cancelled, memory_order_relaxed) ||
	       atomic_load_explicit(&sp->cut, memory_order_relaxed) < index;
}

void rvai_split_cancel(struct rvai_split *sp)
{
	atomic_store(&sp->cancelled, true);
}

/* True when the work under inner split q (or straight under root move
 * root_index) is no longer needed: a split above it failed high, or the
 * root move was dropped. */
bool rvai_split_chain_aborted(const struct rvai_node_split *q, const struct rvai_split *sp, int root_index)
{
	for (; q; q = q->parent)
		if (atomic_load_explicit(&q->abort, memory_order_relaxed))
			return true;
	return split_abandoned(sp, root_index);
}

/* A thread with nothing to do gives way to the others.  Alone, a solver
 * never waits (no split is made without an idle thread). */
static void split_pause(const struct rvai_split *sp)
{
	if (sp->pause)
		sp->pause();
}

static void split_lock(struct rvai_split *sp)
{
	while (atomic_flag_test_and_set_explicit(&sp->lock, memory_order_acquire))
		split_pause(sp);
}

static void split_unlock(struct rvai_split *sp)
{
	atomic_flag_clear_explicit(&sp->lock, memory_order_release);
}

/* ---- young brothers wait: an inner node's moves shared out ---- */

static void split_best(struct rvai_node_split *ns, int v, int sq)
{
	int packed = (v + 128) << 8 | sq, old = atomic_load(&ns->best);
	while (packed > old && !atomic_compare_exchange_weak(&ns->best, &old, packed))
		;
}

/* Claims and searches moves of ns until none is left, one reaches beta, or
 * this search is stopped (ai->stopped: the caller sorts out why). */
static void node_split_work(struct rvai *ai, const struct rvai_split *sp, struct rvai_node_split *ns)
{
	for (;;) {
		int i = atomic_fetch_add(&ns->next, 1);
		if (i >= ns->n || atomic_load_explicit(&ns->abort, memory_order_relaxed))
			return;
		uint64_t f = ns->flips[i];
		uint64_t nown = ns->own | f | (1ULL << ns->sq[i]), nopp = ns->opp & ~f;
		int v = -sp->search(ai, nopp, nown, ns->replies[i], -ns->beta, -ns->alpha, ns->empties - 1);
		if (ai->stopped)
			return;
		split_best(ns, v, ns->sq[i]);
		if (v >= ns->beta) {
			atomic_store(&ns->abort, true);
			return;
		}
	}
}

static bool descends(const struct rvai_node_split *q, const struct rvai_node_split *from)
{
	for (; q; q = q->parent)
		if (q == from)
			return true;
	return false;
}

/* Joins the open inner split with the most empties (one under `within`
 * only, if given: an owner waiting for its helpers helps them and nobody
 * else, so that it is free when they are done).  False if there is none.
 * The caller is counted idle in sp->idle; not while it works here. */
static bool join_split(struct rvai *ai, struct rvai_split *sp, const struct rvai_node_split *within)
{
	struct rvai_node_split *q = NULL;
	split_lock(sp);
	for (int s = 0; s < RVAI_SPLIT_SLOTS; s++) {
		struct rvai_node_split *c = sp->open[s];
		if (c && atomic_load(&c->next) < c->n && !atomic_load(&c->abort) && (!within || descends(c, within)) &&
		    (!q || c->empties > q->empties))
			q = c;
	}
	if (q) {
		atomic_fetch_add(&q->workers, 1); /* under the lock: its owner waits for us */
		atomic_fetch_sub(&sp->idle, 1);
	}
	split_unlock(sp);
	if (!q)
		return false;
	struct rvai_node_split *outer = ai->ctx;
	int outer_index = ai->split_index;
	bool was_stopped = ai->stopped;
	ai->ctx = q;
	ai->split_index = q->root_index;
	ai->joins++;
	node_split_work(ai, sp, q);
	ai->ctx = outer;
	ai->split_index = outer_index;
	ai->stopped = was_stopped; /* a stop in q concerned q's moves only */
	atomic_fetch_add(&sp->idle, 1);
	atomic_fetch_sub_explicit(&q->workers, 1, memory_order_release);
	return true;
}

static bool split_publish(struct rvai_split *sp, struct rvai_node_split *ns)
{
	bool done = false;
	split_lock(sp);
	for (int s = 0; s < RVAI_SPLIT_SLOTS && !done; s++)
		if (!sp->open[s]) {
			sp->open[s] = ns;
			done = true;
		}
	split_unlock(sp);
	return done;
}

static void split_unpublish(struct rvai_split *sp, struct rvai_node_split *ns)
{
	split_lock(sp);
	for (int s = 0; s < RVAI_SPLIT_SLOTS; s++)
		if (sp->open[s] == ns)
			sp->open[s] = NULL;
	split_unlock(sp);
}

/* Asks the stop function (if this searcher has one) while it waits for
 * other threads, so that a cancel is seen then too; true once stopped. */
static bool poll_stop_waiting(struct rvai *ai)
{
	if (!ai->cancelled && ai->stop && ai->stop(ai->stop_user)) {
		ai->stopped = ai->cancelled = true;
		rvai_split_cancel(ai->split);
	}
	return ai->cancelled;
}

int rvai_split_node(struct rvai *ai, uint64_t own, uint64_t opp, struct rvai_solve_list *ml, int alpha, int beta,
		      int empties, int *move)
{
	struct rvai_split *sp = ai->split;
	struct rvai_node_split ns = { .own = own, .opp = opp, .empties = empties, .alpha = alpha, .beta = beta,
				      .n = ml->n - 1, .parent = ai->ctx, .root_index = ai->split_index };
	for (int i = 1; i < ml->n; i++) {
		rvai_order_pick(ml, i);
		ns.sq[i - 1] = ml->sq[i];
		ns.flips[i - 1] = ml->flips[i];
		ns.replies[i - 1] = ml->replies[i];
	}
	atomic_init(&ns.next, 0);
	atomic_init(&ns.best, (-65 + 128) << 8 | ml->sq[1]);
	atomic_init(&ns.abort, false);
	atomic_init(&ns.workers, 0);
	bool shared = split_publish(sp, &ns); /* no slot: searched alone */
	ai->ctx = &ns;
	node_split_work(ai, sp, &ns);
	if (shared) {
		split_unpublish(sp, &ns);
		bool was_stopped = ai->stopped;
		atomic_fetch_add(&sp->idle, 1);
		while (atomic_load_explicit(&ns.workers, memory_order_acquire) > 0)
			if (poll_stop_waiting(ai) || was_stopped || !join_split(ai, sp, &ns))
				split_pause(sp);
		atomic_fetch_sub(&sp->idle, 1);
	}
	ai->ctx = ns.parent;
	/* Stopped: by the stop function, or because work above no longer
	 * matters; a stop that concerned ns's own moves (one reached beta)
	 * leaves its result valid. */
	ai->stopped = ai->cancelled || rvai_split_chain_aborted(ns.parent, sp, ns.root_index);
	int best = atomic_load(&ns.best);
	*move = best & 0xff;
	return (best >> 8) - 128;
}

/* ---- the root ---- */

/* The value of root move i: a bound, beta or more when it reaches beta. */
static int split_search(struct rvai *ai, const struct rvai_split *sp, int i)
{
	uint64_t f = sp->flips[i];
	uint64_t nown = sp->own | f | (1ULL << sp->sq[i]), nopp = sp->opp & ~f;
	if (sp->empties == 1)
		return reversi_final_margin(nown, nopp);
	return -sp->search(ai, nopp, nown, reversi_moves(nopp, nown), -sp->beta, 1 - sp->beta, sp->empties - 1);
}

static void split_lower_cut(struct rvai_split *sp, int index)
{
	int cut = atomic_load(&sp->cut);
	while (index < cut && !atomic_compare_exchange_weak(&sp->cut, &cut, index))
		;
}

/* The next root move to search, counted as running; -1 if none may start
 * now (the rest are taken or dropped, or the first is still searched). */
static int root_claim(struct rvai_split *sp)
{
	int i = atomic_load(&sp->next);
	for (;;) {
		if (i >= sp->n || split_abandoned(sp, i) || (i > 0 && !atomic_load(&sp->first_done)))
			return -1;
		atomic_fetch_add(&sp->running, 1);
		if (atomic_compare_exchange_weak(&sp->next, &i, i + 1))
			return i;
		atomic_fetch_sub(&sp->running, 1);
	}
}

static bool root_finished(struct rvai_split *sp)
{
	int i = atomic_load(&sp->next);
	return (i >= sp->n || split_abandoned(sp, i)) && atomic_load(&sp->running) == 0;
}

static void split_claim_loop(struct rvai *ai, struct rvai_split *sp)
{
	bool idle = false; /* counted in sp->idle: inner nodes split for us */
	ai->split = sp;
	ai->ctx = NULL;
	for (;;) {
		int i = root_claim(sp);
		if (i >= 0 && idle) {
			atomic_fetch_sub(&sp->idle, 1);
			idle = false;
		}
		if (i >= 0) {
			ai->split_index = i;
			int v = split_search(ai, sp, i);
			bool dropped = ai->stopped && !ai->cancelled; /* a lower move reached beta */
			if (!ai->stopped && v >= sp->beta)
				split_lower_cut(sp, i);
			if (i == 0)
				atomic_store(&sp->first_done, true);
			atomic_fetch_sub(&sp->running, 1);
			if (ai->cancelled) {
				rvai_split_cancel(sp);
				break;
			}
			if (dropped)
				ai->stopped = false;
			continue;
		}
		if (root_finished(sp))
			break;
		/* Nothing to claim at the root: help inside a root move. */
		if (!idle) {
			atomic_fetch_add(&sp->idle, 1);
			idle = true;
		}
		if (poll_stop_waiting(ai) || !join_split(ai, sp, NULL))
			split_pause(sp);
	}
	if (idle)
		atomic_fetch_sub(&sp->idle, 1);
	ai->split = NULL;
}

void rvai_split_work(struct rvai *helper, struct rvai_split *split)
{
	uint64_t before = helper->nodes;
	helper->gen = split->gen;
	split_claim_loop(helper, split);
	atomic_fetch_add(&split->nodes, helper->nodes - before);
}

void rvai_set_helpers(struct rvai *ai, const struct rvai_helpers *helpers)
{
	ai->helpers = helpers;
}

void rvai_init_helper(struct rvai *helper, const struct rvai *ai)
{
	memset(helper, 0, sizeof *helper);
	helper->tt = ai->tt;
	helper->tt_mask = ai->tt_mask;
	helper->weights = ai->weights;
}

int rvai_split_probe(struct rvai *ai, struct rvai_split *sp, int beta)
{
	sp->beta = beta;
	sp->gen = ai->gen;
	atomic_store(&sp->next, 0);
	atomic_store(&sp->cut, sp->n);
	atomic_store(&sp->cancelled, false);
	atomic_store(&sp->nodes, 0);
	atomic_store(&sp->running, 0);
	atomic_store(&sp->first_done, false);
	atomic_store(&sp->idle, 0);
	atomic_flag_clear(&sp->lock);
	memset(sp->open, 0, sizeof sp->open);
	sp->pause = ai->helpers ? ai->helpers->pause : NULL;
	bool team = ai->helpers && sp->n > 1;
	if (team)
		ai->helpers->start(ai->helpers->user, sp);
	split_claim_loop(ai, sp);
	if (team)
		ai->helpers->wait(ai->helpers->user);
	ai->nodes += atomic_load(&sp->nodes);
	if (ai->stopped)
		return -1;
	int cut = atomic_load(&sp->cut);
	return cut < sp->n ? cut : -1;
}

