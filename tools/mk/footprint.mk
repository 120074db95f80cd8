# Footprint (docs/devices.md, README "Benchmarks"):
#   make size          stripped tessera per target (native, arm64, armhf), the
#                      dictionary blob and the font data; peak RSS during play
#                      (bench_play) and CPU time from start to the first frame
#   make bench-start   only the start-to-first-frame figure (also in make bench)

# ---- start to first frame ------------------------------------------------------
# tessera-headless with an empty script does what the program does before its
# first frame (load and check the dictionary, set up the menu, paint it all)
# and exits; bench_start runs it BENCH_START_RUNS times and prints the median
# CPU time (user + system, from wait4) and peak RSS.
BENCH_START := $(BUILD)/bench/bench_start
BENCH_START_RUNS ?= 15
$(BENCH_START): $(BUILD)/bench/bench_start.o
	$(CC) $(ALL_LDFLAGS) -o $@ $^

.PHONY: bench-start bench-size size
bench-start: $(BENCH_START) $(BUILD)/tessera-headless $(DICT_BLOB)
	@mkdir -p $(BUILD)/bench/start-out
	@$(BENCH_START) $(BENCH_START_RUNS) $(abspath $(BUILD)/tessera-headless) --game menu \
	  --dict $(abspath $(DICT_BLOB)) --out $(BUILD)/bench/start-out /dev/null
BENCH_STEPS += bench-start

# ---- sizes -------------------------------------------------------------------------
# Stripped copies go to build/size/; the targets are built plain (no sanitizer).
SIZE_TARGETS := native arm64 armhf
# bench-size: the sizes alone (in make bench, which runs bench-play and
# bench-start itself); size: the sizes and the two run-time figures.
size: bench-size
	@$(MAKE) --no-print-directory SANITIZE= bench-play | grep -i 'peak RSS'
	@$(MAKE) --no-print-directory SANITIZE= bench-start
BENCH_STEPS += bench-size

bench-size:
	@$(MAKE) --no-print-directory SANITIZE= $(DICT_BLOB) $(FONT_GEN) >/dev/null
	@set -e; mkdir -p build/size; \
	for t in $(SIZE_TARGETS); do \
		$(MAKE) --no-print-directory TARGET=$$t SANITIZE= build/$$t/tessera >/dev/null; \
		$(MAKE) --no-print-directory TARGET=$$t SANITIZE= build/$$t/build/gen/font_data.o >/dev/null; \
	done; \
	printf 'size: stripped tessera (dynamic; libc, libdrm, libevdev are shared libraries)\n'; \
	for t in $(SIZE_TARGETS); do \
		case $$t in native) s=strip;; arm64) s=aarch64-linux-gnu-strip;; armhf) s=arm-linux-gnueabihf-strip;; esac; \
		$$s -o build/size/tessera-$$t build/$$t/tessera; \
		font=$$($${s%strip}size -A build/$$t/build/gen/font_data.o | awk '$$1 ~ /^\.(rodata|data)/ {n += $$2} END {print n}'); \
		bss=$$($${s%strip}size -A build/$$t/build/gen/font_data.o | awk '$$1 ~ /^\.bss/ {n += $$2} END {print n + 0}'); \
		printf '  %-7s %8d bytes  (font data in it: %d bytes, packed; unpacked at start into %d bytes of .bss)\n' $$t \
		  $$(stat -c %s build/size/tessera-$$t) $$font $$bss; \
	done; \
	printf 'size: dictionary %s: %d bytes (one blob for every target)\n' $(DICT_BLOB) $$(stat -c %s $(DICT_BLOB))
