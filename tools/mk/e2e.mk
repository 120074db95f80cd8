# Screen and touch: the DRM presenter, evdev input, the poll loop, and the
# end-to-end test on a real kernel under QEMU (tests/e2e).
#   make check-e2e   boot a Debian kernel in QEMU, run build/native/tessera on
#                    virtio-gpu with a uinput touch screen, assert on screendumps
#   make run-qemu    the same machine with a window (or -nographic)
#   make bench-scanout   bytes and time of the shadow-to-scanout copy


E2E_DIR := build/e2e
E2E_HELPER := $(E2E_DIR)/uinput-touch

$(E2E_HELPER): tests/e2e/uinput-touch.c
	@mkdir -p $(@D)
	$(HOSTCC) -std=c11 -O2 -Wall -Wextra -D_GNU_SOURCE -static -o $@ $<

.PHONY: check-e2e run-qemu bench-scanout debug-tessera
E2E_PROGRAMS := build/native/tessera build/native/tests/unit/test_evdev $(E2E_HELPER)
# The check plays the debug build, whose memory seal aborts on an allocation;
# the guest gets the compiled dictionary (TESSERA_DICT) as make run uses it.
debug-tessera:
	@$(MAKE) --no-print-directory DEBUG=1 SANITIZE= build/native-debug/tessera
# Then play between kiosks (scenarios/net.scn): a broker and tessera-net in
# the guest (the native build has libmosquitto: tools/deps installs it).
# First the driver's own reading of the serial line (tests/e2e/test_harness.py).
check-e2e: $(E2E_PROGRAMS) $(DICT_BLOB) debug-tessera build/native/tessera-net
	@tests/e2e/test_harness.py
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) tests/e2e/run-e2e check tests/e2e/scenarios/words.scn
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) tests/e2e/run-e2e check tests/e2e/scenarios/net.scn

# make run-qemu ARGS="--board NAME": that board's screen in the window.
run-qemu: $(E2E_PROGRAMS) $(DICT_BLOB)
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) tests/e2e/run-e2e run $(ARGS)

BENCH_SCANOUT := $(BUILD)/bench/bench_scanout
$(BENCH_SCANOUT): $(BUILD)/bench/bench_scanout.o $(UI_LIB)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE)
bench-scanout: $(BENCH_SCANOUT)
	@$(BENCH_SCANOUT)

CHECK_STEPS += check-e2e
BENCH_STEPS += bench-scanout

# test_evdev drives real devices through uinput: it links the device layer.
$(BUILD)/tests/unit/test_evdev.o: ALL_CFLAGS += $(DEV_CFLAGS)
$(BUILD)/tests/unit/test_evdev: $(DEV_LIB)
$(BUILD)/tests/unit/test_evdev: LDLIBS += $(LIBS_NODEV) $(DEV_LIBS) -lm

# The game program's arguments, before any device (no kernel needed).
.PHONY: check-tessera-cli
check-tessera-cli: build/native/tessera
	@tests/cli/tessera.sh build/native/tessera
CHECK_STEPS += check-tessera-cli
