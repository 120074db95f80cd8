/* What the benchmarks measure with: the calling thread's CPU time (it
 * leaves out what other processes on a shared machine take) and the median
 * of several runs. */
#ifndef TESSERA_BENCH_STATS_H
#define TESSERA_BENCH_STATS_H

#include <stdlib.h>
#include <time.h>

static inline double bench_thread_cpu_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static inline int bench_compare_doubles(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* Sorts t[0..n) and returns its median (the upper one for an even n). */
static inline double bench_median(double *t, int n)
{
	qsort(t, (size_t)n, sizeof t[0], bench_compare_doubles);
	return t[n / 2];
}

#endif
