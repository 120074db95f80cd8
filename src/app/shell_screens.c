/* The shell's ground floor: the screens in their block - a table started
 * with the settings (or the menu shown), the game kept under the menu and
 * its scores, the screen shown drawn anew.  shell_kiosk.c, shell_net.c and
 * shell.c build on these; nothing here calls up into them (the lobby's
 * rows are shell_net.c's to fill, netplay's state is read as data). */
#include "app/shell.h"
#include "app/shell_int.h"
#include "gfx/utf8.h"

#include <stdio.h>
#include <string.h>

/* The other kiosk's name at its seat, whole (the screens cut it to fit). */
_Static_assert(WORDS_TABLE_NAME_LEN >= NETPLAY_NAME_LEN, "a Words seat holds a kiosk's name and its user whole");

static size_t align16(size_t n)
{
	return (n + 15) & ~(size_t)15;
}

static struct words_table_options words_options(const struct shell *sh)
{
	struct words_table_options o;
	memset(&o, 0, sizeof o);
	o.width = sh->opt.width;
	o.height = sh->opt.height;
	o.scale = sh->opt.scale;
	o.seed = sh->opt.seed + sh->games;
	o.players = sh->settings.players;
	o.lexicon = sh->opt.lexicon;
	o.drag_threshold = sh->opt.drag_threshold;
	o.long_press_ms = sh->opt.long_press_ms;
	o.rules = sh->settings.rules;
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++) {
		o.seats[i].computer = sh->settings.seat[i] != MENU_HUMAN;
		o.seats[i].level = o.seats[i].computer ? sh->settings.seat[i] : 0;
		snprintf(o.seats[i].name, sizeof o.seats[i].name, "%.*s", MENU_NAME_LEN - 1, sh->settings.name[i]);
	}
	o.hints = sh->settings.hints;
	o.dict = sh->opt.dict;
	o.computer_link = sh->opt.computer;
	o.theme = sh->opt.theme;
	if (sh->net_game && sh->opt.net) {
		/* Across tables: this kiosk's seat, the other's played there. */
		const struct netplay *np = sh->opt.net;
		int mine = (int)np->game.seat;
		o.seed = np->game.seed;
		o.players = 2;
		memset(o.seats, 0, sizeof o.seats);
		snprintf(o.seats[mine].name, sizeof o.seats[mine].name, "%s", "You");
		netplay_kiosk_name(np, np->game.peer, np->game.peer_name, o.seats[1 - mine].name,
				     sizeof o.seats[1 - mine].name);
		o.seats[1 - mine].remote = true;
		o.remote_judges = np->game.stand;
	}
	return o;
}

static struct reversi_table_options reversi_options(const struct shell *sh)
{
	struct reversi_table_options o;
	memset(&o, 0, sizeof o);
	o.width = sh->opt.width;
	o.height = sh->opt.height;
	o.scale = sh->opt.scale;
	o.seed = sh->opt.seed + sh->games;
	o.computer = sh->settings.reversi_opponent == MENU_HUMAN ? REVERSI_TABLE_NO_COMPUTER
								   : sh->settings.reversi_opponent;
	o.person_white = sh->settings.reversi_person_white;
	o.computer_both = sh->attract;	/* the attract mode: nobody plays */
	o.computer_link = sh->opt.computer;
	o.theme = sh->opt.theme;
	if (sh->net_game && sh->opt.net) {
		const struct netplay *np = sh->opt.net;
		o.computer = REVERSI_TABLE_NO_COMPUTER;
		o.remote = true;
		o.person_white = np->game.seat == 1;	/* the inviter plays black and moves first */
		netplay_kiosk_name(np, np->game.peer, np->game.peer_name, o.remote_name, sizeof o.remote_name);
	}
	return o;
}

/* The games' block must hold the hungriest configuration any menu choice
 * can ask for: four players with a computer seat, and Reversi with the
 * table searching itself. */
static size_t game_memory(const struct shell_options *opt)
{
	struct shell probe;
	memset(&probe, 0, sizeof probe);
	probe.opt = *opt;
	menu_settings_default(&probe.settings);
	probe.settings.seat[0] = MENU_LEVELS - 1;
	size_t need = 0;
	/* The table's tiles are sized by the layout, which depends on the
	 * number of players: take the largest. */
	for (int players = WORDS_MIN_PLAYERS; players <= WORDS_MAX_PLAYERS; players++) {
		probe.settings.players = players;
		struct words_table_options wo = words_options(&probe);
		size_t w = words_table_memory_size(&wo);
		need = w > need ? w : need;
	}
	probe.settings.reversi_opponent = MENU_LEVELS - 1;
	struct reversi_table_options ro = reversi_options(&probe);
	size_t r = reversi_table_memory_size(&ro);
	return align16(r > need ? r : need);
}

size_t shell_memory_size(const struct shell_options *opt)
{
	return game_memory(opt);
}

int shell_start(struct shell *sh, enum shell_screen screen)
{
	int err = 0;
	switch (screen) {
	case SHELL_MENU:
		break;
	case SHELL_LOBBY:
		/* Shown as shell_net.c last filled it: the lobby's way in,
		 * shell_net_show_lobby, fills it first. */
		if (!sh->opt.net)
			err = -1;
		break;
	case SHELL_WORDS: {
		struct words_table_options o = words_options(sh);
		err = words_table_init(&sh->words, &o, sh->game_mem, sh->game_size);
		break;
	}
	case SHELL_REVERSI: {
		struct reversi_table_options o = reversi_options(sh);
		err = reversi_table_init(&sh->reversi, &o, sh->game_mem, sh->game_size);
		break;
	}
	}
	if (err) {
		screen = SHELL_MENU;
		err = -1;
	} else if (screen == SHELL_WORDS || screen == SHELL_REVERSI) {
		sh->games++;
		sh->kept_over = SHELL_MENU;	/* its record was due before, or never */
		menu_set_notice(&sh->menu, "");	/* a notice spoke of the game before */
	}
	sh->screen = screen;
	if (screen == SHELL_MENU) {
		/* Back on the page the game was set up on, settings as they were. */
		menu_show_page(&sh->menu, sh->menu.page);
	}
	return err;
}

void shell_game_scores(const struct shell *sh, enum shell_screen game, char *buf, size_t size)
{
	buf[0] = 0;
	if (game == SHELL_WORDS) {
		/* Whole, then cut to size between letters: a seat's name is a whole
		 * kiosk's across tables. */
		char all[WORDS_MAX_PLAYERS * (WORDS_TABLE_NAME_LEN + 16)];
		size_t len = 0;
		all[0] = 0;
		for (int i = 0; i < sh->words.game.pos.players && len < sizeof all; i++)
			len += (size_t)snprintf(all + len, sizeof all - len, "%s%s %d", i ? ", " : "",
						words_table_player_name(&sh->words, i), sh->words.game.pos.score[i]);
		utf8_copy(buf, size, all);
	} else if (game == SHELL_REVERSI) {
		/* Over, the result as the table and the record say it: the
		 * empty squares go to the winner (it said the discs, 17-1 for
		 * a game the table called 63-1). */
		const struct reversi_pos *p = &sh->reversi.game.pos;
		int black = reversi_pos_count(p, REVERSI_BLACK), white = reversi_pos_count(p, REVERSI_WHITE);
		if (reversi_game_is_over(&sh->reversi.game))
			reversi_pos_final_score(p, &black, &white);
		snprintf(buf, size, "black %d, white %d", black, white);
	}
}

/* What the menu's Continue says and what its dialog says a new game would
 * end: the scores of the game kept. */
void shell_keep_game(struct shell *sh)
{
	char loss[DIALOG_TEXT_LEN], scores[DIALOG_TEXT_LEN] = "";
	bool over = sh->screen == SHELL_WORDS ? words_table_is_final(&sh->words)
					      : reversi_game_is_over(&sh->reversi.game);
	/* Across tables, a game the other table gave up or stopped is over
	 * too: kept, it would hold the kiosk "playing" for nothing. */
	over = over || shell_game_cut_short(sh);
	sh->kept = over ? SHELL_MENU : sh->screen;
	if (sh->kept == SHELL_MENU) {
		menu_keep(&sh->menu, NULL, NULL);
		return;
	}
	shell_game_scores(sh, sh->kept, scores, sizeof scores);
	snprintf(loss, sizeof loss, "The %s game in progress (%s) ends: it cannot be continued after.",
		 sh->kept == SHELL_WORDS ? "Words" : "Reversi", scores);
	menu_keep(&sh->menu, sh->kept == SHELL_WORDS ? "Continue Words" : "Continue Reversi", loss);
}

void shell_invalidate(struct shell *sh)
{
	switch (sh->screen) {
	case SHELL_WORDS:
		words_table_invalidate(&sh->words);
		break;
	case SHELL_REVERSI:
		reversi_table_invalidate(&sh->reversi);
		break;
	case SHELL_MENU:
		menu_invalidate(&sh->menu);
		break;
	case SHELL_LOBBY:
		lobby_invalidate(&sh->lobby);
		break;
	}
}

bool shell_game_under_way(const struct shell *sh)
{
	enum shell_screen game = sh->screen == SHELL_MENU || sh->screen == SHELL_LOBBY ? sh->kept : sh->screen;
	if (sh->attract)
		return false;	/* nobody's game: never kept */
	return (game == SHELL_WORDS && !words_table_is_final(&sh->words)) ||
	       (game == SHELL_REVERSI && !reversi_game_is_over(&sh->reversi.game));
}

/* Read from netplay's state, not asked of shell_net.c: keeping a game
 * under the menu must not call up into the layer that plays it. */
bool shell_game_cut_short(const struct shell *sh)
{
	if (!sh->net_game || !sh->opt.net)
		return false;
	uint32_t state = sh->opt.net->game.state;
	return state == NETGAME_ENDED || state == NETGAME_STOPPED;
}
