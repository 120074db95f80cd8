/* The dictionary: mkdict's builder (compiled in from tools/dictbuild) makes
 * small blobs in memory; the loader must find exactly their words, and must
 * refuse every damaged blob with a clear message instead of crashing or
 * looping. */
#include "check.h"
#include "status_check.h"

#include "../../tools/dictbuild/dawg_build.c"

#include "dict/dict.h"
#include "dict/dict_format.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct blob {
	unsigned char *p;
	size_t n;
	struct dawg_build_stats st;
};

static struct blob build(const char *list)
{
	struct blob b = {0};
	int err = dawg_build(list, strlen(list), &b.p, &b.n, &b.st);
	CHECK_MSG(err == 0, list);
	return b;
}

static struct blob copy(const struct blob *b)
{
	struct blob c = *b;
	c.p = malloc(b->n);
	memcpy(c.p, b->p, b->n);
	return c;
}

static uint32_t rd32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* After an edit inside the blob: a correct checksum, so that the loader's
 * structural checks are what is being tested. */
static void resign(struct blob *b)
{
	put32(b->p + DICT_OFF_CHECKSUM, dict_blob_checksum(b->p, b->n));
}

/* The section of table entry k: 0 the DAWG, 1 the GADDAG of a blob built
 * with one. */
static unsigned char *section_at(struct blob *b, int k)
{
	return b->p + rd32(b->p + DICT_HEADER_SIZE + (size_t)k * DICT_SECTION_ENTRY_SIZE + 8);
}

static unsigned char *dawg_section(struct blob *b)
{
	return section_at(b, 0);
}

static struct dict_graph section_graph(struct blob *b, int k)
{
	unsigned char *s = section_at(b, k);
	struct dict_graph g = {s + DICT_DAWG_HEADER_SIZE, rd32(s), rd32(s + 4), s[12]};
	return g;
}

static struct dict_graph graph_of(struct blob *b)
{
	return section_graph(b, 0);
}

/* Writes edge i of the graph of table entry k, then signs the blob again. */
static void set_section_edge(struct blob *b, int k, uint32_t i, uint32_t v)
{
	struct dict_graph g = section_graph(b, k);
	unsigned char *packed = (unsigned char *)g.bits;
	uint64_t bit = (uint64_t)i * g.edge_bits;
	for (unsigned n = 0; n < g.edge_bits; n++, bit++) {
		unsigned char m = (unsigned char)(1u << (bit & 7));
		packed[bit >> 3] = (unsigned char)((v >> n & 1) ? packed[bit >> 3] | m : packed[bit >> 3] & ~m);
	}
	resign(b);
}

static void set_edge(struct blob *b, uint32_t i, uint32_t v)
{
	set_section_edge(b, 0, i, v);
}

static uint32_t get_edge(struct blob *b, uint32_t i)
{
	struct dict_graph g = graph_of(b);
	return dict_graph_edge(&g, i);
}

static unsigned sym_of(uint32_t e)
{
	return (e >> DICT_EDGE_SYMBOL_SHIFT) & DICT_EDGE_SYMBOL_MASK;
}

/* dict_open must fail with `want` and a message containing `text`. */
static void expect_error(const struct blob *b, int want, const char *text, const char *what)
{
	struct dict d;
	int err = dict_open(&d, b->p, b->n);
	char detail[300];
	snprintf(detail, sizeof detail, "%s: expected %d (%s) with \"%s\", got %d: \"%s\"", what, want,
		 dict_status_text(want), text, err, dict_message(&d));
	CHECK_MSG(err == want && strstr(dict_message(&d), text) != NULL, detail);
	/* A dictionary that failed to open answers no word, and does not crash. */
	CHECK(!dict_contains(&d, "CAT", 3));
}

static const char SMALL[] = "cat\ncats\ncar\ncart\ncarts\ndo\ndog\ndogs\nqi\nza\nzzz\n";

static void test_crc32_is_the_standard_one(void)
{
	/* The table in dict_crc.c against the bitwise definition. */
	for (unsigned v = 0; v < 256; v++) {
		uint32_t c = ~0u ^ v;
		for (int k = 0; k < 8; k++)
			c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
		unsigned char byte = (unsigned char)v;
		CHECK_INT(dict_crc32(0, &byte, 1), ~c);
	}
	CHECK_INT(dict_crc32(0, "123456789", 9), 0xCBF43926u);
	/* Continuing over pieces equals one pass. */
	CHECK_INT(dict_crc32(dict_crc32(0, "1234", 4), "56789", 5), 0xCBF43926u);
	/* Eight bytes a step: every length and alignment against the bitwise
	 * definition, over bytes that use every table entry. */
	static unsigned char buf[300];
	for (int i = 0; i < (int)sizeof buf; i++)
		buf[i] = (unsigned char)(i * 157 + 11);
	for (int at = 0; at < 8; at++)
		for (int len = 0; len + at <= (int)sizeof buf; len += len < 40 ? 1 : 37) {
			uint32_t c = ~0u;
			for (int i = at; i < at + len; i++) {
				c ^= buf[i];
				for (int k = 0; k < 8; k++)
					c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
			}
			CHECK_INT(dict_crc32(0, buf + at, (size_t)len), ~c);
		}
}

static void test_finds_every_word_and_nothing_else(void)
{
	struct blob b = build(SMALL);
	struct dict d;
	CHECK_INT(dict_open(&d, b.p, b.n), 0);
	CHECK_STR(dict_message(&d), "ok");
	CHECK_INT(dict_word_count(&d), 11);
	const char *words[] = {"CAT", "CATS", "CAR", "CART", "CARTS", "DO", "DOG", "DOGS", "QI", "ZA", "ZZZ"};
	for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
		char lower[16];
		size_t n = strlen(words[i]);
		for (size_t k = 0; k <= n; k++)
			lower[k] = (char)(words[i][k] | 0x20);
		CHECK_MSG(dict_contains(&d, words[i], n), words[i]);
		CHECK_MSG(dict_contains(&d, lower, n), lower); /* case does not matter */
	}
	/* Prefixes, extensions, neighbours and non-letters are not words. */
	const char *absent[] = {"CA", "CARTSS", "CATSS", "DOGSS", "ZZ", "ZZZZ", "QIS", "AA", "D",
				"CAT ", "C@T", "CA\x14", "C\xc1T", "DOG\n", "ZA1", "Q"};
	for (size_t i = 0; i < sizeof absent / sizeof *absent; i++)
		CHECK_MSG(!dict_contains(&d, absent[i], strlen(absent[i])), absent[i]);
	CHECK(!dict_contains(&d, "", 0));
	/* The length given is the word: "CATS" cut to 3 is CAT. */
	CHECK(dict_contains(&d, "CATS", 3));
	CHECK(!dict_contains(&d, "CARTS", 2));
	free(b.p);
}

static void test_lengths_2_to_15(void)
{
	struct blob b = build("ab\nabcdefghijklmno\nabcdefghijklmnop\nx\n");
	CHECK_INT(b.st.kept, 2);
	CHECK_INT(b.st.skipped_long, 1);
	CHECK_INT(b.st.skipped_short, 1);
	struct dict d;
	CHECK_INT(dict_open(&d, b.p, b.n), 0);
	CHECK(dict_contains(&d, "AB", 2));
	CHECK(dict_contains(&d, "ABCDEFGHIJKLMNO", 15));
	CHECK(!dict_contains(&d, "ABCDEFGHIJKLMNOP", 16));
	CHECK(!dict_contains(&d, "X", 1));
	free(b.p);
}

static void test_list_format(void)
{
	/* Any case, CRLF, duplicates in any case, blank lines, non-letters,
	 * and a last line without a newline. */
	struct blob b = build("Cat\r\ncat\nCAT\n\nx\nabcdefghijklmnop\nno-way\nnaïve\nDog");
	CHECK_INT(b.st.lines, 9);
	CHECK_INT(b.st.kept, 2);
	CHECK_INT(b.st.duplicates, 2);
	CHECK_INT(b.st.skipped_blank, 1);
	CHECK_INT(b.st.skipped_short, 1);
	CHECK_INT(b.st.skipped_long, 1);
	CHECK_INT(b.st.skipped_chars, 2);
	struct dict d;
	CHECK_INT(dict_open(&d, b.p, b.n), 0);
	CHECK_INT(dict_word_count(&d), 2);
	CHECK(dict_contains(&d, "CAT", 3));
	CHECK(dict_contains(&d, "DOG", 3));
	free(b.p);

	/* A list with no usable word is an error, not an empty dictionary. */
	unsigned char *p = NULL;
	size_t n = 0;
	struct dawg_build_stats st;
	CHECK_INT(dawg_build("a\n\n12\nthisiswaytoolongforaboard\n", 27, &p, &n, &st), DAWG_BUILD_NO_WORDS);
	CHECK(p == NULL);
	CHECK_INT(dawg_build("", 0, &p, &n, &st), DAWG_BUILD_NO_WORDS);
}

static void test_equal_endings_are_stored_once(void)
{
	/* All 676 two-letter words: the root's 26 edges lead to one node whose 26
	 * edges end words.  Edge 0 is reserved: 1 + 26 + 26 edges. */
	char *list = malloc(676 * 3 + 1), *q = list;
	for (char x = 'a'; x <= 'z'; x++)
		for (char y = 'a'; y <= 'z'; y++)
			*q++ = x, *q++ = y, *q++ = '\n';
	*q = '\0';
	struct blob b = build(list);
	CHECK_INT(b.st.kept, 676);
	CHECK_INT(b.st.nodes, 2);
	CHECK_INT(b.st.edges, 53);
	struct dict d;
	CHECK_INT(dict_open(&d, b.p, b.n), 0);
	CHECK_INT(dict_word_count(&d), 676);
	CHECK(dict_contains(&d, "QZ", 2) && !dict_contains(&d, "QZA", 3));
	free(b.p);
	free(list);

	/* The node after B ({C}) is the tail of the node after A ({B, C}): it is
	 * stored inside it, so 5 edges instead of 6. */
	b = build("ab\nac\nbc\n");
	CHECK_INT(b.st.nodes, 3);
	CHECK_INT(b.st.edges_unshared, 6);
	CHECK_INT(b.st.edges, 5);
	CHECK_INT(dict_open(&d, b.p, b.n), 0);
	CHECK(dict_contains(&d, "AB", 2) && dict_contains(&d, "AC", 2) && dict_contains(&d, "BC", 2));
	CHECK(!dict_contains(&d, "BB", 2) && !dict_contains(&d, "BA", 2));
	free(b.p);
}

/* Collects every word by walking the graph with the public accessors. */
static size_t walk_words(const struct dict_graph *g, dict_node node, char *prefix, size_t depth,
			 char out[][16], size_t max, size_t n)
{
	for (uint32_t i = node; i != DICT_NO_NODE;) {
		dict_edge e = dict_graph_edge(g, i);
		prefix[depth] = dict_edge_letter(e);
		prefix[depth + 1] = '\0';
		if (dict_edge_ends_word(e) && n < max)
			memcpy(out[n++], prefix, 16);
		if (dict_edge_child(e) != DICT_NO_NODE)
			n = walk_words(g, dict_edge_child(e), prefix, depth + 1, out, max, n);
		i = dict_edge_is_last(e) ? DICT_NO_NODE : i + 1;
	}
	return n;
}

static void test_walk_gives_the_words_in_order(void)
{
	struct blob b = build(SMALL);
	struct dict d;
	CHECK_INT(dict_open(&d, b.p, b.n), 0);
	const struct dict_graph *g = dict_dawg(&d);
	char words[32][16], prefix[17];
	size_t n = walk_words(g, dict_graph_root(g), prefix, 0, words, 32, 0);
	const char *want[] = {"CAR", "CART", "CARTS", "CAT", "CATS", "DO", "DOG", "DOGS", "QI", "ZA", "ZZZ"};
	CHECK_INT(n, 11);
	for (size_t i = 0; i < n && i < 11; i++)
		CHECK_STR(words[i], want[i]);

	/* "CA" leads on but is no word; "CAR" is a word and leads on; "ZZZ" ends. */
	dict_edge e = dict_graph_prefix(g, "CA", 2);
	CHECK(e != 0 && !dict_edge_ends_word(e) && dict_edge_child(e) != DICT_NO_NODE);
	CHECK(dict_edge_letter(e) == 'A');
	e = dict_graph_prefix(g, "car", 3);
	CHECK(e != 0 && dict_edge_ends_word(e) && dict_edge_child(e) != DICT_NO_NODE);
	e = dict_graph_prefix(g, "ZZZ", 3);
	CHECK(e != 0 && dict_edge_ends_word(e) && dict_edge_child(e) == DICT_NO_NODE);
	CHECK(dict_graph_prefix(g, "CX", 2) == 0);
	CHECK(dict_graph_prefix(g, "", 0) == 0);
	/* From the node after "CA": T is there, S is not, '?' is no letter. */
	dict_node ca = dict_edge_child(dict_graph_prefix(g, "CA", 2));
	CHECK(dict_edge_letter(dict_graph_find(g, ca, 't')) == 'T');
	CHECK(dict_graph_find(g, ca, 'S') == 0);
	CHECK(dict_graph_find(g, ca, '?') == 0);
	CHECK(dict_graph_find(g, DICT_NO_NODE, 'A') == 0);
	free(b.p);
}

static void test_truncated_at_every_length(void)
{
	struct blob b = build(SMALL);
	for (size_t n = 0; n < b.n; n++) {
		struct dict d;
		int err = dict_open(&d, b.p, n);
		char what[64];
		snprintf(what, sizeof what, "cut to %zu of %zu bytes: %s", n, b.n, dict_message(&d));
		CHECK_MSG(err == DICT_ERR_TRUNCATED && strncmp(dict_message(&d), "truncated", 9) == 0, what);
	}
	struct dict d;
	CHECK_INT(dict_open(&d, NULL, 10), DICT_ERR_BAD_ARGUMENT);
	CHECK_INT(dict_open(NULL, b.p, b.n), DICT_ERR_BAD_ARGUMENT);
	/* Extra bytes after the end are not silently ignored either. */
	struct blob longer = b;
	longer.p = calloc(1, b.n + 1);
	memcpy(longer.p, b.p, b.n);
	longer.n = b.n + 1;
	expect_error(&longer, DICT_ERR_CORRUPT, "the header announces", "one byte too many");
	free(longer.p);
	free(b.p);
}

static void test_every_flipped_bit_is_detected(void)
{
	struct blob b = build(SMALL);
	for (size_t i = 0; i < b.n; i++) {
		for (int k = 0; k < 8; k++) {
			struct blob c = copy(&b);
			c.p[i] ^= (unsigned char)(1u << k);
			struct dict d;
			int err = dict_open(&d, c.p, c.n);
			int want = i < DICT_MAGIC_SIZE ? DICT_ERR_NOT_DICT
				 : i < DICT_OFF_SIZE ? DICT_ERR_VERSION
				 : i < DICT_OFF_SECTIONS ? 1 /* size: truncated or corrupt */
				 : DICT_ERR_CHECKSUM;
			bool ok = want == 1 ? err == DICT_ERR_TRUNCATED || err == DICT_ERR_CORRUPT : err == want;
			char what[200];
			snprintf(what, sizeof what, "byte %zu bit %d: got %d \"%s\"", i, k, err, dict_message(&d));
			CHECK_MSG(ok && dict_message(&d)[0] != '\0', what);
			free(c.p);
		}
	}
	free(b.p);
}

static void test_header_errors_say_what_is_wrong(void)
{
	struct blob b = build(SMALL);
	struct blob c = copy(&b);
	memcpy(c.p, "NOTADICT", 8);
	expect_error(&c, DICT_ERR_NOT_DICT, "not a tessera dictionary", "wrong magic");
	struct blob text = {(unsigned char *)"hello\n", 6, {0}};
	expect_error(&text, DICT_ERR_NOT_DICT, "not a tessera dictionary", "a text file");
	free(c.p);

	c = copy(&b);
	put32(c.p + DICT_OFF_VERSION, 3);
	struct dict d;
	CHECK_INT(dict_open(&d, c.p, c.n), DICT_ERR_VERSION);
	CHECK_STR(dict_message(&d), "wrong version 3 (expected 1)");
	CHECK_INT(d.version, 3);
	free(c.p);

	c = copy(&b);
	c.p[c.n - 9] ^= 0x10;
	expect_error(&c, DICT_ERR_CHECKSUM, "checksum mismatch: stored 0x", "a changed byte");
	free(c.p);

	CHECK_STR(dict_status_text(DICT_ERR_TRUNCATED), "truncated");
	CHECK_STR(dict_status_text(DICT_ERR_CORRUPT), "corrupt structure");
	CHECK_STR(dict_status_text(-99), "unknown status");
	free(b.p);
}

/* dict_check_head: the header alone, against the whole file's size, says
 * what dict_open would about magic, version and size, and passes a good one
 * (whose checksum it cannot see). */
static void test_head_is_checked_alone(void)
{
	struct blob b = build(SMALL);
	struct dict d;
	CHECK_INT(dict_check_head(&d, b.p, DICT_HEAD_SIZE, b.n), DICT_OK);
	CHECK_INT(dict_check_head(&d, b.p, DICT_HEAD_SIZE, 3ull << 30), DICT_ERR_CORRUPT);
	CHECK(strstr(dict_message(&d), "the header announces") != NULL);
	CHECK_INT(dict_check_head(&d, b.p, DICT_HEAD_SIZE, b.n - 1), DICT_ERR_TRUNCATED);
	CHECK_INT(dict_check_head(&d, b.p, 5, 5), DICT_ERR_TRUNCATED);
	static const unsigned char zeros[DICT_HEAD_SIZE];
	CHECK_INT(dict_check_head(&d, zeros, sizeof zeros, 3ull << 30), DICT_ERR_NOT_DICT);
	CHECK(strstr(dict_message(&d), "wrong magic") != NULL);
	struct blob c = copy(&b);
	put32(c.p + DICT_OFF_VERSION, 3);
	CHECK_INT(dict_check_head(&d, c.p, DICT_HEAD_SIZE, c.n), DICT_ERR_VERSION);
	CHECK_STR(dict_message(&d), "wrong version 3 (expected 1)");
	free(c.p);
	free(b.p);
}

/* A header or section field set to v, with a valid checksum. */
static void expect_field(const struct blob *b, size_t off, uint32_t v, int want, const char *text)
{
	struct blob c = copy(b);
	put32(c.p + off, v);
	resign(&c);
	expect_error(&c, want, text, text);
	free(c.p);
}

static void test_bad_counts_and_sizes(void)
{
	struct blob b = build(SMALL);
	size_t s = rd32(b.p + DICT_HEADER_SIZE + 8);
	uint32_t edges = rd32(b.p + s), words = rd32(b.p + s + 8);
	expect_field(&b, s + 8, words + 1, DICT_ERR_CORRUPT, "but the header announces 12");
	expect_field(&b, s + 8, words - 1, DICT_ERR_CORRUPT, "more words than the 10 announced");
	expect_field(&b, s + 8, 0, DICT_ERR_CORRUPT, "bad word count 0");
	expect_field(&b, s + 8, DICT_MAX_WORDS + 1, DICT_ERR_CORRUPT, "bad word count");
	expect_field(&b, s, edges + 1, DICT_ERR_CORRUPT, "its counts need");
	expect_field(&b, s, 1, DICT_ERR_CORRUPT, "bad edge count 1");
	expect_field(&b, s, 0xffffffffu, DICT_ERR_CORRUPT, "bad edge count");
	expect_field(&b, s + 4, 0, DICT_ERR_CORRUPT, "root out of range");
	expect_field(&b, s + 4, edges, DICT_ERR_CORRUPT, "root out of range");
	expect_field(&b, s + 12, 8, DICT_ERR_CORRUPT, "bad bits per edge 8");
	expect_field(&b, s + 12, 33, DICT_ERR_CORRUPT, "bad bits per edge 33");
	expect_field(&b, s + 12, 0x0100 | b.p[s + 12], DICT_ERR_CORRUPT, "reserved DAWG header");
	expect_field(&b, DICT_OFF_SECTIONS, 0, DICT_ERR_CORRUPT, "bad section count 0");
	expect_field(&b, DICT_OFF_SECTIONS, 17, DICT_ERR_CORRUPT, "bad section count 17");
	expect_field(&b, DICT_OFF_SECTIONS, 16, DICT_ERR_CORRUPT, "section table runs past");
	expect_field(&b, DICT_OFF_SIZE, (uint32_t)b.n - 1, DICT_ERR_CORRUPT, "the header announces");
	expect_field(&b, DICT_OFF_SIZE, (uint32_t)b.n + 1, DICT_ERR_TRUNCATED, "bytes of the");
	expect_field(&b, DICT_OFF_FLAGS, 1, DICT_ERR_CORRUPT, "unknown header flags");
	expect_field(&b, DICT_OFF_RESERVED, 1, DICT_ERR_CORRUPT, "unknown header flags");
	/* The section entry: flags, alignment, bounds, kind. */
	expect_field(&b, DICT_HEADER_SIZE + 4, 1, DICT_ERR_CORRUPT, "misplaced or has unknown flags");
	expect_field(&b, DICT_HEADER_SIZE + 8, (uint32_t)s + 4, DICT_ERR_CORRUPT, "misplaced");
	expect_field(&b, DICT_HEADER_SIZE + 8, 0, DICT_ERR_CORRUPT, "misplaced");
	expect_field(&b, DICT_HEADER_SIZE + 12, (uint32_t)(b.n - s + 1), DICT_ERR_CORRUPT, "misplaced");
	expect_field(&b, DICT_HEADER_SIZE + 12, 8, DICT_ERR_CORRUPT, "smaller than its header");
	expect_field(&b, DICT_HEADER_SIZE + 12, (uint32_t)(b.n - s - 1), DICT_ERR_CORRUPT, "its counts need");
	expect_field(&b, DICT_HEADER_SIZE, 99, DICT_ERR_CORRUPT, "no DAWG section");
	free(b.p);
}

static void test_bad_edges(void)
{
	struct blob b = build(SMALL);
	struct dict_graph g = graph_of(&b);
	uint32_t root = g.root, first = get_edge(&b, root);
	unsigned child_bits = g.edge_bits - DICT_EDGE_FLAG_BITS;
	struct blob c;
	char what[160];

	c = copy(&b);
	set_edge(&c, 0, 0);
	expect_error(&c, DICT_ERR_CORRUPT, "at edge 0: the reserved edge", "edge 0 changed");
	free(c.p);

	c = copy(&b);
	set_edge(&c, root, (first & ~(DICT_EDGE_SYMBOL_MASK << DICT_EDGE_SYMBOL_SHIFT)));
	snprintf(what, sizeof what, "at edge %u: letter out of range", root);
	expect_error(&c, DICT_ERR_CORRUPT, what, "letter 0");
	free(c.p);

	c = copy(&b);
	set_edge(&c, root, first | 27u << DICT_EDGE_SYMBOL_SHIFT);
	expect_error(&c, DICT_ERR_CORRUPT, "letter out of range", "letter 27");
	free(c.p);

	/* The largest child index that fits the field, past the last edge. */
	uint32_t far = (1u << child_bits) - 1;
	CHECK(far >= g.edge_count);
	c = copy(&b);
	set_edge(&c, root, (first & ((1u << DICT_EDGE_FLAG_BITS) - 1)) | far << DICT_EDGE_FLAG_BITS);
	snprintf(what, sizeof what, "at edge %u: child %u out of range", root, far);
	expect_error(&c, DICT_ERR_CORRUPT, what, "child out of range");
	free(c.p);

	/* A leaf: an edge that ends a word and has no child.  Without the word
	 * flag it would lead nowhere. */
	uint32_t leaf = 0;
	for (uint32_t i = 1; i < g.edge_count && !leaf; i++)
		if (dict_edge_child(get_edge(&b, i)) == DICT_NO_NODE)
			leaf = i;
	c = copy(&b);
	set_edge(&c, leaf, get_edge(&b, leaf) & ~DICT_EDGE_WORD);
	expect_error(&c, DICT_ERR_CORRUPT, "dead end", "a leaf without its word");
	free(c.p);

	/* The root's first two edges (C, D) swapped: letters out of order. */
	uint32_t second = get_edge(&b, root + 1);
	c = copy(&b);
	set_edge(&c, root, (first & ~(DICT_EDGE_SYMBOL_MASK << DICT_EDGE_SYMBOL_SHIFT)) |
				   sym_of(second) << DICT_EDGE_SYMBOL_SHIFT);
	set_edge(&c, root + 1, (second & ~(DICT_EDGE_SYMBOL_MASK << DICT_EDGE_SYMBOL_SHIFT)) |
				       sym_of(first) << DICT_EDGE_SYMBOL_SHIFT);
	expect_error(&c, DICT_ERR_CORRUPT, "out of order", "swapped letters");
	free(c.p);

	/* The last edge of the graph must close its node, or a walk runs off. */
	c = copy(&b);
	set_edge(&c, g.edge_count - 1, get_edge(&b, g.edge_count - 1) & ~DICT_EDGE_LAST);
	expect_error(&c, DICT_ERR_CORRUPT, "does not end its node", "open last node");
	free(c.p);

	/* The root's first edge (C) leading back to the root: CCCC... is an
	 * endless path, cut at 15 letters. */
	c = copy(&b);
	set_edge(&c, root, (first & ((1u << DICT_EDGE_FLAG_BITS) - 1)) | root << DICT_EDGE_FLAG_BITS);
	expect_error(&c, DICT_ERR_CORRUPT, "a path longer than 15 letters", "a cycle");
	free(c.p);
	/* A cycle through word ends repeats words: more than the header says. */
	c = copy(&b);
	set_edge(&c, leaf, get_edge(&b, leaf) | root << DICT_EDGE_FLAG_BITS);
	expect_error(&c, DICT_ERR_CORRUPT, "more words than the 11 announced", "a cycle through words");
	free(c.p);

	/* A one-letter word: the word flag on a root edge. */
	c = copy(&b);
	set_edge(&c, root, first | DICT_EDGE_WORD);
	expect_error(&c, DICT_ERR_CORRUPT, "shorter than 2 letters", "a one-letter word");
	free(c.p);

	/* Bits after the last edge and the padding must be zero. */
	c = copy(&b);
	unsigned char *s = dawg_section(&c);
	uint32_t sec_size = rd32(c.p + DICT_HEADER_SIZE + 12);
	s[sec_size - 1] = 1;
	resign(&c);
	expect_error(&c, DICT_ERR_CORRUPT, "padding", "padding");
	free(c.p);
	uint64_t used = (uint64_t)g.edge_count * g.edge_bits;
	if (used & 7) {
		c = copy(&b);
		dawg_section(&c)[DICT_DAWG_HEADER_SIZE + (used >> 3)] |= 0x80;
		resign(&c);
		expect_error(&c, DICT_ERR_CORRUPT, "stray bits", "stray bits");
		free(c.p);
	}
	free(b.p);
}

/* The DAWG section moved behind a second section table entry, as a later
 * version with a GADDAG section would write it. */
static struct blob with_extra_section(const struct blob *b, uint32_t kind, uint32_t extra_size)
{
	size_t s = rd32(b->p + DICT_HEADER_SIZE + 8), len = rd32(b->p + DICT_HEADER_SIZE + 12);
	size_t dawg_off = DICT_HEADER_SIZE + 2 * DICT_SECTION_ENTRY_SIZE;
	size_t extra_off = (dawg_off + len + 7) / 8 * 8;
	struct blob c = *b;
	c.n = extra_off + extra_size;
	c.p = calloc(1, c.n);
	memcpy(c.p, b->p, DICT_HEADER_SIZE);
	put32(c.p + DICT_OFF_SIZE, (uint32_t)c.n);
	put32(c.p + DICT_OFF_SECTIONS, 2);
	unsigned char *e = c.p + DICT_HEADER_SIZE;
	put32(e, DICT_SECTION_DAWG), put32(e + 8, (uint32_t)dawg_off), put32(e + 12, (uint32_t)len);
	e += DICT_SECTION_ENTRY_SIZE;
	put32(e, kind), put32(e + 8, (uint32_t)extra_off), put32(e + 12, extra_size);
	memcpy(c.p + dawg_off, b->p + s, len);
	memset(c.p + extra_off, 0xa5, extra_size);
	resign(&c);
	return c;
}

static void test_unknown_sections_are_skipped(void)
{
	struct blob b = build(SMALL);
	struct blob c = with_extra_section(&b, 3, 40); /* a kind nobody knows yet */
	struct dict d;
	CHECK_INT(dict_open(&d, c.p, c.n), 0);
	CHECK(dict_gaddag(&d) == NULL);
	CHECK_INT(dict_word_count(&d), 11);
	CHECK(dict_contains(&d, "CARTS", 5) && !dict_contains(&d, "CARTSS", 6));
	free(c.p);
	/* A GADDAG section is read and checked now: 40 bytes of zeros are not one. */
	c = with_extra_section(&b, DICT_SECTION_GADDAG, 40);
	expect_error(&c, DICT_ERR_CORRUPT, "reserved GADDAG header", "zeros as a GADDAG");
	free(c.p);

	c = with_extra_section(&b, 0x7777, 8);
	CHECK_INT(dict_open(&d, c.p, c.n), 0);
	/* ...but the same section twice is a damaged file. */
	put32(c.p + DICT_HEADER_SIZE + DICT_SECTION_ENTRY_SIZE, DICT_SECTION_DAWG);
	resign(&c);
	expect_error(&c, DICT_ERR_CORRUPT, "two DAWG sections", "two DAWGs");
	/* ...and so are sections that overlap. */
	put32(c.p + DICT_HEADER_SIZE + DICT_SECTION_ENTRY_SIZE, 0x7777);
	put32(c.p + DICT_HEADER_SIZE + DICT_SECTION_ENTRY_SIZE + 8, DICT_HEADER_SIZE + 2 * DICT_SECTION_ENTRY_SIZE + 8);
	resign(&c);
	expect_error(&c, DICT_ERR_CORRUPT, "sections 0 and 1 overlap", "overlap");
	free(c.p);
	free(b.p);
}

static uint32_t rng = 12345;
static uint32_t next_random(void)
{
	rng ^= rng << 13, rng ^= rng >> 17, rng ^= rng << 5;
	return rng;
}

static void test_random_damage_never_crashes(void)
{
	/* Random bytes changed past the header, checksum made valid again: the
	 * loader either refuses the blob or every lookup on it stays bounded (the
	 * sanitizers watch the reads). */
	struct blob b = build(SMALL);
	int opened = 0, refused = 0;
	for (int round = 0; round < 3000; round++) {
		struct blob c = copy(&b);
		int changes = 1 + (int)(next_random() % 4);
		for (int k = 0; k < changes; k++)
			c.p[DICT_OFF_FLAGS + next_random() % (c.n - DICT_OFF_FLAGS)] ^= (unsigned char)(1 + next_random() % 255);
		resign(&c);
		struct dict d;
		int err = dict_open(&d, c.p, c.n);
		if (err == 0) {
			opened++;
			char w[16];
			for (int k = 0; k < 50; k++) {
				size_t len = 2 + next_random() % 14;
				for (size_t j = 0; j < len; j++)
					w[j] = (char)('A' + next_random() % 26);
				dict_contains(&d, w, len);
			}
			dict_contains(&d, "CATS", 4);
		} else {
			refused++;
			CHECK(err == DICT_ERR_CORRUPT || err == DICT_ERR_TRUNCATED);
		}
		free(c.p);
	}
	CHECK(refused > 0);
	printf("random damage: %d refused, %d still valid\n", refused, opened);
	free(b.p);
}

/* ---- the GADDAG section (DICT_BUILD_GADDAG) ---- */

static struct blob build_with_gaddag(const char *list)
{
	struct blob b = {0};
	int err = dict_build(list, strlen(list), DICT_BUILD_GADDAG, &b.p, &b.n, &b.st);
	CHECK_MSG(err == 0, list);
	return b;
}

/* The GADDAG section of a blob built with it (the second table entry). */
static struct dict_graph gaddag_of(struct blob *b)
{
	CHECK_INT(rd32(b->p + DICT_HEADER_SIZE + DICT_SECTION_ENTRY_SIZE), DICT_SECTION_GADDAG);
	return section_graph(b, 1);
}

static void set_gaddag_edge(struct blob *b, uint32_t i, uint32_t v)
{
	CHECK_INT(rd32(b->p + DICT_HEADER_SIZE + DICT_SECTION_ENTRY_SIZE), DICT_SECTION_GADDAG);
	set_section_edge(b, 1, i, v);
}

static int cmp_str(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Every string of a GADDAG, depth first, '[' for the separator: at most max. */
static size_t gaddag_walk(const struct dict_graph *g, char (*out)[20], size_t max)
{
	uint32_t stack[DICT_GADDAG_MAX_PATH];
	char path[DICT_GADDAG_MAX_PATH + 1];
	size_t n = 0;
	int depth = 0;
	stack[0] = dict_graph_root(g);
	for (;;) {
		dict_edge e = dict_graph_edge(g, stack[depth]);
		path[depth] = dict_edge_letter(e);
		if (dict_edge_ends_word(e) && n < max) {
			memcpy(out[n], path, (size_t)depth + 1);
			out[n++][depth + 1] = '\0';
		}
		if (dict_edge_child(e) != DICT_NO_NODE && depth + 1 < DICT_GADDAG_MAX_PATH) {
			stack[++depth] = dict_edge_child(e);
			continue;
		}
		while (depth >= 0 && dict_edge_is_last(dict_graph_edge(g, stack[depth])))
			depth--;
		if (depth < 0)
			return n;
		stack[depth]++;
	}
}

/* The GADDAG holds, for every word and each of its split points, the left
 * part reversed, the separator and the right part, and nothing else: its
 * strings, enumerated, equal the ones spelled out here from the list. */
static void test_gaddag_holds_every_split_and_nothing_else(void)
{
	static const char *const words[] = {"CAT", "CATS", "CAR", "CART", "CARTS", "DO", "DOG", "DOGS",
					    "QI", "ZA", "ZZZ", "ABCDEFGHIJKLMNO", "OXYPHENBUTAZONE", NULL};
	char list[512] = "";
	for (int i = 0; words[i]; i++)
		strcat(strcat(list, words[i]), "\n");
	struct blob b = build_with_gaddag(list);
	struct dict d;
	CHECK_INT(dict_open(&d, b.p, b.n), DICT_OK);
	CHECK_INT(dict_word_count(&d), 13);
	CHECK(dict_contains(&d, "CARTS", 5) && !dict_contains(&d, "CARTSS", 6));
	const struct dict_graph *g = dict_gaddag(&d);
	CHECK(g != NULL);
	if (!g)
		return;

	static char want[256][20], got[256][20];
	size_t nwant = 0;
	for (int i = 0; words[i]; i++) {
		size_t len = strlen(words[i]);
		for (size_t split = 1; split <= len; split++) {
			char *s = want[nwant++];
			size_t k = 0;
			for (size_t j = 0; j < split; j++)
				s[k++] = words[i][split - 1 - j];
			if (split < len) {
				s[k++] = '[';
				for (size_t j = split; j < len; j++)
					s[k++] = words[i][j];
			}
			s[k] = '\0';
			/* Found from this split point by following its symbols. */
			dict_node node = dict_graph_root(g);
			dict_edge e = 0;
			for (size_t j = 0; j < k && node; j++) {
				unsigned sym = s[j] == '[' ? DICT_GADDAG_SEPARATOR : (unsigned)(s[j] - 'A' + 1);
				e = dict_graph_find_symbol(g, node, sym);
				node = e ? dict_edge_child(e) : DICT_NO_NODE;
			}
			CHECK_MSG(e && dict_edge_ends_word(e), s);
		}
	}
	CHECK_INT(b.st.gaddag_strings, nwant);
	size_t ngot = gaddag_walk(g, got, 256);
	CHECK_INT(ngot, nwant);
	char *wp[256], *gp[256];
	for (size_t i = 0; i < nwant; i++)
		wp[i] = want[i];
	for (size_t i = 0; i < ngot; i++)
		gp[i] = got[i];
	qsort(wp, nwant, sizeof *wp, cmp_str);
	qsort(gp, ngot, sizeof *gp, cmp_str);
	for (size_t i = 0; i < nwant && i < ngot; i++)
		CHECK_STR(gp[i], wp[i]);
	/* Every child lies after its edge (what the loader relies on). */
	for (uint32_t i = 1; i < g->edge_count; i++) {
		dict_node c = dict_edge_child(dict_graph_edge(g, i));
		CHECK(c == DICT_NO_NODE || c > i);
	}
	/* Without the flag there is no GADDAG, and the DAWG is the same. */
	struct blob plain = build(list);
	CHECK_INT(dict_open(&d, plain.p, plain.n), DICT_OK);
	CHECK(dict_gaddag(&d) == NULL);
	CHECK_INT(plain.st.edges, b.st.edges);
	free(plain.p);
	free(b.p);
}

/* Damage inside the GADDAG gets a clear message, and a dictionary that
 * refused to open answers nothing. */
static void test_gaddag_damage_is_refused(void)
{
	struct blob b = build_with_gaddag(SMALL);
	struct dict_graph g = gaddag_of(&b);
	/* Find an edge with a child, and the edge of the separator. */
	uint32_t with_child = 0, sep = 0;
	for (uint32_t i = 1; i < g.edge_count; i++) {
		dict_edge e = dict_graph_edge(&g, i);
		if (!with_child && dict_edge_child(e) > 1)
			with_child = i;
		if (!sep && sym_of(e) == DICT_GADDAG_SEPARATOR)
			sep = i;
	}
	CHECK(with_child && sep);
	dict_edge e = dict_graph_edge(&g, with_child);

	struct blob c = copy(&b);
	set_gaddag_edge(&c, with_child, (e & ((1u << DICT_EDGE_FLAG_BITS) - 1)) | 1u << DICT_EDGE_FLAG_BITS);
	expect_error(&c, DICT_ERR_CORRUPT, "child 1 not after its edge", "a backward child");
	free(c.p);

	c = copy(&b);
	set_gaddag_edge(&c, with_child, (e & ~(DICT_EDGE_SYMBOL_MASK << DICT_EDGE_SYMBOL_SHIFT)) |
					 28u << DICT_EDGE_SYMBOL_SHIFT);
	expect_error(&c, DICT_ERR_CORRUPT, "letter out of range", "symbol 28");
	free(c.p);

	c = copy(&b);
	set_gaddag_edge(&c, sep, dict_graph_edge(&g, sep) | DICT_EDGE_WORD);
	expect_error(&c, DICT_ERR_CORRUPT, "a separator that ends a string", "separator ends");
	free(c.p);

	/* A string count that is not the DAWG's letters. */
	c = copy(&b);
	unsigned char *sec = (unsigned char *)g.bits - DICT_DAWG_HEADER_SIZE - b.p + c.p;
	put32(sec + 8, rd32(sec + 8) + 1);
	resign(&c);
	expect_error(&c, DICT_ERR_CORRUPT, "strings announced, the DAWG's words have", "one string too many");
	free(c.p);

	/* Two GADDAG sections. */
	c = copy(&b);
	put32(c.p + DICT_HEADER_SIZE, DICT_SECTION_GADDAG);
	resign(&c);
	expect_error(&c, DICT_ERR_CORRUPT, "two GADDAG sections", "two GADDAGs");
	free(c.p);

	/* Truncated anywhere, or any bit flipped: refused, never a crash. */
	for (size_t n = 0; n < b.n; n++) {
		struct dict d;
		CHECK(dict_open(&d, b.p, n) != DICT_OK);
	}
	int refused = 0, opened = 0;
	size_t goff = (size_t)(g.bits - b.p) - DICT_DAWG_HEADER_SIZE;
	for (size_t i = goff; i < b.n; i++)
		for (int k = 0; k < 8; k++) {
			c = copy(&b);
			c.p[i] ^= (unsigned char)(1u << k);
			resign(&c);
			struct dict d;
			if (dict_open(&d, c.p, c.n) == DICT_OK) {
				/* Still a valid GADDAG: its walk stays bounded. */
				static char out[128][20];
				gaddag_walk(dict_gaddag(&d), out, 128);
				opened++;
			} else {
				refused++;
				CHECK(!dict_contains(&d, "CAT", 3) && dict_gaddag(&d) == NULL);
			}
			free(c.p);
		}
	CHECK(refused > 0);
	printf("GADDAG bit flips: %d refused, %d still valid\n", refused, opened);
	free(b.p);
}

static const char *dict_text(int code)
{
	return dict_status_text((enum dict_status)code);
}

/* The error convention: every status negative, each with its own sentence. */
/* Where two- and three-letter sequences occur (dict_factor2/3, noted by
 * dict_open on its walk): every offset at which a word of the list has the
 * sequence, and no other, counted here from the list itself. */
static void test_factor_offsets(void)
{
	static const char *const words[] = {"AB", "CAB", "SCAB", "ABACA", "BACKLASH", "ZZZ", "QI", NULL};
	char list[256] = "";
	for (int i = 0; words[i]; i++) {
		strcat(list, words[i]);
		strcat(list, "\n");
	}
	struct blob b = build(list);
	struct dict d;
	CHECK_INT(dict_open(&d, b.p, b.n), DICT_OK);
	int wrong = 0;
	for (unsigned x = 0; x < 26; x++)
		for (unsigned y = 0; y < 26; y++) {
			uint16_t want2 = 0;
			uint16_t want3[26] = {0};
			for (int i = 0; words[i]; i++)
				for (int k = 0; words[i][k + 1]; k++) {
					if ((unsigned)(words[i][k] - 'A') != x || (unsigned)(words[i][k + 1] - 'A') != y)
						continue;
					want2 |= (uint16_t)(1u << k);
					if (words[i][k + 2])
						want3[words[i][k + 2] - 'A'] |= (uint16_t)(1u << k);
				}
			wrong += dict_factor2(&d, x, y) != want2;
			for (unsigned z = 0; z < 26; z++)
				wrong += dict_factor3(&d, x, y, z) != want3[z];
		}
	CHECK_INT(wrong, 0);
	CHECK_INT(dict_factor2(&d, 'A' - 'A', 'B' - 'A'), 1u << 0 | 1u << 1 | 1u << 2); /* AB, CAB, SCAB, ABACA */
	CHECK_INT(dict_factor3(&d, 'A' - 'A', 'S' - 'A', 'H' - 'A'), 1u << 5);             /* BACKL-ASH */
	free(b.p);
}

static void test_status_texts(void)
{
	static const int codes[] = {
		DICT_OK, DICT_ERR_TRUNCATED, DICT_ERR_NOT_DICT, DICT_ERR_VERSION,
		DICT_ERR_CHECKSUM, DICT_ERR_CORRUPT, DICT_ERR_BAD_ARGUMENT,
	};
	check_status_texts("dict", codes, (int)(sizeof codes / sizeof codes[0]), dict_text);
}

int main(void)
{
	RUN(test_status_texts);
	RUN(test_crc32_is_the_standard_one);
	RUN(test_finds_every_word_and_nothing_else);
	RUN(test_lengths_2_to_15);
	RUN(test_list_format);
	RUN(test_equal_endings_are_stored_once);
	RUN(test_walk_gives_the_words_in_order);
	RUN(test_truncated_at_every_length);
	RUN(test_every_flipped_bit_is_detected);
	RUN(test_header_errors_say_what_is_wrong);
	RUN(test_head_is_checked_alone);
	RUN(test_bad_counts_and_sizes);
	RUN(test_bad_edges);
	RUN(test_unknown_sections_are_skipped);
	RUN(test_random_damage_never_crashes);
	RUN(test_factor_offsets);
	RUN(test_gaddag_holds_every_split_and_nothing_else);
	RUN(test_gaddag_damage_is_refused);
	return check_finish();
}
