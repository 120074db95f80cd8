/* Position and move notation: every accepted form and every error class, with
 * the line and column the user is pointed to. */
#include "check.h"
#include "status_check.h"
#include "core/words/notation.h"

#include <string.h>

#define EMPTY_LINE "...............\n"
#define EMPTY7 EMPTY_LINE EMPTY_LINE EMPTY_LINE EMPTY_LINE EMPTY_LINE EMPTY_LINE EMPTY_LINE

static int parse_pos(const char *text, struct notation_board *b, struct notation_error *e)
{
	memset(e, 0, sizeof *e);
	return notation_position_parse(text, strlen(text), b, e);
}

static int parse_move(const char *text, struct notation_move *m, struct notation_error *e)
{
	memset(e, 0, sizeof *e);
	return notation_move_parse(text, strlen(text), m, e);
}

static void test_position_ok(void)
{
	struct notation_board b;
	struct notation_error e;
	char out[NOTATION_POSITION_TEXT];
	const char *text = EMPTY7 "...WINdY.......\n" EMPTY7;

	CHECK_INT(parse_pos(text, &b, &e), NOTATION_OK);
	CHECK_INT(b.sq[7 * 15 + 3], 'W');
	CHECK_INT(b.sq[7 * 15 + 6], 'd'); /* a blank keeps its lowercase */
	CHECK_INT(b.sq[7 * 15 + 2], 0);
	CHECK_INT(b.sq[0], 0);
	CHECK_INT(notation_position_format(&b, out, sizeof out), 15 * 16);
	CHECK_STR(out, text);
	CHECK_INT(notation_position_format(&b, out, sizeof out - 1), -1);
}

static void test_position_tolerates(void)
{
	struct notation_board b;
	struct notation_error e;
	/* CRLF lines, trailing blanks, no final newline, blank lines after. */
	const char *crlf =
		"...............\r\n...............  \r\n...............\t\r\n" EMPTY7
		"...............\n...............\n...............\n...............\n.......A.......";
	CHECK_INT(parse_pos(crlf, &b, &e), NOTATION_OK);
	CHECK_INT(b.sq[14 * 15 + 7], 'A');
	CHECK_INT(parse_pos(EMPTY7 EMPTY7 EMPTY_LINE "\n\n  \n", &b, &e), NOTATION_OK);
}

static void test_position_errors(void)
{
	struct notation_board b;
	struct notation_error e;
	char msg[200];

	CHECK_INT(parse_pos("", &b, &e), NOTATION_ERR_EMPTY);
	CHECK_INT(parse_pos(" \n\r\n", &b, &e), NOTATION_ERR_EMPTY);

	/* A digit on line 3, column 5. */
	CHECK_INT(parse_pos(EMPTY_LINE EMPTY_LINE "....1..........\n", &b, &e), NOTATION_ERR_CHAR);
	CHECK_INT(e.line, 3);
	CHECK_INT(e.col, 5);
	notation_error_format(&e, msg, sizeof msg);
	CHECK_STR(msg, "line 3, column 5: '1' is not a square (use '.', A-Z or a-z for a blank)");
	/* A non-ASCII byte is shown in hex. */
	CHECK_INT(parse_pos("\xc3\xa9.............\n", &b, &e), NOTATION_ERR_CHAR);
	CHECK(strstr(e.msg, "0xc3") != NULL);
	/* A space inside a line is not a square either. */
	CHECK_INT(parse_pos("... ...........\n", &b, &e), NOTATION_ERR_CHAR);
	CHECK_INT(e.col, 4);

	/* Too short: points just after the last square. */
	CHECK_INT(parse_pos(EMPTY_LINE "..............\n", &b, &e), NOTATION_ERR_LINE_LENGTH);
	CHECK_INT(e.line, 2);
	CHECK_INT(e.col, 15);
	CHECK(strstr(e.msg, "has 14") != NULL);
	/* Too long: points at the 16th square. */
	CHECK_INT(parse_pos("................\n", &b, &e), NOTATION_ERR_LINE_LENGTH);
	CHECK_INT(e.line, 1);
	CHECK_INT(e.col, 16);

	/* Too few lines, too many lines. */
	CHECK_INT(parse_pos(EMPTY7 EMPTY7, &b, &e), NOTATION_ERR_LINES);
	CHECK_INT(e.line, 15);
	CHECK(strstr(e.msg, "only 14") != NULL);
	CHECK_INT(parse_pos(EMPTY7 EMPTY7 EMPTY_LINE "\n" EMPTY_LINE, &b, &e), NOTATION_ERR_LINES);
	CHECK_INT(e.line, 17);
}

static void test_move_across_down(void)
{
	struct notation_move m;
	struct notation_error e;
	char out[32];

	CHECK_INT(parse_move("8D WINDY", &m, &e), NOTATION_OK);
	CHECK_INT(m.kind, NOTATION_PLACE);
	CHECK_INT(m.row, 7);
	CHECK_INT(m.col, 3);
	CHECK(!m.down);
	CHECK_INT(m.len, 5);
	CHECK_STR(m.word, "WINDY");
	CHECK_INT(m.through, 0);

	CHECK_INT(parse_move("  D8 wINDY \r\n", &m, &e), NOTATION_OK);
	CHECK(m.down);
	CHECK_INT(m.row, 7);
	CHECK_INT(m.col, 3);
	CHECK_STR(m.word, "wINDY");
	CHECK_INT(notation_move_format(&m, out, sizeof out), 8);
	CHECK_STR(out, "D8 wINDY");

	CHECK_INT(parse_move("15A AB", &m, &e), NOTATION_OK);
	CHECK_INT(m.row, 14);
	CHECK_INT(parse_move("o1 ZA", &m, &e), NOTATION_OK); /* lowercase column letter */
	CHECK_INT(m.col, 14);
	CHECK(m.down);
}

static void test_move_through(void)
{
	struct notation_move m;
	struct notation_error e;
	char out[32];

	CHECK_INT(parse_move("8D WIN.Y", &m, &e), NOTATION_OK);
	CHECK_INT(m.through, 1u << 3);
	CHECK_INT(notation_move_format(&m, out, sizeof out), 8);
	CHECK_STR(out, "8D WIN.Y");

	/* The Woogles form: letters in parentheses are on the board already. */
	CHECK_INT(parse_move("8D W(in)DY", &m, &e), NOTATION_OK);
	CHECK_INT(m.len, 5);
	CHECK_STR(m.word, "WINDY");
	CHECK_INT(m.through, (1u << 1) | (1u << 2));
	notation_move_format(&m, out, sizeof out);
	CHECK_STR(out, "8D W..DY");
}

static void test_move_exchange_pass(void)
{
	struct notation_move m;
	struct notation_error e;
	char out[32];

	CHECK_INT(parse_move("-", &m, &e), NOTATION_OK);
	CHECK_INT(m.kind, NOTATION_PASS);
	notation_move_format(&m, out, sizeof out);
	CHECK_STR(out, "-");
	CHECK_INT(parse_move("-AE?", &m, &e), NOTATION_OK);
	CHECK_INT(m.kind, NOTATION_EXCHANGE);
	CHECK_INT(m.ntiles, 3);
	CHECK_STR(m.tiles, "AE?");
	notation_move_format(&m, out, sizeof out);
	CHECK_STR(out, "-AE?");
	CHECK_INT(parse_move("-7", &m, &e), NOTATION_OK);
	CHECK(m.tiles_hidden);
	CHECK_INT(m.ntiles, 7);
	notation_move_format(&m, out, sizeof out);
	CHECK_STR(out, "-7");
}

static void test_move_errors(void)
{
	struct notation_move m;
	struct notation_error e;
	char msg[200];

	CHECK_INT(parse_move("   ", &m, &e), NOTATION_ERR_EMPTY);

	CHECK_INT(parse_move("16D AB", &m, &e), NOTATION_ERR_COORD);
	CHECK(strstr(e.msg, "row 16") != NULL);
	CHECK_INT(parse_move("0D AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_INT(parse_move("D16 AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_INT(e.col, 2);
	CHECK_INT(parse_move("8P AB", &m, &e), NOTATION_ERR_COORD);
	CHECK(strstr(e.msg, "column P") != NULL);
	CHECK_INT(e.col, 2);
	CHECK_INT(parse_move("P8 AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_INT(e.col, 1);
	CHECK_INT(parse_move("8 AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_INT(e.col, 2);
	CHECK_INT(parse_move("DD AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_INT(parse_move("8D8 AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_INT(e.col, 3);
	CHECK_INT(parse_move("?8 AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_INT(parse_move("100000000000D AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_MSG(strstr(e.msg, "row number too large (12 digits") != NULL, e.msg);
	/* The number as written, never cut to another ("row 999" for 99999). */
	CHECK_INT(parse_move("99999D AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_STR(e.msg, "row 99999 is off the board (rows are 1-15)");
	CHECK_INT(parse_move("D0016 AB", &m, &e), NOTATION_ERR_COORD);
	CHECK_STR(e.msg, "row 0016 is off the board (rows are 1-15)");
	CHECK_INT(e.col, 2);

	CHECK_INT(parse_move("8D", &m, &e), NOTATION_ERR_WORD);
	CHECK(strstr(e.msg, "needs a word") != NULL);
	CHECK_INT(parse_move("8D WI3DY", &m, &e), NOTATION_ERR_WORD);
	CHECK_INT(e.col, 6);
	notation_error_format(&e, msg, sizeof msg);
	CHECK_STR(msg, "column 6: '3' in the word (use A-Z, a-z for a blank, '.' for a square on the board)");
	CHECK_INT(parse_move("8D W(INDY", &m, &e), NOTATION_ERR_WORD);
	CHECK_INT(e.col, 5);
	CHECK_INT(parse_move("8D WI)NDY", &m, &e), NOTATION_ERR_WORD);
	CHECK_INT(parse_move("8D W()INDY", &m, &e), NOTATION_ERR_WORD);
	CHECK_INT(parse_move("8D W((IN))DY", &m, &e), NOTATION_ERR_WORD);
	CHECK_INT(parse_move("8D W(I.)DY", &m, &e), NOTATION_ERR_WORD);
	CHECK_INT(parse_move("8D ...", &m, &e), NOTATION_ERR_WORD);
	CHECK(strstr(e.msg, "places no tile") != NULL);

	CHECK_INT(parse_move("8L WINDY", &m, &e), NOTATION_ERR_FIT);
	CHECK_INT(e.col, 8); /* the Y: L M N O hold W I N D */
	CHECK_INT(parse_move("L12 WINDY", &m, &e), NOTATION_ERR_FIT);
	CHECK_INT(parse_move("1A ABCDEFGHIJKLMNOP", &m, &e), NOTATION_ERR_FIT);

	CHECK_INT(parse_move("-AB1", &m, &e), NOTATION_ERR_TILES);
	CHECK_INT(e.col, 4);
	CHECK_INT(parse_move("-ab", &m, &e), NOTATION_ERR_TILES);
	CHECK_INT(parse_move("-ABCDEFGH", &m, &e), NOTATION_ERR_TILES);
	CHECK_INT(e.col, 9);
	CHECK_INT(parse_move("-8", &m, &e), NOTATION_ERR_TILES);
	CHECK_INT(parse_move("-0", &m, &e), NOTATION_ERR_TILES);

	CHECK_INT(parse_move("8D WINDY X", &m, &e), NOTATION_ERR_CHAR);
	CHECK_INT(e.col, 10);
	CHECK_INT(parse_move("- X", &m, &e), NOTATION_ERR_CHAR);
}

static void test_move_tiles(void)
{
	struct notation_board b;
	struct notation_move m;
	struct notation_error e;
	struct notation_placement pl[NOTATION_RACK];

	memset(&b, 0, sizeof b);
	b.sq[7 * 15 + 4] = 'I';
	b.sq[7 * 15 + 5] = 'n'; /* a blank N */

	/* Dots, brackets and repeated letters all go through I and N. */
	const char *forms[] = {"8D W..DY", "8D W(IN)DY", "8D WINDY", "8D WInDY"};
	for (size_t k = 0; k < sizeof forms / sizeof *forms; k++) {
		parse_move(forms[k], &m, &e);
		CHECK_INT(notation_move_tiles(&m, &b, pl, &e), 3);
		CHECK_INT(pl[0].square, 7 * 15 + 3);
		CHECK_INT(pl[0].tile, 'W');
		CHECK_INT(pl[1].square, 7 * 15 + 6);
		CHECK_INT(pl[2].square, 7 * 15 + 7);
	}

	parse_move("8D WAN.Y", &m, &e);
	CHECK_INT(notation_move_tiles(&m, &b, pl, &e), NOTATION_ERR_BOARD);
	CHECK_STR(e.msg, "square 8E holds I but the move puts A there");
	parse_move("8A ...W", &m, &e);
	CHECK_INT(notation_move_tiles(&m, &b, pl, &e), NOTATION_ERR_BOARD);
	CHECK_STR(e.msg, "square 8A is empty but the move marks it as already on the board");

	/* Eight new tiles cannot come from a 7-tile rack. */
	parse_move("1A ABCDEFGH", &m, &e);
	CHECK_INT(notation_move_tiles(&m, &b, pl, &e), NOTATION_ERR_BOARD);
}

static const char *notation_text(int code)
{
	return notation_status_text((enum notation_status)code);
}

/* The error convention: every status negative, each with its own sentence,
 * which an error without a message of its own reads. */
static void test_status_texts(void)
{
	static const int codes[] = {
		NOTATION_OK, NOTATION_ERR_EMPTY, NOTATION_ERR_LINE_LENGTH, NOTATION_ERR_CHAR,
		NOTATION_ERR_LINES, NOTATION_ERR_COORD, NOTATION_ERR_WORD, NOTATION_ERR_FIT,
		NOTATION_ERR_TILES, NOTATION_ERR_BOARD,
	};
	check_status_texts("notation", codes, (int)(sizeof codes / sizeof codes[0]), notation_text);
	struct notation_error err = {NOTATION_ERR_FIT, 0, 4, ""};
	char buf[80];
	notation_error_format(&err, buf, sizeof buf);
	CHECK_STR(buf, "column 4: the word runs off the board");
}

int main(void)
{
	RUN(test_status_texts);
	RUN(test_position_ok);
	RUN(test_position_tolerates);
	RUN(test_position_errors);
	RUN(test_move_across_down);
	RUN(test_move_through);
	RUN(test_move_exchange_pass);
	RUN(test_move_errors);
	RUN(test_move_tiles);
	return check_finish();
}
