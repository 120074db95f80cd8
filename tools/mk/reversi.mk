# Reversi: command-line tests in `make check`, timings in `make bench`.
# The CLI test uses the plain (non-sanitized) build so perft 9 and 10 stay
# quick; the unit tests already run sanitized.
REVERSI_BIN := $(BUILD)/tessera-reversi

.PHONY: check-reversi-cli check-reversi-ai-nomalloc bench-reversi
check-reversi-cli: $(REVERSI_BIN)
	@tests/cli/reversi.sh $(REVERSI_BIN)

# Figures for docs/reversi.md: perft 11 (median of 5 runs), exact solves of
# 8 seeded positions at 20 empties (median of 5 runs each) with one thread
# per processor (the default) and with one thread, time per move of every
# level at 40 and 20 empties (median of 3 runs).
bench-reversi: $(REVERSI_BIN)
	$(REVERSI_BIN) bench perft 11 5
	$(REVERSI_BIN) bench solve 20 8 5
	$(REVERSI_BIN) --threads 1 bench solve 20 8 3
	$(REVERSI_BIN) bench levels 3

# The search itself (everything but the thread wrapper, which starts its
# thread once at set-up) references no allocator and no I/O, like the core.
check-reversi-ai-nomalloc: $(BUILD)/src/ai/rvai.o
	@tools/check-nomalloc $<

CHECK_STEPS += check-reversi-cli check-reversi-ai-nomalloc
BENCH_STEPS += bench-reversi
