/* The start-up reservations: every piece of memory the program takes before
 * it seals (what it is for, how many bytes, and how it is held), in one
 * table.  The app plans its own pieces here and carves them out of the one
 * block the program allocates for it; the program adds the display's
 * buffers, the dictionary's copy and its static state, and `tessera
 * --memory` prints the whole table.  Pure bookkeeping: no allocation. */
#ifndef TESSERA_APP_RESERVE_H
#define TESSERA_APP_RESERVE_H

#include <stddef.h>

enum {
	RESERVE_MAX = 16,
	RESERVE_ALIGN = 64,	/* each heap piece starts on a cache line */
};

enum reserve_kind {
	RESERVE_HEAP,		/* part of the block allocated once at start-up */
	RESERVE_DEVICE,		/* the display's buffers (heap or mapped by the driver) */
	RESERVE_COPY,		/* a file's private copy in memory (the dictionary) */
	RESERVE_STATIC,		/* the program's static state */
};

struct reserve_entry {
	const char *what;	/* a string literal */
	size_t bytes;
	enum reserve_kind kind;
	size_t offset;		/* RESERVE_HEAP: where the piece starts in the block */
};

struct reserve_table {
	struct reserve_entry entries[RESERVE_MAX];
	int count;
	size_t heap_bytes;	/* the block's size: every heap piece, aligned */
};

void reserve_init(struct reserve_table *t);

/* Adds a piece; a heap piece gets the next aligned offset in the block.
 * Returns the entry, or NULL when the table is full (a programming error:
 * RESERVE_MAX is sized for every piece there is). */
const struct reserve_entry *reserve_add(struct reserve_table *t, const char *what, size_t bytes,
					enum reserve_kind kind);

/* The entry for `what` (compared as text), or NULL. */
const struct reserve_entry *reserve_find(const struct reserve_table *t, const char *what);

/* Bytes of every entry of one kind. */
size_t reserve_total(const struct reserve_table *t, enum reserve_kind kind);

/* "heap", "device", "copy", "static". */
const char *reserve_kind_name(enum reserve_kind kind);

#endif
