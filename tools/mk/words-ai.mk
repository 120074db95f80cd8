# Words computer player: strength and speed in `make bench` (figures in
# docs/words-ai.md).  WORDS_GAMES sets the number of games per match.
BENCH_WORDS_PLAYERS := $(BUILD)/bench/bench_words_players
$(BENCH_WORDS_PLAYERS): $(BUILD)/bench/bench_words_players.o $(LIBS_NODEV)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)

WORDS_GAMES ?= 100
.PHONY: bench-words-players
bench-words-players: $(BENCH_WORDS_PLAYERS) $(DICT_BLOB)
	@$(BENCH_WORDS_PLAYERS) $(DICT_BLOB) $(WORDS_GAMES)

BENCH_STEPS += bench-words-players

# The benchmark's options for long matches (split runs, Expert without a
# clock) do what they say: tests/bench/words_players.sh, about 20 s.
.PHONY: check-bench-words-players
check-bench-words-players: $(BENCH_WORDS_PLAYERS) $(DICT_BLOB)
	@tests/bench/words_players.sh $(BENCH_WORDS_PLAYERS) $(DICT_BLOB)
CHECK_STEPS += check-bench-words-players
