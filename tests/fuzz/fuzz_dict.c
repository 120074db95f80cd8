/* dict_open on arbitrary bytes, then lookups and a full walk (of the DAWG and
 * of the GADDAG, if any): no crash, no
 * sanitizer report, and whatever opens behaves as the loader promises (its
 * walk ends and finds exactly dict_word_count() words).  Each input is tried
 * as it is and again with its checksum made right, so that mutations get past
 * the checksum to the structure checks. */
#include "dict/dict.h"
#include "dict/dict_format.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void probe(const uint8_t *data, size_t size)
{
	struct dict d;
	int err = dict_open(&d, data, size);
	if (err) {
		if (err < DICT_ERR_BAD_ARGUMENT || !dict_message(&d)[0] || dict_contains(&d, "CAT", 3))
			__builtin_trap();
		return;
	}
	static const char *words[] = {"CAT", "cats", "QI", "ZZZ", "AB", "ABCDEFGHIJKLMNO", "XYZZY", "A?"};
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		(void)dict_contains(&d, words[i], strlen(words[i]));

	/* Every word, depth first: bounded by the 15-letter limit. */
	const struct dict_graph *g = dict_dawg(&d);
	uint32_t stack[DICT_MAX_WORD], found = 0;
	int depth = 0;
	stack[0] = dict_graph_root(g);
	for (;;) {
		if (stack[depth] >= g->edge_count)
			__builtin_trap();
		dict_edge e = dict_graph_edge(g, stack[depth]);
		found += dict_edge_ends_word(e);
		if (dict_edge_child(e) != DICT_NO_NODE) {
			if (depth + 1 >= DICT_MAX_WORD)
				__builtin_trap();
			stack[++depth] = dict_edge_child(e);
			continue;
		}
		while (depth >= 0 && dict_edge_is_last(dict_graph_edge(g, stack[depth])))
			depth--;
		if (depth < 0)
			break;
		stack[depth]++;
	}
	if (found != dict_word_count(&d))
		__builtin_trap();

	/* The GADDAG, if any: dict_open checked only its edges, so the walk
	 * bounds its own depth (as the move generator does); every index it
	 * reads must be in range, and every child after its edge. */
	const struct dict_graph *gd = dict_gaddag(&d);
	if (!gd)
		return;
	uint32_t gstack[DICT_GADDAG_MAX_PATH];
	depth = 0;
	gstack[0] = dict_graph_root(gd);
	for (;;) {
		if (gstack[depth] >= gd->edge_count)
			__builtin_trap();
		dict_edge e = dict_graph_edge(gd, gstack[depth]);
		dict_node child = dict_edge_child(e);
		if (child != DICT_NO_NODE && child <= gstack[depth])
			__builtin_trap();
		if (child != DICT_NO_NODE && depth + 1 < DICT_GADDAG_MAX_PATH) {
			gstack[++depth] = child;
			continue;
		}
		while (depth >= 0 && dict_edge_is_last(dict_graph_edge(gd, gstack[depth])))
			depth--;
		if (depth < 0)
			break;
		gstack[depth]++;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	probe(data, size);
	if (size >= DICT_HEADER_SIZE && size <= (1u << 20)) {
		uint8_t *copy = malloc(size);
		if (!copy)
			return 0;
		memcpy(copy, data, size);
		uint32_t c = dict_blob_checksum(copy, size);
		for (int i = 0; i < 4; i++)
			copy[DICT_OFF_CHECKSUM + i] = (uint8_t)(c >> (8 * i));
		probe(copy, size);
		free(copy);
	}
	return 0;
}
