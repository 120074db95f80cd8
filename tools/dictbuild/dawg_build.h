/* Builds a dictionary blob (src/dict/dict_format.h) from a word list.  Used by
 * the host tool mkdict and by the unit tests (which #include dawg_build.c);
 * it allocates freely and therefore lives outside src/, whose core must not. */
#ifndef TESSERA_TOOLS_DAWG_BUILD_H
#define TESSERA_TOOLS_DAWG_BUILD_H

#include <stddef.h>
#include <stdint.h>

struct dawg_build_stats {
	size_t lines;          /* lines in the list, the last one with or without newline */
	size_t kept;           /* distinct words stored */
	size_t duplicates;     /* lines repeating a kept word (in any case) */
	size_t skipped_blank;  /* empty lines */
	size_t skipped_chars;  /* a character outside A-Z/a-z */
	size_t skipped_short;  /* fewer than 2 letters */
	size_t skipped_long;   /* more than 15 letters */
	size_t nodes;          /* distinct edge lists after minimization */
	size_t edges_unshared; /* edges if no list were stored inside another */
	size_t edges;          /* edges stored, including the reserved edge 0 */
	unsigned edge_bits;
	size_t bytes;          /* size of the blob */
	/* The GADDAG, with DICT_BUILD_GADDAG (0 without). */
	size_t gaddag_strings; /* one per letter of every word */
	size_t gaddag_nodes;
	size_t gaddag_edges;   /* including the reserved edge 0; no tail sharing */
	unsigned gaddag_edge_bits;
};

enum { DICT_BUILD_GADDAG = 1 }; /* flags of dict_build() */

enum dawg_build_error {
	DAWG_BUILD_OK = 0,
	DAWG_BUILD_NO_WORDS = -1, /* nothing in the list is a usable word */
	DAWG_BUILD_NO_MEMORY = -2,
	DAWG_BUILD_TOO_BIG = -3,  /* over the format's limits (DICT_MAX_WORDS, DICT_MAX_EDGES) */
};

/* Compiles the list text[0..len) (one word a line, any case, LF or CRLF) into
 * a blob; on success *blob is a malloc'd buffer of *size bytes that the caller
 * frees.  Returns 0 or a negative enum dawg_build_error; *stats is filled as
 * far as the build got either way. */
int dawg_build(const char *text, size_t len, unsigned char **blob, size_t *size,
	       struct dawg_build_stats *stats);

/* The same, with flags: DICT_BUILD_GADDAG adds the GADDAG section that the
 * move generator walks (docs/dict.md).  dawg_build() is dict_build() with no
 * flags: the DAWG alone. */
int dict_build(const char *text, size_t len, unsigned flags, unsigned char **blob, size_t *size,
	       struct dawg_build_stats *st);

const char *dawg_build_strerror(int err);

#endif
