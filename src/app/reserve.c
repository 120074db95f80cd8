#include "app/reserve.h"

#include <string.h>

void reserve_init(struct reserve_table *t)
{
	memset(t, 0, sizeof *t);
}

const struct reserve_entry *reserve_add(struct reserve_table *t, const char *what, size_t bytes,
					enum reserve_kind kind)
{
	if (t->count == RESERVE_MAX)
		return NULL;
	struct reserve_entry *e = &t->entries[t->count++];
	*e = (struct reserve_entry){ what, bytes, kind, 0 };
	if (kind == RESERVE_HEAP) {
		e->offset = t->heap_bytes;
		t->heap_bytes += (bytes + RESERVE_ALIGN - 1) & ~(size_t)(RESERVE_ALIGN - 1);
	}
	return e;
}

const struct reserve_entry *reserve_find(const struct reserve_table *t, const char *what)
{
	for (int i = 0; i < t->count; i++)
		if (strcmp(t->entries[i].what, what) == 0)
			return &t->entries[i];
	return NULL;
}

size_t reserve_total(const struct reserve_table *t, enum reserve_kind kind)
{
	size_t sum = 0;
	for (int i = 0; i < t->count; i++)
		if (t->entries[i].kind == kind)
			sum += t->entries[i].bytes;
	return sum;
}

const char *reserve_kind_name(enum reserve_kind kind)
{
	switch (kind) {
	case RESERVE_HEAP:
		return "heap";
	case RESERVE_DEVICE:
		return "device";
	case RESERVE_COPY:
		return "copy";
	case RESERVE_STATIC:
		return "static";
	}
	return "?";
}
