#include "check.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int passed, failed;
static const char *current_test = "?";

void check_begin(const char *name)
{
	current_test = name;
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

int check_finish(void)
{
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
