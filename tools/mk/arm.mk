# ARM cross builds and their tests under qemu-user (docs/devices.md).
#   make TARGET=arm64 | TARGET=armhf      (or CROSS_COMPILE=aarch64-linux-gnu- /
#                                          arm-linux-gnueabihf-): build/<target>/
#   make TARGET=arm64 STATIC=1           one static tessera
#   make check-arm-user                  both targets: unit tests and command-line
#                                        tests run through qemu-user
# The host tools, the dictionary blob and the font data are built once, natively
# (build/host, build/dict, build/gen): they are the same on every target.

ARM_TARGETS := arm64 armhf
QEMU_USER_arm64 := qemu-aarch64-static -L /
QEMU_USER_armhf := qemu-arm-static -L /

# ---- zlib on a cross target ------------------------------------------------------
# The PNG code (headless screenshots, the tests) links zlib.  zlib1g-dev:<arch>
# needs libc6-dev:<arch>, which apt refuses when the host's linux-libc-dev or
# libssl3 came from a security update that the foreign architecture's index
# lacks (the armhf security index fails to update here).  The runtime library
# zlib1g:<arch> always installs, so without the target's zlib.pc the cross
# build links /usr/lib/<triplet>/libz.so.1 through a folder holding a libz.so
# link to it and an empty libz.a: tessera itself uses no zlib, so STATIC=1 links
# against the empty archive, and anything static that did need zlib would fail
# to link with undefined references, not silently.
ifdef TRIPLET
ifneq ($(shell $(PKG_CONFIG) --exists zlib && echo yes),yes)
ZLIB_LINK_DIR := $(BUILD)/zlib-link
LDFLAGS += -L$(ZLIB_LINK_DIR)
# Made while the makefile is read: a rule would not do, since .SECONDARY keeps
# make from remaking a missing prerequisite of an up-to-date library.
ZLIB_LINK_STATUS := $(shell test -e $(ZLIB_LINK_DIR)/libz.a && echo ok || \
  { test -e /usr/lib/$(TRIPLET)/libz.so.1 && mkdir -p $(ZLIB_LINK_DIR) && \
    ln -sf /usr/lib/$(TRIPLET)/libz.so.1 $(ZLIB_LINK_DIR)/libz.so && \
    $(AR) rc $(ZLIB_LINK_DIR)/libz.a && echo ok; })
ifneq ($(ZLIB_LINK_STATUS),ok)
$(warning zlib for $(TARGET): neither zlib1g-dev:$(TARGET) nor /usr/lib/$(TRIPLET)/libz.so.1 (zlib1g:$(TARGET)) is installed)
endif
endif
endif

# ---- unit and command-line tests under qemu-user ----------------------------------
# Left out under qemu-user:
#  - test_evdev: it drives a uinput device with evdev ioctls, which qemu-user
#    does not translate (ENOSYS); it runs in the QEMU system emulator (check-e2e).
#  - the sanitizers: ASan does not work under qemu-user; these are plain -O2 builds.
#  - test_huge_pages: qemu-user neither passes madvise on nor shows the
#    guest's mappings in /proc/self/smaps; it is plain C that runs natively.
#  - test_words_player (whole games between every level): ~40 s a target under
#    emulation, the slowest by far, and plain C whose word generation
#    test_words_movegen already checks move by move on both targets.
#    make ARM_USER_FULL=1 check-arm-user runs it too.
# The move generator's seeded positions take ~30 s a target under qemu: they
# run on armhf (32-bit) only, like the words CLI below, unless ARM_USER_FULL.
ARM_USER_SKIP := test_evdev test_huge_pages $(if $(ARM_USER_FULL),,test_words_player $(if $(filter arm64,$(TARGET)),test_words_movegen))
ARM_USER_UNIT := $(filter-out $(addprefix $(BUILD)/tests/unit/,$(ARM_USER_SKIP)),$(UNIT_BINS))
# tests/cli/words.sh starts the program 471 times (~90 s a target under load):
# it runs on armhf, where 32-bit long and size_t would show in its output.
ARM_USER_WORDS_CLI := $(if $(ARM_USER_FULL),arm64 armhf,armhf)
# The command-line scripts run a program by its path: each program gets a
# two-line shim in $(ARM_SHIMS) that runs it through qemu, so the scripts are
# used unchanged.
ARM_SHIMS := $(BUILD)/qemu-run
ARM_SHIM_PROGRAMS := tessera tessera-reversi tessera-words tessera-board
# The network link (tests/net/arm.sh): the target's tessera-net loads the
# target's libmosquitto1, which does not install here (tools/mk/net.mk), so
# Debian's packages of it and of libssl3 are unpacked into
# downloads/mosquitto-<target> (tools/fetch-runtime: apt-get download, once;
# kept by make clean like the word list)
# for qemu's guest; it plays a native tessera-net through a private broker.
ARM_NET_PEER := build/native/tessera-net
arm_net_runtime = tools/fetch-runtime downloads/mosquitto-$(1) libmosquitto1:$(1) libssl3:$(1)

.PHONY: check-arm-user check-arm-user-one arm-builds
# The two targets run side by side (this is a 2-core machine and qemu-user
# is one thread), each into its own log, printed when both are done.  The
# host-built data they share is made first so the two never race on it.
# Measured here with everything in: 4 minutes of CPU for both targets, 6 to
# 11 minutes of wall time under load from other builds.  With the cuts above,
# from an empty build/arm64 and build/armhf: 152 s wall, 2.4 minutes of CPU
# (time make CI=true check-arm-user, load average about 3).
# (In the recipe, not as prerequisites: dict.mk and gfx.mk, which name them,
# are read after this fragment.)
check-arm-user:
	@$(MAKE) --no-print-directory SANITIZE= tools $(DICT_BLOB) $(FONT_GEN) $(ARM_NET_PEER) >/dev/null
	@for t in $(ARM_TARGETS); do $(call arm_net_runtime,$$t) || exit 1; done
	@start=$$(date +%s); for t in $(ARM_TARGETS); do \
		mkdir -p build/$$t; \
		( $(MAKE) --no-print-directory TARGET=$$t SANITIZE= check-arm-user-one \
		  >build/$$t/check-arm-user.log 2>&1; echo $$? >build/$$t/check-arm-user.rc ) & \
	done; wait; status=0; \
	for t in $(ARM_TARGETS); do \
		grep -v -E '^(aarch64|arm)-linux-gnu(eabihf)?-(gcc|ar) |^rm -f ' build/$$t/check-arm-user.log; \
		[ "$$(cat build/$$t/check-arm-user.rc)" = 0 ] || { echo "check-arm-user $$t: FAILED"; status=1; }; \
	done; \
	echo "check-arm-user: $(ARM_TARGETS) done in $$(( $$(date +%s) - start )) s (builds included)"; \
	exit $$status

# Builds every program, the unit tests and the benchmarks of both ARM targets.
arm-builds:
	@set -e; for t in $(ARM_TARGETS); do \
		$(MAKE) --no-print-directory TARGET=$$t SANITIZE= all unit; done

ifdef TRIPLET
check-arm-user-one: RUN_WRAPPER := $(QEMU_USER_$(TARGET))
# Every unit test is built (test_evdev too: it must compile for the target).
check-arm-user-one: all $(UNIT_BINS) $(DICT_BLOB)
	@command -v $(firstword $(RUN_WRAPPER)) >/dev/null || \
	  { echo "check-arm-user: $(firstword $(RUN_WRAPPER)) not found (qemu-user-static)" >&2; exit 1; }
	@echo "check-arm-user $(TARGET): unit tests under $(RUN_WRAPPER) (left out: $(ARM_USER_SKIP))"
	@set -o pipefail; RUN_WRAPPER="$(RUN_WRAPPER)" $(TEST_ENV) tools/run-tests --may-skip "" $(ARM_USER_UNIT) | grep -v '^ok ' 
	@mkdir -p $(ARM_SHIMS)
	@for p in $(ARM_SHIM_PROGRAMS); do \
		printf '#!/bin/sh\nexec %s %s "$$@"\n' "$(RUN_WRAPPER)" "$(abspath $(BUILD))/$$p" >$(ARM_SHIMS)/$$p; \
		chmod +x $(ARM_SHIMS)/$$p; done
	@echo "check-arm-user $(TARGET): command-line tests"
	@set -o pipefail; tests/cli/tessera.sh $(ARM_SHIMS)/tessera | tail -n 1
	@set -o pipefail; tests/cli/reversi.sh $(ARM_SHIMS)/tessera-reversi | tail -n 1
	@$(if $(filter $(TARGET),$(ARM_USER_WORDS_CLI)),set -o pipefail; \
	  RUN_WRAPPER="$(RUN_WRAPPER)" TESSERA_BUILD=$(BUILD) TESSERA_DICT=$(abspath $(DICT_BLOB)) tests/cli/words.sh | tail -n 1, \
	  echo "tests/cli/words.sh: runs on $(ARM_USER_WORDS_CLI) (ARM_USER_FULL=1 for both)")
	@$(ARM_SHIMS)/tessera-board check $(BOARD_CONFIGS) >/dev/null && echo "board configs: ok"
	@test -x $(ARM_NET_PEER) || { echo "check-arm-user: $(ARM_NET_PEER) is missing (make $(ARM_NET_PEER))" >&2; exit 1; }
	@$(call arm_net_runtime,$(TARGET))
	@set -o pipefail; tests/net/arm.sh "$(RUN_WRAPPER)" $(TRIPLET) $(BUILD)/tessera-net \
	  downloads/mosquitto-$(TARGET)/root/usr/lib/$(TRIPLET) $(ARM_NET_PEER) | tail -n 2
else
check-arm-user-one:
	@echo "check-arm-user-one: give TARGET=arm64 or TARGET=armhf" >&2; exit 2
endif

CHECK_STEPS += check-arm-user
