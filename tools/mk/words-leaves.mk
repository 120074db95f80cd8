# The Words leave tables: tools/learn/learn_leaves.c learns them by
# self-play and writes src/ai/words_leaves.c (Hard's) and
# src/ai/words_leaves_expert.c (Expert's), both committed (docs/words-ai.md).
#   make learn-leaves                       Medium self-play, the first round
#   make learn-leaves LEAVES_LEVEL=hard     again with Hard on the new table
#   make learn-expert-leaves                Expert's: the turns that follow, pairs
# make check runs only tiny smoke runs of both kinds, into the build folder,
# and compiles what they wrote.
LEARN_LEAVES := $(BUILD)/tools/learn-leaves
$(LEARN_LEAVES): $(BUILD)/tools/learn/learn_leaves.o $(LIBS_NODEV)
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)

LEAVES_GAMES ?= 6000
LEAVES_LEVEL ?= medium
LEAVES_SEED ?= 1
# Expert's table: Hard self-play, 60000 games (about 10 minutes of one core).
EXPERT_LEAVES_GAMES ?= 60000
EXPERT_LEAVES_SEED ?= 500001
.PHONY: learn-leaves learn-expert-leaves check-learn-leaves
learn-leaves: $(LEARN_LEAVES) $(DICT_BLOB)
	nice $(LEARN_LEAVES) --level $(LEAVES_LEVEL) --seed $(LEAVES_SEED) $(DICT_BLOB) $(LEAVES_GAMES) src/ai/words_leaves.c

learn-expert-leaves: $(LEARN_LEAVES) $(DICT_BLOB)
	nice $(LEARN_LEAVES) --level hard --target rest --pairs --name words_leaves_expert \
		--seed $(EXPERT_LEAVES_SEED) $(DICT_BLOB) $(EXPERT_LEAVES_GAMES) src/ai/words_leaves_expert.c

check-learn-leaves: $(LEARN_LEAVES) $(DICT_BLOB)
	@$(LEARN_LEAVES) --level hard --seed 7 $(DICT_BLOB) 12 $(BUILD)/words_leaves_smoke.c >/dev/null
	@$(CC) $(ALL_CFLAGS) -c -o $(BUILD)/words_leaves_smoke.o $(BUILD)/words_leaves_smoke.c
	@$(LEARN_LEAVES) --level hard --target rest --pairs --name words_leaves_smoke --seed 7 $(DICT_BLOB) 40 \
		$(BUILD)/words_leaves_expert_smoke.c >/dev/null
	@$(CC) $(ALL_CFLAGS) -c -o $(BUILD)/words_leaves_expert_smoke.o $(BUILD)/words_leaves_expert_smoke.c
	@echo "check-learn-leaves: ok (12 and 40 games learned, both kinds of table written compile)"
CHECK_STEPS += check-learn-leaves
