/* Two whole apps, two kiosks, joined in memory (app/remote.h's pair): the
 * menu's "Play another kiosk", the lobby listing the other, an invitation
 * tapped and accepted on the other screen, then whole games of Words and of
 * Reversi where each kiosk plays only its own seat (the other's rack never
 * shown) and both tables hold the same game after every move; a move one
 * table refuses stops both with the reason on their status lines; a kiosk
 * restarted mid-game continues from its store and catches up with what was
 * queued for it, while the other said "Waiting for ...". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/words_player.h"
#include "app/app.h"
#include "app/shell_record.h"
#include "check.h"
#include "image/png.h"
#include "platform/manual_clock.h"
#include "platform/memory_display.h"
#include "platform/storage.h"
#include "ui/words/words_table_int.h"

/* The kiosks' screens and their boards' UI size (a test may change them). */
static int W = 800, H = 480;
static float ui_scale = 1.0f;

static struct dict dict;
static struct words_lexicon lex;
static struct words_player *player;
static _Alignas(16) unsigned char player_mem[1 << 17];	/* words_player_memory_size(), 110 KB */

static bool contains(const void *ctx, const char *w, int len)
{
	return dict_contains(ctx, w, (size_t)len);
}

/* One kiosk: a display and a clock in memory, a store of one game, its
 * netplay over its side of the pair. */
struct kiosk {
	struct memory_display display;
	struct manual_clock clock;
	struct app app;
	bool running;
	struct reserve_table table;
	void *block;
	size_t block_size;
	struct netplay np;
	struct menu_settings settings;
	struct {
		char name[16];
		unsigned char blob[sizeof(struct shell_saved)];
		size_t len;
		uint32_t tag;
	} store;
	char removed[16];		/* the last game's file removed */
	char last_line[APP_LINE_MAX];
	bool keep_records;		/* set before boot: the store keeps finished games' records */
	int records;
	char record[1024];
};

static struct kiosk K[2];
static struct idle_rules idle_rules;	/* the kiosks' [kiosk] rules: none but where a test sets them */
static struct remote_pair pair;
/* The kiosks' names and users (a test may change the second kiosk's). */
static const char *kiosk_names[2] = { "Cafe Lumen", "Library East" };
static const char *kiosk_users[2] = { "cafe-lumen", "library-east" };
static struct remote remotes[2];

static int store_load(void *ctx, const char *name, uint32_t tag, void *buf, size_t len, uint32_t old_tag,
		      size_t old_len, char *msg, size_t msglen)
{
	struct kiosk *k = ctx;
	(void)old_tag, (void)old_len;	/* only this build's saves here */
	if (strcmp(k->store.name, name) || k->store.tag != tag || k->store.len != len)
		return -2;
	memcpy(buf, k->store.blob, len);
	snprintf(msg, msglen, "memory");
	return 0;
}

static int store_save(void *ctx, const char *name, uint32_t tag, const void *data, size_t len, char *msg,
		      size_t msglen)
{
	struct kiosk *k = ctx;
	(void)msg, (void)msglen;
	snprintf(k->store.name, sizeof k->store.name, "%s", name);
	memcpy(k->store.blob, data, len);
	k->store.len = len;
	k->store.tag = tag;
	return 0;
}

static void store_remove(void *ctx, const char *name)
{
	struct kiosk *k = ctx;
	snprintf(k->removed, sizeof k->removed, "%s", name);
	if (!strcmp(k->store.name, name))
		k->store.name[0] = 0;
}

static int store_record(void *ctx, bool reversi, const char *text, size_t len, char *msg, size_t msglen)
{
	struct kiosk *k = ctx;
	(void)reversi, (void)len;
	k->records++;
	snprintf(k->record, sizeof k->record, "%s", text);
	snprintf(msg, msglen, "records/%06d", k->records);
	return 0;
}

static void log_line(void *ctx, const char *line)
{
	struct kiosk *k = ctx;
	snprintf(k->last_line, sizeof k->last_line, "%s", line);
}

static void boot(int i)
{
	struct kiosk *k = &K[i];
	const char *const *names = kiosk_names;
	if (pair.side[i].sent)
		remote_pair_reconnect(&pair, i); /* a restart: the broker's retained lobby comes again */
	netplay_init(&k->np, &remotes[i], names[i], i ? "Quai 2" : "Rue Neuve 4", k->clock.now);
	menu_settings_default(&k->settings);
	struct app_options opt = { .mode = APP_PLAY, .seed = (uint64_t)i + 1, .start = SHELL_MENU,
				   .settings = &k->settings, .dict = &dict, .lexicon = &lex, .net = &k->np,
				   .idle = idle_rules, .scale = ui_scale };
	struct app_backend io = {
		memory_display_app(&k->display),
		manual_clock_app(&k->clock),
		{ store_load, store_save, store_remove, NULL, NULL, k, k->keep_records ? store_record : NULL, NULL, NULL },
		log_line, k,
	};
	reserve_init(&k->table);
	memory_display_plan(W, H, &k->table);
	size_t size = app_memory_plan(&opt, W, H, &k->table);
	k->block = aligned_alloc(RESERVE_ALIGN, size);
	k->block_size = size;
	CHECK_INT(app_init(&k->app, &opt, &io, &k->table, k->block, size), 0);
	k->running = true;
}

static void stop(int i)
{
	app_stop(&K[i].app);
	free(K[i].block);
	K[i].running = false;
}

/* Both kiosks gone: apps stopped, displays closed. */
static void close_both(void)
{
	for (int i = 0; i < 2; i++) {
		if (K[i].running)
			stop(i);
		if (K[i].display.canvas.pixels)
			memory_display_close(&K[i].display);
	}
}

/* Both kiosks' displays, clocks and apps started, then both on the network. */
static void boot_both(void)
{
	for (int i = 0; i < 2; i++) {
		CHECK_INT(memory_display_open(&K[i].display, W, H), 0);
		manual_clock_init(&K[i].clock, 1000);
		boot(i);
	}
	for (int i = 0; i < 2; i++)
		app_network(&K[i].app);
}

/* Both kiosks booted and on the network; with records, their stores keep
 * finished games' records. */
static void start_both_keeping(bool records)
{
	close_both();
	memset(K, 0, sizeof K);
	K[0].keep_records = K[1].keep_records = records;
	remote_pair_init(&pair, kiosk_users[0], kiosk_users[1], remotes);
	boot_both();
}

static void start_both(void)
{
	start_both_keeping(false);
}

static void later(int i, uint32_t ms)
{
	if (!K[i].running) {
		/* Stopped: only time passes.  Its app and block are gone, and a
		 * deadline it had armed must not tick them (freed memory: on
		 * armhf the block is unmapped and this crashed). */
		K[i].clock.armed = false;
		K[i].clock.now += ms;
		return;
	}
	manual_clock_advance(&K[i].clock, &K[i].app, K[i].clock.now + ms);
}

static void tap(int i, int x, int y)
{
	struct pointer_event down = { POINTER_DOWN, x, y, K[i].clock.now };
	app_pointer(&K[i].app, &down);
	later(i, 40);
	struct pointer_event up = { POINTER_UP, x, y, K[i].clock.now };
	app_pointer(&K[i].app, &up);
	later(i, 40);
}

static void tap_rect(int i, struct rect r)
{
	CHECK(!rect_is_empty(r));
	tap(i, r.x + r.w / 2, r.y + r.h / 2);
}

static struct shell *shell_of(int i)
{
	return &K[i].app.shell;
}

/* Kiosk i answers the invitation its lobby asks about: Accept, once the
 * dialog's guard time is over (a tap at once would answer nothing). */
static void accept_asked(int i)
{
	later(i, DIALOG_GUARD_MS + 100);
	struct dialog d;
	lobby_question_place(&shell_of(i)->lobby, &d);
	tap_rect(i, d.button[DIALOG_BUTTON_CONFIRM]);
}

/* Kiosk 0 invites kiosk 1 from the lobby (the menu's "Play another
 * kiosk", the row's game button); kiosk 1, on its title screen, is asked
 * over its lobby and taps Accept. */
static void invite_and_accept(bool reversi)
{
	tap_rect(0, shell_of(0)->menu.item_rect[MENU_ITEM_NETWORK]);
	CHECK_INT(shell_of(0)->screen, SHELL_LOBBY);
	CHECK_INT(shell_of(0)->lobby.row_count, 1);
	if (strcmp(kiosk_names[0], kiosk_names[1]) != 0) /* else with its user (test_two_kiosks_of_one_name) */
		CHECK_STR(shell_of(0)->lobby.rows[0].name, kiosk_names[1]);
	CHECK_STR(shell_of(0)->lobby.rows[0].place, "Quai 2");
	tap_rect(0, lobby_invite_rect(&shell_of(0)->lobby, 0, reversi));
	CHECK(shell_of(0)->lobby.waiting);
	app_network(&K[1].app);
	CHECK_INT(shell_of(1)->screen, SHELL_LOBBY);
	CHECK(lobby_asking(&shell_of(1)->lobby));
	accept_asked(1);
	app_network(&K[0].app);
	enum shell_screen want = reversi ? SHELL_REVERSI : SHELL_WORDS;
	CHECK_INT(shell_of(0)->screen, want);
	CHECK_INT(shell_of(1)->screen, want);
	CHECK(shell_of(0)->net_game && shell_of(1)->net_game);
	CHECK_INT(K[0].np.game.seat, 0);
	CHECK_INT(K[1].np.game.seat, 1);
}

/* The same Reversi position, field by field (the struct has padding). */
static bool same_pos(const struct reversi_pos *a, const struct reversi_pos *b)
{
	return a->disc[0] == b->disc[0] && a->disc[1] == b->disc[1] && a->turn == b->turn;
}

static bool same_words(const struct words_game *a, const struct words_game *b)
{
	return !memcmp(a->pos.board, b->pos.board, sizeof a->pos.board) && a->pos.score[0] == b->pos.score[0] &&
	       a->pos.score[1] == b->pos.score[1] && a->pos.bag_len == b->pos.bag_len &&
	       a->pos.current == b->pos.current && a->pos.log_len == b->pos.log_len;
}

/* The seat to move plays at its own table: a play placed on the board and
 * Submit, as a finger does; an exchange or a pass through the rules. */
static void words_turn(int i, uint64_t seed)
{
	struct words_table *t = &shell_of(i)->words;
	struct words_game *g = &t->game;
	struct words_choice c;
	CHECK_INT(words_player_choose(player, g, WORDS_LEVEL_MEDIUM, seed, 0, NULL, &c), 0);
	if (c.kind != WORDS_CHOICE_PLAY) {
		CHECK_INT(words_choice_apply(g, &c, NULL), WORDS_OK);
		app_network(&K[i].app);
		return;
	}
	struct words_move m;
	words_gen_to_move(&c.play, &m);
	CHECK_INT(words_stage_whole(g, &m), WORDS_OK);
	words_table_submit(t);
	app_network(&K[i].app);
}

static void test_words_between_two_apps(void)
{
	start_both();
	CHECK(!rect_is_empty(shell_of(0)->menu.item_rect[MENU_ITEM_NETWORK]));
	invite_and_accept(false);
	/* Before the first turn each table says who plays: the one whose
	 * turn it is is told how, the other whose turn it is. */
	int first = shell_of(0)->words.game.pos.current;
	CHECK(strstr(shell_of(first)->words.status.text, ": drag tiles, or tap one, then a square") != NULL);
	CHECK_STR(shell_of(1 - first)->words.status.text, first ? "Library East's turn" : "Cafe Lumen's turn");
	int turns = 0;
	while (!words_is_over(&shell_of(0)->words.game) && turns < 200) {
		int mover = shell_of(0)->words.game.pos.current; /* seat i plays at kiosk i */
		/* Each table shows only its own rack. */
		for (int i = 0; i < 2; i++) {
			int owner = words_table_rack_owner(&shell_of(i)->words);
			CHECK_MSG(owner == i || owner == -1, "a table shows the other table's rack");
		}
		words_turn(mover, (uint64_t)turns + 5);
		later(mover, 500);
		app_network(&K[1 - mover].app);
		later(1 - mover, 500);
		CHECK_MSG(same_words(&shell_of(0)->words.game, &shell_of(1)->words.game), "the two tables differ");
		turns++;
	}
	CHECK(words_is_over(&shell_of(0)->words.game));
	CHECK(words_is_over(&shell_of(1)->words.game));
	CHECK_INT(K[0].np.game.state, NETGAME_OVER);
	CHECK_INT(K[1].np.game.state, NETGAME_OVER);
	CHECK(turns > 10);
	/* No Take back across tables: the button is the chat's. */
	CHECK_STR(words_table_button_label(&shell_of(0)->words, WORDS_TABLE_BUTTON_TAKE_BACK), "Chat");
	/* The standings' Lobby takes each table back to the lobby, to invite
	 * again; Rematch is not there (it would deal a game at one table). */
	for (int i = 0; i < 2; i++) {
		CHECK(shell_of(i)->words.standings);
		struct rect rematch, lobby;
		words_table_standings_buttons(&shell_of(i)->words.layout, &rematch, &lobby);
		tap_rect(i, rematch);
		CHECK_INT(shell_of(i)->screen, SHELL_WORDS);
		CHECK(words_is_over(&shell_of(i)->words.game));
		if (!shell_of(i)->words.standings)
			tap_rect(i, shell_of(i)->words.layout.buttons[WORDS_TABLE_BUTTON_SUBMIT]); /* Results */
		CHECK(shell_of(i)->words.standings);
		tap_rect(i, lobby);
		CHECK_INT(shell_of(i)->screen, SHELL_LOBBY);
		CHECK(!shell_of(i)->net_game);
		CHECK_INT(K[i].np.game.state, NETGAME_OFF);
	}
	app_network(&K[0].app);
	CHECK_INT(K[0].np.kiosk_count, 1);
	CHECK_INT(K[0].np.kiosks[0].status, NET_STATUS_FREE);
}

/* A going-out play across tables, under single challenges: the other
 * table is asked as one table's next player is ("Challenge or Accept"),
 * while the goer's table waits for it with no standings and no record;
 * Accept there makes the game final on both, each writing its record once.
 * Before, both tables showed the standings at once, and the play could not
 * be challenged. */
/* A game of Words across tables under single challenges, played until a
 * play goes out, not yet judged.  Returns the goer's kiosk, or -1. */
static int play_until_going_out(void)
{
	start_both_keeping(true);
	shell_of(0)->menu.set.rules.challenge = WORDS_CHALLENGE_SINGLE;
	invite_and_accept(false);
	CHECK(K[0].np.game.stand && K[1].np.game.stand); /* both kiosks play "stand" */
	int turns = 0;
	while (!words_is_over(&shell_of(0)->words.game) && turns++ < 200) {
		int mover = shell_of(0)->words.game.pos.current;
		words_turn(mover, (uint64_t)turns + 5);
		later(mover, 500);
		app_network(&K[1 - mover].app);
		later(1 - mover, 500);
	}
	const struct words_game *g = &shell_of(0)->words.game;
	CHECK_MSG(words_is_over(g) && g->pos.challengeable >= 0, "the game did not end by a play going out");
	return words_is_over(g) && g->pos.challengeable >= 0 ? g->log[g->pos.challengeable].player : -1;
}

static void test_going_out_judged_at_the_other_table(void)
{
	int goer = play_until_going_out();
	if (goer < 0)
		return;
	int judge = 1 - goer;
	struct words_table *wait = &shell_of(goer)->words, *ask = &shell_of(judge)->words;
	CHECK(!words_table_is_final(wait) && !words_table_is_final(ask));
	CHECK(!wait->standings && !ask->standings);
	CHECK_INT(K[goer].records + K[judge].records, 0);
	CHECK_INT(K[goer].np.game.state, NETGAME_PLAYING);
	CHECK_MSG(strstr(wait->status.text, "may challenge") != NULL, wait->status.text);
	CHECK_MSG(strstr(ask->status.text, "Challenge or Accept") != NULL, ask->status.text);
	CHECK(!words_table_button_enabled(wait, WORDS_TABLE_BUTTON_SUBMIT));
	CHECK_STR(words_table_button_label(wait, WORDS_TABLE_BUTTON_SUBMIT), "Waiting");	/* not Accept: not the goer's */
	CHECK_STR(words_table_button_label(ask, WORDS_TABLE_BUTTON_SUBMIT), "Accept");
	CHECK(words_table_button_enabled(ask, WORDS_TABLE_BUTTON_CHALLENGE));
	tap_rect(judge, ask->layout.buttons[WORDS_TABLE_BUTTON_SUBMIT]); /* Accept */
	CHECK(words_table_is_final(ask));
	CHECK_INT(K[judge].np.game.state, NETGAME_OVER);
	later(judge, 500);
	app_network(&K[goer].app);
	later(goer, 500);
	CHECK(words_table_is_final(wait));
	CHECK_INT(K[goer].np.game.state, NETGAME_OVER);
	CHECK_MSG(same_words(&shell_of(0)->words.game, &shell_of(1)->words.game), "the two tables differ");
	CHECK_INT(shell_of(0)->words.game.pos.score[0], shell_of(1)->words.game.pos.score[0]);
	CHECK_INT(shell_of(0)->words.game.pos.score[1], shell_of(1)->words.game.pos.score[1]);
	/* Each its record (each table names itself "You"), once. */
	app_network(&K[0].app);
	app_network(&K[1].app);
	CHECK_INT(K[0].records, 1);
	CHECK_INT(K[1].records, 1);
	close_both();
}

/* The whole screen of kiosk i painted anew with a font audit (as
 * tessera-headless --check-text does): every label cut by its box fails,
 * named with where.  With $TESSERA_SHOTS naming a folder, the screen is
 * also written there as a PNG (NAME.png), to be looked at. */
static void check_text_uncut(int i, const char *name, const char *where)
{
	static struct font_audit audit;
	struct canvas c = { malloc((size_t)W * H * sizeof(uint32_t)), W, H, W, &audit };
	CHECK(c.pixels != NULL);
	if (!c.pixels)
		return;
	audit.cuts = 0;
	app_render_full(&K[i].app, &c);
	for (int n = 0; n < audit.cuts && n < FONT_AUDIT_KEEP; n++) {
		char msg[FONT_AUDIT_TEXT + 128];
		snprintf(msg, sizeof msg, "%s: text cut: %s", where, audit.cut[n]);
		CHECK_MSG(false, msg);
	}
	const char *dir = getenv("TESSERA_SHOTS");
	if (dir && *dir) {
		char path[4096];
		snprintf(path, sizeof path, "%s/%s.png", dir, name);
		CHECK_MSG(png_write(path, &c) == 0, path);
	}
	c.audit = NULL;
	free(c.pixels);
}

/* Both kiosks and the pair between them, kept to be put back: each button
 * is tried from the same state.  The apps' blocks and shadow canvases
 * stay where they are, so a copy put back over them is whole again. */
static struct {
	struct kiosk k[2];
	unsigned char *block[2];
	uint32_t *pixels[2];
	struct remote_pair pair;
	struct remote remotes[2];
} snapshot;

static size_t shadow_bytes(int i)
{
	return (size_t)K[i].display.canvas.height * (size_t)K[i].display.canvas.stride * sizeof(uint32_t);
}

static void keep_both(void)
{
	for (int i = 0; i < 2; i++) {
		snapshot.k[i] = K[i];
		snapshot.block[i] = realloc(snapshot.block[i], K[i].block_size);
		memcpy(snapshot.block[i], K[i].block, K[i].block_size);
		snapshot.pixels[i] = realloc(snapshot.pixels[i], shadow_bytes(i));
		memcpy(snapshot.pixels[i], K[i].display.canvas.pixels, shadow_bytes(i));
	}
	snapshot.pair = pair;
	memcpy(snapshot.remotes, remotes, sizeof remotes);
}

static void put_both_back(void)
{
	for (int i = 0; i < 2; i++) {
		K[i] = snapshot.k[i];
		memcpy(K[i].block, snapshot.block[i], K[i].block_size);
		memcpy(K[i].display.canvas.pixels, snapshot.pixels[i], shadow_bytes(i));
	}
	pair = snapshot.pair;
	memcpy(remotes, snapshot.remotes, sizeof remotes);
}

/* What a tap on a button at kiosk i may do: anything here but the status
 * line (which says why a dimmed button does nothing). */
struct tap_effect {
	enum shell_screen screen;
	bool chat_open;
	unsigned sent;
	struct words_game game;
	bool exchanging, standings, sheet_open, handover, hint_shown, picking, dialog_open;
	int exchange_chosen, selected;
};

static void effect_of(int i, struct tap_effect *e)
{
	const struct words_table *t = &shell_of(i)->words;
	memset(e, 0, sizeof *e);
	e->screen = shell_of(i)->screen;
	e->chat_open = shell_of(i)->chat.open;
	e->sent = pair.side[i].sent;
	memcpy(&e->game, &t->game, sizeof e->game);
	e->exchanging = t->exchanging;
	e->standings = t->standings;
	e->sheet_open = t->sheet.open;
	e->handover = t->handover;
	e->hint_shown = t->hint_shown;
	e->picking = t->picking;
	e->dialog_open = t->dialog.open;
	e->exchange_chosen = t->exchange_chosen;
	e->selected = t->selected;
}

/* At kiosk i every button shown looks live exactly when a tap on it does
 * something, and the live ones are those of `live` (a bit per button); a
 * dimmed one's tap says why on the status line (`why` in it), uncut.
 * Both kiosks are put back after each tap. */
static void check_buttons_match_taps(int i, unsigned live, const char *why, const char *name, const char *where)
{
	keep_both();
	for (int b = 0; b < WORDS_TABLE_BUTTON_COUNT; b++) {
		struct words_table *t = &shell_of(i)->words;
		if (!words_table_button_shown(t, (enum words_table_button)b))
			continue;
		char label[64], msg[512];
		snprintf(label, sizeof label, "%s", words_table_button_label(t, (enum words_table_button)b));
		bool looks = !words_table_button_look(t, (enum words_table_button)b).disabled;
		struct tap_effect before, after;
		effect_of(i, &before);
		tap_rect(i, t->layout.buttons[b]);
		effect_of(i, &after);
		bool acted = memcmp(&before, &after, sizeof before) != 0;
		snprintf(msg, sizeof msg, "%s: %s looks %s, and a tap %s (status: \"%s\")", where, label,
			 looks ? "live" : "dimmed", acted ? "acts" : "does nothing", t->status.text);
		CHECK_MSG(looks == acted, msg);
		CHECK_MSG(looks == !!(live >> b & 1), msg);
		if (!acted && shell_of(i)->screen == SHELL_WORDS) {
			CHECK_MSG(strstr(t->status.text, why) != NULL, msg);
			char shot[128], tapped[sizeof msg + 32];
			snprintf(shot, sizeof shot, "%s-tapped-%d", name, b);
			snprintf(tapped, sizeof tapped, "%s, %s tapped", where, label);
			check_text_uncut(i, shot, tapped);
		}
		put_both_back();
	}
}

/* The two screens of a going-out play across tables, the goer's ("You
 * went out with WORD: NAME may challenge") and the judge's ("NAME went out
 * with WORD: Challenge or Accept"), at each board's size and scale, with
 * kiosk names as long as a name may be (40 bytes, accented) and the word
 * as long as a play's (15 letters, written over the play's in the log: no
 * game of these seeds ends with one): no text cut, and the buttons live
 * exactly as a tap acts - the judge's Challenge and Accept, the goer's
 * only Menu and Chat. */
static void test_going_out_screens_at_every_size(void)
{
	static const struct {
		int w, h;
		float scale;
	} sizes[] = { { 480, 320, 0.75f }, { 800, 480, 1.0f }, { 480, 800, 1.0f }, { 720, 1280, 1.25f } };
	static const char *const long_names[2] = { "Médiathèque Émile-Zola, Wéméré Sud",
						   "Bibliothèque Mériadeck, Wissembourg-N." };
	const char *saved_names[2] = { kiosk_names[0], kiosk_names[1] };
	int saved_w = W, saved_h = H;
	float saved_scale = ui_scale;
	kiosk_names[0] = long_names[0];
	kiosk_names[1] = long_names[1];
	for (size_t n = 0; n < sizeof sizes / sizeof sizes[0]; n++) {
		W = sizes[n].w;
		H = sizes[n].h;
		ui_scale = sizes[n].scale;
		int goer = play_until_going_out();
		if (goer < 0)
			break;
		for (int i = 0; i < 2; i++) {
			struct words_table *t = &shell_of(i)->words;
			struct words_turn *out = &t->game.log[t->game.pos.challengeable];
			snprintf(out->word, sizeof out->word, "%s", "WHOLESOMENESSES");
			words_table_end_status(t);
		}
		static const unsigned always = 1u << WORDS_TABLE_BUTTON_MENU | 1u << WORDS_TABLE_BUTTON_TAKE_BACK;
		for (int i = 0; i < 2; i++) {
			bool goers = i == goer;
			char name[64], where[128];
			snprintf(name, sizeof name, "going-out-%dx%d-%s", W, H, goers ? "goer" : "judge");
			snprintf(where, sizeof where, "%dx%d at %.2f, the %s table", W, H, (double)ui_scale,
				 goers ? "goer's" : "judge's");
			check_text_uncut(i, name, where);
			unsigned live = goers ? always
					      : always | 1u << WORDS_TABLE_BUTTON_SUBMIT | 1u << WORDS_TABLE_BUTTON_CHALLENGE;
			/* The goer's table is told who may challenge, not to wait for a play. */
			check_buttons_match_taps(i, live, goers ? " may challenge" : " went out", name, where);
		}
	}
	close_both();
	W = saved_w;
	H = saved_h;
	ui_scale = saved_scale;
	kiosk_names[0] = saved_names[0];
	kiosk_names[1] = saved_names[1];
}

/* The other kiosk's name as long as a name may be (40 bytes, accented) sits
 * whole at its Words seat, with its user where this kiosk has its name too,
 * and the finished game's record keeps it whole: the screens cut it to
 * their width, with "…".  Until 2026-11-29 a seat held 23 bytes of it,
 * "Bibliothèque Méria…" at the table and in the record.  Only a name and
 * a user of 32 bytes pass the record's 63 bytes: cut there, with "…". */
static void test_long_kiosk_name_whole_at_the_seat(void)
{
	static const char *const long_names[2] = { "M\xc3\xa9" "diath\xc3\xa8que \xc3\x89mile-Zola, W\xc3\xa9m\xc3\xa9r\xc3\xa9 Sud",
						   "Biblioth\xc3\xa8que M\xc3\xa9riadeck, Wissembourg-N." };
	const char *saved_names[2] = { kiosk_names[0], kiosk_names[1] };
	for (int pass = 0; pass < 3; pass++) {
		int same = pass > 0;
		kiosk_names[0] = long_names[same]; /* then both of one name */
		kiosk_names[1] = long_names[1];
		kiosk_users[1] = pass == 2 ? "kiosk-user-of-thirty-two-bytes-x" : "library-east";
		start_both_keeping(true);
		invite_and_accept(false);
		char want[2][NETPLAY_NAME_LEN];
		for (int i = 0; i < 2; i++) {
			CHECK(strlen(kiosk_names[1 - i]) > 23 && strlen(kiosk_names[1 - i]) <= NET_NAME_MAX);
			if (same)
				snprintf(want[i], sizeof want[i], "%s (%s)", kiosk_names[1 - i], kiosk_users[1 - i]);
			else
				snprintf(want[i], sizeof want[i], "%s", kiosk_names[1 - i]);
			int other = 1 - (int)K[i].np.game.seat;
			CHECK_STR(words_table_player_name(&shell_of(i)->words, other), want[i]);
		}
		int turns = 0;
		while (!words_is_over(&shell_of(0)->words.game) && turns < 200) {
			int mover = shell_of(0)->words.game.pos.current;
			words_turn(mover, (uint64_t)turns + 5);
			later(mover, 500);
			app_network(&K[1 - mover].app);
			later(1 - mover, 500);
			turns++;
		}
		app_network(&K[0].app);
		app_network(&K[1].app);
		if (pass == 2) /* 60 bytes and "…" */
			snprintf(want[0], sizeof want[0], "%s", "Biblioth\xc3\xa8que M\xc3\xa9riadeck, Wissembourg-N. "
				 "(kiosk-user-of-thir\xe2\x80\xa6\n");
		for (int i = 0; i < 2; i++) {
			CHECK_INT(K[i].records, 1);
			CHECK_MSG(strstr(K[i].record, want[i]) != NULL, K[i].record);
		}
	}
	kiosk_users[1] = "library-east";
	close_both();
	kiosk_names[0] = saved_names[0];
	kiosk_names[1] = saved_names[1];
}

/* The Reversi square of the first legal move for the side to move. */
static int first_legal(const struct reversi_game *g)
{
	uint64_t moves = reversi_pos_moves(&g->pos);
	for (int sq = 0; sq < 64; sq++)
		if (moves >> sq & 1)
			return sq;
	return -1;
}

static void tap_square(int i, int sq)
{
	int x, y;
	reversi_table_square_centre(&shell_of(i)->reversi.layout, sq, &x, &y);
	tap(i, x, y);
}

static void test_reversi_between_two_apps(void)
{
	start_both();
	invite_and_accept(true);
	CHECK(!shell_of(0)->reversi.opt.person_white); /* the inviter plays black */
	CHECK(shell_of(1)->reversi.opt.person_white);
	int moves = 0;
	while (!reversi_game_is_over(&shell_of(0)->reversi.game) && moves < 70) {
		int mover = (int)shell_of(0)->reversi.game.pos.turn;
		/* The other table's taps play nothing. */
		tap_square(1 - mover, first_legal(&shell_of(1 - mover)->reversi.game));
		CHECK_INT(shell_of(1 - mover)->reversi.game.n_moves, moves);
		tap_square(mover, first_legal(&shell_of(mover)->reversi.game));
		app_network(&K[1 - mover].app);
		later(0, 300);
		later(1, 300);
		CHECK(same_pos(&shell_of(0)->reversi.game.pos, &shell_of(1)->reversi.game.pos));
		moves++;
	}
	CHECK(reversi_game_is_over(&shell_of(1)->reversi.game));
	CHECK_INT(shell_of(0)->reversi.game.n_moves, moves);
	CHECK_INT(K[0].np.game.state, NETGAME_OVER);
	/* Each table's record names the other kiosk for its colour. */
	static const char *const sides[2] = { "black You\nwhite Library East\n", "black Cafe Lumen\nwhite You\n" };
	for (int i = 0; i < 2; i++) {
		char rec[1024];
		CHECK(shell_record_text(shell_of(i), SHELL_REVERSI, rec, sizeof rec) > 0);
		CHECK(strstr(rec, sides[i]) != NULL);
	}
	/* New game's place is the lobby's on both tables: another game is an invitation. */
	for (int i = 0; i < 2; i++) {
		tap_rect(i, shell_of(i)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
		CHECK_INT(shell_of(i)->screen, SHELL_LOBBY);
		CHECK(!shell_of(i)->net_game);
	}
}

/* Five games in a row between the same two kiosks, each played out and
 * left through New game (the lobby): every game left is unfollowed, so
 * the fifth is received like the first (F4: a link follows only a few
 * games at once, and the fifth game's moves never came). */
static void test_five_games_in_a_row(void)
{
	start_both();
	tap_rect(0, shell_of(0)->menu.item_rect[MENU_ITEM_NETWORK]);
	for (int game = 0; game < 5; game++) {
		CHECK_INT(shell_of(0)->screen, SHELL_LOBBY);
		app_network(&K[0].app);
		tap_rect(0, lobby_invite_rect(&shell_of(0)->lobby, 0, true));
		app_network(&K[1].app);
		CHECK(lobby_asking(&shell_of(1)->lobby));
		accept_asked(1);
		app_network(&K[0].app);
		CHECK_INT(shell_of(0)->screen, SHELL_REVERSI);
		CHECK_INT(shell_of(1)->screen, SHELL_REVERSI);
		int moves = 0;
		while (!reversi_game_is_over(&shell_of(0)->reversi.game) && moves < 70) {
			int mover = (int)shell_of(0)->reversi.game.pos.turn;
			tap_square(mover, first_legal(&shell_of(mover)->reversi.game));
			app_network(&K[1 - mover].app);
			later(0, 300);
			later(1, 300);
			CHECK_MSG(same_pos(&shell_of(0)->reversi.game.pos, &shell_of(1)->reversi.game.pos),
				  "a move did not reach the other table");
			if (!same_pos(&shell_of(0)->reversi.game.pos, &shell_of(1)->reversi.game.pos))
				return;
			moves++;
		}
		CHECK_INT(K[0].np.game.state, NETGAME_OVER);
		CHECK_INT(K[1].np.game.state, NETGAME_OVER);
		for (int i = 0; i < 2; i++)
			tap_rect(i, shell_of(i)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
		later(0, 1000);
		later(1, 1000);
		for (int i = 0; i < 2; i++)
			CHECK_STR(pair.side[i].game_id, ""); /* unfollowed */
	}
	CHECK_INT(pair.side[0].follows, 5);
	CHECK_INT(pair.side[1].unfollows, 5);
}

static void test_refused_move_stops_both_apps(void)
{
	start_both();
	invite_and_accept(true);
	/* What a table with other rules would send: a1 is no move at the start. */
	struct net_msg m = { .kind = NET_MSG_MOVE, .seq = 1 };
	strcpy(m.game_id, K[0].np.game.id);
	strcpy(m.u.move.text, "a1 @4/1");
	remotes[0].ops->send(remotes[0].ctx, &m);
	app_network(&K[1].app);
	CHECK_INT(K[1].np.game.state, NETGAME_STOPPED);
	/* The header says it ("Game stopped"), the status line why, whole. */
	CHECK_STR(shell_of(1)->reversi.ended, "Game stopped");
	CHECK_STR(shell_of(1)->reversi.status.text,
		  "This table refused Cafe Lumen's move a1: a disc there would flip nothing");
	CHECK_INT(reversi_table_play(&shell_of(1)->reversi, first_legal(&shell_of(1)->reversi.game)),
		  REVERSI_ERR_GAME_OVER); /* the board takes no move */
	app_network(&K[0].app);
	CHECK_INT(K[0].np.game.state, NETGAME_STOPPED);
	CHECK_STR(shell_of(0)->reversi.ended, "Game stopped");
	CHECK_STR(shell_of(0)->reversi.status.text,
		  "Library East's table refused a move (a1: a disc there would flip nothing)");
	/* Both keep the game, and it is saved with the stop. */
	CHECK_INT(shell_of(0)->screen, SHELL_REVERSI);
	CHECK_INT(shell_of(1)->screen, SHELL_REVERSI);
	/* Stopped is over: Lobby leaves it, and the kiosk is free. */
	tap_rect(1, shell_of(1)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
	CHECK_INT(shell_of(1)->screen, SHELL_LOBBY);
	CHECK_INT(shell_of(1)->kept, SHELL_MENU);
	CHECK(!shell_of(1)->net_game);
	CHECK_INT(K[1].np.last_status, NET_STATUS_FREE);
}

static void test_restart_mid_game(void)
{
	start_both();
	invite_and_accept(true);
	tap_square(0, first_legal(&shell_of(0)->reversi.game));
	app_network(&K[1].app);
	tap_square(1, first_legal(&shell_of(1)->reversi.game));
	app_network(&K[0].app);
	CHECK_INT(shell_of(0)->reversi.game.n_moves, 2);
	/* Kiosk 1 dies: its presence is cleared (the broker's last will). */
	stop(1);
	struct net_msg gone = { .kind = NET_MSG_GONE };
	remotes[1].ops->send(remotes[1].ctx, &gone);
	app_network(&K[0].app);
	later(0, 5000);
	/* Its turn: told it may play on (not "Waiting for", which it read). */
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East is away: you may play on");
	/* Kiosk 0 plays on: its move waits in the queue, and it waits. */
	tap_square(0, first_legal(&shell_of(0)->reversi.game));
	CHECK_INT(shell_of(0)->reversi.game.n_moves, 3);
	CHECK_STR(shell_of(0)->reversi.status.text, "Waiting for Library East (since 0:05)");
	/* Kiosk 1 starts again from its store: the same game, its turn
	 * caught up from the queue. */
	later(1, 60000);
	boot(1);
	app_network(&K[1].app);
	CHECK_INT(shell_of(1)->screen, SHELL_REVERSI);
	CHECK(shell_of(1)->net_game);
	CHECK_INT(shell_of(1)->reversi.game.n_moves, 3);
	CHECK(same_pos(&shell_of(0)->reversi.game.pos, &shell_of(1)->reversi.game.pos));
	/* Its presence again: no more waiting; its repeated last move is dropped. */
	app_network(&K[0].app);
	CHECK_INT(K[0].np.game.state, NETGAME_PLAYING);
	CHECK(!K[0].np.peer_away);
	CHECK_INT(shell_of(0)->reversi.game.n_moves, 3);
	tap_square(1, first_legal(&shell_of(1)->reversi.game));
	CHECK_INT(shell_of(1)->reversi.game.n_moves, 4);
	app_network(&K[0].app);
	CHECK_INT(shell_of(0)->reversi.game.n_moves, 4);
}

/* A kiosk restarted with a saved game that does not hold together: a
 * game across tables of the other game than its table (Words moves would
 * be read on a Reversi table: none played, none sent), or the Reversi
 * file under the Words game's name.  Refused, said, the title screen; the
 * same file under its own name continues. */
static void test_restart_with_a_mismatched_save(void)
{
	static struct shell_saved s;
	start_both();
	invite_and_accept(true);
	tap_square(0, first_legal(&shell_of(0)->reversi.game));
	app_network(&K[1].app);
	stop(1);
	CHECK_STR(K[1].store.name, "reversi");
	CHECK_INT(K[1].store.len, sizeof s);
	memcpy(&s, K[1].store.blob, sizeof s);
	CHECK_INT(s.net.game, NET_GAME_REVERSI);
	s.net.game = NET_GAME_WORDS;
	memcpy(K[1].store.blob, &s, sizeof s);
	boot(1);
	CHECK_INT(shell_of(1)->screen, SHELL_MENU);
	CHECK(!shell_of(1)->net_game);
	CHECK_MSG(strstr(K[1].last_line, "the saved game across tables is Words, its table Reversi") != NULL,
		  K[1].last_line);
	stop(1);

	s.net.game = NET_GAME_REVERSI;
	memcpy(K[1].store.blob, &s, sizeof s);
	strcpy(K[1].store.name, "words");
	boot(1);
	CHECK_INT(shell_of(1)->screen, SHELL_MENU);
	CHECK(!shell_of(1)->net_game);
	CHECK_MSG(strstr(K[1].last_line, "the file holds a Reversi game, not the Words game it was read as") != NULL,
		  K[1].last_line);
	stop(1);

	strcpy(K[1].store.name, "reversi");
	boot(1);
	app_network(&K[1].app);
	CHECK_INT(shell_of(1)->screen, SHELL_REVERSI);
	CHECK(shell_of(1)->net_game);
	CHECK_INT(shell_of(1)->reversi.game.n_moves, 1);
}

/* Reversi played between the two kiosks up to its last move, which is
 * not played: returns the table that has it to play. */
static int reversi_up_to_the_last_move(void)
{
	int mover = 0;
	for (int moves = 0; moves < 70; moves++) {
		mover = (int)shell_of(0)->reversi.game.pos.turn;
		struct reversi_game next = shell_of(mover)->reversi.game;
		CHECK_INT(reversi_game_play(&next, first_legal(&next)), REVERSI_OK);
		if (reversi_game_is_over(&next))
			break;
		tap_square(mover, first_legal(&shell_of(mover)->reversi.game));
		app_network(&K[1 - mover].app);
	}
	return mover;
}

/* A kiosk killed right after the game's last move, before the move left
 * (what it sends to the other is lost): it comes back to the finished
 * game and sends the move again, so the other table learns the end too.
 * And a kiosk that stopped the game (a move refused) and died before its
 * END left sends the END again when it comes back. */
static void test_end_after_restart(void)
{
	start_both();
	invite_and_accept(true);
	int mover = reversi_up_to_the_last_move();
	/* The last move: the other table never gets it, and the kiosk dies. */
	pair.side[1 - mover].cut = true;
	tap_square(mover, first_legal(&shell_of(mover)->reversi.game));
	CHECK_INT(K[mover].np.game.state, NETGAME_OVER);
	int n = shell_of(mover)->reversi.game.n_moves;
	stop(mover);
	pair.side[1 - mover].cut = false;
	app_network(&K[1 - mover].app);
	CHECK_INT(K[1 - mover].np.game.state, NETGAME_PLAYING);
	CHECK_INT(shell_of(1 - mover)->reversi.game.n_moves, n - 1);
	boot(mover);
	app_network(&K[mover].app);
	CHECK_INT(shell_of(mover)->screen, SHELL_REVERSI);
	CHECK_INT(shell_of(mover)->reversi.game.n_moves, n);
	app_network(&K[1 - mover].app);
	CHECK_INT(K[1 - mover].np.game.state, NETGAME_OVER);
	CHECK_INT(shell_of(1 - mover)->reversi.game.n_moves, n);
	CHECK(same_pos(&shell_of(0)->reversi.game.pos, &shell_of(1)->reversi.game.pos));

	/* Kiosk 1 refuses a move (a1 flips nothing) and dies before its END left. */
	start_both();
	invite_and_accept(true);
	struct net_msg m = { .kind = NET_MSG_MOVE, .seq = 1 };
	strcpy(m.game_id, K[0].np.game.id);
	strcpy(m.u.move.text, "a1 @4/1");
	pair.side[0].cut = true;
	remotes[0].ops->send(remotes[0].ctx, &m);
	app_network(&K[1].app);
	CHECK_INT(K[1].np.game.state, NETGAME_STOPPED);
	stop(1);
	pair.side[0].cut = false;
	app_network(&K[0].app);
	CHECK_INT(K[0].np.game.state, NETGAME_PLAYING);
	boot(1);
	app_network(&K[1].app);
	CHECK_INT(K[1].np.game.state, NETGAME_STOPPED);
	app_network(&K[0].app);
	CHECK_INT(K[0].np.game.state, NETGAME_STOPPED);
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East's table refused a move");
	CHECK_STR(shell_of(0)->reversi.ended, "Game stopped");
}

/* A short game with a pass and empty squares at its end (found by random
 * playouts with the rules core): white has no move after b7, black plays
 * h5 and neither can move; black 17 discs, white 1, 46 empty. */
static const char *const pass_game[] = { "e6", "d6", "c4", "d3", "e2", "f3", "d7",
					 "d1", "g2", "g4", "f1", "c6", "b7", "h5" };
#define PASS_GAME_LEN (int)(sizeof pass_game / sizeof pass_game[0])

/* Kiosk `mover` plays pass_game[i] by a tap; the other takes it in. */
static void play_pass_game_move(int i)
{
	int mover = (int)shell_of(0)->reversi.game.pos.turn;
	CHECK_INT((int)shell_of(1)->reversi.game.pos.turn, mover);
	tap_square(mover, reversi_square_parse(pass_game[i]));
	CHECK_INT(shell_of(mover)->reversi.game.n_moves, i + 1);
	app_network(&K[1 - mover].app);
	CHECK_INT(shell_of(1 - mover)->reversi.game.n_moves, i + 1);
	later(0, 300);
	later(1, 300);
}

/* Reversi across tables through a pass to an end with empty squares.
 * The pass is said on both tables; the result on both screens,
 * in each record and in the notice of a kiosk that kept the game under
 * its menu is the World Othello Federation's: the empty squares go to
 * the winner, 63-1 (the notice said the discs, "black 17, white 1",
 * where the table and the record said 63-1). */
static void test_reversi_pass_and_empties_across_tables(void)
{
	start_both_keeping(true);
	invite_and_accept(true);
	for (int i = 0; i < 12; i++)
		play_pass_game_move(i);
	/* Black's b7 leaves white without a move. */
	tap_square(0, reversi_square_parse("b7"));
	app_network(&K[1].app);
	later(0, 300);
	later(1, 300);
	CHECK_INT((int)shell_of(0)->reversi.game.pos.turn, REVERSI_BLACK);
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East must pass: your turn again");
	CHECK_STR(shell_of(1)->reversi.status.text, "You must pass: Cafe Lumen plays again");
	/* White leaves its table for the menu before the last move. */
	struct shell *white = shell_of(1);
	tap_rect(1, white->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK_INT(white->kept, SHELL_REVERSI);
	tap_square(0, reversi_square_parse("h5"));
	CHECK(reversi_game_is_over(&shell_of(0)->reversi.game));
	CHECK_INT(reversi_pos_count(&shell_of(0)->reversi.game.pos, REVERSI_BLACK), 17);
	CHECK_INT(reversi_pos_count(&shell_of(0)->reversi.game.pos, REVERSI_WHITE), 1);
	CHECK_STR(shell_of(0)->reversi.status.text, "You win 63-1");
	app_network(&K[1].app);
	CHECK_INT(white->kept, SHELL_MENU);
	CHECK_STR(white->menu.notice, "The game with Cafe Lumen is over: black 63, white 1");
	for (int i = 0; i < 2; i++) {
		CHECK_INT(K[i].records, 1);
		CHECK_MSG(strstr(K[i].record, "result black 63 white 1, black wins\n") != NULL, K[i].record);
	}
	close_both();
}

/* The customer at one kiosk walks away in the middle of a game across
 * tables, on their turn: the kiosk's idle rules ask, then park the game
 * under the menu (still the game: the other table's moves come in, its
 * presence says it plays it), then drop it when the offer to continue
 * is over: the game ends on both tables then, nothing left half-open -
 * both free, nothing saved, no record of a game the rules did not end. */
static void test_idle_kiosk_mid_game(void)
{
	idle_rules = (struct idle_rules){ .cover_ms = 90000, .ask_ms = 600000, .park_ms = 60000, .offer_ms = 900000 };
	start_both_keeping(true);
	idle_rules = (struct idle_rules){ 0 };
	invite_and_accept(true);
	play_pass_game_move(0);	/* black's e6: white's turn, and white's customer has gone */
	struct shell *white = shell_of(1);
	later(1, 600000);
	CHECK(overlay_asking(&white->overlay));
	later(1, 60000);
	CHECK_INT(white->screen, SHELL_MENU);
	CHECK_INT(white->kept, SHELL_REVERSI);
	CHECK_STR(K[1].store.name, "reversi");
	CHECK_INT(K[1].np.last_status, NET_STATUS_PLAYING);
	app_network(&K[0].app);
	CHECK_INT(K[0].np.game.state, NETGAME_PLAYING);
	/* Its presence says nobody is there (test_idle_other_table_told). */
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East has stepped away: wait, or Menu ends it");
	/* Parked, the game is still played: a Continue finds it as it is. */
	CHECK_INT(white->reversi.game.n_moves, 1);
	later(1, 900000);
	CHECK_INT(white->kept, SHELL_MENU);
	CHECK_STR(K[1].store.name, "");
	CHECK_INT(K[1].np.game.state, NETGAME_OFF);
	CHECK_INT(K[1].np.last_status, NET_STATUS_FREE);
	app_network(&K[0].app);
	CHECK_INT(K[0].np.game.state, NETGAME_ENDED);
	CHECK_STR(shell_of(0)->reversi.ended, "Game ended");
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East ended the game");
	/* Cafe Lumen's Lobby leaves it; both kiosks are free for the next game. */
	tap_rect(0, shell_of(0)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
	CHECK_INT(shell_of(0)->screen, SHELL_LOBBY);
	CHECK_INT(K[0].np.last_status, NET_STATUS_FREE);
	for (int i = 0; i < 2; i++)
		CHECK_INT(K[i].records, 0);
	close_both();
}

/* Kiosk i answers "Still playing?" with Keep playing, past the dialog's
 * guard. */
static void keep_playing(int i)
{
	later(i, 1000);
	CHECK(overlay_asking(&shell_of(i)->overlay));
	tap_rect(i, shell_of(i)->overlay.ask.button[DIALOG_BUTTON_CANCEL]);
	CHECK(!overlay_asking(&shell_of(i)->overlay));
}

/* Nobody at one table of a game across tables: its kiosk's idle rules
 * ask "Still playing?", and its presence says so from then (key "away");
 * the other table says "Library East has stepped away" - on either's
 * turn, again after its own move, through the parking -, and its usual
 * line again as soon as someone there touches the kiosk (Keep playing, a
 * Continue from the title).  Menu ends the game then, as for a table
 * away: the players there need not wait out the 15 minutes before the
 * game put aside is dropped.  The racks covered (90 s) say nothing: a
 * player thinking is there. */
static void test_idle_other_table_told(void)
{
	idle_rules = (struct idle_rules){ .cover_ms = 90000, .ask_ms = 600000, .park_ms = 60000, .offer_ms = 900000 };
	start_both();
	idle_rules = (struct idle_rules){ 0 };
	invite_and_accept(true);
	struct shell *black = shell_of(0), *white = shell_of(1);
	play_pass_game_move(0);	/* white's turn */
	later(1, 90000);
	app_network(&K[0].app);
	CHECK(!K[1].np.last_away);
	CHECK_STR(black->reversi.status.text, "Library East's move");
	later(1, 510000);	/* asked */
	CHECK(overlay_asking(&white->overlay));
	CHECK(K[1].np.last_away);
	app_network(&K[0].app);
	CHECK_STR(black->reversi.status.text, "Library East has stepped away: wait, or Menu ends it");
	/* Someone there: the usual line. */
	keep_playing(1);
	CHECK(!K[1].np.last_away);
	app_network(&K[0].app);
	CHECK_STR(black->reversi.status.text, "Library East's move");
	/* Asked on the other's turn. */
	play_pass_game_move(1);	/* black's turn */
	later(1, 600000);
	app_network(&K[0].app);
	CHECK_STR(black->reversi.status.text, "Library East has stepped away: play, or Menu ends it");
	play_pass_game_move(2);	/* white's turn again: said over "Library East's move" */
	CHECK_STR(black->reversi.status.text, "Library East has stepped away: wait, or Menu ends it");
	later(1, 60000);	/* put aside */
	CHECK_INT(white->screen, SHELL_MENU);
	CHECK_INT(white->kept, SHELL_REVERSI);
	CHECK(K[1].np.last_away);
	app_network(&K[0].app);
	CHECK_STR(black->reversi.status.text, "Library East has stepped away: wait, or Menu ends it");
	/* Continue: someone is there. */
	tap_rect(1, white->menu.item_rect[MENU_ITEM_CONTINUE]);
	CHECK_INT(white->screen, SHELL_REVERSI);
	CHECK(!K[1].np.last_away);
	app_network(&K[0].app);
	CHECK_STR(black->reversi.status.text, "Library East's move");
	/* Asked again; Menu ends it here. */
	later(1, 600000);
	app_network(&K[0].app);
	CHECK(K[0].np.peer_idle);
	tap_rect(0, black->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK_INT(black->screen, SHELL_MENU);
	CHECK_INT(black->kept, SHELL_MENU);
	CHECK(!black->net_game);
	CHECK_INT(K[0].np.last_status, NET_STATUS_FREE);
	CHECK_STR(black->menu.notice, "You ended the game with Library East: nobody was there");
	app_network(&K[1].app);
	CHECK_INT(K[1].np.game.state, NETGAME_ENDED);
	CHECK_STR(white->reversi.status.text, "Cafe Lumen ended the game: this table was away too long");
	close_both();
}

/* Nobody at the invited table before the inviter's table is even set up:
 * the acceptance, its presence in the game and the one saying nobody is
 * there come in one pump.  The new table says so (it started, and the
 * news of that pump went unsaid: check-netplay's idle.sh saw "Tap a
 * dotted square" now and then). */
static void test_idle_with_the_acceptance(void)
{
	idle_rules = (struct idle_rules){ .ask_ms = 600000, .park_ms = 60000 };
	start_both();
	idle_rules = (struct idle_rules){ 0 };
	tap_rect(0, shell_of(0)->menu.item_rect[MENU_ITEM_NETWORK]);
	tap_rect(0, lobby_invite_rect(&shell_of(0)->lobby, 0, true));
	app_network(&K[1].app);
	accept_asked(1);
	later(1, 600000);
	CHECK(K[1].np.last_away);
	app_network(&K[0].app);
	CHECK_INT(shell_of(0)->screen, SHELL_REVERSI);
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East has stepped away: play, or Menu ends it");
	close_both();
}

/* The line saying nobody is at the other table, at each supported size
 * (their scales as the boards set them), on both tables' turns, Words and
 * Reversi: whole (the font audit finds nothing cut).  With
 * $TESSERA_SHOTS the screens are written there to be looked at. */
static void test_idle_text_at_every_size(void)
{
	static const struct {
		int w, h;
		float scale;
	} sizes[] = { { 800, 480, 1.0f }, { 1024, 600, 1.0f }, { 480, 320, 0.75f }, { 320, 480, 0.75f } };
	int saved_w = W, saved_h = H;
	float saved_scale = ui_scale;
	for (size_t n = 0; n < sizeof sizes / sizeof sizes[0]; n++) {
		for (int reversi = 0; reversi < 2; reversi++) {
			W = sizes[n].w;
			H = sizes[n].h;
			ui_scale = sizes[n].scale;
			idle_rules = (struct idle_rules){ .ask_ms = 600000, .park_ms = 60000 };
			start_both();
			idle_rules = (struct idle_rules){ 0 };
			invite_and_accept(reversi);
			later(1, 600000);	/* Library East asks, on Cafe Lumen's turn */
			app_network(&K[0].app);
			const char *game = reversi ? "reversi" : "words";
			const struct status_line *line = reversi ? &shell_of(0)->reversi.status : &shell_of(0)->words.status;
			char name[64], where[96];
			for (int turn = 0; turn < 2; turn++) {
				const char *want = turn ? "Library East has stepped away: wait, or Menu ends it"
							: "Library East has stepped away: play, or Menu ends it";
				snprintf(where, sizeof where, "%s at %dx%d, %s turn", game, W, H, turn ? "its" : "this table's");
				CHECK_MSG(strcmp(line->text, want) == 0, where);
				snprintf(name, sizeof name, "idle-%s-%dx%d-%s", game, W, H, turn ? "theirs" : "ours");
				check_text_uncut(0, name, where);
				if (turn == 0 && reversi)
					play_pass_game_move(0);
				else if (turn == 0)
					words_turn(0, 3);
			}
		}
	}
	close_both();
	W = saved_w;
	H = saved_h;
	ui_scale = saved_scale;
}

/* Kiosk i taps the menu's Start for a game over the game kept, and "New
 * game" in the dialog that asks (the kept game ends). */
static void start_over_kept(int i, bool reversi)
{
	struct shell *sh = shell_of(i);
	tap_rect(i, sh->menu.item_rect[reversi ? MENU_ITEM_REVERSI : MENU_ITEM_WORDS]);
	tap_rect(i, sh->menu.item_rect[MENU_ITEM_START]);
	CHECK(sh->menu.dialog.open);
	later(i, DIALOG_GUARD_MS + 100);
	tap_rect(i, sh->menu.dialog.button[DIALOG_BUTTON_CONFIRM]);
}

/* The game's last move crosses the other table's end: one kiosk finishes
 * the game by the rules (its result, its record) while the other, not
 * knowing, ends it (a new game over the one kept under its menu, or Menu
 * past the away limit after a network cut).  The finished
 * game stays finished where it was: the END that comes after it changes
 * nothing there.  (It turned the result into "Game ended - Library East
 * ended the game" over a game already recorded as won.) */
static void test_last_move_crosses_the_others_end(void)
{
	start_both_keeping(true);
	invite_and_accept(true);
	int mover = reversi_up_to_the_last_move();
	int other = 1 - mover;
	tap_rect(other, shell_of(other)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK_INT(shell_of(other)->kept, SHELL_REVERSI);
	/* Both at once: neither has the other's message yet. */
	tap_square(mover, first_legal(&shell_of(mover)->reversi.game));
	netplay_end_game(&K[other].np, NET_END_RESIGN);	/* as a new game over it does */
	CHECK_INT(K[mover].np.game.state, NETGAME_OVER);
	CHECK_INT(K[mover].records, 1);
	char status[STATUS_LINE_LEN];
	snprintf(status, sizeof status, "%s", shell_of(mover)->reversi.status.text);
	app_network(&K[mover].app);
	app_network(&K[other].app);
	later(mover, 300);
	CHECK_INT(K[mover].np.game.state, NETGAME_OVER);
	CHECK_STR(shell_of(mover)->reversi.ended, "");
	CHECK_STR(shell_of(mover)->reversi.status.text, status);
	CHECK_INT(K[mover].records, 1);
	/* Its Lobby leaves the finished game: the kiosk free. */
	tap_rect(mover, shell_of(mover)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
	CHECK_INT(shell_of(mover)->screen, SHELL_LOBBY);
	CHECK_INT(K[mover].np.game.state, NETGAME_OFF);
	CHECK_INT(K[mover].np.last_status, NET_STATUS_FREE);
	CHECK_INT(K[other].records, 0);
	close_both();
}

static void test_chat_on_the_status_line(void)
{
	start_both();
	invite_and_accept(true);
	struct reversi_table *t = &shell_of(1)->reversi;
	tap_rect(1, t->layout.buttons[REVERSI_TABLE_BUTTON_TAKE_BACK]); /* "Chat" */
	CHECK(shell_of(1)->chat.open);
	tap_rect(1, lobby_chat_phrase_rect(&shell_of(1)->chat, 0));
	CHECK(!shell_of(1)->chat.open);
	CHECK_STR(t->status.text, "You: Good move!");
	app_network(&K[0].app);
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East: Good move!");
	/* Typed on the keyboard: H, I, Done. */
	tap_rect(0, shell_of(0)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_TAKE_BACK]);
	struct keyboard *kb = &shell_of(0)->chat.keyboard;
	tap_rect(0, keyboard_key_rect(kb, keyboard_letter_key('H')));
	tap_rect(0, keyboard_key_rect(kb, keyboard_letter_key('I')));
	tap_rect(0, keyboard_key_rect(kb, KEYBOARD_DONE));
	app_network(&K[1].app);
	CHECK(strstr(t->status.text, "Cafe Lumen: ") == t->status.text);
}

/* Kiosk i's table sends a chat line past its own limit (a changed or
 * forged kiosk): straight to the remote, with the next number. */
static void chat_forged(int i, const char *text)
{
	struct net_msg m = { .kind = NET_MSG_CHAT, .seq = ++K[i].np.game.chat_sent_seq };
	snprintf(m.game_id, sizeof m.game_id, "%s", K[i].np.game.id);
	snprintf(m.u.chat.text, sizeof m.u.chat.text, "%s", text);
	CHECK_INT(K[i].np.remote.ops->send(K[i].np.remote.ctx, &m), 0);
}

/* A table that sends line after line cannot keep the other's status line
 * for itself: three lines in ten seconds show, the next waits, and the
 * newest shows when the time has passed, by itself. */
static void test_chat_flood_waits(void)
{
	start_both();
	invite_and_accept(true);
	struct reversi_table *t = &shell_of(0)->reversi;
	char line[32];
	for (int k = 1; k <= 3; k++) {
		snprintf(line, sizeof line, "line %d", k);
		chat_forged(1, line);
		app_network(&K[0].app);
		snprintf(line, sizeof line, "Library East: line %d", k);
		CHECK_STR(t->status.text, line);
	}
	reversi_table_say(t, "Your move", true);
	chat_forged(1, "line 4");
	chat_forged(1, "line 5");
	app_network(&K[0].app);
	CHECK_STR(t->status.text, "Your move");
	CHECK_INT(K[0].np.chat_count, 5); /* kept all the same */
	later(0, NETPLAY_CHAT_BURST_MS / 2);
	CHECK_STR(t->status.text, "Your move");
	later(0, NETPLAY_CHAT_BURST_MS / 2);
	CHECK_STR(t->status.text, "Library East: line 5");
}

/* A game across tables left by Menu, then a new game started from the
 * menu over it: the game ends for the other table ("Cafe Lumen ended the
 * game", not a move taken back), and the new game is one at this table,
 * Reversi or Words. */
static void test_new_game_over_a_network_game(void)
{
	for (int reversi = 1; reversi >= 0; reversi--) {
		start_both();
		invite_and_accept(reversi);
		struct shell *sh = shell_of(0);
		if (reversi) {
			tap_square(0, first_legal(&sh->reversi.game));
			app_network(&K[1].app);
			tap_square(1, first_legal(&shell_of(1)->reversi.game));
			app_network(&K[0].app);
			CHECK_INT(sh->reversi.game.n_moves, 2);
			tap_rect(0, sh->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
		} else {
			words_turn(0, 5);
			app_network(&K[1].app);
			CHECK_INT(shell_of(1)->words.game.pos.log_len, 1);
			tap_rect(0, sh->words.layout.buttons[WORDS_TABLE_BUTTON_MENU]);
		}
		CHECK_INT(sh->screen, SHELL_MENU);
		CHECK_INT(sh->kept, reversi ? SHELL_REVERSI : SHELL_WORDS);
		CHECK(sh->net_game);
		start_over_kept(0, reversi);
		CHECK_INT(sh->screen, reversi ? SHELL_REVERSI : SHELL_WORDS);
		CHECK_MSG(!sh->net_game, "the new game is still the game across tables");
		CHECK_INT(K[0].np.game.state, NETGAME_OFF);
		if (reversi) {
			CHECK(!sh->reversi.opt.remote);
			CHECK_INT(sh->reversi.game.n_moves, 0);
		} else {
			CHECK(!words_table_has_remote(&sh->words));
			CHECK_INT(sh->words.game.pos.log_len, 0);
		}
		app_network(&K[1].app);
		CHECK_INT(K[1].np.game.state, NETGAME_ENDED);
		const char *status = reversi ? shell_of(1)->reversi.status.text : shell_of(1)->words.status.text;
		CHECK_STR(status, "Cafe Lumen ended the game");
		/* The new game is played here, and nothing more goes out for the old one. */
		if (reversi) {
			tap_square(0, first_legal(&sh->reversi.game));
			CHECK_INT(sh->reversi.game.n_moves, 1);
			app_network(&K[1].app);
			CHECK_INT(shell_of(1)->reversi.game.n_moves, 2);
			/* Restarted, the kiosk comes back to the new game, not the old one. */
			stop(0);
			later(0, 1000);
			boot(0);
			app_network(&K[0].app);
			CHECK_INT(shell_of(0)->screen, SHELL_REVERSI);
			CHECK(!shell_of(0)->net_game);
			CHECK_INT(K[0].np.game.state, NETGAME_OFF);
			CHECK_INT(shell_of(0)->reversi.game.n_moves, 1);
		}
		CHECK_INT(K[1].np.game.state, NETGAME_ENDED);
	}
}

/* A game at this table left by Menu (kept: Continue), then an invitation
 * from it to a game of the other kind accepted (this kiosk is "playing"
 * meanwhile, and is not invited: it invites): the game across tables
 * takes the table and the kept game ends, its file removed at once.  It
 * used to stay on disk, only hidden by the newer file of the other kind,
 * and came back in the run after that game's end. */
static void test_game_across_tables_over_a_kept_one(void)
{
	for (int local_reversi = 0; local_reversi < 2; local_reversi++) {
		start_both();
		struct shell *sh = shell_of(0);
		tap_rect(0, sh->menu.item_rect[local_reversi ? MENU_ITEM_REVERSI : MENU_ITEM_WORDS]);
		tap_rect(0, sh->menu.item_rect[MENU_ITEM_START]);
		if (local_reversi) {
			tap_square(0, first_legal(&sh->reversi.game));
			tap_rect(0, sh->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
		} else {
			CHECK_INT(words_pass(&sh->words.game), WORDS_OK);
			app_network(&K[0].app);
			tap_rect(0, sh->words.layout.buttons[WORDS_TABLE_BUTTON_MENU]);
		}
		const char *kept = local_reversi ? "reversi" : "words";
		CHECK_INT(sh->kept, local_reversi ? SHELL_REVERSI : SHELL_WORDS);
		CHECK_STR(K[0].store.name, kept);
		invite_and_accept(!local_reversi);
		CHECK_INT(sh->kept, SHELL_MENU);
		CHECK_STR(K[0].removed, kept);
		CHECK_STR(K[0].store.name, local_reversi ? "words" : "reversi");
	}
}

/* The other table gives up: Lobby (or Menu) leaves the game, not kept
 * under the menu, and the kiosk is free at once: it can invite and be
 * invited again. */
static void test_lobby_after_the_other_ends(void)
{
	start_both();
	invite_and_accept(true);
	tap_square(0, first_legal(&shell_of(0)->reversi.game));
	app_network(&K[1].app);
	/* Library East ends it (what its table sends when left mid-game). */
	netplay_end_game(&K[1].np, NET_END_RESIGN);
	app_network(&K[0].app);
	CHECK_INT(K[0].np.game.state, NETGAME_ENDED);
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East ended the game");
	CHECK(!reversi_game_is_over(&shell_of(0)->reversi.game));
	CHECK_STR(shell_of(0)->reversi.ended, "Game ended"); /* not "Their move" */
	/* Cafe Lumen: Lobby. */
	tap_rect(0, shell_of(0)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
	CHECK_INT(shell_of(0)->screen, SHELL_LOBBY);
	CHECK_INT(shell_of(0)->kept, SHELL_MENU);
	CHECK(!shell_of(0)->net_game);
	CHECK_INT(K[0].np.game.state, NETGAME_OFF);
	CHECK_INT(K[0].np.last_status, NET_STATUS_FREE);
	CHECK_STR(K[0].store.name, "");
	/* Library East, its game ended by itself: Menu, and no Continue. */
	tap_rect(1, shell_of(1)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK_INT(shell_of(1)->screen, SHELL_MENU);
	CHECK_INT(shell_of(1)->kept, SHELL_MENU);
	CHECK(!shell_of(1)->net_game);
	CHECK_INT(K[1].np.last_status, NET_STATUS_FREE);
	app_network(&K[0].app);
	CHECK_INT(K[0].np.kiosks[0].status, NET_STATUS_FREE);
	/* Cafe Lumen invites again: no "Finish the invitation or game under
	 * way first", and Library East is asked, not answered busy. */
	tap_rect(0, lobby_invite_rect(&shell_of(0)->lobby, 0, true));
	CHECK_INT(K[0].np.invite.state, NETPLAY_INVITE_SENT);
	CHECK(shell_of(0)->lobby.waiting);
	app_network(&K[1].app);
	CHECK_INT(shell_of(1)->screen, SHELL_LOBBY);
	CHECK(lobby_asking(&shell_of(1)->lobby));
}

/* A third kiosk in kiosk 0's lobby, seen through a remote over the pair's
 * side 0: its presence comes after what the pair has. */
static struct remote side0;
static struct net_msg third;
static bool third_due;

static int third_send(void *ctx, const struct net_msg *m)
{
	(void)ctx;
	return side0.ops->send(side0.ctx, m);
}

static int third_poll(void *ctx, struct remote_event *ev)
{
	(void)ctx;
	int got = side0.ops->poll(side0.ctx, ev);
	if (got || !third_due)
		return got;
	third_due = false;
	memset(ev, 0, sizeof *ev);
	ev->kind = REMOTE_MESSAGE;
	ev->msg = third;
	return 1;
}

static int third_follow(void *ctx, const char *game_id, const char *peer, uint64_t move_seq, uint64_t chat_seq)
{
	(void)ctx;
	return side0.ops->follow(side0.ctx, game_id, peer, move_seq, chat_seq);
}

static int third_unfollow(void *ctx, const char *game_id)
{
	(void)ctx;
	return side0.ops->unfollow(side0.ctx, game_id);
}

static const struct remote_ops third_ops = { third_send, third_poll, third_follow, third_unfollow };

/* Any kiosk may say any name in its presence: eve says "Library East /
 * Quai 2", as the real Library East does.  Wherever Cafe Lumen names a
 * kiosk (its lobby rows, the invitation, the table's name for the other
 * side, the other's chat), the two are told apart by their users. */
static void test_two_kiosks_of_one_name(void)
{
	close_both();
	memset(K, 0, sizeof K);
	kiosk_users[1] = "eve";
	remote_pair_init(&pair, kiosk_users[0], kiosk_users[1], remotes);
	kiosk_users[1] = "library-east";
	side0 = remotes[0];
	remotes[0].ops = &third_ops;
	memset(&third, 0, sizeof third);
	third.kind = NET_MSG_PRESENCE;
	strcpy(third.from, "library-east");
	strcpy(third.u.presence.name, "Library East");
	strcpy(third.u.presence.place, "Quai 2");
	third.u.presence.game = NET_GAME_ANY;
	third.u.presence.status = NET_STATUS_FREE;
	third_due = true;
	boot_both();
	/* Cafe Lumen's lobby: two rows, each with its user. */
	tap_rect(0, shell_of(0)->menu.item_rect[MENU_ITEM_NETWORK]);
	const struct lobby *l = &shell_of(0)->lobby;
	CHECK_INT(l->row_count, 2);
	if (l->row_count == 2) {
		bool eve_first = strcmp(K[0].np.kiosks[0].user, "eve") == 0;
		CHECK_STR(l->rows[eve_first ? 0 : 1].name, "Library East (eve)");
		CHECK_STR(l->rows[eve_first ? 1 : 0].name, "Library East (library-east)");
	}
	/* Eve invites Cafe Lumen: the question says who asks. */
	tap_rect(1, shell_of(1)->menu.item_rect[MENU_ITEM_NETWORK]);
	CHECK_INT(shell_of(1)->lobby.row_count, 1);
	tap_rect(1, lobby_invite_rect(&shell_of(1)->lobby, 0, true));
	app_network(&K[0].app);
	CHECK(lobby_asking(&shell_of(0)->lobby));
	CHECK_STR(shell_of(0)->lobby.dialog.title, "Library East (eve) invites you");
	accept_asked(0);
	app_network(&K[1].app);
	CHECK_INT(shell_of(0)->screen, SHELL_REVERSI);
	CHECK_STR(shell_of(0)->reversi.opt.remote_name, "Library East (eve)");
	/* Eve's own table: its name is its own, and Cafe Lumen's is unique. */
	CHECK_STR(shell_of(1)->reversi.opt.remote_name, "Cafe Lumen");
	/* netplay's own lines tell it apart too (they said "Waiting for
	 * Library East", the real one's name): eve leaves on its turn... */
	struct net_msg gone = { .kind = NET_MSG_GONE };
	CHECK_INT(K[1].np.remote.ops->send(K[1].np.remote.ctx, &gone), 0);
	app_network(&K[0].app);
	later(0, 3000);
	CHECK_STR(shell_of(0)->reversi.status.text, "Waiting for Library East (eve) (since 0:03)");
	/* ... and ends the game. */
	netplay_end_game(&K[1].np, NET_END_RESIGN);
	app_network(&K[0].app);
	CHECK_STR(K[0].np.game.reason, "Library East (eve) ended the game");
	close_both();
}

/* The colour of a score box on kiosk i's screen (its left edge, clear of
 * the text): the theme's box, or box_turn for the side to move. */
static uint32_t box_colour(int i, struct rect r)
{
	const struct canvas *c = &K[i].display.canvas;
	return c->pixels[(size_t)(r.y + r.h / 2) * (size_t)c->stride + (size_t)r.x + 2] & 0xffffff;
}

/* Library East leaves a Words game on Cafe Lumen's turn... then on its
 * own: Cafe Lumen's header said "Library East to play - 86 in bag" with
 * its box lit, as if the game went on. */
static void test_words_header_after_the_other_ends(void)
{
	start_both();
	invite_and_accept(false);
	struct words_table *t = &shell_of(0)->words;
	const struct theme *th = t->theme;
	int mine = (int)K[0].np.game.seat;
	CHECK_INT(box_colour(0, t->layout.players[mine]), th->table.box_turn);
	netplay_end_game(&K[1].np, NET_END_RESIGN);
	app_network(&K[0].app);
	later(0, 100);
	CHECK_INT(K[0].np.game.state, NETGAME_ENDED);
	CHECK_STR(t->ended, "Game ended");
	CHECK_STR(t->status.text, "Library East ended the game");
	/* Neither box lit; Submit plays nothing. */
	CHECK_INT(box_colour(0, t->layout.players[mine]), th->table.box);
	CHECK_INT(box_colour(0, t->layout.players[1 - mine]), th->table.box);
	int logged = t->game.pos.log_len;
	words_table_submit(t);
	CHECK_INT(t->game.pos.log_len, logged);
	CHECK_STR(t->status.text, "This game is over: tap Menu");
}

/* Both kiosks up, a Reversi game between them accepted, and this kiosk's
 * first move taken in by the other: this kiosk's shell. */
static struct shell *reversi_first_move(void)
{
	start_both();
	invite_and_accept(true);
	struct shell *sh = shell_of(0);
	tap_square(0, first_legal(&sh->reversi.game));
	app_network(&K[1].app);
	return sh;
}

/* The game kept under the menu (Menu, then the lobby) is ended by the
 * other table meanwhile: it is dropped (no Continue to a dead table, the
 * title says why) and left, and the kiosk is free without a tap. */
static void test_kept_game_ended_by_the_other(void)
{
	struct shell *sh = reversi_first_move();
	tap_rect(0, sh->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	tap_rect(0, sh->menu.item_rect[MENU_ITEM_NETWORK]);
	CHECK_INT(sh->screen, SHELL_LOBBY);
	CHECK_INT(sh->kept, SHELL_REVERSI);
	CHECK_INT(K[0].np.last_status, NET_STATUS_PLAYING);
	netplay_end_game(&K[1].np, NET_END_RESIGN);
	app_network(&K[0].app);
	CHECK_INT(sh->screen, SHELL_LOBBY);
	CHECK_INT(sh->kept, SHELL_MENU);
	CHECK(!sh->net_game);
	CHECK_INT(K[0].np.game.state, NETGAME_OFF);
	CHECK_INT(K[0].np.last_status, NET_STATUS_FREE);
	CHECK_STR(K[0].store.name, "");
	CHECK_STR(sh->menu.notice, "Library East ended the game");
	/* Library East leaves its table too; Cafe Lumen invites again. */
	tap_rect(1, shell_of(1)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
	app_network(&K[0].app);
	tap_rect(0, lobby_invite_rect(&sh->lobby, 0, false));
	CHECK_INT(K[0].np.invite.state, NETPLAY_INVITE_SENT);
	app_network(&K[1].app);
	CHECK(lobby_asking(&shell_of(1)->lobby));
}

/* A game across tables kept under the menu that the other table's last
 * move ends is over, like one the other table ends: dropped (no Continue
 * to a finished game) and left at once, the kiosk free, the store empty,
 * the title saying the scores - and its record written, as on its table,
 * once.  (It stayed kept, the kiosk "playing", until Continue or the
 * offer's end, and without Continue it was never recorded.) */
static void test_kept_game_over_by_the_last_move(void)
{
	start_both_keeping(true);
	invite_and_accept(true);
	int mover = reversi_up_to_the_last_move();
	int w = 1 - mover;
	struct shell *sh = shell_of(w);
	tap_rect(w, sh->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK_INT(sh->screen, SHELL_MENU);
	CHECK_INT(sh->kept, SHELL_REVERSI);
	CHECK_INT(K[w].np.last_status, NET_STATUS_PLAYING);
	CHECK_INT(K[w].records, 0);
	tap_square(mover, first_legal(&shell_of(mover)->reversi.game));
	CHECK_INT(K[mover].np.game.state, NETGAME_OVER);
	CHECK_INT(K[mover].records, 1);
	app_network(&K[w].app);
	CHECK(reversi_game_is_over(&sh->reversi.game));
	CHECK_INT(sh->screen, SHELL_MENU);
	CHECK_INT(sh->kept, SHELL_MENU);
	CHECK(!sh->net_game);
	CHECK_INT(K[w].np.game.state, NETGAME_OFF);
	CHECK_INT(K[w].np.last_status, NET_STATUS_FREE);
	CHECK_STR(K[w].store.name, "");
	char want[MENU_NOTICE_LEN * 2], scores[MENU_NOTICE_LEN];
	const struct reversi_pos *p = &sh->reversi.game.pos;
	int black, white;
	reversi_pos_final_score(p, &black, &white);
	snprintf(scores, sizeof scores, "black %d, white %d", black, white);
	snprintf(want, sizeof want, "The game with %s is over: %s", w ? "Cafe Lumen" : "Library East", scores);
	CHECK_STR(sh->menu.notice, want);
	CHECK_INT(K[w].records, 1);
	CHECK(strstr(K[w].record, w ? "black Cafe Lumen\nwhite You\n" : "black You\nwhite Library East\n") != NULL);
	CHECK(strstr(K[w].last_line, "record: records/000001") != NULL);
	/* Once: nothing more is recorded on later entry points. */
	later(w, 5000);
	app_network(&K[w].app);
	CHECK_INT(K[w].records, 1);
	/* The kiosk is free: the other invites it to Words and it is asked. */
	tap_rect(mover, shell_of(mover)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
	app_network(&K[w].app);
	CHECK_INT(shell_of(mover)->screen, SHELL_LOBBY);
	app_network(&K[mover].app);
	tap_rect(mover, lobby_invite_rect(&shell_of(mover)->lobby, 0, false));
	CHECK_INT(K[mover].np.invite.state, NETPLAY_INVITE_SENT);
	app_network(&K[w].app);
	CHECK(lobby_asking(&sh->lobby));
	/* The next game's menu no longer speaks of the last one. */
	accept_asked(w);
	app_network(&K[mover].app);
	app_network(&K[w].app);
	CHECK_INT(sh->screen, SHELL_WORDS);
	CHECK(sh->net_game);
	tap_rect(w, sh->words.layout.buttons[WORDS_TABLE_BUTTON_MENU]);
	CHECK_INT(sh->screen, SHELL_MENU);
	CHECK_STR(menu_hint_text(&sh->menu), "Continue the game, or tap a game to set up a new one");
	close_both();
}

/* A chat line sent is saved: the kiosk restarted sends its next line with
 * the next number, and the other table shows it (a number it has seen is
 * dropped as a repeat). */
static void test_chat_after_restart(void)
{
	start_both();
	invite_and_accept(true);
	tap_rect(1, shell_of(1)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_TAKE_BACK]); /* "Chat" */
	tap_rect(1, lobby_chat_phrase_rect(&shell_of(1)->chat, 0));
	app_network(&K[0].app);
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East: Good move!");
	stop(1);
	later(1, 1000);
	boot(1);
	app_network(&K[1].app);
	CHECK(shell_of(1)->net_game);
	CHECK_INT(K[1].np.game.chat_sent_seq, 1);
	tap_rect(1, shell_of(1)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_TAKE_BACK]);
	tap_rect(1, lobby_chat_phrase_rect(&shell_of(1)->chat, 2));
	CHECK_STR(shell_of(1)->reversi.status.text, "You: Well played");
	app_network(&K[0].app);
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East: Well played");
}

/* A game left by Menu for the lobby ("Play another kiosk"), and nobody
 * there: parked from the lobby, the game stays under the title screen
 * (Continue) and saved, not lost, until the offer is over. */
static void test_parked_from_the_lobby(void)
{
	idle_rules = (struct idle_rules){ .cover_ms = 90000, .ask_ms = 600000, .park_ms = 60000, .offer_ms = 900000 };
	start_both();
	idle_rules = (struct idle_rules){ 0 };
	struct shell *sh = shell_of(0);
	sh->settings.reversi_opponent = MENU_HUMAN;
	CHECK_INT(shell_start(sh, SHELL_REVERSI), 0);
	int x, y;
	reversi_table_square_centre(&sh->reversi.layout, 2 * 8 + 3, &x, &y);
	tap(0, x, y);
	CHECK_INT(sh->reversi.game.n_moves, 1);
	tap_rect(0, sh->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	tap_rect(0, sh->menu.item_rect[MENU_ITEM_NETWORK]);
	CHECK_INT(sh->screen, SHELL_LOBBY);
	CHECK_INT(sh->kept, SHELL_REVERSI);
	later(0, 660000);
	CHECK_INT(sh->screen, SHELL_MENU);
	CHECK_INT(sh->kept, SHELL_REVERSI);
	CHECK_STR(K[0].store.name, "reversi");
	CHECK(strstr(K[0].last_line, "the game is put aside") != NULL);
	later(0, 900000);
	CHECK_INT(sh->kept, SHELL_MENU);
	CHECK_STR(K[0].store.name, "");
	close_both();
}

/* Library East opens the chat's keyboard on its table and types an H. */
static void chat_half_typed(void)
{
	struct shell *sh = shell_of(1);
	tap_rect(1, sh->reversi.layout.buttons[REVERSI_TABLE_BUTTON_TAKE_BACK]); /* "Chat" */
	CHECK(sh->chat.open);
	tap_rect(1, keyboard_key_rect(&sh->chat.keyboard, keyboard_letter_key('H')));
	CHECK_STR(sh->chat.keyboard.text, "H");
}

/* The chat's keyboard half open over a game across tables goes with the
 * idle steps, as a name half typed on the title does.  It stayed: over
 * the title once the game was parked, taking every touch there (the menu
 * could not be reached), and across the dark screen; its line was never
 * sent, and the next customer found a stranger's. */
static void test_chat_half_typed_is_dropped(void)
{
	idle_rules = (struct idle_rules){ .cover_ms = 90000, .ask_ms = 600000, .park_ms = 60000 };
	start_both();
	invite_and_accept(true);
	struct shell *sh = shell_of(1);
	chat_half_typed();
	later(1, 660000);
	CHECK_INT(sh->screen, SHELL_MENU);
	CHECK_INT(sh->kept, SHELL_REVERSI);
	CHECK(!sh->chat.open);
	tap_rect(1, sh->menu.item_rect[MENU_ITEM_CONTINUE]); /* the menu has the touch */
	CHECK_INT(sh->screen, SHELL_REVERSI);
	CHECK(!sh->chat.open);
	app_network(&K[0].app);
	CHECK_INT(K[0].np.chat_count, 0);

	/* The dark screen, with no other step before it. */
	idle_rules = (struct idle_rules){ .blank_ms = 300000 };
	start_both();
	idle_rules = (struct idle_rules){ 0 };
	invite_and_accept(true);
	chat_half_typed();
	later(1, 300000);
	CHECK(!shell_of(1)->chat.open);
	tap(1, 400, 200); /* wakes: the table, without the keyboard */
	CHECK(!shell_of(1)->chat.open);
	CHECK_INT(shell_of(1)->screen, SHELL_REVERSI);
	close_both();
}

/* A kiosk restarted mid-game comes back with its rack covered (whoever
 * stands there is not known to own it), and so does one left idle while
 * the other table thinks: the cover and the status line speak to this
 * table's one person.  They named the player to move, so the waiting
 * table read "Pass the screen to Library East" (who is at another table)
 * and the one to move "Pass the screen to You". */
static void test_words_cover_across_tables(void)
{
	idle_rules = (struct idle_rules){ .cover_ms = 90000 }; /* for every boot here */
	start_both();
	invite_and_accept(false);
	int first = shell_of(0)->words.game.pos.current;
	words_turn(first, 5);
	app_network(&K[1 - first].app);
	CHECK_INT(shell_of(1 - first)->words.game.pos.log_len, 1);
	struct net_msg gone = { .kind = NET_MSG_GONE };
	/* Each kiosk restarted: the one waiting, then the one to move. */
	for (int n = 0; n < 2; n++) {
		int k = n ? 1 - first : first;
		stop(k);
		remotes[k].ops->send(remotes[k].ctx, &gone);
		app_network(&K[1 - k].app);
		later(k, 1000);
		boot(k);
		app_network(&K[k].app);
		app_network(&K[1 - k].app);
		struct words_table *t = &shell_of(k)->words;
		CHECK_INT(shell_of(k)->screen, SHELL_WORDS);
		CHECK(t->handover);
		CHECK_MSG(strstr(t->status.text, "Library East") == NULL && strstr(t->status.text, "Cafe Lumen") == NULL,
			  t->status.text);
		CHECK_MSG(strstr(t->status.text, "Pass the screen") == NULL, t->status.text);
		CHECK_STR(t->status.text, "Your rack is covered: tap it to show your tiles");
		/* A tap shows this table's own rack, whoever's turn it is. */
		tap_rect(k, t->layout.rack);
		CHECK(!t->handover);
		CHECK_INT(words_table_rack_owner(t), k);
	}
	/* Left idle while the other table thinks: covered the same way. */
	int waiter = first;
	CHECK_INT(shell_of(1 - waiter)->words.game.pos.current, 1 - waiter);
	later(waiter, 91000);
	CHECK(shell_of(waiter)->words.handover);
	CHECK_STR(shell_of(waiter)->words.status.text, "Your rack is covered: tap it to show your tiles");
	idle_rules = (struct idle_rules){ 0 };
	close_both();
}

/* Both tables invite each other at the same moment, each from its lobby
 * before the other's invitation arrived: one is asked over its lobby (its
 * own invitation withdrawn, and said), the other keeps waiting, and the
 * acceptance starts the game on both.  Both read "... is busy: try again
 * later" before. */
static void test_invitations_crossed_in_the_lobbies(void)
{
	start_both();
	for (int i = 0; i < 2; i++)
		tap_rect(i, shell_of(i)->menu.item_rect[MENU_ITEM_NETWORK]);
	for (int i = 0; i < 2; i++)
		app_network(&K[i].app);
	pair.side[0].held = pair.side[1].held = true; /* each invitation still on its way */
	tap_rect(0, lobby_invite_rect(&shell_of(0)->lobby, 0, true));
	tap_rect(1, lobby_invite_rect(&shell_of(1)->lobby, 0, false));
	CHECK(shell_of(0)->lobby.waiting && shell_of(1)->lobby.waiting);
	pair.side[0].held = pair.side[1].held = false;
	for (int n = 0; n < 2; n++)
		for (int i = 0; i < 2; i++)
			app_network(&K[i].app);
	CHECK_MSG(strstr(shell_of(0)->lobby.notice, "busy") == NULL, shell_of(0)->lobby.notice);
	CHECK_MSG(strstr(shell_of(1)->lobby.notice, "busy") == NULL, shell_of(1)->lobby.notice);
	CHECK(shell_of(0)->lobby.waiting);
	CHECK_STR(shell_of(0)->lobby.notice, "Waiting for Library East to answer...");
	CHECK(!shell_of(1)->lobby.waiting);
	CHECK(lobby_asking(&shell_of(1)->lobby));
	CHECK_STR(shell_of(1)->lobby.notice, "Cafe Lumen invited you too: your invitation is withdrawn");
	accept_asked(1);
	app_network(&K[0].app);
	CHECK_INT(shell_of(0)->screen, SHELL_REVERSI);
	CHECK_INT(shell_of(1)->screen, SHELL_REVERSI);
	CHECK_STR(K[0].np.game.id, K[1].np.game.id);
	tap_square(0, first_legal(&shell_of(0)->reversi.game));
	app_network(&K[1].app);
	CHECK_INT(shell_of(1)->reversi.game.n_moves, 1);
}

/* This kiosk loses the broker mid-game (the café's router restarts): its
 * table says so, also over its own move made meanwhile, and says when the
 * network is back - or shows the other's move that came with it.  The
 * table said nothing, and its players waited for a move that could not
 * come; the lobby kept "Not connected: trying again" after the link was
 * back. */
static void test_link_lost_mid_game(void)
{
	static const char lost[] = "No network here: moves wait until it is back";
	start_both();
	invite_and_accept(true);
	struct reversi_table *t = &shell_of(0)->reversi;
	CHECK(strcmp(t->status.text, lost) != 0);
	pair.side[0].down = true;
	app_network(&K[0].app);
	CHECK_STR(t->status.text, lost);
	/* A move made meanwhile waits: the table says so over "You played". */
	tap_square(0, first_legal(&t->game));
	CHECK_INT(t->game.n_moves, 1);
	CHECK_STR(t->status.text, lost);
	later(0, 5000);
	pair.side[0].down = false;
	app_network(&K[0].app);
	CHECK_STR(t->status.text, "The network is back");
	/* Lost again, and the other's move comes in with the connection. */
	app_network(&K[1].app);
	pair.side[0].down = true;
	app_network(&K[0].app);
	CHECK_STR(t->status.text, lost);
	tap_square(1, first_legal(&shell_of(1)->reversi.game));
	pair.side[0].down = false;
	app_network(&K[0].app);
	CHECK_INT(t->game.n_moves, 2);
	CHECK_MSG(strcmp(t->status.text, lost) != 0 && strcmp(t->status.text, "The network is back") != 0,
		  t->status.text);
	/* The lobby no longer says it is not connected. */
	tap_rect(0, t->layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	tap_rect(0, shell_of(0)->menu.item_rect[MENU_ITEM_NETWORK]);
	CHECK_INT(shell_of(0)->screen, SHELL_LOBBY);
	CHECK_STR(shell_of(0)->lobby.notice, "");
	/* Lost while in the lobby: said there, and gone when back. */
	pair.side[0].down = true;
	app_network(&K[0].app);
	CHECK_STR(shell_of(0)->lobby.notice, "Not connected: trying again");
	pair.side[0].down = false;
	app_network(&K[0].app);
	CHECK_STR(shell_of(0)->lobby.notice, "");
}

/* The other table gone for over two minutes, this one reads "- Menu to
 * end the game": Menu ends it (for the other too, away too long), keeps
 * nothing, and the kiosk is free to invite another.  Menu only kept it:
 * the kiosk stayed "playing" and its lobby refused every invitation
 * ("Finish the invitation or game under way first") until a new game was
 * started over it.  Before the two minutes Menu keeps it, as always. */
static void test_menu_ends_a_game_whose_other_table_is_away(void)
{
	struct shell *sh = reversi_first_move();
	stop(1);
	struct net_msg gone = { .kind = NET_MSG_GONE };
	remotes[1].ops->send(remotes[1].ctx, &gone);
	app_network(&K[0].app);
	/* A minute away: Menu keeps the game (Continue). */
	later(0, 60000);
	CHECK(strstr(sh->reversi.status.text, "Menu ends it") == NULL);
	tap_rect(0, sh->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK_INT(sh->kept, SHELL_REVERSI);
	CHECK(sh->net_game);
	CHECK_INT(K[0].np.game.state, NETGAME_PLAYING);
	tap_rect(0, sh->menu.item_rect[MENU_ITEM_CONTINUE]);
	CHECK_INT(sh->screen, SHELL_REVERSI);
	/* Past two minutes: what the table says Menu does, it does. */
	later(0, 65000);
	CHECK_STR(sh->reversi.status.text, "Library East is away (2:05): Menu ends it");
	tap_rect(0, sh->reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK_INT(sh->screen, SHELL_MENU);
	CHECK_INT(sh->kept, SHELL_MENU);
	CHECK(!sh->net_game);
	CHECK_INT(K[0].np.game.state, NETGAME_OFF);
	CHECK_INT(K[0].np.last_status, NET_STATUS_FREE);
	CHECK_STR(K[0].store.name, "");
	CHECK_STR(sh->menu.notice, "You ended the game with Library East: it was away too long");
	/* Library East comes back to the game's end, and why. */
	boot(1);
	app_network(&K[1].app);
	CHECK_INT(K[1].np.game.state, NETGAME_ENDED);
	CHECK_STR(shell_of(1)->reversi.status.text, "Cafe Lumen ended the game: this table was away too long");
	/* Cafe Lumen may invite again (Library East leaves its ended table). */
	tap_rect(1, shell_of(1)->reversi.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
	app_network(&K[0].app);
	tap_rect(0, sh->menu.item_rect[MENU_ITEM_NETWORK]);
	tap_rect(0, lobby_invite_rect(&sh->lobby, 0, true));
	CHECK_INT(K[0].np.invite.state, NETPLAY_INVITE_SENT);
	CHECK_STR(sh->lobby.notice, "Waiting for Library East to answer...");
}

/* Asked while the network is down here: Accept starts no game (the
 * acceptance and the game's subscription would wait in the link, the
 * acceptance maybe leaving first, and the inviter's first move reaching
 * nobody), says why, and the question comes back with the network.  The
 * game started at once, off the network, before. */
static void test_accept_waits_for_the_network(void)
{
	start_both();
	tap_rect(0, shell_of(0)->menu.item_rect[MENU_ITEM_NETWORK]);
	tap_rect(0, lobby_invite_rect(&shell_of(0)->lobby, 0, true));
	app_network(&K[1].app);
	CHECK(lobby_asking(&shell_of(1)->lobby));
	pair.side[1].down = true;
	app_network(&K[1].app);
	accept_asked(1);
	CHECK_INT(shell_of(1)->screen, SHELL_LOBBY);
	CHECK(!shell_of(1)->net_game);
	CHECK_INT(K[1].np.game.state, NETGAME_OFF);
	CHECK_INT(pair.side[1].follows, 0);
	CHECK_STR(shell_of(1)->lobby.notice, "Not connected: accept when the network is back");
	/* Back: asked again, and accepted. */
	pair.side[1].down = false;
	app_network(&K[1].app);
	CHECK(lobby_asking(&shell_of(1)->lobby));
	CHECK_STR(shell_of(1)->lobby.notice, "");
	accept_asked(1);
	app_network(&K[0].app);
	CHECK_INT(shell_of(0)->screen, SHELL_REVERSI);
	CHECK_INT(shell_of(1)->screen, SHELL_REVERSI);
	tap_square(0, first_legal(&shell_of(0)->reversi.game));
	app_network(&K[1].app);
	CHECK_INT(shell_of(1)->reversi.game.n_moves, 1);
}

/* The other table goes while this one is placing tiles on its turn: told
 * once that it may play on, and the live score of the tiles placed stays
 * (it read "Waiting for Library East (since 0:01)", every second, over the
 * score); after two minutes that Menu may end the game, once. */
static void test_away_on_this_tables_turn(void)
{
	start_both();
	invite_and_accept(false);
	int first = shell_of(0)->words.game.pos.current;
	stop(1 - first);
	struct net_msg gone = { .kind = NET_MSG_GONE };
	remotes[1 - first].ops->send(remotes[1 - first].ctx, &gone);
	app_network(&K[first].app);
	struct words_table *t = &shell_of(first)->words;
	const char *other = first ? "Cafe Lumen" : "Library East";
	char want[128];
	snprintf(want, sizeof want, "%s is away: you may play on", other);
	CHECK_STR(t->status.text, want);
	/* Tiles placed: the live score stays on the line. */
	struct words_choice c;
	CHECK_INT(words_player_choose(player, &t->game, WORDS_LEVEL_MEDIUM, 5, 0, NULL, &c), 0);
	CHECK_INT(c.kind, WORDS_CHOICE_PLAY);
	struct words_move m;
	words_gen_to_move(&c.play, &m);
	CHECK_INT(words_stage_whole(&t->game, &m), WORDS_OK);
	words_table_live_status(t);
	char live[STATUS_LINE_LEN];
	snprintf(live, sizeof live, "%s", t->status.text);
	CHECK(strstr(live, "tap Submit") != NULL);
	later(first, 1000);
	later(first, 1000);
	CHECK_STR(t->status.text, live);
	later(first, 2 * 60 * 1000);
	/* Said once, when the two minutes are up. */
	snprintf(want, sizeof want, "%s is away: play, or Menu ends it", other);
	CHECK_STR(t->status.text, want);
	words_table_live_status(t);
	later(first, 1000);
	CHECK_STR(t->status.text, live);
	/* Played: now it waits for the other, and says so each second. */
	words_table_submit(t);
	app_network(&K[first].app);
	later(first, 1000);
	snprintf(want, sizeof want, "%s is away (2:", other);
	CHECK_MSG(strncmp(t->status.text, want, strlen(want)) == 0, t->status.text);
	CHECK(strstr(t->status.text, "): Menu ends it") != NULL);
}

/* Both kiosks lose power mid-game and one comes back first: the other's
 * presence is not in the broker's lobby, so no departure ever comes.  The
 * table showed "Library East's move" for ever (no "Waiting for", no way to
 * end the game from it); now, connected a few seconds without it, it
 * waits for Library East, and says so when it is back. */
static void test_restarted_while_the_other_is_down(void)
{
	start_both();
	invite_and_accept(true);
	tap_square(0, first_legal(&shell_of(0)->reversi.game));
	app_network(&K[1].app);
	struct net_msg gone = { .kind = NET_MSG_GONE };
	for (int i = 1; i >= 0; i--) {
		stop(i);
		remotes[i].ops->send(remotes[i].ctx, &gone);
		if (K[1 - i].running)
			app_network(&K[1 - i].app); /* Cafe Lumen sees Library East go */
	}
	later(0, 30000);
	boot(0);
	app_network(&K[0].app);
	CHECK_INT(shell_of(0)->screen, SHELL_REVERSI);
	CHECK(shell_of(0)->net_game);
	CHECK_STR(shell_of(0)->reversi.status.text, "Library East's move");
	later(0, 6000);
	CHECK(K[0].np.peer_away);
	CHECK_STR(shell_of(0)->reversi.status.text, "Waiting for Library East (since 0:06)");
	/* Library East comes back: both see the other, nobody waits. */
	later(1, 60000);
	boot(1);
	app_network(&K[1].app);
	app_network(&K[0].app);
	CHECK(!K[0].np.peer_away);
	CHECK_STR(shell_of(0)->reversi.status.text, "The other table is back");
	later(1, 10000);
	CHECK(!K[1].np.peer_away);
	/* Its queue held Cafe Lumen's going and its return, in that order. */
	CHECK_STR(shell_of(1)->reversi.status.text, "The other table is back");
	tap_square(1, first_legal(&shell_of(1)->reversi.game));
	app_network(&K[0].app);
	CHECK_INT(shell_of(0)->reversi.game.n_moves, 2);
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
	RUN(test_words_between_two_apps);
	RUN(test_going_out_judged_at_the_other_table);
	RUN(test_going_out_screens_at_every_size);
	RUN(test_reversi_between_two_apps);
	RUN(test_reversi_pass_and_empties_across_tables);
	RUN(test_idle_kiosk_mid_game);
	RUN(test_idle_other_table_told);
	RUN(test_idle_with_the_acceptance);
	RUN(test_idle_text_at_every_size);
	RUN(test_last_move_crosses_the_others_end);
	RUN(test_five_games_in_a_row);
	RUN(test_refused_move_stops_both_apps);
	RUN(test_restart_mid_game);
	RUN(test_restart_with_a_mismatched_save);
	RUN(test_end_after_restart);
	RUN(test_chat_on_the_status_line);
	RUN(test_chat_flood_waits);
	RUN(test_new_game_over_a_network_game);
	RUN(test_game_across_tables_over_a_kept_one);
	RUN(test_lobby_after_the_other_ends);
	RUN(test_kept_game_ended_by_the_other);
	RUN(test_kept_game_over_by_the_last_move);
	RUN(test_chat_after_restart);
	RUN(test_parked_from_the_lobby);
	RUN(test_chat_half_typed_is_dropped);
	RUN(test_words_cover_across_tables);
	RUN(test_invitations_crossed_in_the_lobbies);
	RUN(test_link_lost_mid_game);
	RUN(test_menu_ends_a_game_whose_other_table_is_away);
	RUN(test_accept_waits_for_the_network);
	RUN(test_away_on_this_tables_turn);
	RUN(test_restarted_while_the_other_is_down);
	RUN(test_two_kiosks_of_one_name);
	RUN(test_words_header_after_the_other_ends);
	RUN(test_long_kiosk_name_whole_at_the_seat);
	close_both();
	return check_finish();
}
