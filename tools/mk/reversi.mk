# Reversi: command-line tests in `make check`, timings in `make bench`.
# The CLI test uses the plain (non-sanitized) build so perft 9 and 10 stay
# quick; the unit tests already run sanitized.
REVERSI_BIN := $(BUILD)/tessera-reversi

.PHONY: check-reversi-cli check-reversi-ai-nomalloc bench-reversi
check-reversi-cli: $(REVERSI_BIN)
	@tests/cli/reversi.sh $(REVERSI_BIN)

# Figures for docs/reversi.md: perft 11 (median of 5 runs), exact solves of
# 8 seeded positions at 20 empties (median of 5 runs each) with one thread
# per processor (the default) and with one thread (its target line: every
# position under 0.5 s of CPU), two threads against one on the same
# positions in turn (its target line: 1.8x), time per move of every level at
# 40 and 20 empties (median of 3 runs), and the learned evaluation against
# the hand-tuned one at medium and hard (200 games each).
bench-reversi: $(REVERSI_BIN)
	$(REVERSI_BIN) bench perft 11 5
	$(REVERSI_BIN) bench solve 20 8 5
	$(REVERSI_BIN) --threads 1 bench solve 20 8 3
	$(REVERSI_BIN) --threads 2 bench speedup 20 8 3
	$(REVERSI_BIN) bench levels 3
	$(REVERSI_BIN) bench match medium 100
	$(REVERSI_BIN) bench match hard 100

# The search and its evaluation (everything but the thread wrapper, which
# starts its threads once at set-up) reference no allocator and no I/O,
# like the core.
REVERSI_AI_OBJS := $(addprefix $(BUILD)/src/ai/,rvai.o rvai_search.o rvai_solve.o rvai_split.o rvai_eval.o \
                     rvai_weights.o)
check-reversi-ai-nomalloc: $(REVERSI_AI_OBJS)
	@tools/check-nomalloc $^

CHECK_STEPS += check-reversi-cli check-reversi-ai-nomalloc
BENCH_STEPS += bench-reversi
