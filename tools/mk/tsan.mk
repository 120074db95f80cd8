# ThreadSanitizer over the tests that run threads (`make check-tsan`, part of
# `make check`): the Words computer's worker (test_words_player) and the
# Reversi worker and solver helpers (test_rvai), built with SANITIZE=thread in
# their own tree (build/native-tsan).  Only the test functions that start
# threads run (CHECK_ONLY, tests/unit/check.h): the rest of those programs is
# single-threaded and runs under ASan and UBSan in check-unit.  A race ends the
# program at once with TSan's report and exit status 66, which fails the step.
TSAN_TESTS := test_words_player test_rvai
TSAN_ONLY_test_words_player := test_worker,test_worker_cancel_at_start
TSAN_ONLY_test_rvai := test_solver_with_helpers,test_helpers_join_inner_nodes,test_stop_with_helpers,test_worker
TSAN_OPTIONS_CHECK := halt_on_error=1 second_deadlock_stack=1

.PHONY: check-tsan check-tsan-run
check-tsan:
	@$(MAKE) --no-print-directory SANITIZE=thread DEBUG= check-tsan-run

check-tsan-run: $(patsubst %,$(BUILD)/tests/unit/%,$(TSAN_TESTS)) $(DICT_DEPS)
	@test "$(findstring thread,$(SANITIZE))" = thread || { echo "check-tsan-run: needs SANITIZE=thread"; exit 1; }
	@set -e; $(foreach t,$(TSAN_TESTS),echo "check-tsan: $(t) ($(TSAN_ONLY_$(t)))"; \
		CHECK_ONLY=$(TSAN_ONLY_$(t)) TSAN_OPTIONS="$(TSAN_OPTIONS_CHECK)" $(TEST_ENV) \
		tools/run-tests --may-skip "" $(BUILD)/tests/unit/$(t);)

CHECK_STEPS += check-tsan
