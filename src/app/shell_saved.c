/* A saved game checked before the shell continues it: the settings for
 * range, the game by the rules core's replay. */
#include "app/shell_saved.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gfx/utf8.h"

static int refuse(char *msg, size_t msglen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int refuse(char *msg, size_t msglen, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, msglen, fmt, ap);
	va_end(ap);
	return SHELL_SAVED_BAD;
}

static bool is_seat(int v)
{
	return v == MENU_HUMAN || (v >= 0 && v < MENU_LEVELS);
}

/* A name as the keyboard types it: UTF-8 text ("Élodie"), ended within
 * its field. */
static bool name_ok(const char name[MENU_NAME_LEN])
{
	return memchr(name, 0, MENU_NAME_LEN) && utf8_text_ok(name, NULL);
}

static const char *game_name(uint32_t screen)
{
	return screen == SHELL_WORDS ? "Words" : "Reversi";
}

int shell_saved_settings(const struct shell_saved *s, enum shell_screen kind, bool have_dict,
			 struct menu_settings *set, char *msg, size_t msglen)
{
	const struct menu_settings *in = &s->settings;
	int needs_dict = 0; /* the first computer seat, when this run has no dictionary */
	if (s->screen != SHELL_WORDS && s->screen != SHELL_REVERSI)
		return refuse(msg, msglen, "the saved screen is %u, neither Words (%d) nor Reversi (%d)",
			      (unsigned)s->screen, SHELL_WORDS, SHELL_REVERSI);
	if (s->screen != (uint32_t)kind)
		return refuse(msg, msglen, "the file holds a %s game, not the %s game it was read as",
			      game_name(s->screen), game_name(kind));
	if (s->kept > 1)
		return refuse(msg, msglen, "the saved under-the-menu flag is %u, not 0 or 1", (unsigned)s->kept);
	if (in->players < WORDS_MIN_PLAYERS || in->players > WORDS_MAX_PLAYERS)
		return refuse(msg, msglen, "the saved number of players is %d, not %d to %d", in->players,
			      WORDS_MIN_PLAYERS, WORDS_MAX_PLAYERS);
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++) {
		if (!is_seat(in->seat[i]))
			return refuse(msg, msglen, "saved seat %d is %d, neither a person (%d) nor a level 0 to %d",
				      i + 1, in->seat[i], MENU_HUMAN, MENU_LEVELS - 1);
		if (s->screen == SHELL_WORDS && i < in->players && in->seat[i] != MENU_HUMAN && !have_dict && !needs_dict)
			needs_dict = i + 1;
	}
	if (!is_seat(in->reversi_opponent))
		return refuse(msg, msglen, "the saved Reversi opponent is %d, neither a person nor a level",
			      in->reversi_opponent);
	/* A bool of a hostile file may hold any byte: read the byte. */
	unsigned char flag;
	memcpy(&flag, &in->hints, 1);
	if (flag > 1)
		return refuse(msg, msglen, "the saved hint flag is %u, not 0 or 1", flag);
	memcpy(&flag, &in->reversi_person_white, 1);
	if (flag > 1)
		return refuse(msg, msglen, "the saved Reversi colour flag is %u, not 0 or 1", flag);
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++)
		if (!name_ok(in->name[i]))
			return refuse(msg, msglen, "saved name %d is not a name (unterminated, or not printable)", i + 1);
	struct words_replay_error why;
	struct words_options rules;
	if (words_options_check(&in->rules, &rules, &why))
		return refuse(msg, msglen, "the saved settings: %s", why.message);
	/* Said last: a file refused for its bytes goes aside whatever this run has. */
	if (needs_dict) {
		refuse(msg, msglen, "saved seat %d is a computer, which needs the dictionary this run does not have",
		       needs_dict);
		return SHELL_SAVED_NOT_NOW;
	}
	*set = *in;
	set->rules = rules;
	return 0;
}

int shell_saved_words(struct words_game *out, const struct shell_saved *s, const struct menu_settings *set,
		      const struct words_lexicon *lexicon, char *msg, size_t msglen)
{
	struct words_lexicon lex = { NULL, NULL };
	struct words_replay_error why;
	if (lexicon)
		lex = *lexicon;
	if (words_replay(out, &s->game.words, lex, &why))
		return refuse(msg, msglen, "the saved Words game does not replay: %s", why.message);
	const struct words_options *a = &out->options, *b = &set->rules;
	if (out->pos.players != set->players)
		return refuse(msg, msglen, "the saved Words game has %d players, its settings %d", out->pos.players,
			      set->players);
	if (a->challenge != b->challenge || a->blank_interchange != b->blank_interchange ||
	    a->interchange_must_play != b->interchange_must_play || a->kind_redraw != b->kind_redraw ||
	    a->end_rule != b->end_rule)
		return refuse(msg, msglen, "the saved Words game's rules are not its settings'");
	return 0;
}

int shell_saved_reversi(struct reversi_game *out, const struct shell_saved *s, char *msg, size_t msglen)
{
	struct reversi_replay_error why;
	if (reversi_game_replay(out, &s->game.reversi, &why))
		return refuse(msg, msglen, "the saved Reversi game does not replay: %s", why.message);
	return 0;
}
