# A scripted Words game through the device's touch path (decoder -> ui ->
# render -> scanout copy) with the allocator counted after the seal, the idle
# poll loop's wake-ups and peak RSS.  make check asserts the counts (no
# timing); make bench prints the figures.
BENCH_PLAY := $(BUILD)/bench/bench_play
$(BENCH_PLAY): $(BUILD)/bench/bench_play.o $(SEAL_OBJ) $(LIBS_NODEV)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)

.PHONY: check-play-noalloc bench-play
check-play-noalloc: $(BENCH_PLAY) $(DICT_BLOB)
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) $(BENCH_PLAY) --check
bench-play: $(BENCH_PLAY) $(DICT_BLOB)
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) $(BENCH_PLAY)

CHECK_STEPS += check-play-noalloc
BENCH_STEPS += bench-play
