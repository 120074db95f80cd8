# make run's three ways (tools/run-tessera), each with the dictionary:
#   check-run          the choice of way and the commands of each, and the
#                      headless demo run against the golden images (tests/run/ways.sh)
#   check-run-window   the window way under Xvfb (tests/run/window.sh): the e2e
#                      machine booted twice in a QEMU window, clicked with the X
#                      mouse, screenshots compared with tessera-headless (~40 s)
# The DRM way's tessera in the e2e guest: tests/e2e/scenarios/words.scn.
.PHONY: check-run check-run-window
check-run: $(BUILD)/tessera $(BUILD)/tessera-headless $(DICT_BLOB)
	@set -o pipefail; tests/run/ways.sh $(BUILD) $(DICT_BLOB) 2>&1 | sed '$$s/^/check-run: /'

check-run-window: $(E2E_PROGRAMS) build/native/tessera-headless $(DICT_BLOB)
	@set -o pipefail; tests/run/window.sh build/native $(DICT_BLOB) build/run-window 2>&1 | \
	  sed '$$s/^/check-run-window: /;$$s/$$/ (screenshots and consoles in build\/run-window)/'

CHECK_STEPS += check-run check-run-window
