# The end-to-end test on an ARM kernel: the same scenario as check-e2e, with
# the cross-built build/arm64/tessera on Debian's arm64 kernel under
# qemu-system-aarch64 -M virt -cpu cortex-a72 (TCG), virtio-gpu and a uinput
# touch screen; screenshots in build/e2e-arm64/out/.
#   make check-arm-e2e   the scenario on aarch64 (part of make check: ~25 s
#                        once built, the guest boots in ~5 s)
#   make run-qemu-arm    the aarch64 machine with a window (or -nographic)

ARM_E2E_DIR := build/e2e-arm64
ARM_E2E_HELPER := $(ARM_E2E_DIR)/uinput-touch
ARM64_CC ?= aarch64-linux-gnu-gcc

# The guest has no libc: the touch helper is static, like the x86 one.
$(ARM_E2E_HELPER): tests/e2e/uinput-touch.c
	@mkdir -p $(@D)
	$(ARM64_CC) -std=c11 -O2 -Wall -Wextra -D_GNU_SOURCE -static -o $@ $<

# The programs come from the arm64 tree, built by a make of that target.
.PHONY: check-arm-e2e run-qemu-arm arm64-e2e-programs
arm64-e2e-programs:
	@$(MAKE) --no-print-directory TARGET=arm64 build/arm64/tessera build/arm64/tests/unit/test_evdev
	@$(MAKE) --no-print-directory TARGET=arm64 DEBUG=1 SANITIZE= build/arm64-debug/tessera

# (The dictionary is made in the recipe: dict.mk, which names it, is read
# after this fragment.)
check-arm-e2e: arm64-e2e-programs $(ARM_E2E_HELPER)
	@$(MAKE) --no-print-directory SANITIZE= $(DICT_BLOB) >/dev/null
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) tests/e2e/run-e2e --arch aarch64 check tests/e2e/scenarios/words.scn

run-qemu-arm: arm64-e2e-programs $(ARM_E2E_HELPER)
	@$(MAKE) --no-print-directory SANITIZE= $(DICT_BLOB) >/dev/null
	@TESSERA_DICT=$(abspath $(DICT_BLOB)) tests/e2e/run-e2e --arch aarch64 run $(ARGS)

CHECK_STEPS += check-arm-e2e
