# The Words table's live score on the kept board state against the rules
# core's evaluation, per drop: timings in `make bench` (the correctness
# test is tests/unit/test_words_live.c).  Figures in docs/words-ai.md.
BENCH_LIVE := $(BUILD)/bench/bench_live
$(BENCH_LIVE): $(BUILD)/bench/bench_live.o $(LIBS_NODEV)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)

.PHONY: bench-live
bench-live: $(BENCH_LIVE) $(DICT_BLOB)
	@$(BENCH_LIVE) $(DICT_BLOB) 21 bench/midgame.pos bench/late1.pos bench/late2.pos

BENCH_STEPS += bench-live
