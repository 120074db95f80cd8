/* Words board state: cross-checks, perpendicular sums and anchors, kept up to
 * date square by square.  See words_cross.h and docs/words-ai.md. */
#include "ai/words_cross.h"

#include <string.h>

#define N WORDS_SIZE

static bool board_square_ok(char t)
{
	return !t || (t >= 'A' && t <= 'Z') || (t >= 'a' && t <= 'z');
}

static char upper(char t)
{
	return t >= 'a' ? (char)(t - 'a' + 'A') : t;
}

/* The cross-check and the perpendicular sum of grid square [r][c] of one
 * side: the letters L for which the tiles above, L, and the tiles below
 * (in the grid's column) spell a word; all letters and -1 when neither
 * neighbour holds a tile, and for a square that holds one. */
static void cross_square(const struct dict_graph *g, struct words_cross_side *s, int r, int c)
{
	s->cross[r][c] = WORDS_CROSS_ALL;
	s->xsum[r][c] = -1;
	if (s->grid[r][c])
		return;
	bool up = r > 0 && s->grid[r - 1][c], down = r + 1 < N && s->grid[r + 1][c];
	if (!up && !down)
		return;
	int top = r, bot = r, sum = 0;
	while (top > 0 && s->grid[top - 1][c])
		top--;
	while (bot + 1 < N && s->grid[bot + 1][c])
		bot++;
	dict_node node = dict_graph_root(g);
	for (int k = top; k < r && node != DICT_NO_NODE; k++) {
		sum += words_tile_value(s->grid[k][c]);
		dict_edge e = dict_graph_find(g, node, upper(s->grid[k][c]));
		node = e ? dict_edge_child(e) : DICT_NO_NODE;
	}
	for (int k = r + 1; k <= bot; k++)
		sum += words_tile_value(s->grid[k][c]);
	s->xsum[r][c] = (int16_t)sum;
	uint32_t mask = 0;
	for (uint32_t i = node; i != DICT_NO_NODE;) { /* each letter the prefix can take */
		dict_edge e = dict_graph_edge(g, i);
		i = dict_edge_is_last(e) ? DICT_NO_NODE : i + 1;
		dict_edge w = e;
		for (int k = r + 1; k <= bot && w; k++) { /* then the tiles below */
			dict_node ch = dict_edge_child(w);
			w = ch ? dict_graph_find(g, ch, upper(s->grid[k][c])) : 0;
		}
		if (w && dict_edge_ends_word(w))
			mask |= 1u << (dict_edge_letter(e) - 'A');
	}
	s->cross[r][c] = mask;
}

/* The runs of empty squares and of tiles along grid row r of one side, and
 * where the run of tiles before each empty square starts (the left part of a
 * play from there): a change of one square alters its whole row. */
static void row_runs(struct words_cross_side *s, int r)
{
	int empties = 0, run = 0;
	for (int c = N - 1; c >= 0; c--) {
		s->run[r][c] = (int8_t)run;
		run = s->grid[r][c] ? run + 1 : 0;
		empties += !s->grid[r][c];
		s->empties[r][c] = (int8_t)empties;
	}
	for (int c = 0, start = 0; c < N; c++) {
		if (s->grid[r][c] && (c == 0 || !s->grid[r][c - 1]))
			start = c;
		s->left_start[r][c] = (uint8_t)(!s->grid[r][c] && c > 0 && s->grid[r][c - 1] ? start : 0);
	}
}

/* The anchor flag of board square sq in both sides. */
static void anchor_square(struct words_cross *x, int sq)
{
	int r = sq / N, c = sq % N;
	const char *b = x->board;
	bool a = !b[sq] && ((r > 0 && b[sq - N]) || (r + 1 < N && b[sq + N]) || (c > 0 && b[sq - 1]) ||
			    (c + 1 < N && b[sq + 1]) || (x->tiles == 0 && sq == WORDS_CENTRE));
	x->side[WORDS_ACROSS].anchor[r][c] = a;
	x->side[WORDS_DOWN].anchor[c][r] = a;
}

/* Recomputes, in one side, grid square [r][c] and the first empty squares
 * past the run of tiles through it up and down its grid column: the only
 * cross-checks of that side a change of [r][c] can alter. */
static void touch_column(const struct dict_graph *g, struct words_cross_side *s, int r, int c, int *touched)
{
	cross_square(g, s, r, c);
	int k = r - 1;
	while (k >= 0 && s->grid[k][c])
		k--;
	if (k >= 0)
		cross_square(g, s, k, c);
	k = r + 1;
	while (k < N && s->grid[k][c])
		k++;
	if (k < N)
		cross_square(g, s, k, c);
	*touched += 3;
}

static void set_square(struct words_cross *x, int sq, char t)
{
	x->tiles += (t != 0) - (x->board[sq] != 0);
	x->board[sq] = t;
	x->side[WORDS_ACROSS].grid[sq / N][sq % N] = t;
	x->side[WORDS_DOWN].grid[sq % N][sq / N] = t;
}

int words_cross_init(struct words_cross *x, const struct dict *d, const char *board)
{
	if (!x || !d || !board)
		return -1;
	static const char empty[WORDS_SQUARES];
	int err = 0;
	for (int sq = 0; sq < WORDS_SQUARES && !err; sq++)
		err = board_square_ok(board[sq]) ? 0 : -1;
	if (err)
		board = empty;
	memset(x, 0, sizeof *x);
	x->dict = d;
	for (int sq = 0; sq < WORDS_SQUARES; sq++) {
		set_square(x, sq, board[sq]);
		enum words_premium p = words_premium_at(sq);
		uint8_t lm = p == WORDS_PREMIUM_DL ? 2 : p == WORDS_PREMIUM_TL ? 3 : 1;
		uint8_t wm = p == WORDS_PREMIUM_DW ? 2 : p == WORDS_PREMIUM_TW ? 3 : 1;
		x->side[WORDS_ACROSS].lmul[sq / N][sq % N] = x->side[WORDS_DOWN].lmul[sq % N][sq / N] = lm;
		x->side[WORDS_ACROSS].wmul[sq / N][sq % N] = x->side[WORDS_DOWN].wmul[sq % N][sq / N] = wm;
	}
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		anchor_square(x, sq);
	for (int dir = 0; dir < 2; dir++) {
		for (int i = 0; i < WORDS_SQUARES; i++)
			cross_square(dict_dawg(d), &x->side[dir], i / N, i % N);
		for (int r = 0; r < N; r++)
			row_runs(&x->side[dir], r);
	}
	x->touched = WORDS_SQUARES;
	return err;
}

int words_cross_sync(struct words_cross *x, const struct dict *d, const char *board)
{
	if (!x || !d || !board)
		return -1;
	if (x->dict != d)
		return words_cross_init(x, d, board);
	x->touched = 0;
	if (!memcmp(x->board, board, WORDS_SQUARES))
		return 0; /* the usual case at the table: nothing moved since the last look */
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		if (!board_square_ok(board[sq]))
			return -1;
	uint8_t changed[WORDS_SQUARES];
	int n = 0, tiles_before = x->tiles;
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		if (x->board[sq] != board[sq]) {
			set_square(x, sq, board[sq]);
			changed[n++] = (uint8_t)sq;
		}
	if ((tiles_before == 0) != (x->tiles == 0))
		anchor_square(x, WORDS_CENTRE); /* the first move's anchor comes or goes */
	const struct dict_graph *g = dict_dawg(d);
	unsigned rows[2] = {0, 0}; /* by side: the grid rows a change is in */
	for (int i = 0; i < n; i++) {
		int sq = changed[i], r = sq / N, c = sq % N;
		anchor_square(x, sq);
		if (r > 0)
			anchor_square(x, sq - N);
		if (r + 1 < N)
			anchor_square(x, sq + N);
		if (c > 0)
			anchor_square(x, sq - 1);
		if (c + 1 < N)
			anchor_square(x, sq + 1);
		touch_column(g, &x->side[WORDS_ACROSS], r, c, &x->touched);
		touch_column(g, &x->side[WORDS_DOWN], c, r, &x->touched);
		rows[WORDS_ACROSS] |= 1u << r;
		rows[WORDS_DOWN] |= 1u << c;
	}
	for (int dir = 0; dir < 2; dir++)
		for (unsigned m = rows[dir]; m; m &= m - 1)
			row_runs(&x->side[dir], __builtin_ctz(m));
	return 0;
}

bool words_cross_equal(const struct words_cross *a, const struct words_cross *b, int *square)
{
	for (int sq = 0; sq < WORDS_SQUARES; sq++) {
		int r = sq / N, c = sq % N;
		bool same = a->board[sq] == b->board[sq];
		for (int dir = 0; dir < 2 && same; dir++) {
			const struct words_cross_side *p = &a->side[dir], *q = &b->side[dir];
			int gr = dir == WORDS_ACROSS ? r : c, gc = dir == WORDS_ACROSS ? c : r;
			same = p->grid[gr][gc] == q->grid[gr][gc] && p->cross[gr][gc] == q->cross[gr][gc] &&
			       p->xsum[gr][gc] == q->xsum[gr][gc] && p->anchor[gr][gc] == q->anchor[gr][gc] &&
			       p->run[gr][gc] == q->run[gr][gc] && p->empties[gr][gc] == q->empties[gr][gc] &&
			       p->left_start[gr][gc] == q->left_start[gr][gc];
		}
		if (!same) {
			if (square)
				*square = sq;
			return false;
		}
	}
	if (square)
		*square = -1;
	return true;
}
