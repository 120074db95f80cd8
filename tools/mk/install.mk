# `make install` checked for real (tests/cli/install.sh): installs under
# PREFIX=/usr and PREFIX=/opt/x into a temporary DESTDIR, runs the installed
# programs from outside the tree with no TESSERA_DICT or TESSERA_BOARD_DIR,
# moves an install, and uninstalls.  The install rules are in the Makefile
# (programs, dictionary), input.mk (board configs) and kiosk.mk (unit, man page).
.PHONY: check-install
check-install: all
	@MAKE="$(MAKE)" TESSERA_BUILD=$(BUILD) tests/cli/install.sh
CHECK_STEPS += check-install
