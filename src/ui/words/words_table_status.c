/* What the Words table's status line says: the live score of the staged
 * tiles, the last turn from the log, the end's rack adjustments. */
#include <stdio.h>
#include <string.h>

#include "ai/words_live.h"
#include "gfx/utf8.h"
#include "ui/words/words_table_int.h"

void words_table_words_text(const struct words_result *r, char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int i = 0; i < r->word_count && len + 1 < size; i++) {
		int n = snprintf(buf + len, size - len, "%s%s", i ? ", " : "", r->words[i].letters);
		if (n < 0)
			break;
		len += (size_t)n;
	}
}

const char *words_table_result_reason(const struct words_result *r)
{
	return r->message[0] ? r->message : words_status_text(r->status);
}

void words_table_rack_text(const char *rack, char *buf, size_t size)
{
	size_t n = 0;
	int blanks = 0;
	for (const char *c = rack; *c; c++) {
		if (*c == '?')
			blanks++;
		else if (n + 1 < size)
			buf[n++] = *c;
	}
	buf[n < size ? n : size - 1] = '\0';
	if (blanks)
		snprintf(buf + n, size - n, "%s%s blank%s", n ? " and " : "", blanks == 1 ? "a" : "2",
			 blanks == 1 ? "" : "s");
}

bool words_table_status_fits(const struct words_table *table, const char *text)
{
	/* While exchanging the box is the bag, its text kept off the frame;
	 * else the whole box, as paint_status draws it (the frame's margin
	 * taken always made a text that fits look cut, and a shorter one was
	 * said: "Computer played ..." where "Computer (Medium) played ..."
	 * fits). */
	struct rect box = table->layout.status;
	int w = table->exchanging ? box.w - 2 * WORDS_TABLE_BAG_PAD : box.w;
	return status_line_fits(text, table->fonts.text, table->fonts.small, w, box.h);
}

void words_table_cover_why(struct words_table *table)
{
	char cover[STATUS_LINE_LEN], buf[2 * STATUS_LINE_LEN];
	words_table_cover_text(table, true, cover, sizeof cover);
	snprintf(buf, sizeof buf, "%s: a tap on the rack shows it", cover);
	bool whole = !words_table_has_remote(table) && words_table_status_fits(table, buf);
	words_table_set_status(table, STATUS_LINE_INFO, whole ? buf : cover);
}

void words_table_name_square(struct words_table *table, int square)
{
	static const char *const premium[] = { [WORDS_PREMIUM_NONE] = "", [WORDS_PREMIUM_DL] = ": double letter",
					       [WORDS_PREMIUM_TL] = ": triple letter",
					       [WORDS_PREMIUM_DW] = ": double word",
					       [WORDS_PREMIUM_TW] = ": triple word" };
	char buf[STATUS_LINE_LEN];
	snprintf(buf, sizeof buf, "%c%d%s", 'A' + square % WORDS_SIZE, square / WORDS_SIZE + 1,
		 premium[words_premium_at(square)]);
	words_table_set_status(table, STATUS_LINE_INFO, buf);
}

/* A computer seat's name without its level ("Computer" for "Computer
 * (Hard)", "Computer 2"): where the whole name does not fit, the level goes
 * first.  Other names whole. */
void words_table_short_name(const struct words_table *table, int player, char *buf, size_t size)
{
	const char *name = words_table_player_name(table, player);
	const char *paren = NULL;
	if (player >= 0 && player < table->opt.players && table->opt.seats[player].computer &&
	    !table->opt.seats[player].remote)
		paren = strstr(name, " (");
	snprintf(buf, size, "%.*s", paren ? (int)(paren - name) : (int)strlen(name), name);
}

/* The first of n texts that fits the status box whole, else the last. */
static void first_fitting(const struct words_table *table, char (*texts)[4 * STATUS_LINE_LEN], int n, char *buf,
			  size_t size)
{
	int i = 0;
	while (i + 1 < n && !words_table_status_fits(table, texts[i]))
		i++;
	snprintf(buf, size, "%s", texts[i]);
}

/* Upheld: the phony words and what the player loses; failed: what the
 * mode makes it cost (nothing, the challenger's turn, 5 points).  Whole,
 * in the longest form that fits the status box: the names without their
 * levels, then the challenger left out (until 2026-11-29 "Computer (Hard)
 * challenged: not in the dictionary: SDT - Player 1 scor…" at 800x480, and
 * "... not in the dict…" at 480x320, which named neither the word nor the
 * cost). */
void words_table_challenge_text(const struct words_table *table, bool upheld, const struct words_result *r,
				int challenger, int player, char *buf, size_t size)
{
	const struct words_game *g = &table->game;
	const char *by = words_table_player_name(table, challenger), *of = words_table_player_name(table, player);
	char by_s[WORDS_TABLE_NAME_LEN], of_s[WORDS_TABLE_NAME_LEN];
	words_table_short_name(table, challenger, by_s, sizeof by_s);
	words_table_short_name(table, player, of_s, sizeof of_s);
	char t[4][4 * STATUS_LINE_LEN];
	if (upheld) {
		/* The play coming off the board says that it is withdrawn. */
		char phony[STATUS_LINE_LEN] = "";
		size_t len = 0;
		for (int i = 0; i < r->word_count; i++) {
			if (!r->words[i].phony)
				continue;
			int k = snprintf(phony + len, sizeof phony - len, "%s%s", len ? ", " : "", r->words[i].letters);
			if (k < 0 || (size_t)k >= sizeof phony - len)
				break;
			len += (size_t)k;
		}
		const char *reason = words_table_result_reason(r);
		snprintf(t[0], sizeof t[0], "%s challenged: %s - %s scores 0", by, reason, of);
		snprintf(t[1], sizeof t[1], "%s challenged: %s - %s scores 0", by_s, reason, of_s);
		snprintf(t[2], sizeof t[2], "Challenged off: %s - %s scores 0", phony[0] ? phony : reason, of_s);
		snprintf(t[3], sizeof t[3], "Not a word: %s - %s scores 0", phony[0] ? phony : "", of_s);
		first_fitting(table, t, phony[0] ? 4 : 3, buf, size);
		return;
	}
	switch (g->options.challenge) {
	case WORDS_CHALLENGE_DOUBLE:
		snprintf(t[0], sizeof t[0], "%s challenged, but every word is good: %s loses the turn", by, by);
		snprintf(t[1], sizeof t[1], "%s challenged, but every word is good: %s loses the turn", by_s, by_s);
		snprintf(t[2], sizeof t[2], "%s challenged a good play and loses the turn", by_s);
		snprintf(t[3], sizeof t[3], "Every word is good: %s loses the turn", by_s);
		break;
	case WORDS_CHALLENGE_FIVE_POINT:
		snprintf(t[0], sizeof t[0], "%s challenged, but every word is good: +%d to %s", by,
			 WORDS_CHALLENGE_BONUS, of);
		snprintf(t[1], sizeof t[1], "%s challenged, but every word is good: +%d to %s", by_s,
			 WORDS_CHALLENGE_BONUS, of_s);
		snprintf(t[2], sizeof t[2], "%s challenged a good play: +%d to %s", by_s, WORDS_CHALLENGE_BONUS, of_s);
		snprintf(t[3], sizeof t[3], "Every word is good: +%d to %s", WORDS_CHALLENGE_BONUS, of_s);
		break;
	default:
		snprintf(t[0], sizeof t[0], "%s challenged, but every word is good (no penalty)", by);
		snprintf(t[1], sizeof t[1], "%s challenged, but every word is good (no penalty)", by_s);
		snprintf(t[2], sizeof t[2], "%s challenged a good play (no penalty)", by_s);
		snprintf(t[3], sizeof t[3], "Every word is good (no penalty)");
		break;
	}
	first_fitting(table, t, 4, buf, size);
}

/* A play said in the longest of its forms that fits the status box whole:
 * "{head}Computer (Medium) played OTIC, OPE, TOP, BIO for 21 - bingo!", a
 * computer's level left out, the cross words, the bingo, and at last the
 * main word and its score alone.  words is the main word, then the cross
 * words after ", ".  (Until 2026-11-29 the long form was cut with "…" at
 * 480x320, often before the score: "Computer (Medium) played OTIC, OPE,
 * TOP, B…".) */
void words_table_play_text(const struct words_table *table, const char *head, int player, const char *words,
			   int score, bool bingo, char *buf, size_t size)
{
	const char *name = words_table_player_name(table, player);
	char short_name[WORDS_TABLE_NAME_LEN];
	words_table_short_name(table, player, short_name, sizeof short_name);
	int main_len = (int)strcspn(words, ",");
	const char *b = bingo ? " - bingo!" : "";
	char t[6][4 * STATUS_LINE_LEN];
	snprintf(t[0], sizeof t[0], "%s%s played %s for %d%s", head, name, words, score, b);
	snprintf(t[1], sizeof t[1], "%s%s played %s for %d%s", head, short_name, words, score, b);
	snprintf(t[2], sizeof t[2], "%s%s played %.*s for %d%s", head, short_name, main_len, words, score, b);
	snprintf(t[3], sizeof t[3], "%s%s played %.*s for %d", head, short_name, main_len, words, score);
	snprintf(t[4], sizeof t[4], "%s%.*s for %d", head, main_len, words, score);
	snprintf(t[5], sizeof t[5], "%.*s for %d", main_len, words, score);
	first_fitting(table, t, 6, buf, size);
}

/* The cross words a logged play formed, each ", WORD", read off the board
 * (the play is the last turn, so its tiles are still where it put them):
 * along the other direction through each tile it placed. */
static void cross_words(const struct words_game *g, const struct words_turn *t, char *buf, size_t size)
{
	const char *board = g->pos.board;
	int step = t->dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	int dr = t->dir == WORDS_ACROSS ? 1 : 0, dc = 1 - dr;	/* across the play */
	size_t len = strlen(buf);
	for (int i = 0; t->tiles[i]; i++) {
		if (t->tiles[i] == '.')
			continue;	/* a tile already on the board */
		int sq = t->square + i * step;
		int r = sq / WORDS_SIZE, c = sq % WORDS_SIZE;
		while (r - dr >= 0 && c - dc >= 0 && board[(r - dr) * WORDS_SIZE + c - dc]) {
			r -= dr;
			c -= dc;
		}
		char word[WORDS_SIZE + 1];
		int n = 0;
		for (; r < WORDS_SIZE && c < WORDS_SIZE && board[r * WORDS_SIZE + c]; r += dr, c += dc)
			word[n++] = board[r * WORDS_SIZE + c];
		word[n] = '\0';
		if (n < 2)
			continue;
		if (len + 2 + (size_t)n >= size)
			break;	/* no room: the words so far */
		len += (size_t)snprintf(buf + len, size - len, ", %s", word);
	}
}

/* The last turn from the log, for the status line once the next player
 * has the screen ("Last: Player 1 played HE for 10"); false before the
 * first turn.  Mid-turn entries (blank swap, redraw) are not turns. */
bool words_table_last_turn_text(const struct words_table *table, char *buf, size_t size)
{
	const struct words_game *g = &table->game;
	for (int i = g->pos.log_len - 1; i >= 0; i--) {
		const struct words_turn *t = &g->log[i];
		const char *who = words_table_player_name(table, t->player);
		switch ((enum words_turn_kind)t->kind) {
		case WORDS_TURN_PLAY: {
			char words[STATUS_LINE_LEN];
			snprintf(words, sizeof words, "%s", t->word);
			cross_words(g, t, words, sizeof words);
			words_table_play_text(table, "Last: ", t->player, words, t->score, false, buf, size);
			return true;
		}
		case WORDS_TURN_PASS:
			snprintf(buf, size, "Last: %s passed", who);
			return true;
		case WORDS_TURN_EXCHANGE:
			snprintf(buf, size, "Last: %s exchanged %d tile%s", who, (int)strlen(t->tiles),
				 strlen(t->tiles) == 1 ? "" : "s");
			return true;
		case WORDS_TURN_PHONY:
			snprintf(buf, size, "Last: %s's %s was challenged off the board", who, t->word);
			return true;
		case WORDS_TURN_LOST_CHALLENGE:
			snprintf(buf, size, "Last: %s challenged and lost the turn", who);
			return true;
		case WORDS_TURN_CHALLENGE_BONUS:
			snprintf(buf, size, "Last: a failed challenge gave %s %+d", who, t->score);
			return true;
		case WORDS_TURN_END_GAIN:
		case WORDS_TURN_END_RACK:
		case WORDS_TURN_BLANK_SWAP:
		case WORDS_TURN_KIND_REDRAW:
			break;
		}
	}
	buf[0] = '\0';
	return false;
}

/* "Game over: " and each rack adjustment from the turn log, with the
 * tiles left when racks is set ("Player 2 -7 for AEI, Player 1 +7"). */
static void end_text(const struct words_table *table, bool racks, char *buf, size_t size)
{
	const struct words_game *g = &table->game;
	size_t len = (size_t)snprintf(buf, size, "Game over");
	const char *sep = ": ";
	for (int i = 0; i < g->pos.log_len; i++) {
		const struct words_turn *t = &g->log[i];
		if (t->kind != WORDS_TURN_END_GAIN && t->kind != WORDS_TURN_END_RACK)
			continue;
		char left[STATUS_LINE_LEN] = "";
		if (racks && t->kind == WORDS_TURN_END_RACK)
			words_table_rack_text(t->tiles, left, sizeof left);
		int n = snprintf(buf + len, size - len, "%s%s %+d%s%s", sep, words_table_player_name(table, t->player),
				 t->score, left[0] ? " for " : "", left);
		if (n < 0 || (size_t)n >= size - len)
			break;
		len += (size_t)n;
		sep = ", ";
	}
}

/* head, the name who, then tail, the name cut letter by letter with "…"
 * ("Wait: Bibliothèque Mé… may challenge") until the whole fits the
 * status box; false if it does not even with one letter of it. */
static bool name_fits(const struct words_table *table, const char *head, const char *who, const char *tail,
		      char *buf, size_t size)
{
	size_t whole = strlen(who);
	for (size_t n = whole; n > 0; n = utf8_back(who, n)) {
		size_t keep = n;
		while (keep > 0 && who[keep - 1] == ' ')
			keep--;	/* "Library…", not "Library …" */
		snprintf(buf, size, "%s%.*s%s%s", head, (int)keep, who, n < whole ? "\xe2\x80\xa6" : "", tail);
		if (keep > 0 && words_table_status_fits(table, buf))
			return true;
	}
	return false;
}

/* The end: each rack adjustment, so the final scores add up on screen;
 * without the tiles where those do not fit (the standings and the sheet
 * name them), and only a pointer to the standings where even that does
 * not. */
void words_table_end_status(struct words_table *table)
{
	char buf[STATUS_LINE_LEN];
	const struct words_game *g = &table->game;
	if (words_table_end_open(table)) {
		/* Not final yet: the next player judges the going-out play. */
		const struct words_turn *t = &g->log[g->pos.challengeable];
		/* Across tables, judged at the other: this table waits. */
		const char *other = table->opt.seats[g->pos.current].remote
					    ? words_table_player_name(table, g->pos.current) : NULL;
		const char *goer = words_table_player_name(table, t->player);
		const char *then = other ? other : "Challenge or Accept", *tail = other ? " may challenge" : "";
		snprintf(buf, sizeof buf, "%s went out with %s: %s%s", goer, t->word, then, tail);
		if (!words_table_status_fits(table, buf))
			snprintf(buf, sizeof buf, "%s went out: %s%s", goer, then, tail);
		if (!words_table_status_fits(table, buf) &&
		    !(other ? name_fits(table, "Wait: ", other, " may challenge", buf, sizeof buf)
			    : name_fits(table, "", goer, " went out: Challenge or Accept", buf, sizeof buf)))
			snprintf(buf, sizeof buf, "%s", other ? "Wait: the other table may challenge" : then);
		words_table_set_status(table, STATUS_LINE_INFO, buf);
		return;
	}
	end_text(table, true, buf, sizeof buf);
	if (!words_table_status_fits(table, buf))
		end_text(table, false, buf, sizeof buf);
	if (!words_table_status_fits(table, buf)) /* four long names */
		snprintf(buf, sizeof buf, "Game over: the racks are counted - see Results");
	words_table_set_status(table, STATUS_LINE_GOOD, buf);
}

/* The status line while tiles are staged: what the play would score, or a
 * hint.  Refusals are grey here; only Submit shows them as errors. */
void words_table_live_status(struct words_table *table)
{
	char buf[2 * STATUS_LINE_LEN];
	const struct words_game *g = &table->game;
	words_table_mark_buttons(table);	/* Recall or Shuffle */
	if (table->handover) {	/* also before a going-out play is judged */
		words_table_cover_text(table, true, buf, sizeof buf);
		words_table_set_status(table, STATUS_LINE_INFO, buf);
		return;
	}
	if (words_is_over(g)) {
		words_table_end_status(table);
		return;
	}
	if (g->stage.count == 0) {
		/* The info line names who plays; here the turn before it, so
		 * the move stays readable after the hand-over. */
		const char *who = words_table_player_name(table, g->pos.current);
		bool told = words_table_last_turn_text(table, buf, sizeof buf);
		if (!told && table->opt.seats[g->pos.current].remote) {
			snprintf(buf, sizeof buf, "%s's turn", who); /* how to play is the other table's */
			if (!words_table_status_fits(table, buf))	/* a long kiosk name, a narrow panel */
				snprintf(buf, sizeof buf, "The other table's turn");
		}
		else if (!told && words_table_is_computer(table, g->pos.current))
			snprintf(buf, sizeof buf, "%s is thinking...", who); /* it is asked in a moment */
		else if (!told)
			snprintf(buf, sizeof buf, "%s: drag tiles, or tap one, then a square", who);
		words_table_set_status(table, STATUS_LINE_INFO, buf);
		return;
	}
	struct words_result r;
	enum words_status st = table->kept_live ? words_live_evaluate_stage(&table->kept, table->opt.dict, g, &r)
						 : words_stage_evaluate(g, &r);
	if (st == WORDS_OK)
		snprintf(buf, sizeof buf, "%s for %d - tap Submit", r.words[0].letters, r.score);
	else
		snprintf(buf, sizeof buf, "%s", words_table_result_reason(&r));
	words_table_set_status(table, STATUS_LINE_INFO, buf);
}

