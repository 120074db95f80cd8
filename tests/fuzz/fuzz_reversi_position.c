/* Position reader: any bytes either read as a position whose text form is
 * the input (less one trailing newline), or fail with an offset inside the
 * 67 characters a position can have. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/reversi/reversi.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct reversi_pos p;
	struct reversi_error err;
	enum reversi_status st = reversi_pos_read(&p, (const char *)data, size, &err);
	if (st != err.status)
		abort();
	if (st != REVERSI_OK) {
		if (err.offset < 0 || err.offset > 66 || (size_t)err.offset > size)
			abort();
		return 0;
	}
	if (p.disc[0] & p.disc[1])
		abort();
	char buf[REVERSI_POSITION_TEXT];
	reversi_pos_write(&p, buf);
	if (memcmp(buf, data, 66) != 0)
		abort();
	/* What the rules do with it must not crash either. */
	reversi_pos_settle(&p);
	uint64_t m = reversi_pos_moves(&p);
	if (m & (p.disc[0] | p.disc[1]))
		abort();
	if (m)
		reversi_pos_play(&p, __builtin_ctzll(m));
	return 0;
}
