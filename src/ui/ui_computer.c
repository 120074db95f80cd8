/* Computer seats at the Words table: after a pause the seat to move asks
 * its hook (a worker thread) or, without one, the table's own player; the
 * choice lands through the rules core like a person's turn. */
#include <stdio.h>
#include <string.h>

#include "ui/ui_int.h"

bool ui_is_computer(const struct ui *ui, int seat)
{
	return seat >= 0 && seat < ui->opt.players && ui->opt.seats[seat].computer &&
	       (ui->opt.computer_move || ui->player);
}

/* The middle tool button is Hint where nobody can challenge. */
bool ui_hint_button(const struct ui *ui)
{
	return ui->game.options.challenge == WORDS_CHALLENGE_ENFORCED;
}

void ui_hint_clear(struct ui *ui)
{
	if (!ui->hint_shown)
		return;
	ui->hint_shown = false;
	for (int i = 0; i < ui->hint.count; i++)
		ui_mark(ui, ui_square_rect(&ui->layout, ui->hint.tiles[i].square));
}

/* The Hint button: Medium's play for the person to move, ghosted. */
void ui_hint(struct ui *ui)
{
	struct words_game *g = &ui->game;
	char buf[UI_STATUS_LEN];
	struct words_choice c;
	ui_hint_clear(ui);
	if (!ui->player || words_player_choose(ui->player, g, WORDS_LEVEL_MEDIUM, 0, 0, NULL, &c) != 0)
		return;
	if (c.kind != WORDS_CHOICE_PLAY) {
		ui_set_status(ui, UI_STATUS_INFO, "Hint: no play with this rack - exchange or pass");
		return;
	}
	words_gen_to_move(&c.play, &ui->hint);
	ui->hint_shown = true;
	for (int i = 0; i < ui->hint.count; i++)
		ui_mark(ui, ui_square_rect(&ui->layout, ui->hint.tiles[i].square));
	char coord[8];
	words_coord(c.play.square, (enum words_dir)c.play.dir, coord, sizeof coord);
	snprintf(buf, sizeof buf, "Hint: %s at %s for %d", c.play.word, coord, c.play.score);
	ui_set_status(ui, UI_STATUS_INFO, buf);
}

/* Called after every turn: the computer's seat gets its move due. */
void ui_computer_schedule(struct ui *ui)
{
	const struct words_game *g = &ui->game;
	ui->computer_pending = !words_is_over(g) && ui_is_computer(ui, g->pos.current);
	ui->computer_waiting = false;
	if (ui->computer_pending)
		ui->computer_due = ui->now + UI_COMPUTER_DELAY_MS;
}

static void thinking_status(struct ui *ui)
{
	char buf[UI_STATUS_LEN];
	snprintf(buf, sizeof buf, "%s is thinking...", ui_player_name(ui, ui->game.pos.current));
	ui_set_status(ui, UI_STATUS_INFO, buf);
}

void ui_computer_move(struct ui *ui)
{
	struct words_game *g = &ui->game;
	ui->computer_pending = false;
	if (words_is_over(g) || !ui_is_computer(ui, g->pos.current))
		return;
	enum words_level level = (enum words_level)ui->opt.seats[g->pos.current].level;
	if (ui->opt.computer_move) {
		if (ui->opt.computer_move(ui->opt.computer_user, g, level) == 0) {
			ui->computer_waiting = true;
			ui->computer_asked = g->pos.log_len;
			thinking_status(ui);
		} else {
			ui_set_status(ui, UI_STATUS_ERROR, "The computer cannot think: play its turn by hand");
		}
		return;
	}
	struct words_choice c;
	if (words_player_choose(ui->player, g, level, ui->opt.seed + g->pos.log_len, UI_COMPUTER_BUDGET_MS, NULL,
				&c) == 0) {
		ui->computer_waiting = true;
		ui->computer_asked = g->pos.log_len;
		ui_computer_result(ui, g->pos.log_len, &c);
	}
}

int ui_computer_result(struct ui *ui, int asked_log_len, const struct words_choice *c)
{
	struct words_game *g = &ui->game;
	char buf[2 * UI_STATUS_LEN];
	if (!ui->computer_waiting || asked_log_len != ui->computer_asked || g->pos.log_len != asked_log_len)
		return -1;
	ui->computer_waiting = false;
	int player = g->pos.current;
	const char *name = ui_player_name(ui, player);
	/* Anything the person had on the board goes home first. */
	if (g->stage.count)
		words_stage_recall_all(g);
	enum words_status st = WORDS_OK;
	struct words_result r;
	switch (c->kind) {
	case WORDS_CHOICE_PLAY: {
		struct words_move m;
		words_gen_to_move(&c->play, &m);
		st = words_play(g, &m, &r);
		if (st == WORDS_OK) {
			for (int i = 0; i < m.count; i++)
				ui_mark(ui, ui_square_rect(&ui->layout, m.tiles[i].square));
			char words[UI_STATUS_LEN];
			ui_words_text(&r, words, sizeof words);
			snprintf(buf, sizeof buf, "%s played %s for %d%s", name, words, r.score,
				 r.bingo ? " - bingo!" : "");
		}
		break;
	}
	case WORDS_CHOICE_EXCHANGE:
		st = words_exchange(g, c->exchange);
		snprintf(buf, sizeof buf, "%s exchanged %d tile%s", name, (int)strlen(c->exchange),
			 strlen(c->exchange) == 1 ? "" : "s");
		break;
	case WORDS_CHOICE_PASS:
		st = words_pass(g);
		snprintf(buf, sizeof buf, "%s passed", name);
		break;
	}
	if (st != WORDS_OK) {
		ui_set_status(ui, UI_STATUS_ERROR, "The computer's move was refused: your turn to play it");
		return -1;
	}
	ui_turn_ended(ui);
	ui_set_status(ui, UI_STATUS_GOOD, buf);
	if (words_is_over(g))
		ui_end_status(ui);
	return 0;
}
