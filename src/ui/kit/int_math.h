/* The smaller, the larger, the clamped of ints: what every layout uses. */
#ifndef TESSERA_UI_KIT_INT_MATH_H
#define TESSERA_UI_KIT_INT_MATH_H

static inline int int_min(int a, int b)
{
	return a < b ? a : b;
}

static inline int int_max(int a, int b)
{
	return a > b ? a : b;
}

/* v held within lo..hi. */
static inline int int_clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

#endif
