# Graphics and interface: the build-time font, PNG (zlib), golden images, bench.

# ---- fonts: FreeType runs on the host only, at build time -------------------
# Host pkg-config: a cross build exports PKG_CONFIG_LIBDIR for the target.
HOST_PKG_CONFIG := env -u PKG_CONFIG_LIBDIR pkg-config
FONT_FACES := fonts/faces.txt
FONT_GEN := build/gen/font_data.c
$(HOSTBUILD)/obj/tools/mkfont.o: HOST_CFLAGS += $(shell $(HOST_PKG_CONFIG) --cflags freetype2 2>/dev/null)
# mkfont packs the bitmaps with the code the program unpacks them with.
$(HOSTBUILD)/mkfont: $(HOSTBUILD)/obj/src/gfx/font_rle.o
HOST_LDLIBS_mkfont = $(shell $(HOST_PKG_CONFIG) --libs freetype2 2>/dev/null)

$(FONT_GEN): $(FONT_FACES) $(HOSTBUILD)/mkfont
	@mkdir -p $(@D)
	$(HOSTBUILD)/mkfont -o $@ $(FONT_FACES)

# The generated glyphs go into the interface library with the code using them.
FONT_OBJ := $(call obj,$(FONT_GEN))
$(UI_LIB): $(FONT_OBJ)
$(FUZZ_BUILD)/libfuzzlib.a: $(FUZZ_BUILD)/obj/$(FONT_GEN:.c=.o)

# ---- PNG through zlib (src/platform/png.c) -----------------------------------
# (A cross build without the target's zlib1g-dev: tools/mk/arm.mk.)
LDLIBS += $(shell $(PKG_CONFIG) --libs zlib 2>/dev/null || echo -lz)

# ---- golden images: scripted headless sessions against tests/golden/ref ------
HEADLESS := $(BUILD)/tessera-headless
GOLDEN_SIZES := 800x480 480x800 720x1280 480x320 1024x600 1280x800
GOLDEN_OUT := build/golden

.PHONY: check-golden update-golden bench-gfx
# First the comparator itself (one altered reference pixel must be found),
# then every golden script.
check-golden: $(HEADLESS) $(DICT_BLOB)
	@tests/cli/golden.sh $(HEADLESS) build/golden-comparator >build/golden-comparator.log 2>&1 || \
	  { cat build/golden-comparator.log; exit 1; }
	@echo "check-golden: the comparator: $$(tail -n 1 build/golden-comparator.log)"
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) tools/golden check $(HEADLESS) $(GOLDEN_OUT) $(GOLDEN_SIZES)

# Regenerates the references: look at every image before committing them.
update-golden: $(HEADLESS) $(DICT_BLOB)
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) tools/golden update $(HEADLESS) $(GOLDEN_OUT) $(GOLDEN_SIZES)

CHECK_STEPS += check-golden

# Every supported screen size (docs/gfx-ui.md, "Screen sizes"): the menu,
# Words turns, Reversi, the kiosk's cover and a game between kiosks, each
# frame's damage verified and each shot's text audited.
.PHONY: check-size-sweep
check-size-sweep: $(HEADLESS) $(DICT_BLOB)
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) tests/cli/size-sweep.sh $(HEADLESS) build/size-sweep
CHECK_STEPS += check-size-sweep

# tessera-headless's own arguments (--theme): errors that name what would do.
.PHONY: check-headless-cli
check-headless-cli: $(HEADLESS)
	@tests/cli/headless.sh $(HEADLESS)
CHECK_STEPS += check-headless-cli

# ---- bench -----------------------------------------------------------------------
BENCH_GFX := $(BUILD)/bench/bench_gfx
$(BENCH_GFX): $(BUILD)/bench/bench_gfx.o $(LIBS_NODEV)
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(LDLIBS)
bench-gfx: $(BENCH_GFX)
	@$(BENCH_GFX)
BENCH_STEPS += bench-gfx
all: $(BENCH_GFX)

# ---- fuzz harnesses using PNG need zlib: fuzz.mk links only -lm -lpthread, so
# the library file itself is added as a prerequisite (it lands after libfuzzlib.a).
FUZZ_ZLIB := $(shell $(FUZZ_CC) -print-file-name=libz.so 2>/dev/null)
$(FUZZ_BUILD)/fuzz_png $(FUZZ_BUILD)/fuzz_script: $(FUZZ_ZLIB)

# The interface never allocates or does I/O either: everything it needs is
# given at ui_init (the same symbol check as the rules core's).
.PHONY: check-ui-nomalloc
check-ui-nomalloc: $(UI_LIB)
	@set -o pipefail; tools/check-nomalloc $(UI_LIB) | sed 's/^check-nomalloc/check-ui-nomalloc/'
CHECK_STEPS += check-ui-nomalloc

# test_text_floor notes the smallest text every screen draws: font_draw and
# font_draw_centered are wrapped at link time (GNU ld's --wrap).
$(BUILD)/tests/unit/test_text_floor: ALL_LDFLAGS += -Wl,--wrap=font_draw -Wl,--wrap=font_draw_centered
# test_words_table_text reads back what the Words table draws, the same way.
$(BUILD)/tests/unit/test_words_table_text: ALL_LDFLAGS += -Wl,--wrap=font_draw -Wl,--wrap=font_draw_centered
