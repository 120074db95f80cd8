/* How much the damage-only copy saves: bytes written to the scanout for a
 * small-damage frame (a 60x60 tile moving: this frame's and the previous
 * frame's rectangle) against a full 800x480 frame, and the median time of
 * each copy on memory buffers, for every rotation and both formats. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gfx/scanout.h"

enum { W = 800, H = 480, RUNS = 31 };

static double now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* Median microseconds of copying rects[0..n) RUNS times; *bytes per run. */
static double time_copy(const struct scanout *s, const struct canvas *c, const struct rect *rects, int n,
			size_t *bytes)
{
	double t[RUNS];
	for (int r = 0; r < RUNS; r++) {
		double t0 = now_us();
		*bytes = 0;
		for (int i = 0; i < n; i++)
			*bytes += scanout_copy(s, c, rects[i]);
		t[r] = now_us() - t0;
	}
	qsort(t, RUNS, sizeof t[0], cmp);
	return t[RUNS / 2];
}

int main(void)
{
	static uint32_t shadow[W * H];
	static uint32_t scan[W * H];
	const char *fmt_names[] = { "XRGB8888", "RGB565" };

	for (int i = 0; i < W * H; i++)
		shadow[i] = (uint32_t)i * 2654435761u;
	printf("scanout copy, %dx%d panel, median of %d runs\n", W, H, RUNS);
	printf("%-9s %-4s %14s %12s %14s %12s %8s\n", "format", "rot", "full bytes", "full us", "damage bytes",
	       "damage us", "ratio");
	for (int fmt = 0; fmt < 2; fmt++) {
		for (int rot = 0; rot < 4; rot++) {
			struct scanout s = { scan, W, H, 0, (enum scanout_format)fmt, (enum scanout_rotation)rot };
			int lw, lh;
			size_t full_bytes, small_bytes;
			scanout_logical_size(s.rotation, W, H, &lw, &lh);
			s.pitch = W * scanout_bytes_per_pixel(s.format);
			struct canvas c = { .pixels = shadow, .width = lw, .height = lh, .stride = lw };
			struct rect full = { 0, 0, lw, lh };
			/* A tile dragged by a few pixels: its old and new place. */
			struct rect small[2] = { { 200, 150, 60, 60 }, { 206, 154, 60, 60 } };
			double tf = time_copy(&s, &c, &full, 1, &full_bytes);
			double ts = time_copy(&s, &c, small, 2, &small_bytes);
			printf("%-9s %-4d %14zu %12.1f %14zu %12.1f %7.1fx\n", fmt_names[fmt], rot * 90, full_bytes, tf,
			       small_bytes, ts, (double)full_bytes / (double)small_bytes);
		}
	}
	return 0;
}
