# The Reversi evaluation's weights: tools/learn/learn_reversi.c learns them
# by self-play and writes src/ai/rvai_weights.c (committed; see
# docs/reversi.md).
#   make learn-reversi                              Medium self-play on the hand-tuned weights
#   make learn-reversi REVERSI_LEARN_WEIGHTS=learned   again on the learned ones
# make check runs only a tiny smoke run, into the build folder, and compiles
# what it wrote.
LEARN_REVERSI := $(BUILD)/tools/learn-reversi
$(LEARN_REVERSI): $(BUILD)/tools/learn/learn_reversi.o $(LIBS_NODEV)
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)

REVERSI_LEARN_GAMES ?= 20000
REVERSI_LEARN_LEVEL ?= medium
REVERSI_LEARN_WEIGHTS ?= hand
REVERSI_LEARN_SEED ?= 1
.PHONY: learn-reversi check-learn-reversi
learn-reversi: $(LEARN_REVERSI)
	nice $(LEARN_REVERSI) --level $(REVERSI_LEARN_LEVEL) --weights $(REVERSI_LEARN_WEIGHTS) \
		--seed $(REVERSI_LEARN_SEED) $(REVERSI_LEARN_GAMES) src/ai/rvai_weights.c

check-learn-reversi: $(LEARN_REVERSI)
	@$(LEARN_REVERSI) --level easy --seed 7 20 $(BUILD)/rvai_weights_smoke.c 2>/dev/null
	@mv $(BUILD)/rvai_weights_smoke.c $(BUILD)/rvai_weights_smoke_first.c
	@$(LEARN_REVERSI) --level easy --seed 7 20 $(BUILD)/rvai_weights_smoke.c 2>/dev/null
	@cmp -s $(BUILD)/rvai_weights_smoke.c $(BUILD)/rvai_weights_smoke_first.c || \
		{ echo "check-learn-reversi: two runs with the same arguments wrote different tables"; exit 1; }
	@$(CC) $(ALL_CFLAGS) -c -o $(BUILD)/rvai_weights_smoke.o $(BUILD)/rvai_weights_smoke.c
	@echo "check-learn-reversi: ok (20 games learned twice, the same table, and it compiles)"
CHECK_STEPS += check-learn-reversi
