#include "check.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "platform/dict_file.h"

static int passed, failed;
static const char *current_test = "?";
static int ran, left_out;
/* The names of CHECK_ONLY that a RUN matched. */
static char only_seen[1024];

/* True when name is one of the comma-separated names in list. */
static bool listed(const char *list, const char *name)
{
	size_t len = strlen(name);
	for (const char *p = list; *p;) {
		size_t n = strcspn(p, ",");
		if (n == len && !strncmp(p, name, len))
			return true;
		p += n + (p[n] == ',');
	}
	return false;
}

bool check_begin(const char *name)
{
	const char *only = getenv("CHECK_ONLY");
	current_test = name;
	if (only && *only && !listed(only, name)) {
		left_out++;
		return false;
	}
	ran++;
	if (only && *only && strlen(only_seen) + strlen(name) + 2 < sizeof only_seen) {
		strcat(only_seen, name);
		strcat(only_seen, ",");
	}
	return true;
}

void check_record(bool ok, const char *file, int line, const char *expr, const char *detail)
{
	if (ok) {
		passed++;
		return;
	}
	failed++;
	fprintf(stderr, "FAIL %s:%d in %s: %s%s%s\n", file, line, current_test, expr,
		detail ? ": " : "", detail ? detail : "");
}

void check_int(long long got, long long want, const char *file, int line, const char *expr)
{
	char detail[96];
	snprintf(detail, sizeof detail, "expected %lld, got %lld", want, got);
	check_record(got == want, file, line, expr, detail);
}

void check_str(const char *got, const char *want, const char *file, int line, const char *expr)
{
	char detail[512];
	bool ok = got && want && strcmp(got, want) == 0;
	snprintf(detail, sizeof detail, "expected \"%s\", got \"%s\"", want ? want : "(null)",
		 got ? got : "(null)");
	check_record(ok, file, line, expr, detail);
}

/* Every name CHECK_ONLY gives must have run: a test renamed or removed
 * fails the run rather than leaving it empty. */
static void check_only_all_ran(void)
{
	const char *only = getenv("CHECK_ONLY");
	char name[128];
	if (!only || !*only)
		return;
	for (const char *p = only; *p;) {
		size_t n = strcspn(p, ",");
		snprintf(name, sizeof name, "%.*s", (int)n, p);
		if (n && !listed(only_seen, name)) {
			failed++;
			fprintf(stderr, "FAIL CHECK_ONLY names %s, which this program does not run\n", name);
		}
		p += n + (p[n] == ',');
	}
	printf("CHECK_ONLY: %d tests run, %d left out\n", ran, left_out);
}

int check_finish(void)
{
	check_only_all_ran();
	printf("%d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}

const char *check_data_file(const char *var, const char *what)
{
	const char *path = getenv(var);
	if (!path || !*path) {
		printf("skip: $%s does not name %s\n", var, what);
		exit(77);
	}
	if (access(path, R_OK) != 0) {
		fprintf(stderr, "FAIL $%s=%s: %s is not there or not readable\n", var, path, what);
		printf("0 passed, 1 failed\n");
		exit(1);
	}
	return path;
}

bool check_dict_open(struct dict *d)
{
	const char *path = check_data_file("TESSERA_DICT", "the compiled dictionary (make dict)");
	/* Kept to the end: each dictionary points into its own file's copy. */
	static struct dict_file files[4];
	static int used;
	char msg[PATH_MAX + 128] = "more than four dictionaries opened";
	if (used == 4 || dict_file_open(&files[used], path, NULL, msg, sizeof msg) != 0) {
		CHECK_MSG(false, msg);
		return false;
	}
	*d = files[used++].dict;	/* a plain copy: it points into the file's blob */
	return true;
}

/* Relative luminance of 0xRRGGBB (sRGB), as WCAG 2 defines it. */
static double luminance(uint32_t c)
{
	double ch[3];
	for (int i = 0; i < 3; i++) {
		double v = (double)(c >> (16 - 8 * i) & 0xff) / 255.0;
		ch[i] = v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
	}
	return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
}

double check_contrast_ratio(uint32_t a, uint32_t b)
{
	double la = luminance(a), lb = luminance(b);
	return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}
