# Words move generator: timings in `make bench` (the correctness tests are
# tests/unit/test_words_movegen.c and tests/cli/words.sh).  Figures in
# docs/words-ai.md.
BENCH_MOVEGEN := $(BUILD)/bench/bench_movegen
$(BENCH_MOVEGEN): $(BUILD)/bench/bench_movegen.o $(LIBS_NODEV)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)

.PHONY: bench-movegen
bench-movegen: $(BENCH_MOVEGEN) $(DICT_BLOB)
	@$(BENCH_MOVEGEN) $(DICT_BLOB) bench/midgame.pos 21 bench/late1.pos bench/late2.pos

BENCH_STEPS += bench-movegen

# The target lines follow the tables they sum up (tests/bench/movegen.sh:
# the balance worked out again from the printed times, both ways, and the
# best-only verdict from the printed times); about 1 s.
.PHONY: check-bench-movegen
check-bench-movegen: $(BENCH_MOVEGEN) $(DICT_BLOB)
	@tests/bench/movegen.sh $(BENCH_MOVEGEN) $(DICT_BLOB) bench/midgame.pos bench/late1.pos bench/late2.pos
CHECK_STEPS += check-bench-movegen
