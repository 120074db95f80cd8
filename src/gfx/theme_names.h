/* The themes' names: one list for the screens (src/ui/kit/theme.c gives each
 * name its colours; its tests check every name has them) and for the board
 * config, whose [look] theme is checked when the file is read (a name
 * tessera-board check passed and tessera refused would leave a kiosk dark),
 * in src/platform, which may not include src/ui. */
#ifndef TESSERA_GFX_THEME_NAMES_H
#define TESSERA_GFX_THEME_NAMES_H

#include <stdbool.h>
#include <stddef.h>

enum { THEME_COUNT = 2 };

/* Every theme's name, NULL-terminated, the classic (the default) first. */
extern const char *const theme_names[THEME_COUNT + 1];

/* Whether name is one of them (exactly: names are lower case). */
bool theme_name_known(const char *name);

/* "classic, high-contrast": the names for an error message; truncated to
 * size (always terminated). */
void theme_list(char *buf, size_t size);

#endif
