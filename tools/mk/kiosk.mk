# The kiosk: the systemd unit, its defaults file and the man page
# (dist/, docs/kiosk.md).  make check renders the man page with warnings
# as errors (groff, groff-base) and checks the unit's syntax
# (systemd-analyze, systemd): both are named in tools/deps.d/base.check.
UNITDIR ?= $(PREFIX)/lib/systemd/system
MANDIR ?= $(PREFIX)/share/man
SYSCONFDIR ?= /etc

.PHONY: check-kiosk install-kiosk uninstall-kiosk
check-kiosk:
	@command -v groff >/dev/null && command -v systemd-analyze >/dev/null || \
	  { echo "check-kiosk: groff or systemd-analyze is missing (tools/deps check installs them)"; exit 1; }
	@out=$$(groff -man -ww -z dist/tessera.6 2>&1); \
	 if [ -n "$$out" ]; then echo "$$out"; echo "check-kiosk: dist/tessera.6 has warnings"; exit 1; fi
	@sed 's|@BINDIR@|/usr/bin|' dist/tessera.service > $(BUILD)/tessera.service
	@bad=$$(systemd-analyze verify --man=no $(BUILD)/tessera.service 2>&1 | \
	        grep -E 'Unknown (key|section)|Invalid|Failed to parse|bad-setting' || true); \
	 if [ -n "$$bad" ]; then echo "$$bad"; echo "check-kiosk: dist/tessera.service"; exit 1; fi
	@grep -q '^ExecStart=/usr/bin/tessera \$$TESSERA_ARGS$$' $(BUILD)/tessera.service
	@grep -q '^SupplementaryGroups=video input$$' $(BUILD)/tessera.service
	@grep -q '^Restart=on-failure$$' $(BUILD)/tessera.service
	@echo "check-kiosk: ok (man page renders without warnings; unit runs tessera unprivileged, restarts on failure)"

install-kiosk:
	$(INSTALL) -d $(DESTDIR)$(UNITDIR) $(DESTDIR)$(MANDIR)/man6 $(DESTDIR)$(SYSCONFDIR)/default
	sed 's|@BINDIR@|$(BINDIR)|' dist/tessera.service > $(DESTDIR)$(UNITDIR)/tessera.service
	chmod 0644 $(DESTDIR)$(UNITDIR)/tessera.service
	$(INSTALL) -m 0644 dist/tessera.6 $(DESTDIR)$(MANDIR)/man6/tessera.6
	[ -e $(DESTDIR)$(SYSCONFDIR)/default/tessera ] || \
	  $(INSTALL) -m 0644 dist/tessera.default $(DESTDIR)$(SYSCONFDIR)/default/tessera
uninstall-kiosk:
	rm -f $(DESTDIR)$(UNITDIR)/tessera.service $(DESTDIR)$(MANDIR)/man6/tessera.6
	@echo "uninstall: kept $(DESTDIR)$(SYSCONFDIR)/default/tessera (your settings)"

install: install-kiosk
uninstall: uninstall-kiosk
CHECK_STEPS += check-kiosk
