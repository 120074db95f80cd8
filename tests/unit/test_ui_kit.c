/* The table kit: the status line and how a message fills its box, buttons
 * (their faces, labels, rows, hit test and pressed look), the board/panel
 * split, the frame cycle's timers and damage. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "gfx/draw.h"
#include "gfx/utf8.h"
#include "ui/kit/board_panel.h"
#include "ui/kit/button.h"
#include "ui/kit/dialog.h"
#include "ui/kit/keyboard.h"
#include "ui/kit/screen.h"
#include "ui/kit/status_line.h"
#include "ui/kit/text.h"

static void test_status_line_set(void)
{
	struct status_line s;
	memset(&s, 0, sizeof s);
	CHECK(status_line_set(&s, STATUS_LINE_GOOD, "Played"));
	CHECK_STR(s.text, "Played");
	CHECK_INT(s.kind, STATUS_LINE_GOOD);
	CHECK(!status_line_set(&s, STATUS_LINE_GOOD, "Played"));	/* nothing to repaint */
	CHECK(status_line_set(&s, STATUS_LINE_ERROR, "Played"));	/* the colour changes */
	char long_text[3 * STATUS_LINE_LEN];
	memset(long_text, 'x', sizeof long_text - 1);
	long_text[sizeof long_text - 1] = '\0';
	CHECK(status_line_set(&s, STATUS_LINE_INFO, long_text));
	CHECK_INT(strlen(s.text), STATUS_LINE_LEN - 1);		/* cut, terminated */
	CHECK(!status_line_set(&s, STATUS_LINE_INFO, long_text));	/* the same as far as it is kept */
	/* Cut between letters, never in one: "é" over the last byte goes whole. */
	memcpy(long_text + STATUS_LINE_LEN - 2, "\xc3\xa9", 2);
	CHECK(status_line_set(&s, STATUS_LINE_INFO, long_text));
	CHECK_INT(strlen(s.text), STATUS_LINE_LEN - 2);
	CHECK(utf8_text_ok(s.text, NULL));
	CHECK(!status_line_set(&s, STATUS_LINE_INFO, long_text));	/* the same: nothing to repaint */
}

static void test_status_line_colors(void)
{
	const struct theme *t = theme_or_classic(NULL);
	CHECK_INT(status_line_color(t, STATUS_LINE_INFO), t->table.muted);
	CHECK_INT(status_line_color(t, STATUS_LINE_GOOD), t->table.good);
	CHECK_INT(status_line_color(t, STATUS_LINE_ERROR), t->table.error);
}

static void test_status_line_wrap(void)
{
	struct status_line s = { "Not a legal move here", STATUS_LINE_INFO };
	struct status_line_rows rows;
	const struct font *f = font_pick(18);
	int w = font_text_width(f, s.text);
	/* One row: it fits at the font given. */
	status_line_wrap(&s, STATUS_LINE_ONE_ROW, f, w, 100, &rows);
	CHECK_INT(rows.count, 1);
	CHECK(rows.font == f);
	CHECK_STR(rows.row[0], s.text);
	/* Too wide, a box tall enough for two lines: two rows, each fitting. */
	status_line_wrap(&s, STATUS_LINE_ONE_ROW, f, w * 2 / 3, 100, &rows);
	CHECK_INT(rows.count, 2);
	CHECK(rows.row[1][0] != '\0');
	CHECK(font_text_width(rows.font, rows.row[0]) <= w * 2 / 3);
	CHECK(font_text_width(rows.font, rows.row[1]) <= w * 2 / 3);
	CHECK(2 * rows.font->line_height <= 100);
	/* Too wide and too low for two lines: one row, left to shrink. */
	status_line_wrap(&s, STATUS_LINE_ONE_ROW, f, w * 2 / 3, f->line_height, &rows);
	CHECK_INT(rows.count, 1);
	CHECK(rows.font == f);
	/* A two-row box: always two rows, the second empty when one line
	 * fits; a font whose two lines overfill the height gives way. */
	status_line_wrap(&s, STATUS_LINE_TWO_ROWS, f, w, 100, &rows);
	CHECK_INT(rows.count, 2);
	CHECK_STR(rows.row[0], s.text);
	CHECK_STR(rows.row[1], "");
	status_line_wrap(&s, STATUS_LINE_TWO_ROWS, f, w, f->line_height, &rows);
	CHECK(rows.font->size < f->size);
}

static void test_button_faces_and_labels(void)
{
	const struct theme *t = theme_or_classic(NULL);
	struct button b = { .rect = rect_make(0, 0, 200, 50), .radius = 8, .label = "Take back",
			    .font = font_pick(20) };
	CHECK_INT(button_face(t, &b), t->button.face);
	b.role = BUTTON_PRIMARY;
	CHECK_INT(button_face(t, &b), t->button.primary);
	b.role = BUTTON_GAME;
	CHECK_INT(button_face(t, &b), t->button.game);
	b.disabled = true;
	CHECK_INT(button_face(t, &b), t->button.disabled);
	b.pressed = true;	/* the finger's look wins */
	CHECK_INT(button_face(t, &b), t->button.pressed);

	/* Wide enough: the label at the font given. */
	const struct font *f = button_label_fit(&b);
	CHECK(f == b.font);
	/* Narrow: the label shrinks to fit, the margin kept free; never
	 * under the floor, where it wraps (button_paint). */
	b.rect.w = font_text_width(b.font, "Take back") * 3 / 4;
	f = button_label_fit(&b);
	CHECK(f->size < b.font->size);
	CHECK(font_text_width(f, "Take back") <= b.rect.w - BUTTON_LABEL_MARGIN);
	b.floor = font_pick(16);
	b.rect.w = font_text_width(b.font, "Take back") / 2;
	CHECK(button_label_fit(&b) == b.floor);

	/* Painted: the face's colour shows in a corner inside the radius, the
	 * label's colour in its middle; disabled, the label is muted. */
	static uint32_t px[200 * 50];
	struct canvas c = { .pixels = px, .width = 200, .height = 50, .stride = 200 };
	struct button plain = { .rect = rect_make(0, 0, 200, 50), .radius = 8, .label = "M", .font = font_pick(30),
				.disabled = true };
	canvas_fill_rect(&c, NULL, rect_make(0, 0, 200, 50), 0);
	button_paint(&c, NULL, t, &plain);
	CHECK_INT(px[25 * 200 + 20] & 0xffffff, t->button.disabled);
	bool muted = false;
	for (int i = 0; i < 200 * 50; i++)
		muted |= (px[i] & 0xffffff) == t->table.muted;
	CHECK_MSG(muted, "a disabled label is muted");
}

/* Rows of the canvas holding the label's colour, within [y0, y1). */
static int label_rows(const uint32_t *px, int w, int y0, int y1, uint32_t ink)
{
	int rows = 0;
	for (int y = y0; y < y1; y++)
		for (int x = 0; x < w; x++)
			if ((px[y * w + x] & 0xffffff) == ink) {
				rows++;
				break;
			}
	return rows;
}

/* A label wider than its button even at the floor is never cut at the
 * button's edge: two lines where the button is tall enough, else its
 * start and "…" (the font audit sees no cut). */
static void test_button_label_too_wide(void)
{
	const struct theme *t = theme_or_classic(NULL);
	static uint32_t px[160 * 80];
	struct font_audit audit = { 0 };
	struct canvas c = { .pixels = px, .width = 160, .height = 80, .stride = 160, .audit = &audit };
	const struct font *floor = font_pick(14);
	const char *label = "Invitations: welcome";
	int w = font_text_width(floor, label) * 3 / 4;
	struct button b = { .rect = rect_make(0, 0, w, 60), .radius = 6, .label = label, .font = floor,
			    .floor = floor };
	canvas_fill_rect(&c, NULL, rect_make(0, 0, 160, 80), 0);
	button_paint(&c, NULL, t, &b);
	CHECK_INT(audit.cuts, 0);
	CHECK_MSG(label_rows(px, 160, 0, 30, t->table.text) > 3 && label_rows(px, 160, 30, 60, t->table.text) > 3,
		  "the label on two lines, one in each half");

	b.rect.h = floor->line_height + 4;	/* no room for two lines: "Invitat…" */
	canvas_fill_rect(&c, NULL, rect_make(0, 0, 160, 80), 0);
	button_paint(&c, NULL, t, &b);
	CHECK_INT(audit.cuts, 0);
	CHECK(label_rows(px, 160, 0, b.rect.h, t->table.text) > 3);

	b.label = "Challengers";	/* one word: no line to break */
	b.rect = rect_make(0, 0, font_text_width(floor, "Challengers") - 6, 60);
	canvas_fill_rect(&c, NULL, rect_make(0, 0, 160, 80), 0);
	button_paint(&c, NULL, t, &b);
	CHECK_INT(audit.cuts, 0);
	CHECK(label_rows(px, 160, 0, 60, t->table.text) > 3);
}

static void test_button_row_and_hits(void)
{
	struct rect r[3];
	/* 305 px, gaps of 6: (305 - 12) / 3 = 97 each; the last flush right
	 * (x 208), the odd pixels in the last gap. */
	button_row(r, 3, rect_make(10, 20, 305, 40), 6);
	CHECK_INT(r[0].x, 10);
	CHECK_INT(r[1].x, 10 + 97 + 6);
	CHECK_INT(r[2].x, 10 + 305 - 97);
	for (int i = 0; i < 3; i++) {
		CHECK_INT(r[i].w, 97);
		CHECK_INT(r[i].y, 20);
		CHECK_INT(r[i].h, 40);
	}
	CHECK_INT(button_at(r, 3, 10, 20), 0);
	CHECK_INT(button_at(r, 3, 10 + 97, 20), -1);	/* in the gap */
	CHECK_INT(button_at(r, 3, 314, 59), 2);
	CHECK_INT(button_at(r, 3, 314, 60), -1);

	/* The pressed look: both buttons repaint, nothing when it stays. */
	struct damage d;
	damage_init(&d, 400, 100);
	CHECK_INT(button_press(-1, 1, r, &d), 1);
	CHECK_INT(d.count, 1);
	CHECK(d.rects[0].x == r[1].x && d.rects[0].w == r[1].w);
	damage_clear(&d);
	CHECK_INT(button_press(1, 1, r, &d), 1);
	CHECK_INT(d.count, 0);
	CHECK_INT(button_press(1, -1, r, &d), -1);
	CHECK_INT(d.count, 1);
}

/* A row of buttons in one font: the largest every label fits at, never
 * under the floor; each keeps its label (one word for an action). */
static void test_button_row_fit(void)
{
	const struct font *big = font_pick(24), *floor = font_pick(12);
	struct button row[3] = {
		{ .rect = rect_make(0, 0, 90, 44), .label = "Take back", .font = big },
		{ .rect = rect_make(80, 0, 70, 44), .label = "Hint", .font = big },
		{ .rect = rect_make(160, 0, 70, 44), .label = "Menu", .font = big },
	};
	button_row_fit(row, 3, floor);
	CHECK(row[0].font == row[1].font && row[1].font == row[2].font);
	CHECK(row[0].font->size < big->size);
	CHECK_STR(row[0].label, "Take back");
	for (int i = 0; i < 3; i++) {
		const struct font *f = button_label_fit(&row[i]);
		CHECK(f == row[i].font);
		CHECK(font_text_width(f, row[i].label) <= row[i].rect.w - BUTTON_LABEL_MARGIN);
	}
	/* Too narrow for any label at the floor: the floor, not smaller. */
	struct button tiny = { .rect = rect_make(0, 0, 20, 44), .label = "Exchange", .font = big };
	button_row_fit(&tiny, 1, floor);
	CHECK(tiny.font == floor);
}

static void test_board_panel_split(void)
{
	struct board_panel bp;
	/* 800x480, 15 squares, the panel 188 px across, margin 8: the board
	 * side min(480 - 8, 800 - 188 - 4) = 472, pitch 471 / 15 = 31, 466 px
	 * centred down the height; the panel 8 px right of it to 8 px from the
	 * edges. */
	board_panel_split(&bp, 800, 480, 15, 188, 8, (struct board_labels){ 0, 0 });
	CHECK(!bp.portrait);
	CHECK_INT(bp.sq, 31);
	CHECK(bp.board.x == 4 && bp.board.y == 7 && bp.board.w == 466 && bp.board.h == 466);
	CHECK(bp.panel.x == 478 && bp.panel.y == 8 && bp.panel.w == 314 && bp.panel.h == 464);
	/* 480x800, 8 squares, 180 px under it: min(472, 800 - 180 - 4) = 472,
	 * pitch 471 / 8 = 58, 465 px centred across. */
	board_panel_split(&bp, 480, 800, 8, 180, 8, (struct board_labels){ 0, 0 });
	CHECK(bp.portrait);
	CHECK_INT(bp.sq, 58);
	CHECK(bp.board.x == 7 && bp.board.y == 4 && bp.board.w == 465);
	CHECK(bp.panel.x == 8 && bp.panel.y == 4 + 465 + 8 && bp.panel.w == 464 && bp.panel.h == 800 - 477 - 8);
	/* Never a pitch under 8. */
	board_panel_split(&bp, 100, 100, 15, 90, 8, (struct board_labels){ 0, 0 });
	CHECK_INT(bp.sq, 8);
	CHECK(rect_is_empty(bp.files) && rect_is_empty(bp.ranks));
	/* Ranks 23 px wide on the left, files 16 px high on top: 800x480
	 * gives min(480 - 8 - 16, 800 - 188 - 4 - 23) = 456, pitch 455 / 15 =
	 * 30, a 451 px board whose strip and board together (467) are centred
	 * down the height; the files' strip right over it, the ranks' right
	 * beside it. */
	board_panel_split(&bp, 800, 480, 15, 188, 8, (struct board_labels){ 23, 16 });
	CHECK_INT(bp.sq, 30);
	CHECK(bp.board.x == 4 + 23 && bp.board.y == (480 - 451 - 16) / 2 + 16 && bp.board.w == 451);
	CHECK(bp.files.x == bp.board.x && bp.files.y == bp.board.y - 16 && bp.files.w == 451 && bp.files.h == 16);
	CHECK(bp.ranks.x == 4 && bp.ranks.y == bp.board.y && bp.ranks.w == 23 && bp.ranks.h == 451);
	CHECK(bp.panel.x == bp.board.x + 451 + 8);
	/* The strips for font f: "15" and 3 px across, a capital and 4 px high. */
	struct board_labels l = board_panel_labels(font_pick(15), 15);
	CHECK_INT(l.ranks_w, font_text_width(font_pick(15), "15") + 3);
	CHECK_INT(l.files_h, font_pick(15)->ascent + 4);
}

/* A repaint of any strip of the screen draws the labels' pixels there
 * exactly as a repaint of the whole: what the damage tracking relies on.
 * A fuzzed game found the J's hook, a pixel under its box, left out when
 * only that row was repainted (the label was skipped for its box not
 * meeting the clip). */
static void test_board_labels_any_clip(void)
{
	enum { W = 480, H = 480 };
	static uint32_t whole[W * H], part[W * H];
	for (int size = 9; size <= 24; size++) {
		const struct font *f = font_pick(size);
		struct board_panel bp;
		board_panel_split(&bp, W, H, 15, 0, 8, board_panel_labels(f, 15));
		struct canvas a = { .pixels = whole, .width = W, .height = H, .stride = W };
		struct canvas b = { .pixels = part, .width = W, .height = H, .stride = W };
		struct rect all = rect_make(0, 0, W, H);
		canvas_fill_rect(&a, &all, all, 0xff202020);
		board_panel_paint_labels(&a, &all, &bp, 15, true, f, 0xffe0e0e0);
		int bad = 0;
		/* Every row across the files' strip and every column across the
		 * ranks', each alone. */
		for (int k = 0; k < bp.board.y + 4 + bp.board.x + 4 && !bad; k++) {
			struct rect r = k < bp.board.y + 4 ? rect_make(0, k, W, 1) : rect_make(k - bp.board.y - 4, 0, 1, H);
			memcpy(part, whole, sizeof part);
			canvas_fill_rect(&b, &r, r, 0xff202020);
			board_panel_paint_labels(&b, &r, &bp, 15, true, f, 0xffe0e0e0);
			bad = memcmp(part, whole, sizeof part) != 0;
		}
		CHECK_MSG(!bad, "a strip repainted alone differs from the whole repaint");
	}
}

static void test_screen_timers(void)
{
	uint32_t at = 100;
	CHECK(!screen_earliest(false, &at, false, 50));
	CHECK(screen_earliest(false, &at, true, 50) && at == 50);
	CHECK(screen_earliest(true, &at, true, 70) && at == 50);	/* later: kept */
	CHECK(screen_earliest(true, &at, false, 10) && at == 50);	/* not asked for */
	/* Modulo 2^32: a time just past the wrap is later than one before it. */
	at = 0xfffffff0u;
	CHECK(screen_earliest(true, &at, true, 0x10) && at == 0xfffffff0u);
	at = 0x10;
	CHECK(screen_earliest(true, &at, true, 0xfffffff0u) && at == 0xfffffff0u);
}

static int painted;
static struct rect painted_clip[4];

static void count_paint(void *screen, struct canvas *c, const struct rect *clip)
{
	(void)screen;
	(void)c;
	if (painted < 4)
		painted_clip[painted] = *clip;
	painted++;
}

static void test_screen_render_pending(void)
{
	struct damage pending, frame;
	damage_init(&pending, 400, 300);
	damage_init(&frame, 400, 300);
	damage_add(&pending, rect_make(10, 10, 20, 20));
	damage_add(&pending, rect_make(300, 200, 20, 20));
	painted = 0;
	screen_render_pending(&pending, count_paint, NULL, NULL, &frame);
	CHECK_INT(painted, 2);	/* each rectangle on its own */
	CHECK_INT(painted_clip[1].x, 300);
	CHECK_INT(frame.count, 2);
	CHECK_INT(pending.count, 0);
	damage_add_all(&pending);
	screen_render_pending(&pending, count_paint, NULL, NULL, NULL);	/* nobody asks */
	CHECK_INT(painted, 3);
	CHECK_INT(pending.count, 0);
}

/* The floor under every text: a capital of 9 px on the 3.5" panel (its
 * short side under 400 px), 11 px from 800x480 up; the smallest such font. */
static void test_text_floor(void)
{
	CHECK_INT(text_floor_cap(480, 320), 9);
	CHECK_INT(text_floor_cap(320, 480), 9);
	CHECK_INT(text_floor_cap(800, 480), 11);
	CHECK_INT(text_floor_cap(720, 1280), 11);
	const struct font *small = text_floor(480, 320), *big = text_floor(800, 480);
	CHECK(small->ascent >= 9 && big->ascent >= 11);
	CHECK(font_pick(small->size - 1)->ascent < 9);
	CHECK(font_pick(big->size - 1)->ascent < 11);
	CHECK(text_at_least(font_pick(8), big) == big);
	CHECK(text_at_least(font_pick(40), big) == font_pick(40));
	/* Fitting never goes under the floor, even when the text stays too wide. */
	CHECK(text_fit(font_pick(40), "a label far too long for its box", 20, small) == small);
	CHECK(text_fit(font_pick(40), "OK", 400, small) == font_pick(40));
}

/* A name too wide for its box even at the floor is cut with "...": the
 * longest a board config allows (40 characters) in a score box's width. */

static const struct dialog_text pass_question = { .title = "Pass this turn?",
						  .text = "You score nothing and Ben plays next.",
						  .cancel = "Keep playing", .confirm = "Pass" };

static struct rect centre_of(struct rect r)
{
	return rect_make(r.x + r.w / 2, r.y + r.h / 2, 1, 1);
}

/* The confirm button stands on the side away from the tap that opened the
 * dialog, apart from the cancel button; both inside the box, the box on
 * the screen. */
static void test_dialog_places_buttons_apart(void)
{
	struct dialog d;
	struct damage pending;
	damage_init(&pending, 800, 480);
	dialog_open(&d, 7, &pass_question, 800, 480, 1.0f, 740, 1000, &pending);
	CHECK(d.open);
	CHECK_INT(d.tag, 7);
	CHECK_INT(pending.count, 1);	/* the veil: the whole screen */
	struct rect yes = d.button[DIALOG_BUTTON_CONFIRM], no = d.button[DIALOG_BUTTON_CANCEL];
	CHECK_MSG(yes.x + yes.w < 400 && no.x > 400, "opened from the right: confirm on the left");
	CHECK(!rect_overlaps(yes, no));
	CHECK_MSG(no.x - (yes.x + yes.w) >= d.box.w / 6, "a fifth of the box between the buttons");
	CHECK(rect_contains(d.box, yes.x, yes.y) && rect_contains(d.box, no.x + no.w - 1, no.y + no.h - 1));
	CHECK(d.box.x >= 0 && d.box.y >= 0 && d.box.x + d.box.w <= 800 && d.box.y + d.box.h <= 480);
	CHECK(yes.h >= 44);
	dialog_open(&d, 7, &pass_question, 480, 320, 1.0f, 60, 1000, &pending);
	yes = d.button[DIALOG_BUTTON_CONFIRM];
	CHECK_MSG(yes.x > 240, "opened from the left: confirm on the right");
	CHECK(d.box.x >= 0 && d.box.y >= 0 && d.box.x + d.box.w <= 480 && d.box.y + d.box.h <= 320);
	/* Every text at the floor or above. */
	const struct font *floor = text_floor(480, 320);
	CHECK(d.title_font->ascent >= floor->ascent && d.text_font->ascent >= floor->ascent &&
	      d.button_font->ascent >= floor->ascent);
}

/* A double tap cannot answer: a touch that went down before the dialog
 * opened, or within the guard time after, presses nothing; a tap that
 * goes down on one button and up on another answers nothing. */
static void test_dialog_double_tap_guard(void)
{
	struct dialog d;
	struct damage pending;
	damage_init(&pending, 800, 480);
	dialog_open(&d, 0, &pass_question, 800, 480, 1.0f, 100, 1000, &pending);
	struct rect yes = centre_of(d.button[DIALOG_BUTTON_CONFIRM]);
	struct rect no = centre_of(d.button[DIALOG_BUTTON_CANCEL]);
	/* The touch that opened it lifts on the confirm button: no press came. */
	CHECK_INT(dialog_tap(&d, yes.x, yes.y, &pending), DIALOG_NONE);
	/* A second tap 64 ms later, right on the confirm button. */
	dialog_press(&d, yes.x, yes.y, 1064, &pending);
	CHECK_INT(d.pressed, -1);
	CHECK_INT(dialog_tap(&d, yes.x, yes.y, &pending), DIALOG_NONE);
	/* Even at the end of the guard time. */
	dialog_press(&d, yes.x, yes.y, 1000 + DIALOG_GUARD_MS - 1, &pending);
	CHECK_INT(dialog_tap(&d, yes.x, yes.y, &pending), DIALOG_NONE);
	CHECK(d.open);
	/* Down on confirm, up on cancel: nothing. */
	dialog_press(&d, yes.x, yes.y, 1000 + DIALOG_GUARD_MS, &pending);
	CHECK_INT(d.pressed, DIALOG_BUTTON_CONFIRM);
	CHECK_INT(dialog_tap(&d, no.x, no.y, &pending), DIALOG_NONE);
	/* A press that became a drag: released, nothing. */
	dialog_press(&d, yes.x, yes.y, 2000, &pending);
	dialog_release(&d, &pending);
	CHECK_INT(dialog_tap(&d, yes.x, yes.y, &pending), DIALOG_NONE);
	CHECK(d.open);
	/* A deliberate tap answers and closes it. */
	damage_clear(&pending);
	dialog_press(&d, yes.x, yes.y, 2500, &pending);
	CHECK_INT(dialog_tap(&d, yes.x, yes.y, &pending), DIALOG_CONFIRM);
	CHECK(!d.open);
	CHECK(pending.count > 0);
	/* Cancel answers too; a tap outside the buttons does not. */
	dialog_open(&d, 0, &pass_question, 800, 480, 1.0f, 100, 3000, &pending);
	dialog_press(&d, d.box.x + 2, d.box.y + 2, 4000, &pending);
	CHECK_INT(dialog_tap(&d, d.box.x + 2, d.box.y + 2, &pending), DIALOG_NONE);
	no = centre_of(d.button[DIALOG_BUTTON_CANCEL]);
	dialog_press(&d, no.x, no.y, 4100, &pending);
	CHECK_INT(dialog_tap(&d, no.x, no.y, &pending), DIALOG_CANCEL);
	CHECK(!d.open);
}

/* Option rows: above the two buttons, inside the box; a tap on one says
 * which and leaves the dialog open, its text changes when the screen
 * cycles it; the guard holds for them too. */
static void test_dialog_options(void)
{
	struct dialog d;
	struct damage pending;
	damage_init(&pending, 800, 480);
	struct dialog_text q = { "New game", "This game ends.", "Cancel", "Start",
				 { "You play: Black", "Computer: Medium" } };
	dialog_open(&d, 0, &q, 800, 480, 1.0f, 600, 0, &pending);
	CHECK_INT(d.options, 2);
	struct rect o0 = d.button[DIALOG_BUTTON_OPTION], o1 = d.button[DIALOG_BUTTON_OPTION + 1];
	CHECK(o0.y + o0.h <= o1.y && o1.y + o1.h <= d.button[DIALOG_BUTTON_CONFIRM].y);
	CHECK(d.text_r.y + d.text_r.h <= o0.y);
	CHECK(rect_contains(d.box, o0.x, o0.y) && d.box.y + d.box.h <= 480);
	dialog_press(&d, o1.x + 5, o1.y + 5, 100, &pending);
	CHECK_INT(dialog_tap(&d, o1.x + 5, o1.y + 5, &pending), DIALOG_NONE);	/* guarded */
	dialog_press(&d, o1.x + 5, o1.y + 5, 1000, &pending);
	CHECK_INT(dialog_tap(&d, o1.x + 5, o1.y + 5, &pending), DIALOG_OPTION + 1);
	CHECK(d.open);
	damage_clear(&pending);
	dialog_set_option(&d, 1, "Computer: Hard", &pending);
	CHECK_STR(d.option[1], "Computer: Hard");
	CHECK_INT(pending.count, 1);
	/* No rows asked for: none shown, none hit. */
	dialog_open(&d, 0, &pass_question, 800, 480, 1.0f, 600, 0, &pending);
	CHECK_INT(d.options, 0);
	CHECK(rect_is_empty(d.button[DIALOG_BUTTON_OPTION]));
}

/* Painted: the veil dims what is under it, the box and both labels show,
 * the long sentence wraps inside the box. */
static void test_dialog_paint(void)
{
	static uint32_t px[480 * 320];
	struct canvas c = { .pixels = px, .width = 480, .height = 320, .stride = 480 };
	const struct theme *t = theme_or_classic(NULL);
	struct dialog d;
	struct damage pending;
	damage_init(&pending, 480, 320);
	struct dialog_text long_text = { .title = "Start a new game?",
					 .text = "The game in progress, Ana 120 and Computer (Medium) 98 after 14 "
						 "turns, will be lost.",
					 .cancel = "Keep it", .confirm = "New game" };
	dialog_open(&d, 0, &long_text, 480, 320, 1.0f, 400, 0, &pending);
	canvas_fill_rect(&c, NULL, rect_make(0, 0, 480, 320), 0xffffff);
	dialog_paint(&d, &c, NULL, t);
	CHECK_MSG((px[2 * 480 + 2] & 0xffffff) != 0xffffff, "the screen under the veil is dimmed");
	CHECK_INT(px[(d.box.y + 4) * 480 + d.box.x + d.box.w / 2] & 0xffffff, t->table.cover);
	CHECK(d.text_r.y + d.text_r.h <= d.button[0].y);
	CHECK(font_text_width(d.text_font, "The game in progress, Ana 120") <= d.text_r.w);
	dialog_close(&d, &pending);
	canvas_fill_rect(&c, NULL, rect_make(0, 0, 480, 320), 0xffffff);
	dialog_paint(&d, &c, NULL, t);
	CHECK_INT(px[2 * 480 + 2] & 0xffffff, 0xffffff);	/* closed: nothing */
}

static void tap_key(struct keyboard *k, int key, struct damage *pending)
{
	struct rect r = keyboard_key_rect(k, key);
	keyboard_press(k, r.x + r.w / 2, r.y + r.h / 2, pending);
	keyboard_tap(k, r.x + r.w / 2, r.y + r.h / 2, pending);
}

static void type_word(struct keyboard *k, const char *word, struct damage *pending)
{
	for (const char *c = word; *c; c++)
		tap_key(k, *c == ' ' ? KEYBOARD_SPACE : keyboard_letter_key(*c), pending);
}

/* The keyboard: every key inside its area, apart, a touch target on the
 * 3.5" panel; a name takes capitals at its words' starts; Delete, a full
 * line, no leading or double space; Done and Cancel close it. */
/* Every letter key shows its letter in one size, the widest letter's: on
 * the tall keys of a portrait screen a font fitted key by key drew W and M
 * smaller than E.  And keys keep a key's shape there (64 x 290 px before). */
static void test_keyboard_letters_one_size(void)
{
	static const int sizes[][2] = { { 480, 800 }, { 480, 320 }, { 800, 480 }, { 720, 1280 } };
	for (int s = 0; s < 4; s++) {
		int w = sizes[s][0], h = sizes[s][1];
		struct keyboard k;
		struct damage pending;
		damage_init(&pending, w, h);
		keyboard_open(&k, "Name", "", 10, rect_make(0, 0, w, h), w, h, 1.0f, &pending);
		/* Keys no taller than half again their width (48 px at least),
		 * at the bottom, the line typed just above them. */
		struct rect q = keyboard_key_rect(&k, 0), done = keyboard_key_rect(&k, KEYBOARD_DONE);
		CHECK(q.h <= (q.w * 3 / 2 > 48 ? q.w * 3 / 2 : 48));
		CHECK(done.y + done.h >= h - 16);
		CHECK(k.field.y + k.field.h <= q.y && k.field.y + k.field.h >= q.y - 16);
		const char *widest[] = { "W", "M", "\xc3\x86", "\xc5\x92" };	/* W M Æ Œ */
		for (int i = 0; i < 4; i++) {
			struct button b = { .rect = keyboard_key_rect(&k, 0), .label = widest[i], .font = k.key_font,
					    .label_margin = 4 };
			CHECK_MSG(button_label_fit(&b) == k.key_font, "a wide letter in the keys' size");
		}
	}
}

/* status_line_fits: whole on two rows at the floor or larger, or not. */
static void test_status_line_fits(void)
{
	const struct font *f = font_pick(20), *floor = font_pick(12);
	const char *text = "Not played: the word must touch a tile on the board";
	int half = font_text_width(floor, "Not played: the word must touch") + 2;
	CHECK(status_line_fits(text, f, floor, 2 * font_text_width(f, text), 2 * f->line_height));
	CHECK(status_line_fits(text, f, floor, half, 2 * f->line_height));	/* two rows, smaller */
	CHECK(!status_line_fits(text, f, floor, half / 2, 2 * f->line_height));	/* only with "…" */
	CHECK(!status_line_fits("Unbreakablewordthatgoesonandon", f, floor, 40, 100));
	CHECK(status_line_fits("", f, floor, 10, 10));
}

/* A name too wide for its column keeps a seat's number at its end. */
static void test_short_name(void)
{
	const struct font *f = font_pick(14);
	char a[24] = "Computer 2", b[24] = "Library East", c[24] = "Ana";
	int w = font_text_width(f, "Comp") + font_text_width(f, " 2");
	text_short_name(f, a, sizeof a, w + font_text_width(f, "\xe2\x80\xa6"));
	CHECK_STR(a, "Comp\xe2\x80\xa6 2");
	text_short_name(f, b, sizeof b, font_text_width(f, "Libr\xe2\x80\xa6"));
	CHECK_STR(b, "Libr\xe2\x80\xa6");
	text_short_name(f, c, sizeof c, 1000);
	CHECK_STR(c, "Ana");
	char line[48];	/* the head gives way, the tail stays */
	text_head_tail(f, "Maximiliana", " - bag 72",
		       font_text_width(f, "Maxim\xe2\x80\xa6") + font_text_width(f, " - bag 72"), line, sizeof line);
	CHECK_STR(line, "Maxim\xe2\x80\xa6 - bag 72");
	/* Two kiosks of one name, told apart by their users, stay apart. */
	char d[40] = "Library East (eve)";
	text_short_name(f, d, sizeof d, font_text_width(f, "Libr\xe2\x80\xa6 (eve)"));
	CHECK_STR(d, "Libr\xe2\x80\xa6 (eve)");
	char e[40] = "This kiosk (other-kiosk)";
	text_short_name(f, e, sizeof e, font_text_width(f, "(other-ki\xe2\x80\xa6"));
	CHECK_STR(e, "(other-ki\xe2\x80\xa6");
}

static void test_keyboard(void)
{
	struct keyboard k;
	struct damage pending;
	damage_init(&pending, 480, 320);
	keyboard_open(&k, "Player 1's name", "", 10, rect_make(0, 0, 480, 320), 480, 320, 0.75f, &pending);
	CHECK(k.open);
	for (int i = 0; i < KEYBOARD_KEYS; i++) {
		struct rect r = keyboard_key_rect(&k, i);
		CHECK(r.w >= 36 && r.h >= 36);
		CHECK(rect_intersect(r, k.area).w == r.w && rect_intersect(r, k.area).h == r.h);
		CHECK(!rect_overlaps(r, k.field));
		for (int j = i + 1; j < KEYBOARD_KEYS; j++)
			CHECK(!rect_overlaps(r, keyboard_key_rect(&k, j)));
	}
	CHECK(k.font->ascent >= text_floor(480, 320)->ascent && k.key_font->ascent >= text_floor(480, 320)->ascent);
	tap_key(&k, KEYBOARD_SPACE, &pending);	/* no leading space */
	type_word(&k, "ANA LEE", &pending);
	CHECK_STR(k.text, "Ana Lee");
	tap_key(&k, KEYBOARD_SPACE, &pending);
	tap_key(&k, KEYBOARD_SPACE, &pending);	/* one space only */
	type_word(&k, "BOB", &pending);
	CHECK_STR(k.text, "Ana Lee Bo");		/* ten characters at most */
	tap_key(&k, KEYBOARD_DELETE, &pending);
	CHECK_STR(k.text, "Ana Lee B");
	/* A press on one key and a lift on another types nothing. */
	struct rect a = keyboard_key_rect(&k, keyboard_letter_key('A')), s = keyboard_key_rect(&k, keyboard_letter_key('S'));
	keyboard_press(&k, a.x + 2, a.y + 2, &pending);
	CHECK_INT(keyboard_tap(&k, s.x + 2, s.y + 2, &pending), KEYBOARD_NONE);
	CHECK_STR(k.text, "Ana Lee B");
	/* A press let go otherwise (a drag, a cancel): the key looks up again
	 * (its place repainted) and nothing is typed. */
	keyboard_press(&k, a.x + 2, a.y + 2, &pending);
	CHECK_INT(k.pressed, keyboard_letter_key('A'));
	damage_clear(&pending);
	keyboard_release(&k, &pending);
	CHECK_INT(k.pressed, -1);
	CHECK_INT(pending.count, 1);
	CHECK(pending.rects[0].x == a.x && pending.rects[0].y == a.y && pending.rects[0].w == a.w && pending.rects[0].h == a.h);
	CHECK_STR(k.text, "Ana Lee B");
	damage_clear(&pending);
	keyboard_release(&k, &pending);	/* nothing held: nothing to repaint */
	CHECK_INT(pending.count, 0);
	struct rect done = keyboard_key_rect(&k, KEYBOARD_DONE);
	keyboard_press(&k, done.x + 2, done.y + 2, &pending);
	CHECK_INT(keyboard_tap(&k, done.x + 2, done.y + 2, &pending), KEYBOARD_ENTERED);
	CHECK(!k.open);
	/* A space typed last is not kept: Done answers "Ana". */
	keyboard_open(&k, "Name", "", 10, rect_make(0, 0, 800, 480), 800, 480, 1.0f, &pending);
	type_word(&k, "ANA ", &pending);
	CHECK_STR(k.text, "Ana ");
	CHECK_INT(keyboard_type(&k, KEYBOARD_DONE, &pending), KEYBOARD_ENTERED);
	CHECK_STR(k.text, "Ana");
	keyboard_open(&k, "Name", "Ben", 10, rect_make(0, 0, 800, 480), 800, 480, 1.0f, &pending);
	CHECK_STR(k.text, "Ben");
	CHECK_INT(keyboard_type(&k, KEYBOARD_CANCEL, &pending), KEYBOARD_CANCELLED);
	CHECK(!k.open);
	/* Painted: the keys and the line typed show, inside the area only. */
	static uint32_t px[480 * 320];
	struct canvas c = { .pixels = px, .width = 480, .height = 320, .stride = 480 };
	canvas_fill_rect(&c, NULL, rect_make(0, 0, 480, 320), 0x123456);
	keyboard_open(&k, "Name", "Ana", 10, rect_make(0, 40, 480, 280), 480, 320, 1.0f, &pending);
	keyboard_paint(&k, &c, NULL, theme_or_classic(NULL));
	CHECK_INT(px[10 * 480 + 10] & 0xffffff, 0x123456);	/* above the area: untouched */
	struct rect q = keyboard_key_rect(&k, keyboard_letter_key('Q'));
	CHECK_INT(px[(q.y + 2) * 480 + q.x + q.w / 2] & 0xffffff, theme_or_classic(NULL)->button.face);
}

/* The accents page: an accented letter typed (a capital to start a word, a
 * small one after), then the letters again; Delete takes the whole letter;
 * the byte limit never keeps half of one. */
static void test_keyboard_accents(void)
{
	struct keyboard k;
	struct damage pending;
	damage_init(&pending, 480, 320);
	keyboard_open(&k, "Name", "", 10, rect_make(0, 0, 480, 320), 480, 320, 0.75f, &pending);
	int e_acute = keyboard_accent_key("\xc3\x89");
	CHECK(e_acute >= 0);
	CHECK_INT(keyboard_accent_key("E"), -1);
	tap_key(&k, KEYBOARD_ACCENTS, &pending);
	CHECK(k.accents);
	tap_key(&k, e_acute, &pending);
	CHECK_STR(k.text, "\xc3\x89");			/* É */
	CHECK(!k.accents);				/* back to the letters */
	type_word(&k, "LOD", &pending);
	tap_key(&k, KEYBOARD_ACCENTS, &pending);
	tap_key(&k, e_acute, &pending);
	CHECK_STR(k.text, "\xc3\x89lod\xc3\xa9");		/* Élodé: small after a letter */
	tap_key(&k, KEYBOARD_DELETE, &pending);
	CHECK_STR(k.text, "\xc3\x89lod");			/* the é's two bytes at once */
	tap_key(&k, KEYBOARD_ACCENTS, &pending);
	tap_key(&k, KEYBOARD_ACCENTS, &pending);	/* and back without typing */
	CHECK(!k.accents);
	tap_key(&k, keyboard_letter_key('E'), &pending);
	CHECK_STR(k.text, "\xc3\x89lode");
	/* 10 bytes: "Élode" is 6; "ßßß" would make 12: two fit, not the third. */
	for (int i = 0; i < 3; i++) {
		tap_key(&k, KEYBOARD_ACCENTS, &pending);
		tap_key(&k, keyboard_accent_key("\xc3\x9f"), &pending);
	}
	CHECK_STR(k.text, "\xc3\x89lode\xc3\x9f\xc3\x9f");
	CHECK(utf8_text_ok(k.text, NULL));
	/* A name given longer than the limit is cut between letters. */
	keyboard_open(&k, "Name", "Caf\xc3\xa9", 4, rect_make(0, 0, 480, 320), 480, 320, 0.75f, &pending);
	CHECK_STR(k.text, "Caf");
}

int main(void)
{
	RUN(test_keyboard_accents);
	RUN(test_status_line_set);
	RUN(test_status_line_colors);
	RUN(test_status_line_wrap);
	RUN(test_button_faces_and_labels);
	RUN(test_button_label_too_wide);
	RUN(test_button_row_and_hits);
	RUN(test_button_row_fit);
	RUN(test_board_panel_split);
	RUN(test_board_labels_any_clip);
	RUN(test_screen_timers);
	RUN(test_screen_render_pending);
	RUN(test_text_floor);
	RUN(test_dialog_places_buttons_apart);
	RUN(test_dialog_double_tap_guard);
	RUN(test_dialog_options);
	RUN(test_dialog_paint);
	RUN(test_keyboard_letters_one_size);
	RUN(test_short_name);
	RUN(test_status_line_fits);
	RUN(test_keyboard);
	return check_finish();
}
