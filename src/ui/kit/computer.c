#include "ui/kit/computer.h"

#include "ai/rvai.h"

_Static_assert(COMPUTER_LEVELS == WORDS_LEVELS && COMPUTER_LEVELS == RVAI_LEVELS, "one list of levels");

const char *computer_level_name(int level)
{
	static const char *const names[COMPUTER_LEVELS] = { "Beginner", "Easy", "Medium", "Hard", "Expert" };
	return level >= 0 && level < COMPUTER_LEVELS ? names[level] : "?";
}

void computer_turn_init(struct computer_turn *t, uint64_t seed)
{
	t->due = t->open = false;
	t->at = 0;
	/* 65536 requests a table before two tables' tickets could meet. */
	t->ticket = (uint32_t)seed << 16;
}

void computer_turn_schedule(struct computer_turn *t, bool computer_to_move, uint32_t now, uint32_t delay)
{
	t->open = false;
	t->due = computer_to_move;
	t->at = now + delay;
}

bool computer_turn_is_due(const struct computer_turn *t, uint32_t now)
{
	return t->due && (int32_t)(now - t->at) >= 0;
}

uint32_t computer_turn_open(struct computer_turn *t)
{
	t->due = false;
	t->open = true;
	return ++t->ticket;
}

int computer_turn_ask(struct computer_turn *t, const struct computer_link *link, struct computer_request *req)
{
	req->ticket = computer_turn_open(t);
	int err = link->ask(link->user, req);
	if (err < 0 && t->ticket == req->ticket)
		t->open = false;
	return err < 0 ? err : 0;
}

bool computer_turn_answers(const struct computer_turn *t, const struct computer_answer *a)
{
	return t->open && a->ticket == t->ticket;
}

void computer_turn_close(struct computer_turn *t)
{
	t->open = false;
}
