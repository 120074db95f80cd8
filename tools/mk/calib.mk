# Touch calibration (docs/calibration.md): the scripted headless calibration
# against known distortions (tests/cli/calibrate.sh), and test_calib once more
# without sanitizers, where the memory seal counts the allocator through a
# whole calibration and save (the sanitized unit run cannot replace malloc).
.PHONY: check-calib
check-calib: $(BUILD)/tessera-headless $(BUILD)/tessera-board $(BUILD)/tests/unit/test_calib
	@$(BUILD)/tests/unit/test_calib >/dev/null || $(BUILD)/tests/unit/test_calib
	@tests/cli/calibrate.sh $(BUILD)/tessera-headless $(BUILD)/calib-test > $(BUILD)/calib-test.log || \
	  { cat $(BUILD)/calib-test.log; exit 1; }
	@echo "check-calib: ok (test_calib, no allocation; $$(tail -1 $(BUILD)/calib-test.log))"
# The plain build's test_calib links the seal's wrappers and counts (the
# sanitized one cannot: there the wrappers are empty).
$(BUILD)/tests/unit/test_calib: $(SEAL_OBJ)
CHECK_STEPS += check-calib
