# The dictionary: the default word list is fetched from npm at set-up
# (tools/fetch-wordlist, by make deps, make run and make check, or by the
# first make) and compiled by the host tool mkdict into a blob that is the
# same on every target.  `make DICT=path/to/list.txt` uses another list.
# The list is kept in downloads/, named by its pinned version, which make
# clean leaves alone: once it is there, make needs no network.
WORDLIST_PKG := $(shell sed -n 's/^pkg=//p' tools/fetch-wordlist)
WORDLIST_DIR := downloads/$(WORDLIST_PKG)
DICT ?= $(WORDLIST_DIR)/words.txt
DICT_BLOB := build/dict/$(notdir $(basename $(DICT))).tdict
DICT_DEPS := $(DICT_BLOB)

$(WORDLIST_DIR)/words.txt:
	tools/fetch-wordlist $(WORDLIST_DIR)

.PHONY: wordlist
wordlist: $(DICT)

$(DICT_BLOB): $(DICT) $(HOSTBUILD)/mkdict
	@mkdir -p $(@D)
	$(HOSTBUILD)/mkdict -o $@ $(DICT)

.PHONY: dict
dict: $(DICT_BLOB)
all: dict

# The Makefile names $(DICT_DEPS) as a prerequisite of check-unit before this
# fragment is read, where it is still empty: say it again here so the unit
# tests always find the compiled dictionary.
check-unit: $(DICT_DEPS)

# The full-list test compares the blob with the list it was compiled from.
TEST_ENV += TESSERA_WORDLIST=$(abspath $(DICT))

# `make bench`: compile time, bytes per word, validation time, lookups per
# second (medians of BENCH_DICT_RUNS runs).
BENCH_DICT_RUNS ?= 7
.PHONY: bench-dict
bench-dict: $(HOSTBUILD)/bench_dict $(DICT)
	$(HOSTBUILD)/bench_dict $(DICT) $(BENCH_DICT_RUNS)
BENCH_STEPS += bench-dict

# mkdict's command line: exit status and messages (tests/tools/test-mkdict).
.PHONY: check-mkdict
check-mkdict: $(HOSTBUILD)/mkdict
	@tests/tools/test-mkdict $(HOSTBUILD)/mkdict
CHECK_STEPS += check-mkdict
