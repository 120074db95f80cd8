/* The shell: routes events, ticks and frames to the screen shown, and
 * switches screens when the menu starts a game or a game asks for the menu;
 * the saved game out and back.  The top of the shell's files: the screens
 * it switches are shell_screens.c's, the lobby shell_net.c's. */
#include "app/shell.h"
#include "app/shell_int.h"

#include <stdio.h>
#include <string.h>

#include "app/shell_saved.h"

static struct menu_options menu_options(const struct shell_options *opt)
{
	struct menu_options mo;
	memset(&mo, 0, sizeof mo);
	mo.width = opt->width;
	mo.height = opt->height;
	mo.scale = opt->scale;
	mo.drag_threshold = opt->drag_threshold;
	mo.words_computer = opt->dict != NULL;	/* the computer needs the word graph */
	mo.network = opt->net != NULL;
	mo.network_off = opt->net ? NULL : opt->net_off;
	mo.theme = opt->theme;
	mo.foot_note = opt->foot_note;
	mo.foot_more = opt->foot_more;
	return mo;
}

int shell_init(struct shell *sh, const struct shell_options *opt, void *mem, size_t size)
{
	memset(sh, 0, sizeof *sh);
	sh->opt = *opt;
	if (opt->settings)
		sh->settings = *opt->settings;
	else
		menu_settings_default(&sh->settings);
	sh->opt.settings = NULL;
	sh->game_size = shell_memory_size(opt);
	if (!mem || size < sh->game_size || ((uintptr_t)mem & 15))
		return -1;
	sh->game_mem = mem;
	struct menu_options mo = menu_options(opt);
	if (menu_init(&sh->menu, &mo, &sh->settings))
		return -1;
	sh->screen = SHELL_MENU;
	sh->kept = SHELL_MENU;
	overlay_init(&sh->overlay, opt->width, opt->height, opt->scale, opt->theme);
	if (opt->net) {
		struct lobby_options lo = { .width = opt->width, .height = opt->height, .scale = opt->scale,
					    .drag_threshold = opt->drag_threshold, .theme = opt->theme };
		if (lobby_init(&sh->lobby, &lo))
			return -1;
	}
	if (opt->start == SHELL_LOBBY)
		return shell_net_show_lobby(sh);
	if (opt->start != SHELL_MENU)
		return shell_start(sh, opt->start);
	return 0;
}

/* The Reversi table's New game dialog may have changed the opponent and
 * the colour: the settings follow, so the menu and a saved game say so. */
static void settings_from_reversi(struct shell *sh)
{
	const struct reversi_table_options *o = &sh->reversi.opt;
	sh->settings.reversi_opponent = o->computer == REVERSI_TABLE_NO_COMPUTER ? MENU_HUMAN : o->computer;
	sh->settings.reversi_person_white = o->person_white;
	sh->menu.set.reversi_opponent = sh->settings.reversi_opponent;
	sh->menu.set.reversi_person_white = sh->settings.reversi_person_white;
}

static void continue_game(struct shell *sh, uint32_t now_ms)
{
	sh->screen = sh->kept;
	sh->kept = SHELL_MENU;
	menu_keep(&sh->menu, NULL, NULL);
	if (sh->screen == SHELL_WORDS)
		words_table_shown(&sh->words, now_ms);
	else
		reversi_table_shown(&sh->reversi);
}

/* After anything that can end a screen (at now_ms): follow the menu's
 * Start or Continue, or a game's Menu button (the game is kept under the
 * menu). */
static void follow(struct shell *sh, enum menu_action action, uint32_t now_ms)
{
	if (sh->screen == SHELL_MENU) {
		sh->settings = sh->menu.set;
		if (action == MENU_ACTION_CONTINUE && sh->kept != SHELL_MENU) {
			continue_game(sh, now_ms);
			return;
		}
		if (action == MENU_ACTION_LOBBY) {
			shell_net_show_lobby(sh);
			return;
		}
		enum shell_screen start = action == MENU_ACTION_START_WORDS ? SHELL_WORDS
					  : action == MENU_ACTION_START_REVERSI ? SHELL_REVERSI : SHELL_MENU;
		if (start != SHELL_MENU) {
			sh->kept = SHELL_MENU;	/* the menu's dialog asked: it ends */
			menu_keep(&sh->menu, NULL, NULL);
			/* A game across tables ends for the other too, before the
			 * new table is built: else it is built as the remote one. */
			shell_net_leave(sh);
			shell_start(sh, start);
		}
	} else if ((sh->screen == SHELL_WORDS && words_table_wants_menu(&sh->words)) ||
		   (sh->screen == SHELL_REVERSI && reversi_table_wants_menu(&sh->reversi))) {
		bool lobby = sh->opt.net && (sh->screen == SHELL_WORDS ? sh->words.wants_lobby : sh->reversi.wants_lobby);
		if (sh->screen == SHELL_REVERSI)
			settings_from_reversi(sh);
		shell_net_menu_tapped(sh);
		shell_keep_game(sh);
		if (sh->kept != SHELL_MENU)
			sh->menu.page = MENU_PAGE_HOME;	/* where Continue is */
		shell_start(sh, SHELL_MENU);
		if (lobby)
			shell_net_show_lobby(sh); /* across tables: another game is an invitation */
	}
}

/* The damage list of the screen shown, where what lies over it marks. */
static struct damage *screen_pending(struct shell *sh)
{
	switch (sh->screen) {
	case SHELL_WORDS:
		return &sh->words.pending;
	case SHELL_REVERSI:
		return &sh->reversi.pending;
	case SHELL_LOBBY:
		return &sh->lobby.pending;
	case SHELL_MENU:
		break;
	}
	return &sh->menu.pending;
}

void shell_handle_event(struct shell *sh, const struct pointer_event *ev)
{
	enum menu_action action = MENU_ACTION_NONE;
	if (overlay_asking(&sh->overlay)) {
		bool changed;
		if (overlay_event(&sh->overlay, ev, &changed) == OVERLAY_PUT_ASIDE)
			sh->park_asked = true;
		if (changed)
			shell_invalidate(sh);
		return;
	}
	if (sh->chat.open) {
		shell_net_chat_event(sh, lobby_chat_event(&sh->chat, ev, screen_pending(sh)));
		return;
	}
	switch (sh->screen) {
	case SHELL_MENU:
		action = menu_handle_event(&sh->menu, ev);
		break;
	case SHELL_LOBBY:
		shell_net_lobby_action(sh, lobby_handle_event(&sh->lobby, ev));
		break;
	case SHELL_WORDS:
		words_table_handle_event(&sh->words, ev);
		break;
	case SHELL_REVERSI:
		reversi_table_handle_event(&sh->reversi, ev);
		break;
	}
	enum shell_screen before = sh->screen;
	follow(sh, action, ev->time_ms);
	if (before != SHELL_MENU && sh->screen == SHELL_MENU)
		menu_guard(&sh->menu, ev->x, ev->y, ev->time_ms);	/* a double tap on Menu */
}

bool shell_next_deadline(const struct shell *sh, uint32_t *deadline_ms)
{
	switch (sh->screen) {
	case SHELL_WORDS:
		return words_table_next_deadline(&sh->words, deadline_ms);
	case SHELL_REVERSI:
		return reversi_table_next_deadline(&sh->reversi, deadline_ms);
	case SHELL_MENU:
	case SHELL_LOBBY:
		break;
	}
	return false;
}

void shell_tick(struct shell *sh, uint32_t now_ms)
{
	if (sh->screen == SHELL_WORDS)
		words_table_tick(&sh->words, now_ms);
	else if (sh->screen == SHELL_REVERSI)
		reversi_table_tick(&sh->reversi, now_ms);
	follow(sh, MENU_ACTION_NONE, now_ms);
}

bool shell_wants_frame(const struct shell *sh)
{
	switch (sh->screen) {
	case SHELL_WORDS:
		return words_table_wants_frame(&sh->words);
	case SHELL_REVERSI:
		return reversi_table_wants_frame(&sh->reversi);
	case SHELL_LOBBY:
		return lobby_wants_frame(&sh->lobby);
	case SHELL_MENU:
		break;
	}
	return menu_wants_frame(&sh->menu);
}

void shell_render(struct shell *sh, struct canvas *c, struct damage *damage)
{
	struct damage drawn;
	damage_init(&drawn, c->width, c->height);
	switch (sh->screen) {
	case SHELL_WORDS:
		words_table_render(&sh->words, c, &drawn);
		break;
	case SHELL_REVERSI:
		reversi_table_render(&sh->reversi, c, &drawn);
		break;
	case SHELL_MENU:
		menu_render(&sh->menu, c, &drawn);
		break;
	case SHELL_LOBBY:
		lobby_render(&sh->lobby, c, &drawn);
		break;
	}
	/* What lies over the screen, where the screen was drawn again. */
	for (int i = 0; i < drawn.count; i++) {
		lobby_chat_paint(&sh->chat, c, &drawn.rects[i], theme_or_classic(sh->opt.theme));
		overlay_paint(&sh->overlay, c, &drawn.rects[i]);
	}
	if (damage)
		damage_add_list(damage, &drawn);
}

void shell_render_full(struct shell *sh, struct canvas *c)
{
	switch (sh->screen) {
	case SHELL_WORDS:
		words_table_render_full(&sh->words, c);
		break;
	case SHELL_REVERSI:
		reversi_table_render_full(&sh->reversi, c);
		break;
	case SHELL_MENU:
		menu_render_full(&sh->menu, c);
		break;
	case SHELL_LOBBY:
		lobby_render_full(&sh->lobby, c);
		break;
	}
	lobby_chat_paint(&sh->chat, c, NULL, theme_or_classic(sh->opt.theme));
	overlay_paint(&sh->overlay, c, NULL);
}

bool shell_cover_racks(struct shell *sh)
{
	return (sh->screen == SHELL_WORDS || sh->kept == SHELL_WORDS) && words_table_cover_rack(&sh->words);
}

/* The field kept took padding: the layout (and the tag) did not move
 * where a uint64_t is 8-aligned (x86-64, arm64, armhf). */
_Static_assert(_Alignof(uint64_t) < 8 || offsetof(struct shell_saved, seed) == 16,
	       "shell_saved.kept must fill the padding before seed");

_Static_assert(_Alignof(uint64_t) < 8 || offsetof(struct shell_saved, game) == 120,
	       "shell_saved.offered_ms must fill the padding before the game");
/* Layout 3 appended saved_at_s: layout 2 is the struct before it. */
_Static_assert(sizeof(struct shell_saved) == offsetof(struct shell_saved, saved_at_s) + sizeof(int64_t),
	       "shell_saved.saved_at_s must be last, with no padding after it");

uint32_t shell_saved_tag(void)
{
	/* Layout version 3, and the sizes a change of the structs would move. */
	return 0x53000003u ^ (uint32_t)sizeof(struct shell_saved) ^ ((uint32_t)sizeof(struct words_game) << 8);
}

size_t shell_saved_size_2(void)
{
	return offsetof(struct shell_saved, saved_at_s);
}

uint32_t shell_saved_tag_2(void)
{
	return 0x53000002u ^ (uint32_t)shell_saved_size_2() ^ ((uint32_t)sizeof(struct words_game) << 8);
}

bool shell_snapshot(const struct shell *sh, struct shell_saved *out)
{
	enum shell_screen game = sh->screen == SHELL_MENU || sh->screen == SHELL_LOBBY ? sh->kept : sh->screen;
	memset(out, 0, sizeof *out);
	if (sh->net_game && sh->opt.net)
		out->net = sh->opt.net->game;
	out->screen = (uint32_t)game;
	out->games = sh->games;
	out->kept = game != sh->screen;	/* under the menu (or the lobby) */
	out->seed = sh->opt.seed;
	out->settings = sh->settings;
	/* A game across tables stays saved once over while it is on its
	 * table: a kiosk killed right after the last move sends that move
	 * again when it comes back, so the other table learns the end. */
	bool net_kept = sh->net_game && sh->opt.net && !sh->attract && (game == SHELL_WORDS || game == SHELL_REVERSI);
	if (!shell_game_under_way(sh) && !net_kept)
		return false;
	if (game == SHELL_WORDS) {
		out->game.words = sh->words.game;
		out->game.words.lexicon = (struct words_lexicon){ NULL, NULL };
	} else {
		const struct reversi_table_options *o = &sh->reversi.opt;
		out->settings.reversi_opponent = o->computer == REVERSI_TABLE_NO_COMPUTER ? MENU_HUMAN : o->computer;
		out->settings.reversi_person_white = o->person_white;
		out->game.reversi = sh->reversi.game;
	}
	return true;
}

/* The saved bytes never reach a table: the settings are checked and the
 * game is replayed by the rules (shell_saved.h) before anything on screen
 * changes; the table gets the replayed game.  It lives on the stack (some
 * 22 KB, once, at start). */
int shell_resume(struct shell *sh, const struct shell_saved *s, enum shell_screen kind, char *msg, size_t msglen)
{
	union {
		struct words_game words;
		struct reversi_game reversi;
	} game;
	struct menu_settings set, before = sh->settings;
	unsigned games = sh->games;
	int err = shell_saved_settings(s, kind, sh->opt.dict != NULL, &set, msg, msglen);
	if (!err)
		err = shell_net_saved(sh, &s->net, kind, msg, msglen);
	if (!err && kind == SHELL_WORDS)
		err = shell_saved_words(&game.words, s, &set, sh->opt.lexicon, msg, msglen);
	else if (!err)
		err = shell_saved_reversi(&game.reversi, s, msg, msglen);
	if (err) {
		menu_set_notice(&sh->menu, err == SHELL_SAVED_NOT_NOW ? "The saved game is kept for later"
								   : "The saved game could not be continued");
		return err;
	}
	sh->settings = set;
	sh->menu.set = set;
	sh->games = s->games > 0 ? s->games - 1 : 0;	/* shell_start counts it again */
	/* Across tables, the tables' options follow the game (seats, names). */
	sh->net_game = s->net.state != NETGAME_OFF;
	if (sh->net_game)
		netplay_resume(sh->opt.net, &s->net);
	if (shell_start(sh, kind)) {
		snprintf(msg, msglen, "the saved game cannot start on this screen");
		sh->settings = sh->menu.set = before;
		sh->games = games;
		if (sh->net_game)
			netplay_leave_game(sh->opt.net);
		sh->net_game = false;
		return SHELL_SAVED_BAD;
	}
	menu_show_page(&sh->menu, kind == SHELL_WORDS ? MENU_PAGE_WORDS : MENU_PAGE_REVERSI);
	if (kind == SHELL_WORDS)
		words_table_resume(&sh->words, &game.words);
	else
		reversi_table_resume(&sh->reversi, &game.reversi);
	/* Parked or left by Menu: the next customer must not find it on
	 * the table after a restart. */
	if (s->kept) {
		shell_keep_game(sh);
		sh->menu.page = MENU_PAGE_HOME;	/* where Continue is */
		shell_start(sh, SHELL_MENU);
	}
	return 0;
}

uint32_t shell_progress(const struct shell *sh)
{
	/* Whether the game is under the menu is saved too: a restart brings
	 * it back there. */
	enum shell_screen game = sh->screen == SHELL_MENU || sh->screen == SHELL_LOBBY ? sh->kept : sh->screen;
	uint32_t p = (uint32_t)game << 28 ^ sh->games << 20 ^ (uint32_t)(game != sh->screen) << 31;
	/* Across tables, a chat line seen or sent or the game stopped is saved
	 * too: a restart must not send a line again under a number the other
	 * has seen (it would drop it).  The multiplier is odd: every count
	 * sent gives another value. */
	if (sh->net_game && sh->opt.net) {
		const struct netgame *g = &sh->opt.net->game;
		p ^= (uint32_t)g->chat_seen_seq << 24 ^ g->state << 26 ^ (uint32_t)g->chat_sent_seq * 0x9e3779b1u;
	}
	if (game == SHELL_WORDS)
		p ^= (uint32_t)sh->words.game.pos.log_len ^ (uint32_t)sh->words.game.undo_len << 10 ^
		     (uint32_t)sh->words.games << 16;
	else if (game == SHELL_REVERSI)
		p ^= (uint32_t)sh->reversi.game.n_moves ^ (uint32_t)sh->reversi.opt.computer << 8 ^
		     (uint32_t)sh->reversi.opt.person_white << 12;
	return p;
}
