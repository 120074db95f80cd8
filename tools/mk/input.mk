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

# A board config changed where it is installed (tessera --calibrate writes
# the panel's matrix into it) is kept over an upgrade, as a package manager
# keeps a changed conffile: each install keeps a copy of what it shipped in
# .shipped/ (tessera-board list skips it); an installed file equal to that
# copy, or to the new one, is replaced; one that differs from both is kept,
# the new one goes beside it as NAME.conf.shipped and the install says so.
# make uninstall keeps such a file as well (below).
BOARD_SHIPPED_DIR := $(BOARD_DIR_INSTALLED)/.shipped
install-board-configs:
	$(INSTALL) -d $(DESTDIR)$(BOARD_DIR_INSTALLED) $(DESTDIR)$(BOARD_SHIPPED_DIR)
	@for f in $(BOARD_CONFIGS); do \
	  n=$${f##*/}; dst=$(DESTDIR)$(BOARD_DIR_INSTALLED)/$$n; was=$(DESTDIR)$(BOARD_SHIPPED_DIR)/$$n; \
	  if [ -e "$$dst" ] && ! cmp -s "$$dst" "$$f" && ! { [ -e "$$was" ] && cmp -s "$$dst" "$$was"; }; then \
	    $(INSTALL) -m 0644 "$$f" "$$dst.shipped" || exit 1; \
	    echo "install: kept $$dst, changed since it was installed (a calibration?); the new one is $$dst.shipped (tessera-board show $$n.shipped)"; \
	  else \
	    $(INSTALL) -m 0644 "$$f" "$$dst" && rm -f "$$dst.shipped" || exit 1; \
	  fi; \
	  $(INSTALL) -m 0644 "$$f" "$$was" || exit 1; \
	done
# Uninstalling keeps a changed config too, as /etc/default/tessera is kept:
# a panel's calibration is redone only with a finger on every cross, and
# an uninstall then an install (another PREFIX, a clean start) lost it.  The
# install after it keeps it again (no .shipped/ copy: it differs from the new).
uninstall-board-configs:
	@for f in $(BOARD_CONFIGS); do \
	  n=$${f##*/}; dst=$(DESTDIR)$(BOARD_DIR_INSTALLED)/$$n; was=$(DESTDIR)$(BOARD_SHIPPED_DIR)/$$n; \
	  if [ -e "$$dst" ] && ! cmp -s "$$dst" "$$f" && ! { [ -e "$$was" ] && cmp -s "$$dst" "$$was"; }; then \
	    echo "uninstall: kept $$dst, changed since it was installed (a calibration?)"; \
	  else \
	    echo "rm -f $$dst"; rm -f "$$dst" || exit 1; \
	  fi; \
	done
	rm -f $(addprefix $(DESTDIR)$(BOARD_DIR_INSTALLED)/,$(addsuffix .shipped,$(notdir $(BOARD_CONFIGS))))
	rm -f $(addprefix $(DESTDIR)$(BOARD_SHIPPED_DIR)/,$(notdir $(BOARD_CONFIGS)))
	-rmdir $(DESTDIR)$(BOARD_SHIPPED_DIR) 2>/dev/null
	-rmdir $(DESTDIR)$(BOARD_DIR_INSTALLED) 2>/dev/null

install: install-board-configs
uninstall: uninstall-board-configs
CHECK_STEPS += check-board-configs
