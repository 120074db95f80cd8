/* A game across two tables (app/netgame.h) over two kiosks joined in memory
 * (app/remote.h's pair): whole Words and Reversi games where each table
 * plays only its own seat and the other's moves arrive as texts, every
 * position the same on both sides after each delivery; a refused move
 * stops both; repeats are dropped, a gap stops; a restarted table carries
 * on from its saved state and what was queued for it. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/words_player.h"
#include "app/netgame.h"
#include "app/remote.h"
#include "check.h"
#include "platform/storage.h"
#include "words_random.h"

static struct dict dict;
static struct words_lexicon lex;
static struct words_player *player;
static _Alignas(16) unsigned char player_mem[1 << 17];	/* words_player_memory_size(), 110 KB */

static bool contains(const void *ctx, const char *w, int len)
{
	return dict_contains(ctx, w, (size_t)len);
}

/* One kiosk: its remote, its game and its side of the game across tables. */
struct kiosk {
	struct remote remote;
	struct netgame ng;
	struct words_game words;
	struct reversi_game reversi;
	int refused;		/* netgame_receive said -1 */
	unsigned moves_in;	/* moves applied from the other */
};

static struct remote_pair pair;
static struct kiosk k[2];

static struct netgame_board board_of(struct kiosk *s)
{
	return (struct netgame_board){ &s->words, &s->reversi };
}

static void send(struct kiosk *s, const struct net_msg *m)
{
	CHECK_INT(s->remote.ops->send(s->remote.ctx, m), 0);
}

/* Everything this table did since the last call goes out. */
static void flush(struct kiosk *s)
{
	struct net_msg m;
	int rc;
	while ((rc = netgame_outgoing(&s->ng, board_of(s), NULL, &m)) != 0) {
		send(s, &m);
		if (rc < 0)
			break;
	}
}

/* Everything waiting for this table comes in. */
static void deliver(struct kiosk *s)
{
	struct remote_event ev;
	while (s->remote.ops->poll(s->remote.ctx, &ev) == 1) {
		if (ev.kind == REMOTE_CONNECTED)
			continue; /* the pair says it first, as a link does */
		CHECK_INT(ev.kind, REMOTE_MESSAGE);
		struct net_msg reply;
		int rc = netgame_receive(&s->ng, board_of(s), NULL, &ev.msg, &reply);
		if (rc < 0) {
			s->refused++;
			send(s, &reply);
		} else if (rc == 0 && ev.msg.kind == NET_MSG_MOVE) {
			s->moves_in++;
		}
	}
}

static void start(enum net_game_kind game, const struct words_options *rules, struct words_lexicon lexicon,
		  uint64_t seed)
{
	struct remote r[2];
	remote_pair_init(&pair, "cafe-lumen", "library-east", r);
	for (int i = 0; i < 2; i++) {
		memset(&k[i], 0, sizeof k[i]);
		k[i].remote = r[i];
		netgame_begin(&k[i].ng, game, "g42", i ? "cafe-lumen" : "library-east", i ? "Cafe Lumen" : "Library East",
			      i, seed);
		CHECK_INT(k[i].remote.ops->follow(k[i].remote.ctx, "g42", k[i].ng.peer, 0, 0), 0);
		if (game == NET_GAME_WORDS)
			CHECK_INT(words_init(&k[i].words, 2, seed, rules, lexicon), WORDS_OK);
		else
			reversi_game_start(&k[i].reversi);
	}
}

/* The same Reversi position, field by field (the struct has padding, which
 * memcmp would compare too). */
static bool same_pos(const struct reversi_pos *a, const struct reversi_pos *b)
{
	return a->disc[0] == b->disc[0] && a->disc[1] == b->disc[1] && a->turn == b->turn;
}

/* The two tables hold the same game: board, scores, bag, whose turn, the
 * racks as tiles (their order is each table's own), the log's length, the
 * play open to challenge. */
static bool same_words(const struct words_game *a, const struct words_game *b)
{
	if (memcmp(a->pos.board, b->pos.board, sizeof a->pos.board) || a->pos.score[0] != b->pos.score[0] ||
	    a->pos.score[1] != b->pos.score[1] || a->pos.bag_len != b->pos.bag_len || a->pos.current != b->pos.current ||
	    a->pos.log_len != b->pos.log_len || a->pos.state != b->pos.state ||
	    a->pos.challengeable != b->pos.challengeable)
		return false;
	for (int p = 0; p < 2; p++)
		if (!words_same_tiles(a->pos.rack[p], b->pos.rack[p], WORDS_RACK_SIZE))
			return false;
	return true;
}

/* One turn of the seat to move, at its own table, by the computer: now
 * and then a challenge of the last play first. */
static void words_turn(struct kiosk *s, struct words_rng *rng)
{
	struct words_game *g = &s->words;
	if (g->pos.challengeable >= 0 && words_rng_below(rng, 3) == 0) {
		bool upheld;
		struct words_result r;
		CHECK_INT(words_challenge(g, &upheld, &r), WORDS_OK);
		CHECK(!upheld); /* the computer plays real words */
		return;
	}
	struct words_choice c;
	CHECK_INT(words_player_choose(player, g, WORDS_LEVEL_MEDIUM, words_rng_next(rng), 0, NULL, &c), 0);
	CHECK_INT(words_choice_apply(g, &c, NULL), WORDS_OK);
}

/* A whole Words game, five-point challenges: each table plays its seat,
 * the other follows; after every delivery the two are the same game. */
static void test_words_whole_game(void)
{
	struct words_options rules = { .challenge = WORDS_CHALLENGE_FIVE_POINT };
	start(NET_GAME_WORDS, &rules, lex, 7);
	struct words_rng rng;
	words_rng_seed(&rng, 99);
	int turns = 0, challenges = 0;
	while (!words_is_over(&k[0].words) && turns < 200) {
		int mover = k[0].words.pos.current;
		CHECK_INT(k[1].words.pos.current, mover);
		unsigned log_before = k[mover].words.pos.log_len;
		words_turn(&k[mover], &rng);
		challenges += k[mover].words.log[log_before].kind == WORDS_TURN_CHALLENGE_BONUS;
		flush(&k[mover]);
		deliver(&k[1 - mover]);
		CHECK_MSG(same_words(&k[0].words, &k[1].words), "the tables hold different games");
		turns++;
	}
	CHECK(words_is_over(&k[0].words));
	CHECK(words_is_over(&k[1].words));
	CHECK(challenges > 0);
	CHECK_INT(k[0].refused + k[1].refused, 0);
	CHECK_INT(k[0].ng.state, NETGAME_OVER);
	CHECK_INT(k[1].ng.state, NETGAME_OVER);
	CHECK_INT(k[0].words.pos.score[0], k[1].words.pos.score[0]);
	CHECK_INT(k[0].words.pos.score[1], k[1].words.pos.score[1]);
	CHECK_INT(k[0].moves_in + k[1].moves_in, (unsigned)turns);
}

/* Random plays under single challenges with a lexicon that refuses every
 * word with a Z: phonies land, and a challenge withdraws them (logged) or
 * fails for free (logged nowhere); passes and exchanges; going out. */
static void test_words_phonies_and_free_challenges(void)
{
	struct words_options rules = { .challenge = WORDS_CHALLENGE_SINGLE };
	struct words_lexicon no_z = { words_random_no_z, NULL };
	start(NET_GAME_WORDS, &rules, no_z, 3);
	struct words_rng rng;
	words_rng_seed(&rng, 5);
	int turns = 0, phonies = 0, free_challenges = 0, exchanges = 0;
	while (!words_is_over(&k[0].words) && turns < 400) {
		int mover = k[0].words.pos.current;
		struct words_game *g = &k[mover].words;
		unsigned before = g->pos.log_len;
		bool upheld = false;
		struct words_result r;
		if (g->pos.challengeable >= 0 && words_rng_below(&rng, 2) == 0) {
			CHECK_INT(words_challenge(g, &upheld, &r), WORDS_OK);
			phonies += upheld;
			free_challenges += !upheld && g->pos.log_len == before;
		} else if (g->pos.bag_len >= WORDS_EXCHANGE_MIN_BAG && words_rng_below(&rng, 8) == 0) {
			char two[3] = { g->pos.rack[mover][0], g->pos.rack[mover][1], 0 };
			CHECK_INT(words_exchange(g, two), WORDS_OK);
			exchanges++;
		} else {
			struct words_move m;
			enum words_status st = WORDS_ERR_BAD_ARGUMENT;
			for (int tries = 0; tries < 200 && st != WORDS_OK; tries++) {
				words_random_move(g, &rng, &m);
				st = m.count ? words_play(g, &m, &r) : WORDS_ERR_BAD_ARGUMENT;
			}
			if (st != WORDS_OK)
				CHECK_INT(words_pass(g), WORDS_OK);
		}
		flush(&k[mover]);
		deliver(&k[1 - mover]);
		CHECK_MSG(same_words(&k[0].words, &k[1].words), "the tables hold different games");
		turns++;
	}
	CHECK(words_is_over(&k[1].words));
	CHECK(phonies > 0);
	CHECK(free_challenges > 0);
	CHECK(exchanges > 0);
	CHECK_INT(k[0].refused + k[1].refused, 0);
}

/* A whole Reversi game: each side plays a legal square of its colour (the
 * first, or one at random), passes implied; the same position throughout. */
static void test_reversi_whole_game(void)
{
	start(NET_GAME_REVERSI, NULL, lex, 11);
	struct words_rng rng;
	words_rng_seed(&rng, 17);
	int placements = 0;
	while (!reversi_game_is_over(&k[0].reversi) && placements < 70) {
		int mover = (int)k[0].reversi.pos.turn;
		uint64_t moves = reversi_pos_moves(&k[mover].reversi.pos);
		CHECK(moves != 0);
		int n = reversi_popcount(moves), pick = (int)words_rng_below(&rng, (uint32_t)n), sq = 0;
		for (sq = 0; sq < 64; sq++)
			if ((moves >> sq & 1) && pick-- == 0)
				break;
		CHECK_INT(reversi_game_play(&k[mover].reversi, sq), REVERSI_OK);
		flush(&k[mover]);
		deliver(&k[1 - mover]);
		CHECK(same_pos(&k[0].reversi.pos, &k[1].reversi.pos));
		placements++;
	}
	CHECK(reversi_game_is_over(&k[1].reversi));
	CHECK_INT(k[0].ng.state, NETGAME_OVER);
	CHECK_INT(k[1].ng.state, NETGAME_OVER);
	CHECK_INT(k[0].moves_in + k[1].moves_in, (unsigned)placements);
}

/* A move the other table's rules refuse stops the game on both, with the
 * reason on both; neither game changes, so both keep the record. */
static void test_refused_move_stops_both(void)
{
	start(NET_GAME_REVERSI, NULL, lex, 1);
	CHECK_INT(reversi_game_play(&k[0].reversi, reversi_square_parse("d3")), REVERSI_OK);
	struct net_msg m;
	CHECK_INT(netgame_outgoing(&k[0].ng, board_of(&k[0]), NULL, &m), 1);
	CHECK_STR(m.u.move.text, "d3 @4/1");
	strcpy(m.u.move.text, "a1 @4/1"); /* what a table with other rules might send */
	send(&k[0], &m);
	struct reversi_game before = k[1].reversi;
	deliver(&k[1]);
	CHECK_INT(k[1].refused, 1);
	CHECK_INT(k[1].ng.state, NETGAME_STOPPED);
	CHECK_STR(k[1].ng.reason, "Stopped: this table refused Cafe Lumen's move a1: a disc there would flip nothing");
	CHECK(same_pos(&before.pos, &k[1].reversi.pos));
	CHECK_INT(k[1].reversi.n_moves, before.n_moves);
	deliver(&k[0]);
	CHECK_INT(k[0].ng.state, NETGAME_STOPPED);
	CHECK_STR(k[0].ng.reason, "Stopped: Library East's table refused a move (a1: a disc there would flip nothing)");
	CHECK_INT(k[0].reversi.n_moves, 1); /* its own move stays on its record */
	/* Nothing moves any more, either way. */
	CHECK_INT(reversi_game_play(&k[1].reversi, reversi_square_parse("c4")), REVERSI_OK);
	CHECK_INT(netgame_outgoing(&k[1].ng, board_of(&k[1]), NULL, &m), 0);
}

/* Scores that come out differently stop the game as a refusal does (two
 * dictionaries that disagree about a word would), and the table keeps the
 * game as it was before the move: the play is not left on its board. */
static void test_scores_checked(void)
{
	start(NET_GAME_WORDS, NULL, lex, 7);
	struct words_choice c;
	CHECK_INT(words_player_choose(player, &k[0].words, WORDS_LEVEL_MEDIUM, 1, 0, NULL, &c), 0);
	CHECK_INT(words_choice_apply(&k[0].words, &c, NULL), WORDS_OK);
	struct net_msg m;
	CHECK_INT(netgame_outgoing(&k[0].ng, board_of(&k[0]), NULL, &m), 1);
	char *at = strstr(m.u.move.text, " @");
	CHECK(at != NULL);
	char want[NET_MOVE_MAX + 1];
	snprintf(want, sizeof want, "%.*s @%d/0", (int)(at - m.u.move.text), m.u.move.text, k[0].words.pos.score[0]);
	CHECK_STR(m.u.move.text, want);
	snprintf(at, 16, " @%d/0", k[0].words.pos.score[0] + 2);
	static struct words_game before; /* some 20 KB: not on the stack */
	before = k[1].words;
	send(&k[0], &m);
	deliver(&k[1]);
	CHECK_INT(k[1].ng.state, NETGAME_STOPPED);
	CHECK(strstr(k[1].ng.reason, "the scores come out") != NULL);
	CHECK(same_words(&k[1].words, &before));
	CHECK_INT(k[1].words.stage.count, 0);
}

/* A game's last move with scores that come out differently is refused
 * like any other: the game is not over on that table, which shows (and
 * records) no end it refused.  Black's f4 ends the 9-move wipe-out. */
static void test_last_move_scores_checked(void)
{
	start(NET_GAME_REVERSI, NULL, lex, 1);
	static const char *const moves[] = { "d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3" };
	for (int i = 0; i < 8; i++) {
		CHECK_INT(reversi_game_play(&k[i % 2].reversi, reversi_square_parse(moves[i])), REVERSI_OK);
		flush(&k[i % 2]);
		deliver(&k[1 - i % 2]);
	}
	CHECK(same_pos(&k[0].reversi.pos, &k[1].reversi.pos));
	const struct reversi_pos before = k[1].reversi.pos;
	struct net_msg m;
	memset(&m, 0, sizeof m);
	m.kind = NET_MSG_MOVE;
	strcpy(m.game_id, "g42");
	m.seq = 5;
	strcpy(m.u.move.text, "f4 @12/0"); /* 13/0 on the board */
	send(&k[0], &m);
	deliver(&k[1]);
	CHECK_INT(k[1].refused, 1);
	CHECK_INT(k[1].ng.state, NETGAME_STOPPED);
	CHECK(strstr(k[1].ng.reason, "the scores come out 13/0 here, 12/0 there") != NULL);
	CHECK(!reversi_game_is_over(&k[1].reversi));
	CHECK_INT(k[1].reversi.n_moves, 8);
	CHECK(same_pos(&k[1].reversi.pos, &before));
}

/* A repeated delivery is dropped; a move out of turn, a missing one and a
 * take back at this table stop the game. */
static void test_repeats_gaps_turns(void)
{
	start(NET_GAME_REVERSI, NULL, lex, 1);
	CHECK_INT(reversi_game_play(&k[0].reversi, reversi_square_parse("d3")), REVERSI_OK);
	struct net_msg m;
	CHECK_INT(netgame_outgoing(&k[0].ng, board_of(&k[0]), NULL, &m), 1);
	CHECK_INT(m.seq, 1);
	m.from[0] = 0;
	strcpy(m.from, "cafe-lumen");
	struct net_msg reply;
	CHECK_INT(netgame_receive(&k[1].ng, board_of(&k[1]), NULL, &m, &reply), 0);
	CHECK_INT(netgame_receive(&k[1].ng, board_of(&k[1]), NULL, &m, &reply), 1);
	CHECK_INT(k[1].reversi.n_moves, 1);
	/* Another kiosk's message for this game changes nothing. */
	strcpy(m.from, "someone-else");
	m.seq = 2;
	CHECK_INT(netgame_receive(&k[1].ng, board_of(&k[1]), NULL, &m, &reply), 1);
	/* Out of turn: white (this table) is to move. */
	strcpy(m.from, "cafe-lumen");
	strcpy(m.u.move.text, "c5");
	CHECK_INT(netgame_receive(&k[1].ng, board_of(&k[1]), NULL, &m, &reply), -1);
	CHECK_STR(k[1].ng.reason, "Stopped: Cafe Lumen moved out of turn (c5)");
	CHECK_INT(reply.kind, NET_MSG_END);
	CHECK_INT(reply.u.end.reason, NET_END_DISAGREE);

	start(NET_GAME_REVERSI, NULL, lex, 1);
	CHECK_INT(reversi_game_play(&k[0].reversi, reversi_square_parse("d3")), REVERSI_OK);
	CHECK_INT(netgame_outgoing(&k[0].ng, board_of(&k[0]), NULL, &m), 1);
	strcpy(m.from, "cafe-lumen");
	m.seq = 2;
	CHECK_INT(netgame_receive(&k[1].ng, board_of(&k[1]), NULL, &m, &reply), -1);
	CHECK_STR(k[1].ng.reason, "Stopped: a move from Cafe Lumen is missing (number 2 came after 0)");

	start(NET_GAME_REVERSI, NULL, lex, 1);
	CHECK_INT(reversi_game_play(&k[0].reversi, reversi_square_parse("d3")), REVERSI_OK);
	flush(&k[0]);
	CHECK_INT(reversi_game_undo(&k[0].reversi, 1), REVERSI_OK);
	CHECK_INT(netgame_outgoing(&k[0].ng, board_of(&k[0]), NULL, &m), -1);
	CHECK_STR(k[0].ng.reason, "a move was taken back at this table");
	CHECK_INT(m.kind, NET_MSG_END);
}

/* A table restarted mid-game: its saved netgame and game (replayed, as the
 * app does) carry on; the other's moves queued meanwhile arrive; its own
 * last move, which may not have left, goes again and the other drops the
 * repeat, or takes it if it was lost. */
static void test_restart_catches_up(void)
{
	start(NET_GAME_REVERSI, NULL, lex, 1);
	CHECK_INT(reversi_game_play(&k[0].reversi, reversi_square_parse("d3")), REVERSI_OK);
	flush(&k[0]);
	deliver(&k[1]);
	CHECK_INT(reversi_game_play(&k[1].reversi, reversi_square_parse("c5")), REVERSI_OK);
	flush(&k[1]);
	/* Table 1 is saved here and stops; table 0 plays on. */
	struct netgame saved_ng = k[1].ng;
	struct reversi_game saved_game = k[1].reversi;
	deliver(&k[0]);
	CHECK_INT(reversi_game_play(&k[0].reversi, reversi_square_parse("e6")), REVERSI_OK);
	flush(&k[0]);
	memset(&k[1].ng, 0xa5, sizeof k[1].ng);
	memset(&k[1].reversi, 0xa5, sizeof k[1].reversi);
	/* It starts again from what it saved. */
	char why[128];
	CHECK_INT(netgame_check_saved(&saved_ng, why, sizeof why), 0);
	k[1].ng = saved_ng;
	struct reversi_replay_error re;
	CHECK_INT(reversi_game_replay(&k[1].reversi, &saved_game, &re), REVERSI_OK);
	CHECK_INT(k[1].remote.ops->follow(k[1].remote.ctx, k[1].ng.id, k[1].ng.peer, k[1].ng.applied_seq, 0), 0);
	struct net_msg m;
	CHECK_INT(netgame_resend(&k[1].ng, &m), 1);
	CHECK_STR(m.u.move.text, "c5 @3/3");
	send(&k[1], &m);
	deliver(&k[1]);
	CHECK_INT(k[1].reversi.n_moves, 3); /* e6 caught up */
	deliver(&k[0]);
	CHECK_INT(k[0].refused, 0);	/* the repeat of c5 dropped */
	CHECK_INT(k[0].reversi.n_moves, 3);
	CHECK(same_pos(&k[0].reversi.pos, &k[1].reversi.pos));

	/* The move that never left: sent into a cut cable, then the restart. */
	start(NET_GAME_REVERSI, NULL, lex, 1);
	CHECK_INT(reversi_game_play(&k[0].reversi, reversi_square_parse("d3")), REVERSI_OK);
	pair.side[1].cut = true;
	flush(&k[0]);
	pair.side[1].cut = false;
	CHECK_INT(remote_pair_waiting(&pair, 1), 0);
	CHECK_INT(netgame_resend(&k[0].ng, &m), 1);
	send(&k[0], &m);
	deliver(&k[1]);
	CHECK_INT(k[1].reversi.n_moves, 1);
	CHECK_INT(k[1].refused, 0);
}

/* The seat to move at table s plays the computer's choice (Medium). */
static void play_choice(struct kiosk *s, uint64_t seed)
{
	struct words_choice c;
	CHECK_INT(words_player_choose(player, &s->words, WORDS_LEVEL_MEDIUM, seed, 0, NULL, &c), 0);
	CHECK_INT(words_choice_apply(&s->words, &c, NULL), WORDS_OK);
}

/* What waits for table s is lost: its link took it in, and the kiosk died
 * before its game did. */
static void lose_waiting(struct kiosk *s)
{
	struct remote_event ev;
	while (s->remote.ops->poll(s->remote.ctx, &ev) == 1)
		;
}

/* Words as Reversi: when the other table comes back, every move this table
 * sent since the other's last goes again, not only the last (which the
 * other took for a gap: "a move from Library East is missing (number 2
 * came after 0)", and both tables stopped).  Library East challenges Cafe
 * Lumen's play - for free under single challenges (logged nowhere), +5
 * to Cafe Lumen under five-point ones - and then plays: two moves, both
 * lost with Cafe Lumen's kiosk. */
static void test_words_run_again_when_back(void)
{
	static const enum words_challenge modes[] = { WORDS_CHALLENGE_SINGLE, WORDS_CHALLENGE_FIVE_POINT };
	for (int mode = 0; mode < 2; mode++) {
		struct words_options rules = { .challenge = modes[mode] };
		start(NET_GAME_WORDS, &rules, lex, 21);
		play_choice(&k[0], 1);
		flush(&k[0]);
		deliver(&k[1]);
		bool upheld;
		struct words_result r;
		CHECK_INT(words_challenge(&k[1].words, &upheld, &r), WORDS_OK);
		CHECK(!upheld); /* the computer plays real words */
		flush(&k[1]);
		play_choice(&k[1], 2);
		flush(&k[1]);
		CHECK_INT(k[1].ng.sent_seq, 2);
		CHECK_INT(remote_pair_waiting(&pair, 0), 2);
		lose_waiting(&k[0]);
		/* Cafe Lumen is back: Library East sends its run again. */
		struct net_msg run[NETGAME_RESEND_MAX];
		int n = netgame_resend_run(&k[1].ng, board_of(&k[1]), run, NETGAME_RESEND_MAX);
		CHECK_INT(n, 2);
		CHECK_STR(run[0].u.move.text, "challenge");
		CHECK_INT(run[0].seq, 1);
		CHECK_INT(run[1].seq, 2);
		CHECK_STR(run[1].u.move.text, k[1].ng.last_sent);
		for (int i = 0; i < n; i++)
			send(&k[1], &run[i]);
		deliver(&k[0]);
		CHECK_INT(k[0].refused, 0);
		CHECK_INT(k[0].ng.state, NETGAME_PLAYING);
		CHECK_INT(k[0].ng.applied_seq, 2);
		CHECK_MSG(same_words(&k[0].words, &k[1].words), "the tables hold different games");
		/* Back again: all repeats, dropped; the game goes on. */
		n = netgame_resend_run(&k[1].ng, board_of(&k[1]), run, NETGAME_RESEND_MAX);
		for (int i = 0; i < n; i++)
			send(&k[1], &run[i]);
		deliver(&k[0]);
		CHECK_INT(k[0].moves_in, 2);
		play_choice(&k[0], 3);
		flush(&k[0]);
		deliver(&k[1]);
		CHECK_INT(k[0].refused + k[1].refused, 0);
		CHECK_MSG(same_words(&k[0].words, &k[1].words), "the tables hold different games");
		/* Cafe Lumen moved since: Library East has nothing more to send
		 * than its last move (a repeat there). */
		CHECK_INT(netgame_resend_run(&k[1].ng, board_of(&k[1]), run, NETGAME_RESEND_MAX), 1);
	}
}

/* The dictionary, or none at all once `strict` is set: every play then a
 * phony, so that a challenge withdraws whatever was played. */
static bool strict;
static bool contains_unless_strict(const void *ctx, const char *w, int len)
{
	return !strict && contains(ctx, w, len);
}

/* Both tables play their seats (the computer, Medium) until the game is
 * over; it must have ended by a play going out.  Returns the goer. */
static int play_to_going_out(uint64_t seed)
{
	int turns = 0;
	while (!words_is_over(&k[0].words) && turns++ < 200) {
		int mover = k[0].words.pos.current;
		play_choice(&k[mover], seed + (uint64_t)turns);
		flush(&k[mover]);
		deliver(&k[1 - mover]);
		CHECK_MSG(same_words(&k[0].words, &k[1].words), "the tables hold different games");
	}
	int c = k[0].words.pos.challengeable;
	CHECK_MSG(words_is_over(&k[1].words) && c >= 0, "the game did not end by a play going out");
	return c >= 0 ? k[0].words.log[c].player : 0;
}

/* A going-out play across tables, in the challenge modes: the other table
 * has the window one table gives (Challenge or let it stand), and the
 * goer's table waits for its word before the game is final.  Before, both
 * tables ended the game with the play, and a phony going out stood.  The
 * word is a move ("stand", or "challenge") numbered in its table's
 * stream: lost on its way, it goes again when the other comes back;
 * repeated, it is dropped - the game ends once, and always. */
static void test_going_out_judged_across_tables(void)
{
	static const enum words_challenge modes[] = { WORDS_CHALLENGE_SINGLE, WORDS_CHALLENGE_DOUBLE,
						      WORDS_CHALLENGE_FIVE_POINT };
	for (int mode = 0; mode < 3; mode++) {
		struct words_options rules = { .challenge = modes[mode] };
		start(NET_GAME_WORDS, &rules, lex, 5);
		k[0].ng.stand = k[1].ng.stand = 1;
		int goer = play_to_going_out(100);
		int judge = 1 - goer;
		CHECK(!words_is_final(&k[0].words));
		CHECK_INT(k[goer].ng.state, NETGAME_PLAYING); /* the goer's table waits */
		CHECK(netgame_peer_to_move(&k[goer].ng, board_of(&k[goer])));
		CHECK_INT(netgame_to_move(&k[judge].ng, board_of(&k[judge])), judge);
		/* Single: let stand; double, five-point: challenged, and it fails. */
		bool upheld = false;
		if (mode == 0)
			CHECK_INT(words_let_stand(&k[judge].words), WORDS_OK);
		else
			CHECK_INT(words_challenge(&k[judge].words, &upheld, NULL), WORDS_OK);
		CHECK(!upheld);
		CHECK(words_is_final(&k[judge].words));
		/* Its word is lost on the way (the goer's kiosk was away). */
		pair.side[goer].cut = true;
		flush(&k[judge]);
		pair.side[goer].cut = false;
		CHECK_INT(k[judge].ng.state, NETGAME_OVER);
		CHECK_MSG(strncmp(k[judge].ng.last_sent, mode == 2 ? "challenge @" : "stand @", mode == 2 ? 11 : 7) == 0,
			  k[judge].ng.last_sent);
		deliver(&k[goer]);
		CHECK_INT(k[goer].ng.state, NETGAME_PLAYING); /* still waiting: not over */
		/* The goer is back, twice: its word comes, then as a repeat. */
		for (int again = 0; again < 2; again++) {
			struct net_msg run[NETGAME_RESEND_MAX];
			int n = netgame_resend_run(&k[judge].ng, board_of(&k[judge]), run, NETGAME_RESEND_MAX);
			CHECK_INT(n, 1);
			for (int i = 0; i < n; i++)
				send(&k[judge], &run[i]);
			deliver(&k[goer]);
			CHECK_INT(k[goer].refused, 0);
			CHECK_INT(k[goer].ng.state, NETGAME_OVER);
			CHECK(words_is_final(&k[goer].words));
			CHECK_MSG(same_words(&k[0].words, &k[1].words), "the tables end different games");
		}
		CHECK_INT(k[goer].moves_in + k[judge].moves_in, k[0].ng.applied_seq + k[1].ng.applied_seq);
		/* Nothing more goes either way. */
		struct net_msg m;
		CHECK_INT(netgame_outgoing(&k[goer].ng, board_of(&k[goer]), NULL, &m), 0);
		CHECK_INT(netgame_outgoing(&k[judge].ng, board_of(&k[judge]), NULL, &m), 0);
	}

	/* A phony going out, let stand from the other table: it stands on
	 * both (a "challenge" there would withdraw it); then challenged:
	 * withdrawn on both, and the game goes on to its end. */
	for (int challenged = 0; challenged < 2; challenged++) {
		struct words_options rules = { .challenge = WORDS_CHALLENGE_SINGLE };
		start(NET_GAME_WORDS, &rules, (struct words_lexicon){ contains_unless_strict, &dict }, 5);
		k[0].ng.stand = k[1].ng.stand = 1;
		strict = false;
		int goer = play_to_going_out(100), judge = 1 - goer;
		strict = true; /* the going-out play is a phony now, on both tables */
		bool upheld = false;
		if (challenged)
			CHECK_INT(words_challenge(&k[judge].words, &upheld, NULL), WORDS_OK);
		else
			CHECK_INT(words_let_stand(&k[judge].words), WORDS_OK);
		CHECK(upheld == challenged);
		flush(&k[judge]);
		deliver(&k[goer]);
		strict = false;
		CHECK_INT(k[goer].refused, 0);
		CHECK(words_is_over(&k[goer].words) == !challenged);
		CHECK_INT(k[goer].ng.state, challenged ? NETGAME_PLAYING : NETGAME_OVER);
		CHECK_MSG(same_words(&k[0].words, &k[1].words), "the tables hold different games");
		if (challenged)
			play_to_going_out(300); /* the game goes on, to another going out */
		CHECK_INT(k[0].refused + k[1].refused, 0);
	}
}

/* Without "stand" on both kiosks (an older one, ng->stand 0) the game ends
 * with the going-out play, as before: neither table waits for the other. */
static void test_going_out_with_an_older_kiosk(void)
{
	struct words_options rules = { .challenge = WORDS_CHALLENGE_SINGLE };
	start(NET_GAME_WORDS, &rules, lex, 5);
	play_to_going_out(100);
	CHECK_INT(k[0].ng.state, NETGAME_OVER);
	CHECK_INT(k[1].ng.state, NETGAME_OVER);
}

/* A saved netgame from any bytes is checked before it is used. */
static void test_saved_checked(void)
{
	struct netgame ng;
	char why[128];
	netgame_begin(&ng, NET_GAME_WORDS, "g1", "library-east", "Library East", 0, 5);
	CHECK_INT(netgame_check_saved(&ng, why, sizeof why), 0);
	ng.seat = 2;
	CHECK_INT(netgame_check_saved(&ng, why, sizeof why), -1);
	CHECK_STR(why, "network game: seat 2 out of range");
	netgame_begin(&ng, NET_GAME_WORDS, "g1", "library/east", "Library East", 0, 5);
	CHECK_INT(netgame_check_saved(&ng, why, sizeof why), -1);
	CHECK_STR(why, "network game: a bad game id or peer");
	netgame_begin(&ng, NET_GAME_WORDS, "g1", "library-east", "Library East", 0, 5);
	memset(ng.reason, 'x', sizeof ng.reason);
	CHECK_INT(netgame_check_saved(&ng, why, sizeof why), -1);
	ng.game = 7;
	CHECK_INT(netgame_check_saved(&ng, why, sizeof why), -1);
	CHECK_STR(why, "network game: game 7 is neither Words nor Reversi");
}

int main(void)
{
	if (!check_dict_open(&dict))
		return check_finish();
	lex = (struct words_lexicon){ contains, &dict };
	player = words_player_init(player_mem, sizeof player_mem, &dict);
	if (!player) {
		CHECK_MSG(false, "the Words player does not fit its test memory (words_player_memory_size)");
		return check_finish();
	}
	RUN(test_words_whole_game);
	RUN(test_words_phonies_and_free_challenges);
	RUN(test_reversi_whole_game);
	RUN(test_refused_move_stops_both);
	RUN(test_scores_checked);
	RUN(test_last_move_scores_checked);
	RUN(test_repeats_gaps_turns);
	RUN(test_restart_catches_up);
	RUN(test_words_run_again_when_back);
	RUN(test_going_out_judged_across_tables);
	RUN(test_going_out_with_an_older_kiosk);
	RUN(test_saved_checked);
	return check_finish();
}
