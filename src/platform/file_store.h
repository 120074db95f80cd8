/* The app's store on files: the saved game in the state directory
 * (state.h) and the calibration written into the board config
 * (config_write_screen_calibration), for tessera and tessera-headless alike. */
#ifndef TESSERA_PLATFORM_FILE_STORE_H
#define TESSERA_PLATFORM_FILE_STORE_H

#include <stdbool.h>

#include "app/backend.h"
#include "input/input_transform.h"
#include "platform/records.h"
#include "platform/state.h"

struct file_store {
	struct state_dir state;
	bool have_state;		/* games are saved in state.path */
	struct records_dir records;	/* finished games' records, in state.path/records */
	bool have_records;
	int records_err;		/* why not (records_open's negative errno), or 0 */
	const char *board_path;		/* the config the calibration is written to, or NULL */
	struct input_transform raw;	/* the touch transform without a matrix (calibration) */
};

/* A store without a state directory or a board: app_store functions that
 * keep nothing and refuse the calibration.  Fill the fields it should use. */
void file_store_init(struct file_store *s);

/* Opens the state directory ($STATE_DIRECTORY, else ~/.local/state/tessera)
 * and its records folder.  Returns 0, or a negative errno with a sentence in
 * msg: then games are not saved, and the caller says so.  A read-only
 * directory is 0 with a warning in msg: the game it holds is loaded, later
 * turns are not saved.  A records folder that cannot be used is 0 with a
 * warning in msg ("cannot read .../records: Not a directory; finished games
 * are not recorded"), returned again by save_record at each game's end.  One
 * that can be read but not written is 0 with a warning in msg ("cannot
 * write .../records: Permission denied; finished games are not recorded
 * until ..."); each game's end tries it again, and its msg says why it failed. */
int file_store_open_state(struct file_store *s, char *msg, size_t msglen);

/* The app's view of it. */
struct app_store file_store_app(struct file_store *s);

#endif
