/* The live score on the kept board state.  The checks run in the rules
 * core's order (docs/words-rules.md, "Validation") so that the first to
 * refuse is the same one, with the same message; the words are read on the
 * state's grid of the play's direction, where the main word is a grid row
 * and each cross word a grid column.  See words_live.h. */
#include "ai/words_live.h"

#include <stdio.h>
#include <string.h>

#define N WORDS_SIZE

static char upper(char t)
{
	return t >= 'a' && t <= 'z' ? (char)(t - 'a' + 'A') : t;
}

static bool is_tile(char t)
{
	return (t >= 'A' && t <= 'Z') || (t >= 'a' && t <= 'z');
}

/* The board square of grid square [gr][gc] of side dir. */
static int board_square(int dir, int gr, int gc)
{
	return dir == WORDS_ACROSS ? gr * N + gc : gc * N + gr;
}

/* The verdict refuses with st: its sentence, then ": detail" when there is
 * one, as the rules core words it. */
static enum words_status refuse(struct words_result *r, enum words_status st, const char *detail)
{
	r->status = st;
	snprintf(r->message, sizeof r->message, "%s%s%s", words_status_text(st), detail && *detail ? ": " : "",
		 detail ? detail : "");
	return st;
}

static enum words_status refuse_at(struct words_result *r, enum words_status st, int square)
{
	char at[8];
	words_coord(square, WORDS_DOWN, at, sizeof at);
	return refuse(r, st, at);
}

/* 1 to 7 tiles, each a letter or a blank's letter on an empty square of
 * its own. */
static enum words_status check_tiles(const struct words_cross *x, const struct words_move *m,
				     struct words_result *r)
{
	if (!m || m->count == 0)
		return refuse(r, WORDS_ERR_NO_TILES, NULL);
	if (m->count > WORDS_RACK_SIZE)
		return refuse(r, WORDS_ERR_TOO_MANY_TILES, NULL);
	for (int i = 0; i < m->count; i++) {
		int sq = m->tiles[i].square;
		if (sq >= WORDS_SQUARES)
			return refuse(r, WORDS_ERR_OFF_BOARD, NULL);
		if (!is_tile(m->tiles[i].tile))
			return refuse_at(r, WORDS_ERR_BAD_TILE, sq);
		for (int j = 0; j < i; j++)
			if (m->tiles[j].square == sq)
				return refuse_at(r, WORDS_ERR_DUPLICATE_SQUARE, sq);
		if (x->board[sq])
			return refuse_at(r, WORDS_ERR_SQUARE_TAKEN, sq);
	}
	return WORDS_OK;
}

/* Every tile from the rack (a blank's letter from a '?'); the message
 * names the missing ones in the play's order. */
static enum words_status check_rack(const char *rack, const struct words_move *m, struct words_result *r)
{
	char left[WORDS_RACK_SIZE], missing[WORDS_RACK_SIZE + 1];
	int n = 0, nm = 0;
	for (; n < WORDS_RACK_SIZE && rack[n]; n++)
		left[n] = rack[n];
	for (int i = 0; i < m->count; i++) {
		char t = m->tiles[i].tile, need = t >= 'a' ? '?' : t;
		int k = 0;
		while (k < n && left[k] != need)
			k++;
		if (k < n)
			left[k] = 0;
		else
			missing[nm++] = need;
	}
	missing[nm] = 0;
	return nm ? refuse(r, WORDS_ERR_NOT_ON_RACK, missing) : WORDS_OK;
}

/* One row or column (*dir; across for a lone tile, for now) with no empty
 * square between the tiles; line[] gets the new tiles along it and *row,
 * *lo, *hi their grid row and first and last grid columns. */
static enum words_status check_line(const struct words_cross *x, const struct words_move *m, int *dir,
				    char line[N], int *row, int *lo, int *hi, struct words_result *r)
{
	int first = m->tiles[0].square;
	bool same_row = true, same_col = true;
	for (int i = 1; i < m->count; i++) {
		same_row &= m->tiles[i].square / N == first / N;
		same_col &= m->tiles[i].square % N == first % N;
	}
	if (!same_row && !same_col)
		return refuse(r, WORDS_ERR_NOT_IN_LINE, NULL);
	*dir = same_row ? WORDS_ACROSS : WORDS_DOWN;
	memset(line, 0, N);
	*row = *dir == WORDS_ACROSS ? first / N : first % N;
	*lo = N;
	*hi = -1;
	for (int i = 0; i < m->count; i++) {
		int gc = *dir == WORDS_ACROSS ? m->tiles[i].square % N : m->tiles[i].square / N;
		line[gc] = m->tiles[i].tile;
		*lo = gc < *lo ? gc : *lo;
		*hi = gc > *hi ? gc : *hi;
	}
	const struct words_cross_side *s = &x->side[*dir];
	for (int gc = *lo; gc <= *hi; gc++)
		if (!line[gc] && !s->grid[*row][gc])
			return refuse_at(r, WORDS_ERR_GAP, board_square(*dir, *row, gc));
	return WORDS_OK;
}

/* The first play covers H8 with two tiles or more; a later one puts a tile
 * on an anchor (an empty square next to a tile). */
static enum words_status check_anchor(const struct words_cross *x, const struct words_move *m,
				      struct words_result *r)
{
	if (x->tiles == 0) {
		bool centre = false;
		for (int i = 0; i < m->count; i++)
			centre |= m->tiles[i].square == WORDS_CENTRE;
		if (!centre)
			return refuse(r, WORDS_ERR_FIRST_NOT_CENTRE, NULL);
		return m->count == 1 ? refuse(r, WORDS_ERR_FIRST_SINGLE_TILE, NULL) : WORDS_OK;
	}
	for (int i = 0; i < m->count; i++) {
		int sq = m->tiles[i].square;
		if (x->side[WORDS_ACROSS].anchor[sq / N][sq % N])
			return WORDS_OK;
	}
	return refuse(r, WORDS_ERR_NOT_CONNECTED, NULL);
}

/* The main word: grid row `row` of s from the tiles before lo to those
 * after hi, premiums under the new tiles (line[]); its span; and, when
 * judged, whether the dictionary holds it (a walk of its graph). */
static bool main_word(const struct dict *d, const struct words_cross_side *s, int dir, int row, int lo, int hi,
		      const char line[N], bool judged, struct words_result *r)
{
	while (lo > 0 && s->grid[row][lo - 1])
		lo--;
	while (hi + 1 < N && s->grid[row][hi + 1])
		hi++;
	struct words_word *w = &r->words[0];
	w->square = (uint8_t)board_square(dir, row, lo);
	w->dir = (uint8_t)dir;
	w->len = (uint8_t)(hi - lo + 1);
	char up[N];
	int sum = 0, mult = 1;
	for (int gc = lo; gc <= hi; gc++) {
		char t = line[gc] ? line[gc] : s->grid[row][gc];
		int v = words_tile_value(t);
		if (line[gc]) {
			v *= s->lmul[row][gc];
			mult *= s->wmul[row][gc];
		}
		sum += v;
		w->letters[gc - lo] = t;
		up[gc - lo] = upper(t);
		r->span[gc - lo] = line[gc] ? line[gc] : '.';
	}
	w->score = sum * mult;
	r->square = w->square;
	r->dir = w->dir;
	r->word_count = 1;
	return !judged || dict_contains(d, up, w->len);
}

/* The cross word through the new tile t on grid square [row][gc] of s, if
 * its square has a perpendicular run: scored from the run's kept sum and,
 * when judged, judged by the kept cross-check. */
static void cross_word(const struct words_cross_side *s, int dir, int row, int gc, char t, bool judged,
		       struct words_result *r)
{
	if (s->xsum[row][gc] < 0)
		return;
	int top = row, bot = row;
	while (top > 0 && s->grid[top - 1][gc])
		top--;
	while (bot + 1 < N && s->grid[bot + 1][gc])
		bot++;
	struct words_word *w = &r->words[r->word_count++];
	w->square = (uint8_t)board_square(dir, top, gc);
	w->dir = (uint8_t)!dir;
	w->len = (uint8_t)(bot - top + 1);
	for (int k = top; k <= bot; k++)
		w->letters[k - top] = k == row ? t : s->grid[k][gc];
	w->score = (s->xsum[row][gc] + words_tile_value(t) * s->lmul[row][gc]) * s->wmul[row][gc];
	w->phony = judged && !(s->cross[row][gc] >> (upper(t) - 'A') & 1u);
}

/* Appends s to the text in buf (cap bytes), cut at the end as the rules
 * core cuts its list of words. */
static void append(char *buf, size_t cap, const char *s)
{
	size_t n = strlen(buf);
	while (*s && n + 1 < cap)
		buf[n++] = *s++;
	buf[n] = 0;
}

/* The enforced mode refuses a play that makes words the dictionary lacks,
 * naming them all. */
static enum words_status check_words(struct words_result *r)
{
	char detail[WORDS_MESSAGE_LEN] = "";
	int phonies = 0;
	for (int i = 0; i < r->word_count; i++) {
		if (!r->words[i].phony)
			continue;
		char up[WORDS_WORD_MAX];
		for (int k = 0; k <= r->words[i].len; k++)
			up[k] = upper(r->words[i].letters[k]);
		if (phonies++)
			append(detail, sizeof detail, ", ");
		append(detail, sizeof detail, up);
	}
	return phonies ? refuse(r, WORDS_ERR_NOT_IN_DICT, detail) : WORDS_OK;
}

enum words_status words_live_evaluate(struct words_cross *x, const struct dict *d, const struct words_game *g,
				      const struct words_move *m, struct words_result *r)
{
	if (!x || !d || words_cross_sync(x, d, g->pos.board))
		return words_evaluate(g, m, r);
	const struct words_position *p = &g->pos;
	memset(r, 0, sizeof *r);
	if (p->state == WORDS_STATE_OVER)
		return refuse(r, WORDS_ERR_GAME_OVER, NULL);
	int dir, row, lo, hi;
	char line[N];
	enum words_status st = check_tiles(x, m, r);
	if (!st)
		st = check_rack(p->rack[p->current], m, r);
	if (!st)
		st = check_line(x, m, &dir, line, &row, &lo, &hi, r);
	if (!st)
		st = check_anchor(x, m, r);
	if (st)
		return st;
	if (m->count == 1) { /* a lone tile's main word is the across one if it makes one */
		int sq = m->tiles[0].square, c = sq % N;
		const char *b = x->board;
		dir = (c > 0 && b[sq - 1]) || (c + 1 < N && b[sq + 1]) ? WORDS_ACROSS : WORDS_DOWN;
		row = dir == WORDS_ACROSS ? sq / N : c;
		lo = hi = dir == WORDS_ACROSS ? c : sq / N;
		memset(line, 0, sizeof line);
		line[lo] = m->tiles[0].tile;
	}
	/* As in words_evaluate, only the enforced mode asks the dictionary. */
	bool judged = g->options.challenge == WORDS_CHALLENGE_ENFORCED && g->lexicon.contains;
	const struct words_cross_side *s = &x->side[dir];
	r->words[0].phony = !main_word(d, s, dir, row, lo, hi, line, judged, r);
	for (int i = 0; i < m->count; i++) {
		int sq = m->tiles[i].square;
		cross_word(s, dir, row, dir == WORDS_ACROSS ? sq % N : sq / N, m->tiles[i].tile, judged, r);
	}
	for (int i = 0; i < r->word_count; i++)
		r->score += r->words[i].score;
	r->bingo = m->count == WORDS_RACK_SIZE;
	if (r->bingo)
		r->score += WORDS_BINGO_BONUS;
	if (judged && check_words(r))
		return r->status;
	if (p->blanks_owed) {
		int blanks = 0;
		for (int i = 0; i < m->count; i++)
			blanks += m->tiles[i].tile >= 'a';
		if (blanks < p->blanks_owed)
			refuse(r, WORDS_ERR_BLANK_MUST_BE_PLAYED, NULL);
	}
	return r->status;
}

enum words_status words_live_evaluate_stage(struct words_cross *x, const struct dict *d,
					    const struct words_game *g, struct words_result *r)
{
	struct words_move m;
	words_stage_to_move(g, &m);
	return words_live_evaluate(x, d, g, &m, r);
}
