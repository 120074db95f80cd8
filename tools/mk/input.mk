# Input and board configs (docs/input.md, docs/board-configs.md).
# The decoder, gesture and config unit tests (tests/unit/test_replay.c runs
# the recorded streams in tests/replay) run with the other unit tests; this
# fragment checks every shipped board config with tessera-board (and
# tessera-board check itself: tests/cli/board.sh) and installs
# the configs where the programs look for them: share/tessera/board-configs
# beside the folder they are installed in (src/platform/datadir.h).
BOARD_CONFIGS := $(wildcard board-configs/*.conf)
BOARD_DIR_INSTALLED := $(DATADIR)/board-configs

.PHONY: check-board-configs install-board-configs uninstall-board-configs
check-board-configs: $(BUILD)/tessera-board
	@$(BUILD)/tessera-board check $(BOARD_CONFIGS) >/dev/null
	@set -o pipefail; tests/cli/board.sh $(BUILD)/tessera-board | tail -n 1
	@echo "check-board-configs: ok ($(words $(BOARD_CONFIGS)) configs)"

install-board-configs:
	$(INSTALL) -d $(DESTDIR)$(BOARD_DIR_INSTALLED)
	$(INSTALL) -m 0644 $(BOARD_CONFIGS) $(DESTDIR)$(BOARD_DIR_INSTALLED)/
uninstall-board-configs:
	rm -f $(addprefix $(DESTDIR)$(BOARD_DIR_INSTALLED)/,$(notdir $(BOARD_CONFIGS)))
	-rmdir $(DESTDIR)$(BOARD_DIR_INSTALLED) 2>/dev/null

install: install-board-configs
uninstall: uninstall-board-configs
CHECK_STEPS += check-board-configs
