# The installed system (tests/e2e/run-system, docs/kiosk.md): tessera
# installed by `make install DESTDIR=ROOT PREFIX=/usr` into a Debian 12 root
# file system (mmdebstrap, made once and kept in build/system/debian12),
# booted with systemd under QEMU: the unit, the console, crashes, the
# watchdog, the stop, and CUTS power cuts (a QMP system_reset or QEMU killed,
# each followed by a boot of about 30 s here).  Screenshots and the serial
# log in build/system/out/.
#   make check-system            the scenario and 4 power cuts (part of make check)
#   make check-system CUTS=20    more cuts; SEED=N repeats a run's moments
CUTS ?= 4
SEED ?=
.PHONY: check-system
check-system: all $(E2E_HELPER)
	@MAKE="$(MAKE)" tests/e2e/run-system --cuts $(CUTS) $(if $(SEED),--seed $(SEED))
CHECK_STEPS += check-system
