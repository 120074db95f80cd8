/* The state directory: saves round-trip; a truncated, damaged, foreign or
 * stale file, a FIFO or a link is refused and set aside as NAME.bad.N (the
 * newest STATE_BAD_KEEP kept), and so are one that cannot be read and one
 * the program refuses after loading it (state_set_aside); one that cannot
 * even be moved is never saved over; a killed save's temporary file is
 * cleaned up; a missing one is -ENOENT; a read-only directory still loads;
 * an unusable one (or a file in its place) is an error value, not a crash;
 * a save and a removal each fsync the directory once the name is changed
 * (fsync is wrapped at link time: tools/mk/kiosk.mk); a directory where
 * the temporary file goes is removed when empty, else named and kept. */
#include <errno.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "platform/state.h"

static char dir[64];
static struct state_dir sd;
static char msg[PATH_MAX + 200];

static void path_of(const char *name, char *out, size_t size)
{
	if (snprintf(out, size, "%s/%s", sd.path, name) >= (int)size)
		out[0] = 0;	/* never here: the paths are short */
}

static void corrupt(const char *name, long offset, int delta_len)
{
	char p[PATH_MAX + 80];
	path_of(name, p, sizeof p);
	FILE *f = fopen(p, "r+b");
	CHECK(f != NULL);
	if (!f)
		return;
	if (delta_len < 0) {
		fseek(f, 0, SEEK_END);
		long n = ftell(f);
		fclose(f);
		CHECK_INT(truncate(p, n + delta_len), 0);
		return;
	}
	fseek(f, offset, SEEK_SET);
	int c = fgetc(f);
	fseek(f, offset, SEEK_SET);
	fputc(c ^ 0x5a, f);
	fclose(f);
}

static bool exists(const char *name)
{
	char p[PATH_MAX + 80];
	path_of(name, p, sizeof p);
	return access(p, F_OK) == 0;
}

/* Every fsync goes through here (-Wl,--wrap=fsync): one of the state
 * directory is counted, with whether synced_name was there at that moment. */
int __real_fsync(int fd);
int __wrap_fsync(int fd);
static const char *synced_name;
static int dir_syncs, dir_syncs_with_name;

int __wrap_fsync(int fd)
{
	struct stat st, ds;
	if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode) && stat(sd.path, &ds) == 0 && st.st_dev == ds.st_dev &&
	    st.st_ino == ds.st_ino) {
		dir_syncs++;
		char p[PATH_MAX + 80];
		snprintf(p, sizeof p, "%s/%s", sd.path, synced_name ? synced_name : "");
		dir_syncs_with_name += synced_name && access(p, F_OK) == 0;
	}
	return __real_fsync(fd);
}

/* A dropped game's removal reaches the disk: the directory is fsynced after
 * the name is gone (else a power cut may bring a stranger's game back), as
 * a save's is after its rename.  A name that is not there changes nothing
 * and needs no sync. */
static void test_save_and_remove_sync_the_directory(void)
{
	char data[16] = "walked away";
	synced_name = "dropped";
	dir_syncs = dir_syncs_with_name = 0;
	CHECK_INT(state_save(&sd, "dropped", 7, data, sizeof data, msg, sizeof msg), 0);
	CHECK_INT(dir_syncs, 1);
	CHECK_INT(dir_syncs_with_name, 1);	/* after the rename */
	dir_syncs = dir_syncs_with_name = 0;
	state_remove(&sd, "dropped");
	CHECK(!exists("dropped"));
	CHECK_INT(dir_syncs, 1);
	CHECK_INT(dir_syncs_with_name, 0);	/* after the unlink */
	dir_syncs = 0;
	state_remove(&sd, "dropped");
	CHECK_INT(dir_syncs, 0);
	synced_name = NULL;
}

/* A directory where a save's temporary file goes (.NAME.tmp: no save
 * leaves one, a hand may): an empty one goes and the save is made; one with
 * something in it is kept as it is, the save fails naming it (not the saved
 * game) and saying what to do, the saved game there is untouched, and the
 * save after it is moved away goes through. */
static void test_directory_at_the_temporary_name(void)
{
	char a[8] = "first", b[8] = "second", back[8], tmp[PATH_MAX + 80], inside[PATH_MAX + 96];
	path_of(".dir.tmp", tmp, sizeof tmp);
	snprintf(inside, sizeof inside, "%s/someone's", tmp);
	CHECK_INT(mkdir(tmp, 0700), 0);
	CHECK_INT(state_save(&sd, "dir", 5, a, sizeof a, msg, sizeof msg), 0);
	CHECK(!exists(".dir.tmp"));
	CHECK_INT(mkdir(tmp, 0700), 0);
	CHECK_INT(mkdir(inside, 0700), 0);
	CHECK_INT(state_save(&sd, "dir", 5, b, sizeof b, msg, sizeof msg), -EISDIR);
	char culprit[2 * PATH_MAX + 400], game[PATH_MAX + 80];
	path_of("dir", game, sizeof game);
	snprintf(culprit, sizeof culprit, "cannot save %s: %s, where each save is written first, is a directory", game,
		 tmp);
	CHECK_MSG(strstr(msg, culprit) != NULL && strstr(msg, "move it away") != NULL, msg);
	CHECK(access(inside, F_OK) == 0);
	/* The kiosk still starts: the load leaves the directory and gives the
	 * last save. */
	CHECK_INT(state_load(&sd, "dir", 5, back, sizeof back, msg, sizeof msg), 0);
	CHECK_STR(back, "first");
	CHECK(access(inside, F_OK) == 0);
	CHECK_INT(rmdir(inside), 0);
	CHECK_INT(rmdir(tmp), 0);
	CHECK_INT(state_save(&sd, "dir", 5, b, sizeof b, msg, sizeof msg), 0);
	CHECK_INT(state_load(&sd, "dir", 5, back, sizeof back, msg, sizeof msg), 0);
	CHECK_STR(back, "second");
	state_remove(&sd, "dir");
}

static void test_round_trip(void)
{
	char data[300], back[300];
	for (int i = 0; i < 300; i++)
		data[i] = (char)(i * 7);
	CHECK_INT(state_save(&sd, "game", 42, data, sizeof data, msg, sizeof msg), 0);
	memset(back, 0, sizeof back);
	CHECK_INT(state_load(&sd, "game", 42, back, sizeof back, msg, sizeof msg), 0);
	CHECK(!memcmp(data, back, sizeof data));
	/* Saving again replaces it atomically: no temporary file is left. */
	data[0] = 1;
	CHECK_INT(state_save(&sd, "game", 42, data, sizeof data, msg, sizeof msg), 0);
	CHECK(!exists(".game.tmp"));
	CHECK_INT(state_load(&sd, "game", 42, back, sizeof back, msg, sizeof msg), 0);
	CHECK_INT(back[0], 1);
	state_remove(&sd, "game");
	CHECK_INT(state_load(&sd, "game", 42, back, sizeof back, msg, sizeof msg), -ENOENT);
}

/* A blob that grew at its end: a file of the older layout (its tag and
 * length) still loads, its bytes first and zeros after; the newer layout
 * loads whole; an older file damaged or of a third layout is refused. */
static void test_grown_layout(void)
{
	char old[40], now[64], back[64];
	memset(old, 'o', sizeof old);
	memset(now, 'n', sizeof now);
	CHECK_INT(state_save(&sd, "grown", 6, old, sizeof old, msg, sizeof msg), 0);
	memset(back, 'x', sizeof back);
	CHECK_INT(state_load_grown(&sd, "grown", 7, back, sizeof back, 6, sizeof old, msg, sizeof msg), 0);
	CHECK(!memcmp(back, old, sizeof old));
	CHECK(back[sizeof old] == 0 && back[sizeof back - 1] == 0);
	CHECK_INT(state_save(&sd, "grown", 7, now, sizeof now, msg, sizeof msg), 0);
	CHECK_INT(state_load_grown(&sd, "grown", 7, back, sizeof back, 6, sizeof old, msg, sizeof msg), 0);
	CHECK(!memcmp(back, now, sizeof now));
	/* The older tag with the newer length, or a third tag: refused. */
	CHECK_INT(state_save(&sd, "grown", 6, now, sizeof now, msg, sizeof msg), 0);
	CHECK_INT(state_load_grown(&sd, "grown", 7, back, sizeof back, 6, sizeof old, msg, sizeof msg), -EINVAL);
	CHECK(exists("grown.bad.1"));
	CHECK_INT(state_save(&sd, "grown", 5, old, sizeof old, msg, sizeof msg), 0);
	CHECK_INT(state_load_grown(&sd, "grown", 7, back, sizeof back, 6, sizeof old, msg, sizeof msg), -EINVAL);
	CHECK(exists("grown.bad.2"));
	/* An older file is checked whole: a flipped byte fails its CRC. */
	CHECK_INT(state_save(&sd, "grown", 6, old, sizeof old, msg, sizeof msg), 0);
	corrupt("grown", 30, 0);
	CHECK_INT(state_load_grown(&sd, "grown", 7, back, sizeof back, 6, sizeof old, msg, sizeof msg), -EINVAL);
	CHECK(strstr(msg, "damaged (checksum)") != NULL);
	/* state_load knows no older layout. */
	CHECK_INT(state_save(&sd, "grown", 6, old, sizeof old, msg, sizeof msg), 0);
	CHECK_INT(state_load(&sd, "grown", 7, back, sizeof back, msg, sizeof msg), -EINVAL);
	for (int i = 1; i <= 4; i++) {
		char name[32];
		snprintf(name, sizeof name, "grown.bad.%d", i);
		state_remove(&sd, name);
	}
}

static void refused(const char *why, long offset, int delta_len, uint32_t load_tag, size_t load_len)
{
	char data[64] = "a saved game", back[80];
	CHECK_INT(state_save(&sd, "g", 7, data, sizeof data, msg, sizeof msg), 0);
	if (offset >= 0 || delta_len < 0)
		corrupt("g", offset, delta_len);
	CHECK_MSG(state_load(&sd, "g", load_tag, back, load_len, msg, sizeof msg) == -EINVAL, why);
	CHECK_MSG(strstr(msg, "set aside as") != NULL, why);
	CHECK_MSG(exists("g.bad.1") && !exists("g"), why);
	state_remove(&sd, "g.bad.1");
}

static void test_bad_files(void)
{
	refused("a flipped data byte fails the CRC", 30, 0, 7, 64);
	refused("a flipped magic byte", 0, 0, 7, 64);
	refused("truncated", -1, -5, 7, 64);
	refused("another layout tag", -1, 0, 8, 64);
	refused("another length", -1, 0, 7, 80);
}

/* Every file set aside is kept, numbered, up to STATE_BAD_KEEP: then the
 * oldest goes and the newest stay. */
static void test_set_aside_files_are_kept(void)
{
	char data[16] = "game", back[16], p[PATH_MAX + 80];
	for (int i = 1; i <= STATE_BAD_KEEP + 2; i++) {
		data[0] = (char)i;
		CHECK_INT(state_save(&sd, "k", 7, data, sizeof data, msg, sizeof msg), 0);
		corrupt("k", 30, 0);
		CHECK_INT(state_load(&sd, "k", 7, back, sizeof back, msg, sizeof msg), -EINVAL);
	}
	for (int i = 1; i <= STATE_BAD_KEEP; i++) {
		snprintf(p, sizeof p, "k.bad.%d", i);
		CHECK_MSG(exists(p), p);
	}
	snprintf(p, sizeof p, "k.bad.%d", STATE_BAD_KEEP + 1);
	CHECK(!exists(p));
	/* The oldest kept is the third one set aside; the newest the last. */
	char want[PATH_MAX + 64];
	snprintf(want, sizeof want, "set aside as %s/k.bad.%d", sd.path, STATE_BAD_KEEP);
	CHECK_MSG(strstr(msg, want) != NULL, msg);
	for (int i = 1; i <= STATE_BAD_KEEP; i++) {
		FILE *f;
		char name[PATH_MAX + 96];
		snprintf(name, sizeof name, "%s/k.bad.%d", sd.path, i);
		f = fopen(name, "rb");
		CHECK(f != NULL);
		if (!f)
			continue;
		CHECK(fseek(f, 20, SEEK_SET) == 0);	/* the header is 20 bytes, then data[0] */
		CHECK_INT(fgetc(f), i + 2);
		fclose(f);
		remove(name);
	}
}

/* A file that loads but whose contents the program refuses (a saved game
 * that does not replay) is set aside on request, numbered like the others;
 * a missing one is an error with the path, and nothing else moves. */
static void test_set_aside_on_request(void)
{
	char data[16] = "game", back[16], want[2 * PATH_MAX + 64];
	CHECK_INT(state_save(&sd, "r", 7, data, sizeof data, msg, sizeof msg), 0);
	CHECK_INT(state_set_aside(&sd, "r", "it does not replay", msg, sizeof msg), 0);
	snprintf(want, sizeof want, "%s/r: it does not replay; set aside as %s/r.bad.1", sd.path, sd.path);
	CHECK_STR(msg, want);
	CHECK(exists("r.bad.1") && !exists("r"));
	CHECK_INT(state_load(&sd, "r", 7, back, sizeof back, msg, sizeof msg), -ENOENT);
	CHECK_INT(state_save(&sd, "r", 7, data, sizeof data, msg, sizeof msg), 0);
	CHECK_INT(state_set_aside(&sd, "r", "again", msg, sizeof msg), 0);
	CHECK(exists("r.bad.2") && exists("r.bad.1"));
	CHECK_INT(state_set_aside(&sd, "r", "gone", msg, sizeof msg), -ENOENT);
	CHECK_MSG(strstr(msg, "could not be set aside") != NULL, msg);
	CHECK(!exists("r.bad.3"));
	state_remove(&sd, "r.bad.1");
	state_remove(&sd, "r.bad.2");
}

/* A good game this run cannot use, kept for a later run: loaded again as it
 * is, never saved over nor removed in this run (the save says why), and a
 * later run (a new state_dir) saves over it again.  Nothing to keep:
 * -ENOENT. */
static void test_keep_for_a_later_run(void)
{
	char data[16] = "game", other[16] = "other", back[16], want[2 * PATH_MAX + 64];
	CHECK_INT(state_save(&sd, "k", 7, data, sizeof data, msg, sizeof msg), 0);
	CHECK_INT(state_keep(&sd, "k", "it needs the dictionary", msg, sizeof msg), 0);
	snprintf(want, sizeof want, "%s/k: it needs the dictionary; kept as it is for a run that can continue it (no "
		 "game of this run is saved over it)", sd.path);
	CHECK_STR(msg, want);
	CHECK_INT(state_save(&sd, "k", 7, other, sizeof other, msg, sizeof msg), -EBUSY);
	snprintf(want, sizeof want, "not saving %s/k: the game there is kept for a later run (it needs the dictionary)",
		 sd.path);
	CHECK_STR(msg, want);
	state_remove(&sd, "k");
	CHECK(exists("k") && !exists("k.bad.1"));
	CHECK_INT(state_load(&sd, "k", 7, back, sizeof back, msg, sizeof msg), 0);
	CHECK_STR(back, "game");
	/* Other names are saved as ever. */
	CHECK_INT(state_save(&sd, "j", 7, other, sizeof other, msg, sizeof msg), 0);
	state_remove(&sd, "j");
	CHECK_INT(state_keep(&sd, "none", "why", msg, sizeof msg), -ENOENT);
	/* The next run. */
	CHECK_INT(state_dir_open(&sd, msg, sizeof msg), 0);
	CHECK_INT(state_save(&sd, "k", 7, other, sizeof other, msg, sizeof msg), 0);
	state_remove(&sd, "k");
	CHECK(!exists("k"));
}

/* A FIFO where the saved game should be is refused at once (never read,
 * never waited on) and set aside; so is a symbolic link. */
static void test_not_regular_files(void)
{
	char p[PATH_MAX + 80], back[8];
	path_of("fifo", p, sizeof p);
	CHECK_INT(mkfifo(p, 0600), 0);
	CHECK_INT(state_load(&sd, "fifo", 7, back, sizeof back, msg, sizeof msg), -EINVAL);
	CHECK_MSG(strstr(msg, "not a regular file; set aside") != NULL, msg);
	CHECK(exists("fifo.bad.1") && !exists("fifo"));
	state_remove(&sd, "fifo.bad.1");
	path_of("link", p, sizeof p);
	CHECK_INT(symlink("/etc/passwd", p), 0);
	CHECK_INT(state_load(&sd, "link", 7, back, sizeof back, msg, sizeof msg), -EINVAL);
	CHECK(exists("link.bad.1") && !exists("link"));
	state_remove(&sd, "link.bad.1");
}

/* What a load by another user gave: its result and message, then a save's. */
struct load_report {
	int load, save;
	char msg[PATH_MAX + 200];
};

/* A saved game this user cannot read (root's, mode 0600, in a directory
 * the kiosk's user owns, as after a restore by hand): not "no game", which
 * would let the first save replace it, but set aside where the message
 * says; the next game then saves.  Root reads anything, so a child drops
 * to nobody (65534); any other user reads nothing of mode 0000. */
static void test_unreadable_is_set_aside(void)
{
	char udir[] = "/tmp/tessera-state-unreadable-XXXXXX", data[16] = "a game", want[2 * PATH_MAX];
	CHECK(mkdtemp(udir) != NULL);
	struct state_dir u = { .writable = true };
	snprintf(u.path, sizeof u.path, "%s", udir);
	CHECK_INT(state_save(&u, "w", 7, data, sizeof data, msg, sizeof msg), 0);
	bool root = geteuid() == 0;
	if (root)
		CHECK_INT(chown(udir, 65534, 65534), 0);
	char w[PATH_MAX + 8];
	snprintf(w, sizeof w, "%s/w", udir);
	CHECK_INT(chmod(w, root ? 0600 : 0000), 0);
	int fds[2];
	CHECK_INT(pipe(fds), 0);
	pid_t pid = fork();
	if (pid == 0) {
		static struct load_report rep;
		char back[16];
		if (root && (setgroups(0, NULL) || setgid(65534) || setuid(65534)))
			_exit(3);
		rep.load = state_load(&u, "w", 7, back, sizeof back, rep.msg, sizeof rep.msg);
		char m2[PATH_MAX + 200];
		rep.save = state_save(&u, "w", 7, data, sizeof data, m2, sizeof m2);
		_exit(write(fds[1], &rep, sizeof rep) == (ssize_t)sizeof rep ? 0 : 4);
	}
	close(fds[1]);
	static struct load_report rep;
	int status = -1;
	CHECK_INT(read(fds[0], &rep, sizeof rep), sizeof rep);
	close(fds[0]);
	CHECK(waitpid(pid, &status, 0) == pid);
	CHECK_INT(status, 0);
	CHECK_INT(rep.load, -EACCES);
	snprintf(want, sizeof want, "%s/w: %s; set aside as %s/w.bad.1", udir, strerror(EACCES), udir);
	CHECK_STR(rep.msg, want);
	char bad[PATH_MAX + 16];
	snprintf(bad, sizeof bad, "%s/w.bad.1", udir);
	CHECK(access(bad, F_OK) == 0);
	/* The new game's save made a new file; the old one is still whole. */
	CHECK_INT(rep.save, 0);
	struct stat st;
	CHECK(stat(bad, &st) == 0 && st.st_size == 20 + 16);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", udir);
	CHECK_INT(system(cmd), 0);
}

/* A file that can neither be used nor set aside (each NAME.bad.N taken by
 * a directory that will not move) stays as it is: the saves of this run
 * refuse to replace it, saying so, and a game's end does not remove it;
 * other names still save. */
static void test_held_file_is_never_replaced(void)
{
	char data[32] = "the only copy", back[32], p[PATH_MAX + 80], want[PATH_MAX + 80];
	for (int i = 1; i <= STATE_BAD_KEEP; i++) {
		snprintf(p, sizeof p, "%s/h.bad.%d", sd.path, i);
		CHECK_INT(mkdir(p, 0700), 0);
		snprintf(p, sizeof p, "%s/h.bad.%d/x", sd.path, i);
		CHECK_INT(mkdir(p, 0700), 0);
	}
	CHECK_INT(state_save(&sd, "h", 7, data, sizeof data, msg, sizeof msg), 0);
	corrupt("h", 30, 0);
	CHECK_INT(state_load(&sd, "h", 7, back, sizeof back, msg, sizeof msg), -EINVAL);
	CHECK_MSG(strstr(msg, "damaged (checksum); not used, and it could not be set aside") &&
		  strstr(msg, "kept as it is"), msg);
	CHECK_INT(state_save(&sd, "h", 7, "new game", 9, msg, sizeof msg), -EBUSY);
	snprintf(want, sizeof want, "not saving %s/h: ", sd.path);
	CHECK_MSG(strncmp(msg, want, strlen(want)) == 0, msg);
	state_remove(&sd, "h");
	/* Still the damaged first game, byte for byte where it was not hit. */
	path_of("h", p, sizeof p);
	FILE *f = fopen(p, "rb");
	CHECK(f != NULL);
	if (f) {
		char got[20 + 32];
		CHECK_INT(fread(got, 1, sizeof got, f), sizeof got);
		CHECK(memcmp(got + 20 + 11, data + 11, sizeof data - 11) == 0);
		fclose(f);
	}
	CHECK_INT(state_save(&sd, "other", 7, data, sizeof data, msg, sizeof msg), 0);
	state_remove(&sd, "other");
	/* A missing file is nothing to hold: set_aside on it changes nothing. */
	CHECK_INT(state_set_aside(&sd, "absent", "gone", msg, sizeof msg), -ENOENT);
	CHECK_INT(state_save(&sd, "absent", 7, data, sizeof data, msg, sizeof msg), 0);
	state_remove(&sd, "absent");
	char cmd[160];
	snprintf(cmd, sizeof cmd, "rm -rf %s/state/h %s/state/h.bad.*", dir, dir);
	CHECK_INT(system(cmd), 0);
}

/* A save killed between writing its temporary file and the rename: the
 * last whole save loads, and the temporary file is gone. */
static void test_killed_save_leaves_nothing(void)
{
	char data[32] = "the last whole turn", back[32], p[PATH_MAX + 80];
	CHECK_INT(state_save(&sd, "t", 7, data, sizeof data, msg, sizeof msg), 0);
	path_of(".t.tmp", p, sizeof p);
	FILE *f = fopen(p, "w");
	CHECK(f != NULL);
	if (f) {
		fputs("half a save", f);
		fclose(f);
	}
	CHECK_INT(state_load(&sd, "t", 7, back, sizeof back, msg, sizeof msg), 0);
	CHECK_STR(back, "the last whole turn");
	CHECK(!exists(".t.tmp"));
	state_remove(&sd, "t");
}

/* Makes dir read-only for this process, root included: a read-only bind
 * mount in a mount namespace of its own (true: undo with umount); without
 * the privilege for that (not root), the permissions do it. */
static bool make_read_only(const char *path)
{
	if (unshare(CLONE_NEWNS) == 0 && mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 &&
	    mount(path, path, NULL, MS_BIND, NULL) == 0) {
		if (mount(NULL, path, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL) == 0)
			return true;
		umount2(path, MNT_DETACH);
	}
	CHECK_MSG(geteuid() != 0, "root could not make a read-only mount");
	chmod(path, 0500);
	return false;
}

/* A directory that can be read but not written: the saved game still
 * loads, with a warning that later turns are not saved.  Runs last: the
 * mount namespace stays. */
static void test_read_only_directory_still_loads(void)
{
	char ro[96], data[16] = "kept", back[16];
	snprintf(ro, sizeof ro, "%s/ro", dir);
	mkdir(ro, 0700);
	setenv("STATE_DIRECTORY", ro, 1);
	struct state_dir d;
	CHECK_INT(state_dir_open(&d, msg, sizeof msg), 0);
	CHECK_INT(state_save(&d, "game", 7, data, sizeof data, msg, sizeof msg), 0);
	bool mounted = make_read_only(ro);
	CHECK_INT(state_dir_open(&d, msg, sizeof msg), 0);
	CHECK(!d.writable);
	CHECK_MSG(strstr(msg, "not writable") && strstr(msg, "later turns are not saved in this run"), msg);
	/* What to do about it: nothing here saves again in this run, and a
	 * read-only mount is no matter of owners (chown would not help). */
	CHECK_MSG(strstr(msg, "then restart tessera") != NULL, msg);
	if (mounted)
		CHECK_MSG(strstr(msg, "Read-only file system") && strstr(msg, "remount it read-write") &&
			  !strstr(msg, "chown"), msg);
	else
		CHECK_MSG(strstr(msg, "chown or chmod it") != NULL, msg);
	memset(back, 0, sizeof back);
	CHECK_INT(state_load(&d, "game", 7, back, sizeof back, msg, sizeof msg), 0);
	CHECK_STR(back, "kept");
	/* Writing is refused with the path, and nothing is lost. */
	CHECK(state_save(&d, "game", 7, "new", 4, msg, sizeof msg) < 0);
	CHECK_MSG(strstr(msg, ro) != NULL, msg);
	CHECK_INT(state_load(&d, "game", 7, back, sizeof back, msg, sizeof msg), 0);
	CHECK_STR(back, "kept");
	if (mounted)
		umount2(ro, MNT_DETACH);
	else
		chmod(ro, 0700);
	/* Under a file, a directory cannot be: an error, even for root. */
	setenv("STATE_DIRECTORY", "/dev/null/tessera", 1);
	CHECK(state_dir_open(&d, msg, sizeof msg) < 0);
	CHECK(strstr(msg, "/dev/null/tessera") != NULL);
}

/* A file where the directory should be: one message at the start that says
 * so, not a directory that seems fine and saves that all fail. */
static void test_file_in_place_of_directory(void)
{
	char plain[96], want[160];
	struct state_dir d;
	snprintf(plain, sizeof plain, "%s/plain", dir);
	FILE *f = fopen(plain, "w");
	CHECK(f != NULL);
	if (f)
		fclose(f);
	setenv("STATE_DIRECTORY", plain, 1);
	CHECK_INT(state_dir_open(&d, msg, sizeof msg), -ENOTDIR);
	snprintf(want, sizeof want, "state directory %s is not a directory", plain);
	CHECK_MSG(strncmp(msg, want, strlen(want)) == 0, msg);
	remove(plain);
}

/* A directory that goes away or turns unusable after the start (a full or
 * read-only card, removed by hand): every call returns an error with the
 * path in the message; the program warns and plays on.  Also no home and
 * no $STATE_DIRECTORY: an error, not a crash. */
static void test_directory_lost_after_start(void)
{
	struct state_dir gone = { .writable = true };	/* as opened, before it went */
	snprintf(gone.path, sizeof gone.path, "/dev/null/tessera");	/* under a file: fails even for root */
	uint32_t v = 42, back = 0;
	msg[0] = 0;
	CHECK(state_save(&gone, "game", 1, &v, sizeof v, msg, sizeof msg) < 0);
	CHECK_MSG(strstr(msg, "/dev/null/tessera") != NULL, msg);
	msg[0] = 0;
	CHECK(state_load(&gone, "game", 1, &back, sizeof back, msg, sizeof msg) < 0);
	CHECK_MSG(strstr(msg, "/dev/null/tessera") != NULL, msg);
	CHECK_INT(back, 0);
	state_remove(&gone, "game");

	char *home = getenv("HOME"), saved_home[PATH_MAX] = "";
	if (home)
		snprintf(saved_home, sizeof saved_home, "%s", home);
	unsetenv("STATE_DIRECTORY");
	unsetenv("HOME");
	CHECK(state_dir_open(&gone, msg, sizeof msg) < 0);
	CHECK_MSG(strstr(msg, "STATE_DIRECTORY") != NULL, msg);
	if (saved_home[0])
		setenv("HOME", saved_home, 1);
}

static void test_home_default(void)
{
	unsetenv("STATE_DIRECTORY");
	char home[96];
	snprintf(home, sizeof home, "%s/home", dir);
	setenv("HOME", home, 1);
	struct state_dir d;
	CHECK_INT(state_dir_open(&d, msg, sizeof msg), 0);
	char want[160];
	snprintf(want, sizeof want, "%s/.local/state/tessera", home);
	CHECK_STR(d.path, want);
	struct stat st;
	CHECK(stat(want, &st) == 0 && S_ISDIR(st.st_mode));
}

int main(void)
{
	snprintf(dir, sizeof dir, "/tmp/tessera-state-%d", (int)getpid());
	mkdir(dir, 0700);
	char first[160];
	snprintf(first, sizeof first, "%s/state:%s/other", dir, dir);	/* systemd lists with ':' */
	setenv("STATE_DIRECTORY", first, 1);
	CHECK_INT(state_dir_open(&sd, msg, sizeof msg), 0);
	char want[160];
	snprintf(want, sizeof want, "%s/state", dir);
	CHECK_STR(sd.path, want);
	RUN(test_round_trip);
	RUN(test_grown_layout);
	RUN(test_save_and_remove_sync_the_directory);
	RUN(test_directory_at_the_temporary_name);
	RUN(test_bad_files);
	RUN(test_set_aside_files_are_kept);
	RUN(test_not_regular_files);
	RUN(test_set_aside_on_request);
	RUN(test_keep_for_a_later_run);
	RUN(test_unreadable_is_set_aside);
	RUN(test_held_file_is_never_replaced);
	RUN(test_killed_save_leaves_nothing);
	RUN(test_file_in_place_of_directory);
	RUN(test_directory_lost_after_start);
	RUN(test_home_default);
	RUN(test_read_only_directory_still_loads);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd) != 0)
		fprintf(stderr, "could not remove %s\n", dir);
	return check_finish();
}
