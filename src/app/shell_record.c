/* A finished game's record (shell_record.h). */
#include "app/shell_record.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "core/words/gcg.h"
#include "gfx/utf8.h"
#include "ui/kit/computer.h"

enum shell_screen shell_record_due(const struct shell *sh)
{
	if (sh->attract)
		return SHELL_MENU;
	if (sh->screen == SHELL_WORDS && words_table_is_final(&sh->words))
		return SHELL_WORDS;
	if (sh->screen == SHELL_REVERSI && reversi_game_is_over(&sh->reversi.game))
		return SHELL_REVERSI;
	/* Ended under the menu by the other table's last move: left at once. */
	if (sh->screen == SHELL_MENU || sh->screen == SHELL_LOBBY)
		return sh->kept_over;
	return SHELL_MENU;
}

uint32_t shell_record_game_id(const struct shell *sh)
{
	enum shell_screen t = sh->screen == SHELL_WORDS || sh->screen == SHELL_REVERSI ? sh->screen : sh->kept_over;
	unsigned table = t == SHELL_WORDS ? sh->words.games : t == SHELL_REVERSI ? sh->reversi.games : 0;
	return (uint32_t)sh->games << 16 ^ (uint32_t)table;
}

/* A Latin letter's plain ASCII letters for a nickname ("" if none):
 * U+00C0 + i is latin1_plain[i], U+0100 + i latin_ext_a_plain[i] (the
 * keyboard's OE, and the Polish, Czech, Hungarian... letters a kiosk's name
 * from the network may hold); other programs that read GCG (Quackle,
 * Woogles) expect ASCII nicknames, while the full name keeps its accents. */
static const char *const latin1_plain[64] = {
	"A", "A", "A", "A", "A", "A", "AE", "C", "E", "E", "E", "E", "I", "I", "I", "I",
	"D", "N", "O", "O", "O", "O", "O", "", "O", "U", "U", "U", "U", "Y", "TH", "ss",
	"a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
	"d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y",
};
static const char *const latin_ext_a_plain[128] = {
	"A", "a", "A", "a", "A", "a", "C", "c", "C", "c", "C", "c", "C", "c", "D", "d",
	"D", "d", "E", "e", "E", "e", "E", "e", "E", "e", "E", "e", "G", "g", "G", "g",
	"G", "g", "G", "g", "H", "h", "H", "h", "I", "i", "I", "i", "I", "i", "I", "i",
	"I", "i", "IJ", "ij", "J", "j", "K", "k", "k", "L", "l", "L", "l", "L", "l", "L",
	"l", "L", "l", "N", "n", "N", "n", "N", "n", "n", "N", "n", "O", "o", "O", "o",
	"O", "o", "OE", "oe", "R", "r", "R", "r", "R", "r", "S", "s", "S", "s", "S", "s",
	"S", "s", "T", "t", "T", "t", "T", "t", "U", "u", "U", "u", "U", "u", "U", "u",
	"U", "u", "U", "u", "W", "w", "Y", "y", "Y", "Z", "z", "Z", "z", "Z", "z", "s",
};

static const char *plain_letters(uint32_t cp, char one[2])
{
	if (cp > ' ' && cp < 0x7f && cp != ':') {
		one[0] = (char)cp;
		one[1] = '\0';
		return one;
	}
	if (cp >= 0xc0 && cp < 0x100)
		return latin1_plain[cp - 0xc0];
	if (cp >= 0x100 && cp < 0x180)
		return latin_ext_a_plain[cp - 0x100];
	return "";
}

/* A GCG nickname from a shown name: ASCII without blanks or ':' (an
 * accented letter as its plain letter, other characters left out),
 * unique (a repeated one gets the seat's number). */
static void nick_from_name(const char *name, int seat, const struct gcg_player *before, struct gcg_player *p)
{
	size_t k = 0;
	for (const char *c = name; *c;) {
		char one[2];
		const char *plain = plain_letters(utf8_next(&c), one);
		for (; *plain && k + 1 < sizeof p->nick - 2; plain++)
			p->nick[k++] = *plain;
	}
	p->nick[k] = '\0';
	bool clash = !p->nick[0];	/* a name without one plain letter */
	for (int i = 0; i < seat; i++)
		clash |= strcmp(before[i].nick, p->nick) == 0;
	if (clash)
		snprintf(p->nick + k, sizeof p->nick - k, "%s%d", k ? "" : "p", seat + 1);
	/* A kiosk's name with its user may pass the record's 63 bytes (a seat
	 * holds 75): cut between letters and marked, not read as another. */
	if (strlen(name) < sizeof p->name)
		utf8_copy(p->name, sizeof p->name, name);
	else
		memcpy(p->name + utf8_copy(p->name, sizeof p->name - 3, name), "\xe2\x80\xa6", 4);
}

static int words_record(const struct shell *sh, char *buf, size_t size)
{
	static struct gcg_record rec;	/* some 100 KB: static, never on the stack */
	struct gcg_player players[GCG_MAX_PLAYERS];
	memset(players, 0, sizeof players);
	for (int i = 0; i < sh->words.game.pos.players; i++)
		nick_from_name(words_table_player_name(&sh->words, i), i, players, &players[i]);
	if (gcg_from_game(&sh->words.game, players, &rec))
		return -1;
	int n = gcg_write(&rec, buf, size);
	return n < 0 ? -1 : n;
}

/* "You", "Computer" or the other kiosk's name for a colour of the table,
 * as the Words records name their seats. */
static const char *reversi_side(const struct reversi_table_options *o, bool white)
{
	if (o->remote)
		return white == o->person_white ? "You" : o->remote_name;
	if (o->computer == REVERSI_TABLE_NO_COMPUTER)
		return white ? "White" : "Black";
	if (white == o->person_white)
		return "You";
	return "Computer";
}

static int reversi_record(const struct shell *sh, char *buf, size_t size)
{
	const struct reversi_table_options *o = &sh->reversi.opt;
	const struct reversi_pos *p = &sh->reversi.game.pos;
	char moves[REVERSI_TRANSCRIPT_MAX];
	reversi_transcript_write(&sh->reversi.game, moves, sizeof moves);
	/* The result as the table shows it at the end: empty squares go to
	 * the winner (the World Othello Federation's rule). */
	int black, white;
	reversi_pos_final_score(p, &black, &white);
	const char *result = black > white ? "black wins" : white > black ? "white wins" : "a draw";
	char level[48] = "";
	if (o->computer != REVERSI_TABLE_NO_COMPUTER)
		snprintf(level, sizeof level, "computer %s\n", computer_level_name(o->computer));
	int n = snprintf(buf, size, "reversi\nblack %s\nwhite %s\n%smoves %s\nresult black %d white %d, %s\n",
			 reversi_side(o, false), reversi_side(o, true), level, moves, black, white, result);
	return n < 0 || (size_t)n >= size ? -1 : n;
}

int shell_record_text(const struct shell *sh, enum shell_screen game, char *buf, size_t size)
{
	if (game == SHELL_WORDS)
		return words_record(sh, buf, size);
	if (game == SHELL_REVERSI)
		return reversi_record(sh, buf, size);
	return -1;
}
