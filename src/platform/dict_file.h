/* The dictionary file: where the programs find words.tdict and how they load
 * and open it.  Shared by tessera and tessera-words so both look in the same
 * places and say the same things when it is missing or damaged. */
#ifndef TESSERA_PLATFORM_DICT_FILE_H
#define TESSERA_PLATFORM_DICT_FILE_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "core/words/words.h"
#include "dict/dict.h"
#include "platform/storage.h"

#define DICT_FILE_NAME "words.tdict"

/* The largest dictionary file loaded: a full English list takes under 5 MiB,
 * and the copy must fit a kiosk unit's MemoryMax (96M) with the game. */
#define DICT_FILE_MAX (32 << 20)

struct dict_file {
	struct dict dict;
	struct storage_blob blob;	/* a private copy: replacing the file cannot harm the game */
	char path[PATH_MAX];
};

/* The default dictionary, the first of:
 *   $TESSERA_DICT (taken as named, even if missing),
 *   words.tdict beside the program,
 *   ../dict/words.tdict from the program's folder (the build tree:
 *     build/native/tessera-words finds build/dict/words.tdict),
 *   the install's, datadir_installed()/words.tdict (PREFIX/share/tessera for
 *     a program in PREFIX/bin, wherever that is now),
 *   extra_dir/words.tdict if extra_dir is not NULL.
 * Returns true with the path in out, false if none exists. */
bool dict_file_find(const char *extra_dir, char *out, size_t size);

/* Copies into memory and checks the dictionary at path (NULL:
 * dict_file_find(extra_dir)); replacing the file later cannot harm it.
 * Returns 0, or -1 with a sentence for the user in msg ("dictionary X: not a
 * usable dictionary: wrong version ...", "... more than the 32 MiB a dictionary may
 * take", or where it looked).  The header is checked before the file is read.  Nothing is
 * left loaded on failure. */
int dict_file_open(struct dict_file *d, const char *path, const char *extra_dir, char *msg, size_t msglen);
void dict_file_close(struct dict_file *d);

/* A words_lexicon over an opened dictionary file. */
struct words_lexicon dict_file_lexicon(const struct dict_file *d);

#endif
