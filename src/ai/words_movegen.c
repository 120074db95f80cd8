/* Words move generator (Appel & Jacobson 1988), see words_movegen.h.
 *
 * Both directions are generated as "across" on a grid: the board itself,
 * then its transpose.  For each row, every empty square gets a cross-check
 * mask (the letters that make a valid perpendicular word, all 26 when there
 * is no perpendicular neighbour) and the sum of that perpendicular word's
 * tiles.  Plays are grown from anchors (empty squares next to a tile, or H8
 * on an empty board): a left part either is the tiles already left of the
 * anchor or is built from the rack over the empty non-anchor squares there,
 * then it is extended right square by square along DAWG edges.  Limiting left
 * parts to non-anchor squares makes each play come from exactly one anchor
 * (its leftmost), so nothing is generated twice. */
#include "ai/words_movegen.h"

#include <stdlib.h>
#include <string.h>

#define N WORDS_SIZE
#define ALL_LETTERS 0x3ffffffu
#define BLANK 26

struct gen {
	const struct dict_graph *g;
	struct words_gen_list *out;
	int dir;
	char grid[N][N];        /* current orientation: grid[r][c] */
	uint32_t cross[N][N];   /* allowed letters on an empty square */
	int16_t xsum[N][N];     /* perpendicular word's tile sum, -1 when none */
	uint8_t lmul[N][N], wmul[N][N];
	bool anchor[N][N];
	int rack[27];           /* counts of A..Z and blanks */
	uint32_t have;          /* bit i: rack[i] > 0 */
	int8_t value[128];      /* words_tile_value of each board character, looked up once */
	int rack_len;
	int placed;
	int row, anchor_col;
	char play[N];           /* tiles put down in the row this attempt (0 = none) */
	char left[WORDS_RACK_SIZE];
};

static int letter_index(char c)
{
	return (c >= 'a' ? c - 'a' : c - 'A');
}

/* ---- output -------------------------------------------------------------------- */

static int move_cmp(const struct words_gen_move *a, const struct words_gen_move *b)
{
	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	if (a->square != b->square)
		return a->square < b->square ? -1 : 1;
	if (a->dir != b->dir)
		return a->dir < b->dir ? -1 : 1;
	return strcmp(a->word, b->word);
}

/* Min-heap on "worse first" (move_cmp order reversed) so the root is the move
 * to drop when a better one arrives. */
static bool worse(const struct words_gen_move *a, const struct words_gen_move *b)
{
	return move_cmp(a, b) > 0;
}

static void heap_down(struct words_gen_move *h, int n, int i)
{
	for (;;) {
		int l = 2 * i + 1, r = l + 1, m = i;
		if (l < n && worse(&h[l], &h[m]))
			m = l;
		if (r < n && worse(&h[r], &h[m]))
			m = r;
		if (m == i)
			return;
		struct words_gen_move t = h[i];
		h[i] = h[m];
		h[m] = t;
		i = m;
	}
}

static void heap_up(struct words_gen_move *h, int i)
{
	while (i > 0) {
		int p = (i - 1) / 2;
		if (!worse(&h[i], &h[p]))
			return;
		struct words_gen_move t = h[i];
		h[i] = h[p];
		h[p] = t;
		i = p;
	}
}

static void emit(struct words_gen_list *l, const struct words_gen_move *m)
{
	l->total++;
	if (l->mode == WORDS_GEN_ALL) {
		if (l->count < l->cap)
			l->moves[l->count++] = *m;
		else
			l->overflow = true;
		return;
	}
	if (l->count < l->cap) {
		l->moves[l->count] = *m;
		heap_up(l->moves, l->count++);
	} else if (worse(&l->moves[0], m)) {
		l->moves[0] = *m;
		heap_down(l->moves, l->count, 0);
	}
}

/* A play covering columns start..end of the current row: score it and emit. */
static void record(struct gen *s, int start, int end)
{
	struct words_gen_move m;
	int r = s->row, main = 0, wm = 1, cross = 0, count = 0, last_c = 0;
	uint16_t through = 0;

	for (int c = start; c <= end; c++) {
		char t = s->grid[r][c];
		int i = c - start;
		if (t) {
			m.word[i] = t;
			through |= (uint16_t)(1u << i);
			main += s->value[(unsigned char)t];
			continue;
		}
		t = s->play[c];
		m.word[i] = t;
		int v = s->value[(unsigned char)t] * s->lmul[r][c];
		main += v;
		wm *= s->wmul[r][c];
		if (s->xsum[r][c] >= 0)
			cross += (s->xsum[r][c] + v) * s->wmul[r][c];
		count++;
		last_c = c;
	}
	/* A single tile forming words both ways is listed once, from the across pass. */
	if (s->dir == WORDS_DOWN && count == 1 && s->xsum[r][last_c] >= 0)
		return;
	m.word[end - start + 1] = '\0';
	m.score = (int16_t)(main * wm + cross + (count == WORDS_RACK_SIZE ? WORDS_BINGO_BONUS : 0));
	m.square = (uint8_t)(s->dir == WORDS_ACROSS ? r * N + start : start * N + r);
	m.dir = (uint8_t)s->dir;
	m.len = (uint8_t)(end - start + 1);
	m.count = (uint8_t)count;
	m.through = through;
	emit(s->out, &m);
}

/* ---- generation ------------------------------------------------------------------- */

/* Letters the rack can still put down: all of them while a blank is left. */
static uint32_t rack_letters(const struct gen *s)
{
	return s->have >> BLANK & 1 ? ALL_LETTERS : s->have;
}

/* Takes a tile (slot: letter index or BLANK) off the rack, keeping `have`. */
static void take(struct gen *s, int slot)
{
	if (--s->rack[slot] == 0)
		s->have &= ~(1u << slot);
	s->placed++;
}

static void give(struct gen *s, int slot)
{
	s->rack[slot]++;
	s->have |= 1u << slot;
	s->placed--;
}

/* Extends the play rightwards from column col (at or right of the anchor),
 * node being the DAWG node reached by the letters from start to col - 1.
 * Depth: one level per column, at most N. */
static void extend_right(struct gen *s, dict_node node, int col, int start)
{
	int r = s->row;
	char t = s->grid[r][col];

	if (t) {
		dict_edge e = dict_graph_find(s->g, node, (char)(t >= 'a' ? t - 'a' + 'A' : t));
		if (!e)
			return;
		bool open = col + 1 >= N || !s->grid[r][col + 1];
		if (dict_edge_ends_word(e) && open)
			record(s, start, col);
		dict_node child = dict_edge_child(e);
		if (child != DICT_NO_NODE && col + 1 < N)
			extend_right(s, child, col + 1, start);
		return;
	}
	if (s->placed == s->rack_len)
		return;
	uint32_t mask = s->cross[r][col] & rack_letters(s);
	if (!mask)
		return; /* no tile on the rack fits this square */
	bool open = col + 1 >= N || !s->grid[r][col + 1];
	for (uint32_t i = node; i != DICT_NO_NODE;) {
		dict_edge e = dict_graph_edge(s->g, i);
		int L = dict_edge_letter(e) - 'A';
		i = dict_edge_is_last(e) ? DICT_NO_NODE : i + 1;
		if (!(mask >> L & 1))
			continue;
		dict_node child = dict_edge_child(e);
		bool word = dict_edge_ends_word(e) && open;
		for (int k = 0; k < 2; k++) { /* the real tile, then a blank as L */
			int slot = k ? BLANK : L;
			if (!s->rack[slot])
				continue;
			take(s, slot);
			s->play[col] = (char)((k ? 'a' : 'A') + L);
			if (word)
				record(s, start, col);
			if (child != DICT_NO_NODE && col + 1 < N)
				extend_right(s, child, col + 1, start);
			s->play[col] = 0;
			give(s, slot);
		}
	}
}

/* Builds left parts of len letters from the rack on the empty squares just
 * left of the anchor, extending each right from the anchor.  Depth: at most
 * limit + 1 <= WORDS_RACK_SIZE levels. */
static void left_part(struct gen *s, dict_node node, int len, int limit)
{
	int start = s->anchor_col - len;
	for (int i = 0; i < len; i++)
		s->play[start + i] = s->left[i];
	extend_right(s, node, s->anchor_col, start);
	for (int i = 0; i < len; i++)
		s->play[start + i] = 0;
	if (len >= limit || s->placed + 1 >= s->rack_len)
		return; /* the anchor itself still needs a tile */
	for (uint32_t i = node; i != DICT_NO_NODE;) {
		dict_edge e = dict_graph_edge(s->g, i);
		int L = dict_edge_letter(e) - 'A';
		i = dict_edge_is_last(e) ? DICT_NO_NODE : i + 1;
		dict_node child = dict_edge_child(e);
		if (child == DICT_NO_NODE)
			continue;
		for (int k = 0; k < 2; k++) {
			int slot = k ? BLANK : L;
			if (!s->rack[slot])
				continue;
			take(s, slot);
			s->left[len] = (char)((k ? 'a' : 'A') + L);
			left_part(s, child, len + 1, limit);
			give(s, slot);
		}
	}
}

/* Cross-checks, perpendicular sums, premiums and anchors of the current grid. */
static void prepare(struct gen *s, bool first)
{
	dict_node root = dict_graph_root(s->g);
	for (int r = 0; r < N; r++)
		for (int c = 0; c < N; c++) {
			int sq = s->dir == WORDS_ACROSS ? r * N + c : c * N + r;
			enum words_premium p = words_premium_at(sq);
			s->lmul[r][c] = (uint8_t)(p == WORDS_PREMIUM_DL ? 2 : p == WORDS_PREMIUM_TL ? 3 : 1);
			s->wmul[r][c] = (uint8_t)(p == WORDS_PREMIUM_DW ? 2 : p == WORDS_PREMIUM_TW ? 3 : 1);
			s->cross[r][c] = ALL_LETTERS;
			s->xsum[r][c] = -1;
			s->anchor[r][c] = false;
			if (s->grid[r][c])
				continue;
			bool up = r > 0 && s->grid[r - 1][c], down = r + 1 < N && s->grid[r + 1][c];
			bool lft = c > 0 && s->grid[r][c - 1], rgt = c + 1 < N && s->grid[r][c + 1];
			s->anchor[r][c] = up || down || lft || rgt || (first && sq == WORDS_CENTRE);
			if (!up && !down)
				continue;
			int top = r, bot = r, sum = 0;
			while (top > 0 && s->grid[top - 1][c])
				top--;
			while (bot + 1 < N && s->grid[bot + 1][c])
				bot++;
			dict_node node = root;
			for (int k = top; k < r && node != DICT_NO_NODE; k++) {
				char t = s->grid[k][c];
				sum += words_tile_value(t);
				dict_edge e = dict_graph_find(s->g, node, (char)('A' + letter_index(t)));
				node = e ? dict_edge_child(e) : DICT_NO_NODE;
			}
			for (int k = r + 1; k <= bot; k++)
				sum += words_tile_value(s->grid[k][c]);
			s->xsum[r][c] = (int16_t)sum;
			uint32_t mask = 0;
			for (uint32_t i = node; i != DICT_NO_NODE;) {
				dict_edge e = dict_graph_edge(s->g, i);
				i = dict_edge_is_last(e) ? DICT_NO_NODE : i + 1;
				dict_edge w = e;
				for (int k = r + 1; k <= bot && w; k++) {
					dict_node ch = dict_edge_child(w);
					w = ch ? dict_graph_find(s->g, ch, (char)('A' + letter_index(s->grid[k][c])))
					       : 0;
				}
				if (w && dict_edge_ends_word(w))
					mask |= 1u << (dict_edge_letter(e) - 'A');
			}
			s->cross[r][c] = mask;
		}
}

static void generate_direction(struct gen *s, bool first)
{
	dict_node root = dict_graph_root(s->g);
	prepare(s, first);
	for (int r = 0; r < N; r++) {
		s->row = r;
		for (int c = 0; c < N; c++) {
			if (!s->anchor[r][c])
				continue;
			s->anchor_col = c;
			if (c > 0 && s->grid[r][c - 1]) {
				/* Left part fixed: the tiles already there. */
				int start = c;
				while (start > 0 && s->grid[r][start - 1])
					start--;
				dict_node node = root;
				for (int k = start; k < c && node != DICT_NO_NODE; k++) {
					dict_edge e = dict_graph_find(s->g, node,
								      (char)('A' + letter_index(s->grid[r][k])));
					node = e ? dict_edge_child(e) : DICT_NO_NODE;
				}
				if (node != DICT_NO_NODE)
					extend_right(s, node, c, start);
				continue;
			}
			int limit = 0;
			while (c - limit - 1 >= 0 && !s->grid[r][c - limit - 1] &&
			       !s->anchor[r][c - limit - 1] && limit < WORDS_RACK_SIZE - 1)
				limit++;
			left_part(s, root, 0, limit);
		}
	}
}

/* ---- API -------------------------------------------------------------------------- */

void words_gen_list_init(struct words_gen_list *l, struct words_gen_move *buf, int cap,
			 enum words_gen_mode mode)
{
	l->moves = buf;
	l->cap = cap;
	l->mode = mode;
	l->count = 0;
	l->total = 0;
	l->overflow = false;
}

int words_gen_moves(const struct dict *d, const char *board, const char *rack,
		    struct words_gen_list *l)
{
	static const struct gen zero;
	struct gen s = zero;
	bool first = true;

	if (!d || !board || !rack || !l || !l->moves || l->cap < 1)
		return WORDS_GEN_ERR_ARG;
	l->count = 0;
	l->total = 0;
	l->overflow = false;
	for (const char *p = rack; *p; p++) {
		if (s.rack_len == WORDS_RACK_SIZE)
			return WORDS_GEN_ERR_RACK;
		if (*p == '?')
			s.rack[BLANK]++;
		else if (*p >= 'A' && *p <= 'Z')
			s.rack[*p - 'A']++;
		else
			return WORDS_GEN_ERR_RACK;
		s.rack_len++;
	}
	for (int i = 0; i < 27; i++)
		if (s.rack[i])
			s.have |= 1u << i;
	for (int i = 0; i < WORDS_SQUARES; i++) {
		char t = board[i];
		if (t && !((t >= 'A' && t <= 'Z') || (t >= 'a' && t <= 'z')))
			return WORDS_GEN_ERR_BOARD;
		if (t)
			first = false;
	}
	if (s.rack_len == 0)
		return WORDS_GEN_OK;
	for (int c = 'A'; c <= 'Z'; c++)
		s.value[c] = (int8_t)words_tile_value((char)c); /* blanks ('a'..'z') stay 0 */
	s.g = dict_dawg(d);
	s.out = l;
	for (int dir = WORDS_ACROSS; dir <= WORDS_DOWN; dir++) {
		s.dir = dir;
		for (int r = 0; r < N; r++)
			for (int c = 0; c < N; c++)
				s.grid[r][c] = dir == WORDS_ACROSS ? board[r * N + c] : board[c * N + r];
		generate_direction(&s, first);
	}
	return WORDS_GEN_OK;
}

/* Heapsort on the worse-first heap: the worst goes to the end each round,
 * so the list ends best first.  Not qsort: glibc's may allocate a merge
 * buffer, and nothing here may (a test of a whole computer game caught it). */
void words_gen_sort(struct words_gen_list *l)
{
	struct words_gen_move *h = l->moves;
	int n = l->count;
	for (int i = n / 2 - 1; i >= 0; i--)
		heap_down(h, n, i);
	for (int end = n - 1; end > 0; end--) {
		struct words_gen_move t = h[0];
		h[0] = h[end];
		h[end] = t;
		heap_down(h, end, 0);
	}
}

void words_gen_to_move(const struct words_gen_move *gm, struct words_move *m)
{
	int step = gm->dir == WORDS_ACROSS ? 1 : N;
	words_move_clear(m);
	for (int i = 0; i < gm->len; i++)
		if (!(gm->through >> i & 1))
			words_move_add(m, gm->square + i * step, gm->word[i]);
}
