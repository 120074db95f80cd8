/* Where the installed programs find their data (the dictionary, the board
 * configs): found from the running program's own place, never from a path
 * fixed at build time, so `make` then `make install PREFIX=/usr` works, and so
 * does an install moved elsewhere as a whole.
 *
 * `make install` puts the programs in PREFIX/bin and the data in
 * PREFIX/share/tessera; a program at PREFIX/bin/NAME therefore finds its data
 * at DATADIR_FROM_PROGRAM_DIR from its folder.  The programs' search orders
 * (the environment and the build tree first) are dict_file_find() and
 * config_default_board_dirs(); this is their one way to the install. */
#ifndef TESSERA_PLATFORM_DATADIR_H
#define TESSERA_PLATFORM_DATADIR_H

#include <stddef.h>

#define DATADIR_FROM_PROGRAM_DIR "../share/tessera" /* as `make install` lays it out */

/* The folder of the running program, links resolved (/proc/self/exe), e.g.
 * "/usr/bin".  Returns 0, or a negative errno: -ENOENT without /proc,
 * -ENAMETOOLONG if out (size bytes) is too small. */
int datadir_program_dir(char *out, size_t size);

/* The data directory of the install the running program belongs to:
 * PREFIX/share/tessera for a program at PREFIX/bin/NAME, written without
 * "..": "/usr/share/tessera" for /usr/bin/tessera.  Whether it exists is the
 * caller's question.  Returns 0 or a negative errno as datadir_program_dir. */
int datadir_installed(char *out, size_t size);

#endif
