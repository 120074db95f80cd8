/* GCG reading and writing without the rules core: every line form of the
 * public conventions, the round trip text -> record -> text, and the error
 * classes with their line and column. */
#include "check.h"
#include "status_check.h"
#include "core/words/gcg.h"

#include <string.h>

static struct gcg_record rec, rec2;
static char text[1 << 16];

static const char sample[] =
	"#character-encoding UTF-8\n"
	"#player1 ann Ann Example\n"
	"#player2 bob Bob\n"
	"#title a test\n"
	"#lexicon NWL2020\n"
	"#tessera-rules challenge=double\n"
	">ann: ?DINWY 8D WINDY +30 30\n"
	">bob: AEIORST -AEIOU +0 0\n"
	">ann: ?AEBCLL G7 B.ACh +14 44\n"
	">bob: EFGHIJK - +0 0\n"
	">ann: ?AELLQU 9A QUA.L +40 84\n"
	">bob: ABCDEFG (challenge) +5 5\n"
	">ann: ?AELLQU -- -40 44\n"
	">bob: ABCDEFG (time) -10 -5\n"
	">ann: (ABC) +14 58\n"
	">bob: ABC (ABC) -7 -12\n"
	">ann: ?AEEEHL (swap:8H) +0 58\n"
	">ann: ?AEEEHL (redraw:EEE) +0 58\n";

static int parse(const char *t, struct gcg_error *e)
{
	memset(e, 0, sizeof *e);
	return gcg_parse(t, strlen(t), &rec, e);
}

static void test_parse_sample(void)
{
	struct gcg_error e;
	CHECK_INT(parse(sample, &e), GCG_OK);
	CHECK_INT(rec.nplayers, 2);
	CHECK_STR(rec.players[0].nick, "ann");
	CHECK_STR(rec.players[0].name, "Ann Example");
	CHECK_STR(rec.players[1].name, "Bob");
	CHECK_STR(rec.lexicon, "NWL2020");
	CHECK_STR(rec.rules, "challenge=double");
	CHECK_INT(rec.nevents, 12);

	const struct gcg_event *ev = rec.events;
	CHECK_INT(ev[0].kind, GCG_PLAY);
	CHECK_INT(ev[0].player, 0);
	CHECK_INT(ev[0].line, 7);
	CHECK_STR(ev[0].rack, "?DINWY");
	CHECK_INT(ev[0].move.kind, NOTATION_PLACE);
	CHECK_STR(ev[0].move.word, "WINDY");
	CHECK_INT(ev[0].score, 30);
	CHECK_INT(ev[0].total, 30);

	CHECK_INT(ev[1].move.kind, NOTATION_EXCHANGE);
	CHECK_STR(ev[1].move.tiles, "AEIOU");
	CHECK_INT(ev[2].move.down, 1);
	CHECK_INT(ev[2].move.through, 1u << 1);
	CHECK_INT(ev[3].move.kind, NOTATION_PASS);
	CHECK_INT(ev[5].kind, GCG_CHALLENGE_BONUS);
	CHECK_INT(ev[5].score, 5);
	CHECK_INT(ev[6].kind, GCG_WITHDRAWN);
	CHECK_INT(ev[6].score, -40);
	CHECK_INT(ev[7].kind, GCG_TIME_PENALTY);
	CHECK_INT(ev[7].total, -5);
	CHECK_INT(ev[8].kind, GCG_END_POINTS);
	CHECK_STR(ev[8].end_rack, "ABC");
	CHECK_STR(ev[8].rack, "");
	CHECK_INT(ev[9].kind, GCG_END_PENALTY);
	CHECK_STR(ev[9].end_rack, "ABC");
	CHECK_INT(ev[9].score, -7);
	CHECK_INT(ev[10].kind, GCG_BLANK_SWAP);
	CHECK_INT(ev[10].move.row, 7);
	CHECK_INT(ev[10].move.col, 7);
	CHECK_INT(ev[11].kind, GCG_KIND_REDRAW);
	CHECK_STR(ev[11].move.tiles, "EEE");
}

static void test_round_trip(void)
{
	struct gcg_error e;
	int n;
	CHECK_INT(parse(sample, &e), GCG_OK);
	n = gcg_write(&rec, text, sizeof text);
	CHECK(n > 0);
	/* #title is not kept; everything else comes back word for word. */
	const char *expect_start = "#character-encoding UTF-8\n#player1 ann Ann Example\n#player2 bob Bob\n"
				   "#lexicon NWL2020\n#note tessera-rules challenge=double\n";
	CHECK(strncmp(text, expect_start, strlen(expect_start)) == 0);
	CHECK(strstr(text, ">ann: ?AEBCLL G7 B.ACh +14 44\n") != NULL);
	CHECK(strstr(text, ">ann: ?AELLQU -- -40 44\n") != NULL);
	CHECK(strstr(text, ">ann: (ABC) +14 58\n") != NULL);
	CHECK(strstr(text, ">bob: ABC (ABC) -7 -12\n") != NULL);
	CHECK(strstr(text, ">bob: ABCDEFG (time) -10 -5\n") != NULL);
	CHECK(strstr(text, "#note tessera-turn >ann: ?AEEEHL (swap:8H) +0 58\n"
			   "#note tessera-turn >ann: ?AEEEHL (redraw:EEE) +0 58\n") != NULL);

	CHECK_INT(gcg_parse(text, (size_t)n, &rec2, &e), GCG_OK);
	CHECK_INT(rec2.nevents, rec.nevents);
	for (int i = 0; i < rec.nevents; i++) {
		rec2.events[i].line = rec.events[i].line;
		CHECK_MSG(memcmp(&rec.events[i], &rec2.events[i], sizeof rec.events[i]) == 0,
			  "an event differs after the round trip");
	}
	/* Too small a buffer is an error, never a cut record. */
	CHECK_INT(gcg_write(&rec, text, 40), GCG_ERR_SPACE);
	CHECK_INT(gcg_write(&rec, text, (size_t)n), GCG_ERR_SPACE);
	CHECK_INT(gcg_write(&rec, text, (size_t)n + 1), n);
}

static void test_tolerated(void)
{
	struct gcg_error e;
	/* BOM, CRLF, blank lines, tabs, a Woogles parenthesised play, a hidden
	 * exchange, a name with UTF-8, no encoding line. */
	const char *t = "\xef\xbb\xbf#player1 a1 J\xc3\xb6rg\r\n#player2 b2\r\n\r\n"
			">a1:\tABCDEFG  8D\tW(IN)DY +30\t30\r\n>b2: ABCDEFG -7 +0 0\r\n";
	CHECK_INT(parse(t, &e), GCG_OK);
	CHECK_STR(rec.players[0].name, "J\xc3\xb6rg");
	CHECK_STR(rec.players[1].name, "");
	/* UTF-8 in a nickname and a name, up to four bytes a character. */
	CHECK_INT(parse("#player1 \xc3\x89lodie \xc3\x89lodie \xf0\x9f\x98\x80\n#player2 b2\n", &e), GCG_OK);
	CHECK_STR(rec.players[0].nick, "\xc3\x89lodie");
	CHECK_STR(rec.players[0].name, "\xc3\x89lodie \xf0\x9f\x98\x80");
	CHECK_INT(rec.events[0].move.through, 6);
	CHECK(rec.events[1].move.tiles_hidden);
	/* Lines that end with a lone CR (an old Mac's), or mix CR, LF and
	 * CRLF: the same record, the lines counted as an editor counts them. */
	t = "#player1 a1 Ann\r#player2 b2\r\r>a1: ABCDEFG 8D WINDY +30 30\r\n"
	    ">b2: ABCDEFG -7 +0 0\n>a1: ABCDEFG - +0 30\r";
	CHECK_INT(parse(t, &e), GCG_OK);
	CHECK_INT(rec.nplayers, 2);
	CHECK_STR(rec.players[0].name, "Ann");
	CHECK_INT(rec.nevents, 3);
	CHECK_INT(rec.events[0].line, 4);
	CHECK_INT(rec.events[1].line, 5);
	CHECK_INT(rec.events[2].line, 6);
	t = "#player1 a1\r#player2 b2\r>a1: ABCDEFG 8D WINDY 30 30\r";
	CHECK_INT(parse(t, &e), GCG_ERR_SYNTAX);
	CHECK_INT(e.line, 3);
	CHECK_INT(e.col, 23); /* the score, which needs its sign */
	/* The encoding's name in any case, with or without the hyphen. */
	static const char *const utf8_names[] = {"UTF-8", "utf-8", "UTF8", "utf8", "Utf-8"};
	for (size_t i = 0; i < sizeof utf8_names / sizeof *utf8_names; i++) {
		char buf[128];
		snprintf(buf, sizeof buf, "#character-encoding %s\n#player1 a\n#player2 b\n", utf8_names[i]);
		CHECK_MSG(parse(buf, &e) == GCG_OK, utf8_names[i]);
	}
	CHECK_INT(parse("#character-encoding UTF-16\n#player1 a\n#player2 b\n", &e), GCG_ERR_ENCODING);
	CHECK_INT(parse("#character-encoding UTF\n#player1 a\n#player2 b\n", &e), GCG_ERR_ENCODING);
	/* Four players. */
	t = "#player1 a A\n#player2 b B\n#player3 c C\n#player4 d D\n>d: ABC - +0 0\n";
	CHECK_INT(parse(t, &e), GCG_OK);
	CHECK_INT(rec.nplayers, 4);
	CHECK_INT(rec.events[0].player, 3);
}

struct bad_case {
	const char *text;
	enum gcg_status status;
	int line, col;
	const char *msg_part;
};

/* 32 bytes: one more than a nickname or a lexicon name holds. */
#define X32 "abcdefghabcdefghabcdefghabcdefgh"

static void test_errors(void)
{
	const char *P = "#player1 ann A\n#player2 bob B\n";
	char buf[512], msg[256];
	struct gcg_error e;
	const struct bad_case cases[] = {
		{"", GCG_ERR_PLAYER, 0, 0, "no players"},
		{"#player1 ann\n", GCG_ERR_PLAYER, 0, 0, "only #player1"},
		{"#player2 ann\n", GCG_ERR_PLAYER, 1, 1, "before player 1"},
		{"#player1 ann\n#player1 bob\n", GCG_ERR_PLAYER, 2, 1, "declared twice"},
		{"#player1 ann\n#player2 ann\n", GCG_ERR_PLAYER, 2, 10, "already taken"},
		{"#player1 a:b\n", GCG_ERR_PLAYER, 1, 11, "':'"},
		{"#player1\n", GCG_ERR_PLAYER, 1, 9, "needs a nickname"},
		{"#player5 e\n", GCG_ERR_CAPACITY, 1, 8, "at most 4"},
		{"#player1 ann\n#character-encoding UTF-8\n", GCG_ERR_ENCODING, 2, 1, "first line"},
		{"#character-encoding ISO-8859-1\n", GCG_ERR_ENCODING, 1, 21, "ISO-8859-1"},
		{"hello\n", GCG_ERR_SYNTAX, 1, 1, "starts with '#'"},
		{">ann: ABC - +0 0\n", GCG_ERR_PLAYER, 1, 1, "before the first move"},
		{"#player1 ann\n#player2 bob\n>ann ABC - +0 0\n", GCG_ERR_SYNTAX, 3, 1, "'>nick:'"},
		{"#player1 ann\n#player2 bob\n>cat: ABC - +0 0\n", GCG_ERR_PLAYER, 3, 2, "'cat'"},
		{"%s>ann:\n", GCG_ERR_SYNTAX, 3, 6, "empty"},
		{"%s>ann: AB1 - +0 0\n", GCG_ERR_SYNTAX, 3, 9, "not a rack"},
		{"%s>ann: ABCDEFGH - +0 0\n", GCG_ERR_SYNTAX, 3, 14, "at most 7"},
		{"%s>ann: ABC\n", GCG_ERR_SYNTAX, 3, 0, "ends after the rack"},
		{"%s>ann: ABC 8D\n", GCG_ERR_SYNTAX, 3, 0, "needs a word"},
		{"%s>ann: ABC 8D ABC\n", GCG_ERR_SYNTAX, 3, 0, "score (+N) and a total"},
		{"%s>ann: ABC 8D ABC +5\n", GCG_ERR_SYNTAX, 3, 0, "needs a total"},
		{"%s>ann: ABC 8D ABC 5 5\n", GCG_ERR_SYNTAX, 3, 18, "needs a sign"},
		{"%s>ann: ABC 8D ABC +5x 5\n", GCG_ERR_SYNTAX, 3, 20, "not a score"},
		{"%s>ann: ABC 8D ABC +5 5y\n", GCG_ERR_SYNTAX, 3, 22, "not a total"},
		{"%s>ann: ABC 8D ABC +9999999 5\n", GCG_ERR_SYNTAX, 3, 18, "not a score"},
		{"%s>ann: ABC 8D ABC +5 5 7x\n", GCG_ERR_SYNTAX, 3, 23, "after the total"},
		{"%s>ann: ABC 8D ABC +5 5 AB, C+\n", GCG_ERR_SYNTAX, 3, 23, "after the total"},
		{"%s>ann: ABC 8Z ABC +5 5\n", GCG_ERR_SYNTAX, 3, 12, "column Z"},
		{"%s>ann: ABC 8D A1C +5 5\n", GCG_ERR_SYNTAX, 3, 15, "'1' in the word"},
		{"%s>ann: ABC 8L ABCDE +5 5\n", GCG_ERR_SYNTAX, 3, 18, "off the board"},
		{"%s>ann: ABC -A1 +0 0\n", GCG_ERR_SYNTAX, 3, 13, "exchanged tiles"},
		{"%s>ann: (AB +5 5\n", GCG_ERR_SYNTAX, 3, 7, "in parentheses"},
		{"%s>ann: (A1) +5 5\n", GCG_ERR_SYNTAX, 3, 9, "not a rack"},
		{"%s>ann: AB (AB +5 5\n", GCG_ERR_SYNTAX, 3, 10, "in parentheses"},
		{"%s>ann: ABC (swap:H8) +0 0\n", GCG_ERR_SYNTAX, 3, 17, "does not name a square"},
		{"%s>ann: ABC (swap:8H +0 0\n", GCG_ERR_SYNTAX, 3, 11, "not (swap:SQUARE)"},
		{"%s>ann: ABC (redraw:Ee) +0 0\n", GCG_ERR_SYNTAX, 3, 20, "not (redraw:TILES)"},
		{"%s>ann: (ABCDEFGHIJKLMNOPQRSTUV) +5 5\n", GCG_ERR_SYNTAX, 3, 29, "at most 21"},
		{"%s>ann: ABC - +0 0\nxyz\n", GCG_ERR_SYNTAX, 4, 1, "starts with '#'"},
		{"%s>ann: A\0B - +0 0\n", GCG_ERR_SYNTAX, 3, 0, NULL},
		{"%s>ann: ABC - +0 0\n#tessera-rules x=y\n", GCG_ERR_SYNTAX, 4, 1, "before the first move"},
		{"%s>ann: ABC - +0 0\n#player3 cat\n", GCG_ERR_PLAYER, 4, 1, "before the first move"},
		{"%s>ann: (challenge)\n", GCG_ERR_SYNTAX, 3, 0, "ends after the rack"},
		{"#player1 " X32 "\n", GCG_ERR_CAPACITY, 1, 10, "a nickname has at most 31 bytes"},
		{"#player1 ann " X32 X32 "\n", GCG_ERR_CAPACITY, 1, 14, "a player name has at most 63"},
		{"#lexicon " X32 "\n", GCG_ERR_CAPACITY, 1, 10, "a lexicon name has at most 31"},
		/* A record is UTF-8 text: a Latin-1 byte (0xE9, e acute) or a control
		 * character in what is shown and written back is named, never kept. */
		{"#player1 ren\xe9 Ren\xe9\n", GCG_ERR_ENCODING, 1, 13,
		 "the nickname is not UTF-8 text (byte 0xE9; save the record as UTF-8)"},
		{"#player1 ann Ren\xe9" "e\n", GCG_ERR_ENCODING, 1, 17, "the player's name is not UTF-8 text (byte 0xE9"},
		{"#player1 ann Ann \xc3(\n", GCG_ERR_ENCODING, 1, 18, "not UTF-8 text (byte 0xC3"},
		{"#player1 ann A\xc0\xaf\n", GCG_ERR_ENCODING, 1, 15, "not UTF-8 text (byte 0xC0"},
		{"#player1 ann A\xed\xa0\x80\n", GCG_ERR_ENCODING, 1, 15, "not UTF-8 text (byte 0xED"},
		{"#player1 ann A\xf4\x90\x80\x80\n", GCG_ERR_ENCODING, 1, 15, "not UTF-8 text (byte 0xF4"},
		{"#player1 ann Ann\xc3\n", GCG_ERR_ENCODING, 1, 17, "not UTF-8 text (byte 0xC3"},
		{"#player1 ann Ann\x1b[2J\n", GCG_ERR_SYNTAX, 1, 17,
		 "the player's name holds a control character (byte 0x1B)"},
		{"#player1 a\x1b" "b Ann\n", GCG_ERR_SYNTAX, 1, 11, "the nickname holds a control character (byte 0x1B)"},
		{"#player1 ann A\xc2\x9b\n", GCG_ERR_SYNTAX, 1, 15, "control character (byte 0xC2)"},
		{"#lexicon NWL\xe9\n", GCG_ERR_ENCODING, 1, 13, "the lexicon is not UTF-8 text (byte 0xE9"},
		{"#tessera-rules " X32 X32 X32 X32 "\n", GCG_ERR_CAPACITY, 1, 16, "at most 127 bytes"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const struct bad_case *c = &cases[i];
		/* "%s" at the start stands for the two player lines. */
		if (strncmp(c->text, "%s", 2) == 0)
			snprintf(buf, sizeof buf, "%s%s", P, c->text + 2);
		else
			snprintf(buf, sizeof buf, "%s", c->text);
		int rc = parse(buf, &e);
		gcg_error_format(&e, msg, sizeof msg);
		char detail[400];
		snprintf(detail, sizeof detail, "case %zu: rc %d line %d col %d: %s", i, rc, e.line,
			 e.col, msg);
		CHECK_MSG(rc == c->status, detail);
		CHECK_MSG(e.line == c->line, detail);
		if (c->col)
			CHECK_MSG(e.col == c->col, detail);
		if (c->msg_part)
			CHECK_MSG(strstr(e.msg, c->msg_part) != NULL, detail);
	}

	/* UTF-16, as a Windows editor saves "Unicode" text, is named. */
	static const char utf16[] = "\xff\xfe#\0p\0l\0";
	CHECK_INT(gcg_parse(utf16, sizeof utf16 - 1, &rec, &e), GCG_ERR_ENCODING);
	gcg_error_format(&e, msg, sizeof msg);
	CHECK_STR(msg, "line 1, column 1: the record is UTF-16 (save it as UTF-8)");
	CHECK_INT(gcg_parse("\xfe\xff\0#", 4, &rec, &e), GCG_ERR_ENCODING);

	/* A NUL inside the line names its column. */
	static const char nul[] = "#player1 ann\n#player2 bob\n>ann: A\0B - +0 0\n";
	CHECK_INT(gcg_parse(nul, sizeof nul - 1, &rec, &e), GCG_ERR_SYNTAX);
	CHECK_INT(e.line, 3);
	CHECK_INT(e.col, 8);
	gcg_error_format(&e, msg, sizeof msg);
	CHECK_STR(msg, "line 3, column 8: a NUL byte (is this a text file?)");
}

static void test_capacity(void)
{
	struct gcg_error e;
	size_t k = (size_t)snprintf(text, sizeof text, "#player1 a\n#player2 b\n");
	for (int i = 0; i <= GCG_MAX_EVENTS; i++)
		k += (size_t)snprintf(text + k, sizeof text - k, ">%c: A - +0 0\n", "ab"[i % 2]);
	CHECK_INT(gcg_parse(text, k, &rec, &e), GCG_ERR_CAPACITY);
	CHECK_INT(e.line, GCG_MAX_EVENTS + 3);
}

/* Appends n copies of c at text[*k]. */
static void put_run(size_t *k, char c, size_t n)
{
	memset(text + *k, c, n);
	*k += n;
}

/* A comment of any length is read over (an annotator's long note, a long
 * #description); a line that is read stays under GCG_LINE_MAX. */
static void test_long_lines(void)
{
	struct gcg_error e;
	const size_t n = 3 * GCG_LINE_MAX;
	size_t k = (size_t)snprintf(text, sizeof text, "#player1 a\n#player2 b\n#description ");
	put_run(&k, 'd', n);
	k += (size_t)snprintf(text + k, sizeof text - k, "\n>a: ABCDEFG - +0 0\n#note ");
	put_run(&k, 'x', n);
	k += (size_t)snprintf(text + k, sizeof text - k, "\n");
	put_run(&k, 'y', n); /* the note runs on */
	k += (size_t)snprintf(text + k, sizeof text - k, "\n#title ");
	put_run(&k, 't', n);
	k += (size_t)snprintf(text + k, sizeof text - k, "\n>b: ABCDEFG - +0 0\n");
	CHECK_INT(gcg_parse(text, k, &rec, &e), GCG_OK);
	CHECK_INT(rec.nevents, 2);
	CHECK_INT(rec.events[1].line, 8);

	/* A move line, a player's name or tessera's notes that long are not. */
	static const char *const read[] = {">a: ABCDEFG - +0 0 ", "#player2 b ", "#note tessera-turn >a: ",
					   "#note tessera-rules "};
	for (size_t i = 0; i < sizeof read / sizeof *read; i++) {
		k = (size_t)snprintf(text, sizeof text, "#player1 a\n%s", i == 1 ? "" : "#player2 b\n");
		k += (size_t)snprintf(text + k, sizeof text - k, "%s", read[i]);
		put_run(&k, 'z', n);
		CHECK_INT(gcg_parse(text, k, &rec, &e), GCG_ERR_CAPACITY);
		CHECK_INT(e.line, i == 1 ? 2 : 3);
		CHECK_INT(e.col, GCG_LINE_MAX + 1);
		CHECK_STR(e.msg, "the line is too long");
	}
}

static const char *gcg_text(int code)
{
	return gcg_status_text((enum gcg_status)code);
}

/* The error convention: every status negative, each with its own sentence,
 * which an error without a message of its own reads. */
static void test_status_texts(void)
{
	static const int codes[] = {
		GCG_OK, GCG_ERR_SYNTAX, GCG_ERR_PLAYER, GCG_ERR_CAPACITY, GCG_ERR_ENCODING,
		GCG_ERR_SPACE, GCG_ERR_REPLAY, GCG_ERR_MISMATCH,
	};
	check_status_texts("gcg", codes, (int)(sizeof codes / sizeof codes[0]), gcg_text);
	struct gcg_error err = {GCG_ERR_SPACE, 3, 0, ""};
	char buf[80];
	gcg_error_format(&err, buf, sizeof buf);
	CHECK_STR(buf, "line 3: the output buffer is too small");
}

int main(void)
{
	RUN(test_status_texts);
	RUN(test_parse_sample);
	RUN(test_round_trip);
	RUN(test_tolerated);
	RUN(test_errors);
	RUN(test_capacity);
	RUN(test_long_lines);
	return check_finish();
}
