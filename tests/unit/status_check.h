/* The error convention of docs/design.md (Conventions), checked for one
 * module's status enum: success is 0 and reads "ok"; the other codes are
 * -1, -2, ... -n with no gap, each with a sentence of its own; a code past
 * the last (or positive) reads "unknown status", so a new code added to the
 * enum but not to the test's list fails here.  codes[] lists every enumerator,
 * the success code first. */
#ifndef TESSERA_TESTS_STATUS_CHECK_H
#define TESSERA_TESTS_STATUS_CHECK_H

#include "check.h"

#include <stdio.h>
#include <string.h>

typedef const char *(*status_text_fn)(int code);

static inline void check_status_texts(const char *module, const int *codes, int n, status_text_fn text)
{
	char what[160];
	snprintf(what, sizeof what, "%s: the success code is 0 and reads \"ok\"", module);
	CHECK_MSG(codes[0] == 0 && strcmp(text(0), "ok") == 0, what);
	for (int i = 1; i < n; i++) {
		snprintf(what, sizeof what, "%s: code %d (listed %d) is -%d and has its own text, got \"%s\"",
			 module, codes[i], i, i, text(codes[i]));
		bool own = codes[i] == -i && text(codes[i])[0] && strcmp(text(codes[i]), "unknown status") != 0;
		for (int j = 0; j < i && own; j++)
			own = strcmp(text(codes[j]), text(codes[i])) != 0;
		CHECK_MSG(own, what);
	}
	snprintf(what, sizeof what, "%s: %d (past the last code) reads \"unknown status\", got \"%s\"", module,
		 -n, text(-n));
	CHECK_MSG(strcmp(text(-n), "unknown status") == 0, what);
	CHECK_MSG(strcmp(text(1), "unknown status") == 0, module);
}

#endif
