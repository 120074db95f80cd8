/* Finished games kept for the players: each game's record (Words as GCG,
 * Reversi as a transcript with its result) is a text file in the folder
 * "records" of the state directory, named by a sequence number and the
 * game ("000042-words.gcg", "000043-reversi.txt"), written whole (a
 * temporary file, fsync, then a rename that never replaces a file: a power
 * cut leaves the whole record or none, and no record is ever written
 * over).  Numbers run 000000-999999 and go round: the newest is the one
 * before the widest run of free numbers, so a stray name far ahead (a
 * copied-in 999999-reversi.txt) neither stops the numbering nor makes it
 * write over anything.  The newest RECORDS_KEEP are kept: records_open
 * lists the folder once (removing older ones and killed saves' temporary
 * files) and remembers the numbers kept, so a save removes the oldest
 * without listing (nothing is allocated after start-up).  `tessera-words
 * records` lists them in the same order of play (records_newest) and
 * prints them. */
#ifndef TESSERA_PLATFORM_RECORDS_H
#define TESSERA_PLATFORM_RECORDS_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

/* RECORDS_NUMBERS numbers, six digits; a save that finds its number taken
 * tries up to RECORDS_TRIES more. */
enum { RECORDS_KEEP = 300, RECORDS_NUMBERS = 1000000, RECORDS_TRIES = 1000 };

enum records_game { RECORDS_WORDS, RECORDS_REVERSI };

struct records_dir {
	char path[PATH_MAX];
	unsigned next;			/* the number the next record gets */
	unsigned kept[RECORDS_KEEP];	/* the numbers there, oldest first from kept[first] */
	unsigned first, count;
};

/* The records folder in state_path: the number after the newest record
 * there (1 while there is none: the first save makes the folder, mode
 * 0700) and the numbers kept.  Removes the records beyond the newest
 * RECORDS_KEEP and the temporary files of saves that were killed.  Lists
 * the folder and allocates: call it at start-up.  Returns 0, or a negative
 * errno with a sentence in msg (a state directory that cannot be written,
 * a records folder that cannot be read).  A folder that can be read but
 * not written is 0 with a warning in msg ("cannot write PATH: WHY"; else
 * msg is ""): saves are tried, and fail, until it is put right. */
int records_open(struct records_dir *r, const char *state_path, char *msg, size_t msglen);

/* Writes a finished game's record under the next free number (a name
 * taken since records_open is skipped, never replaced, and so is a number
 * whose temporary file's name holds a directory with something in it; an
 * empty one is removed), then removes the
 * oldest kept when there are more than RECORDS_KEEP.  Returns 0 with msg
 * naming the file, or a negative errno with msg saying why (nothing half
 * written is left). */
int records_save(struct records_dir *r, enum records_game game, const char *text, size_t len, char *msg,
		 size_t msglen);

/* "000042-words.gcg": the file name of record number n; buf holds
 * RECORDS_NAME bytes. */
enum { RECORDS_NAME = 32 };
void records_name(unsigned n, enum records_game game, char buf[RECORDS_NAME]);

/* Reads a file name back: true with *n and *game for a record's name. */
bool records_parse_name(const char *name, unsigned *n, enum records_game *game);

/* The newest of the count record numbers in v, sorted from the lowest (a
 * number may come twice, once for each game; count > 0): the one just
 * before the widest run of free numbers, as records_open finds it, so
 * after 999999 comes 000000.  Lists and trims follow records_age from it. */
unsigned records_newest(const unsigned *v, size_t count);

/* How many numbers n was written before newest, going round after 999999:
 * 0 for newest itself.  The order of play is the largest age first. */
static inline unsigned records_age(unsigned n, unsigned newest)
{
	return (newest + RECORDS_NUMBERS - n % RECORDS_NUMBERS) % RECORDS_NUMBERS;
}

#endif
