/* Finished games kept for the players: each game's record (Words as GCG,
 * Reversi as a transcript with its result) is a text file in the folder
 * "records" of the state directory, named by a sequence number and the
 * game ("000042-words.gcg", "000043-reversi.txt"), written atomically
 * (storage_replace_file: a power cut leaves the whole file or none).  The
 * newest RECORDS_KEEP are kept: saving number N removes number
 * N - RECORDS_KEEP, so a save never lists the folder (nothing is allocated
 * after start-up).  `tessera-words records` lists and prints them. */
#ifndef TESSERA_PLATFORM_RECORDS_H
#define TESSERA_PLATFORM_RECORDS_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

enum { RECORDS_KEEP = 300 };

enum records_game { RECORDS_WORDS, RECORDS_REVERSI };

struct records_dir {
	char path[PATH_MAX];
	unsigned next;		/* the number the next record gets */
};

/* The records folder in state_path, and the number after the highest one
 * there (1 while there is no folder: the first save makes it, mode 0700).
 * Lists the folder: call it at start-up.  Returns 0, or a negative errno
 * with a sentence in msg (a state directory that cannot be written). */
int records_open(struct records_dir *r, const char *state_path, char *msg, size_t msglen);

/* Writes a finished game's record, and removes the one RECORDS_KEEP
 * older.  Returns 0 with msg naming the file, or a negative errno with msg
 * saying why (nothing half written is left). */
int records_save(struct records_dir *r, enum records_game game, const char *text, size_t len, char *msg,
		 size_t msglen);

/* "000042-words.gcg": the file name of record number n; buf holds
 * RECORDS_NAME bytes. */
enum { RECORDS_NAME = 32 };
void records_name(unsigned n, enum records_game game, char buf[RECORDS_NAME]);

/* Reads a file name back: true with *n and *game for a record's name. */
bool records_parse_name(const char *name, unsigned *n, enum records_game *game);

#endif
