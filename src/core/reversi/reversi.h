/* Reversi rules core: 8x8 bitboards, legal moves, flips, passes, game end,
 * a game record with take-back, and the text formats (transcripts and
 * positions).  No I/O, no allocation: every function works on memory the
 * caller gives it.
 *
 * Squares: file a..h, rank 1..8; index = (rank - 1) * 8 + file, so a1 = 0,
 * h1 = 7, a8 = 56, h8 = 63; bit i of a bitboard is square i.  Start: white
 * on d4 and e5, black on d5 and e4; black moves first (f5 is legal for
 * black).  Boards are printed with rank 1 on top, as Othello diagrams are. */
#ifndef TESSERA_CORE_REVERSI_H
#define TESSERA_CORE_REVERSI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/reversi/reversi_lines.h"
#include "core/reversi/reversi_rays.h"

enum reversi_color {
	REVERSI_BLACK = 0, /* 'X', moves first */
	REVERSI_WHITE = 1, /* 'O' */
};

enum {
	REVERSI_SQUARES = 64,
	/* A game has at most 60 placements; passes are implied, never stored. */
	REVERSI_MAX_MOVES = 60,
	/* "f5" per move, a terminating NUL. */
	REVERSI_TRANSCRIPT_MAX = 2 * REVERSI_MAX_MOVES + 1,
	/* 64 squares, a space, the side to move, a NUL. */
	REVERSI_POSITION_TEXT = 67,
	/* A move value meaning "no square": a pass, or no move at all. */
	REVERSI_PASS = -1,
};

/* A position: the discs of each colour and whose turn it is. */
struct reversi_pos {
	uint64_t disc[2];          /* indexed by enum reversi_color */
	enum reversi_color turn;
};

/* A game: the current position, where it started, and every placement, so
 * the last moves can be taken back.  Fixed size; copy it freely. */
struct reversi_game {
	struct reversi_pos pos;
	struct reversi_pos start;
	int n_moves;
	int8_t moves[REVERSI_MAX_MOVES];                 /* squares played */
	struct reversi_pos before[REVERSI_MAX_MOVES];    /* position before each */
};

/* Statuses of the text readers and of reversi_game_play: REVERSI_OK (0) or a
 * negative reason (docs/design.md, Conventions); reversi_status_text() gives
 * the words for each. */
enum reversi_status {
	REVERSI_OK = 0,
	REVERSI_ERR_FILE = -1,          /* expected a file letter a..h */
	REVERSI_ERR_RANK = -2,          /* expected a rank digit 1..8 */
	REVERSI_ERR_OCCUPIED = -3,      /* the square already holds a disc */
	REVERSI_ERR_NO_FLIP = -4,       /* the disc would bracket nothing */
	REVERSI_ERR_GAME_OVER = -5,     /* a move after neither side can move */
	REVERSI_ERR_TOO_LONG = -6,      /* more moves than a game can hold */
	REVERSI_ERR_SQUARE = -7,        /* position: expected X, O or - */
	REVERSI_ERR_SHORT = -8,         /* position: fewer than 64 squares */
	REVERSI_ERR_SEPARATOR = -9,     /* position: expected one space after the squares */
	REVERSI_ERR_SIDE = -10,         /* position: expected X or O to move */
	REVERSI_ERR_TRAILING = -11,     /* position: text after the side to move */
	REVERSI_ERR_EMPTY_UNDO = -12,   /* nothing to take back */
	REVERSI_ERR_RANGE = -13,        /* square index outside 0..63 */
	REVERSI_ERR_SAVED_FIELD = -14,  /* reversi_game_replay: a field of the saved game out of range */
	REVERSI_ERR_SAVED_DIFFERS = -15, /* reversi_game_replay: not what its moves give */
	REVERSI_ERR_RECORD = -16,       /* reversi_record_read: a line missing, twice, unknown or not text */
	REVERSI_ERR_RESULT = -17,       /* reversi_record_read: the result is not what the moves give */
};

/* Where a text reader stopped and why: offset is the 0-based character
 * index in the input; square is the move's square when the reason is a
 * rule (occupied, no flip, game over), else REVERSI_PASS. */
struct reversi_error {
	enum reversi_status status;
	int offset;
	int square;
};

/* ---- bitboard rules (the hot path of search and perft) ---- */

/* Inline, since search and perft spend most of their time here.  Bit
 * i is square i = (rank-1)*8 + file, so a shift by 1 moves a disc one file
 * east, by 8 one rank north.  Horizontal and diagonal shifts must not wrap
 * from the h-file to the a-file (or back): the masks drop discs that would. */
#define REVERSI_FILE_A_ 0x0101010101010101ULL
#define REVERSI_FILE_H_ 0x8080808080808080ULL
/* Opponent discs a flood may pass through: a run of flips never includes a
 * disc on the edge across which the direction leaves the board, so masking the
 * edge files (and ranks, for diagonals) also stops wrap-around. */
#define REVERSI_INNER_H_ 0x7e7e7e7e7e7e7e7eULL
#define REVERSI_INNER_D_ 0x007e7e7e7e7e7e00ULL

/* Flood from `own` through `mo` in one direction over runs of up to six
 * discs (the longest run of flips on an 8-square line), then one more step
 * onto the square beyond.  Two single steps reach runs of 1-2; `pre` (a disc
 * of `mo` with another just behind it) then lets each step add two. */
static inline uint64_t reversi_flood_l_(uint64_t own, uint64_t mo, int s)
{
	uint64_t f = mo & (own << s);
	f |= mo & (f << s);
	uint64_t pre = mo & (mo << s);
	f |= pre & (f << (2 * s));
	f |= pre & (f << (2 * s));
	return f << s;
}

static inline uint64_t reversi_flood_r_(uint64_t own, uint64_t mo, int s)
{
	uint64_t f = mo & (own >> s);
	f |= mo & (f >> s);
	uint64_t pre = mo & (mo >> s);
	f |= pre & (f >> (2 * s));
	f |= pre & (f >> (2 * s));
	return f >> s;
}

/* Squares where the side owning `own` may play against `opp`. */
static inline uint64_t reversi_moves(uint64_t own, uint64_t opp)
{
	uint64_t empty = ~(own | opp);
	uint64_t oh = opp & REVERSI_INNER_H_, od = opp & REVERSI_INNER_D_;
	uint64_t m = reversi_flood_l_(own, oh, 1) | reversi_flood_r_(own, oh, 1)
		   | reversi_flood_l_(own, opp, 8) | reversi_flood_r_(own, opp, 8)
		   | reversi_flood_l_(own, od, 7) | reversi_flood_r_(own, od, 7)
		   | reversi_flood_l_(own, od, 9) | reversi_flood_r_(own, od, 9);
	return m & empty;
}

/* Flips by lines (issue 18: 102 instructions on x86-64 against 146 for
 * the eight rays one by one).  Each of the four lines through sq is
 * gathered into 8 bits, two small tables give the flipped bits of both
 * directions at once, and they go back onto the board.  `p` is sq's bit on
 * the line; sq itself must be empty (bit p clear in both). */
static inline uint32_t reversi_line_flips_(uint32_t own8, uint32_t opp8, int p)
{
	uint32_t out = REVERSI_OUTFLANK_[p][opp8 >> 1 & 63] & own8;
	return REVERSI_FLIPPED_[p][out];
}

/* A diagonal has at most one square per file, so multiplying its squares by
 * 0x0101... adds up every rank in the top byte without carries: line bit f
 * is the diagonal's square on file f.  The same multiply copies 8 bits to
 * every rank to put them back. */
static inline uint64_t reversi_diag_flips_(uint64_t own, uint64_t opp, uint64_t diag, int file)
{
	const uint64_t ranks = 0x0101010101010101ULL;
	uint32_t f = reversi_line_flips_((uint32_t)((own & diag) * ranks >> 56),
					 (uint32_t)((opp & diag) * ranks >> 56), file);
	return (f * ranks) & diag;
}

/* One flip function per square (reversi_flip_sq.c, written by
 * tools/reversi-flip-sq.py): only the rays that exist from there, their
 * masks as constants. */
extern uint64_t (*const REVERSI_FLIP_SQ_[64])(uint64_t own, uint64_t opp);

/* Flips of a disc on sq, which the caller knows to be empty. */
static inline uint64_t reversi_flips_empty(uint64_t own, uint64_t opp, int sq)
{
	return REVERSI_FLIP_SQ_[sq](own, opp);
}

/* The same by whole lines, for every square alike (the reference the
 * per-square functions are tested against, besides the plain rays). */
static inline uint64_t reversi_flips_lines(uint64_t own, uint64_t opp, int sq)
{
	int file = sq & 7, rank = sq >> 3;
	/* The rank: its 8 bits as they are. */
	uint64_t f = (uint64_t)reversi_line_flips_((uint32_t)(own >> (8 * rank)) & 255,
						   (uint32_t)(opp >> (8 * rank)) & 255, file)
		     << (8 * rank);
	/* The file: shifted to file a, then rank r lands on bit 56 + 7 - r of
	 * the product (the partial products 8r + 9k never meet, so no carry). */
	const uint64_t file_a = 0x0101010101010101ULL, gather = 0x8040201008040201ULL;
	uint32_t own_c = (uint32_t)(((own >> file) & file_a) * gather >> 56);
	uint32_t opp_c = (uint32_t)(((opp >> file) & file_a) * gather >> 56);
	f |= REVERSI_COLUMN_[reversi_line_flips_(own_c, opp_c, 7 - rank)] << file;
	f |= reversi_diag_flips_(own, opp, REVERSI_DIAG9_[sq], file);
	f |= reversi_diag_flips_(own, opp, REVERSI_DIAG7_[sq], file);
	return f;
}

/* Flips of a disc on sq; none if sq is taken. */
static inline uint64_t reversi_flips(uint64_t own, uint64_t opp, int sq)
{
	if ((own | opp) >> sq & 1)
		return 0;
	return reversi_flips_empty(own, opp, sq);
}

/* Without a popcount instruction (plain x86-64, armhf) the builtin is a
 * library call; the SWAR count inlines and is faster there. */
static inline int reversi_popcount(uint64_t b)
{
#if defined(__POPCNT__) || defined(__aarch64__)
	return __builtin_popcountll(b);
#else
	b = b - ((b >> 1) & 0x5555555555555555ULL);
	b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
	b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)((b * 0x0101010101010101ULL) >> 56);
#endif
}

/* The final margin of `own` over `opp` by the same rule, for a game that
 * ends in this position: the winner takes the empties, so the margin is 64
 * less twice the loser's discs (0 on a draw). */
static inline int reversi_final_margin(uint64_t own, uint64_t opp)
{
	int o = reversi_popcount(own), p = reversi_popcount(opp);
	return o > p ? 64 - 2 * p : o < p ? 2 * o - 64 : 0;
}

/* ---- positions ---- */

void reversi_pos_start(struct reversi_pos *pos);
uint64_t reversi_pos_moves(const struct reversi_pos *pos);
bool reversi_pos_is_legal(const struct reversi_pos *pos, int sq);
/* Places a disc for the side to move and hands the turn over (no
 * automatic pass).  Returns REVERSI_OK or why the move is illegal. */
enum reversi_status reversi_pos_play(struct reversi_pos *pos, int sq);
/* Gives the turn to the other side (a pass); legal or not is the caller's
 * business. */
void reversi_pos_pass(struct reversi_pos *pos);
/* True when neither side has a legal move. */
bool reversi_pos_is_over(const struct reversi_pos *pos);
/* If the side to move has no move but the other has, the turn passes. */
void reversi_pos_settle(struct reversi_pos *pos);
int reversi_pos_count(const struct reversi_pos *pos, enum reversi_color c);
/* A finished game's score by the World Othello Federation's rule: each
 * side's discs, with the empty squares left at the end given to the winner
 * (shared equally on a draw).  Published endgame scores count this way. */
void reversi_pos_final_score(const struct reversi_pos *pos, int *black, int *white);
/* 'X', 'O' or '-' for a square. */
char reversi_pos_square(const struct reversi_pos *pos, int sq);

/* Leaf count of the move tree `depth` plies deep.  A forced pass counts as
 * a ply; a finished game reached earlier is a leaf (counted once, not
 * extended), which gives the published counts, e.g. 212258800 at 11.  `nodes`, if not NULL, gets every
 * move made plus every move generated at the last ply (the figure for
 * nodes per second).  Recursion is bounded by depth. */
uint64_t reversi_perft(const struct reversi_pos *pos, int depth, uint64_t *nodes);

/* ---- games ---- */

void reversi_game_start(struct reversi_game *g);
/* Starts from a given position (passing at once if its side to move is
 * blocked). */
void reversi_game_from(struct reversi_game *g, const struct reversi_pos *pos);
/* Plays a move for the side to move, then passes for whoever cannot move.
 * On an illegal move the game is unchanged. */
enum reversi_status reversi_game_play(struct reversi_game *g, int sq);
/* Takes back the last `count` placements (passes come back with them).
 * Returns REVERSI_ERR_EMPTY_UNDO, changing nothing, if fewer were played. */
enum reversi_status reversi_game_undo(struct reversi_game *g, int count);
bool reversi_game_is_over(const struct reversi_game *g);
/* Colour that made placement i (0-based). */
enum reversi_color reversi_game_mover(const struct reversi_game *g, int i);

/* ---- a saved game ---- */

/* Why reversi_game_replay refused a game: the status (the rule that refused
 * a move, or REVERSI_ERR_SAVED_FIELD / _DIFFERS), the move concerned
 * (0-based, -1: none) and a message naming the field or the move. */
struct reversi_replay_error {
	enum reversi_status status;
	int move;
	char message[96];
};

/* Rebuilds a game of unknown origin (a saved file: any bytes) by replaying
 * it: its start position checked (a side to move, no square held twice,
 * settled as reversi_game_from leaves it), then each of its n_moves (0 to
 * 60) placements played with reversi_game_play, the position before each
 * and at the end required to equal the saved ones.  Only out is written; it
 * is made by the rules alone.  Returns REVERSI_OK, or the reason with *why
 * filled (why may be NULL); out is then unspecified. */
enum reversi_status reversi_game_replay(struct reversi_game *out, const struct reversi_game *saved,
					struct reversi_replay_error *why);

/* ---- a finished game's record ---- */

enum {
	REVERSI_RECORD_NAME = 64,	/* a player's name, its NUL included */
	REVERSI_RECORD_LEVEL = 16,	/* the computer's level, its NUL included */
};

/* A finished game's record as the kiosk keeps it (docs/words-records.md,
 * "Records that leave the kiosk"), one fact a line:
 *   reversi
 *   black NAME                  who played black ("You", "Computer", ...)
 *   white NAME
 *   computer LEVEL              only in a game against the computer
 *   moves f5d6c3...             the transcript
 *   result black B white W, black wins|white wins|a draw
 * read back and checked: the moves replayed by the rules to the game's end,
 * the result the one they give (empty squares to the winner). */
struct reversi_record {
	char black[REVERSI_RECORD_NAME], white[REVERSI_RECORD_NAME];
	char computer[REVERSI_RECORD_LEVEL];	/* "" without a computer */
	struct reversi_game game;		/* the moves, replayed */
	int black_score, white_score;		/* the result */
};

/* Why a record does not check out: the status (the rule's own for a move
 * it refuses, REVERSI_ERR_RECORD for a line, REVERSI_ERR_RESULT for a
 * result the moves do not give or a game they do not finish), the 1-based
 * line (0: the record as a whole) and a message ("line 5: move 3 (zz):
 * expected a file letter a..h").  The message holds only printable ASCII,
 * whatever the record holds. */
struct reversi_record_error {
	enum reversi_status status;
	int line;
	char message[128];
};

/* Reads and checks len bytes of text (any bytes: a file of unknown origin;
 * lines end with LF or CRLF, blank lines are passed over; names and the
 * level must be UTF-8 text without control characters).  Returns
 * REVERSI_OK with *rec filled, or the reason with *err filled (err may be
 * NULL); *rec is then unspecified. */
enum reversi_status reversi_record_read(struct reversi_record *rec, const char *text, size_t len,
					struct reversi_record_error *err);

/* ---- text formats ---- */

/* "f5" for square 37; buf holds 3 bytes.  A pass is written "--". */
void reversi_square_name(int sq, char buf[3]);
/* Square named by two characters (file letter a..h in either case, rank
 * 1..8) or REVERSI_PASS. */
int reversi_square_parse(const char *s);

/* Reads a transcript ("f5d6c3...": letters in either case, white space
 * allowed between moves, passes implied) played from the game's current
 * position.  `len` bytes of `text` are read (no NUL needed).  On error the
 * game holds the moves read before the bad one and *err says where and why. */
enum reversi_status reversi_transcript_read(struct reversi_game *g, const char *text, size_t len,
					    struct reversi_error *err);
/* Writes the game's moves ("f5d6c3", lower case, no separators).  buf must
 * hold REVERSI_TRANSCRIPT_MAX bytes.  Returns the length. */
int reversi_transcript_write(const struct reversi_game *g, char *buf, size_t size);

/* Reads "<64 chars a1..h8 of X, O, -> <X|O>" (len bytes, no NUL needed;
 * one trailing newline is allowed). */
enum reversi_status reversi_pos_read(struct reversi_pos *pos, const char *text, size_t len,
				     struct reversi_error *err);
/* Writes the same form; buf holds REVERSI_POSITION_TEXT bytes. */
void reversi_pos_write(const struct reversi_pos *pos, char buf[REVERSI_POSITION_TEXT]);

/* The sentence for a status ("the square already holds a disc"; "ok" for
 * REVERSI_OK); "unknown status" for a code that is none of them.  Never NULL. */
const char *reversi_status_text(enum reversi_status status);

#endif
