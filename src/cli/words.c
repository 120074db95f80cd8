/* tessera-words: score a move on a position, list the legal moves of a rack,
 * look words up, replay a GCG record.  Line-oriented output for people and scripts; exit status 0 (ok),
 * 1 (illegal move / invalid word / record that does not verify), 2 (bad
 * input: unreadable file, garbled text, corrupt dictionary, bad usage). */
/* readdir and stat of the records folder: 64-bit offsets for 32-bit ARM (records.c). */
#define _FILE_OFFSET_BITS 64
#include "ai/words_movegen.h"
#include "core/core_text.h"
#include "core/reversi/reversi.h"
#include "core/words/gcg.h"
#include "core/words/notation.h"
#include "core/words/words.h"
#include "dict/dict.h"
#include "platform/datadir.h"
#include "platform/dict_file.h"
#include "platform/records.h"
#include "platform/state.h"
#include "platform/storage.h"

#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define DICT_NAME DICT_FILE_NAME
/* The kiosk unit's state directory (StateDirectory=tessera in
 * dist/tessera.service; tests/cli/words.sh checks they agree). */
#define RECORDS_SERVICE_DIR "/var/lib/tessera/records"

enum exit_code { EXIT_OK = 0, EXIT_NO = 1, EXIT_BAD = 2 };

static const char *prog = "tessera-words";

/* The install's data directory as --help names it. */
static const char *installed_dir(void)
{
	static char dir[PATH_MAX];
	if (datadir_installed(dir, sizeof dir))
		snprintf(dir, sizeof dir, "unknown: no /proc/self/exe");
	return dir;
}

static void usage(FILE *out)
{
	fprintf(out,
		"usage: %s score [--dict FILE | --no-dict] POSITION MOVE...\n"
		"       %s moves [--dict FILE] [--top N | --count] POSITION RACK\n"
		"       %s check [--dict FILE] WORD...\n"
		"       %s replay FILE.gcg\n"
		"       %s records [--dir DIR] [NUMBER]\n"
		"       %s --help\n"
		"\n"
		"score   Scores MOVE on POSITION for the player to move and prints\n"
		"        'score N', then 'word WORD N' for each word formed (main word\n"
		"        first, a blank's letter in lowercase) and 'bingo 50' when all\n"
		"        seven tiles are played; or 'illegal: REASON'.  POSITION is a\n"
		"        file of 15 lines of 15 squares ('.' empty, A-Z a tile, a-z a\n"
		"        blank), or - for standard input.  MOVE is GCG notation, in one\n"
		"        argument or several: '8D WINDY'\n"
		"        (row 8, column D, across), 'D8 wINDY' (down; lowercase is a\n"
		"        blank), '.' or '(IN)' for letters already on the board.  The\n"
		"        rack is taken to hold exactly the tiles the move puts down.  An\n"
		"        empty board means a first move (it must cover H8).\n"
		"        Exit 0 legal, 1 illegal, 2 bad input.\n"
		"moves   Lists every legal play of RACK on POSITION (a file as for\n"
		"        score, or -), best first, one a line: 'COORD WORD SCORE' in GCG\n"
		"        notation, letters already on the board in parentheses, a blank\n"
		"        in lowercase ('8D W(IN)Dy 27').  RACK is up to 7 tiles A-Z, '?'\n"
		"        a blank.  Passes and exchanges are not listed.  --top N prints\n"
		"        only the N best; --count prints only 'moves N'.  Equal scores\n"
		"        are ordered by square, across before down, then word.\n"
		"        Exit 0 (also when there is no legal play), 2 bad input.\n"
		"check   Prints 'WORD valid' or 'WORD invalid' for each WORD.\n"
		"        Exit 0 if all are valid, 1 otherwise, 2 bad input.\n"
		"replay  Replays a GCG record (FILE.gcg, or - for standard input)\n"
		"        through the rules, checking every score and total, and\n"
		"        prints each line and the final scores.  The record's racks\n"
		"        are used (a record holds no bag order); word validity is the\n"
		"        record's own (a play stands unless a '--' line withdraws it),\n"
		"        so no dictionary is needed.  House rules come\n"
		"        from a '#note tessera-rules' line (see docs/words-records.md).\n"
		"        A record that shows only the tiles played for a player (an\n"
		"        annotator's unseen opponent) is checked as far as it can be\n"
		"        and says 'partial racks NICK'.  A record that stops at the\n"
		"        sixth scoreless turn in a row, or (two players) at the play\n"
		"        that goes out, without the end-of-game lines, is a finished\n"
		"        game: the lines the rules count are printed.\n"
		"        Exit 0 verified, 1 a score, total, rack or move that does not\n"
		"        verify (its line is named), 2 unreadable or garbled.\n"
		"records Lists the finished games tessera kept (the last %d, in the\n"
		"        folder 'records' of the state directory: $STATE_DIRECTORY,\n"
		"        else ~/.local/state/tessera, read and never made; the kiosk\n"
		"        service's is " RECORDS_SERVICE_DIR ": --dir DIR names\n"
		"        a folder): one a line, 'NUMBER DATE TIME GAME PLAYER\n"
		"        SCORE, PLAYER SCORE', oldest first (after 999999 the numbers\n"
		"        go on at 000000).  With NUMBER, prints that game's record (GCG\n"
		"        for Words, for Quackle or Woogles; bytes that are not text\n"
		"        as \\xNN).  Each record is checked: a Words record replayed\n"
		"        to the game's end, a Reversi record's moves played by the\n"
		"        rules to the end and its result compared; one that does not\n"
		"        verify is listed as '(does not verify)', or printed all the\n"
		"        same, and why is said on stderr.  A record that cannot be\n"
		"        read is named on stderr and skipped.  No folder yet in the\n"
		"        state directory is no game finished there yet: said on\n"
		"        stderr, exit 0; a --dir DIR that is not there is exit 2.\n"
		"        Exit 0, 1 no such record or a record that does not verify,\n"
		"        2 bad usage or folder, or a record that could not be read.\n"
		"\n"
		"--dict FILE  the compiled dictionary (.tdict, made by mkdict).  Without\n"
		"             it: $TESSERA_DICT, else %s next to this program, else\n"
		"             ../dict/%s beside it (the build tree), else the\n"
		"             install's PREFIX/share/tessera/%s, PREFIX being the\n"
		"             folder above this program's; here:\n"
		"             %s/%s.\n"
		"--no-dict    (score) accept every word.\n",
		prog, prog, prog, prog, prog, prog, RECORDS_KEEP, DICT_NAME, DICT_NAME, DICT_NAME, installed_dir(),
		DICT_NAME);
}

/* ---- files ------------------------------------------------------------------ */

#define TEXT_MAX (1 << 20)

/* Reads a whole text file (or standard input for "-") into buf; returns the
 * length or -1 after saying why. */
static long read_text(const char *path, char *buf, size_t size)
{
	if (strcmp(path, "-") != 0) {
		/* A file: never waits on a FIFO named in its place (storage.h). */
		long n = storage_read_file(path, buf, size);
		if (n == -EFBIG)
			fprintf(stderr, "%s: %s: too large (over %zu bytes)\n", prog, path, size);
		else if (n < 0)
			fprintf(stderr, "%s: %s: %s\n", prog, path, storage_error_text((int)n));
		return n < 0 ? -1 : n;
	}
	size_t n = fread(buf, 1, size, stdin);
	if (ferror(stdin)) {
		fprintf(stderr, "%s: (standard input): %s\n", prog, strerror(errno ? errno : EIO));
		return -1;
	}
	if (n == size && fgetc(stdin) != EOF) {
		fprintf(stderr, "%s: (standard input): too large (over %zu bytes)\n", prog, size);
		return -1;
	}
	return (long)n;
}

/* ---- dictionary --------------------------------------------------------------- */

static int load_dict(struct dict_file *d, const char *path)
{
	char msg[PATH_MAX + 160];
	if (dict_file_open(d, path, NULL, msg, sizeof msg) == 0)
		return 0;
	fprintf(stderr, "%s: %s%s\n", prog, msg, path ? "" : "; use --dict FILE or --no-dict");
	return -1;
}

/* ---- positions --------------------------------------------------------------- */

static char text[TEXT_MAX];

/* Reads and parses a position file (or "-"); says why and returns -1 when
 * it cannot. */
static int read_position(const char *path, struct notation_board *board)
{
	char msg[256];
	struct notation_error ne;
	long len = read_text(path, text, sizeof text);
	if (len < 0)
		return -1;
	if (notation_position_parse(text, (size_t)len, board, &ne)) {
		notation_error_format(&ne, msg, sizeof msg);
		fprintf(stderr, "%s: %s: %s\n", prog, strcmp(path, "-") == 0 ? "(standard input)" : path,
			msg);
		return -1;
	}
	return 0;
}

/* ---- score ------------------------------------------------------------------ */

/* An option that takes the next argument, found last: a value missing,
 * not an unknown option.  Returns EXIT_BAD after saying so. */
static int missing_value(const char *cmd, const char *option, const char *value)
{
	fprintf(stderr, "%s %s: %s needs a value, %s (the next argument; see --help)\n", prog, cmd, option, value);
	return EXIT_BAD;
}

struct score_args {
	const char *dict_path, *pos_path;
	bool no_dict;
	char move[128]; /* the move's arguments joined by spaces */
};

/* Options, the position, then the move as one argument or several ("8D"
 * "WINDY").  Returns EXIT_OK or EXIT_BAD after saying why. */
static int score_args(int argc, char **argv, struct score_args *a)
{
	int i;
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--dict") == 0 && i + 1 == argc)
			return missing_value("score", argv[i], "a dictionary FILE");
		else if (strcmp(argv[i], "--dict") == 0)
			a->dict_path = argv[++i];
		else if (strcmp(argv[i], "--no-dict") == 0)
			a->no_dict = true;
		else if (strcmp(argv[i], "--") == 0) {
			i++;
			break;
		} else if (argv[i][0] == '-' && argv[i][1] != '\0') {
			fprintf(stderr, "%s score: unknown option %s (see --help)\n", prog, argv[i]);
			return EXIT_BAD;
		} else
			break;
	}
	if (argc - i < 2) {
		fprintf(stderr, "%s score: needs a POSITION file (or -) and a MOVE (see --help)\n", prog);
		return EXIT_BAD;
	}
	if (a->dict_path && a->no_dict) {
		fprintf(stderr, "%s score: --dict and --no-dict exclude each other\n", prog);
		return EXIT_BAD;
	}
	a->pos_path = argv[i++];
	for (; i < argc; i++) {
		size_t used = strlen(a->move);
		if (used + strlen(argv[i]) + 2 > sizeof a->move) {
			fprintf(stderr, "%s score: the move is too long\n", prog);
			return EXIT_BAD;
		}
		snprintf(a->move + used, sizeof a->move - used, "%s%s", used ? " " : "", argv[i]);
	}
	return EXIT_OK;
}

/* Scores the n placements on board as the rules core does, the rack holding
 * exactly those tiles, and prints the verdict. */
static int print_score(const struct notation_board *board, const struct notation_placement *pl, int n,
		       struct words_lexicon lexicon)
{
	static struct words_game game;
	struct words_options options = {0};
	options.challenge = WORDS_CHALLENGE_ENFORCED; /* the dictionary decides */
	if (words_init(&game, 2, 0, &options, lexicon) != WORDS_OK) {
		fprintf(stderr, "%s: the rules core refused to start a game\n", prog);
		return EXIT_BAD;
	}
	memcpy(game.pos.board, board->sq, sizeof game.pos.board);
	struct words_move m;
	words_move_clear(&m);
	char *rack = game.pos.rack[game.pos.current];
	for (int k = 0; k < n; k++) {
		words_move_add(&m, pl[k].square, pl[k].tile);
		rack[k] = pl[k].tile >= 'a' ? '?' : pl[k].tile;
	}
	rack[n] = '\0';
	game.pos.bag_len = 0; /* the bag plays no part in a score */

	struct words_result r;
	enum words_status st = words_evaluate(&game, &m, &r);
	if (st != WORDS_OK) {
		printf("illegal: %s\n", r.message[0] ? r.message : words_status_text(st));
		return EXIT_NO;
	}
	printf("score %d\n", r.score);
	for (int k = 0; k < r.word_count; k++)
		printf("word %s %d\n", r.words[k].letters, r.words[k].score);
	if (r.bingo)
		printf("bingo %d\n", WORDS_BINGO_BONUS);
	return EXIT_OK;
}

static int cmd_score(int argc, char **argv)
{
	static struct dict_file dict;
	struct score_args a = {0};
	char msg[256];
	if (score_args(argc, argv, &a) != EXIT_OK)
		return EXIT_BAD;
	struct notation_board board;
	if (read_position(a.pos_path, &board))
		return EXIT_BAD;
	struct notation_move move;
	struct notation_error ne;
	if (notation_move_parse(a.move, strlen(a.move), &move, &ne)) {
		notation_error_format(&ne, msg, sizeof msg);
		fprintf(stderr, "%s: move '%s': %s\n", prog, a.move, msg);
		return EXIT_BAD;
	}
	if (move.kind != NOTATION_PLACE) {
		fprintf(stderr, "%s: move '%s': only a play that places tiles has a score\n", prog, a.move);
		return EXIT_BAD;
	}
	struct notation_placement pl[NOTATION_RACK];
	int n = notation_move_tiles(&move, &board, pl, &ne);
	if (n < 0) {
		/* The move contradicts the position: the move is wrong, not the input. */
		printf("illegal: %s\n", ne.msg);
		return EXIT_NO;
	}
	struct words_lexicon lexicon = {NULL, NULL};
	if (!a.no_dict) {
		if (load_dict(&dict, a.dict_path))
			return EXIT_BAD;
		lexicon = dict_file_lexicon(&dict);
	}
	return print_score(&board, pl, n, lexicon);
}

/* ---- moves ---------------------------------------------------------------- */

#define MOVES_CAP (1 << 20) /* well above the busiest rack of two blanks */

/* "8D W(IN)Dy": the main word with the letters already on the board in
 * parentheses, which notation_move_parse reads back. */
static void format_gen_move(const struct words_gen_move *m, char *buf, size_t size)
{
	char coord[8];
	size_t n;
	words_coord(m->square, (enum words_dir)m->dir, coord, sizeof coord);
	n = (size_t)snprintf(buf, size, "%s ", coord);
	for (int i = 0; i < m->len && n + 3 < size; i++) {
		bool in = m->through >> i & 1;
		bool prev = i > 0 && (m->through >> (i - 1) & 1);
		if (in && !prev)
			buf[n++] = '(';
		if (!in && prev)
			buf[n++] = ')';
		buf[n++] = m->word[i];
	}
	if (m->len > 0 && (m->through >> (m->len - 1) & 1) && n + 1 < size)
		buf[n++] = ')';
	buf[n] = '\0';
}

/* RACK: 1 to 7 tiles A-Z (either case) or '?', into rack in upper case.
 * Returns EXIT_OK or EXIT_BAD after saying why. */
static int rack_arg(const char *arg, char rack[WORDS_RACK_SIZE + 1])
{
	size_t len = strlen(arg);
	bool ok = len >= 1 && len <= WORDS_RACK_SIZE;
	for (size_t k = 0; ok && k < len; k++) {
		char c = arg[k];
		if (c >= 'a' && c <= 'z')
			c = (char)(c - 'a' + 'A');
		ok = (c >= 'A' && c <= 'Z') || c == '?';
		rack[k] = c;
	}
	if (!ok) {
		fprintf(stderr, "%s moves: rack '%s': 1 to 7 tiles A-Z or ? (a blank)\n", prog, arg);
		return EXIT_BAD;
	}
	rack[len] = '\0';
	return EXIT_OK;
}

struct moves_args {
	const char *dict_path, *pos_path;
	long top;        /* 0: every move */
	bool count_only;
	char rack[WORDS_RACK_SIZE + 1]; /* upper case, '?' a blank */
};

/* Options before or after the two operands, POSITION and RACK.  Returns
 * EXIT_OK or EXIT_BAD after saying why. */
static int moves_args(int argc, char **argv, struct moves_args *a)
{
	const char *operand[2];
	int nop = 0;
	bool opts_done = false;
	for (int i = 0; i < argc; i++) {
		if (opts_done || argv[i][0] != '-' || argv[i][1] == '\0') {
			if (nop == 2) {
				fprintf(stderr, "%s moves: unexpected argument %s (see --help)\n", prog,
					argv[i]);
				return EXIT_BAD;
			}
			operand[nop++] = argv[i];
		} else if (strcmp(argv[i], "--dict") == 0 && i + 1 == argc)
			return missing_value("moves", argv[i], "a dictionary FILE");
		else if (strcmp(argv[i], "--dict") == 0)
			a->dict_path = argv[++i];
		else if (strcmp(argv[i], "--top") == 0 && i + 1 == argc)
			return missing_value("moves", argv[i], "a number N");
		else if (strcmp(argv[i], "--top") == 0) {
			char *end;
			a->top = strtol(argv[++i], &end, 10);
			if (*end || a->top < 1 || a->top > MOVES_CAP) {
				fprintf(stderr, "%s moves: --top needs a number from 1 to %d\n", prog,
					MOVES_CAP);
				return EXIT_BAD;
			}
		} else if (strcmp(argv[i], "--count") == 0)
			a->count_only = true;
		else if (strcmp(argv[i], "--") == 0)
			opts_done = true;
		else {
			fprintf(stderr, "%s moves: unknown option %s (see --help)\n", prog, argv[i]);
			return EXIT_BAD;
		}
	}
	if (nop != 2) {
		fprintf(stderr, "%s moves: needs a POSITION file (or -) and a RACK (see --help)\n", prog);
		return EXIT_BAD;
	}
	if (a->top && a->count_only) {
		fprintf(stderr, "%s moves: --top and --count exclude each other\n", prog);
		return EXIT_BAD;
	}
	a->pos_path = operand[0];
	return rack_arg(operand[1], a->rack);
}

static int cmd_moves(int argc, char **argv)
{
	static struct words_gen_move moves[MOVES_CAP];
	static struct dict_file dict;
	struct moves_args a = {0};
	if (moves_args(argc, argv, &a) != EXIT_OK)
		return EXIT_BAD;
	struct notation_board board;
	if (read_position(a.pos_path, &board) || load_dict(&dict, a.dict_path))
		return EXIT_BAD;

	struct words_gen_list l;
	if (a.count_only)
		words_gen_list_init(&l, moves, 1, WORDS_GEN_COUNT);
	else if (a.top)
		words_gen_list_init(&l, moves, (int)a.top, WORDS_GEN_TOP);
	else
		words_gen_list_init(&l, moves, MOVES_CAP, WORDS_GEN_ALL);
	int err = words_gen_moves(&dict.dict, board.sq, a.rack, &l);
	if (err) {
		fprintf(stderr, "%s moves: the generator refused the input (%d)\n", prog, err);
		return EXIT_BAD;
	}
	if (l.overflow) {
		fprintf(stderr, "%s moves: more than %d moves; use --top\n", prog, MOVES_CAP);
		return EXIT_BAD;
	}
	if (a.count_only) {
		printf("moves %ld\n", l.total);
		return EXIT_OK;
	}
	words_gen_sort(&l);
	char line[64];
	for (int k = 0; k < l.count; k++) {
		format_gen_move(&moves[k], line, sizeof line);
		printf("%s %d\n", line, moves[k].score);
	}
	return EXIT_OK;
}

/* ---- check ---------------------------------------------------------------- */

static int cmd_check(int argc, char **argv)
{
	static struct dict_file dict;
	const char *dict_path = NULL;
	int i, status = EXIT_OK;

	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--dict") == 0 && i + 1 == argc)
			return missing_value("check", argv[i], "a dictionary FILE");
		else if (strcmp(argv[i], "--dict") == 0)
			dict_path = argv[++i];
		else if (strcmp(argv[i], "--") == 0) {
			i++;
			break;
		} else if (argv[i][0] == '-') {
			fprintf(stderr, "%s check: unknown option %s (see --help)\n", prog, argv[i]);
			return EXIT_BAD;
		} else
			break;
	}
	if (i == argc) {
		fprintf(stderr, "%s check: needs at least one WORD (see --help)\n", prog);
		return EXIT_BAD;
	}
	for (int k = i; k < argc; k++)
		for (const char *c = argv[k]; *c; c++)
			if (!((*c >= 'A' && *c <= 'Z') || (*c >= 'a' && *c <= 'z'))) {
				fprintf(stderr, "%s check: '%s' is not a word (letters A-Z only)\n", prog,
					argv[k]);
				return EXIT_BAD;
			}
	if (load_dict(&dict, dict_path))
		return EXIT_BAD;
	for (; i < argc; i++) {
		bool ok = dict_contains(&dict.dict, argv[i], strlen(argv[i]));
		printf("%s %s\n", argv[i], ok ? "valid" : "invalid");
		if (!ok)
			status = EXIT_NO;
	}
	return status;
}

/* ---- replay ----------------------------------------------------------------- */

static void print_event(void *ctx, const struct gcg_record *rec, int index,
			const struct gcg_replay *rp, const struct words_result *r)
{
	const struct gcg_event *ev = &rec->events[index];
	char line[256];
	(void)ctx, (void)rp;
	if (gcg_format_event(rec, ev, line, sizeof line) < 0)
		snprintf(line, sizeof line, "(event %d)", index + 1);
	printf("line %d: %s", ev->line, line);
	if (r) {
		printf("  [");
		for (int k = 0; k < r->word_count; k++)
			printf("%s%s %d", k ? ", " : "", r->words[k].letters, r->words[k].score);
		if (r->bingo)
			printf(", bingo %d", WORDS_BINGO_BONUS);
		printf("]");
	}
	printf("\n");
}

static int cmd_replay(int argc, char **argv)
{
	static struct gcg_record rec;
	static struct gcg_replay rp;
	struct gcg_error err;
	char msg[256];

	if (argc != 1 || (argv[0][0] == '-' && argv[0][1] != '\0')) {
		fprintf(stderr, "%s replay: needs exactly one FILE.gcg (see --help)\n", prog);
		return EXIT_BAD;
	}
	const char *path = argv[0];
	const char *name = strcmp(path, "-") == 0 ? "(standard input)" : path;
	long len = read_text(path, text, sizeof text);
	if (len < 0)
		return EXIT_BAD;
	if (gcg_parse(text, (size_t)len, &rec, &err)) {
		gcg_error_format(&err, msg, sizeof msg);
		fprintf(stderr, "%s: %s: %s\n", prog, name, msg);
		return EXIT_BAD;
	}
	int rc = gcg_replay(&rec, &rp, print_event, NULL, &err);
	if (rc) {
		gcg_error_format(&err, msg, sizeof msg);
		fflush(stdout);
		fprintf(stderr, "%s: %s: %s\n", prog, name, msg);
		return rc == GCG_ERR_SYNTAX ? EXIT_BAD : EXIT_NO;
	}
	for (int p = 0; p < rec.nplayers; p++)
		if (rp.partial_racks >> p & 1)
			printf("partial racks %s (only the tiles played are shown: checked against the unseen tiles)\n",
			       rec.players[p].nick);
	/* The game ended (six scoreless turns, or a player went out) and the
	 * record stops there: the rules' end-of-game lines, counted in the
	 * totals, are shown (one a player, so each shows its final total). */
	for (int k = 0; rp.end_from_rules && k < rp.game.pos.log_len; k++) {
		const struct words_turn *t = &rp.game.log[k];
		if (t->kind != WORDS_TURN_END_RACK && t->kind != WORDS_TURN_END_GAIN)
			continue;
		bool gain = t->kind == WORDS_TURN_END_GAIN;
		struct gcg_event ev = { .kind = gain ? GCG_END_POINTS : GCG_END_PENALTY, .player = rp.player[t->player],
					.score = t->score };
		ev.total = rp.total[ev.player];
		snprintf(ev.rack, sizeof ev.rack, "%s", gain ? "" : t->tiles);
		snprintf(ev.end_rack, sizeof ev.end_rack, "%s", t->tiles);
		char line[256];
		if (gcg_format_event(&rec, &ev, line, sizeof line) >= 0)
			printf("end by the rules (not in the record): %s\n", line);
	}
	for (int p = 0; p < rec.nplayers; p++)
		printf("final %s %d\n", rec.players[p].nick, rp.total[p]);
	if (!words_is_over(&rp.game)) {
		printf("unfinished\n");
	} else {
		unsigned leaders = words_leaders(&rp.game);
		int count = 0, seat = 0;
		for (int s = 0; s < rec.nplayers; s++)
			if (leaders >> s & 1) {
				count++;
				seat = s;
			}
		if (count == 1)
			printf("winner %s\n", rec.players[rp.player[seat]].nick);
		else
			printf("tie\n");
	}
	return EXIT_OK;
}


/* ---- records ------------------------------------------------------------------ */

/* "ann 320, bob 290" for a Words record: the replayed totals.  Returns
 * false, with why, for a record that does not parse or replay. */
static bool words_summary(const char *body, size_t len, char *out, size_t size, char *why, size_t why_size)
{
	static struct gcg_record rec;
	static struct gcg_replay rp;
	struct gcg_error err;
	size_t k = 0;
	out[0] = '\0';
	if (gcg_parse(body, len, &rec, &err) || gcg_replay(&rec, &rp, NULL, NULL, &err)) {
		gcg_error_format(&err, why, why_size);
		return false;
	}
	/* The kiosk keeps a record when a game ends: one that stops before
	 * (cut short, copied in by hand) has no final scores to list, as a
	 * Reversi record's unfinished game has none. */
	if (!words_is_over(&rp.game)) {
		int last = rec.nevents ? rec.events[rec.nevents - 1].line : 0;
		if (last > 0)
			snprintf(why, why_size, "line %d: the game is not over after its %d turn line%s (a record is "
				 "kept when a game ends)", last, rec.nevents, rec.nevents == 1 ? "" : "s");
		else
			snprintf(why, why_size, "the record holds no turn (a record is kept when a game ends)");
		return false;
	}
	for (int p = 0; p < rec.nplayers && k < size; p++)
		k += (size_t)snprintf(out + k, size - k, "%s%s %d", p ? ", " : "", rec.players[p].nick, rp.total[p]);
	return true;
}

/* "black You 40, white Computer 24" for a Reversi record, its moves
 * replayed by the rules and its result checked (reversi_record_read).
 * Returns false, with why, for a record that does not check out. */
static bool reversi_summary(const char *body, size_t len, char *out, size_t size, char *why, size_t why_size)
{
	static struct reversi_record rec;
	struct reversi_record_error err;
	out[0] = '\0';
	if (reversi_record_read(&rec, body, len, &err)) {
		snprintf(why, why_size, "%s", err.message);
		return false;
	}
	snprintf(out, size, "black %s %d, white %s %d", rec.black, rec.black_score, rec.white, rec.white_score);
	return true;
}

/* Writes a record on standard output as text: a byte that is not (a
 * control character other than a tab or a line end, a byte that is not
 * UTF-8) is written \xNN, so a stray file never drives the terminal; a
 * lone CR, a line end to the readers, as LF.  A
 * record the kiosk wrote holds none: it is written byte for byte.  Returns
 * the count of bytes so written. */
static long print_text(const char *s, size_t len)
{
	long escaped = 0;
	for (size_t i = 0; i < len;) {
		uint32_t cp = 0;
		size_t n = core_text_next(s + i, len - i, &cp);
		bool line_end = cp == '\n' || (cp == '\r' && i + 1 < len && s[i + 1] == '\n');
		if (cp == '\r' && !line_end) {
			/* A lone CR ends a line for both readers (an old Mac's
			 * file): a line end here too, never a raw CR that would
			 * write the next line over this one. */
			putchar('\n');
			i++;
		} else if (n && (!core_text_control(cp) || cp == '\t' || line_end)) {
			fwrite(s + i, 1, n, stdout);
			i += n;
		} else {
			printf("\\x%02X", (unsigned char)s[i]);
			escaped++;
			i++;
		}
	}
	return escaped;
}

/* A record found in the folder, and where it stands in the order of play. */
struct record_found {
	unsigned num, age;
	enum records_game game;
};

static int compare_found(const void *a, const void *b)
{
	const struct record_found *x = a, *y = b;
	if (x->age != y->age)
		return x->age < y->age ? 1 : -1; /* the oldest (largest age) first */
	return (x->game > y->game) - (x->game < y->game);
}

static int compare_unsigned(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
	return (x > y) - (x < y);
}

/* The record names in dir (only number want's, if want >= 0), at most max,
 * in the order the games were played: the numbers go round after 999999,
 * so the newest is the one records_newest finds (as the kiosk's trim and
 * its next number do), not the highest.  With more than max, the newest
 * max (readdir's order is arbitrary).  The count of names seen in *seen.
 * Returns the count kept, or -1 (errno). */
static int record_names(const char *dir, long want, char names[][RECORDS_NAME], int max, long *seen)
{
	struct record_found *found = NULL;
	unsigned *nums = NULL;
	size_t n = 0, cap = 0;
	int err = 0;
	*seen = 0;
	DIR *d = opendir(dir);
	if (!d)
		return -1;
	for (struct dirent *de; (de = readdir(d));) {
		unsigned num;
		enum records_game game;
		if (!records_parse_name(de->d_name, &num, &game) || (want >= 0 && (long)num != want))
			continue;
		if (n == cap) {
			size_t more = cap ? 2 * cap : 2 * RECORDS_KEEP;
			struct record_found *f = realloc(found, more * sizeof *f);
			if (!f) {
				err = ENOMEM;
				break;
			}
			found = f;
			cap = more;
		}
		found[n++] = (struct record_found){ .num = num, .game = game };
	}
	closedir(d);
	if (!err && n && !(nums = malloc(n * sizeof *nums)))
		err = ENOMEM;
	if (err) {
		free(found);
		errno = err;
		return -1;
	}
	*seen = (long)n;
	for (size_t i = 0; i < n; i++)
		nums[i] = found[i].num;
	qsort(nums, n, sizeof *nums, compare_unsigned);
	unsigned newest = n ? records_newest(nums, n) : 0;
	for (size_t i = 0; i < n; i++)
		found[i].age = records_age(found[i].num, newest);
	qsort(found, n, sizeof *found, compare_found);
	size_t skip = n > (size_t)max ? n - (size_t)max : 0;
	for (size_t i = skip; i < n; i++)
		records_name(found[i].num, found[i].game, names[i - skip]);
	free(nums);
	free(found);
	return (int)(n - skip);
}

/* A record number as the list prints it: 1 to 6 digits, nothing else. */
static long record_number(const char *s)
{
	size_t len = strlen(s);
	if (len < 1 || len > 6 || strspn(s, "0123456789") != len)
		return -1;
	return strtol(s, NULL, 10);
}

static int records_folder(const char *dir_arg, char *dir, size_t size)
{
	if (dir_arg) {
		snprintf(dir, size, "%s", dir_arg);
		return 0;
	}
	/* Only found, never made: a listing leaves the disk as it was (no
	 * folder yet is "no game finished yet"). */
	char state[PATH_MAX], msg[PATH_MAX + 160];
	if (state_dir_path(state, sizeof state, msg, sizeof msg)) {
		fprintf(stderr, "%s records: %s\n", prog, msg);
		return -1;
	}
	snprintf(dir, size, "%s/records", state);
	return 0;
}

static int cmd_records(int argc, char **argv)
{
	static char names[2 * RECORDS_KEEP][RECORDS_NAME];
	const char *dir_arg = NULL, *number = NULL;
	char dir[PATH_MAX + 16], path[sizeof dir + RECORDS_NAME + 2], summary[256];
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--dir") == 0 && i + 1 == argc)
			return missing_value("records", argv[i], "a folder DIR");
		else if (strcmp(argv[i], "--dir") == 0)
			dir_arg = argv[++i];
		else if (!number && argv[i][0] != '-')
			number = argv[i];
		else {
			fprintf(stderr, "%s records: unexpected '%s' (see --help)\n", prog, argv[i]);
			return EXIT_BAD;
		}
	}
	long want = number ? record_number(number) : -1;
	if (number && want < 0) {
		fprintf(stderr, "%s records: '%s' is not a record number (1 to 6 digits, as the list shows)\n", prog,
			number);
		return EXIT_BAD;
	}
	if (records_folder(dir_arg, dir, sizeof dir))
		return EXIT_BAD;
	long seen;
	int n = record_names(dir, want, names, (int)(sizeof names / sizeof *names), &seen);
	if (n < 0) {
		int err = errno;
		/* No folder yet: no game finished there yet - but said, for the
		 * folder of an operator's shell is not the kiosk service's, and an
		 * empty answer would read as "the kiosk kept nothing". */
		if (err == ENOENT && !number && !dir_arg) {
			const char *sd = getenv("STATE_DIRECTORY");
			bool state_set = sd && *sd;
			fprintf(stderr, "%s records: no game finished here yet: no folder %s%s\n", prog, dir,
				state_set ? "" : " (the kiosk service keeps its records in "
				RECORDS_SERVICE_DIR ": --dir " RECORDS_SERVICE_DIR ")");
			return EXIT_OK;
		}
		fprintf(stderr, "%s records: %s: %s\n", prog, dir, strerror(err));
		/* A folder named by hand must be there (a typo lists nothing). */
		return err == ENOENT && !dir_arg ? EXIT_NO : EXIT_BAD;
	}
	if (seen > n)
		fprintf(stderr, "%s records: warning: %ld records in %s, the newest %d listed\n", prog, seen, dir, n);
	int unreadable = 0, unverified = 0;
	char why[256];
	for (int i = 0; i < n; i++) {
		unsigned num;
		enum records_game game;
		records_parse_name(names[i], &num, &game);
		snprintf(path, sizeof path, "%s/%.*s", dir, RECORDS_NAME - 1, names[i]);
		/* A bad entry (a FIFO, unreadable, too large) is said and skipped:
		 * the others are still listed; the exit status tells at the end. */
		long len = read_text(path, text, sizeof text - 1);
		if (len < 0) {
			unreadable++;
			continue;
		}
		text[len] = '\0';
		/* Checked as the list shows it: a Words record replayed, a
		 * Reversi record's moves and result through the rules. */
		bool verified = game == RECORDS_WORDS
					? words_summary(text, (size_t)len, summary, sizeof summary, why, sizeof why)
					: reversi_summary(text, (size_t)len, summary, sizeof summary, why, sizeof why);
		if (number) {
			long escaped = print_text(text, (size_t)len);
			/* What follows on stderr starts a line of its own. */
			if ((escaped || !verified) && len && text[len - 1] != '\n' && text[len - 1] != '\r')
				putchar('\n');
			fflush(stdout);
			if (escaped)
				fprintf(stderr, "%s records: %s: %ld byte%s that %s not text shown as \\xNN\n", prog, path,
					escaped, escaped == 1 ? "" : "s", escaped == 1 ? "is" : "are");
			if (!verified)
				fprintf(stderr, "%s records: %s does not verify (printed all the same): %s\n", prog, path,
					why);
			return verified ? EXIT_OK : EXIT_NO;
		}
		if (!verified) {
			unverified++;
			snprintf(summary, sizeof summary, "(does not verify)");
			fprintf(stderr, "%s records: %s does not verify: %s\n", prog, path, why);
		}
		struct stat sb;
		char when[32] = "?";
		if (stat(path, &sb) == 0)
			strftime(when, sizeof when, "%Y-%m-%d %H:%M", localtime(&sb.st_mtime));
		printf("%06u %s %s %s\n", num, when, game == RECORDS_WORDS ? "words" : "reversi", summary);
	}
	if (unreadable) {
		fprintf(stderr, "%s records: %d record%s in %s could not be read (said above)%s\n", prog, unreadable,
			unreadable == 1 ? "" : "s", dir, number ? "" : ": the others are listed");
		return EXIT_BAD;
	}
	if (number) {
		fprintf(stderr, "%s records: no record %s in %s\n", prog, number, dir);
		return EXIT_NO;
	}
	if (unverified) {
		fprintf(stderr, "%s records: %d record%s in %s do%s not verify (said above, marked in the list)\n", prog,
			unverified, unverified == 1 ? "" : "s", dir, unverified == 1 ? "es" : "");
		return EXIT_NO;
	}
	return EXIT_OK;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return EXIT_BAD;
	}
	const char *cmd = argv[1];
	if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 2; i < argc; i++)
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			return EXIT_OK;
		}
	if (strcmp(cmd, "score") == 0)
		return cmd_score(argc - 2, argv + 2);
	if (strcmp(cmd, "moves") == 0)
		return cmd_moves(argc - 2, argv + 2);
	if (strcmp(cmd, "check") == 0)
		return cmd_check(argc - 2, argv + 2);
	if (strcmp(cmd, "replay") == 0)
		return cmd_replay(argc - 2, argv + 2);
	if (strcmp(cmd, "records") == 0)
		return cmd_records(argc - 2, argv + 2);
	fprintf(stderr, "%s: unknown command '%s' (score, moves, check, replay, records; see --help)\n", prog,
		cmd);
	return EXIT_BAD;
}
