/* Dictionary loader and lookups.  dict_open() does all the checking once, so
 * that lookups and walks can trust every index they read; see dict_format.h
 * for the layout. */
#include "dict.h"
#include "dict_format.h"

#include <string.h>

static uint32_t le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static unsigned letter_symbol(char c)
{
	unsigned u = (unsigned char)c | 0x20; /* lower case; other bytes stay out of range */
	return u >= 'a' && u <= 'z' ? u - 'a' + 1 : 0;
}

/* ---- messages, built without stdio (the core does no I/O) ---- */

static void msg_add(struct dict *d, const char *s)
{
	size_t n = strlen(d->message);
	while (*s && n + 1 < sizeof d->message)
		d->message[n++] = *s++;
	d->message[n] = '\0';
}

static void msg_num(struct dict *d, uint64_t v)
{
	char digits[24];
	int n = 0;
	do {
		digits[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	char s[24];
	for (int i = 0; i < n; i++)
		s[i] = digits[n - 1 - i];
	s[n] = '\0';
	msg_add(d, s);
}

static void msg_hex(struct dict *d, uint32_t v)
{
	char s[11] = "0x";
	for (int i = 0; i < 8; i++)
		s[2 + i] = "0123456789abcdef"[(v >> (28 - 4 * i)) & 0xf];
	s[10] = '\0';
	msg_add(d, s);
}

/* Appends text in which each '#' stands for the next of nums. */
static void msg_fill(struct dict *d, const char *text, const uint64_t *nums)
{
	char one[2] = {0, 0};
	for (const char *c = text; *c; c++) {
		if (*c == '#') {
			msg_num(d, *nums++);
		} else {
			one[0] = *c;
			msg_add(d, one);
		}
	}
}

/* The message for err: its generic text, then ": " and detail (if any), in
 * which each '#' stands for the next of nums.  Returns err. */
static enum dict_status fail(struct dict *d, enum dict_status err, const char *detail,
			     const uint64_t *nums)
{
	d->message[0] = '\0';
	msg_add(d, dict_status_text(err));
	if (detail) {
		msg_add(d, ": ");
		msg_fill(d, detail, nums);
	}
	return err;
}

/* A switch without a default, as words_status_text(): -Wswitch names a
 * status left without text. */
const char *dict_status_text(enum dict_status status)
{
	switch (status) {
	case DICT_OK: return "ok";
	case DICT_ERR_TRUNCATED: return "truncated";
	case DICT_ERR_NOT_DICT: return "not a tessera dictionary";
	case DICT_ERR_VERSION: return "unsupported dictionary version";
	case DICT_ERR_CHECKSUM: return "checksum mismatch";
	case DICT_ERR_CORRUPT: return "corrupt structure";
	case DICT_ERR_BAD_ARGUMENT: return "no dictionary given";
	}
	return "unknown status";
}

const char *dict_message(const struct dict *d)
{
	return d->message[0] ? d->message : "ok";
}

uint32_t dict_word_count(const struct dict *d)
{
	return d->word_count;
}

/* Which graph a check is about: the DAWG or the GADDAG section. */
struct graph_kind {
	const char *name;     /* "DAWG", "GADDAG": in messages */
	const char *edge;     /* "edge", "GADDAG edge" */
	unsigned max_symbol;  /* 26, 27 (the separator) */
	int max_depth;        /* longest path: 15, 16 */
	uint64_t max_count;   /* words, strings */
	bool forward;         /* every child after its parent edge */
};

static const struct graph_kind DAWG_KIND = {"DAWG", "edge", 26, DICT_MAX_WORD, DICT_MAX_WORDS, false};
static const struct graph_kind GADDAG_KIND = {"GADDAG", "GADDAG edge", DICT_GADDAG_SEPARATOR,
					       DICT_GADDAG_MAX_PATH, DICT_GADDAG_MAX_STRINGS, true};

/* "corrupt structure at edge N: why", '#' in why as for fail(). */
static enum dict_status corrupt_edge(struct dict *d, const struct graph_kind *k, uint32_t edge,
				     const char *why, const uint64_t *nums)
{
	fail(d, DICT_ERR_CORRUPT, NULL, NULL);
	msg_add(d, " at ");
	msg_add(d, k->edge);
	msg_fill(d, " #: ", (const uint64_t[]){edge});
	msg_fill(d, why, nums);
	return DICT_ERR_CORRUPT;
}

/* "corrupt structure: DAWG ...why" (the graph's name first). */
static enum dict_status corrupt_graph(struct dict *d, const struct graph_kind *k, const char *why,
				      const uint64_t *nums)
{
	fail(d, DICT_ERR_CORRUPT, NULL, NULL);
	msg_add(d, ": ");
	msg_add(d, k->name);
	msg_fill(d, why, nums);
	return DICT_ERR_CORRUPT;
}

/* Every edge on its own: letter, child index, order within its node. */
static enum dict_status check_edges(struct dict *d, const struct dict_graph *g,
				    const struct graph_kind *k)
{
	if (dict_graph_edge(g, 0) != DICT_EDGE_LAST)
		return corrupt_edge(d, k, 0, "the reserved edge is not empty", NULL);
	for (uint32_t i = 1; i < g->edge_count; i++) {
		dict_edge e = dict_graph_edge(g, i);
		unsigned sym = (e >> DICT_EDGE_SYMBOL_SHIFT) & DICT_EDGE_SYMBOL_MASK;
		dict_node child = dict_edge_child(e);
		if (sym < 1 || sym > k->max_symbol)
			return corrupt_edge(d, k, i, "letter out of range", NULL);
		if (child >= g->edge_count)
			return corrupt_edge(d, k, i, "child # out of range", (const uint64_t[]){child});
		if (child == DICT_NO_NODE && !dict_edge_ends_word(e))
			return corrupt_edge(d, k, i, "dead end (no child and no word)", NULL);
		/* One pass proves the GADDAG acyclic: its children only lie ahead. */
		if (k->forward && child != DICT_NO_NODE && child <= i)
			return corrupt_edge(d, k, i, "child # not after its edge", (const uint64_t[]){child});
		if (sym == DICT_GADDAG_SEPARATOR && (child == DICT_NO_NODE || dict_edge_ends_word(e)))
			return corrupt_edge(d, k, i, "a separator that ends a string", NULL);
		if (dict_edge_is_last(e))
			continue;
		if (i + 1 == g->edge_count)
			return corrupt_edge(d, k, i, "the last edge does not end its node", NULL);
		unsigned next = (dict_graph_edge(g, i + 1) >> DICT_EDGE_SYMBOL_SHIFT) & DICT_EDGE_SYMBOL_MASK;
		if (next <= sym)
			return corrupt_edge(d, k, i + 1, "letters of a node out of order", NULL);
	}
	return DICT_OK;
}

/* Walks every word (string) from the root, depth first with a fixed stack:
 * proves that no path is longer than the kind allows (so there is no cycle),
 * that there are no one-letter words, and that the count is true; *letters
 * gets the sum of the word lengths.  The walk stops as soon as it finds more
 * than announced, which bounds its time.  On the DAWG it notes where each
 * two- and three-letter sequence occurs (every path of a DAWG is the start of
 * a word), for dict_factor2/dict_factor3. */
static enum dict_status check_words(struct dict *d, const struct dict_graph *g,
				    const struct graph_kind *k, uint32_t announced, uint64_t *letters)
{
	uint32_t stack[DICT_GADDAG_MAX_PATH];
	uint8_t letter[DICT_GADDAG_MAX_PATH];
	uint32_t words = 0;
	uint64_t sum = 0;
	bool factors = k == &DAWG_KIND;
	int depth = 0;
	stack[0] = g->root;
	for (;;) {
		uint32_t i = stack[depth];
		dict_edge e = dict_graph_edge(g, i);
		letter[depth] = (uint8_t)(((e >> DICT_EDGE_SYMBOL_SHIFT) & DICT_EDGE_SYMBOL_MASK) - 1);
		if (factors && depth >= 1)
			d->factor2_[letter[depth - 1]][letter[depth]] |= (uint16_t)(1u << (depth - 1));
		if (factors && depth >= 2)
			d->factor3_[letter[depth - 2]][letter[depth - 1]][letter[depth]] |=
				(uint16_t)(1u << (depth - 2));
		if (dict_edge_ends_word(e)) {
			if (depth + 1 < DICT_MIN_WORD)
				return corrupt_edge(d, k, i, "a word shorter than 2 letters", NULL);
			if (++words > announced)
				return corrupt_graph(d, k, " has more words than the # announced",
						     (const uint64_t[]){announced});
			sum += (uint64_t)depth + 1;
		}
		dict_node child = dict_edge_child(e);
		if (child != DICT_NO_NODE) {
			if (depth + 1 == k->max_depth)
				return corrupt_edge(d, k, i, "a path longer than # letters (a cycle?)",
						    (const uint64_t[]){(uint64_t)k->max_depth});
			stack[++depth] = child;
			continue;
		}
		while (dict_edge_is_last(dict_graph_edge(g, stack[depth]))) {
			if (depth == 0)
				goto done;
			depth--;
		}
		stack[depth]++;
	}
done:
	if (words != announced)
		return corrupt_graph(d, k, ": # words, but the header announces #",
				     (const uint64_t[]){words, announced});
	*letters = sum;
	return DICT_OK;
}

/* A graph section's header, size and padding, then every edge and every
 * path: *g and *count get it. */
static enum dict_status open_graph(struct dict *d, const struct graph_kind *k,
				   const unsigned char *s, uint32_t size, struct dict_graph *g,
				   uint32_t *count, uint64_t *letters)
{
	if (size < DICT_DAWG_HEADER_SIZE)
		return corrupt_graph(d, k, " section smaller than its header", NULL);
	uint32_t edges = le32(s), root = le32(s + 4), words = le32(s + 8);
	unsigned bits = s[12];
	if (s[13] || s[14] || s[15]) {
		fail(d, DICT_ERR_CORRUPT, "reserved ", NULL);
		msg_add(d, k->name);
		msg_add(d, " header bytes are not zero");
		return DICT_ERR_CORRUPT;
	}
	if (edges < 2 || edges > DICT_MAX_EDGES)
		return corrupt_graph(d, k, ": bad edge count #", (const uint64_t[]){edges});
	if (bits <= DICT_EDGE_FLAG_BITS || bits > DICT_MAX_EDGE_BITS ||
	    ((edges - 1) >> (bits - DICT_EDGE_FLAG_BITS)) != 0)
		return corrupt_graph(d, k, ": bad bits per edge # for # edges",
				     (const uint64_t[]){bits, edges});
	uint64_t need = dict_dawg_section_size(edges, bits);
	if (size != need)
		return corrupt_graph(d, k, " section is # bytes, its counts need #",
				     (const uint64_t[]){size, need});
	if (words < 1 || words > k->max_count)
		return corrupt_graph(d, k, ": bad word count #", (const uint64_t[]){words});
	if (root == DICT_NO_NODE || root >= edges)
		return corrupt_graph(d, k, ": root out of range", NULL);
	/* The bits after the last edge are zero: one blob per word list. */
	const unsigned char *packed = s + DICT_DAWG_HEADER_SIZE;
	uint64_t used = (uint64_t)edges * bits;
	if ((used & 7) && (packed[used >> 3] >> (used & 7)))
		return corrupt_graph(d, k, ": stray bits after the last edge", NULL);
	for (uint64_t i = (used + 7) >> 3; i < size - DICT_DAWG_HEADER_SIZE; i++)
		if (packed[i])
			return corrupt_graph(d, k, ": padding after the edges is not zero", NULL);

	*g = (struct dict_graph){.bits = packed, .edge_count = edges, .root = root, .edge_bits = bits};
	*count = words;
	enum dict_status err = check_edges(d, g, k);
	/* The GADDAG is not walked: its 2.5 million strings took 400 ms (on a
	 * loaded machine) against 8 ms for the DAWG's words.  Its edges alone
	 * prove it safe to walk (no cycle, every index in range); a walker
	 * bounds its depth itself (dict_gaddag()). */
	if (!err && !k->forward)
		err = check_words(d, g, k, words, letters);
	return err;
}

static enum dict_status open_dawg(struct dict *d, const unsigned char *s, uint32_t size,
				  uint64_t *letters)
{
	struct dict_graph g;
	uint32_t words;
	enum dict_status err = open_graph(d, &DAWG_KIND, s, size, &g, &words, letters);
	if (err)
		return err;
	d->dawg = g;
	d->word_count = words;
	for (unsigned a = 0; a < 26; a++) {
		dict_edge e = dict_graph_find(&d->dawg, g.root, (char)('A' + a));
		for (unsigned b = 0; b < 26; b++)
			d->start2_[a][b] = e ? dict_graph_find(&d->dawg, dict_edge_child(e), (char)('A' + b)) : 0;
	}
	return DICT_OK;
}

/* The GADDAG holds one string per letter of every word of the DAWG. */
static enum dict_status open_gaddag(struct dict *d, const unsigned char *s, uint32_t size,
				    uint64_t dawg_letters)
{
	struct dict_graph g;
	uint32_t strings;
	uint64_t letters = 0;
	enum dict_status err = open_graph(d, &GADDAG_KIND, s, size, &g, &strings, &letters);
	if (err)
		return err;
	if (strings != dawg_letters)
		return corrupt_graph(d, &GADDAG_KIND, ": # strings announced, the DAWG's words have # letters",
				     (const uint64_t[]){strings, dawg_letters});
	d->gaddag = g;
	return DICT_OK;
}

/* The header's first checks: magic, version and the size it announces,
 * against the size of the whole file; b holds its first len bytes (all of
 * the header that exists), so a caller can check before reading the rest. */
static enum dict_status check_head(struct dict *d, const unsigned char *b, size_t len, uint64_t size)
{
	if (memcmp(b, DICT_MAGIC, len < DICT_MAGIC_SIZE ? len : DICT_MAGIC_SIZE) != 0)
		return fail(d, DICT_ERR_NOT_DICT, "wrong magic", NULL);
	if (size < DICT_HEADER_SIZE || len < DICT_HEADER_SIZE)
		return fail(d, DICT_ERR_TRUNCATED, "# bytes, the header alone takes #",
			    (const uint64_t[]){size, DICT_HEADER_SIZE});
	d->version = le32(b + DICT_OFF_VERSION);
	if (d->version != DICT_FORMAT_VERSION) {
		/* The version alone, without the generic text: it says it all. */
		d->message[0] = '\0';
		msg_fill(d, "wrong version # (expected #)",
			 (const uint64_t[]){d->version, DICT_FORMAT_VERSION});
		return DICT_ERR_VERSION;
	}
	uint32_t total = le32(b + DICT_OFF_SIZE);
	if (total > size)
		return fail(d, DICT_ERR_TRUNCATED, "# bytes of the # announced",
			    (const uint64_t[]){size, total});
	if (total != size || total < DICT_HEADER_SIZE)
		return fail(d, DICT_ERR_CORRUPT, "the header announces # bytes, the blob has #",
			    (const uint64_t[]){total, size});
	return DICT_OK;
}

enum dict_status dict_check_head(struct dict *d, const void *head, size_t len, uint64_t file_size)
{
	if (!d)
		return DICT_ERR_BAD_ARGUMENT;
	memset(d, 0, sizeof *d);
	if (!head)
		return fail(d, DICT_ERR_BAD_ARGUMENT, NULL, NULL);
	return check_head(d, head, len < DICT_HEADER_SIZE ? len : DICT_HEADER_SIZE, file_size);
}

/* The fixed header: the checks above, the checksum over the whole blob,
 * flags. */
static enum dict_status check_header(struct dict *d, const unsigned char *b, size_t size)
{
	enum dict_status err = check_head(d, b, size < DICT_HEADER_SIZE ? size : DICT_HEADER_SIZE, size);
	if (err)
		return err;
	uint32_t stored = le32(b + DICT_OFF_CHECKSUM), computed = dict_blob_checksum(b, size);
	if (stored != computed) {
		fail(d, DICT_ERR_CHECKSUM, "stored ", NULL);
		msg_hex(d, stored);
		msg_add(d, ", computed ");
		msg_hex(d, computed);
		return DICT_ERR_CHECKSUM;
	}
	if (le32(b + DICT_OFF_FLAGS) || le32(b + DICT_OFF_RESERVED))
		return fail(d, DICT_ERR_CORRUPT, "unknown header flags", NULL);
	return DICT_OK;
}

/* Section i of the table: aligned, after the table, inside the blob, with
 * no flags, and overlapping none of the sections before it. */
static enum dict_status check_section(struct dict *d, const unsigned char *b, size_t size,
				      uint64_t table_end, uint32_t i)
{
	const unsigned char *ent = b + DICT_HEADER_SIZE + i * DICT_SECTION_ENTRY_SIZE;
	uint32_t flags = le32(ent + 4), off = le32(ent + 8), len = le32(ent + 12);
	if (flags || off % DICT_SECTION_ALIGN || off < table_end || (uint64_t)off + len > size)
		return fail(d, DICT_ERR_CORRUPT,
			    "section # (offset #, # bytes) is misplaced or has unknown flags",
			    (const uint64_t[]){i, off, len});
	for (uint32_t j = 0; j < i; j++) {
		const unsigned char *o = b + DICT_HEADER_SIZE + j * DICT_SECTION_ENTRY_SIZE;
		uint64_t o_off = le32(o + 8), o_end = o_off + le32(o + 12);
		if (off < o_end && o_off < (uint64_t)off + len)
			return fail(d, DICT_ERR_CORRUPT, "sections # and # overlap",
				    (const uint64_t[]){j, i});
	}
	return DICT_OK;
}

/* The section table, which must hold exactly one DAWG section and may hold
 * one GADDAG section: *dawg and *gaddag get them (*gaddag NULL if none).
 * Other kinds belong to later versions of the program and are skipped. */
static enum dict_status find_sections(struct dict *d, const unsigned char *b, size_t size,
				      const unsigned char **dawg, uint32_t *dawg_size,
				      const unsigned char **gaddag, uint32_t *gaddag_size)
{
	uint32_t nsec = le32(b + DICT_OFF_SECTIONS);
	if (nsec < 1 || nsec > DICT_MAX_SECTIONS)
		return fail(d, DICT_ERR_CORRUPT, "bad section count #", (const uint64_t[]){nsec});
	uint64_t table_end = DICT_HEADER_SIZE + (uint64_t)nsec * DICT_SECTION_ENTRY_SIZE;
	if (table_end > size)
		return fail(d, DICT_ERR_CORRUPT, "section table runs past the end", NULL);
	*dawg = NULL;
	*gaddag = NULL;
	for (uint32_t i = 0; i < nsec; i++) {
		enum dict_status err = check_section(d, b, size, table_end, i);
		if (err)
			return err;
		const unsigned char *ent = b + DICT_HEADER_SIZE + i * DICT_SECTION_ENTRY_SIZE;
		uint32_t kind = le32(ent);
		const unsigned char **where = kind == DICT_SECTION_DAWG ? dawg
					      : kind == DICT_SECTION_GADDAG ? gaddag : NULL;
		uint32_t *where_size = kind == DICT_SECTION_DAWG ? dawg_size : gaddag_size;
		if (!where)
			continue;
		if (*where)
			return fail(d, DICT_ERR_CORRUPT,
				    kind == DICT_SECTION_DAWG ? "two DAWG sections" : "two GADDAG sections",
				    NULL);
		*where = b + le32(ent + 8);
		*where_size = le32(ent + 12);
	}
	if (!*dawg)
		return fail(d, DICT_ERR_CORRUPT, "no DAWG section", NULL);
	return DICT_OK;
}

enum dict_status dict_open(struct dict *d, const void *blob, size_t size)
{
	if (!d)
		return DICT_ERR_BAD_ARGUMENT;
	memset(d, 0, sizeof *d);
	if (!blob)
		return fail(d, DICT_ERR_BAD_ARGUMENT, NULL, NULL);
	const unsigned char *dawg = NULL, *gaddag = NULL;
	uint32_t dawg_size = 0, gaddag_size = 0;
	uint64_t letters = 0;
	enum dict_status err = check_header(d, blob, size);
	if (!err)
		err = find_sections(d, blob, size, &dawg, &dawg_size, &gaddag, &gaddag_size);
	if (!err)
		err = open_dawg(d, dawg, dawg_size, &letters);
	if (!err && gaddag)
		err = open_gaddag(d, gaddag, gaddag_size, letters);
	if (err) {
		/* After a failure d answers nothing: no half-opened graph. */
		d->dawg = (struct dict_graph){0};
		d->gaddag = (struct dict_graph){0};
		d->word_count = 0;
		memset(d->start2_, 0, sizeof d->start2_);
		return err;
	}
	d->message[0] = '\0';
	return DICT_OK;
}

dict_edge dict_graph_find(const struct dict_graph *g, dict_node node, char letter)
{
	unsigned want = letter_symbol(letter);
	if (!want || node == DICT_NO_NODE)
		return 0;
	return dict_graph_find_symbol(g, node, want);
}

dict_edge dict_graph_prefix(const struct dict_graph *g, const char *word, size_t len)
{
	if (len == 0 || len > DICT_MAX_WORD)
		return 0;
	dict_node node = g->root;
	dict_edge e = 0;
	for (size_t k = 0; k < len; k++) {
		e = dict_graph_find(g, node, word[k]);
		if (!e)
			return 0;
		node = dict_edge_child(e);
	}
	return e;
}

bool dict_contains(const struct dict *d, const char *word, size_t len)
{
	if (len < DICT_MIN_WORD || len > DICT_MAX_WORD)
		return false;
	unsigned a = letter_symbol(word[0]), b = letter_symbol(word[1]);
	if (!a || !b)
		return false;
	dict_edge e = d->start2_[a - 1][b - 1];
	for (size_t k = 2; k < len && e; k++)
		e = dict_graph_find(&d->dawg, dict_edge_child(e), word[k]);
	return e && dict_edge_ends_word(e);
}
