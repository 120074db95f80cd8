/* bench_start: CPU time from the start of a process to its first frame.
 *
 * Runs PROGRAM ARGS... (tessera-headless with an empty script: it loads and
 * checks the dictionary, sets the screen up, paints the first frame and exits)
 * RUNS times and reads each child's CPU time (user + system) and peak RSS
 * from wait4(), so everything the process does counts: the dynamic loader,
 * the dictionary, the fonts and the first full paint.  Prints the median and
 * the spread; no figure here is a test.
 *
 *   bench_start RUNS PROGRAM [ARGS...]
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

enum { MAX_RUNS = 101 };

static int cmp_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;
	return x < y ? -1 : x > y;
}

/* One run: the child's CPU time in microseconds and peak RSS in KiB. */
static int run_once(char **argv, long *cpu_us, long *rss_kib)
{
	pid_t pid = fork();
	if (pid < 0)
		return -errno;
	if (pid == 0) {
		int null = open("/dev/null", O_WRONLY);
		if (null >= 0)
			dup2(null, STDOUT_FILENO);
		execv(argv[0], argv);
		fprintf(stderr, "bench_start: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	int status;
	struct rusage ru;
	if (wait4(pid, &status, 0, &ru) < 0)
		return -errno;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "bench_start: %s failed (status %d)\n", argv[0], status);
		return -ECHILD;
	}
	*cpu_us = (long)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000L + (long)ru.ru_utime.tv_usec +
		  (long)ru.ru_stime.tv_usec;
	*rss_kib = ru.ru_maxrss;
	return 0;
}

int main(int argc, char **argv)
{
	char *end;
	long runs = argc > 2 ? strtol(argv[1], &end, 10) : 0;
	if (argc < 3 || *end || runs < 1 || runs > MAX_RUNS) {
		fprintf(stderr, "usage: bench_start RUNS(1..%d) PROGRAM [ARGS...]\n", MAX_RUNS);
		return 2;
	}
	long cpu[MAX_RUNS], rss[MAX_RUNS];
	for (long i = 0; i < runs; i++) {
		int err = run_once(argv + 2, &cpu[i], &rss[i]);
		if (err)
			return 1;
	}
	qsort(cpu, (size_t)runs, sizeof cpu[0], cmp_long);
	qsort(rss, (size_t)runs, sizeof rss[0], cmp_long);
	printf("bench_start: start to first frame: median %.1f ms CPU (min %.1f, max %.1f; %ld runs), "
	       "peak RSS median %ld KiB\n",
	       cpu[runs / 2] / 1000.0, cpu[0] / 1000.0, cpu[runs - 1] / 1000.0, runs, rss[runs / 2]);
	return 0;
}
