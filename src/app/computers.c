#include "app/computers.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#define RVAI_PIECE "Reversi computer table"
#define WORDS_PIECE "Words computer"

static void say(struct computers *c, const char *line)
{
	if (c->log)
		c->log(c->log_ctx, line);
}

/* rvai_init uses all of rvai_tt_bytes only from a bucket boundary: the
 * pieces must start on one, or the table shrinks to half. */
_Static_assert(RESERVE_ALIGN % _Alignof(struct rvai_tt_bucket) == 0, "Reversi table pieces start on a bucket");

void computers_plan(const struct computers_options *opt, struct reserve_table *t)
{
	size_t bytes = opt->reversi_table_bytes ? opt->reversi_table_bytes : COMPUTERS_RVAI_TT_BYTES;
	reserve_add(t, RVAI_PIECE, rvai_tt_bytes(bytes), RESERVE_HEAP);
	if (opt->dict)
		reserve_add(t, WORDS_PIECE, words_player_memory_size(), RESERVE_HEAP);
}

void computers_start(struct computers *c, const struct computers_options *opt, const struct reserve_table *t,
		     void *block)
{
	memset(c, 0, sizeof *c);
	c->think_ms = opt->think_ms;
	c->log = opt->log;
	c->log_ctx = opt->log_ctx;
	const struct reserve_entry *e = reserve_find(t, RVAI_PIECE);
	if (e)
		c->rvai = rvai_worker_create((char *)block + e->offset, e->bytes, opt->solver_helpers, opt->wake,
					     opt->wake_ctx);
	if (!c->rvai)
		say(c, "no worker thread for the Reversi computer: it thinks on the main loop");
	e = opt->dict ? reserve_find(t, WORDS_PIECE) : NULL;
	if (e) {
		c->words = words_worker_create((char *)block + e->offset, e->bytes, opt->dict, opt->wake,
					       opt->wake_ctx);
		if (c->words && opt->clock_ms)
			words_worker_set_clock(c->words, opt->clock_ms);
		if (!c->words)
			say(c, "no worker thread for the Words computer: it thinks on the main loop");
	}
}

/* The Reversi search, on its worker. */
static int ask_reversi(struct computers *c, const struct computer_request *req)
{
	char line[160];
	if (rvai_worker_busy(c->rvai))
		rvai_worker_discard(c->rvai);	/* a search for a game left behind */
	c->rvai_ticket = req->ticket;
	int err = rvai_worker_request(c->rvai, req->reversi, (enum rvai_level)req->level, req->seed);
	if (err) {
		snprintf(line, sizeof line, "the Reversi computer cannot start: %s", strerror(-err));
		say(c, line);
	}
	return err;
}

/* The Words player, on its worker. */
static int ask_words(struct computers *c, const struct computer_request *req)
{
	char line[160];
	if (words_worker_busy(c->words))
		words_worker_discard(c->words);	/* a game left behind */
	c->words_ticket = req->ticket;
	int err = words_worker_request(c->words, req->words, (enum words_level)req->level, req->seed, c->think_ms);
	if (err) {
		snprintf(line, sizeof line, "the Words computer cannot start: %s", strerror(-err));
		say(c, line);
	}
	return err;
}

/* The tables' one link (ui/kit/computer.h): each game's request to its
 * worker; the screen stays live while it thinks. */
static int ask(void *user, const struct computer_request *req)
{
	struct computers *c = user;
	return req->game == COMPUTER_REVERSI ? ask_reversi(c, req) : ask_words(c, req);
}

void computers_connect(struct computers *c, struct shell_options *so)
{
	/* The workers think when every game that can ask has one (the Words
	 * computer needs the dictionary); else the tables think themselves. */
	bool all = c->rvai && (c->words || !so->dict);
	so->computer = (struct computer_link){ all ? ask : NULL, c };
}

void computers_collect(struct computers *c, struct shell *sh)
{
	struct rvai_result r;
	struct computer_answer a = { 0 };
	/* A stale answer (the game was left or taken back) changes nothing. */
	if (c->rvai && rvai_worker_fetch(c->rvai, &r)) {
		struct reversi_table *t = shell_reversi(sh);
		a.ticket = c->rvai_ticket;
		a.reversi_move = r.move;
		if (t)
			reversi_table_computer_answer(t, &a);
	}
	if (c->words && words_worker_fetch(c->words, &a.words)) {
		struct words_table *t = shell_words(sh);
		a.ticket = c->words_ticket;
		if (t)
			words_table_computer_answer(t, &a);
	}
}

void computers_stop(struct computers *c)
{
	if (c->rvai)
		rvai_worker_destroy(c->rvai);
	if (c->words)
		words_worker_destroy(c->words);
	c->rvai = NULL;
	c->words = NULL;
}
