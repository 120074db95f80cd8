/* Board configs: board-configs/NAME.conf, one file per device (see
 * docs/board-configs.md for the format and every key).
 *
 *   # comment
 *   [display]
 *   rotation = 90
 *   [touch]
 *   calibration = 1 0 0  0 1 0
 *
 * The parts (config_int.h lists them): config_keys.c, config_parse.c,
 * config_error.c, config_files.c, config_touch.c, config_rewrite.c,
 * config_write.c.
 *
 * Parsing is pure (text in, struct out, no allocation); loading reads one
 * file into a fixed buffer.  Loading belongs before the memory seal (listing
 * the boards for an error uses opendir, which allocates); parsing,
 * config_touch_match and the calibration rewrite are safe at any time.
 * Errors are values: 0 or -errno, plus a message that names the file, the
 * line and the key, e.g.
 *   board-configs/foo.conf:7: key 'rotaton': unknown key (did you mean 'rotation'?) */
#ifndef TESSERA_PLATFORM_CONFIG_H
#define TESSERA_PLATFORM_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

#include "app/idle.h"
#include "input/input_decode.h"
#include "input/input_transform.h"

#define CONFIG_LINE_MAX 255    /* characters per line, without the newline */
#define CONFIG_FILE_MAX 16384  /* bytes per config file */
#define CONFIG_PATH_MAX 256
/* The largest size of a decimal value (the calibration matrix's entries,
 * the scale): a finite number from -CONFIG_NUMBER_MAX to CONFIG_NUMBER_MAX. */
#define CONFIG_NUMBER_MAX 1e6
/* [display] mode and tessera --mode: each side from 1 to this. */
#define CONFIG_MODE_MAX 8192
#define CONFIG_STR_MAX 64      /* connector names, device matches, theme names */
#define CONFIG_ERROR_MAX 512

enum config_rotation {
	CONFIG_ROTATE_0 = 0,
	CONFIG_ROTATE_90 = 90,   /* canvas turned 90 degrees clockwise on the panel */
	CONFIG_ROTATE_180 = 180,
	CONFIG_ROTATE_270 = 270,
};

enum config_pixel_format {
	CONFIG_FORMAT_XRGB8888,
	CONFIG_FORMAT_RGB565,
};

struct config_display {
	char device[CONFIG_PATH_MAX];   /* "/dev/dri/card1", or "auto": first card with a connected connector */
	char connector[CONFIG_STR_MAX]; /* "DSI-1", or "auto": first connected */
	int mode_w, mode_h;             /* 0 x 0: the connector's preferred mode */
	enum config_rotation rotation;  /* required */
	enum config_pixel_format format;
};

struct config_touch {
	/* "auto" (first INPUT_PROP_DIRECT absolute device, else a pointer), a
	 * device path "/dev/input/...", or a substring of the device name. */
	char device[CONFIG_STR_MAX];    /* required */
	enum input_kind kind;           /* INPUT_KIND_AUTO: detect from capabilities */
	struct input_calibration calibration; /* matrix, swap_xy, invert_x, invert_y */
	int drag_threshold;             /* pixels at scale 1 */
	int long_press_ms;
};

struct config_look {
	float scale;                    /* UI size factor, 0.5 .. 4 */
	char theme[CONFIG_STR_MAX];     /* "classic" unless set */
};

/* The computer players: how they may use this board's CPU. */
#define CONFIG_THINK_MS_MIN 50
#define CONFIG_THINK_MS_MAX 60000
#define CONFIG_THINK_MS_DEFAULT 2000
/* The Reversi solver's table, reserved at start-up: 16 MiB (2^19 entries)
 * leaves a 1 GB Pi, and the kiosk unit's MemoryMax, plenty; a larger one
 * was slower at 20 empties (cache misses, docs/reversi.md). */
#define CONFIG_REVERSI_TABLE_MIB_MIN 1
#define CONFIG_REVERSI_TABLE_MIB_MAX 1024
#define CONFIG_REVERSI_TABLE_MIB_DEFAULT 16
struct config_computer {
	int think_ms;                   /* the Words Expert's time per turn; tessera --think-ms overrides it */
	int reversi_table_mib;          /* the Reversi computer's table, MiB */
};

/* The kiosk's idle rules, in seconds without a touch (0: never). */
struct config_kiosk {
	int cover_after_s;              /* in a game: every rack is covered */
	int ask_after_s;                /* in a game: "Still playing?" */
	int park_after_s;               /* ... unanswered this long: the game is parked, the title shown */
	int offer_for_s;                /* "Continue the last game" stays on the title this long */
	int attract_after_s;            /* on the title: a game plays itself */
	int blank_after_s;              /* the screen goes dark */
};

/* Play between kiosks through an MQTT broker (docs/network.md).  Without a
 * [network] section the kiosk plays alone and the menu has no network entry. */
#define CONFIG_NET_PORT_TLS 8883    /* the port when unset, with a CA file ... */
#define CONFIG_NET_PORT_PLAIN 1883  /* ... and without */
#define CONFIG_NET_USER_MAX 33      /* a-z 0-9 - _, the kiosk's broker user and its id in topics */
#define CONFIG_NET_NAME_MAX 25      /* the kiosk's name in the lobby, "Cafe Lumen" */
#define CONFIG_NET_PLACE_MAX 41     /* where it stands, "Rue Neuve 4, Lyon" */
struct config_network {
	bool enabled;                   /* the file has a [network] section */
	char host[CONFIG_STR_MAX];      /* the broker: a host name or address */
	int port;                       /* unset: 8883 with a CA file, 1883 without */
	char ca_file[CONFIG_PATH_MAX];  /* the CA that signed the broker's certificate; "": no TLS */
	char user[CONFIG_NET_USER_MAX];
	char password_file[CONFIG_PATH_MAX]; /* "": no password */
	char name[CONFIG_NET_NAME_MAX];
	char place[CONFIG_NET_PLACE_MAX];
};

struct config_board {
	char name[CONFIG_STR_MAX];        /* board name (file name without .conf) */
	char path[CONFIG_PATH_MAX];       /* the file it came from ("" if parsed from text) */
	char description[CONFIG_STR_MAX * 2]; /* [board] description, optional */
	struct config_display display;
	struct config_touch touch;
	struct config_look look;
	struct config_computer computer;
	struct config_kiosk kiosk;
	struct config_network network;
};

struct config_error {
	char file[CONFIG_PATH_MAX];
	int line;                    /* 0 when the error is about the whole file */
	char key[CONFIG_STR_MAX];    /* "" when no key is involved */
	char message[CONFIG_ERROR_MAX]; /* the full sentence, ready to print */
};

/* Every default (what an empty [display]/[touch]/[look]/[computer]/[kiosk]/[network] gives). */
void config_defaults(struct config_board *cfg);
/* A [kiosk] section's seconds as the app's idle rules (milliseconds):
 * tessera's, and tessera-headless --kiosk's. */
struct idle_rules config_idle_rules(const struct config_kiosk *k);

/* Parses a config text (len bytes, need not be NUL-terminated).  file_name
 * is used in messages only.  Returns 0, or -EINVAL with *err filled (err may
 * be NULL).  *cfg is always left fully initialised (defaults plus whatever was
 * parsed). */
int config_parse(struct config_board *cfg, const char *file_name, const char *text, size_t len,
		 struct config_error *err);

/* Reads and parses one file.  -ENOENT, -EFBIG, -EIO, -EINVAL, with *err. */
int config_load_file(struct config_board *cfg, const char *path, struct config_error *err);

/* Loads board NAME from the first directory in dirs[0..ndirs) holding
 * NAME.conf, and sets cfg->name.  An unknown board is -ENOENT with a message
 * listing the boards available in those directories; a name with '/' or a
 * leading '.' is -EINVAL. */
int config_load_board(struct config_board *cfg, const char *name, const char *const *dirs,
		      size_t ndirs, struct config_error *err);

/* How well an input device fits the [touch] section, for choosing among the
 * devices present (at startup and on hotplug): 0 = do not use it, higher is
 * better; the device with the highest score wins.
 *   device = auto: a direct touch screen (INPUT_PROP_DIRECT) 3, another
 *     absolute pointer 2, a mouse 1;
 *   device = /dev/input/...: that path 3;
 *   device = TEXT: a device whose name contains TEXT (case-insensitive) 3.
 * With kind set, only devices that can be read that way score.  *kind_out
 * (may be NULL) gets the kind to give input_decoder_init(). */
int config_touch_match(const struct config_touch *touch, const char *path, const char *name,
		       const struct input_caps *caps, enum input_kind *kind_out);

/* The directories --board NAME is looked up in, in order: $TESSERA_BOARD_DIR
 * if set, "board-configs" (relative to the working directory: the source
 * tree), then the install's, datadir_installed()/board-configs
 * (PREFIX/share/tessera/board-configs for a program in PREFIX/bin, wherever
 * that is now; left out if the program's place is unknown).  Fills dirs and
 * returns how many (at most CONFIG_BOARD_DIRS_MAX); the install's path is
 * kept in a static buffer, valid until the next call. */
#define CONFIG_BOARD_DIRS_MAX 3
size_t config_default_board_dirs(const char *dirs[CONFIG_BOARD_DIRS_MAX]);

/* A $TESSERA_BOARD_DIR that is set but cannot be listed (not there, a file,
 * no permission) is the operator's mistake - a typo, a card not mounted -
 * that the lookup would otherwise pass over for the other folders.  Returns
 * 0 when it is unset or a folder; else -errno, with msg (size bytes) saying
 * "$TESSERA_BOARD_DIR DIR: why (set it to ..., or unset it)", the same words
 * for every program that looks boards up. */
int config_board_dir_unusable(char *msg, size_t size);

/* "a, b, c": the boards (NAME.conf files) in dirs[0..ndirs), sorted, each
 * once, at most 64; "none" if there are none.  A name is a board when its
 * first NAME.conf, the one config_load_board takes, is a regular file the
 * program can read: for each other (a folder, a FIFO, one it may not read)
 * skipped(ctx, path, why) is called, if skipped is not NULL, and the name
 * is not listed.  Uses opendir (allocates). */
void config_board_names(const char *const *dirs, size_t ndirs, char *out, size_t cap,
			void (*skipped)(void *ctx, const char *path, const char *why), void *ctx);

/* Rewrites the calibration of a config text for the calibration tool: copies
 * in[0..in_len) to out, replacing the value of `calibration` in [touch]
 * (keeping the rest of the line, comments included), adding the key after the
 * [touch] header if missing, or appending a [touch] section if there is none.
 * out is NUL-terminated.  Returns 0, -ENOSPC when out_cap is too small, or
 * -EINVAL for a non-finite matrix.  The atomic file write is the caller's. */
int config_rewrite_calibration(const char *in, size_t in_len, const float matrix[6], char *out,
			       size_t out_cap, size_t *out_len);

/* The calibration tool's file side (config_write.c).  Neither allocates, so
 * both are safe after the memory seal.
 *
 * config_calibration_writable: 0 if path can be rewritten in place (the file
 * is readable and writable and its directory takes a new file), else a
 * negative errno with a sentence naming the path in msg.  Checked before a
 * calibration starts, so no one calibrates for nothing.
 *
 * config_write_calibration: replaces the calibration matrix in the config
 * file at path, keeping every other line, comment and key as they are
 * (config_rewrite_calibration), after checking the result still parses.  The
 * write is atomic: a temporary file in the same directory (PATH.new, with the
 * file's permissions), fsync, rename over the file, fsync the directory; a
 * failure at any step leaves the old file untouched.  Returns 0, or a
 * negative errno with msg naming the path and the reason. */
int config_calibration_writable(const char *path, char *msg, size_t msg_len);
int config_write_calibration(const char *path, const float matrix[6], char *msg, size_t msg_len);

/* The calibration screen's Save: the fit it made on screen coordinates
 * (touches through t without a matrix) turned into the config's matrix (in
 * m) and written as config_write_calibration does.  Returns 0 or a negative
 * errno with msg saying why (a fit out of range: touch again). */
struct input_transform;
int config_write_screen_calibration(const char *path, const struct input_transform *t, const double screen_fit[6],
				    float m[6], char *msg, size_t msg_len);

const char *config_format_name(enum config_pixel_format format);

#endif
