/* Word list -> minimized DAWG blob.
 *
 * The words are sorted and added one by one to a trie of which only the path
 * of the last word is still open; when the next word leaves that path, the
 * nodes left behind are finished and looked up in a register of finished
 * nodes, so that equal nodes are stored once (incremental construction of a
 * minimal automaton from sorted input, after Daciuk et al., 2000).  A node is
 * identified by its list of edges only: whether a word ends is a flag on the
 * edge that enters a node, so "ends here" and "continues the same way" nodes
 * share one list.  Finally an edge list that equals the tail of a longer list
 * is stored inside it, since a node only needs its first edge's index. */
#include "dawg_build.h"

#include "dict/dict.h"
#include "dict/dict_format.h"

#include <stdlib.h>
#include <string.h>

/* An edge while building: child list id << 8 | letter 1..26 << 1 | ends-word. */
typedef uint64_t bedge;
#define BEDGE(sym, word) ((bedge)(sym) << 1 | (bedge)(word))
#define BEDGE_CHILD(e) ((uint32_t)((e) >> 8))
#define BEDGE_SYM(e) ((unsigned)((e) >> 1) & 0x7f)

enum { WORD_SLOT = 16 }; /* a word in the sort array: up to 15 letters + NUL */

struct builder {
	bedge *pool; /* the edges of every finished list, list after list */
	size_t pool_len, pool_cap;
	struct blist {
		uint32_t start, count; /* edges pool[start .. start + count) */
	} *list;         /* by list id; id 0 = no list (a leaf) */
	size_t lists, lists_cap;
	uint32_t *table; /* hash set of list ids, 0 = empty slot */
	size_t table_cap;
	bedge open[DICT_MAX_WORD + 1][26]; /* the nodes on the last word's path */
	uint8_t open_len[DICT_MAX_WORD + 1];
};

static uint64_t hash_edges(const bedge *e, size_t n)
{
	uint64_t h = 0xcbf29ce484222325u; /* FNV-1a over the 64-bit edges */
	for (size_t i = 0; i < n; i++) {
		h ^= e[i];
		h *= 0x100000001b3u;
		h ^= h >> 29;
	}
	return h;
}

static bool same_list(const struct builder *b, uint32_t id, const bedge *e, size_t n)
{
	return b->list[id].count == n && memcmp(b->pool + b->list[id].start, e, n * sizeof *e) == 0;
}

static int grow(void **p, size_t *cap, size_t need, size_t elem)
{
	if (need <= *cap)
		return 0;
	size_t c = *cap ? *cap : 1024;
	while (c < need)
		c *= 2;
	void *q = realloc(*p, c * elem);
	if (!q)
		return DAWG_BUILD_NO_MEMORY;
	*p = q;
	*cap = c;
	return 0;
}

static int rehash(struct builder *b)
{
	size_t cap = b->table_cap ? b->table_cap * 2 : 1 << 16;
	uint32_t *t = calloc(cap, sizeof *t);
	if (!t)
		return DAWG_BUILD_NO_MEMORY;
	for (uint32_t id = 1; id < b->lists; id++) {
		size_t s = hash_edges(b->pool + b->list[id].start, b->list[id].count) & (cap - 1);
		while (t[s])
			s = (s + 1) & (cap - 1);
		t[s] = id;
	}
	free(b->table);
	b->table = t;
	b->table_cap = cap;
	return 0;
}

/* The id of the finished list e[0..n), registering it if it is new. */
static int64_t register_list(struct builder *b, const bedge *e, size_t n)
{
	if (n == 0)
		return 0;
	if (b->lists * 2 >= b->table_cap && rehash(b))
		return DAWG_BUILD_NO_MEMORY;
	size_t s = hash_edges(e, n) & (b->table_cap - 1);
	for (; b->table[s]; s = (s + 1) & (b->table_cap - 1))
		if (same_list(b, b->table[s], e, n))
			return b->table[s];
	if (b->lists >= DICT_MAX_EDGES)
		return DAWG_BUILD_TOO_BIG;
	if (grow((void **)&b->pool, &b->pool_cap, b->pool_len + n, sizeof *b->pool) ||
	    grow((void **)&b->list, &b->lists_cap, b->lists + 1, sizeof *b->list))
		return DAWG_BUILD_NO_MEMORY;
	uint32_t id = (uint32_t)b->lists++;
	memcpy(b->pool + b->pool_len, e, n * sizeof *e);
	b->list[id].start = (uint32_t)b->pool_len;
	b->list[id].count = (uint32_t)n;
	b->pool_len += n;
	b->table[s] = id;
	return id;
}

/* Finishes the open nodes deeper than `depth` (the last word had `len` letters). */
static int close_path(struct builder *b, size_t depth, size_t len)
{
	for (size_t k = len; k > depth; k--) {
		int64_t id = register_list(b, b->open[k], b->open_len[k]);
		if (id < 0)
			return (int)id;
		b->open[k - 1][b->open_len[k - 1] - 1] |= (bedge)id << 8;
		b->open_len[k] = 0;
	}
	return 0;
}

static int cmp_slot(const void *x, const void *y)
{
	return memcmp(x, y, WORD_SLOT);
}

/* Splits the text into lines, keeps the words of 2..15 letters A-Z in upper
 * case, sorted; counts what it skips.  Returns the number kept or < 0. */
static long collect_words(const char *text, size_t len, char **out, struct dawg_build_stats *st)
{
	size_t cap = 0, n = 0;
	char *slots = NULL;
	for (size_t pos = 0; pos < len;) {
		const char *line = text + pos;
		const char *nl = memchr(line, '\n', len - pos);
		size_t l = nl ? (size_t)(nl - line) : len - pos;
		pos += l + (nl != NULL);
		st->lines++;
		if (l && line[l - 1] == '\r')
			l--;
		if (l == 0) {
			st->skipped_blank++;
			continue;
		}
		bool letters = true;
		for (size_t i = 0; i < l && letters; i++)
			letters = (line[i] >= 'a' && line[i] <= 'z') || (line[i] >= 'A' && line[i] <= 'Z');
		if (!letters) {
			st->skipped_chars++;
			continue;
		}
		if (l < DICT_MIN_WORD) {
			st->skipped_short++;
			continue;
		}
		if (l > DICT_MAX_WORD) {
			st->skipped_long++;
			continue;
		}
		if (grow((void **)&slots, &cap, n + 1, WORD_SLOT)) {
			free(slots);
			return DAWG_BUILD_NO_MEMORY;
		}
		char *s = slots + n++ * WORD_SLOT;
		memset(s, 0, WORD_SLOT);
		for (size_t i = 0; i < l; i++)
			s[i] = (char)(line[i] & ~0x20); /* ASCII letters: clear the case bit */
	}
	if (n)
		qsort(slots, n, WORD_SLOT, cmp_slot);
	*out = slots;
	return (long)n;
}

/* Suffix sharing: stored position of every list id. */
struct suffix_ref {
	uint32_t list, skip; /* the edges of `list` from its skip-th on */
};

static uint64_t suffix_hash(const struct builder *b, struct suffix_ref r)
{
	return hash_edges(b->pool + b->list[r.list].start + r.skip, b->list[r.list].count - r.skip);
}

static bool same_suffix(const struct builder *b, struct suffix_ref r, uint32_t id)
{
	size_t n = b->list[r.list].count - r.skip;
	return n == b->list[id].count &&
	       memcmp(b->pool + b->list[r.list].start + r.skip, b->pool + b->list[id].start, n * sizeof(bedge)) == 0;
}

static const struct builder *sort_ctx;
static int cmp_by_count(const void *x, const void *y)
{
	uint32_t a = *(const uint32_t *)x, c = *(const uint32_t *)y;
	if (sort_ctx->list[a].count != sort_ctx->list[c].count)
		return sort_ctx->list[a].count > sort_ctx->list[c].count ? -1 : 1;
	return a > c ? -1 : a < c; /* later (closer to the root) first */
}

/* Assigns each list its edge index in the blob: placed lists one after the
 * other (root first), lists equal to the tail of a placed one inside it.
 * Returns the edge count including edge 0. */
static int64_t place_lists(struct builder *b, uint32_t root, uint32_t *pos, bool *placed)
{
	size_t nl = b->lists;
	uint32_t *order = malloc(nl * sizeof *order);
	size_t cap = 1;
	while (cap < 2 * b->pool_len + 2)
		cap *= 2;
	struct suffix_ref *tab = calloc(cap, sizeof *tab); /* list 0 = empty slot */
	struct suffix_ref *host = malloc(nl * sizeof *host);
	if (!order || !tab || !host) {
		free(order), free(tab), free(host);
		return DAWG_BUILD_NO_MEMORY;
	}
	for (uint32_t id = 1; id < nl; id++)
		order[id - 1] = id;
	sort_ctx = b;
	qsort(order, nl - 1, sizeof *order, cmp_by_count);
	for (size_t i = 0; i + 1 < nl; i++) {
		uint32_t id = order[i];
		struct suffix_ref r = {id, 0};
		size_t s = suffix_hash(b, r) & (cap - 1);
		for (; tab[s].list; s = (s + 1) & (cap - 1))
			if (same_suffix(b, tab[s], id))
				break;
		if (tab[s].list && id != root) {
			host[id] = tab[s];
			placed[id] = false;
			continue;
		}
		host[id] = r;
		placed[id] = true;
		for (uint32_t k = 1; k < b->list[id].count; k++) {
			struct suffix_ref t = {id, k};
			size_t u = suffix_hash(b, t) & (cap - 1);
			bool dup = false;
			for (; tab[u].list; u = (u + 1) & (cap - 1)) {
				const struct suffix_ref o = tab[u];
				size_t n = b->list[id].count - k;
				if (b->list[o.list].count - o.skip == n &&
				    !memcmp(b->pool + b->list[o.list].start + o.skip, b->pool + b->list[id].start + k,
					    n * sizeof(bedge))) {
					dup = true;
					break;
				}
			}
			if (!dup)
				tab[u] = t;
		}
	}
	/* Placed lists: the root first, then by id from the root downwards, so
	 * that nodes near the root sit together. */
	uint32_t next = 1;
	pos[0] = 0;
	pos[root] = next;
	next += b->list[root].count;
	for (uint32_t id = (uint32_t)nl - 1; id >= 1; id--) {
		if (id == root || !placed[id])
			continue;
		pos[id] = next;
		next += b->list[id].count;
	}
	for (uint32_t id = 1; id < nl; id++)
		if (!placed[id])
			pos[id] = pos[host[id].list] + host[id].skip;
	free(order), free(tab), free(host);
	return next;
}

static void put32(unsigned char *p, uint32_t v)
{
	p[0] = (unsigned char)v, p[1] = (unsigned char)(v >> 8);
	p[2] = (unsigned char)(v >> 16), p[3] = (unsigned char)(v >> 24);
}

static void put_bits(unsigned char *p, uint64_t bit, uint32_t value, unsigned width)
{
	for (unsigned i = 0; i < width; i++, bit++)
		if (value >> i & 1)
			p[bit >> 3] |= (unsigned char)(1u << (bit & 7));
}

static int write_blob(struct builder *b, uint32_t root, size_t words, unsigned char **blob,
		      size_t *size, struct dawg_build_stats *st)
{
	uint32_t *pos = calloc(b->lists, sizeof *pos);
	bool *placed = calloc(b->lists, sizeof *placed);
	if (!pos || !placed) {
		free(pos), free(placed);
		return DAWG_BUILD_NO_MEMORY;
	}
	int64_t edges = place_lists(b, root, pos, placed);
	if (edges < 0) {
		free(pos), free(placed);
		return (int)edges;
	}
	unsigned child_bits = 1;
	while (((uint64_t)edges - 1) >> child_bits)
		child_bits++;
	unsigned bits = DICT_EDGE_FLAG_BITS + child_bits;
	st->edges = (size_t)edges;
	st->edges_unshared = b->pool_len + 1;
	st->edge_bits = bits;
	if (edges > DICT_MAX_EDGES || bits > DICT_MAX_EDGE_BITS) {
		free(pos), free(placed);
		return DAWG_BUILD_TOO_BIG;
	}
	size_t table_end = DICT_HEADER_SIZE + DICT_SECTION_ENTRY_SIZE;
	size_t dawg_off = (table_end + DICT_SECTION_ALIGN - 1) / DICT_SECTION_ALIGN * DICT_SECTION_ALIGN;
	size_t dawg_size = (size_t)dict_dawg_section_size((uint64_t)edges, bits);
	size_t total = dawg_off + dawg_size;
	unsigned char *out = calloc(1, total);
	if (!out) {
		free(pos), free(placed);
		return DAWG_BUILD_NO_MEMORY;
	}
	memcpy(out, DICT_MAGIC, DICT_MAGIC_SIZE);
	put32(out + DICT_OFF_VERSION, DICT_FORMAT_VERSION);
	put32(out + DICT_OFF_SIZE, (uint32_t)total);
	put32(out + DICT_OFF_SECTIONS, 1);
	unsigned char *ent = out + DICT_HEADER_SIZE;
	put32(ent, DICT_SECTION_DAWG);
	put32(ent + 8, (uint32_t)dawg_off);
	put32(ent + 12, (uint32_t)dawg_size);
	unsigned char *sec = out + dawg_off;
	put32(sec, (uint32_t)edges);
	put32(sec + 4, pos[root]);
	put32(sec + 8, (uint32_t)words);
	sec[12] = (unsigned char)bits;
	unsigned char *packed = sec + DICT_DAWG_HEADER_SIZE;
	put_bits(packed, 0, DICT_EDGE_LAST, bits);
	for (uint32_t id = 1; id < b->lists; id++) {
		if (!placed[id])
			continue;
		for (uint32_t j = 0; j < b->list[id].count; j++) {
			bedge e = b->pool[b->list[id].start + j];
			uint32_t v = (j + 1u == b->list[id].count ? DICT_EDGE_LAST : 0) |
				     (e & 1 ? DICT_EDGE_WORD : 0) |
				     (uint32_t)BEDGE_SYM(e) << DICT_EDGE_SYMBOL_SHIFT |
				     pos[BEDGE_CHILD(e)] << DICT_EDGE_FLAG_BITS;
			put_bits(packed, (uint64_t)(pos[id] + j) * bits, v, bits);
		}
	}
	put32(out + DICT_OFF_CHECKSUM, dict_blob_checksum(out, total));
	free(pos), free(placed);
	*blob = out;
	*size = total;
	st->bytes = total;
	return 0;
}

int dawg_build(const char *text, size_t len, unsigned char **blob, size_t *size,
	       struct dawg_build_stats *st)
{
	memset(st, 0, sizeof *st);
	*blob = NULL;
	*size = 0;
	char *words = NULL;
	long n = collect_words(text, len, &words, st);
	if (n < 0)
		return (int)n;
	struct builder *b = calloc(1, sizeof *b);
	int err = b ? 0 : DAWG_BUILD_NO_MEMORY;
	if (!err)
		b->lists = 1; /* id 0 stands for "no list" */
	const char *prev = "";
	size_t prev_len = 0;
	for (long i = 0; i < n && !err; i++) {
		const char *w = words + i * WORD_SLOT;
		size_t wl = strlen(w);
		if (strcmp(w, prev) == 0) {
			st->duplicates++;
			continue;
		}
		size_t cp = 0;
		while (cp < wl && cp < prev_len && w[cp] == prev[cp])
			cp++;
		err = close_path(b, cp, prev_len);
		for (size_t k = cp; k < wl && !err; k++) {
			b->open[k][b->open_len[k]++] = BEDGE(w[k] - 'A' + 1, k + 1 == wl);
			b->open_len[k + 1] = 0;
		}
		prev = w;
		prev_len = wl;
		st->kept++;
	}
	if (!err && st->kept == 0)
		err = DAWG_BUILD_NO_WORDS;
	if (!err && st->kept > DICT_MAX_WORDS)
		err = DAWG_BUILD_TOO_BIG;
	if (!err)
		err = close_path(b, 0, prev_len);
	int64_t root = 0;
	if (!err) {
		root = register_list(b, b->open[0], b->open_len[0]);
		if (root < 0)
			err = (int)root;
	}
	if (!err) {
		st->nodes = b->lists - 1;
		err = write_blob(b, (uint32_t)root, st->kept, blob, size, st);
	}
	if (b) {
		free(b->pool), free(b->list), free(b->table);
		free(b);
	}
	free(words);
	return err;
}

const char *dawg_build_strerror(int err)
{
	switch (err) {
	case DAWG_BUILD_OK: return "ok";
	case DAWG_BUILD_NO_WORDS: return "the list holds no word of 2..15 letters A-Z";
	case DAWG_BUILD_NO_MEMORY: return "out of memory";
	case DAWG_BUILD_TOO_BIG: return "the list is too large for the dictionary format";
	}
	return "unknown error";
}
