/* A game across two tables (netgame.h): this table's actions read off its
 * game and sent as move texts, the other's played here through the rules. */
#include "app/netgame.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* run took what was padding: the saved game keeps its layout. */
_Static_assert(_Alignof(uint64_t) < 8 || (offsetof(struct netgame, sent_seq) == 128 && sizeof(struct netgame) == 360),
	       "netgame.run and netgame.stand must fill padding: the saved game keeps its layout");

static void copy_name(char *dst, size_t cap, const char *src)
{
	snprintf(dst, cap, "%s", src ? src : "");
}

void netgame_begin(struct netgame *ng, enum net_game_kind game, const char *id, const char *peer,
		   const char *peer_name, int seat, uint64_t seed)
{
	memset(ng, 0, sizeof *ng);
	ng->state = NETGAME_PLAYING;
	ng->game = game;
	ng->seat = seat ? 1 : 0;
	ng->seed = seed;
	copy_name(ng->id, sizeof ng->id, id);
	copy_name(ng->peer, sizeof ng->peer, peer);
	copy_name(ng->peer_name, sizeof ng->peer_name, peer_name && *peer_name ? peer_name : peer);
	ng->challengeable = -1;
}

int netgame_to_move(const struct netgame *ng, struct netgame_board b)
{
	if (ng->game == NET_GAME_WORDS) {
		const struct words_game *g = b.words;
		if (!words_is_over(g))
			return g->pos.current;
		/* A going-out play open to challenge: the other seat judges it. */
		return ng->stand && !words_is_final(g) ? g->pos.current : -1;
	}
	return reversi_game_is_over(b.reversi) ? -1 : (int)b.reversi->pos.turn; /* black, seat 0, first */
}

bool netgame_peer_to_move(const struct netgame *ng, struct netgame_board b)
{
	return ng->state == NETGAME_PLAYING && netgame_to_move(ng, b) == (int)(1 - ng->seat);
}

/* note: what the other table shows after "refused a move" (may be cut). */
static void end_message(const struct netgame *ng, enum net_end_reason why, const char *note, struct net_msg *out)
{
	memset(out, 0, sizeof *out);
	out->kind = NET_MSG_END;
	strcpy(out->game_id, ng->id);
	out->seq = ng->sent_seq;
	out->u.end.reason = why;
	snprintf(out->u.end.text, sizeof out->u.end.text, "%.*s", NET_MOVE_MAX, note);
}

/* Stops the game: the tables disagree.  *out (may be NULL) is the END that
 * tells the other table, with note (the move and the rule, short). */
__attribute__((format(printf, 4, 5))) static int stop(struct netgame *ng, struct net_msg *out, const char *note,
						       const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(ng->reason, sizeof ng->reason, fmt, ap);
	va_end(ap);
	ng->state = NETGAME_STOPPED;
	if (out) {
		ng->sent_seq++;
		ng->end_sent = NET_END_DISAGREE;
		end_message(ng, NET_END_DISAGREE, note, out);
	}
	return -1;
}

/* ---- move texts ---- */

static void scores(enum net_game_kind game, struct netgame_board b, int s[2])
{
	if (game == NET_GAME_WORDS) {
		s[0] = b.words->pos.score[0];
		s[1] = b.words->pos.score[1];
	} else {
		s[0] = reversi_pos_count(&b.reversi->pos, REVERSI_BLACK);
		s[1] = reversi_pos_count(&b.reversi->pos, REVERSI_WHITE);
	}
}

static void add_scores(char *out, enum net_game_kind game, struct netgame_board b)
{
	int s[2];
	scores(game, b, s);
	size_t n = strlen(out);
	snprintf(out + n, NET_MOVE_MAX + 1 - n, " @%d/%d", s[0], s[1]);
}

void netgame_reversi_text(const struct reversi_game *g, int i, char out[NET_MOVE_MAX + 1])
{
	char sq[3];
	reversi_square_name(g->moves[i], sq);
	snprintf(out, NET_MOVE_MAX + 1, "%s", sq);
}

static bool challenge_result(unsigned kind)
{
	return kind == WORDS_TURN_PHONY || kind == WORDS_TURN_CHALLENGE_BONUS || kind == WORDS_TURN_LOST_CHALLENGE;
}

static bool end_entry(unsigned kind)
{
	return kind == WORDS_TURN_END_GAIN || kind == WORDS_TURN_END_RACK;
}

/* The seat that made the action logged at t (a challenge's results are
 * logged for the player challenged, a lost turn for the challenger). */
static int words_actor(const struct words_turn *t)
{
	if (t->kind == WORDS_TURN_PHONY || t->kind == WORDS_TURN_CHALLENGE_BONUS)
		return 1 - t->player;
	return t->player;
}

/* The text of the action logged at t (not an end entry). */
static void words_action_text(const struct words_turn *t, char out[NET_MOVE_MAX + 1])
{
	char coord[8];
	switch ((enum words_turn_kind)t->kind) {
	case WORDS_TURN_PLAY:
		words_coord(t->square, (enum words_dir)t->dir, coord, sizeof coord);
		snprintf(out, NET_MOVE_MAX + 1, "%s %s", coord, t->tiles);
		return;
	case WORDS_TURN_PASS:
		snprintf(out, NET_MOVE_MAX + 1, "pass");
		return;
	case WORDS_TURN_EXCHANGE:
		snprintf(out, NET_MOVE_MAX + 1, "exchange %s", t->tiles);
		return;
	case WORDS_TURN_BLANK_SWAP:
		words_coord(t->square, WORDS_ACROSS, coord, sizeof coord);
		snprintf(out, NET_MOVE_MAX + 1, "swap %s", coord);
		return;
	case WORDS_TURN_KIND_REDRAW:
		snprintf(out, NET_MOVE_MAX + 1, "redraw %c", t->tiles[0]);
		return;
	case WORDS_TURN_PHONY:
	case WORDS_TURN_CHALLENGE_BONUS:
	case WORDS_TURN_LOST_CHALLENGE:
	case WORDS_TURN_END_GAIN:
	case WORDS_TURN_END_RACK:
		snprintf(out, NET_MOVE_MAX + 1, "challenge");
		return;
	}
	snprintf(out, NET_MOVE_MAX + 1, "?");
}

/* A MOVE with the scores of b after it (b NULL: without scores, when more
 * actions of this table follow and the position is theirs). */
static int move_message(struct netgame *ng, const struct netgame_board *b, const char *action, struct net_msg *out)
{
	memset(out, 0, sizeof *out);
	out->kind = NET_MSG_MOVE;
	strcpy(out->game_id, ng->id);
	out->seq = ++ng->sent_seq;
	snprintf(out->u.move.text, sizeof out->u.move.text, "%s", action);
	if (b)
		add_scores(out->u.move.text, (enum net_game_kind)ng->game, *b);
	strcpy(ng->last_sent, out->u.move.text);
	ng->run++;
	return 1;
}

/* The log entries this table added since the last call: one action each
 * call.  A withdrawal after a going-out play is logged where the end's
 * entries were, so the log may have shrunk past `synced`. */
static int words_outgoing(struct netgame *ng, struct netgame_board b, const char *who, struct net_msg *out)
{
	const struct words_game *g = b.words;
	unsigned len = g->pos.log_len;
	if (len < ng->synced) {
		int at = ng->challengeable + 1;
		if (ng->challengeable < 0 || (unsigned)at >= len || !challenge_result(g->log[at].kind))
			return stop(ng, out, "a move was taken back there", "a move was taken back at this table");
		ng->synced = (uint32_t)at;
	}
	while (ng->synced < len && end_entry(g->log[ng->synced].kind))
		ng->synced++;
	if (ng->synced == len) {
		/* A failed challenge that costs nothing is logged nowhere: the
		 * window closed without an entry. */
		if (ng->challengeable >= 0 && g->pos.challengeable < 0 && len > (unsigned)ng->challengeable &&
		    g->log[ng->challengeable].player != ng->seat) {
			ng->challengeable = -1;
			/* After a going-out play it was let stand, or challenged
			 * without a cost (single, double: the same end). */
			return move_message(ng, &b, words_is_over(g) && ng->stand ? "stand" : "challenge", out);
		}
		ng->challengeable = g->pos.challengeable;
		return 0;
	}
	const struct words_turn *t = &g->log[ng->synced];
	if (words_actor(t) != (int)ng->seat)
		return stop(ng, out, "that table moved for this one", "this table moved for %s", who);
	char text[NET_MOVE_MAX + 1];
	words_action_text(t, text);
	ng->synced++;
	/* The rest of a challenge's results and the end's entries go with it. */
	while (ng->synced < len && (end_entry(g->log[ng->synced].kind) ||
				    (challenge_result(t->kind) && challenge_result(g->log[ng->synced].kind))))
		ng->synced++;
	if (ng->synced < len)
		return move_message(ng, NULL, text, out);
	ng->challengeable = g->pos.challengeable;
	return move_message(ng, &b, text, out);
}

static int reversi_outgoing(struct netgame *ng, struct netgame_board b, const char *who, struct net_msg *out)
{
	const struct reversi_game *g = b.reversi;
	if ((uint32_t)g->n_moves < ng->synced)
		return stop(ng, out, "a move was taken back there", "a move was taken back at this table");
	if ((uint32_t)g->n_moves == ng->synced)
		return 0;
	if ((int)reversi_game_mover(g, (int)ng->synced) != (int)ng->seat)
		return stop(ng, out, "that table moved for this one", "this table moved for %s", who);
	char text[NET_MOVE_MAX + 1];
	netgame_reversi_text(g, (int)ng->synced, text);
	ng->synced++;
	if (ng->synced < (uint32_t)g->n_moves)
		return move_message(ng, NULL, text, out); /* more follow: the scores are theirs */
	return move_message(ng, &b, text, out);
}

int netgame_outgoing(struct netgame *ng, struct netgame_board b, const char *who, struct net_msg *out)
{
	if (ng->state != NETGAME_PLAYING && ng->state != NETGAME_OVER)
		return 0;
	if (!who)
		who = ng->peer_name;
	int rc = ng->game == NET_GAME_WORDS ? words_outgoing(ng, b, who, out) : reversi_outgoing(ng, b, who, out);
	if (rc >= 0)
		netgame_check_over(ng, b);
	return rc;
}

void netgame_check_over(struct netgame *ng, struct netgame_board b)
{
	if (ng->state == NETGAME_PLAYING || ng->state == NETGAME_OVER)
		ng->state = netgame_to_move(ng, b) < 0 ? NETGAME_OVER : NETGAME_PLAYING;
}

/* ---- playing a move text ---- */

__attribute__((format(printf, 3, 4))) static int refuse(char *why, size_t cap, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, cap, fmt, ap);
	va_end(ap);
	return -1;
}

static int words_status_refusal(enum words_status st, const struct words_result *r, const char *action, char *why,
				size_t cap)
{
	return refuse(why, cap, "%s: %s", action, r && r->message[0] ? r->message : words_status_text(st));
}

static int play_words(struct words_game *g, const char *action, char *why, size_t cap)
{
	char word[NET_MOVE_MAX + 1], arg[NET_MOVE_MAX + 1] = "";
	if (sscanf(action, "%64s %64s", word, arg) < 1)
		return refuse(why, cap, "an empty move");
	struct words_result r;
	memset(&r, 0, sizeof r);
	enum words_status st;
	bool upheld;
	int square;
	enum words_dir dir;
	if (strcmp(word, "pass") == 0) {
		st = words_pass(g);
	} else if (strcmp(word, "exchange") == 0) {
		st = words_exchange(g, arg);
	} else if (strcmp(word, "challenge") == 0) {
		st = words_challenge(g, &upheld, &r);
	} else if (strcmp(word, "stand") == 0) {
		st = words_let_stand(g);
	} else if (strcmp(word, "swap") == 0) {
		st = words_parse_coord(arg, &square, &dir);
		if (!st)
			st = words_swap_blank(g, square);
	} else if (strcmp(word, "redraw") == 0) {
		st = strlen(arg) == 1 ? words_kind_redraw(g, arg[0]) : WORDS_ERR_BAD_ARGUMENT;
	} else {
		struct words_move m;
		st = words_parse_coord(word, &square, &dir);
		if (!st)
			st = words_move_from_span(g, square, dir, arg, &m);
		if (!st)
			st = words_play(g, &m, &r);
	}
	return st ? words_status_refusal(st, &r, action, why, cap) : 0;
}

static int play_reversi(struct reversi_game *g, const char *action, char *why, size_t cap)
{
	int sq = reversi_square_parse(action);
	if (sq < 0 || strlen(action) != 2)
		return refuse(why, cap, "%s: not a square", action);
	enum reversi_status st = reversi_game_play(g, sq);
	return st ? refuse(why, cap, "%s: %s", action, reversi_status_text(st)) : 0;
}

/* What a Words action may change, kept to put back when its scores are
 * refused: the position, the stage, the take-back ring (an action pushes
 * one snapshot, over the oldest when the ring is full) and the log from
 * the entry after the play open to challenge (a withdrawal writes over
 * that play's end entries).  A few hundred bytes, on the stack. */
#define KEPT_LOG (WORDS_MAX_PLAYERS + 1)
struct words_kept {
	struct words_position pos;
	struct words_stage stage;
	struct words_snapshot slot;
	uint8_t undo_head, undo_len;
	unsigned from, count;
	struct words_turn log[KEPT_LOG];
};

static void words_keep(const struct words_game *g, struct words_kept *k)
{
	k->pos = g->pos;
	k->stage = g->stage;
	k->slot = g->undo[g->undo_head];
	k->undo_head = g->undo_head;
	k->undo_len = g->undo_len;
	unsigned len = g->pos.log_len;
	k->from = g->pos.challengeable >= 0 && (unsigned)g->pos.challengeable < len ? (unsigned)g->pos.challengeable + 1
										  : len;
	k->count = len - k->from < KEPT_LOG ? len - k->from : KEPT_LOG;
	memcpy(k->log, &g->log[k->from], k->count * sizeof k->log[0]);
}

static void words_put_back(struct words_game *g, const struct words_kept *k)
{
	g->pos = k->pos;
	g->stage = k->stage;
	g->undo[k->undo_head] = k->slot;
	g->undo_head = k->undo_head;
	g->undo_len = k->undo_len;
	memcpy(&g->log[k->from], k->log, k->count * sizeof k->log[0]);
}

int netgame_play_text(enum net_game_kind game, struct netgame_board b, const char *text, char *why, size_t cap)
{
	char action[NET_MOVE_MAX + 1];
	snprintf(action, sizeof action, "%s", text);
	char *at = strstr(action, " @");
	int want[2] = { 0, 0 };
	if (at) {
		char tail;
		if (sscanf(at + 2, "%d/%d%c", &want[0], &want[1], &tail) != 2)
			return refuse(why, cap, "%s: bad scores", text);
		*at = 0;
	}
	struct words_kept kept;
	if (game == NET_GAME_WORDS)
		words_keep(b.words, &kept);
	int rc = game == NET_GAME_WORDS ? play_words(b.words, action, why, cap) : play_reversi(b.reversi, action, why, cap);
	if (rc || !at)
		return rc;
	int got[2];
	scores(game, b, got);
	if (got[0] == want[0] && got[1] == want[1])
		return 0;
	/* Refused after the rules took it: the game goes back to where it
	 * was, or the table would keep (and a last move end, and record) a
	 * move it refused. */
	if (game == NET_GAME_WORDS)
		words_put_back(b.words, &kept);
	else
		reversi_game_undo(b.reversi, 1);
	return refuse(why, cap, "%s: the scores come out %d/%d here, %d/%d there", action, got[0], got[1], want[0],
		      want[1]);
}

/* ---- receiving ---- */

/* Whether the other table may make this action now: the challenge of a
 * play made here, or any action on its turn. */
static bool peer_may_act(const struct netgame *ng, struct netgame_board b, const char *text)
{
	if (ng->game == NET_GAME_WORDS && (strncmp(text, "challenge", 9) == 0 || strncmp(text, "stand", 5) == 0)) {
		int c = b.words->pos.challengeable;
		return c >= 0 && b.words->log[c].player == ng->seat;
	}
	return netgame_to_move(ng, b) == (int)(1 - ng->seat);
}

__attribute__((format(printf, 2, 3))) static void set_reason(struct netgame *ng, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(ng->reason, sizeof ng->reason, fmt, ap);
	va_end(ap);
}

static int receive_end(struct netgame *ng, const char *who, const struct net_msg *m)
{
	const char *note = m->u.end.text;
	/* Over by the rules here: the other table ended it before it had
	 * this table's last move (crossed), and the game was finished first.
	 * The result stays (it read "NAME ended the game" over a game won and
	 * recorded).  A refusal still stops it: that move was not played there. */
	if (ng->state == NETGAME_OVER && m->u.end.reason != NET_END_DISAGREE)
		return 1;
	switch (m->u.end.reason) {
	case NET_END_RESIGN:
		set_reason(ng, "%s ended the game", who);
		ng->state = NETGAME_ENDED;
		break;
	case NET_END_TIMEOUT:
		set_reason(ng, "%s ended the game: this table was away too long", who);
		ng->state = NETGAME_ENDED;
		break;
	case NET_END_DISAGREE:
		if (note[0])
			set_reason(ng, "Stopped: %s's table refused a move (%s)", who, note);
		else
			set_reason(ng, "Stopped: %s's table refused a move", who);
		ng->state = NETGAME_STOPPED;
		break;
	case NET_END_OVER:
	default:
		return 1; /* the rules end it here too */
	}
	ng->applied_seq = m->seq > ng->applied_seq ? m->seq : ng->applied_seq;
	return 0;
}

int netgame_receive(struct netgame *ng, struct netgame_board b, const char *who, const struct net_msg *m,
		    struct net_msg *reply)
{
	if (strcmp(m->game_id, ng->id) != 0 || strcmp(m->from, ng->peer) != 0)
		return 1;
	if (ng->state != NETGAME_PLAYING && ng->state != NETGAME_OVER)
		return 1;
	if (!who)
		who = ng->peer_name;
	if (m->kind == NET_MSG_END)
		return receive_end(ng, who, m);
	if (m->kind != NET_MSG_MOVE)
		return 1;
	if (m->seq <= ng->applied_seq)
		return 1; /* a repeat: applied already */
	if (m->seq != ng->applied_seq + 1)
		return stop(ng, reply, "a move is missing", "Stopped: a move from %s is missing (number %llu came after %llu)",
			    who, (unsigned long long)m->seq, (unsigned long long)ng->applied_seq);
	const char *text = m->u.move.text;
	if (!peer_may_act(ng, b, text))
		return stop(ng, reply, "a move out of turn", "Stopped: %s moved out of turn (%s)", who, text);
	char why[NETGAME_REASON_MAX];
	if (netgame_play_text((enum net_game_kind)ng->game, b, text, why, sizeof why))
		return stop(ng, reply, why, "Stopped: this table refused %s's move %s", who, why);
	ng->applied_seq = m->seq;
	ng->run = 0; /* the other made it with every move of this table applied */
	if (ng->game == NET_GAME_WORDS) {
		ng->synced = b.words->pos.log_len;
		ng->challengeable = b.words->pos.challengeable;
	} else {
		ng->synced = (uint32_t)b.reversi->n_moves;
	}
	netgame_check_over(ng, b);
	return 0;
}

int netgame_resend(const struct netgame *ng, struct net_msg *out)
{
	if (ng->sent_seq && ng->end_sent && (ng->state == NETGAME_STOPPED || ng->state == NETGAME_ENDED)) {
		/* The note (the move refused) is not kept: the other says the stop without it. */
		end_message(ng, (enum net_end_reason)ng->end_sent, "", out);
		return 1;
	}
	if (!ng->sent_seq || !ng->last_sent[0] || (ng->state != NETGAME_PLAYING && ng->state != NETGAME_OVER))
		return 0;
	memset(out, 0, sizeof *out);
	out->kind = NET_MSG_MOVE;
	strcpy(out->game_id, ng->id);
	out->seq = ng->sent_seq;
	strcpy(out->u.move.text, ng->last_sent);
	return 1;
}

/* The length of a move text's action: the text without its scores. */
static size_t action_len(const char *text)
{
	const char *at = strstr(text, " @");
	return at ? (size_t)(at - text) : strlen(text);
}

/* Words: the texts of the moves this table sent since the other's last
 * one, oldest first, as words_outgoing sent them: one an action logged
 * (a challenge's results and the end's entries with it), and the two
 * actions the log does not keep: a challenge that cost nothing (the first
 * of a turn) and a last move logged nowhere (the last text sent says
 * it).  ng->run says how many went (the newest `cap` of them are given);
 * 0 when the log does not account for them (a save from before ng->run). */
static int words_run_texts(const struct netgame *ng, const struct words_game *g, char texts[][NET_MOVE_MAX + 1],
			   int cap)
{
	unsigned len = g->pos.log_len < ng->synced ? g->pos.log_len : ng->synced, from = 0;
	for (unsigned i = 0; i < len; i++)
		if (!end_entry(g->log[i].kind) && words_actor(&g->log[i]) != (int)ng->seat)
			from = i + 1;
	/* all[0] is the free challenge that may have begun the run; then each
	 * action logged since the other's last entry, the newest kept. */
	char all[NETGAME_RESEND_MAX + 2][NET_MOVE_MAX + 1];
	int n = 1;
	snprintf(all[0], sizeof all[0], "challenge");
	for (unsigned i = from; i < len;) {
		const struct words_turn *t = &g->log[i++];
		if (end_entry(t->kind))
			continue;
		if (n == NETGAME_RESEND_MAX + 1) {
			memmove(all[1], all[2], (size_t)(n - 2) * sizeof all[0]);
			n--;
		}
		words_action_text(t, all[n++]);
		while (i < len && (end_entry(g->log[i].kind) ||
				   (challenge_result(t->kind) && challenge_result(g->log[i].kind))))
			i++;
	}
	size_t last = action_len(ng->last_sent);
	if (n == 1 || strlen(all[n - 1]) != last || strncmp(all[n - 1], ng->last_sent, last) != 0)
		snprintf(all[n++], sizeof all[0], "%.*s", (int)last, ng->last_sent); /* logged nowhere */
	if (ng->run == 0 || ng->run > (uint32_t)n)
		return 0;
	int first = n - (int)ng->run;
	if (n - first > cap)
		first = n - cap;
	for (int i = first; i < n; i++)
		memcpy(texts[i - first], all[i], sizeof all[0]);
	return n - first;
}

int netgame_resend_run(const struct netgame *ng, struct netgame_board b, struct net_msg *out, int cap)
{
	if (cap < 1 || !netgame_resend(ng, &out[0]))
		return 0;
	if (out[0].kind == NET_MSG_MOVE && ng->game == NET_GAME_WORDS && b.words) {
		char texts[NETGAME_RESEND_MAX][NET_MOVE_MAX + 1];
		int n = words_run_texts(ng, b.words, texts, cap < NETGAME_RESEND_MAX ? cap : NETGAME_RESEND_MAX);
		if (n < 2)
			return 1;
		struct net_msg last = out[0];
		for (int i = 0; i < n - 1; i++) {
			out[i] = last;
			out[i].seq = last.seq - (uint64_t)(n - 1 - i);
			memcpy(out[i].u.move.text, texts[i], sizeof out[i].u.move.text);
		}
		out[n - 1] = last; /* with its scores */
		return n;
	}
	if (out[0].kind != NET_MSG_MOVE || ng->game != NET_GAME_REVERSI || !b.reversi)
		return 1;
	/* Reversi: the other made its last placement with every one before it
	 * applied, so this seat's placements sent since then are all it may
	 * lack (several, when it had to pass).  Their numbers run up to
	 * sent_seq; only the last carries the scores. */
	const struct reversi_game *g = b.reversi;
	int end = (int)ng->synced < g->n_moves ? (int)ng->synced : g->n_moves;
	int from = end;
	while (from > 0 && (int)reversi_game_mover(g, from - 1) == (int)ng->seat && (uint64_t)(end - from) < ng->sent_seq)
		from--;
	if (end - from > cap)
		from = end - cap;
	if (end - from < 2)
		return 1;
	struct net_msg last = out[0];
	int n = 0;
	for (int i = from; i < end - 1; i++, n++) {
		out[n] = last;
		out[n].seq = last.seq - (uint64_t)(end - 1 - i);
		netgame_reversi_text(g, i, out[n].u.move.text);
	}
	out[n++] = last;
	return n;
}

void netgame_end(struct netgame *ng, enum net_end_reason why, struct net_msg *out)
{
	set_reason(ng, "%s", why == NET_END_TIMEOUT ? "Ended: the other table was away too long" : "You ended the game");
	ng->state = NETGAME_ENDED;
	ng->sent_seq++;
	ng->end_sent = why;
	end_message(ng, why, "", out);
}

/* ---- a saved netgame ---- */

static bool name_ok(const char *s, size_t cap)
{
	size_t n = strnlen(s, cap);
	if (n == 0 || n == cap)
		return false;
	return strspn(s, NET_NAME_CHARS) == n;
}

int netgame_check_saved(const struct netgame *ng, char *why, size_t cap)
{
	if (ng->state == NETGAME_OFF)
		return 0;
	if (ng->state > NETGAME_STOPPED)
		return refuse(why, cap, "network game: state %u out of range", ng->state);
	if (ng->game != NET_GAME_WORDS && ng->game != NET_GAME_REVERSI)
		return refuse(why, cap, "network game: game %u is neither Words nor Reversi", ng->game);
	if (ng->seat > 1)
		return refuse(why, cap, "network game: seat %u out of range", ng->seat);
	if (ng->end_sent > NET_END_DISAGREE)
		return refuse(why, cap, "network game: end reason %u out of range", ng->end_sent);
	if (ng->stand > 1)
		return refuse(why, cap, "network game: stand %u is neither 0 nor 1", ng->stand);
	if (ng->run > ng->sent_seq)
		return refuse(why, cap, "network game: %u moves since the other's, of %llu sent", ng->run,
			      (unsigned long long)ng->sent_seq);
	if (!name_ok(ng->id, sizeof ng->id) || !name_ok(ng->peer, sizeof ng->peer))
		return refuse(why, cap, "network game: a bad game id or peer");
	if (strnlen(ng->peer_name, sizeof ng->peer_name) == sizeof ng->peer_name ||
	    strnlen(ng->last_sent, sizeof ng->last_sent) == sizeof ng->last_sent ||
	    strnlen(ng->reason, sizeof ng->reason) == sizeof ng->reason)
		return refuse(why, cap, "network game: a text without its end");
	return 0;
}
