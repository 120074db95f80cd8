#include "platform/file_store.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "platform/config.h"
#include "platform/qr_encode.h"

void file_store_init(struct file_store *s)
{
	memset(s, 0, sizeof *s);
}

int file_store_open_state(struct file_store *s, char *msg, size_t msglen)
{
	int err = state_dir_open(&s->state, msg, msglen);
	s->have_state = !err;
	/* Records are kept where games are saved; without them the games go
	 * on (a full disk loses a record, never the game), but the log says
	 * so: an operator would not know otherwise. */
	char why[PATH_MAX + 80];
	s->have_records = false;
	s->records_err = 0;
	if (err || !s->state.writable)
		return err;
	s->records_err = records_open(&s->records, s->state.path, why, sizeof why);
	s->have_records = !s->records_err;
	if (s->records_err)
		snprintf(msg, msglen, "%s; finished games are not recorded", why);
	else if (why[0] && access(s->records.path, W_OK | X_OK) != 0 && errno == EROFS)
		snprintf(msg, msglen, "%s; finished games are not recorded until it is remounted read-write", why);
	else if (why[0])
		snprintf(msg, msglen, "%s; finished games are not recorded until the user this program runs as "
			 "can write it (chown or chmod it)", why);
	return 0;
}

static int load(void *ctx, const char *name, uint32_t tag, void *buf, size_t len, uint32_t old_tag, size_t old_len,
		char *msg, size_t msglen)
{
	struct file_store *s = ctx;
	int err = state_load_grown(&s->state, name, tag, buf, len, old_tag, old_len, msg, msglen);
	if (!err)
		snprintf(msg, msglen, "%s", s->state.path);
	return err;
}

static int save(void *ctx, const char *name, uint32_t tag, const void *data, size_t len, char *msg,
		size_t msglen)
{
	struct file_store *s = ctx;
	return state_save(&s->state, name, tag, data, len, msg, msglen);
}

static void remove_blob(void *ctx, const char *name)
{
	struct file_store *s = ctx;
	state_remove(&s->state, name);
}

static int set_aside(void *ctx, const char *name, const char *why, char *msg, size_t msglen)
{
	struct file_store *s = ctx;
	return state_set_aside(&s->state, name, why, msg, msglen);
}

static int keep(void *ctx, const char *name, const char *why, char *msg, size_t msglen)
{
	struct file_store *s = ctx;
	return state_keep(&s->state, name, why, msg, msglen);
}

static int save_calibration(void *ctx, const double fit[6], float m[6], char *msg, size_t msglen)
{
	struct file_store *s = ctx;
	if (!s->board_path) {
		snprintf(msg, msglen, "no board config to write to");
		return -EROFS;
	}
	int err = config_write_screen_calibration(s->board_path, &s->raw, fit, m, msg, msglen);
	if (!err)
		snprintf(msg, msglen, "%s", s->board_path);
	return err;
}

static int save_record(void *ctx, bool reversi, const char *text, size_t len, char *msg, size_t msglen)
{
	struct file_store *s = ctx;
	/* Found at the start; listing again here would allocate. */
	if (!s->have_records) {
		snprintf(msg, msglen, "%s: %s; this game is not recorded", s->records.path, strerror(-s->records_err));
		return s->records_err;
	}
	return records_save(&s->records, reversi ? RECORDS_REVERSI : RECORDS_WORDS, text, len, msg, msglen);
}

static int record_qr(void *ctx, const char *text, size_t len, struct qr_code *out)
{
	(void)ctx;
	return qr_encode_text(text, len, out);
}

struct app_store file_store_app(struct file_store *s)
{
	/* At start-up, before the seal: dlopen allocates. */
	int (*qr)(void *, const char *, size_t, struct qr_code *) = qr_encode_open() == 0 ? record_qr : NULL;
	/* Without a state directory the app keeps no game; a read-only one
	 * still gives the game it holds (both were said once, at start). */
	if (!s->have_state)
		return (struct app_store){ NULL, NULL, NULL, NULL, save_calibration, s, NULL, qr, NULL };
	/* Read-only: a refused game stays (set_aside says so). */
	if (!s->state.writable)
		return (struct app_store){ load, NULL, NULL, set_aside, save_calibration, s, NULL, qr, keep };
	return (struct app_store){ load, save, remove_blob, set_aside, save_calibration, s, save_record, qr, keep };
}
