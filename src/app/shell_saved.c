/* A saved game checked before the shell continues it: the settings for
 * range, the game by the rules core's replay. */
#include "app/shell_saved.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int refuse(char *msg, size_t msglen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int refuse(char *msg, size_t msglen, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, msglen, fmt, ap);
	va_end(ap);
	return -1;
}

/* A field as stored: a bool of a hostile file may hold any byte (reading
 * it as bool would be undefined), an enum any int. */
static unsigned byte_of(const void *field)
{
	unsigned char b;
	memcpy(&b, field, 1);
	return b;
}

static int int_of(const void *field)
{
	int v;
	memcpy(&v, field, sizeof v);
	return v;
}

static bool is_seat(int v)
{
	return v == MENU_HUMAN || (v >= 0 && v < MENU_LEVELS);
}

/* The house rules the menu sets, each within its enum or 0/1. */
static int check_rules(const struct words_options *r, char *msg, size_t msglen)
{
	const struct {
		const char *name;
		const void *field;
	} flags[] = {
		{ "blank interchange", &r->blank_interchange },
		{ "the interchanged blank must be played", &r->interchange_must_play },
		{ "three-alike redraw", &r->kind_redraw },
	};
	int challenge = int_of(&r->challenge), end_rule = int_of(&r->end_rule);
	if (challenge < WORDS_CHALLENGE_ENFORCED || challenge > WORDS_CHALLENGE_FIVE_POINT)
		return refuse(msg, msglen, "the saved challenge mode is %d, not 0 to 3", challenge);
	if (end_rule < WORDS_END_CLASSIC || end_rule > WORDS_END_TOURNAMENT)
		return refuse(msg, msglen, "the saved going-out rule is %d, not 0 or 1", end_rule);
	for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
		if (byte_of(flags[i].field) > 1)
			return refuse(msg, msglen, "the saved rule '%s' is %u, not 0 or 1", flags[i].name,
				      byte_of(flags[i].field));
	return 0;
}

int shell_saved_settings(const struct shell_saved *s, bool have_dict, enum shell_screen *screen,
			 struct menu_settings *set, char *msg, size_t msglen)
{
	const struct menu_settings *in = &s->settings;
	if (s->screen != SHELL_WORDS && s->screen != SHELL_REVERSI)
		return refuse(msg, msglen, "the saved screen is %u, neither Words (%d) nor Reversi (%d)",
			      (unsigned)s->screen, SHELL_WORDS, SHELL_REVERSI);
	if (in->players < WORDS_MIN_PLAYERS || in->players > WORDS_MAX_PLAYERS)
		return refuse(msg, msglen, "the saved number of players is %d, not %d to %d", in->players,
			      WORDS_MIN_PLAYERS, WORDS_MAX_PLAYERS);
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++) {
		if (!is_seat(in->seat[i]))
			return refuse(msg, msglen, "saved seat %d is %d, neither a person (%d) nor a level 0 to %d",
				      i + 1, in->seat[i], MENU_HUMAN, MENU_LEVELS - 1);
		if (s->screen == SHELL_WORDS && i < in->players && in->seat[i] != MENU_HUMAN && !have_dict)
			return refuse(msg, msglen, "saved seat %d is a computer, which needs the dictionary", i + 1);
	}
	if (!is_seat(in->reversi_opponent))
		return refuse(msg, msglen, "the saved Reversi opponent is %d, neither a person nor a level",
			      in->reversi_opponent);
	if (byte_of(&in->hints) > 1)
		return refuse(msg, msglen, "the saved hint flag is %u, not 0 or 1", byte_of(&in->hints));
	if (check_rules(&in->rules, msg, msglen))
		return -1;
	*screen = (enum shell_screen)s->screen;
	*set = *in;
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
