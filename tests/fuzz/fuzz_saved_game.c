/* The saved-game loader: a valid saved game of either kind (one of a few
 * seeded games, saved by the shell as the app saves it) corrupted by the
 * fuzzer's bytes, then loaded through the app's own check (shell_resume:
 * the settings for range, the game replayed by the rules core) and, when
 * accepted, shown: rendered whole into a canvas, tapped, rendered again.
 * No input may crash or trip a sanitizer; an accepted Words game must
 * replay again as the table holds it.
 *
 * The input: one byte choosing the game (byte % 6) and the screen (a small
 * landscape or portrait one: the tables read the same game whatever their
 * size, and a small canvas keeps a run quick), then mutations until it
 * runs out, each an op byte and its operands:
 *   op % 4 == 0  write 1..8 bytes at an offset of the whole blob
 *   op % 4 == 1  flip bits of one byte at an offset
 *   op % 4 == 2  set a named field (the table below; an element index for
 *                arrays) to a value of 1, 2, 4 or 8 bytes
 *   op % 4 == 3  fill a named field's element with one byte (strings
 *                without their NUL)
 * Offsets are 3 bytes little-endian, modulo the blob's size.
 *
 * Built with -DFUZZ_SAVED_TRUST it resumes the way shell_resume did before
 * the check (the saved game handed to the table as read): `make
 * fuzz-saved_game-trusting` shows the crashes the check prevents. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/shell.h"
#include "../unit/words_random.h"

enum { BASES = 6, SIZES = 2 };
static const int SIZE[SIZES][2] = { { 320, 240 }, { 240, 320 } };

static struct shell sh;
static void *mem;
static size_t mem_size;
static uint32_t pixels[320 * 240];
static struct canvas canvas;
static int W = 320, H = 240;
static const struct words_lexicon LEX = { words_random_no_z, NULL };
static struct shell_saved bases[BASES], saved;
/* The game the blob was saved as: the file's name, which no mutation changes. */
static enum shell_screen kind;

/* ---- the named fields ---------------------------------------------------------------- */

struct field {
	size_t offset, size, count, stride;
};

#define WG(m) offsetof(struct shell_saved, game.words.m)
#define RG(m) offsetof(struct shell_saved, game.reversi.m)
#define ST(m) offsetof(struct shell_saved, settings.m)
#define TURN sizeof(struct words_turn)
static const struct field FIELDS[] = {
	{ offsetof(struct shell_saved, screen), 4, 1, 0 },
	{ ST(players), 4, 1, 0 },
	{ ST(seat), 4, WORDS_MAX_PLAYERS, 4 },
	{ ST(rules.challenge), 4, 1, 0 },
	{ ST(hints), 1, 1, 0 },
	{ ST(reversi_opponent), 4, 1, 0 },
	{ WG(options.challenge), 4, 1, 0 },
	{ WG(options.blank_interchange), 1, 3, 1 },
	{ WG(options.end_rule), 4, 1, 0 },
	{ WG(seed), 8, 1, 0 },
	{ WG(pos.board), 1, WORDS_SQUARES, 1 },
	{ WG(pos.rack), 1, WORDS_MAX_PLAYERS * (WORDS_RACK_SIZE + 1), 1 },
	{ WG(pos.bag), 1, WORDS_TILE_COUNT, 1 },
	{ WG(pos.bag_len), 1, 8, 1 },	/* bag_len .. turn_started */
	{ WG(pos.challengeable), 2, 1, 0 },
	{ WG(pos.score), 2, WORDS_MAX_PLAYERS, 2 },
	{ WG(pos.log_len), 2, 1, 0 },
	{ WG(pos.turns), 2, 1, 0 },
	{ WG(pos.bag_rng), 8, 4, 8 },
	{ WG(pos.shuffle_rng), 8, 4, 8 },
	{ WG(stage.count), 1, 1, 0 },
	{ WG(stage.tiles), 1, 3 * WORDS_RACK_SIZE, 1 },
	{ WG(log[0].player), 1, 64, TURN },
	{ WG(log[0].kind), 1, 64, TURN },
	{ WG(log[0].square), 1, 64, TURN },
	{ WG(log[0].dir), 1, 64, TURN },
	{ WG(log[0].score), 2, 64, TURN },
	{ WG(log[0].total), 2, 64, TURN },
	{ WG(log[0].rack), WORDS_RACK_SIZE + 1, 64, TURN },
	{ WG(log[0].tiles), WORDS_TURN_TILES, 64, TURN },
	{ WG(log[0].word), WORDS_WORD_MAX, 64, TURN },
	{ WG(undo_head), 1, 2, 1 },
	{ RG(n_moves), 4, 1, 0 },
	{ RG(moves), 1, REVERSI_MAX_MOVES, 1 },
	{ RG(pos.turn), 4, 1, 0 },
	{ RG(pos.disc), 8, 2, 8 },
	{ RG(start.turn), 4, 1, 0 },
	{ RG(start.disc), 8, 2, 8 },
	{ RG(before[0].turn), 4, REVERSI_MAX_MOVES, sizeof(struct reversi_pos) },
	{ RG(before[0].disc), 8, 2 * REVERSI_MAX_MOVES, 8 },
	{ offsetof(struct shell_saved, kept), 4, 1, 0 },	/* under the menu: 0, 1 or nonsense */
};
#define NFIELDS (sizeof FIELDS / sizeof FIELDS[0])

/* ---- the seeded games -------------------------------------------------------------- */

static int start_shell(const struct menu_settings *set, enum shell_screen at)
{
	struct shell_options o = { .width = W, .height = H, .scale = 1.0f, .seed = 11, .lexicon = &LEX,
				   .settings = set, .start = at };
	return shell_init(&sh, &o, mem, mem_size);
}

/* A Words game of `actions` random turns (plays where one is found,
 * challenges, passes, exchanges, a blank swap, a tile left staged). */
static void words_base(struct shell_saved *out, int players, enum words_challenge mode, int actions)
{
	struct menu_settings set;
	struct words_rng rng;
	struct words_result r;
	struct words_move m;
	menu_settings_default(&set);
	set.players = players;
	set.rules.challenge = mode;
	set.rules.blank_interchange = true;
	set.rules.kind_redraw = players == 3;
	if (start_shell(&set, SHELL_WORDS))
		abort();
	struct words_game *g = &sh.words.game;
	words_rng_seed(&rng, (uint64_t)actions * 31 + (uint64_t)players);
	for (int a = 0; a < actions && !words_is_over(g); a++) {
		uint32_t roll = words_rng_below(&rng, 10);
		bool upheld;
		if (roll == 0 && words_challenge(g, &upheld, &r) == WORDS_OK)
			continue;
		if (roll == 1 && words_exchange(g, "E") == WORDS_OK)
			continue;
		int t = 0;
		do
			words_random_move(g, &rng, &m);
		while (words_play(g, &m, &r) != WORDS_OK && ++t < 80);
		if (t == 80 && words_pass(g) != WORDS_OK)
			words_take_back(g);
	}
	while (words_is_over(g) && words_take_back(g) == WORDS_OK)
		continue;	/* a finished game is not saved */
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		if (g->pos.board[sq] >= 'a' && g->pos.board[sq] <= 'z' && words_swap_blank(g, sq) == WORDS_OK)
			break;
	for (int sq = 0; sq < WORDS_SQUARES && !g->stage.count; sq++)
		words_stage_place(g, 0, sq, 'E');
	if (!shell_snapshot(&sh, out))
		abort();
}

static void reversi_base(struct shell_saved *out, int moves)
{
	struct menu_settings set;
	struct words_rng rng;
	menu_settings_default(&set);
	set.reversi_opponent = MENU_HUMAN;
	if (start_shell(&set, SHELL_REVERSI))
		abort();
	struct reversi_game *g = &sh.reversi.game;
	words_rng_seed(&rng, (uint64_t)moves);
	for (int i = 0; i < moves && !reversi_game_is_over(g); i++) {
		uint64_t legal = reversi_pos_moves(&g->pos);
		for (uint32_t k = words_rng_below(&rng, (uint32_t)reversi_popcount(legal)); k; k--)
			legal &= legal - 1;
		reversi_game_play(g, __builtin_ctzll(legal));
		if (i == moves / 2)
			reversi_game_undo(g, 1);
	}
	if (!shell_snapshot(&sh, out))
		abort();
}

static void make_bases(void)
{
	for (int i = 0; i < SIZES; i++) {
		struct shell_options o = { .width = SIZE[i][0], .height = SIZE[i][1], .scale = 1.0f, .lexicon = &LEX };
		size_t n = shell_memory_size(&o);
		mem_size = n > mem_size ? n : mem_size;
	}
	mem = aligned_alloc(16, (mem_size + 15) & ~(size_t)15);
	if (!mem)
		abort();
	words_base(&bases[0], 2, WORDS_CHALLENGE_ENFORCED, 12);
	words_base(&bases[1], 3, WORDS_CHALLENGE_SINGLE, 30);
	words_base(&bases[2], 4, WORDS_CHALLENGE_FIVE_POINT, 45);
	words_base(&bases[3], 2, WORDS_CHALLENGE_DOUBLE, 90);
	reversi_base(&bases[4], 9);
	reversi_base(&bases[5], 44);
}

/* ---- the corruption ----------------------------------------------------------------------- */

static size_t take(const uint8_t **p, const uint8_t *end, size_t n, uint64_t *v)
{
	*v = 0;
	size_t k = 0;
	for (; k < n && *p < end; k++, (*p)++)
		*v |= (uint64_t)**p << (8 * k);
	return k;
}

static void corrupt(unsigned char *blob, const uint8_t *p, const uint8_t *end)
{
	uint64_t op, a, b;
	while (take(&p, end, 1, &op)) {
		switch (op % 4) {
		case 0:
		case 1:
			take(&p, end, 3, &a);
			a %= sizeof saved;
			if (op % 4 == 1) {
				take(&p, end, 1, &b);
				blob[a] ^= (unsigned char)b;
				break;
			}
			for (uint64_t n = 1 + (op >> 2) % 8; n && p < end && a < sizeof saved; n--)
				blob[a++] = *p++;
			break;
		default: {
			take(&p, end, 1, &a);
			const struct field *f = &FIELDS[a % NFIELDS];
			take(&p, end, 1, &b);
			size_t at = f->offset + (b % f->count) * f->stride;
			if (op % 4 == 3) {
				take(&p, end, 1, &b);
				memset(blob + at, (int)b, f->size);
			} else {
				size_t n = f->size < 8 ? f->size : 8;
				take(&p, end, n, &b);
				memcpy(blob + at, &b, n);	/* little-endian, as the targets */
			}
			break;
		}
		}
	}
}

/* ---- load and show --------------------------------------------------------------------------- */

#ifdef FUZZ_SAVED_TRUST
/* shell_resume before the check: the saved game handed to the table. */
static int resume(const struct shell_saved *s)
{
	if (s->screen != SHELL_WORDS && s->screen != SHELL_REVERSI)
		return -1;
	sh.settings = s->settings;
	sh.menu.set = s->settings;
	if (s->screen == SHELL_WORDS &&
	    (s->settings.players < WORDS_MIN_PLAYERS || s->settings.players > WORDS_MAX_PLAYERS ||
	     s->game.words.pos.players != s->settings.players))
		return -1;
	if (shell_start(&sh, (enum shell_screen)s->screen))
		return -1;
	if (s->screen == SHELL_WORDS)
		words_table_resume(&sh.words, &s->game.words);
	else
		reversi_table_resume(&sh.reversi, &s->game.reversi);
	return 0;
}
#else
static int resume(const struct shell_saved *s)
{
	char msg[256];
	msg[0] = 0;
	if (shell_resume(&sh, s, kind, msg, sizeof msg)) {
		if (!msg[0])
			abort();	/* a refusal always says why */
		return -1;
	}
	if (sh.screen == SHELL_WORDS) {
		static struct words_game again;
		if (words_replay(&again, &sh.words.game, LEX, NULL) != WORDS_OK)
			abort();
	}
	return 0;
}
#endif

static void tap(int x, int y, uint32_t t)
{
	struct pointer_event down = { POINTER_DOWN, x, y, t }, up = { POINTER_UP, x, y, t + 40 };
	shell_handle_event(&sh, &down);
	shell_handle_event(&sh, &up);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!mem)
		make_bases();
	if (!size)
		return 0;
	saved = bases[data[0] % BASES];
	kind = (enum shell_screen)saved.screen;
	W = SIZE[data[0] / BASES % SIZES][0];
	H = SIZE[data[0] / BASES % SIZES][1];
	canvas = (struct canvas){ .pixels = pixels, .width = W, .height = H, .stride = W };
	corrupt((unsigned char *)&saved, data + 1, data + size);
	if (start_shell(NULL, SHELL_MENU))
		abort();
	if (resume(&saved))
		return 0;
	shell_render_full(&sh, &canvas);
	/* A tile of the rack, the middle of the board, a button: what the
	 * table reads of the game when touched. */
	tap(W / 2, H - 20, 1000);
	tap(W / 3, H / 2, 2000);
	tap(W - 30, H - 30, 3000);
	struct damage d;
	damage_init(&d, W, H);
	shell_render(&sh, &canvas, &d);
	return 0;
}
