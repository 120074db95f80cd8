/* A fixed-size ring of fixed-size slots between exactly one producer thread
 * and one consumer thread, without locks: the two threads of src/net's link.
 * The slots are memory the owner gives; nothing here allocates. */
#ifndef TESSERA_NET_RING_H
#define TESSERA_NET_RING_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

struct net_ring {
	_Atomic uint32_t head; /* next slot the producer writes; only it stores */
	_Atomic uint32_t tail; /* next slot the consumer reads; only it stores */
	uint32_t capacity;     /* a power of two */
	size_t slot_size;
	unsigned char *slots;
	_Atomic uint32_t high_water; /* most slots ever in use */
};

/* A ring over slots (capacity * slot_size bytes, suitably aligned, owned by
 * the caller); capacity must be a power of two.  Returns 0 or -EINVAL. */
int net_ring_init(struct net_ring *r, uint32_t capacity, size_t slot_size, void *slots);

/* Producer: the free slot to fill, or NULL when the ring is full; then
 * net_ring_push makes it visible to the consumer. */
void *net_ring_slot(struct net_ring *r);
void net_ring_push(struct net_ring *r);

/* Consumer: the oldest filled slot, or NULL when empty; net_ring_pop frees it. */
void *net_ring_peek(struct net_ring *r);
void net_ring_pop(struct net_ring *r);

uint32_t net_ring_count(struct net_ring *r);

#endif
