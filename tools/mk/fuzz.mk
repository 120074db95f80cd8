# libFuzzer harnesses: every tests/fuzz/fuzz_NAME.c defines LLVMFuzzerTestOneInput
# and is built with clang against the core, ai, interface and plain platform
# code.  `make check-fuzz` runs each harness over its seed corpus
# tests/fuzz/corpus/NAME/ and then a short mutation run with a fixed seed, so a
# crash or sanitizer report fails the check.  `make fuzz-NAME` fuzzes for longer.
FUZZ_CC ?= clang
FUZZ_BUILD := build/fuzz
FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_NAMES := $(patsubst tests/fuzz/fuzz_%.c,%,$(FUZZ_SRC))
FUZZ_BINS := $(patsubst %,$(FUZZ_BUILD)/fuzz_%,$(FUZZ_NAMES))
FUZZ_LIB_SRC := $(CORE_SRC) $(AI_SRC) $(UI_SRC) $(APP_SRC) $(IMAGE_SRC) $(PLAT_SRC)
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_CFLAGS := -std=c11 -g -O1 -Isrc -D_GNU_SOURCE -MMD -MP $(FUZZ_SAN) -fsanitize=fuzzer-no-link
FUZZ_RUNS ?= 20000
# A harness slower per input names its own count: the saved-game one starts
# a table and renders it for every game it accepts.
FUZZ_RUNS_saved_game ?= 4000
# The whole app under random hands paints and verifies every frame of a
# script, seconds of the kiosk's clock: a few hundred inputs here, longer
# runs with `make fuzz-app`.
FUZZ_RUNS_app ?= 200
FUZZ_PLAN := $(foreach n,$(FUZZ_NAMES),$(n):$(or $(FUZZ_RUNS_$(n)),$(FUZZ_RUNS)))

$(FUZZ_BUILD)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $@ $<
# The pixel loops teach the fuzzer nothing, but traced comparisons in every
# pixel made a frame ten times slower (fuzz_app paints thousands): the
# drawing code keeps its sanitizers and loses the coverage tracing.
FUZZ_UNTRACED := src/gfx/draw.c src/gfx/damage.c src/gfx/scanout.c src/gfx/font_rle.c src/platform/memory_display.c
$(patsubst %.c,$(FUZZ_BUILD)/obj/%.o,$(FUZZ_UNTRACED)): FUZZ_CFLAGS := $(filter-out -fsanitize=fuzzer-no-link,$(FUZZ_CFLAGS))
$(FUZZ_BUILD)/libfuzzlib.a: $(patsubst %.c,$(FUZZ_BUILD)/obj/%.o,$(FUZZ_LIB_SRC))
	@mkdir -p $(@D)
	rm -f $@ && $(HOSTAR) rcs $@ $^
$(FUZZ_BUILD)/fuzz_%: $(FUZZ_BUILD)/obj/tests/fuzz/fuzz_%.o $(FUZZ_BUILD)/libfuzzlib.a
	$(FUZZ_CC) $(FUZZ_SAN) -fsanitize=fuzzer -o $@ $^ -lm -lpthread -lz

.PHONY: check-fuzz
check-fuzz: $(FUZZ_BINS)
	@set -e; for plan in $(FUZZ_PLAN); do \
		n=$${plan%%:*}; runs=$${plan#*:}; \
		corpus=tests/fuzz/corpus/$$n; scratch=$$(mktemp -d); \
		mkdir -p $$corpus; \
		echo "fuzz $$n: corpus $$(ls $$corpus | wc -l) inputs + $$runs mutations"; \
		$(FUZZ_BUILD)/fuzz_$$n -runs=0 $$corpus >$$scratch/log 2>&1 || { tail -30 $$scratch/log; exit 1; }; \
		$(FUZZ_BUILD)/fuzz_$$n -seed=1 -runs=$$runs -max_len=4096 $$scratch $$corpus >$$scratch/log 2>&1 \
			|| { tail -30 $$scratch/log; exit 1; }; \
		rm -rf $$scratch; \
	done; echo "check-fuzz: ok ($(words $(FUZZ_NAMES)) harnesses)"

fuzz-%: $(FUZZ_BUILD)/fuzz_%
	mkdir -p build/fuzz/found-$*
	$< -max_total_time=$${SECONDS_TO_FUZZ:-300} build/fuzz/found-$* tests/fuzz/corpus/$*

# The saved-game harness with the check switched off (FUZZ_SAVED_TRUST: the
# game handed to the table as read, as before shell_resume replayed it):
# `make fuzz-saved_game-trusting` shows the crashes the check prevents.  Not
# part of make check, where it would fail by design.
FUZZ_TRUSTING := $(FUZZ_BUILD)/fuzz_saved_game_trusting
$(FUZZ_BUILD)/obj/fuzz_saved_game_trusting.o: tests/fuzz/fuzz_saved_game.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -DFUZZ_SAVED_TRUST -c -o $@ $<
$(FUZZ_TRUSTING): $(FUZZ_BUILD)/obj/fuzz_saved_game_trusting.o $(FUZZ_BUILD)/libfuzzlib.a
	$(FUZZ_CC) $(FUZZ_SAN) -fsanitize=fuzzer -o $@ $^ -lm -lpthread
.PHONY: fuzz-saved_game-trusting
fuzz-saved_game-trusting: $(FUZZ_TRUSTING)
	rm -rf build/fuzz/trusting && mkdir -p build/fuzz/trusting/corpus
	$< -seed=1 -max_total_time=$${SECONDS_TO_FUZZ:-120} -artifact_prefix=build/fuzz/trusting/ \
		build/fuzz/trusting/corpus tests/fuzz/corpus/saved_game

CHECK_STEPS += check-fuzz
-include $(shell find $(FUZZ_BUILD) -name '*.d' 2>/dev/null)
