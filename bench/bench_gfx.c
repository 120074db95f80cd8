/* bench_gfx: what the ui costs per frame.  Prints medians of several runs
 * (the machine is shared and noisy; no figure here is a test).
 *   full frame   words_table_render_full at the size: every pixel painted
 *   drag frame   one pointer move during a drag + words_table_render of its damage
 *   damage copy  copying that damage into a second buffer, as a presenter
 *                does into the back dumb buffer (a memcpy estimate only)
 *   damage bytes per drag frame (XRGB8888, 4 bytes a pixel) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gfx/draw.h"
#include "ui/words/words_table.h"

enum { RUNS = 9 };

static double now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void copy_damage(struct canvas *dst, const struct canvas *src, const struct damage *d)
{
	for (int i = 0; i < d->count; i++) {
		struct rect r = d->rects[i];
		for (int y = r.y; y < r.y + r.h; y++)
			memcpy(dst->pixels + (size_t)y * dst->stride + r.x, src->pixels + (size_t)y * src->stride + r.x,
			       (size_t)r.w * 4);
	}
}

static void bench_size(int w, int h)
{
	struct words_table_options o = { .width = w, .height = h, .scale = 1.0f, .seed = 1, .players = 2, .lexicon = NULL, .drag_threshold = 0 };
	size_t n = words_table_memory_size(&o);
	void *mem = malloc(n);
	struct words_table *ui = malloc(sizeof *ui);
	uint32_t *px = calloc((size_t)w * h, 4), *back = calloc((size_t)w * h, 4);
	struct canvas c = { .pixels = px, .width = w, .height = h, .stride = w };
	struct canvas b = { .pixels = back, .width = w, .height = h, .stride = w };
	double t_init[RUNS], t_full[RUNS], t_drag[RUNS], t_copy[RUNS], bytes[RUNS];

	for (int r = 0; r < RUNS; r++) {
		double t0 = now_us();
		words_table_init(ui, &o, mem, n);
		t_init[r] = (now_us() - t0) / 1000.0;
	}
	words_table_render(ui, &c, NULL);
	for (int r = 0; r < RUNS; r++) {
		enum { K = 20 };
		double t0 = now_us();
		for (int k = 0; k < K; k++)
			words_table_render_full(ui, &c);
		t_full[r] = (now_us() - t0) / K / 1000.0;
	}

	/* A drag from rack slot 3 across the board, back and forth. */
	int x, y;
	words_table_slot_centre(&ui->layout, 3, &x, &y);
	uint32_t t = 0;
	struct pointer_event e = { POINTER_DOWN, x, y, t };
	words_table_handle_event(ui, &e);
	e.type = POINTER_MOVE;
	enum { STEPS = 200 };
	static double per[STEPS], cp[STEPS], by[STEPS];
	struct damage d;
	damage_init(&d, w, h);
	for (int r = 0; r < RUNS; r++) {
		for (int s = 0; s < STEPS; s++) {
			int k = s % 100 < 50 ? s % 50 : 50 - s % 50;
			e.x = x - k * (x - ui->layout.board.x - 20) / 50;
			e.y = y - k * (y - ui->layout.board.y - 20) / 50;
			e.time_ms = t += 16;
			damage_clear(&d);
			double t0 = now_us();
			words_table_handle_event(ui, &e);
			words_table_render(ui, &c, &d);
			double t1 = now_us();
			copy_damage(&b, &c, &d);
			double t2 = now_us();
			per[s] = t1 - t0;
			cp[s] = t2 - t1;
			by[s] = (double)damage_area(&d) * 4;
		}
		t_drag[r] = median(per, STEPS) / 1000.0;
		t_copy[r] = median(cp, STEPS) / 1000.0;
		bytes[r] = median(by, STEPS);
	}
	printf("bench-gfx %dx%d: startup prerender %.2f ms, full frame %.3f ms (target < 3), "
	       "drag frame compose %.4f ms (target < 0.3 with the copy), damage copy %.4f ms, "
	       "%.0f damage bytes per drag frame (%.1f%% of the screen)\n",
	       w, h, median(t_init, RUNS), median(t_full, RUNS), median(t_drag, RUNS), median(t_copy, RUNS),
	       median(bytes, RUNS), 100.0 * median(bytes, RUNS) / (4.0 * w * h));
	free(mem);
	free(ui);
	free(px);
	free(back);
}

int main(void)
{
	printf("bench-gfx: medians of %d runs\n", RUNS);
	bench_size(800, 480);
	bench_size(480, 800);
	return 0;
}
