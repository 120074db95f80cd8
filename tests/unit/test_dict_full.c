/* The real dictionary: the blob `make dict` compiled (TESSERA_DICT) against
 * the list it came from (TESSERA_WORDLIST).  Every kept word is found, the
 * counts match, and a walk of the graph gives back exactly the list; words one
 * letter off and prefixes are found only when they are in the list too.
 * Skipped (exit 77) when $TESSERA_DICT or $TESSERA_WORDLIST is not set (a run by
 * hand); a failure when they name files that are not there. */
#include "check.h"

#include "dict/dict.h"
#include "platform/storage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SLOT = 16, DEFAULT_LINES = 274137, DEFAULT_WORDS = 269870 };

static char *words;
static size_t nwords, lines;

static int cmp_slot(const void *a, const void *b)
{
	return memcmp(a, b, SLOT);
}

static bool in_list(const char *w, size_t len)
{
	char key[SLOT] = {0};
	memcpy(key, w, len);
	return bsearch(key, words, nwords, SLOT, cmp_slot) != NULL;
}

/* The list rules, written here independently of mkdict: 2..15 letters a-z in
 * any case, CRLF allowed, duplicates once. */
static bool read_list(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return false;
	size_t cap = 1 << 16;
	words = malloc(cap * SLOT);
	char line[256];
	while (fgets(line, sizeof line, f)) {
		lines++;
		size_t n = strcspn(line, "\r\n");
		bool ok = n >= 2 && n <= 15;
		for (size_t i = 0; i < n && ok; i++)
			ok = (line[i] | 0x20) >= 'a' && (line[i] | 0x20) <= 'z';
		if (!ok)
			continue;
		if (nwords == cap)
			words = realloc(words, (cap *= 2) * SLOT);
		char *s = words + nwords++ * SLOT;
		memset(s, 0, SLOT);
		for (size_t i = 0; i < n; i++)
			s[i] = (char)(line[i] & ~0x20);
	}
	fclose(f);
	qsort(words, nwords, SLOT, cmp_slot);
	size_t out = 0;
	for (size_t i = 0; i < nwords; i++)
		if (out == 0 || memcmp(words + (out - 1) * SLOT, words + i * SLOT, SLOT) != 0)
			memmove(words + out++ * SLOT, words + i * SLOT, SLOT);
	nwords = out;
	return true;
}

/* Depth-first walk with the public accessors; compares word by word. */
static size_t walked, walk_mismatches;
static void walk(const struct dict_graph *g, dict_node node, char *prefix, size_t depth)
{
	for (uint32_t i = node; i != DICT_NO_NODE;) {
		dict_edge e = dict_graph_edge(g, i);
		prefix[depth] = dict_edge_letter(e);
		if (dict_edge_ends_word(e)) {
			char slot[SLOT] = {0};
			memcpy(slot, prefix, depth + 1);
			if (walked >= nwords || memcmp(slot, words + walked * SLOT, SLOT) != 0) {
				if (walk_mismatches++ == 0)
					fprintf(stderr, "walk: word %zu is %s, the list has %s\n", walked, slot,
						walked < nwords ? words + walked * SLOT : "(end)");
			}
			walked++;
		}
		if (dict_edge_child(e) != DICT_NO_NODE && depth + 1 < DICT_MAX_WORD)
			walk(g, dict_edge_child(e), prefix, depth + 1);
		i = dict_edge_is_last(e) ? DICT_NO_NODE : i + 1;
	}
}

int main(void)
{
	const char *blob_path = check_data_file("TESSERA_DICT", "the compiled dictionary (make dict)");
	const char *list_path = check_data_file("TESSERA_WORDLIST", "the word list it was compiled from");
	struct storage_blob map;
	int err = storage_load_file(blob_path, SIZE_MAX, &map);
	bool listed = read_list(list_path);
	CHECK_MSG(err == 0, "the compiled dictionary cannot be read");
	CHECK_MSG(listed, "the word list cannot be read");
	if (err || !listed) {
		if (!err)
			storage_release(&map);
		return check_finish();
	}

	struct dict d;
	err = dict_open(&d, map.data, map.size);
	CHECK_MSG(err == 0, dict_message(&d));
	if (err) {
		storage_release(&map);
		return check_finish();
	}
	CHECK_INT(dict_word_count(&d), nwords);
	if (lines == DEFAULT_LINES) /* the default list (docs/dict.md) */
		CHECK_INT(nwords, DEFAULT_WORDS);

	size_t missing = 0, wrong_prefix = 0, wrong_neighbour = 0;
	for (size_t i = 0; i < nwords; i++) {
		char *w = words + i * SLOT;
		size_t n = strlen(w);
		if (!dict_contains(&d, w, n) && missing++ == 0)
			fprintf(stderr, "not found: %s\n", w);
		for (size_t k = 2; k < n; k++)
			if (dict_contains(&d, w, k) != in_list(w, k) && wrong_prefix++ == 0)
				fprintf(stderr, "prefix %.*s of %s answered wrongly\n", (int)k, w, w);
		char v[SLOT];
		memcpy(v, w, SLOT);
		v[n - 1] = v[n - 1] == 'Z' ? 'A' : (char)(v[n - 1] + 1);
		if (dict_contains(&d, v, n) != in_list(v, n) && wrong_neighbour++ == 0)
			fprintf(stderr, "%s (from %s) answered wrongly\n", v, w);
		if (n < DICT_MAX_WORD) { /* one letter more */
			v[n - 1] = w[n - 1], v[n] = 'S';
			if (dict_contains(&d, v, n + 1) != in_list(v, n + 1) && wrong_neighbour++ == 0)
				fprintf(stderr, "%s answered wrongly\n", v);
		}
	}
	CHECK_INT(missing, 0);
	CHECK_INT(wrong_prefix, 0);
	CHECK_INT(wrong_neighbour, 0);

	char prefix[SLOT];
	const struct dict_graph *g = dict_dawg(&d);
	walk(g, dict_graph_root(g), prefix, 0);
	CHECK_INT(walked, nwords);
	CHECK_INT(walk_mismatches, 0);
	printf("%s: %zu words from %zu lines, all found\n", blob_path, nwords, lines);

	/* The GADDAG (mkdict always writes it): every word from each split point:
	 * the letters before it reversed, the separator, the letters after. */
	const struct dict_graph *gd = dict_gaddag(&d);
	CHECK_MSG(gd != NULL, "the compiled dictionary has no GADDAG");
	size_t unfound = 0, strings = 0;
	for (size_t i = 0; gd && i < nwords; i++) {
		const char *w = words + i * SLOT;
		size_t n = strlen(w);
		for (size_t split = 1; split <= n; split++, strings++) {
			char path[DICT_GADDAG_MAX_PATH];
			size_t k = 0;
			for (size_t j = split; j > 0; j--)
				path[k++] = w[j - 1];
			if (split < n)
				path[k++] = (char)DICT_GADDAG_SEPARATOR_CHAR;
			for (size_t j = split; j < n; j++)
				path[k++] = w[j];
			/* Every symbol followed, the last one ending a string. */
			dict_node node = dict_graph_root(gd);
			dict_edge e = 0;
			size_t done = 0;
			for (; done < k && node; done++) {
				e = dict_graph_find_symbol(gd, node, (unsigned)(path[done] - 'A' + 1));
				if (!e)
					break;
				node = dict_edge_child(e);
			}
			bool found = done == k && e && dict_edge_ends_word(e);
			if (!found && unfound++ == 0)
				fprintf(stderr, "GADDAG: %s not found from split %zu\n", w, split);
		}
	}
	CHECK_INT(unfound, 0);
	printf("%s: GADDAG: all %zu words found from each of their %zu split points\n", blob_path,
	       nwords, strings);

	free(words);
	storage_release(&map);
	return check_finish();
}
