/* The hand-written GCG corpus (tests/records/words, written from the GCG
 * description in the forms Quackle, macondo/Woogles and annotators use):
 * every file reads and replays, is written by tessera, read again and
 * equal, and replays to the same totals; the files in tests/records/words-bad
 * fail at the line named.  Run from the repository root or with
 * TESSERA_SRC set. */
/* readdir under qemu-arm on a 64-bit host: 64-bit offsets (records.c). */
#define _FILE_OFFSET_BITS 64
#include "check.h"
#include "core/words/gcg.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct gcg_record rec, rec2;
static struct gcg_replay rp, rp2;
static char text[1 << 16], written[1 << 16], written2[1 << 16];

static const char *src_dir(void)
{
	const char *s = getenv("TESSERA_SRC");
	return s && *s ? s : ".";
}

static long read_file(const char *dir, const char *name, char *buf, size_t size)
{
	char path[1024];
	snprintf(path, sizeof path, "%s/tests/records/%s/%s", src_dir(), dir, name);
	FILE *f = fopen(path, "rb");
	if (!f)
		return -1;
	size_t n = fread(buf, 1, size - 1, f);
	fclose(f);
	buf[n] = '\0';
	return (long)n;
}

static bool same_events(const struct gcg_record *a, const struct gcg_record *b)
{
	if (a->nevents != b->nevents || a->nplayers != b->nplayers)
		return false;
	for (int i = 0; i < a->nevents; i++) {
		struct gcg_event x = a->events[i], y = b->events[i];
		x.line = y.line = 0;
		if (memcmp(&x, &y, sizeof x) != 0)
			return false;
	}
	return strcmp(a->rules, b->rules) == 0 && strcmp(a->lexicon, b->lexicon) == 0;
}

/* What each good file must show once replayed: the final totals, by hand
 * from the file's own lines, and which players' racks were partial. */
struct good_case {
	const char *name;
	int total[2];
	unsigned partial;
};

static const struct good_case good[] = {
	{"annotated-partial.gcg", {28, 25}, 1u << 1},
	/* Ben's partial EXZ: the Z is one he kept, the X one he drew. */
	{"annotated-kept-tile.gcg", {32, 93}, 1u << 1},
	{"quackle-style.gcg", {42, -4}, 0},
	{"woogles-style.gcg", {37, 12}, 0},
	/* Woogles' ten-point challenge: the bonus is the record's +10. */
	{"woogles-ten-point.gcg", {42, 6}, 0},
};

static void check_good(const struct good_case *c)
{
	struct gcg_error e;
	char msg[256], detail[512];
	long n = read_file("words", c->name, text, sizeof text);
	CHECK_MSG(n > 0, c->name);
	if (n <= 0)
		return;
	int rc = gcg_parse(text, (size_t)n, &rec, &e);
	if (!rc)
		rc = gcg_replay(&rec, &rp, NULL, NULL, &e);
	gcg_error_format(&e, msg, sizeof msg);
	snprintf(detail, sizeof detail, "%s: %s", c->name, rc ? msg : "ok");
	CHECK_MSG(rc == GCG_OK, detail);
	if (rc)
		return;
	CHECK_MSG(rp.total[0] == c->total[0] && rp.total[1] == c->total[1], c->name);
	CHECK_MSG(rp.partial_racks == c->partial, c->name);
	/* Written by tessera, read again: the same lines, the same replay. */
	int w = gcg_write(&rec, written, sizeof written);
	CHECK_MSG(w > 0, c->name);
	rc = gcg_parse(written, (size_t)w, &rec2, &e);
	if (!rc)
		rc = gcg_replay(&rec2, &rp2, NULL, NULL, &e);
	gcg_error_format(&e, msg, sizeof msg);
	snprintf(detail, sizeof detail, "%s written: %s", c->name, rc ? msg : "ok");
	CHECK_MSG(rc == GCG_OK, detail);
	snprintf(detail, sizeof detail, "%s: the written record reads back different", c->name);
	CHECK_MSG(same_events(&rec, &rec2), detail);
	CHECK_MSG(memcmp(rp.total, rp2.total, sizeof rp.total) == 0, c->name);
	/* And writing it again changes nothing. */
	int w2 = gcg_write(&rec2, written2, sizeof written2);
	CHECK_MSG(w2 == w && memcmp(written, written2, (size_t)w) == 0, c->name);
}

static void test_good_files(void)
{
	for (size_t i = 0; i < sizeof good / sizeof *good; i++)
		check_good(&good[i]);
}

/* Every file of the corpus folder is in the table: a file added without
 * its expectations is not silently left out. */
static void test_every_file_listed(void)
{
	char dir[1024];
	snprintf(dir, sizeof dir, "%s/tests/records/words", src_dir());
	DIR *d = opendir(dir);
	CHECK_MSG(d != NULL, "tests/records/words not found: run from the repository root or set TESSERA_SRC");
	if (!d)
		return;
	int files = 0;
	for (struct dirent *de; (de = readdir(d));) {
		size_t len = strlen(de->d_name);
		if (len < 5 || strcmp(de->d_name + len - 4, ".gcg") != 0)
			continue;
		files++;
		bool listed = false;
		for (size_t i = 0; i < sizeof good / sizeof *good; i++)
			listed |= strcmp(good[i].name, de->d_name) == 0;
		CHECK_MSG(listed, de->d_name);
	}
	closedir(d);
	CHECK_INT(files, (int)(sizeof good / sizeof *good));
}

struct bad_case {
	const char *name;
	enum gcg_status status;
	int line;
	const char *msg;
};

static void test_bad_files(void)
{
	static const struct bad_case bad[] = {
		{"third-w.gcg", GCG_ERR_REPLAY, 5, "the rack AEGILRW cannot be: no W is left for it"},
		{"q-on-two-racks.gcg", GCG_ERR_REPLAY, 4, "the rack AEHQSTU cannot be: no Q is left for it"},
		{"duplicate-nick.gcg", GCG_ERR_PLAYER, 2, "nickname 'ann' is already taken"},
		/* A partial rack's tiles shown are checked against a whole rack,
		 * and said as the record shows them (not with the replay's guess
		 * of the rest). */
		{"q-kept-and-shown.gcg", GCG_ERR_REPLAY, 5, "the rack IQ cannot be: no Q is left for it"},
	};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		struct gcg_error e;
		char detail[512];
		memset(&e, 0, sizeof e);
		long n = read_file("words-bad", bad[i].name, text, sizeof text);
		CHECK_MSG(n > 0, bad[i].name);
		if (n <= 0)
			continue;
		int rc = gcg_parse(text, (size_t)n, &rec, &e);
		if (!rc)
			rc = gcg_replay(&rec, &rp, NULL, NULL, &e);
		snprintf(detail, sizeof detail, "%s: rc %d line %d: %s", bad[i].name, rc, e.line, e.msg);
		CHECK_MSG(rc == (int)bad[i].status, detail);
		CHECK_MSG(e.line == bad[i].line, detail);
		CHECK_MSG(strcmp(e.msg, bad[i].msg) == 0, detail);
	}
}

int main(void)
{
	RUN(test_good_files);
	RUN(test_every_file_listed);
	RUN(test_bad_files);
	return check_finish();
}
