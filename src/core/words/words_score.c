/* Words: validation and scoring of a play on a position, the checks in the
 * order docs/words-rules.md gives.  Each check fills the verdict and returns
 * its reason; the first to refuse is the result. */
#include "words_int.h"

#include <stdio.h>
#include <string.h>

enum words_status words_refuse(struct words_result *r, enum words_status st, const char *detail)
{
	r->status = st;
	snprintf(r->message, sizeof r->message, "%s%s%s", words_status_text(st),
		 detail && *detail ? ": " : "", detail ? detail : "");
	return st;
}

static bool board_empty(const char *board)
{
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		if (board[sq])
			return false;
	return true;
}

/* Reads the word through square along dir on board+overlay; stores its start
 * and returns its length. */
static int word_extent(const char *board, const char *overlay, int square, int dir, int *start)
{
	int step = dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	int pos = dir == WORDS_ACROSS ? square % WORDS_SIZE : square / WORDS_SIZE;
	int lo = pos, hi = pos;
	while (lo > 0 && (board[square - (pos - lo + 1) * step] || overlay[square - (pos - lo + 1) * step]))
		lo--;
	while (hi < WORDS_SIZE - 1 &&
	       (board[square + (hi - pos + 1) * step] || overlay[square + (hi - pos + 1) * step]))
		hi++;
	*start = square - (pos - lo) * step;
	return hi - lo + 1;
}

/* Scores the word of len squares from start along dir and fills w.  Premiums
 * count only under tiles of this turn (the overlay). */
static void score_word(const char *board, const char *overlay, int start, int dir, int len,
		       struct words_word *w)
{
	int step = dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	int sum = 0, mult = 1;
	memset(w, 0, sizeof *w);
	w->square = (uint8_t)start;
	w->dir = (uint8_t)dir;
	w->len = (uint8_t)len;
	for (int i = 0; i < len; i++) {
		int sq = start + i * step;
		char c = overlay[sq] ? overlay[sq] : board[sq];
		int v = words_tile_value(c);
		w->letters[i] = c;
		if (overlay[sq]) {
			switch (words_premium_at(sq)) {
			case WORDS_PREMIUM_DL: v *= 2; break;
			case WORDS_PREMIUM_TL: v *= 3; break;
			case WORDS_PREMIUM_DW: mult *= 2; break;
			case WORDS_PREMIUM_TW: mult *= 3; break;
			default: break;
			}
		}
		sum += v;
	}
	w->score = sum * mult;
}

/* The tiles go on the overlay (this turn's squares): a count of 1 to 7, each
 * on the board, a letter or a blank's letter, on a square of its own that is
 * still empty. */
static enum words_status place_tiles(const struct words_position *p, const struct words_move *m,
				     char *overlay, struct words_result *r)
{
	if (!m || m->count == 0)
		return words_refuse(r, WORDS_ERR_NO_TILES, NULL);
	if (m->count > WORDS_RACK_SIZE)
		return words_refuse(r, WORDS_ERR_TOO_MANY_TILES, NULL);
	for (int i = 0; i < m->count; i++) {
		int sq = m->tiles[i].square;
		char t = m->tiles[i].tile;
		char where[8];
		words_coord(sq, WORDS_DOWN, where, sizeof where);
		if (sq >= WORDS_SQUARES)
			return words_refuse(r, WORDS_ERR_OFF_BOARD, NULL);
		if (!words_is_upper(t) && !words_is_lower(t))
			return words_refuse(r, WORDS_ERR_BAD_TILE, where);
		if (overlay[sq])
			return words_refuse(r, WORDS_ERR_DUPLICATE_SQUARE, where);
		if (p->board[sq])
			return words_refuse(r, WORDS_ERR_SQUARE_TAKEN, where);
		overlay[sq] = t;
	}
	return WORDS_OK;
}

/* The tiles must come from the rack: letters as themselves, blanks as '?'.
 * The message lists the ones missing. */
static enum words_status check_rack(const char *rack, const struct words_move *m,
				    struct words_result *r)
{
	char left[WORDS_RACK_SIZE + 1];
	char missing[WORDS_RACK_SIZE + 1];
	int nm = 0;
	memcpy(left, rack, sizeof left);
	for (int i = 0; i < m->count; i++) {
		char need = words_rack_tile_of(m->tiles[i].tile);
		char *hit = memchr(left, need, (size_t)words_rack_len(left));
		if (hit)
			*hit = '-';
		else
			missing[nm++] = need;
	}
	missing[nm] = 0;
	return nm ? words_refuse(r, WORDS_ERR_NOT_ON_RACK, missing) : WORDS_OK;
}

/* One row or one column, with no empty square between the tiles; *dir gets
 * the line (across for a single tile, for now). */
static enum words_status check_line(const struct words_position *p, const struct words_move *m,
				    const char *overlay, int *dir, struct words_result *r)
{
	bool same_row = true, same_col = true;
	int first = m->tiles[0].square;
	int lo = first, hi = first;
	for (int i = 1; i < m->count; i++) {
		int sq = m->tiles[i].square;
		same_row &= sq / WORDS_SIZE == first / WORDS_SIZE;
		same_col &= sq % WORDS_SIZE == first % WORDS_SIZE;
		if (sq < lo)
			lo = sq;
		if (sq > hi)
			hi = sq;
	}
	if (!same_row && !same_col)
		return words_refuse(r, WORDS_ERR_NOT_IN_LINE, NULL);
	*dir = same_row ? WORDS_ACROSS : WORDS_DOWN;
	if (m->count < 2)
		return WORDS_OK;
	int step = *dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	for (int sq = lo; sq <= hi; sq += step) {
		if (!overlay[sq] && !p->board[sq]) {
			char where[8];
			words_coord(sq, WORDS_DOWN, where, sizeof where);
			return words_refuse(r, WORDS_ERR_GAP, where);
		}
	}
	return WORDS_OK;
}

/* The first play covers H8 with two tiles or more; every later one touches
 * a tile already on the board. */
static enum words_status check_anchor(const struct words_position *p, const struct words_move *m,
				      const char *overlay, struct words_result *r)
{
	if (board_empty(p->board)) {
		if (!overlay[WORDS_CENTRE])
			return words_refuse(r, WORDS_ERR_FIRST_NOT_CENTRE, NULL);
		if (m->count == 1)
			return words_refuse(r, WORDS_ERR_FIRST_SINGLE_TILE, NULL);
		return WORDS_OK;
	}
	for (int i = 0; i < m->count; i++) {
		int sq = m->tiles[i].square;
		int row = sq / WORDS_SIZE, col = sq % WORDS_SIZE;
		if ((col > 0 && p->board[sq - 1]) || (col < WORDS_SIZE - 1 && p->board[sq + 1]) ||
		    (row > 0 && p->board[sq - WORDS_SIZE]) ||
		    (row < WORDS_SIZE - 1 && p->board[sq + WORDS_SIZE]))
			return WORDS_OK;
	}
	return words_refuse(r, WORDS_ERR_NOT_CONNECTED, NULL);
}

/* The main word along dir (a single tile's is the across one if it has
 * one), its span, one cross word per tile longer than a letter, the total
 * and the bingo. */
static void score_play(const struct words_position *p, const struct words_move *m,
		       const char *overlay, int dir, struct words_result *r)
{
	int first = m->tiles[0].square, start, len;
	if (m->count == 1) {
		len = word_extent(p->board, overlay, first, WORDS_ACROSS, &start);
		dir = len >= 2 ? WORDS_ACROSS : WORDS_DOWN;
	}
	len = word_extent(p->board, overlay, first, dir, &start);
	score_word(p->board, overlay, start, dir, len, &r->words[0]);
	r->word_count = 1;
	r->square = (uint8_t)start;
	r->dir = (uint8_t)dir;
	int step = dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	for (int i = 0; i < len; i++)
		r->span[i] = overlay[start + i * step] ? overlay[start + i * step] : '.';
	for (int i = 0; i < m->count; i++) {
		int cs, cl = word_extent(p->board, overlay, m->tiles[i].square, !dir, &cs);
		if (cl >= 2)
			score_word(p->board, overlay, cs, !dir, cl, &r->words[r->word_count++]);
	}
	r->score = 0;
	for (int i = 0; i < r->word_count; i++)
		r->score += r->words[i].score;
	r->bingo = m->count == WORDS_RACK_SIZE;
	if (r->bingo)
		r->score += WORDS_BINGO_BONUS;
}

static bool lexicon_has(const struct words_lexicon *lex, const struct words_word *w)
{
	char up[WORDS_WORD_MAX];
	for (int i = 0; i < w->len; i++)
		up[i] = words_to_upper(w->letters[i]);
	up[w->len] = 0;
	return lex->contains(lex->ctx, up, w->len);
}

/* Flags every word the lexicon lacks as phony and names them all in the
 * message; under WORDS_DICT_REFUSE they refuse the play. */
static enum words_status check_words(const struct words_lexicon *lex, enum words_dict_check check,
				     struct words_result *r)
{
	char detail[WORDS_MESSAGE_LEN];
	int phonies = 0;
	detail[0] = 0;
	for (int i = 0; i < r->word_count; i++) {
		if (lexicon_has(lex, &r->words[i]))
			continue;
		r->words[i].phony = true;
		char up[WORDS_WORD_MAX];
		for (int k = 0; k <= r->words[i].len; k++)
			up[k] = words_to_upper(r->words[i].letters[k]);
		if (phonies++)
			words_append(detail, sizeof detail, ", ");
		words_append(detail, sizeof detail, up);
	}
	if (phonies && check == WORDS_DICT_REFUSE)
		return words_refuse(r, WORDS_ERR_NOT_IN_DICT, detail);
	if (phonies) /* marked: the status stays WORDS_OK */
		snprintf(r->message, sizeof r->message, "%s: %s",
			 words_status_text(WORDS_ERR_NOT_IN_DICT), detail);
	return WORDS_OK;
}

enum words_status words_score_move(const struct words_position *p, int player,
				   const struct words_lexicon *lex, enum words_dict_check check,
				   const struct words_move *m, struct words_result *r)
{
	char overlay[WORDS_SQUARES];
	int dir = WORDS_ACROSS;
	memset(r, 0, sizeof *r);
	memset(overlay, 0, sizeof overlay);
	enum words_status st = place_tiles(p, m, overlay, r);
	if (!st)
		st = check_rack(p->rack[player], m, r);
	if (!st)
		st = check_line(p, m, overlay, &dir, r);
	if (!st)
		st = check_anchor(p, m, overlay, r);
	if (st)
		return st;
	score_play(p, m, overlay, dir, r);
	if (check != WORDS_DICT_IGNORE && lex && lex->contains)
		return check_words(lex, check, r);
	return WORDS_OK;
}
