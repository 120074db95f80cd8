# Processor tuning of the search code (issue 18).  Only the objects of the
# hot paths - the computers (src/ai) and the rules core with the dictionary
# (src/core, src/dict) - get it: the drawing code keeps the baseline, so the
# golden images never depend on the build host.
#
# Native x86-64, with TUNE=1: the x86-64-v3 level (AVX2, BMI1/2, LZCNT,
# POPCNT, MOVBE) when the build host's processor has it, asked of the
# processor itself through a probe program built with the host compiler.
# Measured here (interleaved runs pinned to one core, CPU-time medians):
# perft 11 0.92x, exact solves of seeds 1-3 at 20 empties 0.91x and 0.95x
# the time of the baseline build (docs/reversi.md).  Not the default: the
# native build also runs inside QEMU's generic x86-64 processor (make
# check-e2e, check-system), where those instructions do not exist (the
# program dies of SIGILL before its first line), and 8 % on the build
# machine is not worth a program that runs on fewer of them.
#
# arm64: ARM64_CPU=cortex-a72 (Raspberry Pi 4; a Pi 5's Cortex-A76 runs the
# same code) adds -mcpu=.  Not the default: no gain has been measured on a
# Pi, and timings under qemu-user say nothing about one.
TUNE ?= 0
ARM64_CPU ?=

ifeq ($(TARGET)$(TUNE),native1)
TUNE_FLAGS := $(shell p=$$(mktemp) && printf 'int main(void){__builtin_cpu_init();return !__builtin_cpu_supports("x86-64-v3");}' \
  | $(HOSTCC) -x c -o $$p - 2>/dev/null && $$p && echo -march=x86-64-v3; rm -f $$p)
else ifeq ($(TARGET),arm64)
TUNE_FLAGS := $(if $(ARM64_CPU),-mcpu=$(ARM64_CPU))
endif

$(call obj,$(AI_SRC) $(CORE_SRC)): ALL_CFLAGS += $(TUNE_FLAGS)

.PHONY: tune-flags
tune-flags:
	@echo "$(TARGET): search code built with: $(or $(TUNE_FLAGS),the baseline)"
