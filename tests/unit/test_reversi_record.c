/* reversi_record_read: a finished game's record, as the kiosk keeps it, is
 * read back and checked by the rules.
 *   - The kiosk's form reads, with a computer's level, names with spaces
 *     and accents, CRLF and lone CR line ends (as GCG records take them);
 *     seeded random games played to the end
 *     read back to the same moves and score;
 *   - what does not check out is refused with its line and why: random
 *     bytes, an empty file, a move that is no move or is illegal, a game
 *     not over, a result the moves do not give (the QA's `moves zz99`,
 *     `result black 99 white -5, white wins`), a line missing, twice or
 *     unknown, a name that is not UTF-8 text or holds a control character;
 *   - every byte of a good record changed to every value: never a crash,
 *     and the message is printable ASCII whatever the record holds. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "core/reversi/reversi.h"
#include "core/words/words.h"	/* the seeded generator */

/* The 9-move wipe-out of test_app's record: 13-0 on the board, 64-0 with
 * the empty squares given to the winner. */
#define WIPE_OUT "moves d3c3b3d2e1d6d7e3f4\nresult black 64 white 0, black wins\n"
#define HEAD "reversi\nblack You\nwhite Computer\ncomputer Medium\n"

static struct reversi_record rec;

static enum reversi_status read_record(const char *text, size_t len, struct reversi_record_error *err)
{
	return reversi_record_read(&rec, text, len, err);
}

static void test_good(void)
{
	struct reversi_record_error err;
	const char *t = HEAD WIPE_OUT;
	CHECK_INT(read_record(t, strlen(t), &err), REVERSI_OK);
	CHECK_STR(rec.black, "You");
	CHECK_STR(rec.white, "Computer");
	CHECK_STR(rec.computer, "Medium");
	CHECK_INT(rec.game.n_moves, 9);
	CHECK_INT(rec.black_score, 64);
	CHECK_INT(rec.white_score, 0);
	/* Two people, the other kiosk's name (spaces, an accent), CRLF. */
	t = "reversi\r\nblack Caf\xc3\xa9 Lumen\r\nwhite You\r\n\r\nmoves d3c3b3d2e1d6d7e3f4\r\n"
	    "result black 64 white 0, black wins\r\n";
	CHECK_INT(read_record(t, strlen(t), &err), REVERSI_OK);
	CHECK_STR(rec.black, "Caf\xc3\xa9 Lumen");
	CHECK_STR(rec.computer, "");
	/* Lines ended by a lone CR (an old Mac's editor), and the three ends
	 * mixed: the same record, a blank line between CR and CRLF. */
	t = "reversi\rblack You\rwhite Computer\rcomputer Medium\r"
	    "moves d3c3b3d2e1d6d7e3f4\rresult black 64 white 0, black wins\r";
	CHECK_INT(read_record(t, strlen(t), &err), REVERSI_OK);
	CHECK_STR(rec.white, "Computer");
	CHECK_STR(rec.computer, "Medium");
	CHECK_INT(rec.game.n_moves, 9);
	CHECK_INT(rec.black_score, 64);
	t = "reversi\nblack You\r\r\nwhite Me\r\nmoves d3c3b3d2e1d6d7e3f4\r"
	    "result black 64 white 0, black wins";
	CHECK_INT(read_record(t, strlen(t), &err), REVERSI_OK);
	CHECK_STR(rec.black, "You");
	CHECK_STR(rec.white, "Me");
	/* No newline at the end. */
	t = HEAD "moves d3c3b3d2e1d6d7e3f4\nresult black 64 white 0, black wins";
	CHECK_INT(read_record(t, strlen(t), &err), REVERSI_OK);
}

/* Random legal moves to the end, written as the kiosk writes a record
 * (shell_record.c), read back: the same moves, the same result. */
static void test_random_games(void)
{
	static struct reversi_game g;
	struct reversi_record_error err;
	struct words_rng rng;
	int draws = 0, white_wins = 0;
	for (uint64_t seed = 1; seed <= 200; seed++) {
		words_rng_seed(&rng, seed);
		reversi_game_start(&g);
		while (!reversi_game_is_over(&g)) {
			uint64_t m = reversi_pos_moves(&g.pos);
			for (uint32_t k = words_rng_below(&rng, (uint32_t)reversi_popcount(m)); k; k--)
				m &= m - 1;
			reversi_game_play(&g, __builtin_ctzll(m));
		}
		char moves[REVERSI_TRANSCRIPT_MAX], text[512], msg[200];
		int b, w;
		reversi_transcript_write(&g, moves, sizeof moves);
		reversi_pos_final_score(&g.pos, &b, &w);
		snprintf(text, sizeof text, "reversi\nblack Black\nwhite White\nmoves %s\nresult black %d white %d, %s\n",
			 moves, b, w, b > w ? "black wins" : w > b ? "white wins" : "a draw");
		enum reversi_status st = read_record(text, strlen(text), &err);
		snprintf(msg, sizeof msg, "seed %llu: %s", (unsigned long long)seed, st ? err.message : "");
		CHECK_MSG(st == REVERSI_OK, msg);
		CHECK_MSG(rec.game.n_moves == g.n_moves && !memcmp(rec.game.moves, g.moves, (size_t)g.n_moves), msg);
		CHECK_MSG(rec.black_score == b && rec.white_score == w, msg);
		draws += b == w;
		white_wins += w > b;
	}
	CHECK(white_wins > 0);	/* the verdicts were all seen (a draw is rarer) */
	(void)draws;
}

struct bad_case {
	const char *text;
	size_t len;		/* 0: strlen */
	enum reversi_status status;
	int line;
	const char *message;	/* the whole message */
};

static void test_bad(void)
{
	static const char random_bytes[] = "\xa6\xf7\xf2\tF\xe3\x19tq\x9c!q]s\xbe\x1eo\x87" "6\xc6";
	const struct bad_case cases[] = {
		{"", 0, REVERSI_ERR_RECORD, 0, "the record is empty (no line 'reversi')"},
		{"\n\n", 0, REVERSI_ERR_RECORD, 0, "the record is empty (no line 'reversi')"},
		{random_bytes, sizeof random_bytes - 1, REVERSI_ERR_RECORD, 1,
		 "line 1: byte 0xA6 at column 1 is not UTF-8 text"},
		{"reversi\nblack You\0\n", 19, REVERSI_ERR_RECORD, 2, "line 2: a NUL byte at column 10 (not a text file)"},
		{"Reversi\n", 0, REVERSI_ERR_RECORD, 1, "line 1: a Reversi record starts with the line 'reversi'"},
		/* The QA's record: no move at all, and an impossible result. */
		{"reversi\nblack You\nwhite Computer\nmoves zz99\nresult black 99 white -5, white wins\n", 0,
		 REVERSI_ERR_FILE, 4, "line 4: move 1 (zz): expected a file letter a..h"},
		{HEAD "moves d3c9\n", 0, REVERSI_ERR_RANK, 5, "line 5: move 2 (c9): expected a rank digit 1..8"},
		{HEAD "moves d3d3\n", 0, REVERSI_ERR_OCCUPIED, 5, "line 5: move 2 (d3): the square already holds a disc"},
		{HEAD "moves a1\n", 0, REVERSI_ERR_NO_FLIP, 5, "line 5: move 1 (a1): a disc there would flip nothing"},
		{HEAD "moves d3c3b3d2e1d6d7e3f4a1\n", 0, REVERSI_ERR_GAME_OVER, 5,
		 "line 5: move 10 (a1): the game is over: neither side can move"},
		{HEAD "moves f5\nresult black 4 white 1, black wins\n", 0, REVERSI_ERR_RESULT, 5,
		 "line 5: the game is not over after its 1 move (a record is kept when a game ends)"},
		{HEAD "moves \nresult black 2 white 2, a draw\n", 0, REVERSI_ERR_RESULT, 5,
		 "line 5: the game is not over after its 0 moves (a record is kept when a game ends)"},
		{HEAD "moves d3c3b3d2e1d6d7e3f4\nresult black 99 white -5, white wins\n", 0, REVERSI_ERR_RESULT, 6,
		 "line 6: the result black 99 white -5, white wins is not what the moves give (black 64 white 0, black wins)"},
		{HEAD "moves d3c3b3d2e1d6d7e3f4\nresult black 64 white 0, white wins\n", 0, REVERSI_ERR_RESULT, 6,
		 "line 6: the result black 64 white 0, white wins is not what the moves give (black 64 white 0, black wins)"},
		{HEAD "moves d3c3b3d2e1d6d7e3f4\nresult black 13 white 0, black wins\n", 0, REVERSI_ERR_RESULT, 6, NULL},
		{HEAD "moves d3c3b3d2e1d6d7e3f4\nresult 64-0\n", 0, REVERSI_ERR_RECORD, 6,
		 "line 6: expected 'result black B white W, black wins|white wins|a draw'"},
		{HEAD "moves d3c3b3d2e1d6d7e3f4\nresult black 64 white 0, black won\n", 0, REVERSI_ERR_RECORD, 6,
		 "line 6: expected 'black wins', 'white wins' or 'a draw' after the scores"},
		{HEAD "moves d3c3b3d2e1d6d7e3f4\nresult black 0064 white 0, black wins\n", 0, REVERSI_ERR_RECORD, 6, NULL},
		{HEAD "result black 64 white 0, black wins\n", 0, REVERSI_ERR_RECORD, 0, "the record has no 'moves' line"},
		{"reversi\nwhite You\n" WIPE_OUT, 0, REVERSI_ERR_RECORD, 0, "the record has no 'black' line"},
		{"reversi\nblack You\nwhite Computer\n" WIPE_OUT "black Me\n", 0, REVERSI_ERR_RECORD, 6,
		 "line 6: a second 'black' line (the first is line 2)"},
		{"reversi\nblack You\ncolour white\n", 0, REVERSI_ERR_RECORD, 3,
		 "line 3: 'colour' is not a line of a Reversi record (black, white, computer, moves, result)"},
		{"reversi\nblack\n", 0, REVERSI_ERR_RECORD, 2, "line 2: 'black' needs a value"},
		{"reversi\nblack \n", 0, REVERSI_ERR_RECORD, 2, "line 2: 'black' needs a value"},
		{"reversi\nblack \x1b[2JYou\n", 0, REVERSI_ERR_RECORD, 2,
		 "line 2: a control character (byte 0x1B) at column 7"},
		{"reversi\nblack Ren\xe9\n", 0, REVERSI_ERR_RECORD, 2, "line 2: byte 0xE9 at column 10 is not UTF-8 text"},
		/* A lone CR ends a line, so lines are counted by it (before
		 * 2026-11-29 the CR was "a control character" in one long line). */
		{"reversi\rblack You\rwhite Me\rmoves d3c9\r", 0, REVERSI_ERR_RANK, 4,
		 "line 4: move 2 (c9): expected a rank digit 1..8"},
		{"reversi\r\nblack You\r\rwhite Me\rwhite Ann\r", 0, REVERSI_ERR_RECORD, 5,
		 "line 5: a second 'white' line (the first is line 4)"},
		/* Other control characters are still refused. */
		{"reversi\nblack You\vMe\n", 0, REVERSI_ERR_RECORD, 2,
		 "line 2: a control character (byte 0x0B) at column 10"},
		{"reversi\ncomputer Medium and a half\n", 0, REVERSI_ERR_RECORD, 2, "line 2: 'computer' has at most 15 bytes"},
		{"reversi\nblack 0123456789012345678901234567890123456789012345678901234567890123\n", 0, REVERSI_ERR_RECORD, 2,
		 "line 2: 'black' has at most 63 bytes"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const struct bad_case *c = &cases[i];
		struct reversi_record_error err;
		char detail[300];
		size_t len = c->len ? c->len : strlen(c->text);
		enum reversi_status st = read_record(c->text, len, &err);
		snprintf(detail, sizeof detail, "case %zu: status %d line %d: %s", i, st, err.line, err.message);
		CHECK_MSG(st == c->status && err.status == st && err.line == c->line, detail);
		if (c->message)
			CHECK_STR(err.message, c->message);
	}
	/* err may be NULL. */
	CHECK_INT(reversi_record_read(&rec, "x", 1, NULL), REVERSI_ERR_RECORD);
}

/* Every byte of a good record set to every value: a verdict each time, and
 * a message of printable ASCII (it is printed as it is). */
static void test_every_byte(void)
{
	char text[] = HEAD WIPE_OUT;
	size_t len = strlen(text);
	int refused = 0, bad_messages = 0;
	for (size_t i = 0; i < len; i++) {
		char keep = text[i];
		for (int v = 0; v < 256; v++) {
			struct reversi_record_error err;
			text[i] = (char)v;
			if (read_record(text, len, &err) == REVERSI_OK)
				continue;
			refused++;
			for (const char *m = err.message; *m; m++)
				bad_messages += *m < 0x20 || *m > 0x7e;
		}
		text[i] = keep;
	}
	CHECK(refused > 0);
	CHECK_INT(bad_messages, 0);
	CHECK_INT(read_record(text, len, NULL), REVERSI_OK);
}

int main(void)
{
	RUN(test_good);
	RUN(test_random_games);
	RUN(test_bad);
	RUN(test_every_byte);
	return check_finish();
}
