/* Reversi rules: positions, games with take-back, perft and the text
 * formats.  The bitboard primitives (moves, flips) are inline in reversi.h. */
#include "core/reversi/reversi.h"

#include <string.h>

/* ---- positions ---- */

static int sq_of(int file, int rank)
{
	return rank * 8 + file;
}

void reversi_pos_start(struct reversi_pos *pos)
{
	pos->disc[REVERSI_WHITE] = (1ULL << sq_of(3, 3)) | (1ULL << sq_of(4, 4)); /* d4 e5 */
	pos->disc[REVERSI_BLACK] = (1ULL << sq_of(3, 4)) | (1ULL << sq_of(4, 3)); /* d5 e4 */
	pos->turn = REVERSI_BLACK;
}

uint64_t reversi_pos_moves(const struct reversi_pos *pos)
{
	return reversi_moves(pos->disc[pos->turn], pos->disc[!pos->turn]);
}

bool reversi_pos_is_legal(const struct reversi_pos *pos, int sq)
{
	return sq >= 0 && sq < REVERSI_SQUARES && (reversi_pos_moves(pos) >> sq & 1);
}

enum reversi_status reversi_pos_play(struct reversi_pos *pos, int sq)
{
	if (sq < 0 || sq >= REVERSI_SQUARES)
		return REVERSI_ERR_RANGE;
	uint64_t m = 1ULL << sq;
	if ((pos->disc[0] | pos->disc[1]) & m)
		return REVERSI_ERR_OCCUPIED;
	enum reversi_color me = pos->turn, you = (enum reversi_color)!me;
	uint64_t f = reversi_flips(pos->disc[me], pos->disc[you], sq);
	if (!f)
		return REVERSI_ERR_NO_FLIP;
	pos->disc[me] |= f | m;
	pos->disc[you] &= ~f;
	pos->turn = you;
	return REVERSI_OK;
}

void reversi_pos_pass(struct reversi_pos *pos)
{
	pos->turn = (enum reversi_color)!pos->turn;
}

bool reversi_pos_is_over(const struct reversi_pos *pos)
{
	return !reversi_moves(pos->disc[0], pos->disc[1]) && !reversi_moves(pos->disc[1], pos->disc[0]);
}

void reversi_pos_settle(struct reversi_pos *pos)
{
	if (!reversi_pos_moves(pos) && reversi_moves(pos->disc[!pos->turn], pos->disc[pos->turn]))
		reversi_pos_pass(pos);
}

int reversi_pos_count(const struct reversi_pos *pos, enum reversi_color c)
{
	return reversi_popcount(pos->disc[c]);
}

void reversi_pos_final_score(const struct reversi_pos *pos, int *black, int *white)
{
	int b = reversi_pos_count(pos, REVERSI_BLACK), w = reversi_pos_count(pos, REVERSI_WHITE);
	int empty = 64 - b - w;
	*black = b + (b > w ? empty : b == w ? empty / 2 : 0);
	*white = w + (w > b ? empty : b == w ? empty / 2 : 0);
}

char reversi_pos_square(const struct reversi_pos *pos, int sq)
{
	uint64_t m = 1ULL << sq;
	if (pos->disc[REVERSI_BLACK] & m)
		return 'X';
	if (pos->disc[REVERSI_WHITE] & m)
		return 'O';
	return '-';
}

/* Depth-bounded: each call lowers depth by one. */
static uint64_t perft_rec(uint64_t own, uint64_t opp, int depth, bool passed, uint64_t *nodes)
{
	uint64_t moves = reversi_moves(own, opp);
	if (!moves) {
		if (passed)
			return 1; /* game over: a leaf, not extended */
		(*nodes)++;
		if (depth == 1)
			return 1; /* the pass is the last ply */
		return perft_rec(opp, own, depth - 1, true, nodes);
	}
	if (depth == 1) {
		int n = reversi_popcount(moves);
		*nodes += (uint64_t)n;
		return (uint64_t)n;
	}
	uint64_t total = 0;
	while (moves) {
		int sq = __builtin_ctzll(moves);
		moves &= moves - 1;
		uint64_t f = reversi_flips(own, opp, sq);
		(*nodes)++;
		total += perft_rec(opp & ~f, own | f | (1ULL << sq), depth - 1, false, nodes);
	}
	return total;
}

uint64_t reversi_perft(const struct reversi_pos *pos, int depth, uint64_t *nodes)
{
	uint64_t scratch = 0;
	if (depth <= 0)
		return 1;
	if (!nodes)
		nodes = &scratch;
	*nodes = 0;
	return perft_rec(pos->disc[pos->turn], pos->disc[!pos->turn], depth, false, nodes);
}

/* ---- games ---- */

void reversi_game_from(struct reversi_game *g, const struct reversi_pos *pos)
{
	memset(g, 0, sizeof *g);
	g->start = *pos;
	reversi_pos_settle(&g->start);
	g->pos = g->start;
}

void reversi_game_start(struct reversi_game *g)
{
	struct reversi_pos p;
	reversi_pos_start(&p);
	reversi_game_from(g, &p);
}

enum reversi_status reversi_game_play(struct reversi_game *g, int sq)
{
	if (reversi_pos_is_over(&g->pos))
		return REVERSI_ERR_GAME_OVER;
	if (g->n_moves >= REVERSI_MAX_MOVES)
		return REVERSI_ERR_TOO_LONG; /* unreachable: 60 moves fill the board */
	struct reversi_pos next = g->pos;
	enum reversi_status st = reversi_pos_play(&next, sq);
	if (st)
		return st;
	reversi_pos_settle(&next);
	g->before[g->n_moves] = g->pos;
	g->moves[g->n_moves] = (int8_t)sq;
	g->n_moves++;
	g->pos = next;
	return REVERSI_OK;
}

enum reversi_status reversi_game_undo(struct reversi_game *g, int count)
{
	if (count < 0 || count > g->n_moves)
		return REVERSI_ERR_EMPTY_UNDO;
	if (count == 0)
		return REVERSI_OK;
	g->n_moves -= count;
	g->pos = g->before[g->n_moves];
	return REVERSI_OK;
}

bool reversi_game_is_over(const struct reversi_game *g)
{
	return reversi_pos_is_over(&g->pos);
}

enum reversi_color reversi_game_mover(const struct reversi_game *g, int i)
{
	return g->before[i].turn;
}

/* ---- text formats ---- */

void reversi_square_name(int sq, char buf[3])
{
	if (sq < 0 || sq >= REVERSI_SQUARES) {
		buf[0] = buf[1] = '-';
	} else {
		buf[0] = (char)('a' + sq % 8);
		buf[1] = (char)('1' + sq / 8);
	}
	buf[2] = '\0';
}

static int file_of_char(char c)
{
	if (c >= 'a' && c <= 'h')
		return c - 'a';
	if (c >= 'A' && c <= 'H')
		return c - 'A';
	return -1;
}

static int rank_of_char(char c)
{
	return (c >= '1' && c <= '8') ? c - '1' : -1;
}

int reversi_square_parse(const char *s)
{
	int f = file_of_char(s[0]);
	if (f < 0)
		return REVERSI_PASS;
	int r = rank_of_char(s[1]);
	if (r < 0)
		return REVERSI_PASS;
	return sq_of(f, r);
}

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static enum reversi_status fail(struct reversi_error *err, enum reversi_status st, size_t off, int sq)
{
	if (err) {
		err->status = st;
		err->offset = (int)off;
		err->square = sq;
	}
	return st;
}

enum reversi_status reversi_transcript_read(struct reversi_game *g, const char *text, size_t len,
					    struct reversi_error *err)
{
	size_t i = 0;
	fail(err, REVERSI_OK, 0, REVERSI_PASS);
	for (;;) {
		while (i < len && is_space(text[i]))
			i++;
		if (i >= len)
			return REVERSI_OK;
		int f = file_of_char(text[i]);
		if (f < 0)
			return fail(err, REVERSI_ERR_FILE, i, REVERSI_PASS);
		if (i + 1 >= len)
			return fail(err, REVERSI_ERR_RANK, i + 1, REVERSI_PASS);
		int r = rank_of_char(text[i + 1]);
		if (r < 0)
			return fail(err, REVERSI_ERR_RANK, i + 1, REVERSI_PASS);
		int sq = sq_of(f, r);
		enum reversi_status st = reversi_game_play(g, sq);
		if (st)
			return fail(err, st, i, sq);
		i += 2;
	}
}

int reversi_transcript_write(const struct reversi_game *g, char *buf, size_t size)
{
	size_t n = 0;
	if (size == 0)
		return 0;
	for (int i = 0; i < g->n_moves && n + 2 < size; i++) {
		reversi_square_name(g->moves[i], buf + n);
		n += 2;
	}
	buf[n] = '\0';
	return (int)n;
}

enum reversi_status reversi_pos_read(struct reversi_pos *pos, const char *text, size_t len,
				     struct reversi_error *err)
{
	struct reversi_pos p = { { 0, 0 }, REVERSI_BLACK };
	fail(err, REVERSI_OK, 0, REVERSI_PASS);
	for (int sq = 0; sq < REVERSI_SQUARES; sq++) {
		if ((size_t)sq >= len)
			return fail(err, REVERSI_ERR_SHORT, (size_t)sq, REVERSI_PASS);
		switch (text[sq]) {
		case 'X': p.disc[REVERSI_BLACK] |= 1ULL << sq; break;
		case 'O': p.disc[REVERSI_WHITE] |= 1ULL << sq; break;
		case '-': break;
		default: return fail(err, REVERSI_ERR_SQUARE, (size_t)sq, REVERSI_PASS);
		}
	}
	if (len < 65 || text[64] != ' ')
		return fail(err, REVERSI_ERR_SEPARATOR, 64, REVERSI_PASS);
	if (len < 66 || (text[65] != 'X' && text[65] != 'O'))
		return fail(err, REVERSI_ERR_SIDE, 65, REVERSI_PASS);
	p.turn = text[65] == 'X' ? REVERSI_BLACK : REVERSI_WHITE;
	size_t end = len;
	if (end == 67 && text[66] == '\n')
		end = 66;
	if (end > 66)
		return fail(err, REVERSI_ERR_TRAILING, 66, REVERSI_PASS);
	*pos = p;
	return REVERSI_OK;
}

void reversi_pos_write(const struct reversi_pos *pos, char buf[REVERSI_POSITION_TEXT])
{
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		buf[sq] = reversi_pos_square(pos, sq);
	buf[64] = ' ';
	buf[65] = pos->turn == REVERSI_BLACK ? 'X' : 'O';
	buf[66] = '\0';
}

/* A switch without a default, as words_status_text(): -Wswitch names a
 * status left without text. */
const char *reversi_status_text(enum reversi_status status)
{
	switch (status) {
	case REVERSI_OK: return "ok";
	case REVERSI_ERR_FILE: return "expected a file letter a..h";
	case REVERSI_ERR_RANK: return "expected a rank digit 1..8";
	case REVERSI_ERR_OCCUPIED: return "the square already holds a disc";
	case REVERSI_ERR_NO_FLIP: return "a disc there would flip nothing";
	case REVERSI_ERR_GAME_OVER: return "the game is over: neither side can move";
	case REVERSI_ERR_TOO_LONG: return "more moves than a game can hold";
	case REVERSI_ERR_SQUARE: return "expected X, O or - for a square";
	case REVERSI_ERR_SHORT: return "fewer than 64 squares";
	case REVERSI_ERR_SEPARATOR: return "expected one space after the 64 squares";
	case REVERSI_ERR_SIDE: return "expected X or O for the side to move";
	case REVERSI_ERR_TRAILING: return "unexpected text after the side to move";
	case REVERSI_ERR_EMPTY_UNDO: return "not that many moves to take back";
	case REVERSI_ERR_RANGE: return "square outside the board";
	case REVERSI_ERR_SAVED_FIELD: return "a field of the saved game is out of range";
	case REVERSI_ERR_SAVED_DIFFERS: return "the saved game is not what its moves give";
	case REVERSI_ERR_RECORD: return "not a Reversi record: a line missing, twice, unknown or not text";
	case REVERSI_ERR_RESULT: return "the record's result is not what its moves give";
	}
	return "unknown status";
}
