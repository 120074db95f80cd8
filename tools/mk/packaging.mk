# What a packager relies on (README "Tests"):
#   check-repro   tools/check-repro: the tree built again in another folder,
#                 from nothing and without network (the word list is in
#                 downloads/): the same stripped programs, no build folder in them
#   check-clang   CC=clang CI=true (warnings as errors): every program, unit
#                 test, benchmark and learning tool, in build/clang
.PHONY: check-repro check-clang
check-repro: $(PROGRAMS) $(DICT_BLOB) $(FONT_GEN)
	@MAKE="$(MAKE)" tools/check-repro $(BUILD) $(STRIP) $(PROGRAMS)

# The benchmarks and learning tools are named in fragments read after this
# one: a recursive variable, expanded in the recipe, sees them all.
CLANG_BUILD := build/clang
CLANG_TARGETS = all unit $(patsubst $(BUILD)/%,$(CLANG_BUILD)/%,$(BENCH_MOVEGEN) $(BENCH_PLAY) \
  $(BENCH_WORDS_PLAYERS) $(BENCH_SCANOUT) $(BENCH_START) $(BENCH_NET) $(LEARN_LEAVES) $(LEARN_REVERSI))
check-clang:
	@command -v clang >/dev/null || { echo "check-clang: clang is missing (tools/deps check)" >&2; exit 1; }
	@$(MAKE) --no-print-directory CC=clang CI=true SANITIZE= BUILD=$(CLANG_BUILD) $(CLANG_TARGETS) \
	  >$(CLANG_BUILD).log 2>&1 || { grep -E -A3 'error|warning' $(CLANG_BUILD).log | head -n 40; \
	  echo "check-clang: CC=clang CI=true failed (log: $(CLANG_BUILD).log)"; exit 1; }
	@echo "check-clang: ok (CC=clang CI=true: $(words $(CLANG_TARGETS)) targets, no warning)"

CHECK_STEPS += check-repro check-clang
