/* The link's single-producer single-consumer ring: full and empty at the
 * right counts, slots reused in order, and two threads passing 200,000
 * numbers through an 8-slot ring, each arriving once and in order (run
 * again under ThreadSanitizer by make check-net-tsan). */
#include "check.h"
#include "net/net_ring.h"

#include <pthread.h>
#include <sched.h>
#include <stdint.h>

static void test_full_and_empty(void)
{
	static uint32_t slots[4];
	struct net_ring r;
	CHECK_INT(net_ring_init(&r, 3, sizeof slots[0], slots), -22); /* not a power of two */
	CHECK_INT(net_ring_init(&r, 4, sizeof slots[0], slots), 0);
	CHECK(net_ring_peek(&r) == NULL);
	for (uint32_t i = 0; i < 4; i++) {
		uint32_t *s = net_ring_slot(&r);
		CHECK(s != NULL);
		if (s)
			*s = 100 + i;
		net_ring_push(&r);
	}
	CHECK(net_ring_slot(&r) == NULL); /* full: nothing is overwritten */
	CHECK_INT(net_ring_count(&r), 4);
	for (uint32_t i = 0; i < 6; i++) { /* wraps around the slots */
		uint32_t *s = net_ring_peek(&r);
		CHECK(s != NULL);
		if (s)
			CHECK_INT(*s, 100 + i);
		net_ring_pop(&r);
		s = net_ring_slot(&r);
		CHECK(s != NULL);
		if (s)
			*s = 104 + i;
		net_ring_push(&r);
	}
	CHECK_INT(net_ring_count(&r), 4);
	CHECK_INT(atomic_load(&r.high_water), 4);
}

#define PASSED 200000u
static uint64_t slots8[8];
static struct net_ring ring8;

static void *producer(void *arg)
{
	(void)arg;
	for (uint64_t i = 1; i <= PASSED;) {
		uint64_t *s = net_ring_slot(&ring8);
		if (!s) {
			sched_yield(); /* on one core the consumer must run to make room */
			continue;
		}
		*s = i++;
		net_ring_push(&ring8);
	}
	return NULL;
}

static void test_two_threads(void)
{
	pthread_t t;
	uint64_t want = 1, wrong = 0;
	net_ring_init(&ring8, 8, sizeof slots8[0], slots8);
	CHECK_INT(pthread_create(&t, NULL, producer, NULL), 0);
	while (want <= PASSED) {
		uint64_t *s = net_ring_peek(&ring8);
		if (!s) {
			sched_yield();
			continue;
		}
		if (*s != want)
			wrong++;
		want++;
		net_ring_pop(&ring8);
	}
	pthread_join(t, NULL);
	CHECK_INT(wrong, 0);
	CHECK(net_ring_peek(&ring8) == NULL);
}

int main(void)
{
	RUN(test_full_and_empty);
	RUN(test_two_threads);
	return check_finish();
}
