/* Words: the rules core of the crossword tile game (15x15 board, 100 tiles,
 * racks of 7, 2 to 4 players).  No I/O, no allocation: every function works
 * on the fixed-size structs it is given.  The game is one plain struct with
 * no pointers into itself (only the lexicon's), so it may be copied with
 * memcpy (the AI copies positions, records replay games).
 *
 * Encoding (docs/design.md): square = row * 15 + col, row 0..14 printed 1..15,
 * col 0..14 printed A..O.  A board square holds 0 (empty), 'A'..'Z' (a tile)
 * or 'a'..'z' (a blank standing for that letter).  A rack or bag tile is
 * 'A'..'Z' or '?' (a blank).  Placements use the board encoding: a blank
 * placed as E is 'e'.
 *
 * Functions that can refuse return enum words_status: WORDS_OK (0) or a
 * negative reason; words_status_text() gives the human words for it.  An
 * illegal move is a result (struct words_result: the reason and a message
 * naming the squares or words), never a crash: every input is checked. */
#ifndef TESSERA_CORE_WORDS_H
#define TESSERA_CORE_WORDS_H

#include <stdbool.h>
#include <stdint.h>

#define WORDS_SIZE 15
#define WORDS_SQUARES (WORDS_SIZE * WORDS_SIZE)
#define WORDS_CENTRE (7 * WORDS_SIZE + 7) /* H8 */
#define WORDS_RACK_SIZE 7
#define WORDS_TILE_COUNT 100
#define WORDS_MIN_PLAYERS 2
#define WORDS_MAX_PLAYERS 4
#define WORDS_BINGO_BONUS 50
#define WORDS_EXCHANGE_MIN_BAG 7 /* exchanging needs this many tiles in the bag */
#define WORDS_SCORELESS_LIMIT 6  /* consecutive scoreless turns that end the game */
#define WORDS_CHALLENGE_BONUS 5  /* five-point challenge mode */
#define WORDS_MAX_WORDS (1 + WORDS_RACK_SIZE) /* main word + one cross word per tile */
#define WORDS_WORD_MAX (WORDS_SIZE + 1)       /* a word or span with its NUL */
#define WORDS_LOG_CAP 256        /* turn-log entries a game can hold */
#define WORDS_UNDO_CAP 16        /* snapshots kept for take back */
#define WORDS_MESSAGE_LEN 128
#define WORDS_TURN_TILES ((WORDS_MAX_PLAYERS - 1) * WORDS_RACK_SIZE + 1)

enum words_dir {
	WORDS_ACROSS = 0,
	WORDS_DOWN = 1,
};

enum words_premium {
	WORDS_PREMIUM_NONE = 0,
	WORDS_PREMIUM_DL, /* double letter */
	WORDS_PREMIUM_TL, /* triple letter */
	WORDS_PREMIUM_DW, /* double word (includes the centre) */
	WORDS_PREMIUM_TW, /* triple word */
};

/* Why something was refused: 0 or a negative code (docs/design.md, Conventions).
 * words_status_text() gives the words for each; keep it in step. */
enum words_status {
	WORDS_OK = 0,
	WORDS_ERR_NO_TILES = -1,        /* a play with no tiles / exchange of nothing */
	WORDS_ERR_TOO_MANY_TILES = -2,  /* more than 7 tiles */
	WORDS_ERR_OFF_BOARD = -3,       /* a square outside the board */
	WORDS_ERR_BAD_TILE = -4,        /* not a letter / blank in the encoding */
	WORDS_ERR_DUPLICATE_SQUARE = -5, /* two tiles on one square in one play */
	WORDS_ERR_SQUARE_TAKEN = -6,    /* a square already holds a tile */
	WORDS_ERR_NOT_IN_LINE = -7,     /* tiles not in one row or column */
	WORDS_ERR_GAP = -8,             /* a gap in the main word */
	WORDS_ERR_FIRST_NOT_CENTRE = -9, /* the first play must cover H8 */
	WORDS_ERR_FIRST_SINGLE_TILE = -10, /* the first play needs two tiles or more */
	WORDS_ERR_NOT_CONNECTED = -11,  /* must touch a tile on the board */
	WORDS_ERR_NOT_ON_RACK = -12,    /* tiles not on the player's rack */
	WORDS_ERR_NOT_IN_DICT = -13,    /* words not in the dictionary (named in the message) */
	WORDS_ERR_BLANK_MUST_BE_PLAYED = -14, /* a blank recovered by interchange must be played now */
	WORDS_ERR_BAG_TOO_SMALL = -15,  /* exchange needs 7 tiles in the bag */
	WORDS_ERR_GAME_OVER = -16,
	WORDS_ERR_NO_CHALLENGE = -17,   /* nothing to challenge, or challenges off */
	WORDS_ERR_NO_BLANK = -18,       /* interchange: that square is not a blank */
	WORDS_ERR_INTERCHANGE_OFF = -19, /* interchange not allowed by the house rules */
	WORDS_ERR_NOT_A_KIND = -20,     /* three/four-of-a-kind: fewer than three alike / rule off */
	WORDS_ERR_STAGED = -21,         /* the rack slot is already on the board / nothing staged there */
	WORDS_ERR_BAD_SLOT = -22,       /* rack slot out of range or empty */
	WORDS_ERR_NOTHING_TO_TAKE_BACK = -23,
	WORDS_ERR_LOG_FULL = -24,       /* the turn log is full: the game can only end */
	WORDS_ERR_BAD_ARGUMENT = -25,   /* player count, null pointer, malformed span */
	WORDS_ERR_NOT_IN_BAG = -26,     /* words_set_rack: those tiles are not in the bag */
	WORDS_ERR_SAVED_FIELD = -27,    /* words_replay: a field of the saved game is out of range */
	WORDS_ERR_SAVED_DIFFERS = -28,  /* words_replay: the saved game is not what its replay gives */
};

/* Challenge rules (house option). */
enum words_challenge {
	WORDS_CHALLENGE_ENFORCED = 0, /* the dictionary refuses phonies before they land */
	WORDS_CHALLENGE_SINGLE,       /* a phony is withdrawn and scores 0; a failed challenge is free */
	WORDS_CHALLENGE_DOUBLE,       /* ... a failed challenge costs the challenger the turn */
	WORDS_CHALLENGE_FIVE_POINT,   /* ... a failed challenge gives the player +5 */
};

/* End-of-game rack adjustment when a player goes out. */
enum words_end_rule {
	WORDS_END_CLASSIC = 0, /* goer gains the others' rack values; each other loses their own */
	WORDS_END_TOURNAMENT,  /* goer gains twice the others' rack values; others lose nothing */
};

struct words_options {
	enum words_challenge challenge;
	bool blank_interchange;      /* swap a board blank for the real tile from the rack */
	bool interchange_must_play;  /* ... and the recovered blank must be played that turn */
	bool kind_redraw;            /* returning 3 or 4 identical tiles does not end the turn */
	enum words_end_rule end_rule;
};

/* The dictionary, supplied by the caller (the core never depends on src/dict).
 * contains() gets an uppercase A-Z word of len letters (not NUL-terminated).
 * A null contains accepts every word. */
struct words_lexicon {
	bool (*contains)(const void *ctx, const char *word, int len);
	const void *ctx;
};

/* Deterministic generator: xoshiro256** seeded by SplitMix64 (see words_rng_seed).
 * Integer-only, identical on every architecture. */
struct words_rng {
	uint64_t s[4];
};

/* One tile placed this turn: square and board encoding ('A'..'Z', or
 * 'a'..'z' for a blank standing for that letter). */
struct words_placement {
	uint8_t square;
	char tile;
};

/* A play as a list of placements, in any order. */
struct words_move {
	uint8_t count;
	struct words_placement tiles[WORDS_RACK_SIZE];
};

/* One word formed by a play. letters: uppercase for tiles, lowercase for blanks. */
struct words_word {
	uint8_t square; /* first letter */
	uint8_t dir;    /* enum words_dir */
	uint8_t len;
	bool phony;     /* set only when a lexicon was consulted and refused it */
	int score;
	char letters[WORDS_WORD_MAX];
};

/* The verdict on a play.  words[0] is the main word; square/dir/span describe it
 * in the records' notation: span holds the main word's letters with '.' for
 * squares already on the board (e.g. "QU.T" playing through an I). */
struct words_result {
	enum words_status status;
	int score;          /* total, bingo included */
	bool bingo;
	uint8_t word_count;
	struct words_word words[WORDS_MAX_WORDS];
	uint8_t square;
	uint8_t dir;
	char span[WORDS_WORD_MAX];
	char message[WORDS_MESSAGE_LEN]; /* human reason ("not in the dictionary: QI, ZO") or "" */
};

/* What one turn-log entry records. */
enum words_turn_kind {
	WORDS_TURN_PLAY = 0,       /* tiles placed: square, dir, tiles = span, word = full word */
	WORDS_TURN_PASS,
	WORDS_TURN_EXCHANGE,       /* tiles = the tiles returned */
	WORDS_TURN_PHONY,          /* the preceding play withdrawn after a challenge; score = -its score */
	WORDS_TURN_CHALLENGE_BONUS,/* five-point: the player of the challenged play gains +5 */
	WORDS_TURN_LOST_CHALLENGE, /* double: the challenger loses this turn (score 0) */
	WORDS_TURN_END_GAIN,       /* going out: tiles = the others' racks, score = what was gained */
	WORDS_TURN_END_RACK,       /* end: tiles = own rack, score = minus its value */
	WORDS_TURN_BLANK_SWAP,     /* mid-turn: square's blank replaced; tiles = the letter */
	WORDS_TURN_KIND_REDRAW,    /* mid-turn: tiles = the three/four returned to the bag */
};

/* One entry of the turn log: what a GCG writer walks. */
struct words_turn {
	uint8_t player;
	uint8_t kind;      /* enum words_turn_kind */
	uint8_t square;    /* PLAY/PHONY: main word's first square; BLANK_SWAP: the square */
	uint8_t dir;       /* PLAY/PHONY: enum words_dir */
	int16_t score;     /* points this entry adds (negative for PHONY, END_RACK) */
	int16_t total;     /* the player's score after this entry */
	char rack[WORDS_RACK_SIZE + 1];   /* the player's rack before the entry */
	char tiles[WORDS_TURN_TILES];     /* see the kinds above */
	char word[WORDS_WORD_MAX];        /* PLAY/PHONY: the main word in full */
};

enum words_state {
	WORDS_STATE_PLAYING = 0,
	WORDS_STATE_OVER,
};

enum words_end_reason {
	WORDS_END_NONE = 0,
	WORDS_END_WENT_OUT,  /* a player emptied their rack with the bag empty */
	WORDS_END_SCORELESS, /* six consecutive scoreless turns */
};

/* Everything a take back restores.  Plain data; the log beyond log_len is void. */
struct words_position {
	char board[WORDS_SQUARES];
	char rack[WORDS_MAX_PLAYERS][WORDS_RACK_SIZE + 1]; /* NUL-terminated, slot order */
	char bag[WORDS_TILE_COUNT];
	uint8_t bag_len;
	uint8_t players;
	uint8_t current;          /* player to move */
	uint8_t scoreless;        /* consecutive scoreless turns so far */
	uint8_t state;            /* enum words_state */
	uint8_t end_reason;       /* enum words_end_reason */
	uint8_t blanks_owed;      /* interchange_must_play: blanks that must be played this turn */
	bool turn_started;        /* the player to move has already done a mid-turn action */
	int16_t challengeable;    /* log index of the play open to challenge, or -1 */
	int16_t score[WORDS_MAX_PLAYERS];
	uint16_t log_len;
	uint16_t turns;           /* turn-ending actions so far */
	struct words_rng bag_rng;     /* draws only */
	struct words_rng shuffle_rng; /* rack shuffles, so shuffling never changes draws */
};

/* Tiles placed this turn, kept off the committed board until played. */
struct words_staged {
	uint8_t slot;   /* rack slot the tile came from */
	uint8_t square;
	char tile;      /* board encoding: 'A'..'Z', or 'a'..'z' for a blank */
};

struct words_stage {
	uint8_t count;
	struct words_staged tiles[WORDS_RACK_SIZE];
};

struct words_snapshot {
	struct words_position pos;
	bool turn_start; /* taken before the first action of a player's turn */
};

struct words_game {
	struct words_options options;
	struct words_lexicon lexicon;
	uint64_t seed;      /* words_init's: where words_replay starts the game again */
	struct words_position pos;
	struct words_stage stage;
	struct words_turn log[WORDS_LOG_CAP];
	struct words_snapshot undo[WORDS_UNDO_CAP]; /* ring */
	uint8_t undo_head;  /* next slot to write */
	uint8_t undo_len;
};

/* ---- static facts ---------------------------------------------------------- */
/* The sentence for a status ("the word has a gap"; "ok" for WORDS_OK);
 * "unknown status" for a code that is none of them.  Never NULL. */
const char *words_status_text(enum words_status status);
enum words_premium words_premium_at(int square);
/* Points of a rack/bag tile or board square: 0 for '?' and 'a'..'z'. */
int words_tile_value(char tile);
/* How many of a tile ('A'..'Z' or '?') the full set holds. */
int words_tile_total(char tile);
/* Sum of tile values of a NUL-terminated rack. */
int words_rack_value(const char *rack);

/* ---- generator ------------------------------------------------------------- */
void words_rng_seed(struct words_rng *rng, uint64_t seed);
uint64_t words_rng_next(struct words_rng *rng);
/* Uniform in [0, n) by rejection (no modulo bias); n >= 1. */
uint32_t words_rng_below(struct words_rng *rng, uint32_t n);

/* ---- game ------------------------------------------------------------------ */
/* Starts a game: full bag, seeded generators, each player (0 first) draws 7.
 * options may be null (enforced dictionary, classic end, no house rules). */
enum words_status words_init(struct words_game *g, int players, uint64_t seed,
			     const struct words_options *options, struct words_lexicon lexicon);

/* Validates and scores a play by the player to move without changing anything
 * (the referee: the table's live score, ai/words_live.h, gives the same
 * verdict on its kept board state).  r is always filled; returns r->status. */
enum words_status words_evaluate(const struct words_game *g, const struct words_move *m,
				 struct words_result *r);
/* Validates, scores and commits: tiles land, the rack refills, the turn passes,
 * the log grows; a player going out with the bag empty ends the game. */
enum words_status words_play(struct words_game *g, const struct words_move *m,
			     struct words_result *r);
enum words_status words_pass(struct words_game *g);
/* Returns the given tiles (e.g. "AE?") to the bag after drawing as many. */
enum words_status words_exchange(struct words_game *g, const char *tiles);
/* The player to move challenges the last play (only right after it).  r lists
 * the words with phony flags; *upheld says whether the play was withdrawn. */
enum words_status words_challenge(struct words_game *g, bool *upheld, struct words_result *r);
/* The player to move lets the play open to challenge stand: its window
 * closes with no entry.  After a going-out play this makes the game final
 * (words_is_final); mid-game the next action closes it anyway.
 * WORDS_ERR_NO_CHALLENGE when no play is open to challenge. */
enum words_status words_let_stand(struct words_game *g);
/* Blank interchange: the player to move gives the real tile for the blank on
 * square and takes the blank onto the rack.  Does not end the turn. */
enum words_status words_swap_blank(struct words_game *g, int square);
/* Three/four-of-a-kind: returns every copy of tile on the rack (needs 3 or 4)
 * to the bag after drawing as many.  Does not end the turn. */
enum words_status words_kind_redraw(struct words_game *g, char tile);
/* Restores the position before the last whole turn (with its mid-turn actions). */
enum words_status words_take_back(struct words_game *g);

/* ---- queries --------------------------------------------------------------- */
bool words_is_over(const struct words_game *g);
/* Over, and no going-out play still open to a challenge (in a challenge
 * mode the game is over at once, final once the play is let stand or
 * challenged without success). */
bool words_is_final(const struct words_game *g);
/* Bit i set for each player with the top score (one bit: a winner; more: a tie). */
unsigned words_leaders(const struct words_game *g);
/* Tiles of one kind across board (blanks as '?'), racks and bag; the property
 * test uses it to check that all 100 tiles are accounted for. */
int words_count_tiles(const struct words_position *p, char tile);
/* True when the two tile lists hold the same tiles in any order (each read
 * up to its NUL or max characters). */
bool words_same_tiles(const char *a, const char *b, int max);
/* Fills the bag with the full set minus board and racks (for set-up positions
 * written by a parser), canonical order.  Refuses if a tile is over-used. */
enum words_status words_rebuild_bag(struct words_position *p);

/* Gives player exactly tiles (e.g. "AEIRST?", at most 7; "" empties the
 * rack): the old rack goes back into the bag, the new tiles come out of it.
 * For replaying records whose racks are known.  Refused (nothing changed) if
 * the bag lacks them.  The stage is cleared. */
enum words_status words_set_rack(struct words_game *g, int player, const char *tiles);

/* ---- a saved game ------------------------------------------------------------- */
/* Why words_replay refused a game: the status (the rule that refused one of
 * its turns, or WORDS_ERR_SAVED_FIELD / WORDS_ERR_SAVED_DIFFERS), the
 * turn-log entry concerned (-1: none) and a message naming the field or the
 * entry ("turn-log entry 4 (player 2's play): ..."). */
struct words_replay_error {
	enum words_status status;
	int entry;
	char message[WORDS_MESSAGE_LEN];
};

/* Checks options of unknown origin (a saved file) field by field - the
 * challenge mode and going-out rule within their enums, each flag 0 or 1,
 * read as bytes, since a bool of a hostile file may hold any - and copies
 * them to out.  Returns WORDS_OK, or WORDS_ERR_SAVED_FIELD with why naming
 * the field (why may be NULL). */
enum words_status words_options_check(const struct words_options *stored, struct words_options *out,
				      struct words_replay_error *why);

/* Rebuilds a game of unknown origin (a saved file: any bytes) by replaying
 * it, so that everything in out was made by the rules: a new game from
 * saved's seed, options and player count (each checked for range), then
 * every turn-log entry carried out with the core's own functions (play,
 * pass, exchange, challenge, blank swap, redraw), each entry they write
 * required to equal the saved one field by field, and the position at the
 * end required to equal the saved one.  What a replay cannot derive is
 * checked and taken over: the rack order before each turn and at the end
 * (the same tiles), the shuffle generator (not the all-zero state), a
 * challenge window closed by a failed single challenge or, once the game is
 * over, by words_let_stand or a failed double challenge, the staged tiles
 * (placed again with words_stage_place).  The take-back ring is the one the
 * replay builds; the saved ring and lexicon are never read.  out gets
 * `lexicon`; only out is written, and it must not be saved.  Returns
 * WORDS_OK, or the reason with *why filled (why may be NULL); out is then
 * unspecified. */
enum words_status words_replay(struct words_game *out, const struct words_game *saved,
			       struct words_lexicon lexicon, struct words_replay_error *why);

/* ---- moves and notation ---------------------------------------------------- */
void words_move_clear(struct words_move *m);
enum words_status words_move_add(struct words_move *m, int square, char tile);
/* From records' notation: start square, direction, and the main-word span:
 * 'A'..'Z' a tile, 'a'..'z' a blank, '.' (or the same letter already there)
 * a square already on board.  Uses the committed board of g. */
enum words_status words_move_from_span(const struct words_game *g, int square, enum words_dir dir,
				       const char *span, struct words_move *m);
/* "8D" (across, row first) / "D8" (down) for square and dir into buf. */
void words_coord(int square, enum words_dir dir, char *buf, int size);
/* Parses "8D"/"D8"; returns WORDS_ERR_BAD_ARGUMENT on a malformed one. */
enum words_status words_parse_coord(const char *s, int *square, enum words_dir *dir);

/* ---- staging (the UI's tiles placed but not yet played) --------------------- */
/* Moves rack slot's tile to square; blank_letter ('A'..'Z') names a blank's letter. */
enum words_status words_stage_place(struct words_game *g, int slot, int square, char blank_letter);
/* Stages every tile of m (a lowercase tile: a blank as that letter) from
 * the first unstaged rack slot holding it, as fingers would place them;
 * WORDS_ERR_NOT_ON_RACK when the rack lacks one (what was staged stays). */
enum words_status words_stage_whole(struct words_game *g, const struct words_move *m);
enum words_status words_stage_move(struct words_game *g, int from_square, int to_square);
enum words_status words_stage_recall(struct words_game *g, int square);
void words_stage_recall_all(struct words_game *g);
/* The staged tile on square (board encoding) or 0. */
char words_stage_tile_at(const struct words_game *g, int square);
bool words_stage_slot_used(const struct words_game *g, int slot);
void words_stage_to_move(const struct words_game *g, struct words_move *m);
enum words_status words_stage_evaluate(const struct words_game *g, struct words_result *r);
enum words_status words_stage_play(struct words_game *g, struct words_result *r);
/* Rack order: shuffle the unstaged tiles with the game's own shuffle generator
 * (never the bag's) or with a caller seed; swap two slots. */
void words_rack_shuffle(struct words_game *g);
void words_rack_shuffle_seeded(struct words_game *g, uint64_t seed);
enum words_status words_rack_swap(struct words_game *g, int slot_a, int slot_b);

#endif
