/* GCG replay through the rules core: a hand-written game verifies, each kind
 * of wrong line is reported at its line, and seeded random games written to
 * GCG, read back and replayed reproduce the same turns, scores and totals. */
#include "check.h"
#include "core/words/gcg.h"

#include <stdio.h>
#include <string.h>

static struct gcg_record rec, rec2;
static struct gcg_replay rp, rp2;
static struct words_game game;
static char text[1 << 16], text2[1 << 16];

/* Scores worked out by hand (premium squares of the standard board):
 *  4 ann 8D WINDY: W on D8 (DL) 8 + I 1 + N 1 + D 2 + Y on H8 (DW) 4 = 16, x2 = 32
 *  5 bob G7 H.T: H on G7 (DL) 8 + D 2 + T on G9 (DL) 2 = 12 (down through D)
 *  6 ann pass; 7 bob exchanges UU. */
static const char good[] =
	"#character-encoding UTF-8\n"
	"#player1 ann Ann\n"
	"#player2 bob Bob\n"
	">ann: ADEINWY 8D WINDY +32 32\n"
	">bob: AEHRSTU G7 H.T +12 12\n"
	">ann: AEEGILR - +0 32\n"
	">bob: AEERSUU -UU +0 12\n";

static int replay_text(const char *t, struct gcg_error *e)
{
	memset(e, 0, sizeof *e);
	int rc = gcg_parse(t, strlen(t), &rec, e);
	if (rc)
		return rc;
	return gcg_replay(&rec, &rp, NULL, NULL, e);
}

static int seen;
static void count_events(void *ctx, const struct gcg_record *r, int index,
			 const struct gcg_replay *state, const struct words_result *res)
{
	(void)ctx, (void)r, (void)state;
	seen++;
	if (index == 0) {
		CHECK(res != NULL);
		CHECK_INT(res->score, 32);
	}
}

static void test_good_game(void)
{
	struct gcg_error e;
	CHECK_INT(gcg_parse(good, strlen(good), &rec, &e), GCG_OK);
	seen = 0;
	CHECK_INT(gcg_replay(&rec, &rp, count_events, NULL, &e), GCG_OK);
	CHECK_INT(seen, 4);
	CHECK_INT(rp.total[0], 32);
	CHECK_INT(rp.total[1], 12);
	CHECK_INT(rp.game.pos.board[7 * 15 + 3], 'W');
	CHECK_INT(rp.game.pos.board[6 * 15 + 6], 'H');
	CHECK(!words_is_over(&rp.game));
	/* All 100 tiles are still accounted for after racks were set. */
	int total = 0;
	for (char c = 'A'; c <= 'Z'; c++)
		total += words_count_tiles(&rp.game.pos, c);
	total += words_count_tiles(&rp.game.pos, '?');
	CHECK_INT(total, 100);

	/* The second player in the file may move first: seats follow the moves. */
	const char *bob_first = "#player1 ann\n#player2 bob\n>bob: ADEINWY 8D WINDY +32 32\n"
				">ann: AEHRSTU G7 H.T +12 12\n";
	CHECK_INT(replay_text(bob_first, &e), GCG_OK);
	CHECK_INT(rp.seat[1], 0);
	CHECK_INT(rp.total[0], 12);
}

struct bad_replay {
	const char *replace, *with;
	int status, line;
	const char *msg;
};

static void test_wrong_lines(void)
{
	const struct bad_replay cases[] = {
		{"H.T +12 12", "H.T +15 15", GCG_ERR_MISMATCH, 5,
		 "score +15 does not match the play (computed +12)"},
		{"H.T +12 12", "H.T +12 13", GCG_ERR_MISMATCH, 5,
		 "total 13 does not match the scores so far (computed 12)"},
		{"-UU +0 12", "-UU +0 11", GCG_ERR_MISMATCH, 7, "total 11"},
		{"- +0 32", "- +3 35", GCG_ERR_MISMATCH, 6, "score +3 does not match the game"},
		{">bob: AEHRSTU", ">ann: AEHRSTU", GCG_ERR_MISMATCH, 5, "it is bob's turn, not ann's"},
		{"8D WINDY", "8A WINDY", GCG_ERR_REPLAY, 4, "8A WINDY is not a legal play"},
		{"G7 H.T", "G7 HOT", GCG_ERR_REPLAY, 5, "square 8G holds D but the move puts O there"},
		{"G7 H.T", "G6 H.T", GCG_ERR_REPLAY, 5, "square 7G is empty"},
		{"AEHRSTU G7", "AEERSTU G7", GCG_ERR_REPLAY, 5, "not on the rack"},
		{"AEHRSTU G7", "ZZHRSTU G7", GCG_ERR_REPLAY, 5, "no Z is left"},
		{"-UU +0 12", "-UV +0 12", GCG_ERR_REPLAY, 7, "exchange -UV is refused"},
		{"AEEGILR - +0 32", "AEEGILR -- -32 0", GCG_ERR_MISMATCH, 6,
		 "the challenged play is bob's, not ann's"},
		{"AEEGILR - +0 32", "(AEEGILR) +20 52", GCG_ERR_MISMATCH, 6, "the game is not over"},
		{"#player2 bob Bob\n", "#player2 bob Bob\n#tessera-rules challenge=sometimes\n",
		 GCG_ERR_SYNTAX, 4, "bad value 'sometimes' for challenge"},
		{"#player2 bob Bob\n", "#player2 bob Bob\n#tessera-rules speed=fast\n", GCG_ERR_SYNTAX,
		 4, "unknown key 'speed'"},
	};
	char buf[1024], msg[256], detail[512];
	struct gcg_error e;

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const struct bad_replay *c = &cases[i];
		const char *at = strstr(good, c->replace);
		CHECK_MSG(at != NULL, c->replace);
		if (!at)
			continue;
		snprintf(buf, sizeof buf, "%.*s%s%s", (int)(at - good), good, c->with,
			 at + strlen(c->replace));
		int rc = replay_text(buf, &e);
		gcg_error_format(&e, msg, sizeof msg);
		snprintf(detail, sizeof detail, "case %zu: rc %d: %s", i, rc, msg);
		CHECK_MSG(rc == c->status, detail);
		CHECK_MSG(e.line == c->line, detail);
		if (c->msg)
			CHECK_MSG(strstr(e.msg, c->msg) != NULL, detail);
	}
	/* The message the CLI shows, word for word. */
	/* 9H AG makes TAG with the T on G9: 1 + A 1 + G on I9 (DL) 4 = 6, and
	 * YA down from the Y on H8 (its DW is used up): 4 + 1 = 5; total 11. */
	snprintf(buf, sizeof buf, "%s>ann: AEEGILR 9H AG +35 67\n", good);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_MISMATCH);
	gcg_error_format(&e, msg, sizeof msg);
	CHECK_STR(msg, "line 8: score +35 does not match the play (computed +11)");
}

static void test_challenges(void)
{
	struct gcg_error e;
	/* A phony withdrawn: the score comes off, the turn passes, the board
	 * is as before; a five-point bonus for an unsuccessful challenge. */
	const char *phony = "#player1 ann\n#player2 bob\n"
			    ">ann: ADEINWY 8D WINDY +32 32\n"
			    ">bob: AEHRSTU G7 H.X +0 0\n";
	CHECK_INT(replay_text(phony, &e), GCG_ERR_REPLAY); /* no X on that rack */
	phony = "#player1 ann\n#player2 bob\n"
		">ann: ADEINWY 8D WINDY +32 32\n"
		">bob: AEHRSTU G7 H.T +12 12\n"
		">bob: AEHRSTU -- -12 0\n"
		">ann: AEEGILR 9H AG +10 42\n"; /* no T on G9 now */
	CHECK_INT(replay_text(phony, &e), GCG_OK);
	CHECK_INT(rp.game.pos.board[6 * 15 + 6], 0);
	char wrong[512];
	snprintf(wrong, sizeof wrong, "%s", phony);
	memcpy(strstr(wrong, "AEHRSTU --"), "AEHRSTV --", 10);
	CHECK_INT(replay_text(wrong, &e), GCG_ERR_MISMATCH);
	CHECK_STR(e.msg, "AEHRSTV is not the rack the withdrawn play came from (AEHRSTU)");
	CHECK_INT(replay_text(phony, &e), GCG_OK);
	CHECK_INT(rp.total[1], 0);
	CHECK_INT(rp.options.challenge, WORDS_CHALLENGE_SINGLE);

	const char *bonus = "#player1 ann\n#player2 bob\n"
			    ">ann: ADEINWY 8D WINDY +32 32\n"
			    ">ann: AEEGILR (challenge) +5 37\n"
			    ">bob: AEHRSTU G7 H.T +12 12\n";
	CHECK_INT(replay_text(bonus, &e), GCG_OK);
	CHECK_INT(rp.options.challenge, WORDS_CHALLENGE_FIVE_POINT);
	CHECK_INT(rp.total[0], 37);
	/* Woogles' ten-point challenge, or 5 a word: the record says the
	 * bonus, a multiple of 5 (also under tessera's five-point pragma, which
	 * a replayed game is written with); another amount is refused. */
	const char *ten_point = "#player1 ann\n#player2 bob\n"
				">ann: ADEINWY 8D WINDY +32 32\n"
				">ann: AEEGILR (challenge) +10 42\n"
				">bob: AEHRSTU G7 H.T +12 12\n";
	char ten[512];
	CHECK_INT(replay_text(ten_point, &e), GCG_OK);
	CHECK_INT(rp.total[0], 42);
	CHECK_INT(rp.game.pos.score[0], 42);
	CHECK_INT(gcg_from_game(&rp.game, rec.players, &rec2), GCG_OK);
	CHECK(gcg_write(&rec2, text2, sizeof text2) > 0);
	CHECK(strstr(text2, "#note tessera-rules challenge=five-point ") != NULL);
	CHECK(strstr(text2, ">ann: AEEGILR (challenge) +10 42\n") != NULL);
	CHECK_INT(replay_text(text2, &e), GCG_OK);
	CHECK_INT(rp.total[0], 42);
	snprintf(ten, sizeof ten, "%s", bonus);
	memcpy(strstr(ten, "+5 37"), "+7 39", 5);
	CHECK_INT(replay_text(ten, &e), GCG_ERR_MISMATCH);
	CHECK_INT(e.line, 4);
	CHECK_STR(e.msg, "score +7 does not match the game (computed +5)");

	/* The withdrawal is the sixth scoreless turn in a row: the game ends and
	 * the rules log the racks' penalties after it, yet the "--" line is the
	 * challenge's.  Racks by hand: AEGILRZ 17, AEHRSTU 10. */
	const char *six = "#player1 ann\n#player2 bob\n#tessera-rules challenge=single end=tournament\n"
			  ">ann: ADEINWY 8D WINDY +32 32\n"
			  ">bob: AEHRSTU - +0 0\n>ann: AEGILRZ - +0 32\n"
			  ">bob: AEHRSTU - +0 0\n>ann: AEGILRZ - +0 32\n"
			  ">bob: AEHRSTU - +0 0\n"
			  ">ann: AEGILRZ 9H AZ +26 58\n"
			  ">ann: AEGILRZ -- -26 32\n"
			  ">ann: AEGILRZ (AEGILRZ) -17 15\n"
			  ">bob: AEHRSTU (AEHRSTU) -10 -10\n";
	CHECK_INT(replay_text(six, &e), GCG_OK);
	CHECK_STR(e.msg, "");
	CHECK_INT(rp.total[0], 15);
	CHECK_INT(rp.total[1], -10);
	CHECK_INT(rp.game.pos.end_reason, WORDS_END_SCORELESS);

	/* A bonus the house rules do not give. */
	char buf[512];
	snprintf(buf, sizeof buf, "#tessera-rules challenge=double\n%s", bonus);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_REPLAY);
	CHECK_INT(e.line, 5);
	/* Challenges against enforced rules. */
	snprintf(buf, sizeof buf, "#player1 ann\n#player2 bob\n#tessera-rules challenge=enforced\n"
				  ">ann: ADEINWY 8D WINDY +32 32\n>ann: ADEINWY -- -32 0\n");
	CHECK_INT(replay_text(buf, &e), GCG_ERR_REPLAY);
	CHECK(strstr(e.msg, "enforce") != NULL || strstr(e.msg, "no play") != NULL);
}

static void test_other_lines(void)
{
	struct gcg_error e;
	char buf[1024];
	/* "-2": which two tiles is not said; any two of the rack will do. */
	snprintf(buf, sizeof buf, "%s", good);
	char *x = strstr(buf, "-UU +0");
	memcpy(x, "-2 ", 3);
	CHECK_INT(replay_text(buf, &e), GCG_OK);
	/* A time penalty takes points; it cannot give any. */
	snprintf(buf, sizeof buf, "%s>bob: AEERSTU (time) -10 2\n", good);
	CHECK_INT(replay_text(buf, &e), GCG_OK);
	CHECK_INT(rp.total[1], 2);
	CHECK_INT(rp.game.pos.score[1], 2);
	snprintf(buf, sizeof buf, "%s>bob: AEERSTU (time) +10 22\n", good);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_MISMATCH);
	CHECK_INT(e.line, 8);
	CHECK_STR(e.msg, "a time penalty takes points away (-N)");
	/* The house-rule lines: a blank given back for its letter, three of a
	 * kind redrawn; the rules come from the lines themselves. */
	const char *house = "#player1 ann\n#player2 bob\n"
			    ">ann: ADEINW? 8D WINDy +24 24\n"
			    ">bob: AEEEHRY (redraw:EEE) +0 0\n"
			    ">bob: AEHRSTU E7 H.T +6 6\n"
			    ">ann: AEEGILY (swap:8H) +0 24\n"
			    ">ann: AEEGIL? 9H A +5 29\n";
	CHECK_INT(replay_text(house, &e), GCG_OK);
	CHECK(rp.options.blank_interchange);
	CHECK(rp.options.kind_redraw);
	CHECK_INT(rp.game.pos.board[7 * 15 + 7], 'Y');
	/* Written back from the replayed game, the same lines come out (the
	 * single tile's main word is YA, down from H8, as the rules core says). */
	static const struct gcg_player names[2] = {{"ann", ""}, {"bob", ""}};
	CHECK_INT(gcg_from_game(&rp.game, names, &rec2), GCG_OK);
	CHECK(gcg_write(&rec2, text, sizeof text) > 0);
	CHECK(strstr(text, "#note tessera-turn >bob: AEEEHRY (redraw:EEE) +0 0\n"
			   ">bob: AEHRSTU E7 H.T +6 6\n"
			   "#note tessera-turn >ann: AEEGILY (swap:8H) +0 24\n"
			   ">ann: AEEGIL? H8 .A +5 29\n") != NULL);
	/* Refused: no blank on the square, or the rule is off. */
	snprintf(buf, sizeof buf, "%s", house);
	memcpy(strstr(buf, "(swap:8H)"), "(swap:8G)", 9);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_REPLAY);
	CHECK_INT(e.line, 6);
	CHECK_STR(e.msg, "the blank swap is refused: that square does not hold a blank");
	snprintf(buf, sizeof buf, "%s", house);
	memcpy(strstr(buf, "AEEEHRY (redraw:EEE)"), "AEEEHRE (redraw:EEE)", 20);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_REPLAY);
	CHECK_STR(e.msg, "(redraw:EEE) must list every E of the rack (4)");
	snprintf(buf, sizeof buf, "#tessera-rules kind-redraw=off\n%s", house);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_REPLAY);
	CHECK_INT(e.line, 5);
	CHECK_STR(e.msg, "the redraw is refused: needs three or four identical tiles (and the house rule)");
	/* A line after the end of the game. */
	const char *after_end = "#player1 ann\n#player2 bob\n"
				">ann: ADEINWY 8D WINDY +32 32\n>bob: AEHRSTU - +0 0\n"
				">ann: AEEGILR - +0 32\n>bob: AEHRSTU - +0 0\n"
				">ann: AEEGILR - +0 32\n>bob: AEHRSTU - +0 0\n"
				">ann: AEEGILR - +0 32\n>bob: AEHRSTU - +0 0\n";
	CHECK_INT(replay_text(after_end, &e), GCG_ERR_REPLAY);
	CHECK_INT(e.line, 10);
	CHECK_STR(e.msg, "the game is already over: six scoreless turns in a row ended it on line 9");
}

/* Six scoreless turns in a row end the game (docs/words-rules.md) and each
 * player loses the tiles left.  A record may stop right there, without the
 * end-of-game lines (annotators, scorecards; MAGPIE counts the racks
 * itself): it is a finished game, the racks its last passes show are the
 * racks held, and the rules' penalties count.  Racks by hand: AEEGILR
 * 1+1+1+2+1+1+1 = 8, AEHRSTU 1+1+4+1+1+1+1 = 10. */
static void test_scoreless_end_without_end_lines(void)
{
	struct gcg_error e;
	char buf[1024];
	const char *six = "#player1 ann\n#player2 bob\n"
			  ">ann: ADEINWY 8D WINDY +32 32\n>bob: AEHRSTU - +0 0\n"
			  ">ann: AEEGILR - +0 32\n>bob: AEHRSTU - +0 0\n"
			  ">ann: AEEGILR - +0 32\n>bob: AEHRSTU - +0 0\n"
			  ">ann: AEEGILR - +0 32\n";
	CHECK_INT(replay_text(six, &e), GCG_OK);
	CHECK_STR(e.msg, "");
	CHECK(words_is_over(&rp.game));
	CHECK_INT(rp.game.pos.end_reason, WORDS_END_SCORELESS);
	CHECK(rp.end_from_rules);
	CHECK_INT(rp.over_line, 9);
	CHECK_INT(rp.total[0], 24);
	CHECK_INT(rp.total[1], -10);
	CHECK_INT(rp.game.pos.score[0], 24);
	CHECK_INT(rp.game.pos.score[1], -10);

	/* With the end lines, the same totals, and none taken from the rules. */
	snprintf(buf, sizeof buf, "%s>ann: AEEGILR (AEEGILR) -8 24\n>bob: AEHRSTU (AEHRSTU) -10 -10\n", six);
	CHECK_INT(replay_text(buf, &e), GCG_OK);
	CHECK(!rp.end_from_rules);
	CHECK_INT(rp.total[0], 24);
	CHECK_INT(rp.total[1], -10);
	/* One end line of two is a record cut short. */
	snprintf(buf, sizeof buf, "%s>ann: AEEGILR (AEEGILR) -8 24\n", six);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_MISMATCH);
	CHECK_STR(e.msg, "the record ends without the end-of-game line >bob: AEHRSTU (AEHRSTU) -10");
	/* A time penalty after the end stands; the racks still count. */
	snprintf(buf, sizeof buf, "%s>bob: AEHRSTU (time) -10 -10\n", six);
	CHECK_INT(replay_text(buf, &e), GCG_OK);
	CHECK_INT(rp.total[1], -20);

	/* The sixth scoreless turn a withdrawn phony: its rack is the one the
	 * play came from (AEGILRZ 1+1+2+1+1+1+10 = 17). */
	const char *phony = "#player1 ann\n#player2 bob\n"
			    ">ann: ADEINWY 8D WINDY +32 32\n"
			    ">bob: AEHRSTU - +0 0\n>ann: AEGILRZ - +0 32\n"
			    ">bob: AEHRSTU - +0 0\n>ann: AEGILRZ - +0 32\n"
			    ">bob: AEHRSTU - +0 0\n"
			    ">ann: AEGILRZ 9H AZ +26 58\n"
			    ">ann: AEGILRZ -- -26 32\n";
	CHECK_INT(replay_text(phony, &e), GCG_OK);
	CHECK(rp.end_from_rules);
	CHECK_INT(rp.total[0], 15);
	CHECK_INT(rp.total[1], -10);

	/* The last an exchange: the tiles drawn are not in the record, so the
	 * end cannot be scored without its lines. */
	snprintf(buf, sizeof buf, "%s", six);
	memcpy(strrchr(buf, '-') - 1, " -AE +0 32\n", 12);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_MISMATCH);
	CHECK_INT(e.line, 9);
	CHECK_STR(e.msg, "six scoreless turns end the game here; ann's rack after the exchange on line 9 is "
			 "unknown: the record needs its end-of-game lines");

	/* Going on after the end, with or without the end lines: refused. */
	snprintf(buf, sizeof buf, "%s>bob: AEHRSTU E7 H.T +6 6\n", six);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_REPLAY);
	CHECK_INT(e.line, 10);
	CHECK_STR(e.msg, "the game is already over: six scoreless turns in a row ended it on line 9");
	snprintf(buf, sizeof buf,
		 "%s>ann: AEEGILR (AEEGILR) -8 24\n>bob: AEHRSTU (AEHRSTU) -10 -10\n>bob: AEHRSTU E7 H.T +6 -4\n",
		 six);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_REPLAY);
	CHECK_INT(e.line, 12);
	CHECK(strstr(e.msg, "the game is already over") != NULL);
	snprintf(buf, sizeof buf, "%s>ann: AEEGILR -- -0 32\n", six);
	CHECK_INT(replay_text(buf, &e), GCG_ERR_REPLAY);
	CHECK_INT(e.line, 10);
	CHECK(strstr(e.msg, "the game is already over") != NULL);
}

static void test_rules_pragma(void)
{
	struct words_options o, back;
	struct gcg_error e;
	char buf[GCG_RULES];
	memset(&o, 0, sizeof o);
	o.challenge = WORDS_CHALLENGE_DOUBLE;
	o.end_rule = WORDS_END_CLASSIC;
	o.kind_redraw = true;
	CHECK(gcg_rules_format(&o, buf, sizeof buf) > 0);
	CHECK_STR(buf, "challenge=double end=classic interchange=off interchange-must-play=off "
		       "kind-redraw=on");
	memset(&back, 0xff, sizeof back);
	back.blank_interchange = true;
	CHECK_INT(gcg_rules_parse(buf, 3, &back, &e), GCG_OK);
	CHECK_INT(back.challenge, o.challenge);
	CHECK_INT(back.end_rule, o.end_rule);
	CHECK_INT(back.blank_interchange, false);
	CHECK_INT(back.interchange_must_play, false);
	CHECK_INT(back.kind_redraw, true);
	CHECK_INT(gcg_rules_parse("challenge", 3, &back, &e), GCG_ERR_SYNTAX);
	CHECK_INT(e.line, 3);
	CHECK_INT(gcg_rules_parse("end=sudden", 3, &back, &e), GCG_ERR_SYNTAX);
	CHECK_INT(gcg_rules_parse("kind-redraw=maybe", 3, &back, &e), GCG_ERR_SYNTAX);
	CHECK_INT(gcg_rules_format(&o, buf, 10), GCG_ERR_SPACE);
}

/* ---- property: random games survive write, read and replay ---------------- */

static bool accept_all(const void *ctx, const char *w, int len)
{
	(void)ctx, (void)w, (void)len;
	return true;
}

static bool refuse_all(const void *ctx, const char *w, int len)
{
	(void)ctx, (void)w, (void)len;
	return false;
}

static bool occupied(const struct words_game *g, int r, int c)
{
	return r >= 0 && r < 15 && c >= 0 && c < 15 && g->pos.board[r * 15 + c];
}

/* A random legal play: k rack tiles laid from near an anchor square, tried
 * against the validator until one passes. */
static bool random_play(struct words_game *g, struct words_rng *rng, struct words_move *m)
{
	const char *rack = g->pos.rack[g->pos.current];
	int n = (int)strlen(rack);
	bool empty = !g->pos.board[WORDS_CENTRE];
	struct words_result r;

	for (int attempt = 0; attempt < 300 && n > 0; attempt++) {
		int k = 1 + (int)words_rng_below(rng, (uint32_t)n);
		int dir = (int)words_rng_below(rng, 2), dr = dir, dc = !dir;
		int ar, ac;
		if (empty) {
			ar = 7;
			ac = 7;
		} else {
			int sq = (int)words_rng_below(rng, WORDS_SQUARES);
			ar = sq / 15;
			ac = sq % 15;
			if (g->pos.board[sq] || !(occupied(g, ar - 1, ac) || occupied(g, ar + 1, ac) ||
						  occupied(g, ar, ac - 1) || occupied(g, ar, ac + 1)))
				continue;
		}
		/* Step back over up to k-1 empty squares so the anchor falls inside. */
		int back = (int)words_rng_below(rng, (uint32_t)k), r0 = ar, c0 = ac;
		while (back > 0 && r0 - dr >= 0 && c0 - dc >= 0) {
			r0 -= dr;
			c0 -= dc;
			if (!g->pos.board[r0 * 15 + c0])
				back--;
		}
		int slots[WORDS_RACK_SIZE];
		for (int i = 0; i < n; i++)
			slots[i] = i;
		for (int i = n - 1; i > 0; i--) {
			int j = (int)words_rng_below(rng, (uint32_t)i + 1), t = slots[i];
			slots[i] = slots[j];
			slots[j] = t;
		}
		words_move_clear(m);
		int placed = 0, rr = r0, cc = c0;
		while (placed < k && rr < 15 && cc < 15) {
			if (!g->pos.board[rr * 15 + cc]) {
				char t = rack[slots[placed]];
				if (t == '?')
					t = (char)('a' + words_rng_below(rng, 26));
				words_move_add(m, rr * 15 + cc, t);
				placed++;
			}
			rr += dr;
			cc += dc;
		}
		if (placed == k && words_evaluate(g, m, &r) == WORDS_OK)
			return true;
	}
	return false;
}

static void random_exchange(struct words_game *g, struct words_rng *rng)
{
	const char *rack = g->pos.rack[g->pos.current];
	char tiles[WORDS_RACK_SIZE + 1];
	int n = 0;
	for (int i = 0; rack[i]; i++)
		if (words_rng_below(rng, 2) || (n == 0 && !rack[i + 1]))
			tiles[n++] = rack[i];
	tiles[n] = '\0';
	words_exchange(g, tiles);
}

/* Plays one seeded game with the rules core; returns the turns taken. */
static int random_game(uint64_t seed)
{
	struct words_rng rng;
	struct words_options o;
	struct words_lexicon accept = {accept_all, NULL}, refuse = {refuse_all, NULL};
	struct words_move m;
	struct words_result r;
	int steps = 0;

	words_rng_seed(&rng, seed);
	memset(&o, 0, sizeof o);
	o.challenge = (enum words_challenge)words_rng_below(&rng, 4);
	o.end_rule = (enum words_end_rule)words_rng_below(&rng, 2);
	int players = 2 + (int)(seed % 7 == 0) + (int)(seed % 11 == 0);
	/* Some games play with the house rules that have their own GCG lines. */
	o.blank_interchange = seed % 5 == 0;
	o.kind_redraw = seed % 5 == 0;
	words_init(&game, players, seed * 7919 + 1, &o, accept);
	while (!words_is_over(&game) && steps < 400) {
		uint32_t roll = words_rng_below(&rng, 100);
		enum words_status st;
		steps++;
		/* Some seeds stall on purpose, so games also end on six scoreless
		 * turns, with passes or with exchanges last. */
		if (seed % 6 == 0 && game.pos.bag_len == 0)
			roll = 7;
		if (seed % 13 == 0 && steps > 12)
			roll = game.pos.bag_len >= WORDS_EXCHANGE_MIN_BAG ? 0 : 7;
		if (o.blank_interchange && words_rng_below(&rng, 100) < 40) {
			/* Mid-turn actions; most attempts are refused, which is fine. */
			for (int sq = 0; sq < WORDS_SQUARES; sq++)
				if (words_swap_blank(&game, sq) == WORDS_OK)
					break;
			for (char c = 'A'; c <= 'Z'; c++)
				if (words_kind_redraw(&game, c) == WORDS_OK)
					break;
		}
		if (roll < 6 && game.pos.bag_len >= WORDS_EXCHANGE_MIN_BAG) {
			random_exchange(&game, &rng);
			continue;
		}
		if (roll < 9) {
			if (words_pass(&game) == WORDS_ERR_LOG_FULL)
				break;
			continue;
		}
		if (!random_play(&game, &rng, &m)) {
			if (game.pos.bag_len >= WORDS_EXCHANGE_MIN_BAG)
				random_exchange(&game, &rng);
			else if (words_pass(&game) == WORDS_ERR_LOG_FULL)
				break;
			continue;
		}
		st = words_play(&game, &m, &r);
		if (st == WORDS_ERR_LOG_FULL)
			break;
		if (st != WORDS_OK)
			continue;
		/* Now and then the next player challenges, with either outcome. */
		if (o.challenge != WORDS_CHALLENGE_ENFORCED && words_rng_below(&rng, 100) < 12) {
			bool upheld;
			game.lexicon = words_rng_below(&rng, 2) ? refuse : accept;
			words_challenge(&game, &upheld, &r);
			game.lexicon = accept;
		}
	}
	return steps;
}

static void test_random_games(void)
{
	static const struct gcg_player names[4] = {
		{"ann", "Ann A"}, {"bob", "Bob B"}, {"cy", ""}, {"di", "Di D"}};
	struct gcg_error e;
	char msg[256], detail[600];
	int over = 0, challenged = 0, went_out = 0, exchange_last = 0, many = 0, swaps = 0,
	    redraws = 0, cut_scoreless = 0, cut_unknown = 0, cut_out2 = 0, cut_out_many = 0;

	for (uint64_t seed = 1; seed <= 120; seed++) {
		random_game(seed);
		over += words_is_over(&game);
		went_out += game.pos.end_reason == WORDS_END_WENT_OUT;
		many += game.pos.players > 2 && words_is_over(&game);
		if (game.pos.end_reason == WORDS_END_SCORELESS) {
			int k = game.pos.log_len - 1;
			while (k > 0 && game.log[k].kind == WORDS_TURN_END_RACK)
				k--;
			exchange_last += game.log[k].kind == WORDS_TURN_EXCHANGE;
		}
		for (int i = 0; i < game.pos.log_len; i++)
		{
			challenged += game.log[i].kind == WORDS_TURN_PHONY ||
				      game.log[i].kind == WORDS_TURN_CHALLENGE_BONUS;
			swaps += game.log[i].kind == WORDS_TURN_BLANK_SWAP;
			redraws += game.log[i].kind == WORDS_TURN_KIND_REDRAW;
		}

		CHECK_INT(gcg_from_game(&game, names, &rec), GCG_OK);
		int n = gcg_write(&rec, text, sizeof text);
		CHECK(n > 0);
		int rc = gcg_parse(text, (size_t)n, &rec2, &e);
		if (rc == GCG_OK)
			rc = gcg_replay(&rec2, &rp, NULL, NULL, &e);
		if (rc != GCG_OK) {
			gcg_error_format(&e, msg, sizeof msg);
			snprintf(detail, sizeof detail, "seed %llu: %s", (unsigned long long)seed, msg);
			CHECK_MSG(false, detail);
			fprintf(stderr, "%s\n", text);
			continue;
		}
		/* Written again from the replayed game, the record is the same
		 * text: same turns, racks, scores and totals. */
		CHECK_INT(gcg_from_game(&rp.game, names, &rec), GCG_OK);
		int n2 = gcg_write(&rec, text2, sizeof text2);
		snprintf(detail, sizeof detail, "seed %llu: the replayed record differs",
			 (unsigned long long)seed);
		CHECK_MSG(n2 == n && memcmp(text, text2, (size_t)n) == 0, detail);
		if (n2 != n || memcmp(text, text2, (size_t)n) != 0)
			fprintf(stderr, "--- written\n%s--- replayed\n%s", text, text2);
		CHECK(memcmp(game.pos.board, rp.game.pos.board, sizeof game.pos.board) == 0);
		CHECK(memcmp(game.pos.score, rp.game.pos.score, sizeof game.pos.score) == 0);
		CHECK_INT(words_is_over(&rp.game), words_is_over(&game));
		for (int p = 0; p < game.pos.players; p++)
			CHECK_INT(rp.total[rp.player[p]], game.pos.score[p]);
		if (game.pos.end_reason == WORDS_END_WENT_OUT) {
			/* The same record cut after the play that went out: with two
			 * players a finished game with the played game's scores (the
			 * other holds every tile left), with more refused there. */
			int keep = rec2.nevents;
			while (rec2.nevents && (rec2.events[rec2.nevents - 1].kind == GCG_END_POINTS ||
						rec2.events[rec2.nevents - 1].kind == GCG_END_PENALTY))
				rec2.nevents--;
			rc = gcg_replay(&rec2, &rp2, NULL, NULL, &e);
			gcg_error_format(&e, msg, sizeof msg);
			snprintf(detail, sizeof detail, "seed %llu, %d players, cut after going out: %s",
				 (unsigned long long)seed, rec2.nplayers, rc ? msg : "ok");
			if (rec2.nplayers == 2) {
				cut_out2++;
				CHECK_MSG(rc == GCG_OK && rp2.end_from_rules, detail);
				for (int p = 0; p < game.pos.players && !rc; p++)
					CHECK_INT(rp2.total[rp2.player[p]], game.pos.score[p]);
			} else {
				cut_out_many++;
				CHECK_MSG(rc == GCG_ERR_MISMATCH && strstr(e.msg, "needs its end-of-game lines") != NULL,
					  detail);
			}
			rec2.nevents = keep;
		}
		if (game.pos.end_reason != WORDS_END_SCORELESS)
			continue;
		/* The same record cut after the sixth scoreless turn: a finished
		 * game with the played game's scores when every player's last
		 * turn shows the rack held (a pass or a withdrawn play), refused
		 * at the ending line when one drew tiles (an exchange). */
		bool shown = true;
		for (int p = 0; p < rec2.nplayers; p++) {
			const struct gcg_event *last = NULL;
			for (int i = rec2.nevents - 1; i >= 0 && !last; i--)
				if (rec2.events[i].player == p && rec2.events[i].kind != GCG_END_PENALTY)
					last = &rec2.events[i];
			shown &= last && (last->kind == GCG_WITHDRAWN ||
					  (last->kind == GCG_PLAY && last->move.kind == NOTATION_PASS));
		}
		while (rec2.nevents && rec2.events[rec2.nevents - 1].kind == GCG_END_PENALTY)
			rec2.nevents--;
		rc = gcg_replay(&rec2, &rp2, NULL, NULL, &e);
		gcg_error_format(&e, msg, sizeof msg);
		snprintf(detail, sizeof detail, "seed %llu, cut after the sixth scoreless turn: %s",
			 (unsigned long long)seed, rc ? msg : "ok");
		cut_scoreless += shown;
		cut_unknown += !shown;
		if (shown) {
			CHECK_MSG(rc == GCG_OK && rp2.end_from_rules, detail);
			for (int p = 0; p < game.pos.players && !rc; p++)
				CHECK_INT(rp2.total[rp2.player[p]], game.pos.score[p]);
		} else {
			CHECK_MSG(rc == GCG_ERR_MISMATCH && e.line == rec2.events[rec2.nevents - 1].line &&
					  strstr(e.msg, "needs its end-of-game lines") != NULL,
				  detail);
		}
	}
	/* The seeds must exercise what they claim to. */
	CHECK_MSG(cut_scoreless >= 1, "some games cut after six scoreless turns replay to their scores");
	CHECK_MSG(cut_unknown >= 1, "some games cut after a last exchange need their end lines");
	CHECK_MSG(cut_out2 >= 10, "two-player games cut after going out replay to their scores");
	CHECK_MSG(cut_out_many >= 1, "games of more players cut after going out need their end lines");
	CHECK_MSG(over >= 100, "most random games should run to their end");
	CHECK_MSG(went_out >= 20, "some games end by going out");
	CHECK_MSG(over - went_out >= 1, "some games end on scoreless turns");
	CHECK_MSG(challenged >= 10, "some plays are challenged");
	CHECK_MSG(exchange_last >= 1, "some games end on an exchange (its draw is the record's)");
	CHECK_MSG(many >= 5, "games of 3 and 4 players run to their end");
	CHECK_MSG(swaps >= 3, "some blanks are taken back by interchange");
	CHECK_MSG(redraws >= 3, "some racks redraw three of a kind");
}


/* The tiles a play puts down, as a rack shows them ('?' for a blank). */
static void placed_tiles(const struct notation_move *m, char *out)
{
	int n = 0;
	for (int k = 0; k < m->len; k++)
		if (!(m->through >> k & 1))
			out[n++] = m->word[k] >= 'a' ? '?' : m->word[k];
	out[n] = '\0';
}

/* Annotated records: the played games' records with one player's racks
 * cut to the tiles each play put down, as an annotator who did not see
 * that rack writes them (a phony's withdrawal shows the same tiles).  The
 * replay guesses the rest of those racks, and a guess must never stand in
 * the way of the other player's racks, which the record shows whole: each
 * replays to the played game's scores. */
static void test_annotated_games(void)
{
	static const struct gcg_player names[2] = {{"ann", "Ann"}, {"bob", "Bob"}};
	struct gcg_error e;
	char msg[256], detail[600];
	int annotated = 0;

	for (uint64_t seed = 1; seed <= 120; seed++) {
		if (seed % 7 == 0 || seed % 11 == 0)
			continue; /* two players */
		random_game(seed);
		if (!words_is_over(&game))
			continue;
		CHECK_INT(gcg_from_game(&game, names, &rec), GCG_OK);
		for (int cut = 0; cut < 2; cut++) {
			char shown[NOTATION_RACK + 1] = "";
			memcpy(&rec2, &rec, sizeof rec);
			int partial = 0;
			for (int i = 0; i < rec2.nevents; i++) {
				struct gcg_event *ev = &rec2.events[i];
				if (ev->player != cut)
					continue;
				if (ev->kind == GCG_PLAY && ev->move.kind == NOTATION_PLACE) {
					placed_tiles(&ev->move, shown);
					partial += strlen(shown) < strlen(ev->rack);
					memcpy(ev->rack, shown, sizeof shown);
				} else if (ev->kind == GCG_WITHDRAWN) {
					memcpy(ev->rack, shown, sizeof shown);
				}
			}
			if (!partial)
				continue;
			annotated++;
			int n = gcg_write(&rec2, text, sizeof text);
			CHECK(n > 0);
			int rc = gcg_parse(text, (size_t)n, &rec2, &e);
			if (!rc)
				rc = gcg_replay(&rec2, &rp, NULL, NULL, &e);
			gcg_error_format(&e, msg, sizeof msg);
			snprintf(detail, sizeof detail, "seed %llu, %s's racks cut to the tiles played: %s",
				 (unsigned long long)seed, names[cut].nick, rc ? msg : "ok");
			CHECK_MSG(rc == GCG_OK, detail);
			if (rc) {
				fprintf(stderr, "%s", text);
				continue;
			}
			CHECK_INT(rp.partial_racks, 1u << cut);
			for (int p = 0; p < 2; p++)
				CHECK_INT(rp.total[rp.player[p]], game.pos.score[p]);
		}
	}
	CHECK_MSG(annotated >= 100, "most two-player games give annotated records");
}

/* Writes the record of the first seeded game that ends with a player going
 * out under rule into text; returns the index of the going-out play in rec
 * (-1: none found). */
static int going_out_game(enum words_challenge rule, uint64_t *seed_out)
{
	static const struct gcg_player names[2] = {{"ann", "Ann"}, {"bob", ""}};
	for (uint64_t seed = 1; seed < 400; seed++) {
		if (seed % 7 == 0 || seed % 11 == 0)
			continue; /* two players */
		random_game(seed);
		if (game.pos.end_reason != WORDS_END_WENT_OUT || game.options.challenge != rule)
			continue;
		CHECK_INT(gcg_from_game(&game, names, &rec), GCG_OK);
		int last = -1;
		for (int i = 0; i < rec.nevents; i++)
			if (rec.events[i].kind == GCG_PLAY && rec.events[i].move.kind == NOTATION_PLACE)
				last = i;
		*seed_out = seed;
		return last;
	}
	return -1;
}

/* The forms of a game's end as other programs write them. */
/* A written record read and replayed again; the record is printed when it
 * fails, with what the step was. */
static int reread_and_replay(const char *t, size_t n, struct gcg_record *r, struct gcg_replay *p, uint64_t seed,
			     const char *what)
{
	struct gcg_error e;
	char msg[256], detail[600];
	int rc = gcg_parse(t, n, r, &e);
	if (!rc)
		rc = gcg_replay(r, p, NULL, NULL, &e);
	gcg_error_format(&e, msg, sizeof msg);
	snprintf(detail, sizeof detail, "seed %llu, %s: %s", (unsigned long long)seed, what, rc ? msg : "ok");
	CHECK_MSG(rc == GCG_OK, detail);
	if (rc)
		fprintf(stderr, "%s", t);
	return rc;
}

static void test_going_out_forms(void)
{
	struct gcg_error e;
	char detail[600], msg[256];
	uint64_t seed = 0;

	/* macondo: a failed double challenge of the going-out play is the
	 * challenger's pass right after it; it verifies, and changes nothing. */
	int out = going_out_game(WORDS_CHALLENGE_DOUBLE, &seed);
	CHECK_MSG(out >= 0, "a seeded game under double challenge ends by going out");
	if (out >= 0) {
		const struct gcg_event *play = &rec.events[out];
		int opp = 1 - play->player, opp_total = 0;
		for (int i = 0; i < out; i++)
			if (rec.events[i].player == opp)
				opp_total = rec.events[i].total;
		char opp_rack[GCG_END_TILES + 1] = "";
		for (int i = out; i < rec.nevents; i++)
			if (rec.events[i].kind == GCG_END_POINTS)
				memcpy(opp_rack, rec.events[i].end_rack, sizeof opp_rack);
		memmove(&rec.events[out + 2], &rec.events[out + 1],
			(size_t)(rec.nevents - out - 1) * sizeof rec.events[0]);
		struct gcg_event *pass = &rec.events[out + 1];
		memset(pass, 0, sizeof *pass);
		pass->kind = GCG_PLAY;
		pass->player = opp;
		pass->move.kind = NOTATION_PASS;
		memcpy(pass->rack, opp_rack, strlen(opp_rack) + 1);
		pass->total = opp_total;
		rec.nevents++;
		int n = gcg_write(&rec, text, sizeof text);
		CHECK(n > 0);
		int rc = reread_and_replay(text, (size_t)n, &rec2, &rp, seed, "the pass after going out");
		for (int p = 0; p < 2 && !rc; p++)
			CHECK_INT(rp.total[rp.player[p]], game.pos.score[p]);
		/* A rack it does not hold is refused at the pass's line. */
		pass = &rec2.events[out + 1];
		if (!rc && pass->rack[0]) {
			pass->rack[0] = pass->rack[0] == 'Q' ? 'Z' : 'Q';
			CHECK(gcg_replay(&rec2, &rp, NULL, NULL, &e) != GCG_OK);
			CHECK_INT(e.line, pass->line);
		}
	}

	/* Five-point: the going-out play challenged without success.  The rules
	 * log the bonus after the end lines; the record carries it before them,
	 * with two blanks for the empty rack, as Woogles writes it. */
	out = going_out_game(WORDS_CHALLENGE_FIVE_POINT, &seed);
	CHECK_MSG(out >= 0, "a seeded game under five-point ends by going out");
	if (out >= 0) {
		/* The end lines only check the rules' count: the game stands just
		 * after the going-out play, which can still be challenged. */
		CHECK_INT(gcg_replay(&rec, &rp, NULL, NULL, &e), GCG_OK);
		struct words_lexicon accept = {accept_all, NULL};
		bool upheld = true;
		rp.game.lexicon = accept;
		CHECK_INT(words_challenge(&rp.game, &upheld, NULL), WORDS_OK);
		CHECK(!upheld);
		static const struct gcg_player names[2] = {{"ann", "Ann"}, {"bob", ""}};
		CHECK_INT(gcg_from_game(&rp.game, names, &rec2), GCG_OK);
		int n = gcg_write(&rec2, text, sizeof text);
		CHECK(n > 0);
		char want[64];
		snprintf(want, sizeof want, "\n>%s:  (challenge) +5 ", names[rec2.events[out].player].nick);
		snprintf(detail, sizeof detail, "seed %llu: the bonus line with two blanks", (unsigned long long)seed);
		CHECK_MSG(strstr(text, want) != NULL, detail);
		int rc = gcg_parse(text, (size_t)n, &rec, &e);
		snprintf(detail, sizeof detail, "seed %llu: the bonus line before the end lines", (unsigned long long)seed);
		CHECK_MSG(!rc && rec.events[out + 1].kind == GCG_CHALLENGE_BONUS &&
				  rec.events[out + 2].kind == GCG_END_POINTS, detail);
		if (rc || rec.events[out + 1].kind != GCG_CHALLENGE_BONUS)
			fprintf(stderr, "%s", text);
		if (!rc)
			rc = gcg_replay(&rec, &rp2, NULL, NULL, &e);
		gcg_error_format(&e, msg, sizeof msg);
		snprintf(detail, sizeof detail, "seed %llu, the bonus before the end lines: %s",
			 (unsigned long long)seed, rc ? msg : "ok");
		CHECK_MSG(rc == GCG_OK, detail);
		for (int p = 0; p < 2 && !rc; p++)
			CHECK_INT(rp2.total[rp2.player[p]], rp.game.pos.score[p]);
		/* Quackle writes the rack of that bonus line as UNKNOWN (no later
		 * turn to take it from): no rack shown, not seven tiles. */
		char *mark = strstr(text, want);
		if (mark && (size_t)n + 8 < sizeof text2) {
			size_t at = (size_t)(mark - text) + strlen(names[rec2.events[out].player].nick) + 3;
			snprintf(text2, sizeof text2, "%.*s UNKNOWN%s", (int)at, text, text + at + 1);
			rc = reread_and_replay(text2, strlen(text2), &rec, &rp2, seed,
					       "Quackle's UNKNOWN rack on the bonus line");
			for (int p = 0; p < 2 && !rc; p++)
				CHECK_INT(rp2.total[rp2.player[p]], rp.game.pos.score[p]);
		}
	}
	/* A player without a name or a nickname: never an empty #player line. */
	static const struct gcg_player blank[2] = {{"", ""}, {"bob", ""}};
	random_game(1);
	CHECK_INT(gcg_from_game(&game, blank, &rec), GCG_OK);
	CHECK(gcg_write(&rec, text, sizeof text) > 0);
	CHECK(strstr(text, "#player1 player1 player1\n#player2 bob bob\n") != NULL);
}

int main(void)
{
	RUN(test_good_game);
	RUN(test_wrong_lines);
	RUN(test_challenges);
	RUN(test_other_lines);
	RUN(test_scoreless_end_without_end_lines);
	RUN(test_rules_pragma);
	RUN(test_random_games);
	RUN(test_annotated_games);
	RUN(test_going_out_forms);
	return check_finish();
}
