/* The move generator against the rules core, with the real dictionary
 * (TESSERA_DICT): every generated move is legal and scored the same by
 * words_evaluate, and on small racks a brute force (every line segment, every
 * ordered choice of rack tiles, a blank as each letter, judged by
 * words_evaluate) finds exactly the same set of placements. */
#include "ai/words_movegen.h"
#include "check.h"
#include "core/words/words.h"
#include "dict/dict.h"
#include "platform/storage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct dict dict;
static struct words_game game;

static bool lex_contains(const void *ctx, const char *w, int len)
{
	return dict_contains(ctx, w, (size_t)len);
}

#define MIDGAME                                                                 \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"......V........"                                                       \
	"...JOKED......."                                                       \
	"...A.AXE......."                                                       \
	"...I...N......."                                                       \
	"...LOGS........"                                                       \
	"......u........"                                                       \
	"......NOW......"                                                       \
	"..............."                                                       \
	"..............."

/* Edges and corners: words against the border. */
#define EDGES                                                                   \
	"OX............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	".......HE......"                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............C"                                                       \
	"..............A"                                                       \
	"............ZiT"

/* Runs of tiles right after an anchor (ION, ATE down, UBC): plays there take
 * left parts of several lengths (SCION, ACTION, CATIONS), which the
 * generator limits by where such sequences occur in the words; UBC occurs
 * only after one letter (HUBCAP), so a limit one off loses plays. */
#define RUNS                                                                    \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	".....UBC......."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	".......ION....."                                                       \
	"..............."                                                       \
	"............A.."                                                       \
	"............T.."                                                       \
	"............E.."                                                       \
	"..............."                                                       \
	"..............."                                                       \
	"..............."

static void set_position(const char *text, const char *rack)
{
	struct words_options o = {0};
	words_init(&game, 2, 1, &o, (struct words_lexicon){lex_contains, &dict});
	for (int i = 0; i < WORDS_SQUARES; i++)
		game.pos.board[i] = text[i] == '.' ? 0 : text[i];
	snprintf(game.pos.rack[game.pos.current], WORDS_RACK_SIZE + 1, "%s", rack);
	game.pos.bag_len = 0;
}

/* A placement set as a canonical string: "square:tile," in square order. */
#define KEY_LEN 64
static void move_key(const struct words_move *m, char *key)
{
	struct words_placement p[WORDS_RACK_SIZE];
	int n = m->count;
	memcpy(p, m->tiles, sizeof p[0] * (size_t)n);
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && p[j].square < p[j - 1].square; j--) {
			struct words_placement t = p[j];
			p[j] = p[j - 1];
			p[j - 1] = t;
		}
	int used = 0;
	key[0] = '\0';
	for (int i = 0; i < n; i++)
		used += snprintf(key + used, (size_t)(KEY_LEN - used), "%d:%c,", p[i].square, p[i].tile);
}

static int key_cmp(const void *a, const void *b)
{
	return strcmp(a, b);
}

#define MAX_MOVES 131072
static struct words_gen_move moves[MAX_MOVES];
static char gen_keys[MAX_MOVES][KEY_LEN];
static char brute_keys[MAX_MOVES][KEY_LEN];
static int brute_n;

/* Generates on the current game, checks every move with words_evaluate;
 * returns the count and fills gen_keys (sorted). */
static int generate_and_verify(const char *rack)
{
	struct words_gen_list l;
	words_gen_list_init(&l, moves, MAX_MOVES, WORDS_GEN_ALL);
	CHECK_INT(words_gen_moves(&dict, game.pos.board, rack, &l), WORDS_GEN_OK);
	CHECK(!l.overflow);
	CHECK_INT(l.total, l.count);
	int bad = 0;
	for (int i = 0; i < l.count; i++) {
		struct words_move m;
		struct words_result r;
		words_gen_to_move(&moves[i], &m);
		enum words_status st = words_evaluate(&game, &m, &r);
		if ((st != WORDS_OK || r.score != moves[i].score) && bad++ < 3) {
			char msg[160];
			snprintf(msg, sizeof msg, "rack %s: move %d %s at %d dir %d score %d: core says %s %d",
				 rack, i, moves[i].word, moves[i].square, moves[i].dir, moves[i].score,
				 words_status_text(st), r.score);
			CHECK_MSG(false, msg);
		}
		move_key(&m, gen_keys[i]);
	}
	CHECK_INT(bad, 0);
	qsort(gen_keys, (size_t)l.count, KEY_LEN, key_cmp);
	for (int i = 1; i < l.count; i++)
		if (strcmp(gen_keys[i], gen_keys[i - 1]) == 0) {
			CHECK_MSG(false, gen_keys[i]);
			break;
		}
	return l.count;
}

/* Brute force: tiles on the first k empty squares from start in dir, each
 * ordered choice of rack tiles, a blank as every letter. */
static void brute_place(struct words_move *m, const int *squares, int k, int depth, char *rack,
			int rack_len)
{
	if (depth == k) {
		struct words_result r;
		if (words_evaluate(&game, m, &r) == WORDS_OK && brute_n < MAX_MOVES)
			move_key(m, brute_keys[brute_n++]);
		return;
	}
	for (int i = 0; i < rack_len; i++) {
		char t = rack[i];
		if (!t)
			continue;
		bool dup = false; /* the same letter twice on the rack: try it once */
		for (int j = 0; j < i; j++)
			dup |= rack[j] == t;
		if (dup)
			continue;
		rack[i] = 0;
		for (char c = 'A'; c <= 'Z'; c++) {
			if (t != '?' && c != t)
				continue;
			m->tiles[depth].square = (uint8_t)squares[depth];
			m->tiles[depth].tile = t == '?' ? (char)(c - 'A' + 'a') : c;
			m->count = (uint8_t)(depth + 1);
			brute_place(m, squares, k, depth + 1, rack, rack_len);
		}
		rack[i] = t;
	}
}

static int brute_force(const char *rack_in)
{
	char rack[WORDS_RACK_SIZE + 1];
	int rack_len = (int)strlen(rack_in);
	brute_n = 0;
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		for (int dir = 0; dir < 2; dir++) {
			int squares[WORDS_RACK_SIZE], k = 0, r = sq / 15, c = sq % 15;
			while (r < 15 && c < 15 && k < rack_len) {
				if (!game.pos.board[r * 15 + c])
					squares[k++] = r * 15 + c;
				if (dir)
					r++;
				else
					c++;
			}
			if (k == 0 || squares[0] != sq)
				continue;
			for (int n = 1; n <= k; n++) {
				struct words_move m;
				words_move_clear(&m);
				snprintf(rack, sizeof rack, "%s", rack_in);
				brute_place(&m, squares, n, 0, rack, rack_len);
			}
		}
	/* One-tile plays were found once per direction. */
	qsort(brute_keys, (size_t)brute_n, KEY_LEN, key_cmp);
	int u = 0;
	for (int i = 0; i < brute_n; i++)
		if (u == 0 || strcmp(brute_keys[i], brute_keys[u - 1]) != 0)
			memmove(brute_keys[u++], brute_keys[i], KEY_LEN);
	return u;
}

static void compare(const char *pos, const char *rack)
{
	set_position(pos, rack);
	int g = generate_and_verify(rack);
	int b = brute_force(rack);
	char msg[200];
	snprintf(msg, sizeof msg, "rack %s: generator %d moves, brute force %d", rack, g, b);
	CHECK_MSG(g == b, msg);
	printf("%s\n", msg);
	for (int i = 0; i < g && i < b; i++)
		if (strcmp(gen_keys[i], brute_keys[i]) != 0) {
			/* Bounded so every target's compiler sees the message fits. */
			snprintf(msg, sizeof msg, "rack %.8s: first difference %.*s vs %.*s", rack,
				 KEY_LEN, gen_keys[i], KEY_LEN, brute_keys[i]);
			CHECK_MSG(false, msg);
			break;
		}
}

static const char *empty_board(void)
{
	static char e[WORDS_SQUARES + 1];
	memset(e, '.', WORDS_SQUARES);
	return e;
}

static void test_brute_empty(void)
{
	compare(empty_board(), "AE");
	compare(empty_board(), "?S");
	compare(empty_board(), "QIS");
	compare(empty_board(), "RE?");
}

static void test_brute_midgame(void)
{
	compare(MIDGAME, "AE");
	compare(MIDGAME, "?S");
	compare(MIDGAME, "EATS");
	compare(MIDGAME, "RE?");
	/* Two blanks with a real tile: a blank may stand for a letter the rack
	 * holds, before or after the one that must be a blank (EB: e?, b?). */
	compare(MIDGAME, "E??");
}

static void test_brute_runs(void)
{
	compare(RUNS, "STAC");
	compare(RUNS, "CR?");
	compare(RUNS, "PLS");
	compare(RUNS, "HAPS");
}

static void test_brute_edges(void)
{
	compare(EDGES, "AE");
	compare(EDGES, "ZO?");
	compare(EDGES, "SITE");
	compare(EDGES, "??");
}

/* Larger racks: no brute force, but every move must be legal and exact. */
static void test_verify_large(void)
{
	set_position(empty_board(), "RETIN??");
	int n = generate_and_verify("RETIN??");
	CHECK(n > 1000);
	set_position(MIDGAME, "RETINA?");
	generate_and_verify("RETINA?");
	set_position(MIDGAME, "RETINAS");
	generate_and_verify("RETINAS");
	set_position(EDGES, "AEIRST?");
	generate_and_verify("AEIRST?");
	set_position(EDGES, "E???"); /* more blanks than a set has: the general path */
	CHECK(generate_and_verify("E???") > 10000);
}

static const char *const positions[] = {MIDGAME, EDGES, RUNS, NULL /* the empty board */};
static const char *const racks[] = {"RETIN??", "RETINA?", "RETINAS", "AEIRST?", "QZJ?XK?", "EE"};
#define N_POSITIONS (int)(sizeof positions / sizeof positions[0])
#define N_RACKS (int)(sizeof racks / sizeof racks[0])

static struct words_gen_move all[MAX_MOVES];

/* Top N (pruned by score bounds) for N = 1, 2, 5, 64 equals the head of the
 * sorted full list on the game's board (set_position) with rack; COUNT
 * counts them all.  where names the position in a failure. */
static void check_top_with(const struct dict *d, const char *where, const char *rack)
{
	static const int caps[] = {1, 2, 5, 64};
	static struct words_gen_move top[64];
	struct words_gen_list la, lc;
	words_gen_list_init(&la, all, MAX_MOVES, WORDS_GEN_ALL);
	CHECK_INT(words_gen_moves(&dict, game.pos.board, rack, &la), 0);
	CHECK(!la.overflow);
	words_gen_sort(&la);
	words_gen_list_init(&lc, NULL, 0, WORDS_GEN_COUNT);
	CHECK_INT(words_gen_moves(&dict, game.pos.board, rack, &lc), 0);
	CHECK_INT(lc.total, la.total);
	CHECK_INT(lc.count, 0);
	for (size_t c = 0; c < sizeof caps / sizeof caps[0]; c++) {
		struct words_gen_list lt;
		words_gen_list_init(&lt, top, caps[c], WORDS_GEN_TOP);
		CHECK_INT(words_gen_moves(d, game.pos.board, rack, &lt), 0);
		words_gen_sort(&lt);
		CHECK_INT(lt.count, la.count < caps[c] ? la.count : caps[c]);
		CHECK(lt.total <= la.total);
		for (int i = 0; i < lt.count; i++) {
			const struct words_gen_move *x = &lt.moves[i], *y = &la.moves[i];
			if (x->score != y->score || x->square != y->square || x->dir != y->dir ||
			    strcmp(x->word, y->word) != 0) {
				char msg[200];
				snprintf(msg, sizeof msg,
					 "%s rack %s top %d: #%d is %s %d at %d/%d, "
					 "the full list has %s %d at %d/%d",
					 where, rack, caps[c], i, x->word, x->score, x->square, x->dir,
					 y->word, y->score, y->square, y->dir);
				CHECK_MSG(false, msg);
				break;
			}
		}
	}
}

static void check_top(const char *where, const char *rack)
{
	check_top_with(&dict, where, rack);
}

/* check_top on every fixed position and rack (blanks included). */
static void test_top(void)
{
	static struct words_gen_move top[64];
	for (int p = 0; p < N_POSITIONS; p++)
		for (int r = 0; r < N_RACKS; r++) {
			set_position(positions[p] ? positions[p] : empty_board(), racks[r]);
			char where[32];
			snprintf(where, sizeof where, "position %d", p);
			check_top(where, racks[r]);
		}
	/* A small buffer in all-moves mode overflows and says so, and still
	 * counts every move: as many distinct moves as the rules core accepts
	 * from a list with room for all of them (whatever the word list). */
	struct words_gen_list ls;
	set_position(MIDGAME, "RETINA?");
	int every = generate_and_verify("RETINA?");
	CHECK(every > 5);
	words_gen_list_init(&ls, top, 5, WORDS_GEN_ALL);
	CHECK_INT(words_gen_moves(&dict, game.pos.board, "RETINA?", &ls), 0);
	CHECK(ls.overflow);
	CHECK_INT(ls.count, 5);
	CHECK_INT(ls.total, every);
}

/* An empty square next to a tile (or the centre of an empty board). */
static bool is_anchor(const char *b, int r, int c, bool empty)
{
	if (b[r * 15 + c])
		return false;
	if (empty)
		return r * 15 + c == WORDS_CENTRE;
	return (r > 0 && b[(r - 1) * 15 + c]) || (r < 14 && b[(r + 1) * 15 + c]) ||
	       (c > 0 && b[r * 15 + c - 1]) || (c < 14 && b[r * 15 + c + 1]);
}

/* The score bounds of the best-only search are upper bounds on the game's
 * board with rack: every play generated from an anchor (its leftmost anchor
 * square) with a left part of len rack tiles scores at most the bound for
 * that anchor and len, and plays of fewer than seven tiles at most the
 * no-bingo bound.  Returns how many bounds some play meets exactly. */
static int check_bounds(const char *where, const char *rack, bool empty)
{
	static int best[2][WORDS_SQUARES][WORDS_RACK_SIZE], best_nb[2][WORDS_SQUARES][WORDS_RACK_SIZE];
	const char *b = game.pos.board;
	int exact = 0;
	struct words_gen_list la;
	words_gen_list_init(&la, all, MAX_MOVES, WORDS_GEN_ALL);
	CHECK_INT(words_gen_moves(&dict, b, rack, &la), 0);
	for (int d = 0; d < 2; d++)
		for (int q = 0; q < WORDS_SQUARES; q++)
			for (int k = 0; k < WORDS_RACK_SIZE; k++)
				best[d][q][k] = best_nb[d][q][k] = -1;
	for (int i = 0; i < la.count; i++) {
		const struct words_gen_move *m = &all[i];
		int row = m->dir ? m->square % 15 : m->square / 15;
		int start = m->dir ? m->square / 15 : m->square % 15, col = start;
		/* In the move's orientation: square (row, c) of the board. */
#define SQ(rr, cc) (m->dir ? (cc) * 15 + (rr) : (rr) * 15 + (cc))
		while (!(m->dir ? is_anchor(b, col, row, empty) : is_anchor(b, row, col, empty)))
			col++;
		int len = col > start && b[SQ(row, col - 1)] ? 0 : col - start;
#undef SQ
		int sq = m->dir ? col * 15 + row : row * 15 + col;
		if (m->score > best[m->dir][sq][len])
			best[m->dir][sq][len] = m->score;
		if (m->count < WORDS_RACK_SIZE && m->score > best_nb[m->dir][sq][len])
			best_nb[m->dir][sq][len] = m->score;
	}
	for (int d = 0; d < 2; d++)
		for (int q = 0; q < WORDS_SQUARES; q++)
			for (int k = 0; k < WORDS_RACK_SIZE; k++) {
				if (best[d][q][k] < 0)
					continue;
				int bound, nb;
				CHECK_INT(words_gen_bound(&dict, b, rack, d, q, k, &bound, &nb), 0);
				exact += bound == best[d][q][k];
				if (best[d][q][k] > bound || best_nb[d][q][k] > nb) {
					char msg[200];
					snprintf(msg, sizeof msg,
						 "%s rack %s anchor %d dir %d left %d: a play scores %d "
						 "(%d without bingo), bound %d (%d)",
						 where, rack, q, d, k, best[d][q][k], best_nb[d][q][k], bound, nb);
					CHECK_MSG(false, msg);
				}
			}
	return exact;
}

/* check_bounds on every fixed position and rack.  Some play meets its bound
 * exactly (RETIN?? on the empty board: ENTIRes 62), so a bound one too low
 * fails here. */
static void test_bounds(void)
{
	int exact = 0;
	for (int p = 0; p < N_POSITIONS; p++)
		for (int r = 0; r < N_RACKS; r++) {
			set_position(positions[p] ? positions[p] : empty_board(), racks[r]);
			char where[32];
			snprintf(where, sizeof where, "position %d", p);
			exact += check_bounds(where, racks[r], positions[p] == NULL);
		}
	CHECK(exact > 0);
	int bound, nb;
	set_position(empty_board(), "RETIN??");
	CHECK_INT(words_gen_bound(&dict, game.pos.board, "RETIN??", WORDS_ACROSS, WORDS_CENTRE, 0,
				  &bound, &nb),
		  0);
	CHECK_INT(words_gen_bound(&dict, game.pos.board, "RETIN??", WORDS_ACROSS, 0, 0, &bound, &nb),
		  WORDS_GEN_ERR_BAD_ARGUMENT);
}

/* Two things the bounds know besides premiums and tile values, each pinned
 * on a square where it decides the bound:
 * - a square whose cross-check takes no real tile of the rack holds the
 *   blank (0 points): X on G8, rack Z?: G7 (a double letter with the
 *   cross-word ?X) only takes A, E or O, so the Z goes on F7 or H7 and the
 *   bound is Z 10 + X 8 = 18 (ZA F7 with a blank A), not the 48 of a Z on G7;
 * - a run of tiles where no word has it ends every span: G6 down on the
 *   mid-game board with a left part of 4 (from G2) can only place a 7th tile
 *   on G14, which puts SUN 9 letters into the word; no word has that, so
 *   no bingo (50 points) is credited there. */
static void test_bound_rules(void)
{
	int bound, nb;
	static char board[WORDS_SQUARES];
	memset(board, 0, sizeof board);
	board[7 * 15 + 6] = 'X'; /* G8 */
	for (int len = 0; len <= 1; len++) {
		CHECK_INT(words_gen_bound(&dict, board, "Z?", WORDS_ACROSS, 6 * 15 + 6, len, &bound, &nb), 0);
		CHECK_INT(bound, 18);
		CHECK_INT(nb, 18);
	}
	set_position(MIDGAME, "RETINA?");
	CHECK_INT(words_gen_bound(&dict, game.pos.board, "RETINA?", WORDS_DOWN, 5 * 15 + 6, 4, &bound, &nb), 0);
	CHECK_INT(bound, nb);
}

/* The left parts of an anchor the board narrows (tiles after it, or a
 * cross-word) are walked outwards from the anchor in the GADDAG; without a
 * GADDAG (an older blob) they are spelled from the DAWG's root.  Both give
 * the same full list and best-only its head on every fixed position, and on
 * the mid-game board the GADDAG reads far fewer dictionary edges where the
 * DAWG spelled every left part before meeting the anchor: D12 across takes
 * only an S (JAILS), F13 only what comes before NOW. */
static void test_gaddag_walk(void)
{
	static struct dict without;
	static struct words_gen_move plain[MAX_MOVES];
	without = dict;
	without.gaddag.edge_count = 0;
	CHECK(dict_gaddag(&dict) != NULL);
	CHECK(dict_gaddag(&without) == NULL);
	for (int p = 0; p < N_POSITIONS; p++)
		for (int r = 0; r < N_RACKS; r++) {
			set_position(positions[p] ? positions[p] : empty_board(), racks[r]);
			char where[48];
			snprintf(where, sizeof where, "position %d without the GADDAG", p);
			check_top_with(&without, where, racks[r]);
			struct words_gen_list la, lp;
			words_gen_list_init(&la, all, MAX_MOVES, WORDS_GEN_ALL);
			words_gen_list_init(&lp, plain, MAX_MOVES, WORDS_GEN_ALL);
			CHECK_INT(words_gen_moves(&dict, game.pos.board, racks[r], &la), 0);
			CHECK_INT(words_gen_moves(&without, game.pos.board, racks[r], &lp), 0);
			CHECK_INT(lp.count, la.count);
			words_gen_sort(&la);
			words_gen_sort(&lp);
			for (int i = 0; i < la.count && i < lp.count; i++)
				if (all[i].score != plain[i].score || all[i].square != plain[i].square ||
				    all[i].dir != plain[i].dir || all[i].count != plain[i].count ||
				    all[i].through != plain[i].through || strcmp(all[i].word, plain[i].word)) {
					char msg[160];
					snprintf(msg, sizeof msg, "%s rack %s: play %d is %s %d, %s %d with the GADDAG",
						 where, racks[r], i, plain[i].word, plain[i].score, all[i].word,
						 all[i].score);
					CHECK_MSG(false, msg);
					break;
				}
		}
	static const char *const blank_racks[] = {"RETINA?", "RETIN??"};
	for (int r = 0; r < 2; r++) {
		static struct words_gen_move a[1], b[1];
		struct words_gen_list la, lb;
		set_position(MIDGAME, blank_racks[r]);
		words_gen_list_init(&la, a, 1, WORDS_GEN_TOP);
		words_gen_list_init(&lb, b, 1, WORDS_GEN_TOP);
		CHECK_INT(words_gen_moves(&dict, game.pos.board, blank_racks[r], &la), 0);
		CHECK_INT(words_gen_moves(&without, game.pos.board, blank_racks[r], &lb), 0);
		CHECK_INT(a[0].score, b[0].score);
		CHECK_STR(a[0].word, b[0].word);
		char msg[120];
		snprintf(msg, sizeof msg, "mid-game %s best only: %ld edges with the GADDAG, %ld without",
			 blank_racks[r], la.edges, lb.edges);
		CHECK_MSG(la.edges > 0 && 2 * la.edges < lb.edges, msg);
	}
}

/* Positions from seeded games (each turn a seeded choice among the eight
 * best plays, so the boards differ from game to game): on each, with the
 * rack of the player to move as drawn and with tiles turned into blanks
 * until it holds one and two (as many as a set has), best-only (and top N) equals the head of the full
 * list and the bounds hold. */
static void test_seeded_positions(void)
{
	static struct words_gen_move head[8];
	int positions_seen = 0;
	for (uint64_t seed = 1; seed <= 6; seed++) {
		struct words_options o = {0};
		CHECK_INT(words_init(&game, 2, seed, &o, (struct words_lexicon){lex_contains, &dict}), WORDS_OK);
		struct words_rng rng;
		words_rng_seed(&rng, seed);
		for (int turn = 0; turn < 30 && !words_is_over(&game); turn++) {
			char rack[3][WORDS_RACK_SIZE + 1], where[48];
			snprintf(rack[0], sizeof rack[0], "%s", game.pos.rack[game.pos.current]);
			snprintf(rack[1], sizeof rack[1], "%s", rack[0]);
			snprintf(rack[2], sizeof rack[2], "%s", rack[0]);
			for (int r = 1; r < 3; r++) { /* at least r blanks: tiles turned into blanks */
				int blanks = 0;
				for (char *t = rack[r]; *t; t++)
					blanks += *t == '?';
				for (char *t = rack[r]; *t && blanks < r; t++)
					if (*t != '?') {
						*t = '?';
						blanks++;
					}
			}
			snprintf(where, sizeof where, "seed %llu turn %d", (unsigned long long)seed, turn);
			bool empty = true;
			for (int i = 0; i < WORDS_SQUARES; i++)
				empty &= !game.pos.board[i];
			for (int r = 0; r < 3; r++) {
				check_top(where, rack[r]);
				check_bounds(where, rack[r], empty);
			}
			positions_seen++;
			struct words_gen_list l;
			words_gen_list_init(&l, head, 8, WORDS_GEN_TOP);
			CHECK_INT(words_gen_moves(&dict, game.pos.board, rack[0], &l), 0);
			if (l.count == 0) {
				CHECK_INT(words_pass(&game), WORDS_OK);
				continue;
			}
			words_gen_sort(&l);
			struct words_move m;
			struct words_result res;
			words_gen_to_move(&head[words_rng_below(&rng, (uint32_t)l.count)], &m);
			CHECK_INT(words_play(&game, &m, &res), WORDS_OK);
		}
	}
	CHECK(positions_seen > 100);
}

static void test_errors(void)
{
	struct words_gen_list l;
	words_gen_list_init(&l, moves, MAX_MOVES, WORDS_GEN_ALL);
	set_position(empty_board(), "");
	CHECK_INT(words_gen_moves(&dict, game.pos.board, "AB1", &l), WORDS_GEN_ERR_RACK);
	CHECK_INT(words_gen_moves(&dict, game.pos.board, "ABCDEFGH", &l), WORDS_GEN_ERR_RACK);
	CHECK_INT(words_gen_moves(NULL, game.pos.board, "AB", &l), WORDS_GEN_ERR_BAD_ARGUMENT);
	game.pos.board[3] = '#';
	CHECK_INT(words_gen_moves(&dict, game.pos.board, "AB", &l), WORDS_GEN_ERR_BOARD);
	game.pos.board[3] = 0;
	CHECK_INT(words_gen_moves(&dict, game.pos.board, "", &l), 0);
	CHECK_INT(l.count, 0);
}

int main(void)
{
	if (!check_dict_open(&dict))
		return check_finish();
	RUN(test_errors);
	RUN(test_top);
	RUN(test_bounds);
	RUN(test_bound_rules);
	RUN(test_gaddag_walk);
	RUN(test_seeded_positions);
	RUN(test_verify_large);
	RUN(test_brute_empty);
	RUN(test_brute_midgame);
	RUN(test_brute_edges);
	RUN(test_brute_runs);
	return check_finish();
}
