# The network link (src/net, docs/network.md): libnet.a over libmosquitto,
# the scriptable peer tessera-net, its tests against a private broker
# (make check-net) and its figures (make bench-net).
NET_SRC := $(wildcard src/net/*.c)
NET_LIB := $(BUILD)/libnet.a
NET_LIBS = $(shell $(PKG_CONFIG) $(if $(STATIC),--static) --libs libmosquitto 2>/dev/null || echo -lmosquitto)
$(eval $(call archive,$(NET_LIB),$(NET_SRC)))

NET_BIN := $(BUILD)/tessera-net
$(NET_BIN): $(NET_LIB)
$(NET_BIN): LDLIBS += $(NET_LIBS)
# The unit tests of src/net (test_net_*.c) link libnet.a too.
NET_UNIT_BINS := $(patsubst tests/unit/%.c,$(BUILD)/tests/unit/%,$(wildcard tests/unit/test_net_*.c))
$(NET_UNIT_BINS): $(NET_LIB)
$(NET_UNIT_BINS): LDLIBS += $(NET_LIBS)
