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

/* A string in the sort array: up to 16 symbols 'A'..'[' (the separator), NUL
 * padded; a word of 15 letters fills 15 of them. */
enum { WORD_SLOT = 16 };
_Static_assert((int)WORD_SLOT >= (int)DICT_GADDAG_MAX_PATH, "a GADDAG string must fit a slot");

struct builder {
	bedge *pool; /* the edges of every finished list, list after list */
	size_t pool_len, pool_cap;
	struct blist {
		uint32_t start, count; /* edges pool[start .. start + count) */
	} *list;         /* by list id; id 0 = no list (a leaf) */
	size_t lists, lists_cap;
	uint32_t *table; /* hash set of list ids, 0 = empty slot */
	size_t table_cap;
	/* The nodes on the last string's path: a GADDAG string is a word and a
	 * separator (symbol 27), hence one more level and one more symbol. */
	bedge open[DICT_GADDAG_MAX_PATH + 1][DICT_GADDAG_SEPARATOR];
	uint8_t open_len[DICT_GADDAG_MAX_PATH + 1];
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

/* Slots compare as two big-endian 64-bit halves: memcmp order, faster (the
 * GADDAG sorts 2.5 million of them). */
static uint64_t be64(const unsigned char *p)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v = v << 8 | p[i];
	return v;
}

static int cmp_slot(const void *x, const void *y)
{
	uint64_t a = be64(x), b = be64(y);
	if (a == b)
		a = be64((const unsigned char *)x + 8), b = be64((const unsigned char *)y + 8);
	return (a > b) - (a < b);
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
 * Returns the edge count including edge 0.  Without tail sharing (the GADDAG)
 * every list is placed, root first and then by falling id: a list is
 * registered after its children, so every child lies after its parent edge,
 * which the loader checks to rule out cycles in one pass. */
static int64_t place_lists(struct builder *b, uint32_t root, uint32_t *pos, bool *placed,
			   bool share_tails)
{
	size_t nl = b->lists;
	if (!share_tails) {
		uint32_t next = 1;
		pos[0] = 0;
		pos[root] = next;
		next += b->list[root].count;
		placed[root] = true;
		for (uint32_t id = (uint32_t)nl - 1; id >= 1; id--) {
			if (id == root)
				continue;
			placed[id] = true;
			pos[id] = next;
			next += b->list[id].count;
		}
		return next;
	}
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

/* ORs value (width <= 32 bits) in at bit `bit`: at most 5 bytes, each
 * written only where it has bits, so a write never passes the last edge's
 * byte. */
static void put_bits(unsigned char *p, uint64_t bit, uint32_t value, unsigned width)
{
	uint64_t v = (uint64_t)(width < 32 ? value & ((1u << width) - 1) : value) << (bit & 7);
	for (unsigned char *q = p + (bit >> 3); v; v >>= 8)
		*q++ |= (unsigned char)v;
}

/* One graph laid out for the blob. */
struct graph_layout {
	uint32_t *pos;  /* edge index of each list id */
	bool *placed;   /* false: stored inside another list */
	uint32_t root;  /* list id of the root */
	uint64_t edges; /* including edge 0 */
	unsigned bits;
	uint32_t count; /* words (DAWG) or strings (GADDAG) in the header */
};

static void free_layout(struct graph_layout *L)
{
	free(L->pos), free(L->placed);
	L->pos = NULL, L->placed = NULL;
}

static int lay_out(struct builder *b, uint32_t root, uint32_t count, bool share_tails,
		   struct graph_layout *L)
{
	L->pos = calloc(b->lists, sizeof *L->pos);
	L->placed = calloc(b->lists, sizeof *L->placed);
	L->root = root;
	L->count = count;
	if (!L->pos || !L->placed) {
		free_layout(L);
		return DAWG_BUILD_NO_MEMORY;
	}
	int64_t edges = place_lists(b, root, L->pos, L->placed, share_tails);
	if (edges < 0) {
		free_layout(L);
		return (int)edges;
	}
	unsigned child_bits = 1;
	while (((uint64_t)edges - 1) >> child_bits)
		child_bits++;
	L->edges = (uint64_t)edges;
	L->bits = DICT_EDGE_FLAG_BITS + child_bits;
	if (edges > DICT_MAX_EDGES || L->bits > DICT_MAX_EDGE_BITS) {
		free_layout(L);
		return DAWG_BUILD_TOO_BIG;
	}
	return 0;
}

/* The section bytes of a laid-out graph (DAWG and GADDAG share the layout). */
static void pack_graph(const struct builder *b, const struct graph_layout *L, unsigned char *sec)
{
	put32(sec, (uint32_t)L->edges);
	put32(sec + 4, L->pos[L->root]);
	put32(sec + 8, L->count);
	sec[12] = (unsigned char)L->bits;
	unsigned char *packed = sec + DICT_DAWG_HEADER_SIZE;
	put_bits(packed, 0, DICT_EDGE_LAST, L->bits);
	for (uint32_t id = 1; id < b->lists; id++) {
		if (!L->placed[id])
			continue;
		for (uint32_t j = 0; j < b->list[id].count; j++) {
			bedge e = b->pool[b->list[id].start + j];
			uint32_t v = (j + 1u == b->list[id].count ? DICT_EDGE_LAST : 0) |
				     (e & 1 ? DICT_EDGE_WORD : 0) |
				     (uint32_t)BEDGE_SYM(e) << DICT_EDGE_SYMBOL_SHIFT |
				     L->pos[BEDGE_CHILD(e)] << DICT_EDGE_FLAG_BITS;
			put_bits(packed, (uint64_t)(L->pos[id] + j) * L->bits, v, L->bits);
		}
	}
}

static size_t align_up(size_t n)
{
	return (n + DICT_SECTION_ALIGN - 1) / DICT_SECTION_ALIGN * DICT_SECTION_ALIGN;
}

/* The blob: header, section table, the DAWG and (if gaddag) the GADDAG. */
static int write_blob(const struct builder *dawg, const struct graph_layout *dl,
		      const struct builder *gaddag, const struct graph_layout *gl,
		      unsigned char **blob, size_t *size)
{
	uint32_t nsec = gaddag ? 2 : 1;
	size_t dawg_off = align_up(DICT_HEADER_SIZE + nsec * DICT_SECTION_ENTRY_SIZE);
	size_t dawg_size = (size_t)dict_dawg_section_size(dl->edges, dl->bits);
	size_t gaddag_off = align_up(dawg_off + dawg_size);
	size_t gaddag_size = gaddag ? (size_t)dict_dawg_section_size(gl->edges, gl->bits) : 0;
	size_t total = gaddag ? gaddag_off + gaddag_size : dawg_off + dawg_size;
	if (total > UINT32_MAX)
		return DAWG_BUILD_TOO_BIG;
	unsigned char *out = calloc(1, total);
	if (!out)
		return DAWG_BUILD_NO_MEMORY;
	memcpy(out, DICT_MAGIC, DICT_MAGIC_SIZE);
	put32(out + DICT_OFF_VERSION, DICT_FORMAT_VERSION);
	put32(out + DICT_OFF_SIZE, (uint32_t)total);
	put32(out + DICT_OFF_SECTIONS, nsec);
	unsigned char *ent = out + DICT_HEADER_SIZE;
	put32(ent, DICT_SECTION_DAWG);
	put32(ent + 8, (uint32_t)dawg_off);
	put32(ent + 12, (uint32_t)dawg_size);
	pack_graph(dawg, dl, out + dawg_off);
	if (gaddag) {
		ent += DICT_SECTION_ENTRY_SIZE;
		put32(ent, DICT_SECTION_GADDAG);
		put32(ent + 8, (uint32_t)gaddag_off);
		put32(ent + 12, (uint32_t)gaddag_size);
		pack_graph(gaddag, gl, out + gaddag_off);
	}
	put32(out + DICT_OFF_CHECKSUM, dict_blob_checksum(out, total));
	*blob = out;
	*size = total;
	return 0;
}

/* Adds the sorted strings slots[0..n) (NUL padded, duplicates allowed) to an
 * empty builder; *root gets the root list.  Returns 0 or < 0. */
static int add_sorted(struct builder *b, const char *slots, size_t n, size_t *kept,
		      size_t *duplicates, uint32_t *root)
{
	b->lists = 1; /* id 0 stands for "no list" */
	const char *prev = "";
	size_t prev_len = 0;
	int err = 0;
	for (size_t i = 0; i < n && !err; i++) {
		const char *w = slots + i * WORD_SLOT;
		size_t wl = strnlen(w, WORD_SLOT);
		if (wl == prev_len && memcmp(w, prev, wl) == 0) {
			(*duplicates)++;
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
		(*kept)++;
	}
	if (!err)
		err = close_path(b, 0, prev_len);
	if (!err) {
		int64_t id = register_list(b, b->open[0], b->open_len[0]);
		if (id < 0)
			err = (int)id;
		else
			*root = (uint32_t)id;
	}
	return err;
}

static void free_builder(struct builder *b)
{
	if (b) {
		free(b->pool), free(b->list), free(b->table);
		free(b);
	}
}

/* The GADDAG strings of the n distinct sorted words: for a word of L letters
 * and each split 1..L, the first letters reversed, then (unless the split
 * takes them all) the separator and the remaining letters.  Sorted. */
static char *gaddag_strings(const char *words, size_t n, size_t *count)
{
	size_t total = 0;
	for (size_t i = 0; i < n; i++)
		total += strnlen(words + i * WORD_SLOT, WORD_SLOT);
	char *out = calloc(total ? total : 1, WORD_SLOT);
	if (!out)
		return NULL;
	char *s = out;
	for (size_t i = 0; i < n; i++) {
		const char *w = words + i * WORD_SLOT;
		size_t wl = strnlen(w, WORD_SLOT);
		for (size_t split = 1; split <= wl; split++, s += WORD_SLOT) {
			size_t k = 0;
			for (size_t j = split; j > 0; j--)
				s[k++] = w[j - 1];
			if (split < wl) {
				s[k++] = DICT_GADDAG_SEPARATOR_CHAR;
				memcpy(s + k, w + split, wl - split);
			}
		}
	}
	qsort(out, total, WORD_SLOT, cmp_slot);
	*count = total;
	return out;
}

static int build_gaddag(const char *words, size_t n, struct builder **out, struct graph_layout *L,
			struct dawg_build_stats *st)
{
	size_t count = 0, kept = 0, dups = 0;
	char *strings = gaddag_strings(words, n, &count);
	struct builder *b = calloc(1, sizeof *b);
	uint32_t root = 0;
	int err = strings && b ? 0 : DAWG_BUILD_NO_MEMORY;
	if (!err && count > DICT_GADDAG_MAX_STRINGS)
		err = DAWG_BUILD_TOO_BIG;
	if (!err)
		err = add_sorted(b, strings, count, &kept, &dups, &root);
	free(strings);
	if (!err)
		err = lay_out(b, root, (uint32_t)kept, false, L);
	if (err) {
		free_builder(b);
		return err;
	}
	st->gaddag_strings = kept;
	st->gaddag_nodes = b->lists - 1;
	st->gaddag_edges = (size_t)L->edges;
	st->gaddag_edge_bits = L->bits;
	*out = b;
	return 0;
}

int dict_build(const char *text, size_t len, unsigned flags, unsigned char **blob, size_t *size,
	       struct dawg_build_stats *st)
{
	memset(st, 0, sizeof *st);
	*blob = NULL;
	*size = 0;
	char *words = NULL;
	long n = collect_words(text, len, &words, st);
	if (n < 0)
		return (int)n;
	struct builder *b = calloc(1, sizeof *b), *g = NULL;
	struct graph_layout dl = {0}, gl = {0};
	uint32_t root = 0;
	int err = b ? 0 : DAWG_BUILD_NO_MEMORY;
	if (!err)
		err = add_sorted(b, words, (size_t)n, &st->kept, &st->duplicates, &root);
	if (!err && st->kept == 0)
		err = DAWG_BUILD_NO_WORDS;
	if (!err && st->kept > DICT_MAX_WORDS)
		err = DAWG_BUILD_TOO_BIG;
	if (!err) {
		st->nodes = b->lists - 1;
		st->edges_unshared = b->pool_len + 1;
		err = lay_out(b, root, (uint32_t)st->kept, true, &dl);
	}
	if (!err) {
		st->edges = (size_t)dl.edges;
		st->edge_bits = dl.bits;
	}
	if (!err && (flags & DICT_BUILD_GADDAG)) {
		/* The DAWG's words, distinct and sorted, give the GADDAG. */
		size_t k = 0;
		for (long i = 0; i < n; i++)
			if (k == 0 || memcmp(words + (k - 1) * WORD_SLOT, words + i * WORD_SLOT, WORD_SLOT))
				memmove(words + k++ * WORD_SLOT, words + i * WORD_SLOT, WORD_SLOT);
		err = build_gaddag(words, k, &g, &gl, st);
	}
	if (!err)
		err = write_blob(b, &dl, g, &gl, blob, size);
	if (!err)
		st->bytes = *size;
	free_layout(&dl), free_layout(&gl);
	free_builder(b), free_builder(g);
	free(words);
	return err;
}

int dawg_build(const char *text, size_t len, unsigned char **blob, size_t *size,
	       struct dawg_build_stats *st)
{
	return dict_build(text, len, 0, blob, size, st);
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
