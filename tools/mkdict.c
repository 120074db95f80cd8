/* mkdict: compiles a word list into a tessera dictionary blob (a minimized
 * DAWG for lookups and a GADDAG for the move generator, see
 * src/dict/dict_format.h and docs/dict.md).
 *   mkdict [-q] -o OUT.tdict LIST.txt */
#include "dictbuild/dawg_build.c"

#include "dict/dict.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mkdict [-q] -o OUT.tdict LIST.txt\n"
		"Compiles a word list (one word a line, any case, LF or CRLF) into a tessera\n"
		"dictionary: a minimized DAWG and GADDAG in one immutable file.  Words of 2..15 letters A-Z\n"
		"are kept; other lines are skipped and counted; duplicates are stored once.\n"
		"  -o FILE   where to write the dictionary (written to FILE.tmp, then renamed)\n"
		"  -q        print nothing but errors\n"
		"  -h, --help\n"
		"Exit status: 0 written; 1 the list could not be read or compiled (no usable\n"
		"word), or the dictionary not written; 2 a usage error.\n");
}

static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 20, n = 0;
	char *buf = malloc(cap);
	while (buf) {
		n += fread(buf + n, 1, cap - n, f);
		if (n < cap)
			break;
		char *more = realloc(buf, cap *= 2);
		if (!more) {
			free(buf);
			buf = NULL;
			errno = ENOMEM;
		}
		buf = more;
	}
	if (buf && ferror(f)) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	*len = n;
	return buf;
}

static int write_file(const char *path, const unsigned char *data, size_t len)
{
	char tmp[4096];
	if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp", path) >= sizeof tmp) {
		errno = ENAMETOOLONG;
		return -1;
	}
	FILE *f = fopen(tmp, "wb");
	if (!f)
		return -1;
	size_t put = fwrite(data, 1, len, f);
	int bad = put != len || fflush(f) != 0;
	int saved = errno;
	if (fclose(f) != 0 && !bad) {
		bad = 1;
		saved = errno;
	}
	if (bad || rename(tmp, path) != 0) {
		saved = bad ? saved : errno;
		remove(tmp);
		errno = saved;
		return -1;
	}
	return 0;
}

static double seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	const char *out = NULL, *in = NULL;
	int quiet = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			usage(stdout);
			return 0;
		} else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
			out = argv[++i];
		} else if (!strcmp(argv[i], "-o")) {
			/* Known, but last on the line: its value is missing. */
			fprintf(stderr, "mkdict: -o needs a value, the FILE to write (the next argument)\n");
			usage(stderr);
			return 2;
		} else if (!strcmp(argv[i], "-q")) {
			quiet = 1;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			fprintf(stderr, "mkdict: unknown option '%s'\n", argv[i]);
			usage(stderr);
			return 2;
		} else if (!in) {
			in = argv[i];
		} else {
			fprintf(stderr, "mkdict: one word list at a time ('%s' and '%s')\n", in, argv[i]);
			return 2;
		}
	}
	if (!out || !in) {
		usage(stderr);
		return 2;
	}

	double t0 = seconds();
	size_t len = 0;
	char *text = read_file(in, &len);
	if (!text) {
		fprintf(stderr, "mkdict: cannot read %s: %s\n", in, strerror(errno));
		return 1;
	}
	unsigned char *blob = NULL;
	size_t size = 0;
	struct dawg_build_stats st;
	int err = dict_build(text, len, DICT_BUILD_GADDAG, &blob, &size, &st);
	free(text);
	if (err) {
		fprintf(stderr, "mkdict: %s: %s\n", in, dawg_build_strerror(err));
		return 1;
	}
	double t1 = seconds();

	/* The loader is the judge of what we wrote: check before writing. */
	struct dict d;
	if (dict_open(&d, blob, size) != 0 || dict_word_count(&d) != st.kept) {
		fprintf(stderr, "mkdict: internal error: the blob does not load: %s\n", dict_message(&d));
		free(blob);
		return 1;
	}
	if (write_file(out, blob, size) != 0) {
		fprintf(stderr, "mkdict: cannot write %s: %s\n", out, strerror(errno));
		free(blob);
		return 1;
	}
	free(blob);
	if (quiet)
		return 0;
	size_t skipped = st.skipped_blank + st.skipped_chars + st.skipped_short + st.skipped_long;
	printf("mkdict: %s: %zu lines, %zu words kept, %zu duplicates, %zu skipped\n", in, st.lines,
	       st.kept, st.duplicates, skipped);
	if (skipped)
		printf("mkdict:   skipped: %zu longer than %d letters, %zu shorter than %d, "
		       "%zu with characters outside A-Z, %zu blank\n",
		       st.skipped_long, DICT_MAX_WORD, st.skipped_short, DICT_MIN_WORD, st.skipped_chars,
		       st.skipped_blank);
	printf("mkdict:   DAWG: %zu nodes, %zu edges (%zu before tail sharing), %u bits per edge\n",
	       st.nodes, st.edges, st.edges_unshared, st.edge_bits);
	printf("mkdict:   GADDAG: %zu strings, %zu nodes, %zu edges, %u bits per edge\n",
	       st.gaddag_strings, st.gaddag_nodes, st.gaddag_edges, st.gaddag_edge_bits);
	printf("mkdict: wrote %s: %zu bytes, %.2f bytes per word, in %.2f s\n", out, size,
	       (double)size / (double)st.kept, t1 - t0);
	return 0;
}
