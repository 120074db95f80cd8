/* Position and move parsers on arbitrary bytes: no crash, no sanitizer
 * report, and every failure names a place and a reason.  The input is split
 * at its first "\n\n\n": a position before it, a move after it (so the seed
 * corpus can hold both, and a move can be resolved against the board). */
#include "core/words/notation.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void expect_error(int rc, const struct notation_error *e)
{
	/* A failure must say why: a status, a message, a sane place. */
	if (rc != e->status || e->msg[0] == '\0' || e->line < 0 || e->col < 0)
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *buf = (const char *)data;
	struct notation_board board;
	struct notation_move move;
	struct notation_error err;
	struct notation_placement pl[NOTATION_RACK];
	char text[NOTATION_POSITION_TEXT], mtext[40];
	size_t split = size;

	for (size_t i = 0; i + 2 < size; i++)
		if (buf[i] == '\n' && buf[i + 1] == '\n' && buf[i + 2] == '\n') {
			split = i;
			break;
		}

	memset(&err, 0, sizeof err);
	int rc = notation_position_parse(buf, split, &board, &err);
	if (rc) {
		expect_error(rc, &err);
		memset(&board, 0, sizeof board);
	} else {
		/* A parsed position formats to text that parses to the same board. */
		struct notation_board again;
		int n = notation_position_format(&board, text, sizeof text);
		if (n <= 0 || notation_position_parse(text, (size_t)n, &again, &err) ||
		    memcmp(&again, &board, sizeof board) != 0)
			abort();
	}

	const char *mbuf = split < size ? buf + split + 3 : buf;
	size_t mlen = split < size ? size - split - 3 : size;
	memset(&err, 0, sizeof err);
	rc = notation_move_parse(mbuf, mlen, &move, &err);
	if (rc) {
		expect_error(rc, &err);
		return 0;
	}
	/* A parsed move formats to notation that parses to the same move. */
	int n = notation_move_format(&move, mtext, sizeof mtext);
	struct notation_move again;
	if (n <= 0 || notation_move_parse(mtext, (size_t)n, &again, &err))
		abort();
	if (again.kind != move.kind || again.len != move.len || again.through != move.through)
		abort();
	rc = notation_move_tiles(&move, &board, pl, &err);
	if (rc < 0)
		expect_error(rc, &err);
	else if (rc > NOTATION_RACK)
		abort();
	return 0;
}
