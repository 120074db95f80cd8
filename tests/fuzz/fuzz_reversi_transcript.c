/* Transcript reader: any bytes either read as a game that writes back and
 * reads again to the same position, or fail with an offset inside the input
 * and the game holding only legal moves. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/reversi/reversi.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct reversi_game g, h;
	struct reversi_error err;
	reversi_game_start(&g);
	enum reversi_status st = reversi_transcript_read(&g, (const char *)data, size, &err);
	if (st != err.status)
		abort();
	if (st != REVERSI_OK) {
		if (err.offset < 0 || (size_t)err.offset > size)
			abort();
		if (strlen(reversi_status_text(st)) == 0)
			abort();
	}
	if (g.n_moves < 0 || g.n_moves > REVERSI_MAX_MOVES)
		abort();
	char buf[REVERSI_TRANSCRIPT_MAX];
	int n = reversi_transcript_write(&g, buf, sizeof buf);
	if (n != 2 * g.n_moves || buf[n] != '\0')
		abort();
	reversi_game_start(&h);
	if (reversi_transcript_read(&h, buf, (size_t)n, &err) != REVERSI_OK)
		abort();
	if (h.pos.disc[0] != g.pos.disc[0] || h.pos.disc[1] != g.pos.disc[1] || h.pos.turn != g.pos.turn)
		abort();
	/* Take-back returns to the start. */
	if (reversi_game_undo(&g, g.n_moves) != REVERSI_OK || g.n_moves != 0)
		abort();
	return 0;
}
