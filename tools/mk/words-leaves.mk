# The Words leave table: tools/learn/learn_leaves.c learns it by self-play
# and writes src/ai/words_leaves.c (committed; see docs/words-ai.md).
#   make learn-leaves                       Medium self-play, the first round
#   make learn-leaves LEAVES_LEVEL=hard     again with Hard on the new table
# make check runs only a tiny smoke run, into the build folder, and compiles
# what it wrote.
LEARN_LEAVES := $(BUILD)/tools/learn-leaves
$(LEARN_LEAVES): $(BUILD)/tools/learn/learn_leaves.o $(LIBS_NODEV)
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)

LEAVES_GAMES ?= 6000
LEAVES_LEVEL ?= medium
LEAVES_SEED ?= 1
.PHONY: learn-leaves check-learn-leaves
learn-leaves: $(LEARN_LEAVES) $(DICT_BLOB)
	nice $(LEARN_LEAVES) --level $(LEAVES_LEVEL) --seed $(LEAVES_SEED) $(DICT_BLOB) $(LEAVES_GAMES) src/ai/words_leaves.c

check-learn-leaves: $(LEARN_LEAVES) $(DICT_BLOB)
	@$(LEARN_LEAVES) --level hard --seed 7 $(DICT_BLOB) 12 $(BUILD)/words_leaves_smoke.c >/dev/null
	@$(CC) $(ALL_CFLAGS) -c -o $(BUILD)/words_leaves_smoke.o $(BUILD)/words_leaves_smoke.c
	@echo "check-learn-leaves: ok (12 games learned, the table written compiles)"
CHECK_STEPS += check-learn-leaves
