/* Choosing the touch device a board config's [touch] section asks for. */
#include "platform/config.h"

#include <string.h>
#include <strings.h>

static bool kind_readable(enum input_kind kind, const struct input_caps *c)
{
	switch (kind) {
	case INPUT_KIND_MULTITOUCH: return c->mt_slots;
	case INPUT_KIND_SINGLE:
	case INPUT_KIND_TABLET: return c->abs_xy && (c->btn_touch || c->btn_left);
	case INPUT_KIND_MOUSE: return c->rel_xy && c->btn_left;
	case INPUT_KIND_AUTO: break;
	}
	return false;
}

static bool contains_nocase(const char *hay, const char *needle)
{
	size_t n = strlen(needle);
	for (; *hay; hay++)
		if (strncasecmp(hay, needle, n) == 0)
			return true;
	return n == 0;
}

int config_touch_match(const struct config_touch *touch, const char *path, const char *name,
		       const struct input_caps *caps, enum input_kind *kind_out)
{
	enum input_kind kind = touch->kind != INPUT_KIND_AUTO ? touch->kind : input_kind_detect(caps);
	if (kind_out)
		*kind_out = kind;
	if (kind == INPUT_KIND_AUTO || !kind_readable(kind, caps))
		return 0;
	if (strcmp(touch->device, "auto") == 0) {
		if (kind == INPUT_KIND_MOUSE)
			return 1;
		return caps->direct ? 3 : 2;
	}
	if (touch->device[0] == '/')
		return path && strcmp(path, touch->device) == 0 ? 3 : 0;
	return name && contains_nocase(name, touch->device) ? 3 : 0;
}
