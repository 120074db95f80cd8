# Every program's --help against its option parser, both ways
# (tests/cli/help-options.sh): each option --help names is taken, each option
# the source spells is in --help.  After net.mk, which may leave tessera-net out.
.PHONY: check-help-options
check-help-options: $(PROGRAMS)
	@set -o pipefail; tests/cli/help-options.sh $(PROGRAMS) | sed '$$s/^/check-help-options: /'
CHECK_STEPS += check-help-options
