/* Words move generator (Appel & Jacobson 1988), see words_movegen.h and
 * docs/words-ai.md.
 *
 * Both directions are generated as "across" on a grid: the board itself and
 * its transpose.  Every empty square gets a cross-check mask (the letters
 * that make a valid perpendicular word, all 26 when there is no perpendicular
 * neighbour) and the sum of that perpendicular word's tiles (the board state
 * of words_cross.c, kept by the caller or made for the call).  Plays are grown
 * from anchors (empty squares next to a tile, or H8 on an empty board): a left
 * part either is the tiles already left of the anchor or is built from the
 * rack over the empty non-anchor squares there, then it is extended right
 * along DAWG edges; an anchor the board narrows (tiles after it, a
 * cross-word) has its left parts walked outwards from it in the
 * dictionary's GADDAG, the others share one walk of left parts.  Limiting left
 * parts to non-anchor squares makes each play come from exactly one anchor
 * (its leftmost), so nothing is generated twice.  The walk places letters;
 * which new tiles are blanks is chosen when a play is recorded.  Best-only
 * searches cut anchors and branches by an upper bound on their scores. */
#include "ai/words_movegen.h"

#include <stdlib.h>
#include <string.h>

#define N WORDS_SIZE
#define ALL_LETTERS 0x3ffffffu
#define BLANK 26
#define MAX_ANCHORS (2 * WORDS_SQUARES)
_Static_assert(MAX_ANCHORS <= 1 << 15, "sort_anchors keeps an anchor's index in 15 bits");
#define NO_FLOOR (-32768)

/* One orientation of the board ("across" on the grid; down is the
 * transpose): the kept state (cross-checks, sums, anchors, premiums, the
 * rows' runs) and what this call derives from it with the rack. */
struct orient {
	const struct words_cross_side *x;
	/* For the score bounds: for an empty square [r][c] before a run of
	 * tiles (an anchor), bit k set when some word has a letter the square
	 * allows (cross-check and rack) at offset k and the run right after it
	 * (left_lengths; a span that puts the run elsewhere is no play: this
	 * is what rules out a bingo through tiles far from the anchor, e.g. G6
	 * down on the bench's mid-game board: VEX, then SUN where no word has
	 * it, 9 letters in).  Set only there. */
	uint16_t before_run[N][N];
};

/* An anchor and, for best-only searches, upper bounds on what its plays score. */
struct anchor {
	uint8_t dir, row, col;
	int8_t limit;                 /* room for a left part from the rack; -1: tiles on its left */
	uint8_t start;                /* tiles on its left: the column where they start */
	int16_t bound[WORDS_RACK_SIZE];   /* by left part length: any play's score is at most this */
	int16_t nobingo[WORDS_RACK_SIZE]; /* the same for plays of fewer than 7 tiles */
	int16_t rest[WORDS_RACK_SIZE + 1];  /* rest[len]: max of bound[len..] */
	int16_t best;                 /* rest[0] */
	uint16_t fits;                /* bit k: a left part of k rack tiles is not ruled out
				       * by the tiles after the anchor (left_lengths) */
};

struct gen {
	const struct dict *d;
	const struct dict_graph *g;      /* the graph extend_right walks: the DAWG, or
					  * the GADDAG right of a separator */
	const struct dict_graph *dawg;
	const struct dict_graph *gaddag; /* NULL when the dictionary has none */
	struct words_gen_list *out;
	int dir;
	const struct orient *o;  /* the current orientation, o == &orient[dir] */
	struct orient orient[2];
	struct anchor anchors[MAX_ANCHORS];
	int n_anchors;
	uint16_t live[WORDS_RACK_SIZE][MAX_ANCHORS]; /* by left part length: anchors still worth it */
	int live_n[WORDS_RACK_SIZE]; /* all moves: live[len]'s length once made (-1: not yet) */
	const struct anchor *a;  /* the anchor being extended (best-only search) */
	int len;                 /* its left part's length, or 0 for tiles on the left */
	int floor;               /* best-only: a play scoring below this cannot enter the heap */
	int floor_square, floor_dir; /* the heap's worst play: one scoring exactly the floor
				      * must come before it (lower square, across first) */
	bool prune;
	long edges;             /* dictionary edges read: the search's work (words_gen_list) */
	int rack[27];           /* counts of A..Z and blanks left */
	int rack0[27];          /* the whole rack's counts */
	uint32_t have;          /* bit i: rack[i] > 0 */
	int8_t value[128];      /* words_tile_value of each board character, looked up once */
	int8_t sorted_values[WORDS_RACK_SIZE]; /* the rack's tile values, highest first */
	int rack_len;
	int placed;
	int row, anchor_col;
	char play[N];           /* letters put down in the row this attempt (0 = none) */
	char left[WORDS_RACK_SIZE]; /* the left part being built, as letters */
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

/* Keeps m (all mode: appends; top mode: the heap).  Top mode with a full heap
 * raises the floor: no play scoring below the heap's worst can enter it. */
static void emit(struct gen *s, const struct words_gen_move *m)
{
	struct words_gen_list *l = s->out;
	if (l->mode == WORDS_GEN_COUNT)
		return;
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
	if (s->prune && l->count == l->cap) {
		s->floor = l->moves[0].score;
		s->floor_square = l->moves[0].square;
		s->floor_dir = l->moves[0].dir;
	}
}

/* The new tiles of a play being recorded, for choosing which are blanks. */
struct placed {
	int count, wm, all_real;       /* tiles; main word multiplier; score with no blank */
	int idx[WORDS_RACK_SIZE];      /* position in the word */
	int loss[WORDS_RACK_SIZE];     /* score lost when that tile is a blank */
	int short_letter[WORDS_RACK_SIZE], short_count[WORDS_RACK_SIZE], n_short;
};

/* Emits m with the new tiles in `set` (bit k: tile k) as blanks, if that set
 * covers every letter put down more often than the rack has it. */
static void emit_blank_set(struct gen *s, struct words_gen_move *m, const struct placed *p, int set)
{
	for (int q = 0; q < p->n_short; q++) {
		int have = 0;
		for (int k = 0; k < p->count; k++)
			have += (set >> k & 1) && m->word[p->idx[k]] - 'A' == p->short_letter[q];
		if (have < p->short_count[q])
			return;
	}
	s->out->total++;
	int score = p->all_real;
	for (int k = 0; k < p->count; k++)
		if (set >> k & 1)
			score -= p->loss[k];
	if (s->prune && score < s->floor)
		return; /* cannot enter the heap */
	m->score = (int16_t)score;
	for (int k = 0; k < p->count; k++)
		if (set >> k & 1)
			m->word[p->idx[k]] = (char)(m->word[p->idx[k]] - 'A' + 'a');
	emit(s, m);
	for (int k = 0; k < p->count; k++)
		if (set >> k & 1)
			m->word[p->idx[k]] = (char)(m->word[p->idx[k]] - 'a' + 'A');
}

/* emit_blank_set for a real rack (at most two blanks): new tiles i and j
 * (i == j: one; i < 0: none) as blanks. */
static void emit_blanks(struct gen *s, struct words_gen_move *m, const struct placed *p, int i, int j)
{
	int li = i < 0 ? -1 : m->word[p->idx[i]] - 'A', lj = i == j ? -1 : m->word[p->idx[j]] - 'A';
	for (int q = 0; q < p->n_short; q++)
		if ((li == p->short_letter[q]) + (lj == p->short_letter[q]) < p->short_count[q])
			return;
	s->out->total++;
	int score = p->all_real - (i < 0 ? 0 : p->loss[i]) - (i == j ? 0 : p->loss[j]);
	if (s->prune && score < s->floor)
		return; /* cannot enter the heap */
	m->score = (int16_t)score;
	if (i >= 0)
		m->word[p->idx[i]] = (char)(li + 'a');
	if (i != j)
		m->word[p->idx[j]] = (char)(lj + 'a');
	emit(s, m);
	if (i >= 0)
		m->word[p->idx[i]] = (char)(li + 'A');
	if (i != j)
		m->word[p->idx[j]] = (char)(lj + 'A');
}

/* A play covering columns start..end of the current row, its new tiles
 * s->play[] as letters: emits it once for every way of taking those tiles
 * from the rack (which of them are blanks), each with its exact score.
 * The search walks letters, not tiles, so the real tile and the blank as the
 * same letter share one walk; the choices are made here. */
static void record(struct gen *s, int start, int end)
{
	const struct orient *o = s->o;
	struct words_gen_move m;
	struct placed p;
	int r = s->row, main = 0, wm = 1, cross = 0, count = 0, last_c = 0, used[26];
	uint16_t through = 0;
	uint32_t letters = 0;

	for (int c = start; c <= end; c++) {
		char t = o->x->grid[r][c];
		int i = c - start;
		if (t) {
			m.word[i] = t;
			through |= (uint16_t)(1u << i);
			main += s->value[(unsigned char)t];
			continue;
		}
		t = s->play[c];
		m.word[i] = t;
		int L = t - 'A', v = s->value[(unsigned char)t] * o->x->lmul[r][c];
		main += v;
		wm *= o->x->wmul[r][c];
		bool x = o->x->xsum[r][c] >= 0;
		if (x)
			cross += (o->x->xsum[r][c] + v) * o->x->wmul[r][c];
		if (!(letters >> L & 1))
			used[L] = 0;
		letters |= 1u << L;
		used[L]++;
		p.idx[count] = i;
		p.loss[count] = v * (x ? o->x->wmul[r][c] : 0); /* the main word's part: times wm, below */
		count++;
		last_c = c;
	}
	/* A single tile forming words both ways is listed once, from the across pass. */
	if (s->dir == WORDS_DOWN && count == 1 && o->x->xsum[r][last_c] >= 0)
		return;
	m.word[end - start + 1] = '\0';
	m.square = (uint8_t)(s->dir == WORDS_ACROSS ? r * N + start : start * N + r);
	m.dir = (uint8_t)s->dir;
	m.len = (uint8_t)(end - start + 1);
	m.count = (uint8_t)count;
	m.through = through;
	p.count = count;
	p.wm = wm;
	p.all_real = main * wm + cross + (count == WORDS_RACK_SIZE ? WORDS_BINGO_BONUS : 0);
	for (int k = 0; k < count; k++) /* a blank loses its value in the main word too */
		p.loss[k] += s->value[(unsigned char)m.word[p.idx[k]]] *
			     o->x->lmul[r][start + p.idx[k]] * wm;
	/* Letters put down more often than the rack has them: the extra ones are
	 * blanks (the walk took real tiles first, so the blanks suffice). */
	p.n_short = 0;
	uint32_t short_letters = 0;
	int short_tiles = 0;
	for (uint32_t b = letters; b; b &= b - 1) {
		int L = __builtin_ctz(b);
		if (used[L] > s->rack0[L]) {
			p.short_letter[p.n_short] = L;
			p.short_count[p.n_short++] = used[L] - s->rack0[L];
			short_letters |= 1u << L;
			short_tiles += used[L] - s->rack0[L];
		}
	}
	int blanks = s->rack0[BLANK];
	if (blanks > 2) { /* not in a real game: every subset of at most `blanks` tiles */
		for (int set = 0; set < 1 << count; set++)
			if (__builtin_popcount((unsigned)set) <= blanks)
				emit_blank_set(s, &m, &p, set);
		return;
	}
	if (s->prune && p.all_real < s->floor)
		return; /* no choice of blanks scores more than all real tiles */
	/* Only blanks standing for short letters can make up the shortage:
	 * the tiles of those letters (bit k: tile k) are the only candidates
	 * while a tile is short, and a pair needs one of them at least.
	 * emit_blanks still checks each choice; this skips the hopeless ones,
	 * most of the calls with a blank on the rack. */
	uint32_t may = 0;
	for (int k = 0; short_tiles && k < count; k++) /* read only while a letter is short */
		may |= (uint32_t)(short_letters >> (m.word[p.idx[k]] - 'A') & 1) << k;
	if (short_tiles == 0)
		emit_blanks(s, &m, &p, -1, -1);
	for (int i = 0; i < count && blanks >= 1; i++) {
		if (short_tiles == 0 || (short_tiles == 1 && (may >> i & 1)))
			emit_blanks(s, &m, &p, i, i);
		for (int j = i + 1; j < count && blanks >= 2; j++)
			if (short_tiles == 0 || ((may >> i | may >> j) & 1))
				emit_blanks(s, &m, &p, i, j);
	}
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

/* Best-only: true when plays from anchor a with a left part of len, all
 * scoring at most bound, cannot enter the heap: below the floor, or at the
 * floor but starting on a later square (or the same square, down against
 * across) than the heap's worst play, which then wins the tie. */
static bool cut(const struct gen *s, const struct anchor *a, int len, int bound)
{
	if (!s->prune || bound > s->floor)
		return false;
	if (bound < s->floor)
		return true;
	int col = a->limit < 0 ? a->start : a->col - len;
	int square = a->dir == WORDS_ACROSS ? a->row * N + col : col * N + a->row;
	return square > s->floor_square || (square == s->floor_square && a->dir > s->floor_dir);
}

/* Best-only: true when no play still reachable from here (tiles placed so far,
 * empty squares from col on) can score up to the floor. */
static bool hopeless(const struct gen *s, int col)
{
	const struct anchor *a = s->a;
	if (!s->prune || s->floor == NO_FLOOR)
		return false;
	if (cut(s, a, s->len, a->bound[s->len]))
		return true;
	bool bingo = s->rack_len == WORDS_RACK_SIZE &&
		     s->placed + s->o->x->empties[s->row][col] >= WORDS_RACK_SIZE;
	return !bingo && cut(s, a, s->len, a->nobingo[s->len]);
}

/* A DAWG node's edges, decoded once for the several walks over them. */
struct node_edges {
	uint32_t letters;  /* bit L: an edge for letter L */
	dict_edge e[26];   /* by letter; only those in `letters` are set */
};

static void decode_node(struct gen *s, const struct dict_graph *g, dict_node node, struct node_edges *ne)
{
	ne->letters = 0;
	for (uint32_t i = node; i != DICT_NO_NODE;) {
		dict_edge e = dict_graph_edge(g, i);
		s->edges++;
		int L = dict_edge_letter(e) - 'A';
		ne->e[L] = e;
		ne->letters |= 1u << L;
		i = dict_edge_is_last(e) ? DICT_NO_NODE : i + 1;
	}
}

/* dict_graph_find_symbol, counting the edges it reads. */
static dict_edge find_symbol(struct gen *s, const struct dict_graph *g, dict_node node, unsigned want)
{
	for (uint32_t i = node;; i++) {
		dict_edge e = dict_graph_edge(g, i);
		s->edges++;
		unsigned sym = (e >> DICT_EDGE_SYMBOL_SHIFT) & DICT_EDGE_SYMBOL_MASK;
		if (sym == want)
			return e;
		if (sym > want || dict_edge_is_last(e))
			return 0;
	}
}

/* Extends the play rightwards from the empty square at column col (at or
 * right of the anchor), node being the DAWG node reached by the letters from
 * start to col - 1.  A tile put on col is followed through the run of board
 * tiles right after it before the rack is touched, so the real tile and the
 * blank share that walk, and the next call starts on the next empty square.
 * Depth: one level per empty square, at most N. */
static void extend_right(struct gen *s, dict_node node, int col, int start);

/* extend_right for a node already decoded (a left part's, shared by anchors). */
/* Letter L (edge e of the node reached before col) on the empty square col,
 * then through the tiles up to end: records the word when one ends there and
 * goes on from the next empty square. */
static void try_letter(struct gen *s, dict_edge e, int L, int col, int end, int start)
{
	const struct orient *o = s->o;
	int r = s->row;
	for (int c = col + 1; c <= end && e; c++) { /* through the tiles after col */
		dict_node n = dict_edge_child(e);
		e = n == DICT_NO_NODE ? 0 : find_symbol(s, s->g, n, (unsigned)letter_index(o->x->grid[r][c]) + 1);
	}
	if (!e)
		return;
	dict_node child = dict_edge_child(e);
	bool word = dict_edge_ends_word(e); /* the square after `end` is empty or off the board */
	int slot = s->rack[L] ? L : BLANK; /* the caller's mask says one of them is there */
	take(s, slot);
	s->play[col] = (char)('A' + L);
	if (word)
		record(s, start, end);
	if (child != DICT_NO_NODE && end + 1 < N)
		extend_right(s, child, end + 1, start);
	s->play[col] = 0;
	give(s, slot);
}

static void extend_edges(struct gen *s, const struct node_edges *ne, int col, int start)
{
	const struct orient *o = s->o;
	int r = s->row;

	if (s->placed == s->rack_len)
		return;
	uint32_t mask = o->x->cross[r][col] & rack_letters(s) & ne->letters;
	if (!mask || hopeless(s, col))
		return; /* no tile on the rack fits this square, or nothing here can make the top */
	int end = col + o->x->run[r][col];
	for (uint32_t m = mask; m; m &= m - 1) { /* only the letters that fit */
		int L = __builtin_ctz(m);
		try_letter(s, ne->e[L], L, col, end, start);
	}
}

/* Depth: one level per empty square, at most N (with try_letter).  The
 * node's edges are read in place, in letter order, only up to the highest
 * letter that fits: most nodes are met once, so decoding them first would
 * read every edge for a few letters.  The fitting edges are gathered as a
 * bit set first and walked after: a per-edge "fits?" branch taken or not by
 * the letters is one the processor guesses badly, a set's bits are not
 * (docs/words-ai.md, issue 18's eighth round). */
static void extend_right(struct gen *s, dict_node node, int col, int start)
{
	const struct orient *o = s->o;
	int r = s->row;

	if (s->placed == s->rack_len)
		return;
	uint32_t mask = o->x->cross[r][col] & rack_letters(s);
	if (!mask || hopeless(s, col))
		return;
	int end = col + o->x->run[r][col], high = 31 - __builtin_clz(mask);
	dict_edge fit[DICT_GADDAG_SEPARATOR];
	uint32_t hits = 0;
	int n = 0;
	for (uint32_t i = node;; i++, n++) {
		dict_edge e = dict_graph_edge(s->g, i);
		s->edges++;
		int L = dict_edge_letter(e) - 'A';
		fit[n] = e;
		hits |= (mask >> L & 1) << n;
		if (L >= high || dict_edge_is_last(e))
			break;
	}
	/* The children about to be walked are asked of the memory together:
	 * called once a turn, the generator finds the dictionary cold, and
	 * their misses then overlap (docs/words-ai.md, tenth round). */
	for (uint32_t h = hits; h; h &= h - 1)
		dict_graph_prefetch(s->g, dict_edge_child(fit[__builtin_ctz(h)]));
	for (; hits; hits &= hits - 1) {
		dict_edge e = fit[__builtin_ctz(hits)];
		try_letter(s, e, dict_edge_letter(e) - 'A', col, end, start);
	}
}

/* Points the search at anchor a (orientation, row, column). */
static void use_anchor(struct gen *s, const struct anchor *a)
{
	s->a = a;
	s->dir = a->dir;
	s->o = &s->orient[a->dir];
	s->row = a->row;
	s->anchor_col = a->col;
}

/* Extends the left part s->left[0..len) (its DAWG node's edges ne) from the anchor. */
static void extend_left_part(struct gen *s, const struct node_edges *ne, int len)
{
	int start = s->anchor_col - len;
	for (int i = 0; i < len; i++)
		s->play[start + i] = s->left[i];
	s->len = len;
	extend_edges(s, ne, s->anchor_col, start);
	for (int i = 0; i < len; i++)
		s->play[start + i] = 0;
}

/* The children of a left part: each DAWG edge with a continuation whose
 * letter the rack has (as a real tile, else a blank: which tiles are blanks
 * is chosen in record), that tile taken off the rack: CALL for each (it sees
 * `child`, and the letter in s->left[len]). */
#define FOR_EACH_LEFT_STEP(s, ne, len, CALL)                                              \
	for (uint32_t m_ = (ne)->letters & rack_letters(s); m_; m_ &= m_ - 1) {            \
		int L_ = __builtin_ctz(m_);                                                  \
		dict_node child = dict_edge_child((ne)->e[L_]);                              \
		if (child == DICT_NO_NODE)                                                   \
			continue;                                                            \
		int slot_ = (s)->rack[L_] ? L_ : BLANK;                                      \
		take((s), slot_);                                                            \
		(s)->left[len] = (char)('A' + L_);                                           \
		CALL;                                                                        \
		give((s), slot_);                                                            \
	}

/* Anchor a can still make the top with a left part of len or more letters. */
static bool worth(const struct gen *s, const struct anchor *a, int len)
{
	if (a->limit < len || !(a->fits >> len))
		return false;
	if (!s->prune || a->rest[len] > s->floor)
		return true;
	for (int k = len; k <= a->limit; k++) /* ties: which lengths start early enough */
		if (!cut(s, a, k, a->bound[k]))
			return true;
	return false;
}

/* Builds left parts from the rack, len letters so far (DAWG node `node`),
 * and extends each from every anchor that has room for it: one walk of the
 * left parts serves all the anchors with empty squares on their left
 * (s->live[len][0..n)), instead of one walk per anchor.  Best-only, anchors
 * whose bounds fall below the floor drop out of the list, and the walk stops
 * when none is left.  Depth: at most WORDS_RACK_SIZE levels. */
static void extend_from_anchors(struct gen *s, const struct node_edges *ne, int len, int n)
{
	uint32_t next = ne->letters & rack_letters(s); /* letters that can follow this left part */
	const uint16_t *live = s->live[len];
	for (int j = 0; j < n; j++) {
		const struct anchor *a = &s->anchors[live[j]];
		if (!(s->orient[a->dir].x->cross[a->row][a->col] & next) || !(a->fits >> len & 1))
			continue; /* no tile can go on the anchor after this left part */
		if (cut(s, a, len, a->bound[len]))
			continue;
		use_anchor(s, a);
		extend_left_part(s, ne, len);
	}
}

/* here: extend this left part too (false: its anchors were done before). */
static void left_part(struct gen *s, dict_node node, int len, int n, bool here)
{
	struct node_edges ne;
	decode_node(s, s->g, node, &ne);
	const uint16_t *live = s->live[len];
	if (here)
		extend_from_anchors(s, &ne, len, n);
	if (len + 1 >= WORDS_RACK_SIZE || s->placed + 1 >= s->rack_len)
		return; /* the anchor itself still needs a tile */
	uint16_t *deeper = s->live[len + 1];
	int m = s->prune ? -1 : s->live_n[len + 1];
	if (m < 0) { /* all moves never cuts: the list is the same at every node of this depth */
		m = 0;
		for (int j = 0; j < n; j++)
			if (worth(s, &s->anchors[live[j]], len + 1))
				deeper[m++] = live[j];
		s->live_n[len + 1] = m;
	}
	if (m == 0)
		return;
	FOR_EACH_LEFT_STEP(s, &ne, len, left_part(s, child, len + 1, m, true))
}

/* ---- left parts from the GADDAG ----------------------------------------------
 * The shared walk above spells every left part the rack allows from the
 * DAWG's root and meets the anchor's letter and the tiles after it only at
 * the end: on the bench's mid-game board RETINA? decoded 933 three-letter
 * prefixes for the one anchor still worth them (D12, where only an S fits),
 * and 54 of them could take the S.  The GADDAG reads a word outwards from
 * any of its letters, so a walk from the anchor starts with what the board
 * fixes - the tiles right after the anchor (read backwards), the anchor's
 * letter - and then spells only the left parts some word has before them.
 * Each left part then goes right of the run after the separator, as
 * extend_right does over the DAWG.  Anchors are walked one at a time in
 * bound order, each only as deep as its bounds stay worth it. */

/* The left part is the run's end back to col (len = anchor column - col
 * letters on the rack, the anchor's own tile not counted): records the word
 * if it ends there and extends it right of the run.  e: the edge that put
 * down the letter on col. */
static void gaddag_stop(struct gen *s, dict_edge e, int col, int len, int run_end)
{
	const struct anchor *a = s->a;
	if (!(a->fits >> len & 1) || cut(s, a, len, a->bound[len]))
		return;
	s->len = len;
	if (dict_edge_ends_word(e)) /* the square after the run is empty or off the board */
		record(s, col, run_end);
	dict_node child = dict_edge_child(e);
	if (child == DICT_NO_NODE || run_end + 1 >= N)
		return;
	dict_edge sep = find_symbol(s, s->gaddag, child, DICT_GADDAG_SEPARATOR);
	if (!sep || dict_edge_child(sep) == DICT_NO_NODE)
		return;
	s->g = s->gaddag; /* right of the separator the GADDAG reads like the DAWG */
	extend_right(s, dict_edge_child(sep), run_end + 1, col);
	s->g = s->dawg;
}

/* Puts a letter on the empty square col (the anchor's, or one left of what
 * is placed) from GADDAG node `node`, then stops there (from one letter
 * left of the anchor on) and goes on leftwards while the anchor's bounds
 * say longer left parts are worth it.  Depth: one level a square, at most
 * WORDS_RACK_SIZE.  The fitting edges are gathered first, as in
 * extend_right. */
static void gaddag_left(struct gen *s, dict_node node, int col, int run_end)
{
	const struct anchor *a = s->a;
	int len = a->col - col;
	uint32_t mask = s->o->x->cross[s->row][col] & rack_letters(s);
	if (!mask)
		return;
	bool deeper = len < a->limit && worth(s, a, len + 1);
	int floor = s->floor, high = 31 - __builtin_clz(mask);
	dict_edge fit[DICT_GADDAG_SEPARATOR];
	uint32_t hits = 0;
	int n = 0;
	for (uint32_t i = node;; i++, n++) {
		dict_edge e = dict_graph_edge(s->gaddag, i);
		s->edges++;
		unsigned sym = (e >> DICT_EDGE_SYMBOL_SHIFT) & DICT_EDGE_SYMBOL_MASK;
		int L = (int)sym - 1;
		fit[n] = e;
		hits |= (mask >> L & 1) << n;
		if (L >= high || dict_edge_is_last(e))
			break;
	}
	for (uint32_t h = hits; h; h &= h - 1) /* as in extend_right */
		dict_graph_prefetch(s->gaddag, dict_edge_child(fit[__builtin_ctz(h)]));
	for (; hits; hits &= hits - 1) {
		dict_edge e = fit[__builtin_ctz(hits)];
		int L = (int)((e >> DICT_EDGE_SYMBOL_SHIFT) & DICT_EDGE_SYMBOL_MASK) - 1;
		int slot = s->rack[L] ? L : BLANK;
		take(s, slot);
		s->play[col] = (char)('A' + L);
		if (len > 0) /* left parts of no letter: from the root phase */
			gaddag_stop(s, e, col, len, run_end);
		dict_node child = dict_edge_child(e);
		if (deeper && s->floor != floor) { /* a play raised the floor */
			floor = s->floor;
			deeper = worth(s, a, len + 1);
		}
		if (deeper && child != DICT_NO_NODE && s->placed < s->rack_len)
			gaddag_left(s, child, col - 1, run_end);
		s->play[col] = 0;
		give(s, slot);
	}
}

/* Whether anchor a's left parts come from the GADDAG: when the board narrows
 * what goes on the anchor (tiles right after it, or a cross-word that takes
 * at most GADDAG_CROSS_LETTERS letters).  An anchor open to most letters
 * (H8 on the empty board) costs the GADDAG more: walking left from the
 * anchor it spells every run of letters some word has anywhere before the
 * anchor's letter, where the DAWG spells only the starts of words, once
 * for every anchor.  The limit is measured (docs/words-ai.md): 3 to 8 within
 * 1.5 % of each other in best-only over seeded games' positions, 8 and more
 * up to 15 % more instructions in all moves on the bench's mid-game board. */
enum { GADDAG_CROSS_LETTERS = 4 };

static bool gaddag_walks(const struct gen *s, const struct anchor *a)
{
	const struct orient *o = &s->orient[a->dir];
	return s->gaddag && (o->x->run[a->row][a->col] > 0 ||
			     __builtin_popcount(o->x->cross[a->row][a->col]) <= GADDAG_CROSS_LETTERS);
}

/* Every play from anchor a (room on its left) with a left part of one rack
 * tile or more, walked from the anchor outwards in the GADDAG. */
static void gaddag_anchor(struct gen *s, const struct anchor *a)
{
	const struct orient *o = &s->orient[a->dir];
	int run_end = a->col + o->x->run[a->row][a->col];
	dict_node node = dict_graph_root(s->gaddag);
	for (int c = run_end; c > a->col && node != DICT_NO_NODE; c--) {
		dict_edge e = find_symbol(s, s->gaddag, node, (unsigned)letter_index(o->x->grid[a->row][c]) + 1);
		node = e ? dict_edge_child(e) : DICT_NO_NODE;
	}
	if (node == DICT_NO_NODE)
		return; /* no word has the run after the anchor */
	use_anchor(s, a);
	gaddag_left(s, node, a->col, run_end);
}

/* ---- score bounds (best-only search) ---------------------------------------------- */

/* Puts v into coef[0..n-1], kept highest first, making n + 1 entries, and
 * returns what that adds to the sum of coef[i] * sv[i] (sv highest first):
 * v's own term, and each entry moved one place on meets the next value. */
static int insert_coef(int *coef, const int8_t *sv, int n, int v)
{
	int j = n, added = 0;
	for (; j > 0 && coef[j - 1] < v; j--) {
		coef[j] = coef[j - 1];
		added += coef[j] * (sv[j] - sv[j - 1]);
	}
	coef[j] = v;
	return added + v * sv[j];
}

/* coef[i] = lm[i] * (wm + xw[i]) for the n squares, highest first; returns
 * the sum of coef[i] * sv[i]. */
static int sort_coefs(int *coef, const int8_t *sv, const int *lm, const int *xw, int n, int wm)
{
	int sum = 0;
	for (int i = 0; i < n; i++)
		sum += insert_coef(coef, sv, i, lm[i] * (wm + xw[i]));
	return sum;
}

/* The most any play covering columns start.. of a's row, through a's column,
 * can score, ignoring the dictionary: for each possible end, the rack's
 * highest tile values go on the empty squares that count them most (letter
 * premium times the main word's multiplier plus, where a cross-word forms,
 * its multiplier), pairing highest with highest (the rearrangement
 * inequality), plus the tiles already there, the cross-words' fixed parts and
 * the bingo.  *nobingo gets the same without plays of seven tiles. */
static int bound_from(const struct gen *s, const struct anchor *a, int start, int *nobingo)
{
	const struct orient *o = &s->orient[a->dir];
	int r = a->row, k = 0, n = 0, fixed = 0, wm = 1, cross_fixed = 0, best = -1, best_nb = -1;
	int forced = 0, blanks = s->rack0[BLANK];
	int lm[WORDS_RACK_SIZE], xw[WORDS_RACK_SIZE];
	int coef[WORDS_RACK_SIZE]; /* lm * (wm + xw) of the n squares, highest first */
	int placed = 0;            /* sum of coef[i] * sorted_values[i]: the rack's part */
	uint32_t can = s->have >> BLANK & 1 ? ALL_LETTERS : s->have, real = s->have & ALL_LETTERS;

	for (int c = start; c < N; c++) {
		char t = o->x->grid[r][c];
		if (t) {
			if (c > start && !o->x->grid[r][c - 1] && !(o->before_run[r][c - 1] >> (c - 1 - start) & 1))
				break; /* no word from start has these tiles at this offset */
			fixed += s->value[(unsigned char)t];
		} else {
			if (k == s->rack_len || !(o->x->cross[r][c] & can))
				break; /* no play gets past this square */
			bool x = o->x->xsum[r][c] >= 0;
			int sq_wm = o->x->wmul[r][c];
			cross_fixed += x ? o->x->xsum[r][c] * sq_wm : 0;
			wm *= sq_wm;
			k++;
			if (!(o->x->cross[r][c] & real)) {
				/* Only a blank fits here: it scores 0 on this square,
				 * and one blank covers one such square. */
				if (++forced > blanks)
					break;
			} else {
				lm[n] = o->x->lmul[r][c];
				xw[n] = x ? sq_wm : 0;
				n++;
			}
			/* The coefficients kept in order as squares come, and the
			 * rack's part with them (once per end, this was the most
			 * of a best-only call's bounds); a word multiplier changes
			 * every coefficient, so they are sorted afresh. */
			if (sq_wm != 1)
				placed = sort_coefs(coef, s->sorted_values, lm, xw, n, wm);
			else if (o->x->cross[r][c] & real)
				placed += insert_coef(coef, s->sorted_values, n - 1, lm[n - 1] * (wm + xw[n - 1]));
		}
		if (c < a->col || (c + 1 < N && o->x->grid[r][c + 1]))
			continue; /* not through the anchor yet, or the word goes on */
		/* The other squares take the rack's highest values; the blanks
		 * forced above are the rack's last (value 0) entries, left out. */
		int b = fixed * wm + cross_fixed + placed;
		if (b > best_nb)
			best_nb = b;
		if (k == WORDS_RACK_SIZE)
			b += WORDS_BINGO_BONUS;
		if (b > best)
			best = b;
	}
	*nobingo = best_nb;
	return best;
}

/* Fills a's bounds, by left part length. */
static void bound_anchor(const struct gen *s, struct anchor *a, int start)
{
	int n = a->limit < 0 ? 1 : a->limit + 1;
	for (int len = 0; len < WORDS_RACK_SIZE; len++)
		a->bound[len] = a->nobingo[len] = -1;
	for (int len = 0; len < n; len++) {
		if (a->limit >= 0 && !(a->fits >> len & 1))
			continue; /* no word has room for this left part */
		int nb;
		int b = bound_from(s, a, a->limit < 0 ? start : a->col - len, &nb);
		a->bound[len] = (int16_t)b;
		a->nobingo[len] = (int16_t)nb;
	}
	a->rest[WORDS_RACK_SIZE] = -1;
	for (int len = WORDS_RACK_SIZE - 1; len >= 0; len--)
		a->rest[len] = a->bound[len] > a->rest[len + 1] ? a->bound[len] : a->rest[len + 1];
	a->best = a->rest[0];
}

/* ---- driver ------------------------------------------------------------------------ */

/* The run of tiles just left of a's column (it has some): its first column
 * (kept with the board state), and in *node the DAWG node they lead to
 * (DICT_NO_NODE: no word starts so). */
static int tiles_left(struct gen *s, const struct anchor *a, dict_node *node)
{
	const struct words_cross_side *x = s->orient[a->dir].x;
	int start = x->left_start[a->row][a->col];
	dict_node n = dict_graph_root(s->g);
	for (int k = start; k < a->col && n != DICT_NO_NODE; k++) {
		dict_edge e = find_symbol(s, s->g, n, (unsigned)letter_index(x->grid[a->row][k]) + 1);
		n = e ? dict_edge_child(e) : DICT_NO_NODE;
	}
	*node = n;
	return start;
}

/* The left part lengths that anchor [r][c] of o can take when tiles follow
 * it: a word must hold the anchor's letter (one the cross-check and the rack
 * allow) and those tiles right after as many letters as the left part has,
 * and the dictionary knows where each two- and three-letter sequence occurs
 * in its words.  Bit k: k letters are not ruled out (all bits when no tile
 * follows).  This is what a DAWG cannot see: the left parts are walked from
 * the first letter, the tiles only met at the anchor. */
static uint16_t left_lengths(const struct gen *s, const struct orient *o, int r, int c)
{
	int m = o->x->run[r][c];
	if (m == 0)
		return 0xffff;
	unsigned t[N];
	for (int i = 0; i < m; i++)
		t[i] = (unsigned)letter_index(o->x->grid[r][c + 1 + i]);
	uint16_t tail = 0xffff; /* the tiles' own sequences, t[i] after k + 1 + i letters */
	for (int i = 0; i + 2 < m; i++)
		tail &= (uint16_t)(dict_factor3(s->d, t[i], t[i + 1], t[i + 2]) >> (1 + i));
	uint16_t any = 0;
	for (uint32_t b = o->x->cross[r][c] & rack_letters(s); b; b &= b - 1) {
		unsigned L = (unsigned)__builtin_ctz(b);
		uint16_t f = dict_factor2(s->d, L, t[0]);
		if (m >= 2)
			f &= dict_factor3(s->d, L, t[0], t[1]);
		any |= f;
	}
	return any & tail;
}

/* Lists the anchors of both orientations in s->anchors. */
static void collect_anchors(struct gen *s)
{
	s->n_anchors = 0;
	for (int dir = WORDS_ACROSS; dir <= WORDS_DOWN; dir++) {
		struct orient *o = &s->orient[dir];
		for (int r = 0; r < N; r++)
			for (int c = 0; c < N; c++) {
				if (!o->x->anchor[r][c])
					continue;
				struct anchor *a = &s->anchors[s->n_anchors++];
				a->dir = (uint8_t)dir;
				a->row = (uint8_t)r;
				a->col = (uint8_t)c;
				int limit = -1;
				if (c == 0 || !o->x->grid[r][c - 1]) {
					limit = 0;
					while (c - limit - 1 >= 0 && !o->x->grid[r][c - limit - 1] &&
					       !o->x->anchor[r][c - limit - 1] && limit < WORDS_RACK_SIZE - 1)
						limit++;
				}
				a->limit = (int8_t)limit;
				/* The square before a run of tiles is always an anchor: the
				 * run's offsets for the bounds (before_run). */
				uint16_t offsets = left_lengths(s, o, r, c);
				o->before_run[r][c] = offsets;
				a->fits = limit < 0 ? 0xffff : offsets;
			}
	}
}

/* Extends from one anchor whose left part is the tiles already there. */
static void run_tiles_left(struct gen *s, const struct anchor *a)
{
	dict_node node;
	int start = tiles_left(s, a, &node);
	use_anchor(s, a);
	s->len = 0;
	if (node != DICT_NO_NODE)
		extend_right(s, node, a->col, start);
}

/* Puts the anchors in search order: tiles on the left first; best-only,
 * highest bound first within each group, so that good plays fill the heap
 * early (the shared walk extends its anchors in this order at every depth);
 * else, and among equal bounds, as collected.  The keys are sorted (a few
 * hundred, by insertion), then each anchor moved once to its place: moving
 * the anchors themselves at every step of the sort took a twentieth of a
 * best-only call. */
static void sort_anchors(struct gen *s)
{
	uint32_t key[MAX_ANCHORS]; /* group, bound, index: the index keeps equals in order */
	int n = s->n_anchors;
	for (int i = 0; i < n; i++) {
		const struct anchor *a = &s->anchors[i];
		uint32_t bound = s->prune ? (uint32_t)(INT16_MAX - a->best) : 0; /* best >= -1: 16 bits */
		uint32_t k = (uint32_t)(a->limit >= 0) << 31 | bound << 15 | (uint32_t)i;
		int j = i;
		for (; j > 0 && key[j - 1] > k; j--)
			key[j] = key[j - 1];
		key[j] = k;
	}
	/* Place j takes the anchor at from[j]: each cycle of moves once round,
	 * a place marked done by pointing at itself. */
	uint16_t from[MAX_ANCHORS];
	for (int i = 0; i < n; i++)
		from[i] = (uint16_t)(key[i] & 0x7fff);
	for (int i = 0; i < n; i++) {
		if (from[i] == i)
			continue;
		struct anchor first = s->anchors[i];
		int j = i;
		while (from[j] != i) {
			int k = from[j];
			s->anchors[j] = s->anchors[k];
			from[j] = (uint16_t)j;
			j = k;
		}
		s->anchors[j] = first;
		from[j] = (uint16_t)j;
	}
}

/* Every play (best-only: every play that can make the top).  The plays that
 * start on an anchor, from all of them at once; the anchors with tiles on
 * their left one by one, highest bound first; then the left parts of the
 * others: walked from each anchor the board narrows in the GADDAG, one
 * shared DAWG walk for the rest. */
static void generate(struct gen *s)
{
	if (s->prune)
		for (int i = 0; i < s->n_anchors; i++) {
			struct anchor *a = &s->anchors[i];
			int start = a->col;
			if (a->limit < 0) { /* the DAWG walk waits for run_tiles_left */
				start = s->orient[a->dir].x->left_start[a->row][a->col];
				a->start = (uint8_t)start;
			}
			bound_anchor(s, a, start);
		}
	sort_anchors(s);
	int first = 0;
	while (first < s->n_anchors && s->anchors[first].limit < 0)
		first++;
	/* The plays that start on an anchor first, from every anchor at once
	 * (one node, the root's: cheap); best-only, a good score - often a
	 * bingo - then raises the floor before the other anchors are searched. */
	int n = 0;
	for (int k = first; k < s->n_anchors; k++)
		if (worth(s, &s->anchors[k], 0))
			s->live[0][n++] = (uint16_t)k;
	struct node_edges root;
	decode_node(s, s->g, dict_graph_root(s->g), &root);
	extend_from_anchors(s, &root, 0, n);
	int i = 0;
	for (; i < first; i++)
		if (!cut(s, &s->anchors[i], 0, s->anchors[i].best))
			run_tiles_left(s, &s->anchors[i]);
	/* Then the left parts of one letter or more: from the GADDAG for the
	 * anchors the board narrows, one shared DAWG walk for the others. */
	n = 0;
	for (; i < s->n_anchors; i++) {
		struct anchor *a = &s->anchors[i];
		if (gaddag_walks(s, a)) {
			if (worth(s, a, 1))
				gaddag_anchor(s, a);
		} else if (worth(s, a, 1)) {
			s->live[0][n++] = (uint16_t)i;
		}
	}
	if (n)
		left_part(s, dict_graph_root(s->g), 0, n, false);
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
	l->edges = 0;
	l->overflow = false;
}

/* Checks the rack and fills s up to the anchors (bounds not yet computed)
 * from the kept board state x.  Only what the search reads is set: the
 * state is large and most of it (anchors, live lists) is written before it
 * is read.  Returns 0, 1 for an empty rack (nothing to generate), or a
 * negative enum words_gen_status. */
static int setup(struct gen *s, const struct words_cross *x, const char *rack)
{
	memset(s->rack, 0, sizeof s->rack);
	memset(s->play, 0, sizeof s->play);
	memset(s->value, 0, sizeof s->value);
	s->rack_len = s->placed = 0;
	s->edges = 0;
	for (int k = 0; k < WORDS_RACK_SIZE; k++)
		s->live_n[k] = -1;
	s->have = 0;
	s->a = NULL;
	s->len = 0;
	for (const char *p = rack; *p; p++) {
		if (s->rack_len == WORDS_RACK_SIZE)
			return WORDS_GEN_ERR_RACK;
		if (*p == '?')
			s->rack[BLANK]++;
		else if (*p >= 'A' && *p <= 'Z')
			s->rack[*p - 'A']++;
		else
			return WORDS_GEN_ERR_RACK;
		s->rack_len++;
	}
	for (int i = 0; i < 27; i++)
		if (s->rack[i])
			s->have |= 1u << i;
	memcpy(s->rack0, s->rack, sizeof s->rack0);
	if (s->rack_len == 0)
		return 1;
	for (int c = 'A'; c <= 'Z'; c++)
		s->value[c] = (int8_t)words_tile_value((char)c); /* blanks ('a'..'z') stay 0 */
	int nv = 0; /* the rack's values, highest first, for the score bounds */
	for (int i = 0; i < 27; i++)
		for (int k = 0; k < s->rack[i]; k++) {
			int v = i == BLANK ? 0 : s->value['A' + i], j = nv++;
			for (; j > 0 && s->sorted_values[j - 1] < v; j--)
				s->sorted_values[j] = s->sorted_values[j - 1];
			s->sorted_values[j] = (int8_t)v;
		}
	s->d = x->dict;
	s->g = s->dawg = dict_dawg(x->dict);
	s->gaddag = dict_gaddag(x->dict);
	s->floor = NO_FLOOR;
	s->floor_square = s->floor_dir = 0;
	for (int dir = WORDS_ACROSS; dir <= WORDS_DOWN; dir++)
		s->orient[dir].x = &x->side[dir];
	collect_anchors(s);
	return 0;
}

/* Checks a board for words_gen_moves and words_gen_bound and makes its state. */
static int board_state(struct words_cross *x, const struct dict *d, const char *board)
{
	return words_cross_init(x, d, board) ? WORDS_GEN_ERR_BOARD : WORDS_GEN_OK;
}

int words_gen_moves(const struct dict *d, const char *board, const char *rack,
		    struct words_gen_list *l)
{
	struct words_cross x;
	if (!d || !board)
		return WORDS_GEN_ERR_BAD_ARGUMENT;
	int err = board_state(&x, d, board);
	return err ? err : words_gen_moves_kept(&x, rack, l);
}

int words_gen_moves_kept(const struct words_cross *x, const char *rack, struct words_gen_list *l)
{
	struct gen s;

	if (!x || !x->dict || !rack || !l || (l->mode != WORDS_GEN_COUNT && (!l->moves || l->cap < 1)))
		return WORDS_GEN_ERR_BAD_ARGUMENT;
	l->count = 0;
	l->total = 0;
	l->edges = 0;
	l->overflow = false;
	int err = setup(&s, x, rack);
	if (err)
		return err < 0 ? err : WORDS_GEN_OK;
	s.out = l;
	s.prune = l->mode == WORDS_GEN_TOP;
	generate(&s);
	l->edges = s.edges;
	return WORDS_GEN_OK;
}

int words_gen_bound(const struct dict *d, const char *board, const char *rack, int dir,
		    int square, int len, int *bound, int *nobingo)
{
	struct words_cross x;
	struct gen s;

	if (!d || !board || !rack || !bound || !nobingo || (dir != WORDS_ACROSS && dir != WORDS_DOWN) ||
	    square < 0 || square >= WORDS_SQUARES || len < 0 || len >= WORDS_RACK_SIZE)
		return WORDS_GEN_ERR_BAD_ARGUMENT;
	int err = board_state(&x, d, board);
	if (!err)
		err = setup(&s, &x, rack);
	if (err)
		return err < 0 ? err : WORDS_GEN_ERR_BAD_ARGUMENT;
	int row = dir == WORDS_ACROSS ? square / N : square % N;
	int col = dir == WORDS_ACROSS ? square % N : square / N;
	for (int i = 0; i < s.n_anchors; i++) {
		struct anchor *a = &s.anchors[i];
		if (a->dir != dir || a->row != row || a->col != col)
			continue;
		if (len > (a->limit < 0 ? 0 : a->limit))
			return WORDS_GEN_ERR_BAD_ARGUMENT;
		int start = a->col;
		if (a->limit < 0) {
			dict_node node;
			start = tiles_left(&s, a, &node);
		}
		bound_anchor(&s, a, start);
		*bound = a->bound[len];
		*nobingo = a->nobingo[len];
		return WORDS_GEN_OK;
	}
	return WORDS_GEN_ERR_BAD_ARGUMENT; /* not an anchor */
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
