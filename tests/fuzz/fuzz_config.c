/* The board-config parser on arbitrary text: never crashes, and a failure
 * always comes with a message naming the file.  Success yields values inside
 * their documented ranges; the calibration rewriter's output parses again. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gfx/utf8.h"
#include "platform/config.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct config_board cfg;
	static struct config_error err;
	const char *text = (const char *)data;
	int rc = config_parse(&cfg, "fuzz.conf", text, size, &err);
	if (rc != 0) {
		if (strncmp(err.message, "fuzz.conf", 9) != 0 || strlen(err.message) < 12)
			abort();
		return 0;
	}
	if (cfg.display.rotation % 90 || cfg.display.rotation > 270)
		abort();
	if (cfg.look.scale < 0.5f || cfg.look.scale > 4)
		abort();
	if (cfg.computer.think_ms < CONFIG_THINK_MS_MIN || cfg.computer.think_ms > CONFIG_THINK_MS_MAX)
		abort();
	for (int i = 0; i < 6; i++)
		if (!isfinite(cfg.touch.calibration.matrix[i]))
			abort();
	if (cfg.touch.kind < INPUT_KIND_AUTO || cfg.touch.kind > INPUT_KIND_MOUSE)
		abort();
	/* Names shown to people: UTF-8 text, whatever bytes the file held. */
	if (!utf8_text_ok(cfg.network.name, NULL) || !utf8_text_ok(cfg.network.place, NULL) ||
	    !utf8_text_ok(cfg.description, NULL))
		abort();

	/* Rewrite the calibration and parse the result: same config, new matrix. */
	static char out[CONFIG_FILE_MAX + 512];
	static struct config_board again;
	const float m[6] = { 0.5f, 0, 0.25f, 0, -1, 1 };
	size_t n;
	if (config_rewrite_calibration(text, size, m, out, sizeof out, &n) == 0) {
		if (n != strlen(out))
			abort();
		rc = config_parse(&again, "again.conf", out, n, &err);
		/* A valid file stays valid unless the rewrite made a line too
		 * long or the file too big. */
		if (rc != 0 && !strstr(err.message, "too long") && !strstr(err.message, "too large"))
			abort();
		if (rc == 0 && memcmp(again.touch.calibration.matrix, m, sizeof m) != 0)
			abort();
	}
	return 0;
}
