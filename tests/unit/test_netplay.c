/* The kiosk's side of play between kiosks (app/netplay.h) over two kiosks
 * joined in memory: each sees the other in the lobby with its name, place
 * and status; an invitation accepted starts the same game on both (the
 * inviter moves first, one seed, the house rules carried), declined or
 * refused says so, unanswered lapses on both sides; chat lines arrive,
 * cut to length and limited in rate; a table that leaves is waited for,
 * and may be left after the time limit. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "app/netplay.h"
#include "check.h"

static struct remote_pair pair;
static struct netplay np[2];
static struct netplay_news news[2];
static struct words_game words[2];
static uint32_t now = 1000;

static struct netgame_board board(int i)
{
	return (struct netgame_board){ &words[i], NULL };
}

/* The same house rules, field by field (the struct has padding). */
static bool same_rules(const struct words_options *a, const struct words_options *b)
{
	return a->challenge == b->challenge && a->blank_interchange == b->blank_interchange &&
	       a->interchange_must_play == b->interchange_must_play && a->kind_redraw == b->kind_redraw &&
	       a->end_rule == b->end_rule;
}

static void pump(int i)
{
	netplay_pump(&np[i], board(i), now, &news[i]);
}

static void join(void)
{
	struct remote r[2];
	remote_pair_init(&pair, "cafe-lumen", "library-east", r);
	netplay_init(&np[0], &r[0], "Cafe Lumen", "Rue Neuve 4", now);
	netplay_init(&np[1], &r[1], "Library East", "Quai 2", now);
	pump(0);
	pump(1);
}

static void test_lobby(void)
{
	join();
	CHECK(news[0].lobby);
	CHECK(np[0].connected);
	CHECK_INT(np[0].kiosk_count, 1);
	CHECK_STR(np[0].kiosks[0].user, "library-east");
	CHECK_STR(np[0].kiosks[0].name, "Library East");
	CHECK_STR(np[0].kiosks[0].place, "Quai 2");
	CHECK_INT(np[0].kiosks[0].status, NET_STATUS_FREE);
	CHECK_STR(np[1].kiosks[0].name, "Cafe Lumen");
	/* Refusing invitations shows as busy; a game at the table as playing. */
	netplay_refuse_all(&np[1], true);
	pump(0);
	CHECK_INT(np[0].kiosks[0].status, NET_STATUS_BUSY);
	netplay_refuse_all(&np[1], false);
	netplay_playing_here(&np[1], true);
	pump(0);
	CHECK_INT(np[0].kiosks[0].status, NET_STATUS_PLAYING);
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 5, now), -1);
	CHECK_STR(np[0].notice, "Library East is not free to play");
	/* A kiosk that leaves leaves the list. */
	struct net_msg gone = { .kind = NET_MSG_GONE };
	np[1].remote.ops->send(np[1].remote.ctx, &gone);
	pump(0);
	CHECK_INT(np[0].kiosk_count, 0);
}

static void test_invitation_accepted(void)
{
	join();
	struct words_options rules = { .challenge = WORDS_CHALLENGE_DOUBLE, .blank_interchange = true,
				       .end_rule = WORDS_END_TOURNAMENT };
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_WORDS, &rules, 77, now), 0);
	CHECK_STR(np[0].notice, "Waiting for Library East to answer...");
	pump(1);
	CHECK(news[1].invite);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_RECEIVED);
	CHECK_STR(np[1].invite.peer_name, "Cafe Lumen");
	CHECK_INT(np[1].invite.game, NET_GAME_WORDS);
	CHECK(same_rules(&np[1].invite.rules, &rules));
	/* A second invitation meanwhile is answered busy. */
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 1, now), -1);
	netplay_answer(&np[1], true);
	CHECK_INT(np[1].game.state, NETGAME_PLAYING);
	CHECK_INT(np[1].game.seat, 1);
	pump(0);
	CHECK(news[0].start);
	CHECK_INT(np[0].game.state, NETGAME_PLAYING);
	CHECK_INT(np[0].game.seat, 0);
	CHECK_STR(np[0].game.id, np[1].game.id);
	CHECK_INT(np[0].game.seed, 77);
	CHECK_INT(np[1].game.seed, 77);
	CHECK_STR(np[1].game.peer_name, "Cafe Lumen");
	/* Both said they play "stand" (the invitation, the acceptance): a
	 * going-out play waits for the other table's word. */
	CHECK_INT(np[1].invite.peer_version, NET_PLAY_VERSION);
	CHECK(np[0].game.stand && np[1].game.stand);
	/* Both show as playing now, and refuse more invitations. */
	pump(0);
	pump(1);
	CHECK_INT(np[0].kiosks[0].status, NET_STATUS_PLAYING);
	CHECK_INT(np[1].kiosks[0].status, NET_STATUS_PLAYING);
}

/* A kiosk of another's name (eve says "Library East") is in the lobby:
 * netplay's own lines name the real one with its user, as the lobby's
 * rows do (they said "Waiting for Library East to answer..."). */
static void test_lines_tell_kiosks_of_one_name_apart(void)
{
	join();
	struct netplay_kiosk *eve = &np[0].kiosks[np[0].kiosk_count++];
	memset(eve, 0, sizeof *eve);
	strcpy(eve->user, "eve");
	strcpy(eve->name, "library  east");
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 77, now), 0);
	CHECK_STR(np[0].notice, "Waiting for Library East (library-east) to answer...");
	now += NETPLAY_INVITE_MS + 5000;
	pump(0);
	CHECK_STR(np[0].notice, "No answer from Library East (library-east)");
	char buf[NETPLAY_NAME_LEN];
	netplay_kiosk_name(&np[0], "eve", "library  east", buf, sizeof buf);
	CHECK_STR(buf, "library  east (eve)");
	netplay_kiosk_name(&np[1], "cafe-lumen", "Cafe Lumen", buf, sizeof buf);
	CHECK_STR(buf, "Cafe Lumen"); /* one of its name: as it says */
	netplay_kiosk_name(&np[0], "eve", "Library East", buf, 12); /* too narrow: the user whole */
	CHECK_STR(buf, "Li\xe2\x80\xa6 (eve)"); /* 11 bytes and the NUL, the cut marked */
	/* A name longer than the place for it ends in "…", cut between
	 * letters: not a shorter name read as the kiosk's own. */
	netplay_kiosk_name(&np[0], "quai", "Biblioth\xc3\xa8que M\xc3\xa9riadeck", buf, 18);
	CHECK_STR(buf, "Biblioth\xc3\xa8que\xe2\x80\xa6");
	netplay_kiosk_name(&np[0], "quai", "Biblioth\xc3\xa8que M\xc3\xa9riadeck", buf, 20);
	CHECK_STR(buf, "Biblioth\xc3\xa8que M\xe2\x80\xa6");
	netplay_kiosk_name(&np[0], "quai", "Biblioth\xc3\xa8que M\xc3\xa9riadeck", buf, 26);
	CHECK_STR(buf, "Biblioth\xc3\xa8que M\xc3\xa9riadeck"); /* 24 bytes: whole */
}

/* An older kiosk's invitation, or acceptance, says no version: the game
 * ends with a going-out play on both tables, as the older one does. */
static void test_game_with_an_older_kiosk(void)
{
	join();
	struct net_msg inv = { .kind = NET_MSG_INVITE, .seq = 1 };
	strcpy(inv.to, "library-east");
	strcpy(inv.game_id, "g-old");
	inv.u.invite.game = NET_GAME_WORDS;
	netplay_rules_text(&(struct words_options){ .challenge = WORDS_CHALLENGE_SINGLE }, inv.u.invite.rules,
			   sizeof inv.u.invite.rules);
	CHECK_INT(np[0].remote.ops->send(np[0].remote.ctx, &inv), 0);
	pump(1);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_RECEIVED);
	netplay_answer(&np[1], true);
	CHECK_INT(np[1].game.state, NETGAME_PLAYING);
	CHECK(!np[1].game.stand);
	/* This kiosk invites an older one, which accepts without a version. */
	join();
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_WORDS, NULL, 5, now), 0);
	struct remote_event ev;
	while (np[1].remote.ops->poll(np[1].remote.ctx, &ev) == 1)
		;
	struct net_msg acc = { .kind = NET_MSG_REPLY, .seq = 1 };
	strcpy(acc.to, "cafe-lumen");
	strcpy(acc.game_id, np[0].invite.game_id);
	acc.u.reply.answer = NET_ANSWER_ACCEPT;
	CHECK_INT(np[1].remote.ops->send(np[1].remote.ctx, &acc), 0);
	pump(0);
	CHECK_INT(np[0].game.state, NETGAME_PLAYING);
	CHECK(!np[0].game.stand);
}

static void test_invitation_declined_refused_lapsed(void)
{
	join();
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	netplay_answer(&np[1], false);
	pump(0);
	CHECK(news[0].invite);
	CHECK_STR(np[0].notice, "Library East declined");
	CHECK_INT(np[0].invite.state, NETPLAY_INVITE_NONE);
	CHECK_INT(np[0].game.state, NETGAME_OFF);

	/* Refusing all: answered busy at once, nobody asked. */
	netplay_refuse_all(&np[1], true);
	pump(0);
	np[0].kiosks[0].status = NET_STATUS_FREE; /* an invitation sent before the busy status arrived */
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	CHECK(!news[1].invite);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_NONE);
	pump(0);
	CHECK_STR(np[0].notice, "Library East is busy: try again later");
	netplay_refuse_all(&np[1], false);
	pump(0);

	/* Unanswered: the one asked stops asking after the limit and says
	 * no; the one asking gives up a little later. */
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_RECEIVED);
	now += NETPLAY_INVITE_MS - 1;
	pump(1);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_RECEIVED);
	now += 1;
	pump(1);
	CHECK(news[1].invite);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_NONE);
	CHECK_STR(np[1].notice, "The invitation from Cafe Lumen lapsed");
	/* The decline sent at the lapse: nobody declined there (the inviting
	 * table read "Library East declined"). */
	pump(0);
	CHECK_INT(np[0].invite.state, NETPLAY_INVITE_NONE);
	CHECK_STR(np[0].notice, "No answer from Library East");
	/* A person's decline a moment before the limit is one. */
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	now += NETPLAY_INVITE_MS - 100;
	netplay_answer(&np[1], false);
	pump(0);
	CHECK_STR(np[0].notice, "Library East declined");

	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pair.side[1].cut = true; /* never arrives */
	now += NETPLAY_INVITE_MS + 5000;
	pump(0);
	CHECK_STR(np[0].notice, "No answer from Library East");
	CHECK_INT(np[0].invite.state, NETPLAY_INVITE_NONE);
	pair.side[1].cut = false;
}

static void start_reversi(void)
{
	join();
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	netplay_answer(&np[1], true);
	pump(0);
}

/* Both tables' Reversi games at the start, each kiosk's board its own. */
static void boards_start(struct reversi_game g[2], struct netgame_board *b0, struct netgame_board *b1)
{
	reversi_game_start(&g[0]);
	reversi_game_start(&g[1]);
	*b0 = (struct netgame_board){ NULL, &g[0] };
	*b1 = (struct netgame_board){ NULL, &g[1] };
}

/* Cafe Lumen (kiosk 0) plays d3 and hands it to its link. */
static void first_move_sent(struct reversi_game *g, struct netgame_board b)
{
	CHECK_INT(reversi_game_play(g, reversi_square_parse("d3")), REVERSI_OK);
	CHECK(!netplay_flush(&np[0], b));
}

static void test_chat(void)
{
	start_reversi();
	CHECK_INT(netplay_chat(&np[0], "Good move!", now), 0);
	pump(1);
	CHECK(news[1].chat);
	CHECK_INT(np[1].chat_count, 1);
	CHECK_STR(np[1].chat[0].text, "Good move!");
	CHECK(!np[1].chat[0].mine);
	CHECK(np[0].chat[0].mine);
	/* Cut to length; a control character becomes '?'. */
	char long_line[200];
	memset(long_line, 'a', sizeof long_line - 1);
	long_line[sizeof long_line - 1] = 0;
	long_line[0] = '\t';
	CHECK_INT(netplay_chat(&np[0], long_line, now), 0);
	pump(1);
	CHECK_INT((int)strlen(np[1].chat[1].text), NETPLAY_CHAT_LEN - 1);
	CHECK(np[1].chat[1].text[0] == '?');
	/* Three lines in ten seconds, then the next waits. */
	CHECK_INT(netplay_chat(&np[0], "Thinking...", now + 10), 0);
	CHECK_INT(netplay_chat(&np[0], "again", now + 20), -1);
	CHECK_STR(np[0].notice, "Wait a moment before the next line");
	CHECK_INT(netplay_chat(&np[0], "again", now + NETPLAY_CHAT_BURST_MS), 0);
	pump(1);
	CHECK_INT(np[1].chat_count, 4);
	/* A repeat of a line (the broker's second delivery) shows once. */
	struct net_msg m = { .kind = NET_MSG_CHAT, .seq = 1 };
	strcpy(m.game_id, np[0].game.id);
	strcpy(m.u.chat.text, "Good move!");
	np[0].remote.ops->send(np[0].remote.ctx, &m);
	pump(1);
	CHECK(!news[1].chat);
	CHECK_INT(np[1].chat_count, 4);
}

/* A remote that never runs dry: a kiosk elsewhere sending presence after
 * presence as fast as the link takes them in. */
static unsigned flood_polls;

static int flood_poll(void *ctx, struct remote_event *ev)
{
	(void)ctx;
	if (++flood_polls > 100000)
		return 0; /* ends a pump that does not stop by itself, so this test fails rather than hangs */
	memset(ev, 0, sizeof *ev);
	ev->kind = REMOTE_MESSAGE;
	ev->msg.kind = NET_MSG_PRESENCE;
	snprintf(ev->msg.from, sizeof ev->msg.from, "kiosk-%u", flood_polls % 1000);
	snprintf(ev->msg.u.presence.name, sizeof ev->msg.u.presence.name, "Kiosk %u", flood_polls % 1000);
	return 1;
}

static int flood_send(void *ctx, const struct net_msg *m)
{
	(void)ctx, (void)m;
	return 0;
}

static void test_flood_leaves_the_pump(void)
{
	static const struct remote_ops flood_ops = { .send = flood_send, .poll = flood_poll };
	struct remote r = { .ops = &flood_ops };
	struct netplay_news n;
	uint32_t wake = 1;
	netplay_init(&np[0], &r, "Cafe Lumen", "Rue Neuve 4", now);
	flood_polls = 0;
	netplay_pump(&np[0], board(0), now, &n);
	CHECK_INT((int)flood_polls, NETPLAY_PUMP_MAX);
	CHECK(n.lobby);
	CHECK_INT(np[0].kiosk_count, NETPLAY_KIOSKS);
	CHECK(netplay_wake_in(&np[0], now, &wake)); /* the rest at once */
	CHECK_INT((int)wake, 0);
}

/* The other table's lines past its limit (a changed kiosk, sending them
 * straight to the remote) wait: three in ten seconds are shown, the newest
 * of the rest when the time has passed; all are kept. */
static void chat_line_forged(int k)
{
	struct net_msg m = { .kind = NET_MSG_CHAT, .seq = (uint64_t)k };
	strcpy(m.game_id, np[0].game.id);
	snprintf(m.u.chat.text, sizeof m.u.chat.text, "line %d", k);
	np[0].remote.ops->send(np[0].remote.ctx, &m);
	pump(1);
}

static void test_chat_received_limited(void)
{
	start_reversi();
	uint32_t wake = 0;
	for (int k = 1; k <= 5; k++) {
		chat_line_forged(k);
		CHECK(news[1].chat == (k <= 3));
		CHECK_INT(np[1].chat_count, k);
	}
	CHECK(netplay_wake_in(&np[1], now + 1000, &wake));
	CHECK_INT((int)wake, NETPLAY_CHAT_BURST_MS - 1000);
	now += NETPLAY_CHAT_BURST_MS - 1;
	pump(1);
	CHECK(!news[1].chat);
	now += 1;
	pump(1);
	CHECK(news[1].chat);
	CHECK_STR(np[1].chat_heard, "line 5");
	CHECK(!netplay_wake_in(&np[1], now, &wake));
	pump(1);
	CHECK(!news[1].chat); /* shown once */
	/* A line still waiting when the game is left goes with it. */
	for (int k = 6; k <= 9; k++)
		chat_line_forged(k);
	CHECK(np[1].chat_held);
	CHECK(netplay_wake_in(&np[1], now, &wake));
	netplay_leave_game(&np[1]);
	CHECK(!netplay_wake_in(&np[1], now, &wake));
}

static void test_away_and_end(void)
{
	start_reversi();
	char buf[128];
	CHECK(!netplay_waiting_text(&np[0], now, buf, sizeof buf));
	struct net_msg gone = { .kind = NET_MSG_GONE };
	np[1].remote.ops->send(np[1].remote.ctx, &gone);
	pump(0);
	CHECK(news[0].away);
	now += 125000;
	CHECK(netplay_waiting_text(&np[0], now, buf, sizeof buf));
	CHECK_STR(buf, "Library East is away (2:05): Menu ends it");
	CHECK(netplay_may_end(&np[0], now));
	netplay_end_game(&np[0], NET_END_TIMEOUT);
	CHECK_INT(np[0].game.state, NETGAME_ENDED);
	struct reversi_game g;
	reversi_game_start(&g);
	netplay_pump(&np[1], (struct netgame_board){ NULL, &g }, now, &news[1]);
	CHECK(news[1].stopped);
	CHECK_INT(np[1].game.state, NETGAME_ENDED);
	CHECK_STR(np[1].game.reason, "Cafe Lumen ended the game: this table was away too long");
	netplay_leave_game(&np[0]);
	pump(1);
	CHECK_INT(np[1].kiosks[0].status, NET_STATUS_FREE);

	/* Back within the limit: no more waiting. */
	start_reversi();
	np[1].remote.ops->send(np[1].remote.ctx, &gone);
	pump(0);
	now += 5000;
	CHECK(netplay_waiting_text(&np[0], now, buf, sizeof buf));
	CHECK_STR(buf, "Waiting for Library East (since 0:05)");
	CHECK(!netplay_may_end(&np[0], now));
	netplay_refuse_all(&np[1], false);
	np[1].last_status = 99; /* its presence goes out again, as the link does on reconnecting */
	netplay_playing_here(&np[1], false);
	pump(0);
	CHECK(news[0].away);
	CHECK(!netplay_waiting_text(&np[0], now, buf, sizeof buf));
}

/* A move the remote has no room for (-EAGAIN: the link's ring full) goes
 * as soon as there is room, without a restart, and the moves after it
 * keep their order. */
static void test_move_retried_when_full(void)
{
	start_reversi();
	struct reversi_game g[2];
	struct netgame_board b0, b1;
	boards_start(g, &b0, &b1);
	/* Fill what waits for library-east with presences of cafe-lumen. */
	struct net_msg filler = { .kind = NET_MSG_PRESENCE };
	strcpy(filler.u.presence.name, "Cafe Lumen");
	while (np[0].remote.ops->send(np[0].remote.ctx, &filler) == 0)
		;
	first_move_sent(&g[0], b0);
	CHECK_INT(netplay_retry_in(&np[0]), NETPLAY_RETRY_MS);
	CHECK_INT(remote_pair_waiting(&pair, 1), REMOTE_PAIR_RING);
	/* While the remote stays full, the app comes back less and less often. */
	static const uint32_t waits[] = { 200, 400, 800, 1600, 1600 };
	for (int i = 0; i < 5; i++) {
		netplay_pump(&np[0], b0, now, &news[0]);
		CHECK_INT(netplay_retry_in(&np[0]), waits[i]);
	}
	/* Library East takes in what waited: the move was not among it. */
	netplay_pump(&np[1], b1, now, &news[1]);
	CHECK_INT(g[1].n_moves, 0);
	/* The next flush (or pump) at Cafe Lumen sends it. */
	netplay_pump(&np[0], b0, now, &news[0]);
	CHECK_INT(netplay_retry_in(&np[0]), 0);
	netplay_pump(&np[1], b1, now, &news[1]);
	CHECK(news[1].moved);
	CHECK_INT(g[1].n_moves, 1);
	CHECK_INT(np[1].game.applied_seq, 1);
	CHECK_INT(np[1].game.state, NETGAME_PLAYING);
}

/* A move the other kiosk's link took in but its game never applied (it was
 * killed in between) is sent again when that kiosk's presence is back. */
static void test_last_move_again_when_back(void)
{
	start_reversi();
	struct reversi_game g[2];
	struct netgame_board b0, b1;
	boards_start(g, &b0, &b1);
	first_move_sent(&g[0], b0);
	/* Library East's link has it; the kiosk dies before its game does. */
	struct remote_event ev;
	while (np[1].remote.ops->poll(np[1].remote.ctx, &ev) == 1)
		;
	struct net_msg gone = { .kind = NET_MSG_GONE }, hello = { .kind = NET_MSG_PRESENCE };
	strcpy(hello.u.presence.name, "Library East");
	hello.u.presence.status = NET_STATUS_PLAYING; /* back in the game */
	np[1].remote.ops->send(np[1].remote.ctx, &gone);
	pump(0);
	CHECK(np[0].peer_away);
	CHECK_INT(remote_pair_waiting(&pair, 1), 0);
	/* It comes back (its saved game before d3): Cafe Lumen sends d3 again. */
	np[1].remote.ops->send(np[1].remote.ctx, &hello);
	netplay_pump(&np[0], b0, now, &news[0]);
	CHECK(!np[0].peer_away);
	netplay_pump(&np[1], b1, now, &news[1]);
	CHECK(news[1].moved);
	CHECK_INT(g[1].n_moves, 1);
	/* A second return: the repeat is dropped there. */
	np[1].remote.ops->send(np[1].remote.ctx, &gone);
	np[1].remote.ops->send(np[1].remote.ctx, &hello);
	netplay_pump(&np[0], b0, now, &news[0]);
	netplay_pump(&np[1], b1, now, &news[1]);
	CHECK(!news[1].moved);
	CHECK_INT(g[1].n_moves, 1);
	CHECK_INT(np[1].game.state, NETGAME_PLAYING);
}

/* Both tables play these Reversi moves in turn (each move made at its
 * mover's table, flushed, and taken in by the other), from move `from`. */
static void play_moves(struct reversi_game g[2], const char *const *moves, const char *movers, int from, int to)
{
	for (int i = from; i < to; i++) {
		int seat = movers[i] - '0';
		struct netgame_board b[2] = { { NULL, &g[0] }, { NULL, &g[1] } };
		CHECK_INT(reversi_game_play(&g[seat], reversi_square_parse(moves[i])), REVERSI_OK);
		CHECK(!netplay_flush(&np[seat], b[seat]));
		netplay_pump(&np[1 - seat], b[1 - seat], now, &news[1 - seat]);
		CHECK_INT(g[1 - seat].n_moves, i + 1);
	}
}

/* A game where black (Cafe Lumen) must pass twice: white's a6, c8, f3
 * are Library East's moves 5, 6 and 7 in a row. */
static const char *const passes[] = { "c4", "c5", "c6", "b5", "f6", "b7", "a5", "a4", "a8", "a6", "c8", "f3" };
static const char passes_movers[] = "010101010111";

/* B7: Cafe Lumen's kiosk is killed after its link took in Library East's
 * three moves in a row, before its game did.  On its return Library East
 * sent only its last (7), and both tables stopped: "a move from Library
 * East is missing (number 7 came after 4)".  Every move since Cafe
 * Lumen's last goes again; the repeats are dropped there. */
static void test_moves_in_a_row_again_when_back(void)
{
	start_reversi();
	struct reversi_game g[2];
	struct netgame_board b0, b1;
	boards_start(g, &b0, &b1);
	play_moves(g, passes, passes_movers, 0, 9);
	for (int i = 9; i < 12; i++)
		CHECK_INT(reversi_game_play(&g[1], reversi_square_parse(passes[i])), REVERSI_OK);
	CHECK(!netplay_flush(&np[1], b1));
	CHECK_INT(np[1].game.sent_seq, 7);
	struct remote_event ev;
	while (np[0].remote.ops->poll(np[0].remote.ctx, &ev) == 1)
		;
	struct net_msg gone = { .kind = NET_MSG_GONE }, hello = { .kind = NET_MSG_PRESENCE };
	strcpy(hello.u.presence.name, "Cafe Lumen");
	hello.u.presence.status = NET_STATUS_PLAYING;
	np[0].remote.ops->send(np[0].remote.ctx, &gone);
	netplay_pump(&np[1], b1, now, &news[1]);
	CHECK(np[1].peer_away);
	np[0].remote.ops->send(np[0].remote.ctx, &hello);
	netplay_pump(&np[1], b1, now, &news[1]);
	CHECK(!np[1].peer_away);
	netplay_pump(&np[0], b0, now, &news[0]);
	CHECK_STR(np[0].game.reason, "");
	CHECK_INT(np[0].game.state, NETGAME_PLAYING);
	CHECK_INT(np[0].game.applied_seq, 7);
	CHECK_INT(g[0].n_moves, 12);
	netplay_pump(&np[1], b1, now, &news[1]);
	CHECK_INT(np[1].game.state, NETGAME_PLAYING);
}

/* B3: the broker is killed while Cafe Lumen makes a move and restarts
 * without its sessions.  Library East's subscription died with it, so the
 * move Cafe Lumen's link published on reconnecting reached nobody; neither
 * table saw the other leave, so neither sent anything again, and both
 * waited for ever.  Now the other's presence, which its link publishes
 * after subscribing again, brings this table's moves it may lack. */
static void test_move_lost_with_the_broker(void)
{
	for (int first = 0; first < 2; first++) {
		start_reversi();
		struct reversi_game g[2];
		struct netgame_board b0, b1;
		boards_start(g, &b0, &b1);
		play_moves(g, passes, passes_movers, 0, 2);
		remote_pair_broker_restart(&pair);
		CHECK_INT(reversi_game_play(&g[0], reversi_square_parse(passes[2])), REVERSI_OK);
		CHECK(!netplay_flush(&np[0], b0)); /* published into the new broker: nobody follows */
		netplay_pump(&np[0], b0, now, &news[0]);
		netplay_pump(&np[1], b1, now, &news[1]);
		CHECK(np[0].link_lost && np[1].link_lost);
		remote_pair_back(&pair, first);
		remote_pair_back(&pair, 1 - first);
		for (int k = 0; k < 3; k++) {
			netplay_pump(&np[0], b0, now, &news[0]);
			netplay_pump(&np[1], b1, now, &news[1]);
		}
		CHECK(!np[0].link_lost && !np[1].link_lost);
		CHECK_INT(np[1].game.applied_seq, 2);
		CHECK_INT(g[1].n_moves, 3);
		CHECK_INT(np[1].game.state, NETGAME_PLAYING);
		CHECK_INT(np[0].game.state, NETGAME_PLAYING);
	}
}

/* B12: Library East's kiosk comes back without its saved game, free in the
 * lobby.  Cafe Lumen said "The other table is back" and waited for its
 * move for ever, with no way to end the game.  Now it says the other left
 * the game, and Menu ends it at once. */
static void test_back_without_the_game(void)
{
	start_reversi();
	struct reversi_game g[2];
	struct netgame_board b0, b1;
	boards_start(g, &b0, &b1);
	first_move_sent(&g[0], b0);
	struct net_msg gone = { .kind = NET_MSG_GONE };
	np[1].remote.ops->send(np[1].remote.ctx, &gone);
	netplay_pump(&np[0], b0, now, &news[0]);
	CHECK(np[0].peer_away);
	/* Started again with an empty state directory: free. */
	struct remote r = np[1].remote;
	netplay_init(&np[1], &r, "Library East", "Quai 2", now);
	now += 1000;
	netplay_pump(&np[0], b0, now, &news[0]);
	CHECK(news[0].away);
	CHECK(np[0].peer_left);
	char buf[128];
	CHECK(netplay_waiting_text(&np[0], now, buf, sizeof buf));
	CHECK_STR(buf, "Library East left this game: Menu ends it");
	CHECK(netplay_may_end(&np[0], now));
	netplay_end_game(&np[0], NET_END_TIMEOUT);
	CHECK_INT(np[0].game.state, NETGAME_ENDED);
	/* Back in the game after all (a restart says free first): no longer left. */
	start_reversi();
	boards_start(g, &b0, &b1);
	np[1].last_status = 99;
	netplay_playing_here(&np[1], false);
	netplay_pump(&np[0], b0, now, &news[0]);
	CHECK(!np[0].peer_away && !np[0].peer_left);
	CHECK(!netplay_may_end(&np[0], now));
}

/* Library East's kiosk is restarted without this game and is in another
 * now: a game across tables with a third kiosk, or one at its own table.
 * Its presence said only "playing", which Cafe Lumen took for "back in
 * this game": "The other table is back", and its move for ever.  Now the
 * presence names the game, and one not this game is read as the other
 * having left it (Menu ends it); this game named, or none (an older
 * kiosk), it is back as before. */
static void test_back_in_another_game(void)
{
	start_reversi();
	struct reversi_game g[2];
	struct netgame_board b0, b1;
	boards_start(g, &b0, &b1);
	first_move_sent(&g[0], b0);
	netplay_pump(&np[1], b1, now, &news[1]);
	CHECK_INT(g[1].n_moves, 1);
	CHECK_STR(pair.retained[1].game_id, np[1].game.id); /* the game its presence names */
	struct net_msg gone = { .kind = NET_MSG_GONE }, hello = { .kind = NET_MSG_PRESENCE };
	strcpy(hello.u.presence.name, "Library East");
	hello.u.presence.status = NET_STATUS_PLAYING;
	static const char *const elsewhere[] = { "g-with-a-third", NET_GAME_ID_LOCAL };
	char buf[128];
	for (int i = 0; i < 2; i++) {
		np[1].remote.ops->send(np[1].remote.ctx, &gone);
		netplay_pump(&np[0], b0, now, &news[0]);
		CHECK(np[0].peer_away);
		strcpy(hello.game_id, elsewhere[i]);
		np[1].remote.ops->send(np[1].remote.ctx, &hello);
		unsigned before = remote_pair_waiting(&pair, 1);
		netplay_pump(&np[0], b0, now, &news[0]);
		CHECK_MSG(np[0].peer_left, elsewhere[i]);
		CHECK(news[0].away);
		CHECK(netplay_may_end(&np[0], now));
		CHECK(netplay_waiting_text(&np[0], now, buf, sizeof buf));
		CHECK_STR(buf, "Library East left this game: Menu ends it");
		CHECK_INT(remote_pair_waiting(&pair, 1), before); /* nothing sent again: not its game */
	}
	/* This game named: back in it. */
	strcpy(hello.game_id, np[0].game.id);
	np[1].remote.ops->send(np[1].remote.ctx, &hello);
	netplay_pump(&np[0], b0, now, &news[0]);
	CHECK(!np[0].peer_left && !np[0].peer_away);
	CHECK(!netplay_may_end(&np[0], now));
	/* An older kiosk names none: back, as before. */
	np[1].remote.ops->send(np[1].remote.ctx, &gone);
	hello.game_id[0] = 0;
	np[1].remote.ops->send(np[1].remote.ctx, &hello);
	netplay_pump(&np[0], b0, now, &news[0]);
	CHECK(!np[0].peer_left && !np[0].peer_away);

	/* Its own presence, as netplay writes it: "-" once it plays at its
	 * table only, after a restart. */
	struct remote r = np[1].remote;
	netplay_init(&np[1], &r, "Library East", "Quai 2", now);
	CHECK_STR(pair.retained[1].game_id, "");
	netplay_playing_here(&np[1], true);
	CHECK_STR(pair.retained[1].game_id, NET_GAME_ID_LOCAL);
	CHECK_INT(pair.retained[1].u.presence.status, NET_STATUS_PLAYING);
	netplay_pump(&np[0], b0, now, &news[0]);
	CHECK(np[0].peer_left);
}

/* Games in a row (F4): each game left is unfollowed, so the remote (here
 * one game at a time, as a full link) takes the next.  Before, the second
 * game's follow failed unseen and its table never got a move. */
static void test_games_in_a_row(void)
{
	join();
	for (int game = 0; game < 5; game++) {
		CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
		pump(1);
		netplay_answer(&np[1], true);
		CHECK_INT(np[1].game.state, NETGAME_PLAYING);
		pump(0);
		CHECK_INT(np[0].game.state, NETGAME_PLAYING);
		CHECK_STR(pair.side[0].game_id, np[0].game.id);
		CHECK_STR(pair.side[1].game_id, np[0].game.id);
		struct reversi_game g[2];
		struct netgame_board b0, b1;
		boards_start(g, &b0, &b1);
		first_move_sent(&g[0], b0);
		netplay_pump(&np[1], b1, now, &news[1]);
		CHECK_MSG(news[1].moved, "the inviter's first move did not arrive");
		CHECK_INT(g[1].n_moves, 1);
		netplay_end_game(&np[0], NET_END_RESIGN);
		netplay_pump(&np[1], b1, now, &news[1]);
		CHECK_INT(np[1].game.state, NETGAME_ENDED);
		netplay_leave_game(&np[0]);
		netplay_leave_game(&np[1]);
		CHECK_STR(pair.side[0].game_id, "");
		CHECK_STR(pair.side[1].game_id, "");
		pump(0);
		pump(1);
		now += 1000;
	}
	CHECK_INT(pair.side[0].unfollows, 5);
	CHECK_INT(pair.side[1].unfollows, 5);
	CHECK_INT(pair.side[1].follows, 5);
}

/* A follow the remote refuses starts no game, and says so, on either side;
 * the other side learns (a decline, or the END of a withdrawn invitation). */
static void test_follow_refused(void)
{
	join();
	pair.side[1].follow_rc = -ENOSPC;
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	netplay_answer(&np[1], true);
	CHECK_INT(np[1].game.state, NETGAME_OFF);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_NONE);
	CHECK_STR(np[1].notice, "Cannot play Cafe Lumen: the network link refused the game (too many games followed)");
	pump(0);
	CHECK_INT(np[0].game.state, NETGAME_OFF);
	CHECK_STR(np[0].notice, "Library East declined");
	pair.side[1].follow_rc = 0;

	pair.side[0].follow_rc = -EAGAIN;
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	netplay_answer(&np[1], true);
	pump(0);
	CHECK_INT(np[0].game.state, NETGAME_OFF);
	CHECK_INT(np[0].invite.state, NETPLAY_INVITE_NONE);
	CHECK_STR(np[0].notice, "Cannot play Library East: the network link refused the game (its queue is full)");
	struct reversi_game g;
	reversi_game_start(&g);
	netplay_pump(&np[1], (struct netgame_board){ NULL, &g }, now, &news[1]);
	CHECK(news[1].stopped);
	CHECK_INT(np[1].game.state, NETGAME_ENDED);
	CHECK_STR(np[1].game.reason, "Cafe Lumen withdrew the invitation");
	pair.side[0].follow_rc = 0;
}

/* Accepting an invitation the inviter no longer holds open (F1): it
 * answers with the END of a withdrawn invitation, and the accepting table
 * says so instead of waiting for ever. */
static void accepted_too_late(const char *what)
{
	struct reversi_game g;
	reversi_game_start(&g);
	netplay_answer(&np[1], true);
	CHECK_INT(np[1].game.state, NETGAME_PLAYING);
	pump(0);
	CHECK_MSG(np[0].game.state == NETGAME_OFF, what);
	netplay_pump(&np[1], (struct netgame_board){ NULL, &g }, now, &news[1]);
	CHECK_MSG(news[1].stopped, what);
	CHECK_INT(np[1].game.state, NETGAME_ENDED);
	CHECK_STR(np[1].game.reason, "Cafe Lumen withdrew the invitation");
	netplay_leave_game(&np[1]);
	pump(0);
	pump(1);
}

static void test_withdrawn_invitation(void)
{
	join();
	/* Withdrawn: the question closes where it was asked. */
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_RECEIVED);
	netplay_cancel(&np[0]);
	pump(1);
	CHECK(news[1].invite);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_NONE);
	CHECK_STR(np[1].notice, "Cafe Lumen withdrew the invitation");

	/* Withdrawn while the acceptance was on its way. */
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	netplay_cancel(&np[0]);
	accepted_too_late("an acceptance after the cancel");

	/* Lapsed where it was sent (the accepter's clock had not got there). */
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	now += NETPLAY_INVITE_MS + 5000;
	pump(0);
	CHECK_STR(np[0].notice, "No answer from Library East");
	accepted_too_late("an acceptance after the lapse");

	/* Sent before the inviter restarted: the acceptance waited for it. */
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	struct remote r0 = np[0].remote;
	netplay_init(&np[0], &r0, "Cafe Lumen", "Rue Neuve 4", now);
	accepted_too_late("an acceptance after a restart");
	CHECK_INT(np[0].game.state, NETGAME_OFF);
}

/* An invitation from a kiosk not in the lobby (gone, or queued from long
 * ago) is not asked; one whose inviter leaves while asked is closed. */
static void test_invitation_from_a_kiosk_gone(void)
{
	join();
	struct net_msg gone = { .kind = NET_MSG_GONE };
	np[0].remote.ops->send(np[0].remote.ctx, &gone);
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	CHECK_INT(np[1].kiosk_count, 0);
	CHECK(!news[1].invite);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_NONE);
	pump(0);
	CHECK_STR(np[0].notice, "Library East declined");

	np[0].last_status = 99; /* its presence again, as after a reconnect */
	netplay_playing_here(&np[0], false);
	pump(1);
	CHECK_INT(np[1].kiosk_count, 1);
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_RECEIVED);
	np[0].remote.ops->send(np[0].remote.ctx, &gone);
	pump(1);
	CHECK(news[1].invite);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_NONE);
	CHECK_STR(np[1].notice, "Cafe Lumen left");
}

static void test_rules_text(void)
{
	struct words_options o = { .challenge = WORDS_CHALLENGE_FIVE_POINT, .blank_interchange = true,
				   .interchange_must_play = true, .kind_redraw = true, .end_rule = WORDS_END_TOURNAMENT };
	char buf[NET_RULES_MAX + 1];
	netplay_rules_text(&o, buf, sizeof buf);
	CHECK_STR(buf, "c3 b1 m1 k1 e1");
	struct words_options back;
	CHECK(netplay_rules_parse(buf, &back));
	CHECK(same_rules(&o, &back));
	CHECK(!netplay_rules_parse("c4 b0 m0 k0 e0", &back));
	CHECK(!netplay_rules_parse("c0 b0 m1 k0 e0", &back)); /* must play a blank never swapped */
	CHECK(!netplay_rules_parse("c0 b0 m0 k0 e0 x", &back));
	CHECK(!netplay_rules_parse("", &back));
}

/* Both kiosks invite each other at the same moment (each sends before the
 * other's invitation arrives).  Both answered "busy", so both tables read
 * "NAME is busy: try again later" though each was free and asking.  The
 * kiosk whose user sorts after the other's (library-east) withdraws its
 * own and is asked; cafe-lumen keeps waiting, and an acceptance starts
 * cafe-lumen's game on both.  In either order of arrival. */
static void test_invitations_crossed(void)
{
	for (int order = 0; order < 2; order++) {
		join();
		CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
		CHECK_INT(netplay_invite(&np[1], "cafe-lumen", NET_GAME_WORDS, NULL, 4, now), 0);
		char cafe_game[NET_GAME_ID_MAX + 1];
		snprintf(cafe_game, sizeof cafe_game, "%s", np[0].invite.game_id);
		for (int n = 0; n < 3; n++) {
			pump(order ? 1 - n % 2 : n % 2);
			pump(order ? n % 2 : 1 - n % 2);
		}
		CHECK_MSG(strstr(np[0].notice, "busy") == NULL, np[0].notice);
		CHECK_MSG(strstr(np[1].notice, "busy") == NULL, np[1].notice);
		CHECK_INT(np[0].invite.state, NETPLAY_INVITE_SENT);
		CHECK_STR(np[0].notice, "Waiting for Library East to answer...");
		CHECK_INT(np[1].invite.state, NETPLAY_INVITE_RECEIVED);
		CHECK_INT(np[1].invite.game, NET_GAME_REVERSI);
		CHECK_STR(np[1].invite.game_id, cafe_game);
		CHECK_STR(np[1].notice, "Cafe Lumen invited you too: your invitation is withdrawn");
		netplay_answer(&np[1], true);
		pump(0);
		CHECK_INT(np[0].game.state, NETGAME_PLAYING);
		CHECK_INT(np[1].game.state, NETGAME_PLAYING);
		CHECK_STR(np[0].game.id, cafe_game);
		CHECK_STR(np[1].game.id, cafe_game);
		CHECK_INT(np[0].game.game, NET_GAME_REVERSI);
		CHECK_INT(np[0].game.seat, 0);
		CHECK_INT(np[1].game.seat, 1);
		pump(1);
		CHECK_INT(np[1].game.state, NETGAME_PLAYING);
	}
}

/* A lobby of more kiosks than it lists (NETPLAY_KIOSKS): an invitation
 * from one not listed is asked, not declined unasked (its inviter read
 * "Library East declined", and nobody there saw it), named by its user. */
static void test_invitation_from_beyond_a_full_lobby(void)
{
	join();
	/* 64 other kiosks came first: cafe-lumen is not among them. */
	for (int i = 0; i < NETPLAY_KIOSKS; i++) {
		struct netplay_kiosk *k = &np[1].kiosks[i];
		memset(k, 0, sizeof *k);
		snprintf(k->user, sizeof k->user, "kiosk-%d", i);
		snprintf(k->name, sizeof k->name, "Kiosk %d", i);
	}
	np[1].kiosk_count = NETPLAY_KIOSKS;
	CHECK_INT(netplay_invite(&np[0], "library-east", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	CHECK(news[1].invite);
	CHECK_INT(np[1].invite.state, NETPLAY_INVITE_RECEIVED);
	CHECK_STR(np[1].invite.peer_name, "cafe-lumen");
	netplay_answer(&np[1], true);
	pump(0);
	CHECK_INT(np[0].game.state, NETGAME_PLAYING);
	CHECK_INT(np[1].game.state, NETGAME_PLAYING);
}

int main(void)
{
	RUN(test_lobby);
	RUN(test_invitation_accepted);
	RUN(test_game_with_an_older_kiosk);
	RUN(test_lines_tell_kiosks_of_one_name_apart);
	RUN(test_invitation_declined_refused_lapsed);
	RUN(test_chat);
	RUN(test_chat_received_limited);
	RUN(test_flood_leaves_the_pump);
	RUN(test_away_and_end);
	RUN(test_move_retried_when_full);
	RUN(test_last_move_again_when_back);
	RUN(test_moves_in_a_row_again_when_back);
	RUN(test_move_lost_with_the_broker);
	RUN(test_back_without_the_game);
	RUN(test_back_in_another_game);
	RUN(test_games_in_a_row);
	RUN(test_follow_refused);
	RUN(test_withdrawn_invitation);
	RUN(test_invitation_from_a_kiosk_gone);
	RUN(test_invitations_crossed);
	RUN(test_invitation_from_beyond_a_full_lobby);
	RUN(test_rules_text);
	return check_finish();
}
