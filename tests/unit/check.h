/* Minimal unit-test support: each check prints what was expected and what came
 * on failure; check_finish() prints the "N passed, N failed" line and returns
 * the exit status for main().  CHECK_ONLY=name,name in the environment runs
 * only those test functions (make check-tsan runs the threads' tests so);
 * a name the program does not have is a failure, never a silent skip. */
#ifndef TESSERA_TESTS_CHECK_H
#define TESSERA_TESTS_CHECK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

void check_record(bool ok, const char *file, int line, const char *expr, const char *detail);
void check_int(long long got, long long want, const char *file, int line, const char *expr);
void check_str(const char *got, const char *want, const char *file, int line, const char *expr);
/* False when CHECK_ONLY leaves the test out. */
bool check_begin(const char *name);
int check_finish(void);

/* The path of a data file the test needs, from environment variable var
 * (make sets TESSERA_DICT and TESSERA_WORDLIST); what says what it is.  Unset:
 * prints "skip: ..." and exits 77, for a test run by hand.  Set but not a
 * readable file: a failure ("0 passed, 1 failed", exit 1), since make always
 * provides it. */
const char *check_data_file(const char *var, const char *what);

/* The compiled dictionary ($TESSERA_DICT, as check_data_file finds it),
 * opened by dict_file_open and copied into d; false after a failed check
 * saying why. */
struct dict;
bool check_dict_open(struct dict *d);
/* The contrast ratio of two 0xRRGGBB colours as WCAG 2 defines it (1 to 21). */
double check_contrast_ratio(uint32_t a, uint32_t b);

#define CHECK(cond) check_record((cond), __FILE__, __LINE__, #cond, NULL)
#define CHECK_MSG(cond, msg) check_record((cond), __FILE__, __LINE__, #cond, (msg))
#define CHECK_INT(got, want) check_int((long long)(got), (long long)(want), __FILE__, __LINE__, #got)
#define CHECK_STR(got, want) check_str((got), (want), __FILE__, __LINE__, #got)
/* Runs one test function, naming it in failure reports. */
#define RUN(fn) do { if (check_begin(#fn)) fn(); } while (0)

#endif
