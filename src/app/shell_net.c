/* The shell's side of play between kiosks: the lobby screen and its taps,
 * the invitation asked, the game across tables started on its table and
 * kept in step with the other (netplay.h), its chat, the other table's
 * absence.  Calls netplay, the screens (shell_screens.c) and the attract
 * mode's stop (shell_kiosk.c); none of them calls back. */
#include <stdio.h>
#include <string.h>

#include "app/deadline.h"
#include "app/shell.h"
#include "app/shell_int.h"
#include "gfx/utf8.h"

/* The table the game across tables is on (shown or kept under the menu),
 * or none. */
static enum shell_screen net_table(const struct shell *sh)
{
	if (!sh->net_game)
		return SHELL_MENU;
	enum shell_screen game = sh->screen == SHELL_WORDS || sh->screen == SHELL_REVERSI ? sh->screen : sh->kept;
	return game == SHELL_WORDS || game == SHELL_REVERSI ? game : SHELL_MENU;
}

static struct netgame_board board(struct shell *sh)
{
	struct netgame_board b = { NULL, NULL };
	enum shell_screen t = net_table(sh);
	const struct netplay *np = sh->opt.net;
	if (t == SHELL_WORDS && np->game.game == NET_GAME_WORDS)
		b.words = &sh->words.game;
	else if (t == SHELL_REVERSI && np->game.game == NET_GAME_REVERSI)
		b.reversi = &sh->reversi.game;
	return b;
}

/* A line on the status line of the game across tables. */
static void say(struct shell *sh, const char *text, bool good)
{
	if (net_table(sh) == SHELL_WORDS)
		words_table_say(&sh->words, text, good);
	else if (net_table(sh) == SHELL_REVERSI)
		reversi_table_say(&sh->reversi, text, good);
}

/* ---- the lobby ---- */

static enum lobby_status lobby_status_of(unsigned status)
{
	return status == NET_STATUS_FREE ? LOBBY_FREE : status == NET_STATUS_PLAYING ? LOBBY_PLAYING : LOBBY_BUSY;
}

static void lobby_refresh(struct shell *sh)
{
	const struct netplay *np = sh->opt.net;
	struct lobby_row rows[NETPLAY_KIOSKS]; /* copied by lobby_set_rows */
	int n = np->kiosk_count < LOBBY_ROWS_MAX ? np->kiosk_count : LOBBY_ROWS_MAX;
	for (int i = 0; i < n; i++) {
		const struct netplay_kiosk *k = &np->kiosks[i];
		memset(&rows[i], 0, sizeof rows[i]);
		netplay_kiosk_name(np, k->user, k->name, rows[i].name, sizeof rows[i].name);
		snprintf(rows[i].place, sizeof rows[i].place, "%s", k->place);
		rows[i].words = k->game != NET_GAME_REVERSI;
		rows[i].reversi = k->game != NET_GAME_WORDS;
		rows[i].status = lobby_status_of(k->status);
	}
	lobby_set_rows(&sh->lobby, rows, n);
	char title[LOBBY_TEXT_LEN];
	snprintf(title, sizeof title, "%.30s%s%.40s: play another kiosk", np->name, np->place[0] ? ", " : "", np->place);
	lobby_set_title(&sh->lobby, title);
	lobby_set_notice(&sh->lobby, np->notice[0] ? np->notice : np->connected ? "" : "Connecting to the other kiosks...");
	lobby_set_waiting(&sh->lobby, np->invite.state == NETPLAY_INVITE_SENT);
	lobby_set_refusing(&sh->lobby, np->refuse_all);
}

/* The lobby is this file's to fill, so it is shown from here: the
 * screens' shell_start only switches to it. */
int shell_net_show_lobby(struct shell *sh)
{
	if (sh->opt.net) {
		lobby_refresh(sh);
		lobby_invalidate(&sh->lobby);
	}
	return shell_start(sh, SHELL_LOBBY);
}

/* What an invitation asks, in words: "Words, five-point challenges". */
static void invitation_text(const struct netplay_invite *in, char *buf, size_t cap)
{
	static const char *const modes[] = { "the dictionary checks every play", "single challenges",
					     "double challenges", "five-point challenges" };
	if (in->game == NET_GAME_WORDS)
		snprintf(buf, cap, "A game of Words (%s). You play second.",
			 modes[in->rules.challenge <= WORDS_CHALLENGE_FIVE_POINT ? in->rules.challenge : 0]);
	else
		snprintf(buf, cap, "A game of Reversi. You play white.");
}

/* An invitation came, lapsed or was answered: asked over the lobby (from
 * the title screen too), or the question closed. */
static void invitation_changed(struct shell *sh)
{
	const struct netplay_invite *in = &sh->opt.net->invite;
	if (in->state != NETPLAY_INVITE_RECEIVED) {
		lobby_close_question(&sh->lobby);
		return;
	}
	if (sh->attract)
		shell_attract_stop(sh);
	if (sh->screen == SHELL_MENU)
		shell_net_show_lobby(sh);
	if (sh->screen != SHELL_LOBBY)
		return; /* at a table: netplay answered busy already */
	char from[DIALOG_TITLE_LEN], what[DIALOG_TEXT_LEN];
	char name[DIALOG_TITLE_LEN - sizeof " invites you"]; /* the words whole */
	netplay_kiosk_name(sh->opt.net, in->peer, in->peer_name, name, sizeof name);
	snprintf(from, sizeof from, "%s invites you", name);
	invitation_text(in, what, sizeof what);
	lobby_ask(&sh->lobby, from, what);
}

int shell_net_start(struct shell *sh)
{
	struct netplay *np = sh->opt.net;
	enum shell_screen t = np->game.game == NET_GAME_WORDS ? SHELL_WORDS : SHELL_REVERSI;
	/* The game kept under the menu (if any) ends: the game across tables
	 * takes the table. */
	sh->kept = SHELL_MENU;
	menu_keep(&sh->menu, NULL, NULL);
	sh->net_game = true;
	sh->settings.players = 2;
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++)
		sh->settings.seat[i] = MENU_HUMAN;
	if (t == SHELL_WORDS)
		sh->settings.rules = np->invite.rules;
	if (shell_start(sh, t)) {
		sh->net_game = false;
		netplay_end_game(np, NET_END_RESIGN);
		netplay_leave_game(np);
		return -1;
	}
	return 0;
}

void shell_net_lobby_action(struct shell *sh, enum lobby_action a)
{
	struct netplay *np = sh->opt.net;
	const struct lobby *l = &sh->lobby;
	uint32_t now = sh->net_now;
	switch (a) {
	case LOBBY_NONE:
		return;
	case LOBBY_INVITE_WORDS:
	case LOBBY_INVITE_REVERSI:
		if (l->chosen >= 0 && l->chosen < np->kiosk_count)
			netplay_invite(np, np->kiosks[l->chosen].user, a == LOBBY_INVITE_WORDS ? NET_GAME_WORDS : NET_GAME_REVERSI,
				       &sh->menu.set.rules, sh->opt.seed + sh->games * 7919u + now, now);
		break;
	case LOBBY_CANCEL:
		netplay_cancel(np);
		break;
	case LOBBY_ACCEPT:
	case LOBBY_DECLINE:
		netplay_answer(np, a == LOBBY_ACCEPT);
		if (np->game.state == NETGAME_PLAYING && !sh->net_game)
			shell_net_start(sh);
		break;
	case LOBBY_REFUSE:
		netplay_refuse_all(np, l->refusing);
		break;
	case LOBBY_BACK:
		shell_start(sh, SHELL_MENU);
		return;
	}
	if (sh->screen == SHELL_LOBBY)
		lobby_refresh(sh);
}

/* ---- the game across tables ---- */

void shell_net_chat_event(struct shell *sh, enum lobby_chat_result r)
{
	struct netplay *np = sh->opt.net;
	if (r != LOBBY_CHAT_SEND || !np)
		return;
	char line[NETPLAY_CHAT_LEN + 8];
	if (netplay_chat(np, sh->chat.text, sh->net_now) == 0)
		snprintf(line, sizeof line, "You: %s", np->chat[np->chat_count - 1].text);
	else
		snprintf(line, sizeof line, "%.60s", np->notice);
	say(sh, line, false);
}

/* The table asked for the chat's keyboard (its Chat button). */
static void chat_asked(struct shell *sh)
{
	bool asked = false;
	if (sh->screen == SHELL_WORDS)
		asked = words_table_take_chat(&sh->words);
	else if (sh->screen == SHELL_REVERSI)
		asked = reversi_table_take_chat(&sh->reversi);
	if (!asked || sh->chat.open)
		return;
	struct damage *pending = sh->screen == SHELL_WORDS ? &sh->words.pending : &sh->reversi.pending;
	lobby_chat_open(&sh->chat, sh->opt.width, sh->opt.height, sh->opt.scale, netplay_phrases, NETPLAY_PHRASES,
			pending);
}

/* The table's own status line again (whose turn), over what was said. */
static void say_own(struct shell *sh)
{
	if (net_table(sh) != sh->screen)
		return;
	if (sh->screen == SHELL_WORDS)
		words_table_say_own(&sh->words);
	else
		reversi_table_say_own(&sh->reversi);
}

/* What came in for the game, on its table; was_now: the clock at the last
 * sync; sent: this table's move went out since. */
static void show_news(struct shell *sh, const struct netplay_news *news, uint32_t was_now, bool sent)
{
	struct netplay *np = sh->opt.net;
	enum shell_screen t = net_table(sh);
	if (news->moved && t == SHELL_WORDS)
		words_table_remote_moved(&sh->words, news->log_from);
	else if (news->moved && t == SHELL_REVERSI)
		reversi_table_remote_moved(&sh->reversi);
	if (news->chat) {
		char line[NET_NAME_MAX + NETPLAY_CHAT_LEN + 4], name[NET_NAME_MAX + 1];
		netplay_kiosk_name(np, np->game.peer, np->game.peer_name, name, sizeof name);
		snprintf(line, sizeof line, "%s: %s", name, np->chat_heard);
		say(sh, line, true);
	}
	if (news->stopped)
		say(sh, np->game.reason, false);
	/* This kiosk lost the broker: the table said nothing, and its players
	 * waited for a move that could not come (or sent one that could not
	 * go) while the other table read "Waiting for NAME".  A move that came
	 * with the connection back says enough by itself. */
	if (news->link && t != SHELL_MENU && np->game.state == NETGAME_PLAYING && (np->link_lost || !news->moved))
		say(sh, np->link_lost ? NETPLAY_LINK_LOST : NETPLAY_LINK_BACK, !np->link_lost);
	/* Waiting for the other table's move, the line counts the time each
	 * second.  On this table's turn it is said when the other goes and
	 * when Menu may end the game, not each second: it read "Waiting for
	 * NAME" to players who could move, and wiped the live score of the
	 * tiles they were placing every second. */
	char wait[128];
	struct netgame_board b = board(sh);
	bool theirs = (b.words || b.reversi) && netgame_peer_to_move(&np->game, b);
	bool limit = netplay_may_end(np, sh->net_now) && !netplay_may_end(np, was_now);
	if (theirs && netplay_waiting_text(np, sh->net_now, wait, sizeof wait))
		say(sh, wait, false);
	/* Nobody at the other table: said when its kiosk says so, and again
	 * after this table's move (the table's line said "NAME's move" over
	 * it, and the players waited on for a table nobody sat at). */
	else if ((news->idle || news->away || sent || limit) &&
		 netplay_idle_text(np, theirs, wait, sizeof wait))
		say(sh, wait, false);
	else if (!theirs && (news->away || limit) && netplay_away_text(np, sh->net_now, wait, sizeof wait))
		say(sh, wait, false);
	else if (news->away && !np->peer_away && t != SHELL_MENU)
		say(sh, "The other table is back", true);
	/* Someone is back at it: the usual line (a move of theirs says
	 * enough by itself). */
	else if (news->idle && !np->peer_idle && !news->moved && np->game.state == NETGAME_PLAYING)
		say_own(sh);
}

/* A game across tables ended or stopped by a table (not by the rules),
 * on its table: the header says so in place of whose turn it is (it read
 * "Their move" with the other's box lit), and the status line the reason,
 * whole: "Stopped: " is the header's to say. */
static void show_cut_short(struct shell *sh)
{
	const struct netplay *np = sh->opt.net;
	if (!shell_game_cut_short(sh) || net_table(sh) != sh->screen)
		return;
	bool stopped = np->game.state == NETGAME_STOPPED;
	const char *headline = stopped ? "Game stopped" : "Game ended";
	char why[NETGAME_REASON_MAX];
	const char *r = np->game.reason;
	if (stopped && strncmp(r, "Stopped: ", 9) == 0)
		r += 9;
	snprintf(why, sizeof why, "%s", r);
	if (why[0] >= 'a' && why[0] <= 'z')
		why[0] = (char)(why[0] - 'a' + 'A');
	if (sh->screen == SHELL_WORDS)
		words_table_remote_ended(&sh->words, headline, why);
	else
		reversi_table_remote_ended(&sh->reversi, headline, why);
}

void shell_net_leave(struct shell *sh)
{
	struct netplay *np = sh->opt.net;
	if (!sh->net_game || !np || net_table(sh) != SHELL_MENU)
		return;
	if (np->game.state == NETGAME_PLAYING)
		netplay_end_game(np, netplay_may_end(np, sh->net_now) ? NET_END_TIMEOUT : NET_END_RESIGN);
	netplay_leave_game(np);
	sh->net_game = false;
}

void shell_net_menu_tapped(struct shell *sh)
{
	struct netplay *np = sh->opt.net;
	if (!np || !sh->net_game || net_table(sh) != sh->screen || !netplay_may_end(np, sh->net_now))
		return;
	/* The table said "Menu to end the game", but Menu only kept it:
	 * the kiosk stayed "playing", its lobby refused to invite another
	 * kiosk ("Finish the invitation or game under way first"), and only
	 * a new game started over it ended it. */
	bool left = np->peer_left, idle = np->peer_idle;
	netplay_end_game(np, NET_END_TIMEOUT);
	char name[34], notice[MENU_NOTICE_LEN]; /* the line fits the menu's, the user whole if told */
	netplay_kiosk_name(np, np->game.peer, np->game.peer_name, name, sizeof name);
	snprintf(notice, sizeof notice, "You ended the game with %s: %s", name,
		 left ? "it left the game" : idle ? "nobody was there" : "it was away too long");
	menu_set_notice(&sh->menu, notice);
}

/* The game across tables kept under the menu (or the lobby) was ended or
 * stopped meanwhile, or the other table's last move ended it by the
 * rules: Continue would lead to a dead table or a finished game (a
 * finished game is never kept), and the kiosk would stay "playing" until
 * then.  It is dropped and left; the title says why Continue went (a game
 * over, with the scores), and a game over has its record written, as on
 * its table (shell_record_due). */
static void kept_game_ended(struct shell *sh)
{
	if (sh->screen == SHELL_WORDS || sh->screen == SHELL_REVERSI)
		return;
	enum shell_screen t = net_table(sh);
	bool over = t != SHELL_MENU && sh->opt.net->game.state == NETGAME_OVER;
	if (!over && !shell_game_cut_short(sh))
		return;
	if (over) {
		/* Cut to the menu's line by menu_set_notice. */
		const struct netplay *np = sh->opt.net;
		char scores[MENU_NOTICE_LEN], notice[MENU_NOTICE_LEN * 2], name[31];
		shell_game_scores(sh, t, scores, sizeof scores);
		netplay_kiosk_name(np, np->game.peer, np->game.peer_name, name, sizeof name);
		snprintf(notice, sizeof notice, "The game with %s is over: %s", name, scores);
		menu_set_notice(&sh->menu, notice);
		sh->kept_over = t;
	} else {
		menu_set_notice(&sh->menu, sh->opt.net->game.reason);
	}
	shell_drop_kept(sh);
	shell_net_leave(sh);
}

void shell_net_sync(struct shell *sh, uint32_t now)
{
	struct netplay *np = sh->opt.net;
	if (!np)
		return;
	uint32_t was_now = sh->net_now;
	sh->net_now = now;
	shell_net_leave(sh);
	netplay_playing_here(np, !sh->net_game && shell_game_under_way(sh));
	struct netgame_board b = board(sh);
	uint64_t sent = np->game.sent_seq;
	bool moved_here = false;
	if (netplay_flush(np, b))
		say(sh, np->game.reason, false);
	else if (np->game.sent_seq != sent && np->link_lost && np->game.state == NETGAME_PLAYING)
		say(sh, NETPLAY_LINK_LOST, false); /* this table's move waits: said over "You played ..." */
	else
		moved_here = np->game.sent_seq != sent;
	struct netplay_news news;
	netplay_pump(np, b, now, &news);
	if (news.start && !sh->net_game)
		shell_net_start(sh);
	/* Also on the table just started: what came with the acceptance (its
	 * presence saying nobody is there) is said on it. */
	if (sh->net_game)
		show_news(sh, &news, was_now, moved_here);
	show_cut_short(sh);
	kept_game_ended(sh);
	/* An invitation left open while off the network is asked again. */
	if (news.invite || (news.link && !np->link_lost && np->invite.state == NETPLAY_INVITE_RECEIVED))
		invitation_changed(sh);
	if (sh->screen == SHELL_LOBBY && (news.lobby || news.invite || news.start))
		lobby_refresh(sh);
	chat_asked(sh);
}

bool shell_net_deadline(const struct shell *sh, uint32_t *when)
{
	const struct netplay *np = sh->opt.net;
	bool have = false;
	if (!np)
		return false;
	uint32_t now = sh->net_now, wake, retry = netplay_retry_in(np);
	bool playing = sh->net_game && np->game.state == NETGAME_PLAYING;
	if (playing && np->peer_away) /* the waiting line counts the seconds */
		have = deadline_earlier(have, when, true, now + 1000 - (now - np->peer_away_since) % 1000);
	/* A chat line to show, or the rest of a flood to take. */
	if (netplay_wake_in(np, now, &wake))
		have = deadline_earlier(have, when, true, now + wake);
	if (playing && !np->peer_seen && !np->peer_away && np->connected) /* not in the lobby by then: away */
		have = deadline_earlier(have, when, true, np->connected_at + NETPLAY_UNSEEN_MS);
	if (retry) /* the remote had no room: try again */
		have = deadline_earlier(have, when, true, now + retry);
	if (np->invite.state != NETPLAY_INVITE_NONE)
		have = deadline_earlier(have, when, true, np->invite.since_ms + NETPLAY_INVITE_MS +
					      (np->invite.state == NETPLAY_INVITE_SENT ? 5000 : 0));
	return have;
}

int shell_net_saved(const struct shell *sh, const struct netgame *net, enum shell_screen screen, char *msg,
		    size_t msglen)
{
	if (net->state == NETGAME_OFF)
		return 0;
	if (!sh->opt.net) {
		snprintf(msg, msglen, "the saved game is a game across tables, and this board has no [network]");
		return -1;
	}
	if (netgame_check_saved(net, msg, msglen))
		return -1;
	/* The other table's moves are read as the game across tables says:
	 * on a table of the other game none would be played, none sent. */
	enum net_game_kind want = screen == SHELL_WORDS ? NET_GAME_WORDS : NET_GAME_REVERSI;
	if (net->game != (uint32_t)want) {
		snprintf(msg, msglen, "the saved game across tables is %s, its table %s",
			 net->game == NET_GAME_WORDS ? "Words" : "Reversi", screen == SHELL_WORDS ? "Words" : "Reversi");
		return -1;
	}
	return 0;
}
