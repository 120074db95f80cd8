# Play between kiosks (docs/network.md, "Play"): tessera reaches the other
# kiosks through the link (src/net), which loads libmosquitto when it starts
# (net.mk), so every target has it; only a build without the header
# (libmosquitto-dev) leaves it out.  The app's side (src/app netplay,
# netgame, remote) and the lobby screen need no library.
ifeq ($(NET_HAVE_MOSQUITTO),yes)
$(BUILD)/tessera: $(NET_LIB)
$(BUILD)/src/main.o: ALL_CFLAGS += -DTESSERA_NETWORK
endif
# tessera-headless --board joins a real broker: two of them play through a
# private Mosquitto in make check (check-netplay, tests/netplay/two-kiosks.sh),
# one killed mid-game comes back (tests/netplay/restart.sh), the same two
# play five games in a row (tests/netplay/in-a-row.sh), the broker is killed
# mid-game (tests/netplay/broker-kill.sh), tessera-net sends a kiosk a
# repeated and an impossible move (tests/netplay/hostile.sh), and a kiosk's
# idle rules tell the other table nobody is there (tests/netplay/idle.sh).
ifeq ($(NET_HAVE_MOSQUITTO),yes)
$(BUILD)/tessera-headless: $(NET_LIB)
$(BUILD)/src/cli/headless.o: ALL_CFLAGS += -DTESSERA_NETWORK
endif
# Without libmosquitto the headless has no network and the test fails,
# saying so: it is no silent skip.
.PHONY: check-netplay
check-netplay: $(BUILD)/tessera-headless $(DICT_BLOB)
	@tests/netplay/two-kiosks.sh $(BUILD)/tessera-headless $(DICT_BLOB) >build/check-netplay.log 2>&1 || \
	  { cat build/check-netplay.log; exit 1; }
	@grep '^check-netplay:' build/check-netplay.log
	@echo "check-netplay: $$(tail -n 1 build/check-netplay.log)"
	@tests/netplay/restart.sh $(BUILD)/tessera-headless $(DICT_BLOB) >build/check-netplay-restart.log 2>&1 || \
	  { cat build/check-netplay-restart.log; exit 1; }
	@grep '^check-netplay:' build/check-netplay-restart.log
	@echo "check-netplay: restart: $$(tail -n 1 build/check-netplay-restart.log)"
	@tests/netplay/in-a-row.sh $(BUILD)/tessera-headless $(DICT_BLOB) >build/check-netplay-in-a-row.log 2>&1 || \
	  { cat build/check-netplay-in-a-row.log; exit 1; }
	@grep '^check-netplay:' build/check-netplay-in-a-row.log
	@echo "check-netplay: in a row: $$(tail -n 1 build/check-netplay-in-a-row.log)"
	@tests/netplay/broker-kill.sh $(BUILD)/tessera-headless $(DICT_BLOB) >build/check-netplay-broker-kill.log 2>&1 || \
	  { cat build/check-netplay-broker-kill.log; exit 1; }
	@grep '^check-netplay:' build/check-netplay-broker-kill.log
	@echo "check-netplay: broker killed: $$(tail -n 1 build/check-netplay-broker-kill.log)"
	@tests/netplay/hostile.sh $(BUILD)/tessera-headless $(DICT_BLOB) >build/check-netplay-hostile.log 2>&1 || \
	  { cat build/check-netplay-hostile.log; exit 1; }
	@grep '^check-netplay:' build/check-netplay-hostile.log
	@echo "check-netplay: hostile: $$(tail -n 1 build/check-netplay-hostile.log)"
	@tests/netplay/idle.sh $(BUILD)/tessera-headless $(DICT_BLOB) >build/check-netplay-idle.log 2>&1 || \
	  { cat build/check-netplay-idle.log; exit 1; }
	@grep '^check-netplay:' build/check-netplay-idle.log
	@echo "check-netplay: idle: $$(tail -n 1 build/check-netplay-idle.log)"
ifeq ($(NET_HAVE_MOSQUITTO),yes)
check-netplay: $(BUILD)/tessera-net
endif
CHECK_STEPS += check-netplay
