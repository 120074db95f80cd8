# The memory seal (src/platform/seal.h): its allocator wrappers in a release
# and a debug build of a small probe (tests/seal/check-seal).  The debug
# build of tessera itself plays the end-to-end test (tools/mk/e2e.mk).
SEAL_PROBE := $(BUILD)/tests/seal/probe
$(SEAL_PROBE): $(BUILD)/tests/seal/probe.o $(SEAL_OBJ) $(PLAT_LIB)
	$(CC) $(ALL_LDFLAGS) $(SEAL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE)

.PHONY: check-seal
check-seal:
	@$(MAKE) --no-print-directory SANITIZE= DEBUG= build/native/tests/seal/probe
	@$(MAKE) --no-print-directory SANITIZE= DEBUG=1 build/native-debug/tests/seal/probe
	@set -o pipefail; tests/seal/check-seal build/native/tests/seal/probe build/native-debug/tests/seal/probe | \
	  sed 's/^\([0-9]* passed\)/check-seal: \1/'
CHECK_STEPS += check-seal
