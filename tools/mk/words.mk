# Words records: position/move notation, GCG, and the tessera-words CLI.
# Nothing here depends on PREFIX: the programs find the installed dictionary
# from their own place (src/platform/datadir.h; the order is in --help).

# Worked examples of score, check and replay against the real dictionary.
.PHONY: check-words-cli
check-words-cli: $(BUILD)/tessera-words $(DICT_BLOB)
	@TESSERA_BUILD=$(BUILD) TESSERA_DICT=$(abspath $(DICT_BLOB)) tests/cli/words.sh
CHECK_STEPS += check-words-cli
