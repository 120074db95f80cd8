/* The dictionary: an immutable, minimized DAWG read straight out of a blob that
 * the caller owns (the program maps the file read-only; tests build blobs in
 * memory).  Nothing here allocates or does I/O; dict_open() checks the whole
 * blob once, so every later lookup or walk may trust it.
 *
 * Words are 2..15 letters A-Z.  The blob format is described in dict_format.h
 * and docs/dict.md; this header is all a user of the dictionary needs.
 *
 *     struct dict d;
 *     if (dict_open(&d, blob, size) != DICT_OK)
 *         fprintf(stderr, "%s: %s\n", path, dict_message(&d));
 *     if (dict_contains(&d, "QI", 2)) ...
 */
#ifndef TESSERA_DICT_DICT_H
#define TESSERA_DICT_DICT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
	DICT_MIN_WORD = 2,   /* shortest word a dictionary holds */
	DICT_MAX_WORD = 15,  /* longest: the width of the board */
	DICT_MESSAGE_MAX = 128,
	DICT_HEAD_SIZE = 32, /* the fixed header dict_check_head() reads */
	/* The GADDAG's separator symbol (after 'Z') and its longest path: a
	 * word's letters and the separator. */
	DICT_GADDAG_SEPARATOR = 27,
	DICT_GADDAG_SEPARATOR_CHAR = 'A' - 1 + DICT_GADDAG_SEPARATOR, /* '[' */
	DICT_GADDAG_MAX_PATH = DICT_MAX_WORD + 1,
};

/* dict_open() returns DICT_OK (0) or one of these negative codes
 * (docs/design.md, Conventions); dict_status_text() gives the words. */
enum dict_status {
	DICT_OK = 0,
	DICT_ERR_TRUNCATED = -1,      /* the blob ends before the data it announces */
	DICT_ERR_NOT_DICT = -2,       /* wrong magic: not a tessera dictionary */
	DICT_ERR_VERSION = -3,        /* a format version this build cannot read */
	DICT_ERR_CHECKSUM = -4,       /* the bytes were changed after the blob was made */
	DICT_ERR_CORRUPT = -5,        /* checksum fine but the structure is invalid */
	DICT_ERR_BAD_ARGUMENT = -6,   /* NULL dictionary or blob */
};

/* A graph of letter edges, packed at a fixed number of bits per edge.  A node
 * is the index of its first edge; its edges follow in increasing letter order
 * up to the one marked last.  Index 0 is never a node (DICT_NO_NODE). */
struct dict_graph {
	const unsigned char *bits; /* packed edges, inside the caller's blob */
	uint32_t edge_count;
	uint32_t root;
	unsigned edge_bits;        /* DICT_EDGE_FLAG_BITS + child bits, at most 32 */
};

/* One decoded edge (see "walking the graph" below). */
typedef uint32_t dict_edge;

struct dict {
	struct dict_graph dawg;
	/* The GADDAG section, if the blob has one (edge_count 0 if not): see
	 * dict_gaddag(). */
	struct dict_graph gaddag;
	uint32_t word_count;
	uint32_t version;
	/* Private: the edge reached by each pair of first letters (0 if none), so
	 * that a lookup skips the two widest nodes of the graph. */
	dict_edge start2_[26][26];
	/* Private: bit k set when some word has the letters (indices 0..25) after
	 * k letters; see dict_factor2(). */
	uint16_t factor2_[26][26];
	uint16_t factor3_[26][26][26];
	/* After a failed dict_open(): a sentence for the user, e.g. "wrong version
	 * 3 (expected 1)" or "corrupt structure at edge 812: child 9000 out of
	 * range".  The caller adds the file name. */
	char message[DICT_MESSAGE_MAX];
};

/* Checks `blob` (size bytes, any alignment) completely and, on success, fills
 * *d so that it points into the blob: the blob must outlive *d and must not
 * change.  Returns DICT_OK or a negative enum dict_status; dict_message(d)
 * then says what is wrong.  Never reads outside [blob, blob + size). */
enum dict_status dict_open(struct dict *d, const void *blob, size_t size);

/* The header alone, before a file is read: head holds its first len bytes
 * (DICT_HEAD_SIZE, or all of a shorter file), file_size is the whole
 * file's.  Checks the magic, the version and that the size the header
 * announces is file_size, as dict_open() does; so a huge file that is no
 * dictionary, or not this one, is refused without reading it.  Returns as
 * dict_open() (dict_message(d) says why); d answers no lookup after it. */
enum dict_status dict_check_head(struct dict *d, const void *head, size_t len, uint64_t file_size);

/* The generic sentence for a status ("checksum mismatch"; "ok" for DICT_OK);
 * "unknown status" for a code that is none of them.  Never NULL. */
const char *dict_status_text(enum dict_status status);

/* The detailed message of the last dict_open() on d ("ok" after success). */
const char *dict_message(const struct dict *d);

/* Number of distinct words in the dictionary. */
uint32_t dict_word_count(const struct dict *d);

/* True when word[0..len) is a word.  Letters may be upper or lower case;
 * anything outside A-Z, or a length outside 2..15, is simply not a word. */
bool dict_contains(const struct dict *d, const char *word, size_t len);

/* ---- walking the graph (move generation) ------------------------------------
 * A dict_edge is one decoded edge; 0 is never a valid edge, so the functions
 * that search return 0 for "no such edge".  To visit the children of a node:
 *
 *     for (uint32_t i = node; i != DICT_NO_NODE; ) {
 *         dict_edge e = dict_graph_edge(g, i);
 *         ... dict_edge_letter(e), dict_edge_ends_word(e), dict_edge_child(e)
 *         i = dict_edge_is_last(e) ? DICT_NO_NODE : i + 1;
 *     }
 *
 * A leaf (an edge whose letter only ends a word) has child DICT_NO_NODE. */
typedef uint32_t dict_node;

enum {
	DICT_NO_NODE = 0,
	DICT_EDGE_LAST = 1u << 0,      /* the last edge of its node */
	DICT_EDGE_WORD = 1u << 1,      /* the path through this edge is a word */
	DICT_EDGE_SYMBOL_SHIFT = 2,    /* 5 bits: 1..26 = 'A'..'Z' */
	DICT_EDGE_SYMBOL_MASK = 0x1f,
	DICT_EDGE_FLAG_BITS = 7,       /* the child index takes the bits above */
};

static inline const struct dict_graph *dict_dawg(const struct dict *d)
{
	return &d->dawg;
}

/* The GADDAG, or NULL when the blob has none (older blobs, or built without
 * it).  For a word of L letters and each split 1..L it holds the path of the
 * first `split` letters reversed, then, unless split == L, the separator
 * (symbol DICT_GADDAG_SEPARATOR, dict_edge_letter() gives '[') and the other
 * letters in order; dict_edge_ends_word() marks the last edge of each.  So a
 * walk can start from any letter of a word and go outwards: first leftwards,
 * then, after the separator, rightwards.  dict_open() checked that every child
 * lies after its parent edge (no cycle) and that no path is longer than
 * DICT_GADDAG_MAX_PATH symbols. */
static inline const struct dict_graph *dict_gaddag(const struct dict *d)
{
	return d->gaddag.edge_count ? &d->gaddag : NULL;
}

static inline dict_node dict_graph_root(const struct dict_graph *g)
{
	return g->root;
}

/* The edge at index i (i < g->edge_count; a node or the next edge of one).
 * Reads 8 bytes little-endian: the format pads every edge section so that this
 * never reads past it. */
static inline dict_edge dict_graph_edge(const struct dict_graph *g, uint32_t i)
{
	uint64_t bit = (uint64_t)i * g->edge_bits;
	const unsigned char *p = g->bits + (bit >> 3);
	uint64_t v = (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
		     (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 |
		     (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
	return (dict_edge)((v >> (bit & 7)) & ((UINT64_C(1) << g->edge_bits) - 1));
}

/* Asks the memory for the first edges of `node` ahead of their reading: a
 * walk that will visit several children can overlap their cache misses. */
static inline void dict_graph_prefetch(const struct dict_graph *g, dict_node node)
{
	__builtin_prefetch(g->bits + ((uint64_t)node * g->edge_bits >> 3));
}

/* 'A'..'Z' */
static inline char dict_edge_letter(dict_edge e)
{
	return (char)('A' - 1 + ((e >> DICT_EDGE_SYMBOL_SHIFT) & DICT_EDGE_SYMBOL_MASK));
}

static inline bool dict_edge_ends_word(dict_edge e)
{
	return (e & DICT_EDGE_WORD) != 0;
}

static inline bool dict_edge_is_last(dict_edge e)
{
	return (e & DICT_EDGE_LAST) != 0;
}

/* The node the edge leads to, or DICT_NO_NODE when no word continues. */
static inline dict_node dict_edge_child(dict_edge e)
{
	return e >> DICT_EDGE_FLAG_BITS;
}

/* The edge of `node` labelled with symbol `want` (1..26 for 'A'..'Z', 27 for
 * the GADDAG's separator), or 0.
 * Inline, for the move generator's inner loop; node must be a node. */
static inline dict_edge dict_graph_find_symbol(const struct dict_graph *g, dict_node node, unsigned want)
{
	for (uint32_t i = node;; i++) {
		dict_edge e = dict_graph_edge(g, i);
		unsigned sym = (e >> DICT_EDGE_SYMBOL_SHIFT) & DICT_EDGE_SYMBOL_MASK;
		if (sym == want)
			return e;
		/* Letters increase within a node: once past, the letter is absent. */
		if (sym > want || dict_edge_is_last(e))
			return 0;
	}
}

/* Where a sequence of two (three) letters occurs inside the words: bit k is
 * set when some word has a, b (, c) right after its first k letters (letters
 * as indices 0..25, k < 14).  dict_open notes them while it walks every word.
 * The move generator asks whether tiles on the board can be preceded by a
 * left part of k letters at all. */
static inline uint16_t dict_factor2(const struct dict *d, unsigned a, unsigned b)
{
	return d->factor2_[a][b];
}

static inline uint16_t dict_factor3(const struct dict *d, unsigned a, unsigned b, unsigned c)
{
	return d->factor3_[a][b][c];
}

/* The edge of `node` labelled `letter` ('A'..'Z'), or 0 if there is none. */
dict_edge dict_graph_find(const struct dict_graph *g, dict_node node, char letter);

/* Follows word[0..len) (A-Z, any case) from the root; returns the edge of its
 * last letter, or 0 if no word starts so.  dict_edge_ends_word() of the result
 * says whether the prefix is itself a word, dict_edge_child() where it goes. */
dict_edge dict_graph_prefix(const struct dict_graph *g, const char *word, size_t len);

#endif
