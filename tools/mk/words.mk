# Words records: position/move notation, GCG, and the tessera-words CLI.
# The CLI looks for the installed dictionary under $(PREFIX)/share/tessera
# (after $TESSERA_DICT and the folders beside the program; see --help).
$(BUILD)/src/cli/words.o: ALL_CFLAGS += -DTESSERA_DATADIR='"$(PREFIX)/share/tessera"'

# Worked examples of score, check and replay against the real dictionary.
.PHONY: check-words-cli
check-words-cli: $(BUILD)/tessera-words $(DICT_BLOB)
	@TESSERA_BUILD=$(BUILD) TESSERA_DICT=$(abspath $(DICT_BLOB)) tests/cli/words.sh
CHECK_STEPS += check-words-cli
# The program looks for the installed dictionary here too.
$(BUILD)/src/main.o: ALL_CFLAGS += -DTESSERA_DATADIR='"$(PREFIX)/share/tessera"'
