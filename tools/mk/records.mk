# Records that leave the kiosk (docs/words-records.md): a finished game's
# record in the state directory, `tessera-words records`, and the end
# screen's QR code read back by a real decoder (zbarimg, zbar-tools) from the
# golden image and compared with the record written.
.PHONY: check-records
check-records: $(BUILD)/tessera-headless $(BUILD)/tessera-words
	@tests/cli/records.sh $(BUILD)
CHECK_STEPS += check-records
