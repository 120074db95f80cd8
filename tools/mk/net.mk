# The network link (src/net, docs/network.md): libnet.a over libmosquitto
# (loaded at run time), the scriptable peer tessera-net, its tests against a
# private broker (make check-net) and its figures (make bench-net).
NET_SRC := $(wildcard src/net/*.c)
NET_LIB := $(BUILD)/libnet.a

# libmosquitto is loaded when a link starts (src/net/net_mosq.c: dlopen of
# libmosquitto.so.1, Debian's libmosquitto1), never linked: a kiosk without
# it still plays alone, and every target builds the link from the host's
# libmosquitto-dev header.  mosquitto.h and mqtt_protocol.h declare the same
# API on every architecture (prototypes, constants, one struct of plain C
# types), and Debian's cross compilers search /usr/include after their own
# folders.  That matters here: libmosquitto-dev:arm64 and :armhf do not
# install on this machine (libmosquitto1:<arch> needs libssl3:<arch>, whose
# version in the foreign index differs from the host's libssl3, and
# Multi-Arch: same wants them equal).  NET_HAVE_MOSQUITTO (the header is
# there) tells other fragments; without it tessera-net is left out and
# tessera has no network.
NET_MOSQ_INCLUDEDIR := $(shell env -u PKG_CONFIG_LIBDIR pkg-config --variable=includedir libmosquitto 2>/dev/null)
NET_HAVE_MOSQUITTO := $(if $(wildcard $(NET_MOSQ_INCLUDEDIR)/mosquitto.h),yes)
NET_MOSQ_OBJS := $(addprefix $(BUILD)/src/net/,net_link_mqtt.o net_mosq.o)
NET_BIN := $(BUILD)/tessera-net
NET_UNIT_BINS := $(patsubst tests/unit/%.c,$(BUILD)/tests/unit/%,$(wildcard tests/unit/test_net_*.c))
$(NET_UNIT_BINS): $(NET_LIB)
ifeq ($(NET_HAVE_MOSQUITTO),yes)
# A static program has no loader for it: its link says so when it starts.
$(BUILD)/src/net/net_mosq.o: ALL_CFLAGS += $(if $(STATIC),-DTESSERA_NO_DLOPEN)
$(NET_BIN): $(NET_LIB)
else
NET_SRC := $(filter-out $(NET_MOSQ_OBJS:$(BUILD)/%.o=%.c),$(NET_SRC))
PROGRAMS := $(filter-out $(NET_BIN),$(PROGRAMS))
CLI_BINS := $(filter-out $(NET_BIN),$(CLI_BINS))
$(warning net: no libmosquitto header (libmosquitto-dev): tessera-net is not built and tessera has no network; make deps installs it)
endif
$(eval $(call archive,$(NET_LIB),$(NET_SRC)))

# The caller's side of the link between start and stop, the wire format and
# the rings reference no allocator (the link's threads and start/stop do;
# net_link.c also reads and writes its eventfds, so the core's I/O ban of
# tools/check-nomalloc does not fit it, only its allocator ban).
NET_NOMALLOC_OBJS := $(addprefix $(BUILD)/src/net/,net_link.o net_msg.o net_ring.o)
NET_ALLOCATORS := malloc|calloc|realloc|free|strdup|strndup|aligned_alloc|posix_memalign|qsort|fopen|mosquitto_.*
.PHONY: check-net-nomalloc check-net bench-net
check-net-nomalloc: $(NET_NOMALLOC_OBJS)
	@tools/check-nomalloc $(BUILD)/src/net/net_msg.o $(BUILD)/src/net/net_ring.o
	@all=$$(nm -A --undefined-only $^) || { echo "check-net-nomalloc: nm failed" >&2; exit 1; }; \
	found=$$(awk '{print $$1, $$NF}' <<<"$$all" | grep -E " ($(NET_ALLOCATORS))$$"); \
	if [ -n "$$found" ]; then echo "check-net-nomalloc: the caller's side of the link allocates:"; \
		printf '  %s\n' "$$found"; exit 1; fi; \
	echo "check-net-nomalloc: ok (net_link.o, net_msg.o, net_ring.o reference no allocator)"

# Two kiosks and a third client through a private broker (tests/net/net.sh);
# tessera-board check gives the messages tessera-net --config must give.
check-net: $(NET_BIN) $(BUILD)/tessera-board check-net-nomalloc
	@tests/net/net.sh $(NET_BIN)

CHECK_STEPS += check-net

# A kiosk without libmosquitto1: the library's file hidden in a mount
# namespace (tests/net/no-library.sh): tessera-net exits 2 naming the
# package; tessera-headless plays alone, its lobby entry dimmed and saying why.
.PHONY: check-net-nolib
check-net-nolib: $(NET_BIN) $(BUILD)/tessera-headless
	@tests/net/no-library.sh $(BUILD)
CHECK_STEPS += check-net-nolib

# The fuzz harness of the message parser (tests/fuzz/fuzz_net_msg.c, run by
# check-fuzz) needs the wire format, which libfuzzlib does not hold.
$(FUZZ_BUILD)/fuzz_net_msg: $(FUZZ_BUILD)/obj/src/net/net_msg.o

# The link's threads under ThreadSanitizer: the ring's test, then check-net's
# kiosks built with it (a report fails the peer that made it, and peers_clean
# in tests/net/net.sh names it).
check-net-tsan:
	@$(MAKE) --no-print-directory SANITIZE=thread DEBUG= check-net-tsan-run
check-net-tsan-run: $(BUILD)/tests/unit/test_net_ring $(NET_BIN) $(BUILD)/tessera-board
	@echo "check-net-tsan: test_net_ring (test_two_threads), then check-net with $(NET_BIN)"
	@CHECK_ONLY=test_two_threads TSAN_OPTIONS="halt_on_error=1" tools/run-tests --may-skip "" $<
	@TSAN_OPTIONS="halt_on_error=1" tests/net/net.sh $(NET_BIN)
.PHONY: check-net-tsan check-net-tsan-run
CHECK_STEPS += check-net-tsan

# make bench-net: move round trips and the lobby of 1,000 kiosks.
BENCH_NET := $(BUILD)/bench/bench_net
# Its simulated kiosks are plain libmosquitto clients: it alone links the
# library (a native benchmark; the kiosk it measures loads it like tessera).
$(BENCH_NET): $(BUILD)/bench/bench_net.o $(NET_LIB) $(PLAT_LIB)
	$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LDLIBS_BASE) $(shell $(PKG_CONFIG) --libs libmosquitto)
bench-net: $(BENCH_NET)
	@tests/net/bench.sh $(BENCH_NET)
BENCH_STEPS += bench-net

# The benchmark itself, small (20 kiosks, 200 trips; 3 s), so that make
# check sees it still runs: its warm-up once waited for a move the broker
# had dropped (published before the other side's subscription was in), and
# make bench stopped there.  --late-follow makes that drop certain.
.PHONY: check-bench-net
check-bench-net: $(BENCH_NET)
	@out=$$(BENCH_NET_FLAGS="--late-follow 200" tests/net/bench.sh $(BENCH_NET) 20 1 200) || { echo "$$out"; echo "check-bench-net: failed"; exit 1; }; \
	for want in "200 trips: median" "sees the whole lobby" "with the 20 kiosks"; do \
		grep -q "$$want" <<<"$$out" || { echo "$$out"; echo "check-bench-net: no line with '$$want'"; exit 1; }; \
	done; \
	for bad in "rtt 2x" "rtt 5 --port 1 --ca a --dir" "rtt 5 --port 1x --ca a --dir d" \
	  "rtt 5 --late-follow -1 --port 1 --ca a --dir d" "ping 5 --port 1 --ca a --dir d"; do \
		err=$$($(BENCH_NET) $$bad 2>&1); rc=$$?; \
		[ $$rc -eq 2 ] && [ -n "$$err" ] || { echo "check-bench-net: 'bench_net $$bad' gave status $$rc ($$err), not 2 and a message"; exit 1; }; \
	done; echo "check-bench-net: ok (round trips and a lobby of 20 through a private broker; 5 bad command lines refused)"
CHECK_STEPS += check-bench-net
