/* The themes: found by name, listed for error messages, and the
 * high-contrast one keeps its promise of 7:1 for every text on what it
 * stands on (WCAG's contrast ratio, level AAA), 3:1 for its marks. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "ui/kit/theme.h"

static void test_find_by_name(void)
{
	CHECK(theme_or_classic(NULL) == theme_find("classic"));
	CHECK_STR(theme_or_classic(NULL)->name, "classic");
	int n = 0;
	for (; theme_names[n]; n++) {
		const struct theme *t = theme_find(theme_names[n]);
		CHECK_MSG(t != NULL, theme_names[n]);
		if (t)
			CHECK_STR(t->name, theme_names[n]);
		CHECK(theme_or_classic(t) == t);
	}
	CHECK_MSG(n >= 2, "classic and at least one more");
	CHECK(theme_find("high-contrast") != NULL);
	CHECK(theme_find("High-Contrast") == NULL);	/* names are exact */
	CHECK(theme_find("") == NULL);
	CHECK(theme_find("nope") == NULL);
	CHECK(theme_find(NULL) == NULL);
}

static void test_list_for_messages(void)
{
	char buf[128];
	theme_list(buf, sizeof buf);
	CHECK_STR(buf, "classic, high-contrast");
	/* Too small a buffer: cut short, still a string. */
	char tiny[10];
	memset(tiny, 'x', sizeof tiny);
	theme_list(tiny, sizeof tiny);
	CHECK_STR(tiny, "classic, ");
	theme_list(tiny, 1);
	CHECK_STR(tiny, "");
}

static void at_least(double want, uint32_t ink, uint32_t ground, const char *what)
{
	double got = check_contrast_ratio(ink, ground);
	char msg[160];
	snprintf(msg, sizeof msg, "%s: %06x on %06x is %.2f:1, under %.1f:1", what, (unsigned)ink, (unsigned)ground,
		 got, want);
	CHECK_MSG(got >= want, msg);
}

static void test_high_contrast_is_legible(void)
{
	/* The scale is right: black on white is 21:1, equal colours 1:1. */
	CHECK(fabs(check_contrast_ratio(0x000000, 0xffffff) - 21.0) < 0.01);
	CHECK(fabs(check_contrast_ratio(0x777777, 0x777777) - 1.0) < 0.01);
	const struct theme *t = theme_find("high-contrast");
	if (!t)
		return;
	const struct theme_table *tb = &t->table;
	const uint32_t text_grounds[] = { tb->background, tb->box, tb->box_turn, tb->cover, t->button.face,
					  t->button.primary, t->button.game, t->button.pressed };
	for (size_t i = 0; i < sizeof text_grounds / sizeof *text_grounds; i++)
		at_least(7.0, tb->text, text_grounds[i], "text");
	/* Muted text: player names in either box, dimmed labels, hints. */
	const uint32_t muted_grounds[] = { tb->background, tb->box, tb->box_turn, tb->cover, t->button.disabled };
	for (size_t i = 0; i < sizeof muted_grounds / sizeof *muted_grounds; i++)
		at_least(7.0, tb->muted, muted_grounds[i], "muted text");
	at_least(7.0, tb->good, tb->background, "a good status");
	at_least(7.0, tb->error, tb->background, "an error status");
	at_least(7.0, tb->warning, tb->background, "a warning");
	/* Text in the accent's hue ("Tiles >") and the last play's score. */
	at_least(7.0, tb->link, tb->background, "a link");
	at_least(7.0, tb->badge_ink, tb->badge, "the last play's score");
	at_least(3.0, tb->badge, t->board.square, "the score's badge on a square");
	at_least(7.0, t->tile.ink, t->tile.face, "a tile's letter");
	at_least(7.0, t->tile.blank_ink, t->tile.face, "a blank's letter");
	at_least(7.0, t->title.letter, t->title.tile, "the name's letters");
	at_least(7.0, t->board.label_dark, t->board.square, "a square's label");
	at_least(7.0, t->board.label_dark, t->board.dl, "DL");
	at_least(7.0, t->board.label_dark, t->board.dw, "DW");
	at_least(7.0, t->board.label_light, t->board.tl, "TL");
	at_least(7.0, t->board.label_light, t->board.tw, "TW");
	/* The accent marks (a chosen tile's ring, the last move's dot on a
	 * disc, the cross's ring, the bag's frame) at 3:1, WCAG's measure for
	 * what is not text. */
	at_least(3.0, tb->accent, t->tile.face, "the ring of a chosen tile");
	at_least(3.0, tb->accent, tb->background, "an accent on the table");
	at_least(3.0, tb->accent, t->reversi.black, "the last move on a black disc");
	at_least(3.0, tb->accent, t->reversi.white, "the last move on a white disc");
	/* Discs stand out from the felt at least as text would at AA. */
	at_least(4.5, t->reversi.white, t->reversi.felt, "a white disc");
	at_least(4.5, t->reversi.black, t->reversi.felt, "a black disc");
}

/* Every theme: Reversi's marks at 3:1 at least (WCAG's measure for what
 * is not text): the legal-move dots (in the colours of the discs) and the
 * Hint's ring on the felt, the last move's ring on either disc. */
static void test_reversi_marks_in_every_theme(void)
{
	for (int i = 0; theme_names[i]; i++) {
		const struct theme_reversi *r = &theme_find(theme_names[i])->reversi;
		at_least(3.0, r->black, r->felt, "black's legal-move dot");
		at_least(3.0, r->white, r->felt, "white's legal-move dot");
		at_least(3.0, r->last, r->black, "the last move's ring on a black disc");
		at_least(3.0, r->last, r->white, "the last move's ring on a white disc");
	}
}

int main(void)
{
	RUN(test_find_by_name);
	RUN(test_list_for_messages);
	RUN(test_high_contrast_is_legible);
	RUN(test_reversi_marks_in_every_theme);
	return check_finish();
}
