#include "platform/headless.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <poll.h>
#include <sys/stat.h>
#include <time.h>

#include "ai/words_player.h"
#include "image/png.h"
#include "platform/huge_pages.h"
#include "platform/manual_clock.h"
#include "platform/memory_display.h"
#include "platform/seal.h"

/* The widest numbers a script line takes: positions (raw device values
 * too) and milliseconds. */
#define SCRIPT_NUMBER_MIN (-100000)
#define SCRIPT_NUMBER_MAX 100000000

/* Reads an integer at *p (after blanks) in min..max.  Returns 0, -EINVAL
 * (no number there) or -ERANGE (a number outside min..max: said in err). */
static int parse_int(const char **p, int *out, long min, long max, char *err, size_t errlen)
{
	const char *s = *p;
	while (*s == ' ' || *s == '\t')
		s++;
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (end == s)
		return -EINVAL;
	if (errno == ERANGE || v < min || v > max) {
		int len = (int)(end - s);
		snprintf(err, errlen, "the number %.*s%s is out of range (%ld to %ld)", len > 24 ? 24 : len, s,
			 len > 24 ? "..." : "", min, max);
		return -ERANGE;
	}
	*out = (int)v;
	*p = end;
	return 0;
}

static bool at_end(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\r')
		p++;
	return *p == 0 || *p == '#';
}

int headless_parse_line(const char *line, struct headless_cmd *cmd, char *err, size_t errlen)
{
	memset(cmd, 0, sizeof *cmd);
	const char *p = line;
	while (*p == ' ' || *p == '\t')
		p++;
	if (at_end(p))
		return 0;
	char word[16];
	size_t n = 0;
	while (p[n] && !isspace((unsigned char)p[n]) && n < sizeof word - 1) {
		word[n] = p[n];
		n++;
	}
	word[n] = 0;
	p += n;
	if (!strcmp(word, "down") || !strcmp(word, "move") || !strcmp(word, "up")) {
		cmd->type = word[0] == 'd' ? HEADLESS_DOWN : word[0] == 'm' ? HEADLESS_MOVE : HEADLESS_UP;
		int rc = parse_int(&p, &cmd->x, SCRIPT_NUMBER_MIN, SCRIPT_NUMBER_MAX, err, errlen);
		if (!rc)
			rc = parse_int(&p, &cmd->y, SCRIPT_NUMBER_MIN, SCRIPT_NUMBER_MAX, err, errlen);
		if (rc != -ERANGE && (rc || !at_end(p)))
			snprintf(err, errlen, "expected '%s X Y' with two integers", word);
		if (rc || !at_end(p))
			return -EINVAL;
		return 0;
	}
	if (!strcmp(word, "wait")) {
		cmd->type = HEADLESS_WAIT;
		int rc = parse_int(&p, &cmd->ms, 0, SCRIPT_NUMBER_MAX, err, errlen);
		if (rc != -ERANGE && (rc || !at_end(p)))
			snprintf(err, errlen, "expected 'wait MS' with a count of milliseconds >= 0");
		if (rc || !at_end(p))
			return -EINVAL;
		return 0;
	}
	if (!strcmp(word, "shot")) {
		cmd->type = HEADLESS_SHOT;
		while (*p == ' ' || *p == '\t')
			p++;
		size_t len = strcspn(p, " \t\r#");
		const char *rest = p + len;
		bool ok = len > 4 && len < HEADLESS_NAME_MAX && !strncmp(p + len - 4, ".png", 4) && at_end(rest);
		for (size_t i = 0; ok && i < len; i++)
			ok = isalnum((unsigned char)p[i]) || p[i] == '-' || p[i] == '_' || p[i] == '.';
		if (!ok) {
			snprintf(err, errlen, "expected 'shot NAME.png' (letters, digits, '-', '_', '.'; under %d characters)",
				 HEADLESS_NAME_MAX);
			return -EINVAL;
		}
		memcpy(cmd->name, p, len);
		cmd->name[len] = 0;
		return 0;
	}
	if (!strcmp(word, "peer")) {
		cmd->type = HEADLESS_PEER;
		while (*p == ' ' || *p == '\t')
			p++;
		size_t len = strlen(p);
		while (len && (p[len - 1] == ' ' || p[len - 1] == '\r'))
			len--;
		if (!len || len >= sizeof cmd->text) {
			snprintf(err, errlen, "expected 'peer WHAT' (hello, invite words|reversi, accept, decline, "
					      "move TEXT, chat TEXT, gone), under %zu characters", sizeof cmd->text);
			return -EINVAL;
		}
		memcpy(cmd->text, p, len);
		cmd->text[len] = 0;
		return 0;
	}
	if (!strcmp(word, "sync") || !strcmp(word, "play")) {
		cmd->type = word[0] == 's' ? HEADLESS_SYNC : HEADLESS_PLAY;
		while (*p == ' ' || *p == '\t')
			p++;
		size_t len = strcspn(p, "\r#");
		while (len && p[len - 1] == ' ')
			len--;
		bool ok = len < sizeof cmd->text && (cmd->type == HEADLESS_PLAY || len > 0);
		if (ok && cmd->type == HEADLESS_PLAY && len) {
			int used = 0;
			ok = sscanf(p, "until %d%n", &cmd->until, &used) == 1 && cmd->until > 0 && at_end(p + used);
		}
		if (!ok) {
			snprintf(err, errlen, "expected 'sync lobby N', 'sync invitation', 'sync screen words|reversi', "
					      "'sync away|back|idle|present|offline|online', 'sync over', 'play' or "
					      "'play until N'");
			return -EINVAL;
		}
		memcpy(cmd->text, p, len);
		cmd->text[len] = 0;
		return 0;
	}
	if (!strcmp(word, "hold")) {
		cmd->type = HEADLESS_HOLD;
		int rc = parse_int(&p, &cmd->ms, 1, SCRIPT_NUMBER_MAX, err, errlen);
		if (rc != -ERANGE && (rc || !at_end(p)))
			snprintf(err, errlen, "expected 'hold MS': how long at most (real time) before the script fails");
		if (rc || !at_end(p))
			return -EINVAL;
		return 0;
	}
	if (!strcmp(word, "where")) {
		cmd->type = HEADLESS_WHERE;
		if (!at_end(p)) {
			snprintf(err, errlen, "expected 'where' alone");
			return -EINVAL;
		}
		return 0;
	}
	snprintf(err, errlen, "unknown command '%s' (down, move, up, wait, shot, peer, sync, play, hold, where or "
			      "# comment)", word);
	return -EINVAL;
}

/* Compares the shot with its reference; on a difference writes NAME-diff.png
 * (differing pixels red over a dimmed copy) next to the shot. */
static int compare_shot(const struct headless_options *opt, const struct canvas *c, const char *name,
			const char *shot_path)
{
	char ref_path[1024], diff_path[1024];
	snprintf(ref_path, sizeof ref_path, "%s/%s", opt->ref_dir, name);
	snprintf(diff_path, sizeof diff_path, "%s/%.*s-diff.png", opt->out_dir, (int)strlen(name) - 4, name);
	struct png_image ref;
	int err = png_read(ref_path, &ref);
	if (err) {
		fprintf(stderr, "golden: %s: cannot read the reference %s (%s); actual image: %s\n", name,
			ref_path, strerror(-err), shot_path);
		return 1;
	}
	if (ref.width != c->width || ref.height != c->height) {
		fprintf(stderr, "golden: %s: reference %s is %dx%d, the shot is %dx%d; actual image: %s\n", name,
			ref_path, ref.width, ref.height, c->width, c->height, shot_path);
		png_free(&ref);
		return 1;
	}
	long differ = 0;
	int fx = -1, fy = -1;
	for (int y = 0; y < c->height; y++)
		for (int x = 0; x < c->width; x++) {
			uint32_t a = c->pixels[(size_t)y * c->stride + x] & 0xffffff;
			uint32_t *b = &ref.pixels[(size_t)y * ref.width + x];
			if (a != *b) {
				if (!differ++) {
					fx = x;
					fy = y;
				}
				*b = 0xff0000;
			} else {
				/* Dimmed grey of the actual, so red stands out. */
				uint32_t l = (((a >> 16) & 255) * 3 + ((a >> 8) & 255) * 6 + (a & 255)) / 10;
				l = 40 + l / 3;
				*b = l << 16 | l << 8 | l;
			}
		}
	if (differ) {
		struct canvas d = png_canvas(&ref);
		png_write(diff_path, &d);
		fprintf(stderr,
			"golden: %s: %ld pixels differ from %s (first at %d,%d)\n"
			"        actual: %s\n        diff:   %s\n",
			name, differ, ref_path, fx, fy, shot_path, diff_path);
	}
	png_free(&ref);
	return differ ? 1 : 0;
}

struct session {
	const struct headless_options *opt;
	struct headless_report *rep;
	struct memory_display display;
	struct manual_clock clock;
	struct app app;
	struct canvas check;	/* the full repaint (verify_damage, check_text) */
	struct font_audit audit;	/* check_text: the cuts of the last shot's repaint */
	/* --peer: this kiosk's netplay, and the other kiosk on the pair's
	 * far side: what this one sent it last (an invitation), its moves'
	 * and chat's numbers. */
	struct remote_pair pair;
	struct remote remotes[2];
	struct netplay np;
	struct app_options app_opt;
	char peer_name[NET_NAME_MAX + 1], peer_place[NET_PLACE_MAX + 1];
	struct net_msg invite;
	uint64_t peer_move_seq, peer_chat_seq;
	/* A real network's Words turns: the computer chooses them. */
	struct words_player *player;
	void *player_mem;
};

/* ---- a real network: waiting for the other kiosk, playing the game ---- */

#define HEADLESS_SYNC_MS 20000	/* the other kiosk answers within this, or the script fails */
#define HEADLESS_PLAY_MS 60000	/* a whole game across tables */

static uint64_t real_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* Up to ms of real time for the link to have something, then it is taken in. */
static void net_wait(struct session *s, int ms)
{
	struct pollfd p = { .fd = s->opt->net_fd, .events = POLLIN };
	poll(&p, 1, ms);
	app_network(&s->app);
}

static bool sync_met(struct session *s, const char *what)
{
	const struct netplay *np = s->opt->net;
	const struct shell *sh = &s->app.shell;
	int n;
	if (sscanf(what, "lobby %d", &n) == 1) {
		/* N kiosks free to play (a retained presence may say an
		 * earlier run's "playing" at first). */
		int free_ones = 0;
		for (int i = 0; i < np->kiosk_count; i++)
			free_ones += np->kiosks[i].status == NET_STATUS_FREE;
		return free_ones >= n;
	}
	if (!strcmp(what, "invitation"))
		return np->invite.state == NETPLAY_INVITE_RECEIVED && lobby_asking(&sh->lobby);
	if (!strcmp(what, "screen words"))
		return sh->screen == SHELL_WORDS && sh->net_game;
	if (!strcmp(what, "screen reversi"))
		return sh->screen == SHELL_REVERSI && sh->net_game;
	if (!strcmp(what, "over"))
		return np->game.state != NETGAME_PLAYING;
	if (!strcmp(what, "away"))
		return np->game.state == NETGAME_PLAYING && np->peer_away;
	if (!strcmp(what, "back"))
		return np->game.state == NETGAME_PLAYING && !np->peer_away;
	/* Nobody at the other table (its presence says away), or someone again. */
	if (!strcmp(what, "idle"))
		return np->game.state == NETGAME_PLAYING && np->peer_idle;
	if (!strcmp(what, "present"))
		return np->game.state == NETGAME_PLAYING && !np->peer_idle && !np->peer_away;
	/* This kiosk's link lost the broker, or has it again. */
	if (!strcmp(what, "offline"))
		return np->link_lost;
	if (!strcmp(what, "online"))
		return np->connected && !np->link_lost;
	return false;
}

static int headless_net_sync(struct session *s, const char *what)
{
	uint64_t end = real_ms() + HEADLESS_SYNC_MS;
	while (!sync_met(s, what)) {
		if (real_ms() > end) {
			const struct netplay *np = s->opt->net;
			fprintf(stderr, "%s:%d: 'sync %s': not within %d s (screen %d, %d kiosks listed, invitation %u, "
					"game %u%s%s%s)\n", s->opt->script, s->rep->lines, what, HEADLESS_SYNC_MS / 1000,
				(int)s->app.shell.screen, np->kiosk_count, np->invite.state, np->game.state,
				np->connected ? ", connected" : "", np->notice[0] ? ": " : "", np->notice);
			return -ETIMEDOUT;
		}
		net_wait(s, 100);
	}
	return 0;
}

/* This kiosk's Words turn, as the computer chooses it: a play placed on
 * the board and Submit; an exchange or a pass through the rules. */
static int words_turn(struct session *s)
{
	struct words_table *t = &s->app.shell.words;
	struct words_game *g = &t->game;
	struct words_choice c;
	if (!s->player || words_player_choose(s->player, g, WORDS_LEVEL_MEDIUM, g->pos.log_len, 0, NULL, &c))
		return -EINVAL;
	if (c.kind == WORDS_CHOICE_PLAY) {
		struct words_move m;
		words_gen_to_move(&c.play, &m);
		if (words_stage_whole(g, &m) != WORDS_OK)
			return -EINVAL;
		words_table_submit(t);
	} else if (words_choice_apply(g, &c, NULL) != WORDS_OK) {
		return -EINVAL;
	}
	app_network(&s->app);
	return 0;
}

/* This kiosk's Reversi turn: the first legal square, tapped. */
static void reversi_turn(struct session *s)
{
	const struct reversi_table *t = &s->app.shell.reversi;
	uint64_t moves = reversi_pos_moves(&t->game.pos);
	int sq = 0, x, y;
	while (sq < 63 && !(moves >> sq & 1))
		sq++;
	reversi_table_square_centre(&t->layout, sq, &x, &y);
	for (int i = 0; i < 2; i++) {
		struct pointer_event ev = { i ? POINTER_UP : POINTER_DOWN, x, y, s->clock.now };
		app_pointer(&s->app, &ev);
		manual_clock_advance(&s->clock, &s->app, s->clock.now + HEADLESS_FRAME_MS);
	}
}

/* The moves the game across tables has so far (Words: its turn log). */
static int net_moves(struct session *s)
{
	const struct shell *sh = &s->app.shell;
	return s->opt->net->game.game == NET_GAME_WORDS ? (int)sh->words.game.pos.log_len : sh->reversi.game.n_moves;
}

/* One line saying where the game across tables is, for a test to compare
 * before a kiosk is killed and after it comes back. */
static void net_where(struct session *s, const char *what)
{
	const struct netplay *np = s->opt->net;
	struct shell *sh = &s->app.shell;
	bool words = np->game.game == NET_GAME_WORDS;
	struct netgame_board b = { words ? &sh->words.game : NULL, words ? NULL : &sh->reversi.game };
	const char *status = words ? sh->words.status.text : sh->reversi.status.text;
	printf("netplay: %s %s at %d moves, seat %d to move, this seat %u, sent %llu, applied %llu; status: %s\n", what,
	       words ? "words" : "reversi", net_moves(s), netgame_to_move(&np->game, b), np->game.seat,
	       (unsigned long long)np->game.sent_seq, (unsigned long long)np->game.applied_seq, status);
	fflush(stdout);
}

/* Stops taking anything in, as a kiosk frozen mid-game, until the test
 * kills it (kill -9); past ms of real time the script fails. */
static int headless_net_hold(struct session *s, int ms)
{
	net_where(s, "holding");
	uint64_t end = real_ms() + (uint64_t)ms;
	while (real_ms() < end) {
		struct timespec nap = { 0, 50 * 1000000L };
		nanosleep(&nap, NULL);
	}
	fprintf(stderr, "%s:%d: 'hold': not killed within %d ms\n", s->opt->script, s->rep->lines, ms);
	return -ETIMEDOUT;
}

/* Plays this kiosk's turns until the game across tables ends (prints the
 * result, which the other kiosk's must equal), or until it has `until`
 * moves (0: the end): then it returns at once, before its next move. */
static int headless_net_play(struct session *s, int until)
{
	const struct netplay *np = s->opt->net;
	struct shell *sh = &s->app.shell;
	uint64_t end = real_ms() + HEADLESS_PLAY_MS;
	bool words = np->game.game == NET_GAME_WORDS;
	while (np->game.state == NETGAME_PLAYING) {
		struct netgame_board b = { words ? &sh->words.game : NULL, words ? NULL : &sh->reversi.game };
		if (until && net_moves(s) >= until)
			return 0;
		if (real_ms() > end) {
			fprintf(stderr, "%s:%d: 'play': the game did not end within %d s (seat %u, %d to move, %u synced, "
					"sent %llu, applied %llu%s%s)\n", s->opt->script, s->rep->lines, HEADLESS_PLAY_MS / 1000,
				np->game.seat, netgame_to_move(&np->game, b), np->game.synced,
				(unsigned long long)np->game.sent_seq, (unsigned long long)np->game.applied_seq,
				np->connected ? ", connected" : "", np->peer_away ? ", the other away" : "");
			return -ETIMEDOUT;
		}
		if (netgame_to_move(&np->game, b) != (int)np->game.seat) {
			net_wait(s, 100);
			continue;
		}
		if (!words)
			reversi_turn(s);
		else if (words_turn(s))
			return -EINVAL;
	}
	int score[2];
	if (words) {
		score[0] = sh->words.game.pos.score[0];
		score[1] = sh->words.game.pos.score[1];
	} else {
		score[0] = reversi_pos_count(&sh->reversi.game.pos, REVERSI_BLACK);
		score[1] = reversi_pos_count(&sh->reversi.game.pos, REVERSI_WHITE);
	}
	static const char *const states[] = { "off", "playing", "over", "ended", "stopped" };
	printf("netplay: %s %s after %d turns: %d-%d%s%s\n", words ? "words" : "reversi",
	       states[np->game.state <= NETGAME_STOPPED ? np->game.state : 0],
	       words ? sh->words.game.pos.log_len : sh->reversi.game.n_moves, score[0], score[1],
	       np->game.reason[0] ? ": " : "", np->game.reason);
	return np->game.state == NETGAME_OVER ? 0 : -EPROTO;
}

/* What the scripted kiosk received: an invitation is kept for its answer. */
static void peer_read(struct session *s)
{
	struct remote_event ev;
	while (s->remotes[1].ops->poll(s->remotes[1].ctx, &ev) == 1)
		if (ev.msg.kind == NET_MSG_INVITE)
			s->invite = ev.msg;
}

static int peer_send(struct session *s, struct net_msg *m)
{
	int err = s->remotes[1].ops->send(s->remotes[1].ctx, m);
	app_network(&s->app);
	return err;
}

/* One 'peer' line: the other kiosk's presence, invitation, answer, move,
 * chat line or departure. */
static int peer_line(struct session *s, const char *text)
{
	struct net_msg m;
	memset(&m, 0, sizeof m);
	peer_read(s);
	const char *arg = strchr(text, ' ');
	arg = arg ? arg + 1 : "";
	const char *game = s->np.game.id[0] ? s->np.game.id : s->invite.game_id;
	if (!strcmp(text, "hello")) {
		m.kind = NET_MSG_PRESENCE;
		snprintf(m.u.presence.name, sizeof m.u.presence.name, "%s", s->peer_name);
		snprintf(m.u.presence.place, sizeof m.u.presence.place, "%s", s->peer_place);
	} else if (!strcmp(text, "gone")) {
		m.kind = NET_MSG_GONE;
	} else if (!strcmp(text, "invite words") || !strcmp(text, "invite reversi")) {
		m.kind = NET_MSG_INVITE;
		strcpy(m.to, s->remotes[0].self);
		snprintf(m.game_id, sizeof m.game_id, "peer%u", s->rep->lines);
		m.u.invite.game = text[7] == 'w' ? NET_GAME_WORDS : NET_GAME_REVERSI;
		m.u.invite.seed = 7;
		if (m.u.invite.game == NET_GAME_WORDS)
			snprintf(m.u.invite.rules, sizeof m.u.invite.rules, "c0 b0 m0 k0 e0");
	} else if (!strcmp(text, "accept") || !strcmp(text, "decline")) {
		if (s->invite.kind != NET_MSG_INVITE)
			return -EINVAL;
		m.kind = NET_MSG_REPLY;
		strcpy(m.to, s->remotes[0].self);
		strcpy(m.game_id, s->invite.game_id);
		m.u.reply.answer = text[0] == 'a' ? NET_ANSWER_ACCEPT : NET_ANSWER_DECLINE;
	} else if (!strncmp(text, "move ", 5) && game[0]) {
		m.kind = NET_MSG_MOVE;
		strcpy(m.game_id, game);
		m.seq = ++s->peer_move_seq;
		snprintf(m.u.move.text, sizeof m.u.move.text, "%s", arg);
	} else if (!strncmp(text, "chat ", 5) && game[0]) {
		m.kind = NET_MSG_CHAT;
		strcpy(m.game_id, game);
		m.seq = ++s->peer_chat_seq;
		snprintf(m.u.chat.text, sizeof m.u.chat.text, "%s", arg);
	} else {
		return -EINVAL;
	}
	return peer_send(s, &m);
}

static void say(void *ctx, const char *line)
{
	(void)ctx;
	fprintf(stderr, "tessera-headless: %s\n", line);
}

/* After every frame (verify_damage): a full repaint must match both the
 * canvas the frames drew and the buffer just shown. */
static void verify_frame(void *ctx, const struct scanout *shown)
{
	struct session *s = ctx;
	const struct canvas *c = &s->display.canvas;
	app_render_full(&s->app, &s->check);
	for (int y = 0; y < c->height; y++) {
		const uint32_t *want = s->check.pixels + (size_t)y * s->check.stride;
		const uint32_t *drawn = c->pixels + (size_t)y * c->stride;
		const uint32_t *out = (const uint32_t *)((const char *)shown->pixels + (size_t)y * shown->pitch);
		size_t row = (size_t)c->width * sizeof *want;
		if (!memcmp(want, drawn, row) && !memcmp(want, out, row))
			continue; /* the usual row, compared whole (the fuzzers trace each pixel's test) */
		for (int x = 0; x < c->width; x++) {
			if (!((want[x] ^ drawn[x]) & 0xffffff) && !((want[x] ^ out[x]) & 0xffffff))
				continue;
			fprintf(stderr, "headless: frame %llu: pixel %d,%d was not %s (damage missed it)\n",
				(unsigned long long)s->display.frames, x, y,
				(want[x] ^ drawn[x]) & 0xffffff ? "repainted" : "copied to the buffer shown");
			s->rep->damage_errors++;
			/* Resynchronise so one miss is reported once. */
			memcpy(c->pixels, s->check.pixels, (size_t)c->height * c->stride * sizeof *c->pixels);
			for (int i = 0; i < 2; i++)
				scanout_copy(&s->display.chain.buffers[i], c, (struct rect){ 0, 0, c->width, c->height });
			return;
		}
	}
}

/* The screen of shot `name` repainted whole with a font audit: every label
 * cut by its box is reported (the golden runs fail on it). */
static void check_text(struct session *s, const char *name)
{
	s->audit.cuts = 0;
	s->check.audit = &s->audit;
	app_render_full(&s->app, &s->check);
	s->check.audit = NULL;
	for (int i = 0; i < s->audit.cuts && i < FONT_AUDIT_KEEP; i++)
		fprintf(stderr, "headless: %s: text cut: %s\n", name, s->audit.cut[i]);
	if (s->audit.cuts > FONT_AUDIT_KEEP)
		fprintf(stderr, "headless: %s: %d more cut\n", name, s->audit.cuts - FONT_AUDIT_KEEP);
	s->rep->text_cuts += s->audit.cuts;
}

static int run_cmd(struct session *s, const struct headless_cmd *cmd)
{
	switch (cmd->type) {
	case HEADLESS_NONE:
		return 0;
	case HEADLESS_DOWN:
	case HEADLESS_MOVE:
	case HEADLESS_UP: {
		struct pointer_event ev;
		ev.type = cmd->type == HEADLESS_DOWN ? POINTER_DOWN : cmd->type == HEADLESS_MOVE ? POINTER_MOVE
												: POINTER_UP;
		ev.x = cmd->x;
		ev.y = cmd->y;
		if (s->opt->touch)
			input_transform_point(s->opt->touch, cmd->x, cmd->y, &ev.x, &ev.y);
		ev.time_ms = s->clock.now;
		app_pointer(&s->app, &ev);
		s->rep->events++;
		manual_clock_advance(&s->clock, &s->app, s->clock.now + HEADLESS_FRAME_MS);
		return 0;
	}
	case HEADLESS_WAIT:
		manual_clock_advance(&s->clock, &s->app, s->clock.now + (uint32_t)cmd->ms);
		return 0;
	case HEADLESS_PEER:
		if (!s->opt->peer || peer_line(s, cmd->text)) {
			fprintf(stderr, "%s:%d: 'peer %s': %s\n", s->opt->script, s->rep->lines, cmd->text,
				s->opt->peer ? "not something the other kiosk can do now" : "no --peer given");
			return -EINVAL;
		}
		manual_clock_advance(&s->clock, &s->app, s->clock.now + HEADLESS_FRAME_MS);
		return 0;
	case HEADLESS_SYNC:
	case HEADLESS_PLAY:
		if (!s->opt->net) {
			fprintf(stderr, "%s:%d: '%s' needs a network (--board with [network])\n", s->opt->script,
				s->rep->lines, cmd->type == HEADLESS_SYNC ? "sync" : "play");
			return -EINVAL;
		}
		return cmd->type == HEADLESS_SYNC ? headless_net_sync(s, cmd->text) : headless_net_play(s, cmd->until);
	case HEADLESS_HOLD:
	case HEADLESS_WHERE:
		if (!s->opt->net || s->opt->net->game.state == NETGAME_OFF) {
			fprintf(stderr, "%s:%d: '%s' needs a game across tables (--board with [network])\n",
				s->opt->script, s->rep->lines, cmd->type == HEADLESS_HOLD ? "hold" : "where");
			return -EINVAL;
		}
		if (cmd->type == HEADLESS_WHERE) {
			net_where(s, "at");
			return 0;
		}
		return headless_net_hold(s, cmd->ms);
	case HEADLESS_SHOT: {
		char path[1024];
		snprintf(path, sizeof path, "%s/%s", s->opt->out_dir, cmd->name);
		/* The screenshot is the harness's, not the game's: zlib and
		 * stdio may allocate for it. */
		seal_allow(true);
		int err = png_write(path, &s->display.canvas);
		if (!err && s->opt->ref_dir)
			s->rep->mismatches += compare_shot(s->opt, &s->display.canvas, cmd->name, path);
		seal_allow(false);
		if (err) {
			fprintf(stderr, "headless: cannot write %s: %s\n", path, strerror(-err));
			return err;
		}
		s->rep->shots++;
		if (s->opt->check_text)
			check_text(s, cmd->name);
		return 0;
	}
	}
	return 0;
}

/* One line of f into line (size bytes), without its newline, NUL bytes
 * and all (fgets would hide them).  Returns its length, -1 at the end of
 * the file, -2 for a line longer than size - 2 characters. */
static long read_line(FILE *f, char *line, size_t size)
{
	size_t n = 0;
	int c;
	while ((c = getc(f)) != EOF && c != '\n') {
		if (n + 2 >= size)
			return -2;
		line[n++] = (char)c;
	}
	if (c == EOF && n == 0)
		return -1;
	line[n] = 0;
	return (long)n;
}

/* Reads the script line by line into run_cmd. */
static int run_script(struct session *s, FILE *f)
{
	char line[512];
	int err = 0;
	long len;
	while (!err && (len = read_line(f, line, sizeof line)) != -1) {
		s->rep->lines++;
		if (len == -2) {
			fprintf(stderr, "%s:%d: line too long (%zu characters at most)\n", s->opt->script,
				s->rep->lines, sizeof line - 2);
			return -EINVAL;
		}
		const char *nul = memchr(line, 0, (size_t)len);
		if (nul) {
			fprintf(stderr, "%s:%d: a NUL byte at column %d (a script is text)\n", s->opt->script,
				s->rep->lines, (int)(nul - line) + 1);
			return -EINVAL;
		}
		struct headless_cmd cmd;
		char msg[160];
		err = headless_parse_line(line, &cmd, msg, sizeof msg);
		if (err) {
			fprintf(stderr, "%s:%d: %s\n", s->opt->script, s->rep->lines, msg);
			return err;
		}
		err = run_cmd(s, &cmd);
	}
	if (!err && ferror(f)) {
		fprintf(stderr, "headless: cannot read %s: %s\n", s->opt->script, strerror(errno ? errno : EIO));
		return -EIO;
	}
	return err;
}

/* Everything is allocated here, before the first event, as on the device. */
static int start(struct session *s, const struct app_options *app_opt, const struct app_store *store,
		 struct reserve_table *t, void **block)
{
	const struct headless_options *opt = s->opt;
	if (opt->width < 240 || opt->height < 240) {
		fprintf(stderr, "headless: the screen cannot start at %dx%d (240x240 at least)\n", opt->width,
			opt->height);
		return -EINVAL;
	}
	if (memory_display_open(&s->display, opt->width, opt->height))
		return -ENOMEM;
	if (opt->verify_damage || opt->check_text) {
		s->check = s->display.canvas;
		s->check.pixels = calloc((size_t)opt->width * (size_t)opt->height, sizeof(uint32_t));
		if (!s->check.pixels)
			return -ENOMEM;
	}
	if (opt->verify_damage) {
		s->display.after_frame = verify_frame;
		s->display.after_ctx = s;
	}
	manual_clock_init(&s->clock, 0);
	reserve_init(t);
	size_t size = app_memory_plan(app_opt, opt->width, opt->height, t);
	*block = huge_pages_alloc(size, RESERVE_ALIGN); /* mostly the Reversi table */
	if (!*block)
		return -ENOMEM;
	struct app_backend io = { memory_display_app(&s->display), manual_clock_app(&s->clock), *store, say, NULL };
	s->app_opt = *app_opt;
	if (opt->net) {
		s->app_opt.net = opt->net;
		if (opt->dict) {
			s->player_mem = aligned_alloc(16, words_player_memory_size());
			s->player = s->player_mem ? words_player_init(s->player_mem, words_player_memory_size(), opt->dict) : NULL;
		}
	}
	if (opt->peer) {
		/* "Name/Place": the other kiosk; this one is "This kiosk". */
		const char *slash = strchr(opt->peer, '/');
		int n = slash ? (int)(slash - opt->peer) : (int)strlen(opt->peer);
		snprintf(s->peer_name, sizeof s->peer_name, "%.*s", n, opt->peer);
		snprintf(s->peer_place, sizeof s->peer_place, "%s", slash ? slash + 1 : "");
		remote_pair_init(&s->pair, "this-kiosk", "other-kiosk", s->remotes);
		netplay_init(&s->np, &s->remotes[0], "This kiosk", "Here", 0);
		s->app_opt.net = &s->np;
	}
	return app_init(&s->app, &s->app_opt, &io, t, *block, size) ? -EINVAL : 0;
}

int headless_run(const struct headless_options *opt, const struct app_options *app_opt,
		 const struct app_store *store, struct headless_report *rep)
{
	static struct session s;	/* the app's state is large: not on the stack */
	static char script_buf[8192];	/* stdio would allocate its own on the first read */
	struct reserve_table table;
	void *block = NULL;
	memset(rep, 0, sizeof *rep);
	memset(&s, 0, sizeof s);
	s.opt = opt;
	s.rep = rep;
	/* A folder opens for reading but reads nothing: said, not run as an
	 * empty script. */
	struct stat sb;
	FILE *f = fopen(opt->script, "r");
	int open_err = !f ? errno : fstat(fileno(f), &sb) ? errno : S_ISDIR(sb.st_mode) ? EISDIR : 0;
	if (open_err) {
		fprintf(stderr, "headless: cannot read %s: %s\n", opt->script, strerror(open_err));
		if (f)
			fclose(f);
		return -open_err;
	}
	setvbuf(f, script_buf, _IOFBF, sizeof script_buf);
	int err = start(&s, app_opt, store, &table, &block);
	if (!err) {
		if (opt->seal)
			seal_memory();
		err = run_script(&s, f);
		seal_release();
		rep->seal_violations = seal_violations();
		app_stop(&s.app);
	}
	rep->frames = (int)s.display.frames;
	rep->damage_pixels = s.display.damage_pixels;
	fclose(f);
	free(block);
	free(s.player_mem);
	free(s.check.pixels);
	memory_display_close(&s.display);
	return err;
}
