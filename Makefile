# tessera build.  One build tree per target: build/native, build/arm64, build/armhf.
#   make                     native build of every program
#   make CROSS_COMPILE=aarch64-linux-gnu-   (or TARGET=arm64 / TARGET=armhf)
#   make SANITIZE=address,undefined
#   make run | check | bench | install
# Area-specific rules live in tools/mk/*.mk and are included at the end; every
# .c file under the source folders is picked up by wildcard, so adding a module
# needs no edit here.

.DEFAULT_GOAL := all
SHELL := /bin/bash

# ---- target selection ------------------------------------------------------
ifeq ($(TARGET),arm64)
CROSS_COMPILE ?= aarch64-linux-gnu-
else ifeq ($(TARGET),armhf)
CROSS_COMPILE ?= arm-linux-gnueabihf-
endif
ifeq ($(CROSS_COMPILE),aarch64-linux-gnu-)
TARGET ?= arm64
TRIPLET := aarch64-linux-gnu
else ifeq ($(CROSS_COMPILE),arm-linux-gnueabihf-)
TARGET ?= armhf
TRIPLET := arm-linux-gnueabihf
endif
TARGET ?= native

# The tools are the target's unless named (make CC=clang AR=llvm-ar STRIP=...).
ifeq ($(origin CC),default)
CC := $(CROSS_COMPILE)gcc
endif
ifeq ($(origin AR),default)
AR := $(CROSS_COMPILE)ar
endif
STRIP ?= $(CROSS_COMPILE)strip
INSTALL ?= install
HOSTCC ?= cc
HOSTAR ?= ar
PKG_CONFIG ?= pkg-config
ifdef TRIPLET
export PKG_CONFIG_LIBDIR ?= /usr/lib/$(TRIPLET)/pkgconfig:/usr/share/pkgconfig
# GNU make 4.3 does not pass exported variables to $(shell): name it on the command too.
PKG_CONFIG := PKG_CONFIG_LIBDIR=$(PKG_CONFIG_LIBDIR) $(PKG_CONFIG)
endif

PREFIX ?= /usr/local
DESTDIR ?=
# Where `make install` puts the programs and their data.  The programs find the
# data from their own place, BINDIR/../share/tessera (src/platform/datadir.h),
# so nothing is compiled for one PREFIX and the two must stay side by side.
BINDIR := $(PREFIX)/bin
DATADIR := $(PREFIX)/share/tessera

# A sanitized build gets its own tree so it never mixes objects with a plain
# one (ThreadSanitizer, which cannot share a program with the others, one of
# its own); so does the debug build (DEBUG=1), whose programs abort on an
# allocation after the memory seal and name the caller (src/platform/seal.h).
BUILD_SUFFIX := $(if $(findstring thread,$(SANITIZE)),-tsan,$(if $(SANITIZE),-san))$(if $(DEBUG),-debug)
BUILD := build/$(TARGET)$(BUILD_SUFFIX)
HOSTBUILD := build/host

# ---- flags -------------------------------------------------------------------
CFLAGS ?= -O2 -g
WARNINGS := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
            -Wpointer-arith -Wvla -Wformat=2 -Wundef
# CI (CI=true) turns warnings into errors; WERROR=1 does the same by hand.
ifneq ($(filter true 1,$(CI) $(WERROR)),)
WARNINGS += -Werror
endif
SAN_FLAGS := $(if $(SANITIZE),-fsanitize=$(SANITIZE) -fno-omit-frame-pointer -fno-sanitize-recover=all)
# The debug build keeps every call a call, so the seal names who allocated.
DEBUG_FLAGS := $(if $(DEBUG),-fno-optimize-sibling-calls -fno-omit-frame-pointer)
# 64-bit file offsets and inode numbers on armhf too: there stat() would fail
# with EOVERFLOW on a file system with large inode numbers (src/platform/storage.c).
BASE_CPPFLAGS := -Isrc -D_GNU_SOURCE -D_FILE_OFFSET_BITS=64 -MMD -MP
# No build folder in the output (debug info, __FILE__): two builds of one
# commit in different folders give the same stripped programs (make check-repro).
PREFIX_MAP := -ffile-prefix-map=$(CURDIR)=.
ALL_CFLAGS = -std=c11 $(WARNINGS) $(SAN_FLAGS) $(DEBUG_FLAGS) $(PREFIX_MAP) $(BASE_CPPFLAGS) $(CPPFLAGS) $(CFLAGS)
ALL_LDFLAGS = $(SAN_FLAGS) $(LDFLAGS)
LDLIBS_BASE := -lm -lpthread

# ---- sources by layer (see docs/design.md) ------------------------------------
rwildcard = $(foreach d,$(wildcard $(1:=/*)),$(call rwildcard,$d,$2) $(filter $(subst *,%,$2),$d))
CORE_SRC     := $(call rwildcard,src/core,*.c) $(wildcard src/dict/*.c)
AI_SRC       := $(wildcard src/ai/*.c)
# The interface: the screens, drawing, and pure input (decoder, transforms).
UI_SRC       := $(call rwildcard,src/ui,*.c) $(wildcard src/gfx/*.c src/input/*.c)
APP_SRC      := $(wildcard src/app/*.c)
IMAGE_SRC    := $(wildcard src/image/*.c)
# Platform files that need libdrm/libevdev are named drm*.c / evdev*.c; the
# device backend over them is device*.c.
PLAT_DEV_SRC := $(wildcard src/platform/drm*.c src/platform/evdev*.c src/platform/device*.c)
# The memory seal's allocator wrappers are linked into the programs that
# seal, never pulled from an archive into anything else.
SEAL_SRC     := src/platform/seal_wrap.c
PLAT_SRC     := $(filter-out $(PLAT_DEV_SRC) $(SEAL_SRC),$(wildcard src/platform/*.c))

obj = $(patsubst %.c,$(BUILD)/%.o,$(1))
CORE_LIB  := $(BUILD)/libcore.a
AI_LIB    := $(BUILD)/libai.a
UI_LIB    := $(BUILD)/libui.a
APP_LIB   := $(BUILD)/libapp.a
IMAGE_LIB := $(BUILD)/libimage.a
PLAT_LIB  := $(BUILD)/libplatform.a
DEV_LIB   := $(BUILD)/libdevice.a
# Link order: higher layers first.
LIBS_NODEV := $(PLAT_LIB) $(APP_LIB) $(IMAGE_LIB) $(UI_LIB) $(AI_LIB) $(CORE_LIB)

DEV_CFLAGS = $(shell $(PKG_CONFIG) --cflags libdrm libevdev 2>/dev/null)
DEV_LIBS   = $(shell $(PKG_CONFIG) $(if $(STATIC),--static) --libs libdrm libevdev 2>/dev/null)
$(call obj,$(PLAT_DEV_SRC)): ALL_CFLAGS += $(DEV_CFLAGS)
# The end screen's QR code (platform/qr_encode.c) loads libqrencode with
# dlopen (its header from libqrencode-dev); a static build has no dlopen.
$(BUILD)/src/platform/qr_encode.o: ALL_CFLAGS += $(if $(STATIC),-DTESSERA_NO_QRENCODE)

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

define archive
$(1): $(call obj,$(2))
	@mkdir -p $$(@D)
	rm -f $$@ && $$(AR) rcs $$@ $$^
endef
$(eval $(call archive,$(CORE_LIB),$(CORE_SRC)))
$(eval $(call archive,$(AI_LIB),$(AI_SRC)))
$(eval $(call archive,$(UI_LIB),$(UI_SRC)))
$(eval $(call archive,$(APP_LIB),$(APP_SRC)))
$(eval $(call archive,$(IMAGE_LIB),$(IMAGE_SRC)))
$(eval $(call archive,$(PLAT_LIB),$(PLAT_SRC)))
$(eval $(call archive,$(DEV_LIB),$(PLAT_DEV_SRC)))

# ---- the memory seal ----------------------------------------------------------------
# Sanitizers bring their own allocator, and a static glibc cannot take a
# second one: there the seal counts nothing.  DEBUG=1 aborts on a fault and
# exports the programs' function names for the message.
SEAL_OBJ := $(call obj,$(SEAL_SRC))
$(SEAL_OBJ): ALL_CFLAGS += $(if $(SANITIZE)$(STATIC),-DTESSERA_SEAL_NO_WRAP) $(if $(DEBUG),-DTESSERA_SEAL_ABORT)
SEAL_LDFLAGS := $(if $(DEBUG),-rdynamic)

# ---- programs ------------------------------------------------------------------
# Each src/cli/NAME.c is a command-line program tessera-NAME.
CLI_SRC  := $(wildcard src/cli/*.c)
CLI_BINS := $(patsubst src/cli/%.c,$(BUILD)/tessera-%,$(CLI_SRC))
$(BUILD)/tessera-%: $(BUILD)/src/cli/%.o $(LIBS_NODEV)
	$(CC) $(ALL_LDFLAGS) $(SEAL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)
# tessera-headless seals like tessera (the golden runs prove no allocation).
$(BUILD)/tessera-headless: $(SEAL_OBJ)

PROGRAMS := $(CLI_BINS)
ifneq ($(wildcard src/main.c),)
MAIN_BIN := $(BUILD)/tessera
PROGRAMS += $(MAIN_BIN)
$(MAIN_BIN): $(BUILD)/src/main.o $(SEAL_OBJ) $(DEV_LIB) $(LIBS_NODEV)
	$(CC) $(ALL_LDFLAGS) $(SEAL_LDFLAGS) $(if $(STATIC),-static) -o $@ $^ $(DEV_LIBS) $(LDLIBS_BASE) $(LDLIBS)
$(BUILD)/src/main.o: ALL_CFLAGS += $(DEV_CFLAGS)
endif

# ---- host tools (always native: their output is the same for every target) ----
HOST_TOOL_SRC := $(wildcard tools/*.c)
HOST_TOOLS := $(patsubst tools/%.c,$(HOSTBUILD)/%,$(HOST_TOOL_SRC))
HOST_CFLAGS := -std=c11 -O2 -g $(WARNINGS) $(PREFIX_MAP) -Isrc -D_GNU_SOURCE -MMD -MP
HOST_CORE_SRC := $(CORE_SRC)
$(HOSTBUILD)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) -c -o $@ $<
$(HOSTBUILD)/libcore.a: $(patsubst %.c,$(HOSTBUILD)/obj/%.o,$(HOST_CORE_SRC))
	@mkdir -p $(@D)
	rm -f $@ && $(HOSTAR) rcs $@ $^
$(HOSTBUILD)/%: $(HOSTBUILD)/obj/tools/%.o $(HOSTBUILD)/libcore.a
	$(HOSTCC) -o $@ $^ $(HOST_LDLIBS_$*) -lm

# ---- unit tests ------------------------------------------------------------------
# Each tests/unit/test_NAME.c is one program linked against every non-device layer.
UNIT_SRC  := $(wildcard tests/unit/test_*.c)
UNIT_BINS := $(patsubst tests/unit/%.c,$(BUILD)/tests/unit/%,$(UNIT_SRC))
UNIT_SUPPORT := $(filter-out $(UNIT_SRC),$(wildcard tests/unit/*.c))
$(BUILD)/tests/unit/%: $(BUILD)/tests/unit/%.o $(call obj,$(UNIT_SUPPORT)) $(LIBS_NODEV)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)

# Data the tests read (the compiled dictionary, fonts) is named by these variables.
TEST_ENV = TESSERA_BUILD=$(BUILD) TESSERA_DICT=$(abspath $(DICT_BLOB))
# The only unit test that may skip: it needs a writable /dev/uinput (it runs
# in the e2e guest for sure).  Any other skip fails the run.
UNIT_MAY_SKIP := test_evdev

.PHONY: all programs tools unit check check-unit check-layers check-nomalloc run bench \
        deps deps-run clean distclean install uninstall size
all: programs tools
tools: $(HOST_TOOLS)

# make check-unit T=dict: one module's tests (test_dict); T="dict gcg" or
# T=words_% (every test_words_*) name several.
CHECK_UNIT_BINS := $(if $(T),$(filter $(addprefix $(BUILD)/tests/unit/test_,$(T)),$(UNIT_BINS)),$(UNIT_BINS))
unit: $(UNIT_BINS)
check-unit: $(CHECK_UNIT_BINS) $(DICT_DEPS)
	@$(if $(CHECK_UNIT_BINS),,echo "check-unit: no tests/unit/test_NAME.c for T=$(T); there are:" \
	  $(patsubst $(BUILD)/tests/unit/test_%,%,$(UNIT_BINS)) >&2; exit 2)
	@$(TEST_ENV) tools/run-tests --may-skip "$(UNIT_MAY_SKIP)" $(CHECK_UNIT_BINS)

check-layers:
	@tools/check-layers

check-nomalloc: $(CORE_LIB)
	@tools/check-nomalloc $(CORE_LIB)

# The checks are collected here; area fragments append to CHECK_STEPS.
CHECK_STEPS := check-layers check-nomalloc
BENCH_STEPS :=

# The packages, then the word list (dict.mk; npm is one of the packages):
# after deps, make needs no network.
deps:
	@tools/deps check
	@$(MAKE) --no-print-directory -s wordlist
deps-run:
	@tools/deps run
	@$(MAKE) --no-print-directory -s wordlist

# clean keeps the downloaded word list (downloads/); distclean drops it too.
clean:
	rm -rf build
distclean: clean
	rm -rf downloads

-include $(wildcard tools/mk/*.mk)

# After the fragments: one may leave a program out for a target that lacks
# its library (tools/mk/net.mk: tessera-net without libmosquitto).
programs: $(PROGRAMS)

# `make check`: install what is missing, then every test.  The unit tests run
# in a sanitized tree (build/native-san): the step check-unit-san.
# checks-all first builds every tree the steps use (check-build: two steps
# building the same objects at once would corrupt them), then runs the steps
# CHECK_JOBS at a time (most are one QEMU guest or one test program: one core
# each), the longest first.  tools/check-step keeps each step's output in
# build/check-log/STEP.log, prints it whole when the step ends with the time
# it took, and tools/check-times prints the table of them all at the end.
CHECK_JOBS ?= 2
CHECK_LOG := build/check-log
CHECK_STEPS += check-unit-san
# Longest first (measured: the table at the end of make check), so the
# short steps fill the other core while the long ones run.
CHECK_FIRST := check-system check-arm-user check-e2e check-unit-san check-clang check-golden \
  check-arm-e2e check-repro check-layers check-run-window check-words-cli check-run check-fuzz check-netplay
check: deps
	@$(MAKE) --no-print-directory checks-all
.PHONY: checks-all check-unit-san check-build check-build-trees
checks-all:
	@rm -rf $(CHECK_LOG) && mkdir -p $(CHECK_LOG) && date +%s >$(CHECK_LOG)/start && echo $(CHECK_JOBS) >$(CHECK_LOG)/jobs
	@tools/check-step check-build $(CHECK_LOG) $(MAKE) --no-print-directory -j$(CHECK_JOBS) check-build || \
	  { tools/check-times $(CHECK_LOG); exit 1; }
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) --output-sync=target \
	  $(addprefix check-step-,$(filter $(CHECK_STEPS),$(CHECK_FIRST)) $(filter-out $(CHECK_FIRST),$(CHECK_STEPS))) || \
	  { tools/check-times $(CHECK_LOG); exit 1; }
	@tools/check-times $(CHECK_LOG)
	@echo "make check: all steps passed"
check-step-%:
	@tools/check-step $* $(CHECK_LOG) $(MAKE) --no-print-directory $*
check-unit-san:
	@$(MAKE) --no-print-directory SANITIZE=address,undefined check-unit
# The wrappers themselves (tests/cli/check-step.sh).
.PHONY: check-timing
check-timing:
	@set -o pipefail; tests/cli/check-step.sh | sed '$$s/^/check-timing: /'
CHECK_STEPS += check-timing

# What the steps build, once, before they run side by side: the native
# programs, tests, benchmarks and tools, then the other trees (each its own
# folder, so those run in parallel).  A step that needs a new file from a
# tree names it in CHECK_BUILD_NATIVE (or its tree's line) in its fragment.
CHECK_BUILD_NATIVE = all unit tools $(DICT_BLOB) $(FONT_GEN) $(E2E_HELPER) $(ARM_E2E_HELPER) $(SEAL_PROBE) \
  $(BENCH_MOVEGEN) $(BENCH_PLAY) $(BENCH_WORDS_PLAYERS) $(BENCH_NET) $(LEARN_LEAVES) $(LEARN_REVERSI)
CHECK_BUILD_TREES := check-build-san check-build-tsan check-build-debug check-build-fuzz \
  check-build-arm64 check-build-armhf
.PHONY: $(CHECK_BUILD_TREES)
check-build:
	@$(MAKE) --no-print-directory SANITIZE= DEBUG= $(CHECK_BUILD_NATIVE)
	@$(MAKE) --no-print-directory check-build-trees
check-build-trees: $(CHECK_BUILD_TREES)
check-build-san:
	@$(MAKE) --no-print-directory SANITIZE=address,undefined DEBUG= unit
check-build-tsan:
	@$(MAKE) --no-print-directory SANITIZE=thread DEBUG= build/native-tsan/tessera-net build/native-tsan/tessera-board \
	  $(patsubst %,build/native-tsan/tests/unit/%,$(TSAN_TESTS) test_net_ring)
check-build-debug:
	@$(MAKE) --no-print-directory SANITIZE= DEBUG=1 build/native-debug/tessera build/native-debug/tests/seal/probe
check-build-fuzz:
	@$(MAKE) --no-print-directory SANITIZE= DEBUG= $(FUZZ_BINS)
check-build-arm64:
	@$(MAKE) --no-print-directory TARGET=arm64 SANITIZE= DEBUG= all unit
	@$(MAKE) --no-print-directory TARGET=arm64 SANITIZE= DEBUG=1 build/arm64-debug/tessera
check-build-armhf:
	@$(MAKE) --no-print-directory TARGET=armhf SANITIZE= DEBUG= all unit

bench: deps
	@$(MAKE) --no-print-directory $(BENCH_STEPS)

# `make run`: the game on a DRM display, else in a QEMU window, else a headless
# demo written as screenshots (tools/run-tessera says which).
ARGS ?=
run: deps-run
	@$(MAKE) --no-print-directory all
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) tools/run-tessera $(BUILD) $(ARGS)

# Keep objects that only feed archives and programs, so a rerun rebuilds nothing.
.SECONDARY:

-include $(shell find $(BUILD) $(HOSTBUILD) -name '*.d' 2>/dev/null)

# Install the programs and the dictionary (board configs: tools/mk/input.mk;
# the kiosk unit and man page: tools/mk/kiosk.mk).
install: all
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)
	$(INSTALL) -m 0755 $(PROGRAMS) $(DESTDIR)$(BINDIR)/
	$(INSTALL) -m 0644 $(DICT_BLOB) $(DESTDIR)$(DATADIR)/words.tdict
uninstall:
	rm -f $(addprefix $(DESTDIR)$(BINDIR)/,$(notdir $(PROGRAMS))) $(DESTDIR)$(DATADIR)/words.tdict
	-rmdir $(DESTDIR)$(DATADIR) 2>/dev/null
