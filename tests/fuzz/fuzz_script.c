/* Touch-script lines: any text parses or gives a message, never a crash. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "platform/headless.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char line[600], err[160];
	if (size >= sizeof line)
		size = sizeof line - 1;
	memcpy(line, data, size);
	line[size] = 0;
	struct headless_cmd cmd;
	if (headless_parse_line(line, &cmd, err, sizeof err))
		return strlen(err) > 0 ? 0 : 1;
	return 0;
}
