/* The kiosk's side of play between kiosks (netplay.h): the lobby,
 * invitations, the game across tables, its chat. */
#include "app/netplay.h"

#include <errno.h>
#include <stdarg.h>

#include <stdio.h>
#include <string.h>

#include "gfx/utf8.h"

const char *const netplay_phrases[NETPLAY_PHRASES] = { "Good move!", "Thinking...", "Well played", "Hello!" };

/* src into dst, cut to fit (a name, a notice: cutting is what is wanted),
 * never inside a character. */
static void copy(char *dst, size_t cap, const char *src)
{
	utf8_copy(dst, cap, src ? src : "");
}

/* Text from another kiosk or typed here, as the screens show it: UTF-8
 * (the fonts draw what they hold, a box for the rest), a control character
 * or a malformed byte a '?', cut at a character boundary. */
static void copy_shown(char *dst, size_t cap, const char *src)
{
	size_t n = 0;
	while (*src) {
		uint32_t cp;
		size_t len = utf8_decode(src, 4, &cp);
		bool shown = cp >= 0x20 && !(cp >= 0x7f && cp < 0xa0) &&
			     !(cp == UTF8_REPLACEMENT && (len != 3 || memcmp(src, "\xef\xbf\xbd", 3) != 0));
		size_t out = shown ? len : 1;
		if (n + out >= cap)
			break;
		if (shown)
			memcpy(dst + n, src, len);
		else
			dst[n] = '?';
		n += out;
		src += len;
	}
	dst[n] = 0;
}

/* The lobby's notice, cut between characters when long (a name told apart
 * from another takes room). */
__attribute__((format(printf, 2, 3))) static void set_notice(struct netplay *np, const char *fmt, ...)
{
	char line[2 * NETPLAY_NOTICE_LEN];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	utf8_copy(np->notice, sizeof np->notice, line);
}

static void send(struct netplay *np, const struct net_msg *m)
{
	if (remote_present(&np->remote))
		np->remote.ops->send(np->remote.ctx, m);
}

/* The game's messages go in order: those the remote refused as full wait
 * here, and a later one waits behind them (the other table would take a
 * gap in the numbers for a lost move). */
static void outbox_drain(struct netplay *np)
{
	int sent = 0;
	while (sent < np->outbox_len && remote_present(&np->remote) &&
	       np->remote.ops->send(np->remote.ctx, &np->outbox[sent]) != -EAGAIN)
		sent++;
	memmove(&np->outbox[0], &np->outbox[sent], (size_t)(np->outbox_len - sent) * sizeof np->outbox[0]);
	np->outbox_len -= sent;
	if (sent)
		np->retry_ms = NETPLAY_RETRY_MS;
	else if (np->outbox_len && np->retry_ms < NETPLAY_RETRY_MAX_MS)
		np->retry_ms *= 2;
}

static void send_game(struct netplay *np, const struct net_msg *m)
{
	if (!remote_present(&np->remote))
		return;
	outbox_drain(np);
	if (!np->outbox_len && np->remote.ops->send(np->remote.ctx, m) != -EAGAIN)
		return;
	if (np->outbox_len == NETPLAY_OUTBOX)
		return; /* the oldest go first; this one goes again after a restart if it was the last */
	if (!np->outbox_len)
		np->retry_ms = NETPLAY_RETRY_MS;
	np->outbox[np->outbox_len++] = *m;
}

uint32_t netplay_retry_in(const struct netplay *np)
{
	return np->outbox_len > 0 ? np->retry_ms : 0;
}

static bool game_on(const struct netplay *np)
{
	return np->game.state != NETGAME_OFF;
}

static enum net_status status_now(const struct netplay *np)
{
	if (game_on(np) || np->playing_here)
		return NET_STATUS_PLAYING;
	return np->refuse_all ? NET_STATUS_BUSY : NET_STATUS_FREE;
}

/* The game the presence says this kiosk plays: the game across tables,
 * "-" for one at its table only, "" for none.  The other table of a game
 * across tables tells by it whether this kiosk came back in that game
 * (a kiosk restarted into another game said only "playing"). */
static const char *game_now(const struct netplay *np)
{
	if (game_on(np))
		return np->game.id;
	return np->playing_here ? NET_GAME_ID_LOCAL : "";
}

/* Nobody at this table, said while a game across tables is on: only its
 * other table needs it (a kiosk on its title without one changes nothing
 * in the lobby as its screen darkens). */
static bool away_now(const struct netplay *np)
{
	return np->nobody_here && game_on(np);
}

static void send_presence(struct netplay *np)
{
	struct net_msg m;
	memset(&m, 0, sizeof m);
	m.kind = NET_MSG_PRESENCE;
	copy(m.u.presence.name, sizeof m.u.presence.name, np->name);
	copy(m.u.presence.place, sizeof m.u.presence.place, np->place);
	m.u.presence.game = NET_GAME_ANY;
	m.u.presence.status = status_now(np);
	copy(m.game_id, sizeof m.game_id, game_now(np));
	m.u.presence.away = away_now(np);
	np->last_status = m.u.presence.status;
	copy(np->last_game, sizeof np->last_game, m.game_id);
	np->last_away = m.u.presence.away != 0;
	send(np, &m);
}

static void update_presence(struct netplay *np)
{
	if (status_now(np) != np->last_status || strcmp(game_now(np), np->last_game) != 0 ||
	    away_now(np) != np->last_away)
		send_presence(np);
}

void netplay_nobody_here(struct netplay *np, bool nobody)
{
	np->nobody_here = nobody;
	update_presence(np);
}

void netplay_init(struct netplay *np, const struct remote *remote, const char *name, const char *place, uint32_t now)
{
	(void)now;
	memset(np, 0, sizeof *np);
	np->remote = *remote;
	copy(np->name, sizeof np->name, name);
	copy(np->place, sizeof np->place, place);
	send_presence(np);
}

/* ---- the lobby ---- */

static int kiosk_find(const struct netplay *np, const char *user)
{
	for (int i = 0; i < np->kiosk_count; i++)
		if (strcmp(np->kiosks[i].user, user) == 0)
			return i;
	return -1;
}

static void kiosk_seen(struct netplay *np, const struct net_msg *m)
{
	if (strcmp(m->from, np->remote.self) == 0)
		return;
	int i = kiosk_find(np, m->from);
	if (i < 0) {
		if (np->kiosk_count == NETPLAY_KIOSKS)
			return;
		i = np->kiosk_count++;
	}
	struct netplay_kiosk *k = &np->kiosks[i];
	copy(k->user, sizeof k->user, m->from);
	copy_shown(k->name, sizeof k->name, m->u.presence.name[0] ? m->u.presence.name : m->from);
	copy_shown(k->place, sizeof k->place, m->u.presence.place);
	k->game = (uint8_t)m->u.presence.game;
	k->status = (uint8_t)m->u.presence.status;
}

static void kiosk_gone(struct netplay *np, const char *user)
{
	int i = kiosk_find(np, user);
	if (i < 0)
		return;
	memmove(&np->kiosks[i], &np->kiosks[i + 1], (size_t)(np->kiosk_count - i - 1) * sizeof np->kiosks[0]);
	np->kiosk_count--;
}

/* ---- names ---- */

/* Two names players would read as one: equal but for spaces and ASCII
 * case ("Library East", "library  east "). */
static bool same_name(const char *a, const char *b)
{
	for (;;) {
		while (*a == ' ')
			a++;
		while (*b == ' ')
			b++;
		char x = *a >= 'A' && *a <= 'Z' ? (char)(*a - 'A' + 'a') : *a;
		char y = *b >= 'A' && *b <= 'Z' ? (char)(*b - 'A' + 'a') : *b;
		if (x != y)
			return false;
		if (!x)
			return true;
		a++, b++;
	}
}

/* name into buf (cap bytes), cut between letters and ended with "…"
 * where it does not fit ("Bibliothèque Méria…": a cut name is not read
 * as another); returns its length. */
static size_t copy_name(char *buf, size_t cap, const char *name)
{
	if (strlen(name) < cap || cap < 5)
		return utf8_copy(buf, cap, name);
	size_t n = utf8_copy(buf, cap - 3, name);
	while (n > 0 && buf[n - 1] == ' ')
		n--;
	memcpy(buf + n, "\xe2\x80\xa6", 4);
	return n + 3;
}

void netplay_kiosk_name(const struct netplay *np, const char *user, const char *name, char *buf, size_t cap)
{
	bool shared = same_name(name, np->name);
	for (int i = 0; i < np->kiosk_count && !shared; i++)
		shared = strcmp(np->kiosks[i].user, user) != 0 && same_name(np->kiosks[i].name, name);
	if (!shared) {
		copy_name(buf, cap, name);
		return;
	}
	/* The user whole, the name cut to leave room for it. */
	char tail[NET_USER_MAX + 4];
	snprintf(tail, sizeof tail, " (%s)", user);
	size_t room = strlen(tail) + 1 < cap ? cap - strlen(tail) : 1;
	size_t n = copy_name(buf, room, name);
	snprintf(buf + n, cap - n, "%s", tail);
}

/* The kiosk of the invitation or of the game, as this kiosk's messages
 * name it: told apart from another of its name, as everywhere else. */
static const char *invite_peer(const struct netplay *np, char buf[NETPLAY_NAME_LEN])
{
	netplay_kiosk_name(np, np->invite.peer, np->invite.peer_name, buf, NETPLAY_NAME_LEN);
	return buf;
}

static const char *game_peer(const struct netplay *np, char buf[NETPLAY_NAME_LEN])
{
	netplay_kiosk_name(np, np->game.peer, np->game.peer_name, buf, NETPLAY_NAME_LEN);
	return buf;
}

/* ---- invitations ---- */

void netplay_rules_text(const struct words_options *o, char *buf, size_t cap)
{
	snprintf(buf, cap, "c%d b%d m%d k%d e%d", (int)o->challenge, o->blank_interchange, o->interchange_must_play,
		 o->kind_redraw, (int)o->end_rule);
}

bool netplay_rules_parse(const char *text, struct words_options *o)
{
	int c, b, m, k, e, used = 0;
	if (sscanf(text, "c%d b%d m%d k%d e%d%n", &c, &b, &m, &k, &e, &used) != 5 || text[used])
		return false;
	if (c < WORDS_CHALLENGE_ENFORCED || c > WORDS_CHALLENGE_FIVE_POINT || b < 0 || b > 1 || m < 0 || m > 1 ||
	    k < 0 || k > 1 || e < WORDS_END_CLASSIC || e > WORDS_END_TOURNAMENT || (m && !b))
		return false;
	memset(o, 0, sizeof *o);
	o->challenge = (enum words_challenge)c;
	o->blank_interchange = b;
	o->interchange_must_play = m;
	o->kind_redraw = k;
	o->end_rule = (enum words_end_rule)e;
	return true;
}

static void reply(struct netplay *np, const char *to, const char *game_id, enum net_answer answer)
{
	struct net_msg m;
	memset(&m, 0, sizeof m);
	m.kind = NET_MSG_REPLY;
	copy(m.to, sizeof m.to, to);
	copy(m.game_id, sizeof m.game_id, game_id);
	m.seq = 0; /* the link numbers it (a second invitation is no repeat) */
	m.u.reply.answer = answer;
	m.u.reply.version = NET_PLAY_VERSION;
	send(np, &m);
}

static const char *name_of(const struct netplay *np, const char *user)
{
	int i = kiosk_find(np, user);
	return i >= 0 ? np->kiosks[i].name : user;
}

/* A game left is unfollowed: the link follows only a few at once, and a
 * game never unfollowed would take a place for good (the fifth game of a
 * run received nothing).  A remote too full to take it now is asked again
 * at the next pump. */
static void unfollow_pending(struct netplay *np)
{
	if (!np->unfollow_id[0] || !remote_present(&np->remote))
		return;
	if (np->remote.ops->unfollow(np->remote.ctx, np->unfollow_id) != -EAGAIN)
		np->unfollow_id[0] = 0;
}

/* Why a follow failed, in words (strerror may allocate: the game thread
 * never does). */
static const char *follow_error(int rc)
{
	switch (rc) {
	case -ENOSPC:
		return "too many games followed";
	case -EAGAIN:
		return "its queue is full";
	case -EINVAL:
		return "a bad game id";
	default:
		return "an error";
	}
}

/* Follows a game before anything of it can come: 0, or the remote's
 * -errno with np->notice saying it (the table would wait for ever). */
static int follow(struct netplay *np, const char *game_id, const char *peer, const char *peer_name,
		  uint64_t move_seq, uint64_t chat_seq)
{
	char who[NETPLAY_NAME_LEN];
	if (!remote_present(&np->remote))
		return 0;
	unfollow_pending(np); /* the last game's place, if it still holds it */
	int rc = np->remote.ops->follow(np->remote.ctx, game_id, peer, move_seq, chat_seq);
	netplay_kiosk_name(np, peer, peer_name, who, sizeof who);
	if (rc < 0)
		set_notice(np, "Cannot play %s: the network link refused the game (%s)", who,
			 follow_error(rc));
	return rc;
}

/* An END numbered 1 on a game this kiosk never played: the kiosk that
 * accepted it (and follows it already) learns the invitation is gone.
 * Older kiosks show it as "NAME ended the game" (docs/network.md). */
static void withdraw(struct netplay *np, const char *game_id)
{
	struct net_msg m;
	memset(&m, 0, sizeof m);
	m.kind = NET_MSG_END;
	copy(m.game_id, sizeof m.game_id, game_id);
	m.seq = 1;
	m.u.end.reason = NET_END_RESIGN;
	copy(m.u.end.text, sizeof m.u.end.text, NETPLAY_WITHDRAWN);
	send_game(np, &m);
}

static int start_game(struct netplay *np, int seat, struct netplay_news *news)
{
	const struct netplay_invite *in = &np->invite;
	int rc = follow(np, in->game_id, in->peer, in->peer_name, 0, 0);
	if (rc < 0)
		return rc;
	netgame_begin(&np->game, (enum net_game_kind)in->game, in->game_id, in->peer, in->peer_name, seat, in->seed);
	/* Both kiosks play "stand": a going-out play may be challenged from
	 * the other table (an older one's game ends with the play). */
	np->game.stand = in->peer_version >= NET_PLAY_VERSION;
	np->invite.state = NETPLAY_INVITE_NONE;
	np->peer_away = false;
	np->peer_left = false;
	np->peer_idle = false;
	np->peer_seen = true; /* it just answered */
	np->chat_count = 0;
	np->chat_held = false;
	np->chat_sent.count = np->chat_shown.count = 0; /* each game's lines from none */
	np->notice[0] = 0;
	update_presence(np);
	news->start = true;
	return 0;
}

static void invited(struct netplay *np, const struct net_msg *m, uint32_t now, struct netplay_news *news)
{
	struct words_options rules;
	memset(&rules, 0, sizeof rules);
	bool words = m->u.invite.game == NET_GAME_WORDS;
	if (strcmp(m->to, np->remote.self) != 0)
		return;
	/* Both kiosks invited each other at once.  Each answered the other
	 * "busy", and both tables read "NAME is busy: try again later" though
	 * both were free and asking.  Now the kiosk whose user sorts after the
	 * other's withdraws its own invitation (as Cancel does: the other
	 * drops that withdrawal, and the busy answer it gets back) and is
	 * asked; the other keeps waiting for the answer.  An older kiosk
	 * answers busy as before. */
	bool crossed = np->invite.state == NETPLAY_INVITE_SENT && strcmp(np->invite.peer, m->from) == 0 &&
		       strcmp(np->remote.self, m->from) > 0 && !game_on(np) && !np->playing_here && !np->refuse_all &&
		       (kiosk_find(np, m->from) >= 0 || np->kiosk_count == NETPLAY_KIOSKS) &&
		       (words ? netplay_rules_parse(m->u.invite.rules, &rules) : m->u.invite.game == NET_GAME_REVERSI);
	if (crossed) {
		reply(np, np->invite.peer, np->invite.game_id, NET_ANSWER_DECLINE);
		np->invite.state = NETPLAY_INVITE_NONE;
	}
	if (np->invite.state != NETPLAY_INVITE_NONE || game_on(np) || np->playing_here || np->refuse_all) {
		reply(np, m->from, m->game_id, NET_ANSWER_BUSY);
		return;
	}
	/* A kiosk not in the lobby (left, died, or an invitation queued from
	 * long ago) would never see an acceptance: not asked.  Unless the
	 * list is full: past NETPLAY_KIOSKS kiosks online the others are not
	 * listed, and every invitation from them was declined unasked (the
	 * inviter read "NAME declined"); the broker's 30 s expiry still keeps
	 * an old one from being asked. */
	if (kiosk_find(np, m->from) < 0 && np->kiosk_count < NETPLAY_KIOSKS) {
		reply(np, m->from, m->game_id, NET_ANSWER_DECLINE);
		return;
	}
	/* "-" names no game across tables (a presence's game at its own table). */
	if ((words && !netplay_rules_parse(m->u.invite.rules, &rules)) ||
	    (!words && m->u.invite.game != NET_GAME_REVERSI) || strcmp(m->game_id, NET_GAME_ID_LOCAL) == 0) {
		reply(np, m->from, m->game_id, NET_ANSWER_DECLINE); /* a game or rules this kiosk does not know */
		return;
	}
	struct netplay_invite *in = &np->invite;
	memset(in, 0, sizeof *in);
	in->state = NETPLAY_INVITE_RECEIVED;
	copy(in->peer, sizeof in->peer, m->from);
	copy(in->peer_name, sizeof in->peer_name, name_of(np, m->from));
	copy(in->game_id, sizeof in->game_id, m->game_id);
	in->game = m->u.invite.game;
	in->seed = m->u.invite.seed;
	in->rules = rules;
	in->peer_version = m->u.invite.version;
	in->since_ms = now;
	char who[NETPLAY_NAME_LEN];
	if (crossed)
		set_notice(np, "%s invited you too: your invitation is withdrawn",
			 invite_peer(np, who));
	news->invite = true;
}

static bool invite_is(const struct netplay_invite *in, enum netplay_invite_state state, const struct net_msg *m)
{
	return in->state == state && strcmp(m->from, in->peer) == 0 && strcmp(m->game_id, in->game_id) == 0;
}

/* The inviter's own reply to the invitation asked here withdraws it. */
static void invite_withdrawn(struct netplay *np, struct netplay_news *news)
{
	struct netplay_invite *in = &np->invite;
	char who[NETPLAY_NAME_LEN];
	set_notice(np, "%s withdrew the invitation", invite_peer(np, who));
	in->state = NETPLAY_INVITE_NONE;
	news->invite = true;
}

static void answered(struct netplay *np, const struct net_msg *m, uint32_t now, struct netplay_news *news)
{
	struct netplay_invite *in = &np->invite;
	if (invite_is(in, NETPLAY_INVITE_RECEIVED, m)) {
		invite_withdrawn(np, news);
		return;
	}
	if (!invite_is(in, NETPLAY_INVITE_SENT, m)) {
		/* An acceptance of an invitation withdrawn, lapsed or sent before
		 * a restart: the accepter waits at its table until told.  Never
		 * for the game under way or the invitation open (only a third
		 * kiosk would send that). */
		if (m->u.reply.answer == NET_ANSWER_ACCEPT && strcmp(m->game_id, np->game.id) != 0 &&
		    !(in->state == NETPLAY_INVITE_SENT && strcmp(m->game_id, in->game_id) == 0))
			withdraw(np, m->game_id);
		return;
	}
	news->invite = true;
	if (m->u.reply.answer == NET_ANSWER_ACCEPT) {
		in->peer_version = m->u.reply.version;
		if (start_game(np, 0, news) < 0) {
			withdraw(np, in->game_id); /* np->notice says why */
			in->state = NETPLAY_INVITE_NONE;
		}
		return;
	}
	/* The decline the other kiosk sends when the invitation lapses there
	 * unanswered (the same message as a person's): nobody declined, and
	 * the table read "NAME declined".  One that comes after the time the
	 * question was asked for is that one. */
	bool lapsed = m->u.reply.answer == NET_ANSWER_DECLINE && now - in->since_ms >= NETPLAY_INVITE_MS;
	char who[NETPLAY_NAME_LEN];
	invite_peer(np, who);
	if (lapsed)
		set_notice(np, "No answer from %s", who);
	else
		set_notice(np, "%s %s", who,
			 m->u.reply.answer == NET_ANSWER_BUSY ? "is busy: try again later" : "declined");
	in->state = NETPLAY_INVITE_NONE;
}

int netplay_invite(struct netplay *np, const char *user, enum net_game_kind game, const struct words_options *rules,
		   uint64_t seed, uint32_t now)
{
	int i = kiosk_find(np, user);
	if (np->invite.state != NETPLAY_INVITE_NONE || game_on(np)) {
		set_notice(np, "Finish the invitation or game under way first");
		return -1;
	}
	if (i < 0 || np->kiosks[i].status != NET_STATUS_FREE) {
		char who[NETPLAY_NAME_LEN];
		if (i >= 0)
			netplay_kiosk_name(np, user, np->kiosks[i].name, who, sizeof who);
		set_notice(np, "%s is not free to play", i < 0 ? user : who);
		return -1;
	}
	struct netplay_invite *in = &np->invite;
	memset(in, 0, sizeof *in);
	in->state = NETPLAY_INVITE_SENT;
	copy(in->peer, sizeof in->peer, user);
	copy(in->peer_name, sizeof in->peer_name, np->kiosks[i].name);
	/* An id no other game of these two kiosks has: the clock and a count,
	 * mixed with the seed. */
	uint64_t id = seed * 0x9e3779b97f4a7c15ULL ^ ((uint64_t)now << 20) ^ ++np->invites_made;
	snprintf(in->game_id, sizeof in->game_id, "g%016llx", (unsigned long long)id);
	in->game = game;
	in->seed = seed;
	if (rules && game == NET_GAME_WORDS)
		in->rules = *rules;
	in->since_ms = now;
	struct net_msg m;
	memset(&m, 0, sizeof m);
	m.kind = NET_MSG_INVITE;
	copy(m.to, sizeof m.to, user);
	copy(m.game_id, sizeof m.game_id, in->game_id);
	m.seq = 0; /* the link numbers it */
	m.u.invite.game = game;
	m.u.invite.seed = seed;
	m.u.invite.version = NET_PLAY_VERSION;
	if (game == NET_GAME_WORDS)
		netplay_rules_text(&in->rules, m.u.invite.rules, sizeof m.u.invite.rules);
	send(np, &m);
	char who[NETPLAY_NAME_LEN];
	set_notice(np, "Waiting for %s to answer...", invite_peer(np, who));
	return 0;
}

void netplay_cancel(struct netplay *np)
{
	struct netplay_invite *in = &np->invite;
	if (in->state == NETPLAY_INVITE_SENT) {
		/* A decline from the inviter closes the question there; an older
		 * kiosk ignores it, and an acceptance still coming is answered
		 * with an END (answered). */
		reply(np, in->peer, in->game_id, NET_ANSWER_DECLINE);
		in->state = NETPLAY_INVITE_NONE;
	}
	np->notice[0] = 0;
}

void netplay_answer(struct netplay *np, bool accept)
{
	struct netplay_invite *in = &np->invite;
	if (in->state != NETPLAY_INVITE_RECEIVED)
		return;
	if (!accept) {
		reply(np, in->peer, in->game_id, NET_ANSWER_DECLINE);
		in->state = NETPLAY_INVITE_NONE;
		return;
	}
	/* Off the network, the acceptance and the game's subscription wait in
	 * the link, and on reconnecting the acceptance may leave first: the
	 * inviter's first move, sent at once, could reach nobody, and both
	 * tables would wait for ever (docs/network.md, "Following a game").
	 * The invitation stays open: asked again when the link is back. */
	if (np->link_lost) {
		set_notice(np, "Not connected: accept when the network is back");
		copy(np->link_notice, sizeof np->link_notice, np->notice); /* cleared when it is */
		return;
	}
	/* Following the game first: the inviter moves as soon as the answer
	 * comes, and a move published before this kiosk subscribed would
	 * reach nobody. */
	char peer[NET_USER_MAX + 1], game_id[NET_GAME_ID_MAX + 1];
	copy(peer, sizeof peer, in->peer);
	copy(game_id, sizeof game_id, in->game_id);
	struct netplay_news news;
	if (start_game(np, 1, &news) < 0) {
		reply(np, peer, game_id, NET_ANSWER_DECLINE); /* np->notice says why */
		in->state = NETPLAY_INVITE_NONE;
		return;
	}
	reply(np, peer, game_id, NET_ANSWER_ACCEPT);
}

/* An invitation lapses: the one sent a little later than the one
 * received, so an answer given in time still finds it. */
static void lapse(struct netplay *np, uint32_t now, struct netplay_news *news)
{
	struct netplay_invite *in = &np->invite;
	uint32_t age = now - in->since_ms;
	char who[NETPLAY_NAME_LEN];
	if (in->state == NETPLAY_INVITE_RECEIVED && age >= NETPLAY_INVITE_MS) {
		reply(np, in->peer, in->game_id, NET_ANSWER_DECLINE);
		set_notice(np, "The invitation from %s lapsed", invite_peer(np, who));
		in->state = NETPLAY_INVITE_NONE;
		news->invite = true;
	} else if (in->state == NETPLAY_INVITE_SENT && age >= NETPLAY_INVITE_MS + 5000) {
		set_notice(np, "No answer from %s", invite_peer(np, who));
		in->state = NETPLAY_INVITE_NONE;
		news->invite = true;
	}
}

void netplay_refuse_all(struct netplay *np, bool refuse)
{
	np->refuse_all = refuse;
	update_presence(np);
}

void netplay_playing_here(struct netplay *np, bool playing)
{
	np->playing_here = playing;
	update_presence(np);
}

/* ---- the game and its chat ---- */

static void chat_add(struct netplay *np, bool mine, const char *text)
{
	if (np->chat_count == NETPLAY_CHAT_LINES) {
		memmove(&np->chat[0], &np->chat[1], (NETPLAY_CHAT_LINES - 1) * sizeof np->chat[0]);
		np->chat_count--;
	}
	struct netplay_chat_line *l = &np->chat[np->chat_count++];
	l->mine = mine;
	copy_shown(l->text, sizeof l->text, text);
}

/* When the next line may go (or be shown): now, or once the oldest of the
 * last NETPLAY_CHAT_BURST is NETPLAY_CHAT_BURST_MS old. */
static uint32_t rate_due(const struct netplay_rate *r, uint32_t now)
{
	if (r->count < NETPLAY_CHAT_BURST)
		return now;
	uint32_t due = r->at[r->next] + NETPLAY_CHAT_BURST_MS;
	return (int32_t)(due - now) > 0 ? due : now;
}

static void rate_note(struct netplay_rate *r, uint32_t now)
{
	r->at[r->next] = now;
	r->next = (r->next + 1) % NETPLAY_CHAT_BURST;
	if (r->count < NETPLAY_CHAT_BURST)
		r->count++;
}

int netplay_chat(struct netplay *np, const char *text, uint32_t now)
{
	if (np->game.state == NETGAME_OFF) {
		set_notice(np, "No game to chat in");
		return -1;
	}
	if (!text || !*text)
		return -1;
	/* Too soon after the last few, and the line waits (a table cannot
	 * flood the other's status line). */
	if (rate_due(&np->chat_sent, now) != now) {
		set_notice(np, "Wait a moment before the next line");
		return -1;
	}
	rate_note(&np->chat_sent, now);
	struct net_msg m;
	memset(&m, 0, sizeof m);
	m.kind = NET_MSG_CHAT;
	copy(m.game_id, sizeof m.game_id, np->game.id);
	m.seq = ++np->game.chat_sent_seq;
	copy_shown(m.u.chat.text, NETPLAY_CHAT_LEN, text);
	send(np, &m);
	chat_add(np, true, m.u.chat.text);
	return 0;
}

static void chatted(struct netplay *np, const struct net_msg *m)
{
	struct netgame *g = &np->game;
	if (g->state == NETGAME_OFF || strcmp(m->game_id, g->id) != 0 || strcmp(m->from, g->peer) != 0 ||
	    m->seq <= g->chat_seen_seq)
		return;
	g->chat_seen_seq = m->seq;
	char cut[NETPLAY_CHAT_LEN];
	copy(cut, sizeof cut, m->u.chat.text);
	chat_add(np, false, cut);
	copy(np->chat_heard, sizeof np->chat_heard, np->chat[np->chat_count - 1].text);
	np->chat_held = true; /* shown by chat_release, at the pump's end */
}

/* The held line is shown, if the other's last few were not too recent. */
static void chat_release(struct netplay *np, uint32_t now, struct netplay_news *news)
{
	if (!np->chat_held || rate_due(&np->chat_shown, now) != now)
		return;
	np->chat_held = false;
	rate_note(&np->chat_shown, now);
	news->chat = true;
}

bool netplay_wake_in(const struct netplay *np, uint32_t now, uint32_t *ms)
{
	if (np->backlog) {
		*ms = 0;
		return true;
	}
	if (!np->chat_held)
		return false;
	*ms = rate_due(&np->chat_shown, now) - now;
	return true;
}

static bool has_board(const struct netplay *np, struct netgame_board b)
{
	return np->game.game == NET_GAME_WORDS ? b.words != NULL : b.reversi != NULL;
}

static void game_message(struct netplay *np, struct netgame_board b, const struct net_msg *m,
			 struct netplay_news *news)
{
	if (np->game.state == NETGAME_OFF || !has_board(np, b))
		return;
	int from = np->game.game == NET_GAME_WORDS ? b.words->pos.log_len : 0;
	bool fresh = np->game.applied_seq == 0 && np->game.sent_seq == 0;
	struct net_msg answer;
	char who[NETPLAY_NAME_LEN];
	int rc = netgame_receive(&np->game, b, game_peer(np, who), m, &answer);
	if (rc == 0 && fresh && m->kind == NET_MSG_END && m->u.end.reason == NET_END_RESIGN &&
	    strcmp(m->u.end.text, NETPLAY_WITHDRAWN) == 0)
		snprintf(np->game.reason, sizeof np->game.reason, "%s withdrew the invitation", who);
	if (rc < 0) {
		send_game(np, &answer);
		news->stopped = true;
	} else if (rc == 0 && m->kind == NET_MSG_MOVE) {
		news->moved = true;
		if (!news->log_from || from < news->log_from)
			news->log_from = from;
	} else if (rc == 0) {
		news->stopped = true; /* an END */
	}
}

bool netplay_flush(struct netplay *np, struct netgame_board b)
{
	outbox_drain(np);
	if (np->game.state == NETGAME_OFF || !has_board(np, b))
		return false;
	struct net_msg m;
	int rc;
	char who[NETPLAY_NAME_LEN];
	game_peer(np, who);
	while ((rc = netgame_outgoing(&np->game, b, who, &m)) != 0) {
		send_game(np, &m);
		if (rc < 0)
			return true;
	}
	return false;
}

/* This table's moves the other may lack go again (dropped there if it had
 * them). */
static void resend_run(struct netplay *np, struct netgame_board b)
{
	struct net_msg m[NETGAME_RESEND_MAX];
	if (!has_board(np, b))
		b = (struct netgame_board){ NULL, NULL };
	int n = netgame_resend_run(&np->game, b, m, NETGAME_RESEND_MAX);
	for (int i = 0; i < n; i++)
		send_game(np, &m[i]);
}

/* The other table's presence came (here: with its status and the game it
 * says it plays, "" from an older kiosk) or went. */
static void presence_of_peer(struct netplay *np, struct netgame_board b, const char *user, bool here,
			     enum net_status status, const char *game_id, bool away, uint32_t now,
			     struct netplay_news *news)
{
	if (np->game.state == NETGAME_OFF || strcmp(user, np->game.peer) != 0)
		return;
	np->peer_seen = np->peer_seen || here;
	if (np->peer_away != !here) {
		np->peer_away = !here;
		np->peer_away_since = now;
		news->away = true;
	}
	/* Back but not in this game: free or busy (it came back without this
	 * game, its saved game lost), or playing another (its presence names
	 * that game: since 2026-11-29; one that names none is an older kiosk,
	 * taken to play this one as before).  It will never move in this one;
	 * Menu may end it (news at the pump's end: a restarted kiosk says
	 * "free", then "playing" as its saved game goes on, and that says
	 * nothing). */
	bool in_this = status == NET_STATUS_PLAYING && (!game_id[0] || strcmp(game_id, np->game.id) == 0);
	np->peer_left = here && !in_this && np->game.state == NETGAME_PLAYING;
	/* In it, with nobody at its table (since 2026-11-29; an older kiosk
	 * never says so). */
	bool idle = here && in_this && away;
	if (np->peer_idle != idle) {
		np->peer_idle = idle;
		news->idle = true;
	}
	/* Every presence of it in the game: this table's moves it may lack
	 * again.  A kiosk killed after its link took moves in, before its game
	 * did, comes back without them; one whose broker lost its session (a
	 * broker restarted without saving) lost what was published before it
	 * subscribed again, and its link subscribes before its presence goes
	 * out.  A presence goes out only when the status changes or the link
	 * connects. */
	if (here && !np->peer_left)
		resend_run(np, b);
}

/* The kiosk an invitation is open with left the lobby: it can no longer
 * answer, or see an answer. */
static void invite_peer_gone(struct netplay *np, const char *user, struct netplay_news *news)
{
	struct netplay_invite *in = &np->invite;
	if (in->state == NETPLAY_INVITE_NONE || strcmp(user, in->peer) != 0)
		return;
	char who[NETPLAY_NAME_LEN];
	set_notice(np, "%s left", invite_peer(np, who));
	in->state = NETPLAY_INVITE_NONE;
	news->invite = true;
}

static void message(struct netplay *np, struct netgame_board b, const struct net_msg *m, uint32_t now,
		    struct netplay_news *news)
{
	switch (m->kind) {
	case NET_MSG_PRESENCE:
		kiosk_seen(np, m);
		presence_of_peer(np, b, m->from, true, (enum net_status)m->u.presence.status, m->game_id,
				 m->u.presence.away != 0, now, news);
		news->lobby = true;
		break;
	case NET_MSG_GONE:
		kiosk_gone(np, m->from);
		invite_peer_gone(np, m->from, news);
		presence_of_peer(np, b, m->from, false, NET_STATUS_FREE, "", false, now, news);
		news->lobby = true;
		break;
	case NET_MSG_INVITE:
		invited(np, m, now, news);
		break;
	case NET_MSG_REPLY:
		answered(np, m, now, news);
		break;
	case NET_MSG_MOVE:
	case NET_MSG_END:
		game_message(np, b, m, news);
		break;
	case NET_MSG_CHAT:
		chatted(np, m);
		break;
	}
}

void netplay_pump(struct netplay *np, struct netgame_board b, uint32_t now, struct netplay_news *news)
{
	memset(news, 0, sizeof *news);
	news->log_from = 0;
	outbox_drain(np);
	unfollow_pending(np);
	struct remote_event ev;
	int taken = 0;
	bool was_left = np->peer_left;
	/* At most NETPLAY_PUMP_MAX: a flood from the network thread (it fills
	 * the ring as this empties it) would keep the game thread here. */
	while (remote_present(&np->remote) && taken < NETPLAY_PUMP_MAX &&
	       np->remote.ops->poll(np->remote.ctx, &ev) == 1) {
		taken++;
		switch (ev.kind) {
		case REMOTE_MESSAGE:
			message(np, b, &ev.msg, now, news);
			break;
		case REMOTE_CONNECTED:
			np->connected = true;
			np->connected_at = now;
			/* Back: what the link's loss wrote no longer holds (the lobby
			 * said "Not connected: trying again" until another notice). */
			if (np->link_notice[0] && strcmp(np->notice, np->link_notice) == 0)
				np->notice[0] = 0;
			np->link_notice[0] = 0;
			news->link = np->link_lost;
			np->link_lost = false;
			news->lobby = true;
			break;
		case REMOTE_DISCONNECTED:
		case REMOTE_FAILED:
			if (ev.kind == REMOTE_DISCONNECTED && !np->link_lost) {
				np->link_lost = true;
				news->link = true;
			}
			np->connected = false;
			copy(np->notice, sizeof np->notice, ev.kind == REMOTE_FAILED ? ev.text : "Not connected: trying again");
			copy(np->link_notice, sizeof np->link_notice, np->notice);
			news->lobby = true;
			break;
		}
	}
	np->backlog = taken == NETPLAY_PUMP_MAX; /* perhaps more: the next pump comes at once */
	if (np->peer_left != was_left)
		news->away = true;
	lapse(np, now, news);
	chat_release(np, now, news);
	/* Restarted into a game whose other kiosk is not in the lobby (both
	 * lost power, and this one came back first): no departure comes, so
	 * the table showed the other's turn for ever, with no "Waiting for"
	 * and no way to end the game from it.  The broker gives the retained
	 * lobby at once on connecting; without the other's presence by then,
	 * it is away since then. */
	if (np->game.state == NETGAME_PLAYING && !np->peer_seen && !np->peer_away && np->connected &&
	    now - np->connected_at >= NETPLAY_UNSEEN_MS) {
		np->peer_away = true;
		np->peer_away_since = np->connected_at;
		news->away = true;
	}
}

bool netplay_waiting_text(const struct netplay *np, uint32_t now, char *buf, size_t cap)
{
	if (np->game.state != NETGAME_PLAYING || (!np->peer_away && !np->peer_left))
		return false;
	uint32_t s = (now - np->peer_away_since) / 1000;
	char who[NETPLAY_NAME_LEN];
	game_peer(np, who);
	/* Past the limit what Menu does comes first: "Waiting for Library
	 * East (since 2:05) - Menu to end the game" was cut at 480x320 to
	 * "... (since 2:05) - M...", and the players there never read it. */
	if (np->peer_left)
		snprintf(buf, cap, "%s left this game: Menu ends it", who);
	else if (netplay_may_end(np, now))
		snprintf(buf, cap, "%s is away (%u:%02u): Menu ends it", who, s / 60, s % 60);
	else
		snprintf(buf, cap, "Waiting for %s (since %u:%02u)", who, s / 60, s % 60);
	return true;
}

bool netplay_away_text(const struct netplay *np, uint32_t now, char *buf, size_t cap)
{
	if (np->game.state != NETGAME_PLAYING || (!np->peer_away && !np->peer_left))
		return false;
	/* Short: said once, and whole in two lines at 480x320. */
	char who[NETPLAY_NAME_LEN];
	game_peer(np, who);
	if (np->peer_left)
		snprintf(buf, cap, "%s left this game: Menu ends it", who);
	else if (netplay_may_end(np, now))
		snprintf(buf, cap, "%s is away: play, or Menu ends it", who);
	else
		snprintf(buf, cap, "%s is away: you may play on", who);
	return true;
}

bool netplay_idle_text(const struct netplay *np, bool theirs, char *buf, size_t cap)
{
	if (np->game.state != NETGAME_PLAYING || !np->peer_idle || np->peer_away || np->peer_left)
		return false;
	char who[NETPLAY_NAME_LEN];
	game_peer(np, who);
	snprintf(buf, cap, "%s has stepped away: %s, or Menu ends it", who, theirs ? "wait" : "play");
	return true;
}

bool netplay_may_end(const struct netplay *np, uint32_t now)
{
	/* Nobody at the other table: its kiosk saw no touch for its question's
	 * time (10 min by default), which is waiting enough. */
	return np->game.state == NETGAME_PLAYING &&
	       (np->peer_left || np->peer_idle ||
		(np->peer_away && now - np->peer_away_since >= NETPLAY_AWAY_END_MS));
}

void netplay_end_game(struct netplay *np, enum net_end_reason why)
{
	if (np->game.state != NETGAME_PLAYING && np->game.state != NETGAME_OVER)
		return;
	struct net_msg m;
	netgame_end(&np->game, why, &m);
	send_game(np, &m);
}

void netplay_leave_game(struct netplay *np)
{
	if (np->game.state != NETGAME_OFF && remote_present(&np->remote)) {
		copy(np->unfollow_id, sizeof np->unfollow_id, np->game.id);
		unfollow_pending(np);
	}
	np->game.state = NETGAME_OFF;
	np->peer_away = false;
	np->peer_left = false;
	np->peer_idle = false;
	np->chat_held = false; /* a line waiting to be shown went with its game */
	update_presence(np);
}

void netplay_resume(struct netplay *np, const struct netgame *saved)
{
	np->game = *saved;
	np->peer_seen = false; /* until its retained presence comes */
	np->peer_idle = false; /* ... which says */
	if (follow(np, saved->id, saved->peer, saved->peer_name, saved->applied_seq, saved->chat_seen_seq) < 0 &&
	    np->game.state == NETGAME_PLAYING) {
		/* Nothing of the other table would come: said on the table. */
		np->game.state = NETGAME_STOPPED;
		snprintf(np->game.reason, sizeof np->game.reason, "Stopped: %.90s", np->notice);
	}
	struct net_msg m;
	if (netgame_resend(&np->game, &m))
		send_game(np, &m);
	update_presence(np);
}
