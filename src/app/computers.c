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

void computers_plan(const struct computers_options *opt, struct reserve_table *t)
{
	reserve_add(t, RVAI_PIECE, COMPUTERS_RVAI_TT_BYTES, RESERVE_HEAP);
	if (opt->dict)
		reserve_add(t, WORDS_PIECE, words_player_memory_size(), RESERVE_HEAP);
}

void computers_start(struct computers *c, const struct computers_options *opt, const struct reserve_table *t,
		     void *block)
{
	memset(c, 0, sizeof *c);
	c->seed = opt->seed;
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

/* The Reversi table's hook: hand the search to the worker and keep reacting. */
static int rvai_hook(void *user, const struct reversi_pos *pos, enum rvai_level level)
{
	struct computers *c = user;
	char line[160];
	if (rvai_worker_busy(c->rvai))
		rvai_worker_discard(c->rvai);	/* a search for a game left behind */
	c->rvai_asked = *pos;
	int err = rvai_worker_request(c->rvai, pos, level, c->seed + ++c->rvai_requests);
	if (err) {
		snprintf(line, sizeof line, "the Reversi computer cannot start: %s", strerror(-err));
		say(c, line);
		return -1;	/* the table tells the player; the game goes on */
	}
	return REVERSI_UI_COMPUTER_LATER;
}

/* The Words table's hook: the worker thinks, the screen stays live. */
static int words_hook(void *user, const struct words_game *g, enum words_level level)
{
	struct computers *c = user;
	char line[160];
	if (words_worker_busy(c->words))
		words_worker_discard(c->words);	/* a game left behind */
	c->words_ticket = ui_computer_ticket(g);
	int err = words_worker_request(c->words, g, level, c->seed + (uint64_t)g->pos.log_len, c->think_ms);
	if (err) {
		snprintf(line, sizeof line, "the Words computer cannot start: %s", strerror(-err));
		say(c, line);
	}
	return err;
}

void computers_connect(struct computers *c, struct shell_options *so)
{
	so->reversi_computer = c->rvai ? rvai_hook : NULL;
	so->reversi_user = c;
	so->words_computer = c->words ? words_hook : NULL;
	so->words_user = c;
}

void computers_collect(struct computers *c, struct shell *sh)
{
	struct rvai_result r;
	struct words_choice choice;
	if (c->rvai && rvai_worker_fetch(c->rvai, &r)) {
		struct reversi_ui *rui = shell_reversi(sh);
		/* Stale results (the game was left or taken back) change nothing. */
		if (rui)
			reversi_ui_computer_result(rui, &c->rvai_asked, r.move);
	}
	if (c->words && words_worker_fetch(c->words, &choice)) {
		struct ui *wui = shell_words(sh);
		if (wui)
			ui_computer_result(wui, c->words_ticket, &choice);
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
