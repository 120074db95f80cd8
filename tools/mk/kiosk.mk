# The kiosk: the systemd unit, its defaults file, its console helper and the
# man page (dist/, docs/kiosk.md).  make check-kiosk renders the man page
# with warnings as errors (groff, groff-base), checks the unit's syntax
# (systemd-analyze, systemd: both named in tools/deps.d/base.check) and scores its sandbox
# (`systemd-analyze security --offline=yes`: 2.0 at most), and runs the
# tty and watchdog unit tests once more without sanitizers, where the memory
# seal counts the allocator (a ping allocates nothing).  The unit booted for
# real: make check-system (tools/mk/system.mk).
UNITDIR ?= $(PREFIX)/lib/systemd/system
LIBEXECDIR ?= $(PREFIX)/libexec/tessera
MANDIR ?= $(PREFIX)/share/man
SYSCONFDIR ?= /etc
# The highest exposure systemd-analyze may give the unit (0 best, 10 worst).
KIOSK_EXPOSURE_MAX := 2.0

.PHONY: check-kiosk install-kiosk uninstall-kiosk
check-kiosk: $(BUILD)/tests/unit/test_tty $(BUILD)/tests/unit/test_watchdog $(BUILD)/tessera
	@command -v groff >/dev/null && command -v systemd-analyze >/dev/null || \
	  { echo "check-kiosk: groff or systemd-analyze is missing (tools/deps check installs them)"; exit 1; }
	@out=$$(groff -man -ww -z dist/tessera.6 2>&1); \
	 if [ -n "$$out" ]; then echo "$$out"; echo "check-kiosk: dist/tessera.6 has warnings"; exit 1; fi
	@# Every option tessera --help names is in the man page (--memory once was not).
	@man=$$(sed 's/\\-/-/g' dist/tessera.6); \
	 missing=$$(for o in $$($(BUILD)/tessera --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do \
	   printf '%s\n' "$$man" | grep -q -- "$$o\b" || echo "$$o"; done); \
	 [ -z "$$missing" ] || { echo "check-kiosk: dist/tessera.6 lacks" $$missing; exit 1; }
	@# Every manual page SEE ALSO names is one make install installs (tessera-board(1) once was not).
	@for page in $$(sed -n '/^\.SH SEE ALSO/,$$p' dist/tessera.6 | sed -n 's/^\.BR \([^ ]*\) (\([0-9]\)).*/\1.\2/p' | sed 's/\\//g'); do \
	   [ -f dist/$$page ] || { echo "check-kiosk: dist/tessera.6 refers to the manual page $$page, which is not installed"; exit 1; }; done
	@sed -e 's|@BINDIR@|/usr/bin|' -e 's|@LIBEXECDIR@|/usr/libexec/tessera|' dist/tessera.service \
	   > $(BUILD)/tessera.service
	@bad=$$(systemd-analyze verify --man=no $(BUILD)/tessera.service 2>&1 | \
	        grep -E 'Unknown (key|section)|Invalid|Failed to parse|bad-setting|Unknown lvalue|ignoring' || true); \
	 if [ -n "$$bad" ]; then echo "$$bad"; echo "check-kiosk: dist/tessera.service"; exit 1; fi
	@score=$$(cd $(BUILD) && systemd-analyze security --offline=yes tessera.service 2>&1 | \
	          sed -n 's/.*Overall exposure level for tessera.service: \([0-9.]*\).*/\1/p'); \
	 [ -n "$$score" ] || { echo "check-kiosk: systemd-analyze security gave no score"; exit 1; }; \
	 awk -v s=$$score -v m=$(KIOSK_EXPOSURE_MAX) 'BEGIN { exit !(s <= m) }' || \
	   { echo "check-kiosk: the unit's exposure is $$score, above $(KIOSK_EXPOSURE_MAX)"; \
	     (cd $(BUILD) && systemd-analyze security --offline=yes tessera.service | grep '✗'); exit 1; }; \
	 echo "$$score" > $(BUILD)/tessera.service.exposure
	@grep -q '^ExecStart=/usr/bin/tessera --kiosk \$$TESSERA_ARGS$$' $(BUILD)/tessera.service
	@grep -q '^SupplementaryGroups=video input$$' $(BUILD)/tessera.service
	@grep -q '^Restart=always$$' $(BUILD)/tessera.service
	@$(BUILD)/tests/unit/test_tty >/dev/null || $(BUILD)/tests/unit/test_tty
	@$(BUILD)/tests/unit/test_watchdog >/dev/null || $(BUILD)/tests/unit/test_watchdog
	@echo "check-kiosk: ok (man page without warnings, every option of --help in it; unit: exposure $$(cat $(BUILD)/tessera.service.exposure)" \
	      "of at most $(KIOSK_EXPOSURE_MAX), tessera --kiosk unprivileged, restarted whatever its status;" \
	      "test_tty, test_watchdog sealed)"
# The plain build's test_watchdog links the seal's wrappers and counts (the
# sanitized one cannot: there the wrappers are empty).
$(BUILD)/tests/unit/test_watchdog: $(SEAL_OBJ)

# test_state counts the fsyncs of the state directory (a dropped game's
# removal must reach the disk): fsync is wrapped at link time (GNU ld).
$(BUILD)/tests/unit/test_state: ALL_LDFLAGS += -Wl,--wrap=fsync

install-kiosk:
	$(INSTALL) -d $(DESTDIR)$(UNITDIR) $(DESTDIR)$(MANDIR)/man6 $(DESTDIR)$(SYSCONFDIR)/default $(DESTDIR)$(LIBEXECDIR)
	sed -e 's|@BINDIR@|$(BINDIR)|' -e 's|@LIBEXECDIR@|$(LIBEXECDIR)|' dist/tessera.service \
	  > $(DESTDIR)$(UNITDIR)/tessera.service
	chmod 0644 $(DESTDIR)$(UNITDIR)/tessera.service
	$(INSTALL) -m 0755 dist/console-back $(DESTDIR)$(LIBEXECDIR)/console-back
	$(INSTALL) -m 0644 dist/tessera.6 $(DESTDIR)$(MANDIR)/man6/tessera.6
	[ -e $(DESTDIR)$(SYSCONFDIR)/default/tessera ] || \
	  $(INSTALL) -m 0644 dist/tessera.default $(DESTDIR)$(SYSCONFDIR)/default/tessera
uninstall-kiosk:
	rm -f $(DESTDIR)$(UNITDIR)/tessera.service $(DESTDIR)$(MANDIR)/man6/tessera.6 $(DESTDIR)$(LIBEXECDIR)/console-back
	-rmdir $(DESTDIR)$(LIBEXECDIR) 2>/dev/null
	@echo "uninstall: kept $(DESTDIR)$(SYSCONFDIR)/default/tessera (your settings)"

install: install-kiosk
uninstall: uninstall-kiosk
CHECK_STEPS += check-kiosk
