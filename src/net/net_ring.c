/* The ring of net_ring.h: head and tail only grow (mod 2^32); the producer
 * publishes a filled slot with a release store of head, the consumer frees
 * one with a release store of tail, each reading the other's with acquire. */
#include "net/net_ring.h"

#include <errno.h>

int net_ring_init(struct net_ring *r, uint32_t capacity, size_t slot_size, void *slots)
{
	if (capacity == 0 || (capacity & (capacity - 1)) || slot_size == 0 || !slots)
		return -EINVAL;
	r->slots = slots;
	atomic_init(&r->head, 0);
	atomic_init(&r->tail, 0);
	atomic_init(&r->high_water, 0);
	r->capacity = capacity;
	r->slot_size = slot_size;
	return 0;
}

void *net_ring_slot(struct net_ring *r)
{
	uint32_t head = atomic_load_explicit(&r->head, memory_order_relaxed);
	uint32_t tail = atomic_load_explicit(&r->tail, memory_order_acquire);
	if (head - tail >= r->capacity)
		return NULL;
	return r->slots + (size_t)(head & (r->capacity - 1)) * r->slot_size;
}

void net_ring_push(struct net_ring *r)
{
	uint32_t head = atomic_load_explicit(&r->head, memory_order_relaxed) + 1;
	atomic_store_explicit(&r->head, head, memory_order_release);
	uint32_t used = head - atomic_load_explicit(&r->tail, memory_order_relaxed);
	if (used > atomic_load_explicit(&r->high_water, memory_order_relaxed))
		atomic_store_explicit(&r->high_water, used, memory_order_relaxed);
}

void *net_ring_peek(struct net_ring *r)
{
	uint32_t tail = atomic_load_explicit(&r->tail, memory_order_relaxed);
	uint32_t head = atomic_load_explicit(&r->head, memory_order_acquire);
	if (head == tail)
		return NULL;
	return r->slots + (size_t)(tail & (r->capacity - 1)) * r->slot_size;
}

void net_ring_pop(struct net_ring *r)
{
	uint32_t tail = atomic_load_explicit(&r->tail, memory_order_relaxed);
	atomic_store_explicit(&r->tail, tail + 1, memory_order_release);
}

uint32_t net_ring_count(struct net_ring *r)
{
	return atomic_load_explicit(&r->head, memory_order_acquire) -
	       atomic_load_explicit(&r->tail, memory_order_acquire);
}
