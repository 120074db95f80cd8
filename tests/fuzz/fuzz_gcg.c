/* The GCG reader and replay on arbitrary bytes: no crash, no sanitizer
 * report; a failure has a status, a message and a line within the input; a
 * record that reads is written back to text that reads the same, and a
 * record that replays is written from the replayed game and replays again. */
#include "core/words/gcg.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static struct gcg_record rec, again;
static struct gcg_replay rp, rp2;
static char text[1 << 17];

static void expect_error(int rc, const struct gcg_error *e, size_t size)
{
	if (rc != e->status || e->msg[0] == '\0' || e->line < 0 || e->col < 0 ||
	    (size_t)e->line > size + 1)
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct gcg_error err;
	memset(&err, 0, sizeof err);
	int rc = gcg_parse((const char *)data, size, &rec, &err);
	if (rc) {
		expect_error(rc, &err, size);
		return 0;
	}
	int n = gcg_write(&rec, text, sizeof text);
	if (n < 0 || gcg_parse(text, (size_t)n, &again, &err) != GCG_OK ||
	    again.nevents != rec.nevents || again.nplayers != rec.nplayers)
		abort();

	memset(&err, 0, sizeof err);
	rc = gcg_replay(&rec, &rp, NULL, NULL, &err);
	if (rc) {
		expect_error(rc, &err, size);
		return 0;
	}
	/* A verified game survives being written from the rules core's log. */
	struct gcg_player players[GCG_MAX_PLAYERS];
	for (int s = 0; s < rec.nplayers; s++)
		players[s] = rec.players[rp.player[s]];
	if (gcg_from_game(&rp.game, players, &again) != GCG_OK)
		abort();
	n = gcg_write(&again, text, sizeof text);
	if (n < 0 || gcg_parse(text, (size_t)n, &rec, &err) != GCG_OK ||
	    gcg_replay(&rec, &rp2, NULL, NULL, &err) != GCG_OK)
		abort();
	if (memcmp(rp.game.pos.board, rp2.game.pos.board, sizeof rp.game.pos.board) != 0)
		abort();
	return 0;
}
