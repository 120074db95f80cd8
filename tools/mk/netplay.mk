# Play between kiosks (docs/network.md, "Play"): tessera reaches the other
# kiosks through the link (src/net) where libmosquitto is there for the
# target (net.mk says); without it tessera is built without the network and
# says so at start when a board has [network].  The app's side (src/app
# netplay, netgame, remote) and the lobby screen need no library.
ifeq ($(NET_HAVE_MOSQUITTO),yes)
$(BUILD)/tessera: $(NET_LIB)
$(BUILD)/tessera: LDLIBS += $(NET_LIBS)
$(BUILD)/src/main.o: ALL_CFLAGS += -DTESSERA_NETWORK
endif
