/* A written record for each house rule: short games played through the
 * rules core under each rule (tests/records/written/NAME.gcg holds what
 * tessera must write for them, looked at line by line when made), and each
 * golden record replays to the game's scores.  GOLDEN_UPDATE=1 rewrites the
 * files instead of comparing (then look at the diff). */
#include "check.h"
#include "core/words/gcg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct words_game game;
static struct gcg_record rec;
static struct gcg_replay rp;
static char text[1 << 16], golden[1 << 16];

/* The words these games play; anything else is a phony. */
static bool lexicon_has(const void *ctx, const char *word, int len)
{
	static const char *const words[] = {"WINDY", "HIT", "AG", "YA", "HE", "YE", "WE", "HEY"};
	(void)ctx;
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if ((int)strlen(words[i]) == len && memcmp(words[i], word, (size_t)len) == 0)
			return true;
	return false;
}

static const struct words_lexicon lexicon = {lexicon_has, NULL};

/* Plays "COORD WORD" (GCG notation) for the player to move, with rack set
 * first; a lower-case letter is a blank. */
static void play(const char *rack, const char *move, enum words_status want)
{
	struct notation_move m;
	struct notation_error ne;
	struct notation_board board;
	struct notation_placement pl[NOTATION_RACK];
	struct words_move wm;
	struct words_result r;
	CHECK_INT(words_set_rack(&game, game.pos.current, rack), WORDS_OK);
	CHECK_INT(notation_move_parse(move, strlen(move), &m, &ne), NOTATION_OK);
	memcpy(board.sq, game.pos.board, sizeof board.sq);
	int n = notation_move_tiles(&m, &board, pl, &ne);
	CHECK_MSG(n > 0, move);
	words_move_clear(&wm);
	for (int k = 0; k < n; k++)
		words_move_add(&wm, pl[k].square, pl[k].tile);
	CHECK_INT(words_play(&game, &wm, &r), want);
}

static void challenge(bool want_upheld)
{
	bool upheld = !want_upheld;
	CHECK_INT(words_challenge(&game, &upheld, NULL), WORDS_OK);
	CHECK_INT(upheld, want_upheld);
}

static void pass(const char *rack)
{
	CHECK_INT(words_set_rack(&game, game.pos.current, rack), WORDS_OK);
	CHECK_INT(words_pass(&game), WORDS_OK);
}

static void start(enum words_challenge ch, bool interchange, bool must_play, bool redraw,
		  enum words_end_rule end)
{
	struct words_options o = {ch, interchange, must_play, redraw, end};
	CHECK_INT(words_init(&game, 2, 1, &o, lexicon), WORDS_OK);
	CHECK_INT(words_set_rack(&game, 1, "AEHRSTU"), WORDS_OK);	/* no tile ann needs */
	/* 8D WINDY: W on the double letter D8 = 8, I N D Y = 8, doubled: 32. */
	play("ADEINWY", "8D WINDY", WORDS_OK);
}

/* Each house rule's game. */
static void game_enforced(void)
{
	start(WORDS_CHALLENGE_ENFORCED, false, false, false, WORDS_END_TOURNAMENT);
	play("AEHRSTU", "E7 H.T", WORDS_OK);
	play("AEGILRZ", "9H AZ", WORDS_ERR_NOT_IN_DICT); /* refused: the turn goes on */
	play("AEGILRZ", "9H AG", WORDS_OK);
}

static void game_single(void)
{
	start(WORDS_CHALLENGE_SINGLE, false, false, false, WORDS_END_TOURNAMENT);
	play("AEHRSTU", "E7 H.T", WORDS_OK);
	play("AEGILRZ", "9H AZ", WORDS_OK);	/* a phony ... */
	challenge(true);			/* ... withdrawn */
	play("AEHRSTU", "9H HE", WORDS_OK);
}

static void game_double(void)
{
	start(WORDS_CHALLENGE_DOUBLE, false, false, false, WORDS_END_TOURNAMENT);
	play("AEHRSTU", "E7 H.T", WORDS_OK);
	play("AEGILRZ", "9H AG", WORDS_OK);
	challenge(false);			/* bob loses his turn */
	pass("AEGILRZ");
}

static void game_five_point(void)
{
	start(WORDS_CHALLENGE_FIVE_POINT, false, false, false, WORDS_END_TOURNAMENT);
	play("AEHRSTU", "E7 H.T", WORDS_OK);
	play("AEGILRZ", "9H AG", WORDS_OK);
	challenge(false);			/* +5 to ann; bob plays on */
	pass("AEHRSTU");
}

/* Six scoreless turns end the game: each player loses the tiles left. */
static void game_classic_end(void)
{
	start(WORDS_CHALLENGE_SINGLE, false, false, false, WORDS_END_CLASSIC);
	pass("AEHRSTU");
	pass("AEGILRZ");
	pass("AEHRSTU");
	pass("AEGILRZ");
	pass("AEHRSTU");
	pass("AEGILRZ");
}

static void game_interchange(bool must_play)
{
	CHECK_INT(words_init(&game, 2, 1, &(struct words_options){WORDS_CHALLENGE_SINGLE, true, must_play, false,
								 WORDS_END_TOURNAMENT},
			     lexicon),
		  WORDS_OK);
	CHECK_INT(words_set_rack(&game, 1, "AEHRSTY"), WORDS_OK);
	/* The blank as the Y on H8: (8 + 1 + 1 + 2 + 0) x 2 = 24. */
	play("ADEINW?", "8D WINDy", WORDS_OK);
	CHECK_INT(words_swap_blank(&game, 7 * 15 + 7), WORDS_OK);	/* the Y for the blank */
	play("AEHRST?", "9G hE", WORDS_OK);
}

static void game_interchange_on(void)
{
	game_interchange(false);
}

static void game_interchange_must_play(void)
{
	game_interchange(true);
}

static void game_kind_redraw(void)
{
	start(WORDS_CHALLENGE_SINGLE, false, false, true, WORDS_END_TOURNAMENT);
	CHECK_INT(words_set_rack(&game, 1, "AEEEHRY"), WORDS_OK);
	CHECK_INT(words_kind_redraw(&game, 'E'), WORDS_OK);
	char drawn[WORDS_RACK_SIZE + 1];
	memcpy(drawn, game.pos.rack[1], sizeof drawn);	/* not the rack itself: set_rack clears it */
	pass(drawn);
}

static const struct {
	const char *name;
	void (*play)(void);
} games[] = {
	{"challenge-enforced", game_enforced},
	{"challenge-single", game_single},
	{"challenge-double", game_double},
	{"challenge-five-point", game_five_point},
	{"end-classic", game_classic_end},
	{"interchange", game_interchange_on},
	{"interchange-must-play", game_interchange_must_play},
	{"kind-redraw", game_kind_redraw},
};

static void test_written_records(void)
{
	static const struct gcg_player names[2] = {{"ann", "Ann Ito"}, {"bob", ""}};
	const char *src = getenv("TESSERA_SRC");
	bool update = getenv("GOLDEN_UPDATE") && *getenv("GOLDEN_UPDATE") == '1';
	static char detail[sizeof text + sizeof golden + 64];
	char path[1024], msg[256];
	for (size_t i = 0; i < sizeof games / sizeof *games; i++) {
		games[i].play();
		CHECK_INT(gcg_from_game(&game, names, &rec), GCG_OK);
		int n = gcg_write(&rec, text, sizeof text);
		CHECK(n > 0);
		snprintf(path, sizeof path, "%s/tests/records/written/%s.gcg", src && *src ? src : ".", games[i].name);
		FILE *f = fopen(path, update ? "wb" : "rb");
		CHECK_MSG(f != NULL, path);
		if (!f)
			continue;
		if (update) {
			fwrite(text, 1, (size_t)n, f);
			fclose(f);
			continue;
		}
		size_t len = fread(golden, 1, sizeof golden - 1, f);
		fclose(f);
		golden[len] = '\0';
		snprintf(detail, sizeof detail, "%s: written\n%s--- expected\n%s", games[i].name, text, golden);
		CHECK_MSG(len == (size_t)n && memcmp(text, golden, len) == 0, detail);
		/* The golden record replays to the game's scores. */
		struct gcg_error e;
		int rc = gcg_parse(golden, len, &rec, &e);
		if (!rc)
			rc = gcg_replay(&rec, &rp, NULL, NULL, &e);
		gcg_error_format(&e, msg, sizeof msg);
		snprintf(detail, sizeof detail, "%s: %s", games[i].name, rc ? msg : "ok");
		CHECK_MSG(rc == GCG_OK, detail);
		for (int p = 0; p < 2 && !rc; p++)
			CHECK_INT(rp.total[rp.player[p]], game.pos.score[p]);
		/* And the house rules come back from the note. */
		const struct words_options *a = &rp.options, *b = &game.options;
		CHECK_MSG(a->challenge == b->challenge && a->end_rule == b->end_rule &&
				  a->blank_interchange == b->blank_interchange &&
				  a->interchange_must_play == b->interchange_must_play && a->kind_redraw == b->kind_redraw,
			  games[i].name);
	}
}

int main(void)
{
	RUN(test_written_records);
	return check_finish();
}
