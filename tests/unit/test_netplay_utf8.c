/* Names, places and chat with accents between two kiosks joined in memory
 * (app/netplay.h, through the wire format): they arrive byte for byte, a
 * line too long is cut between characters, never inside one, and only
 * control characters become '?'. */
#include <string.h>

#include "app/netplay.h"
#include "check.h"
#include "gfx/utf8.h"

static struct remote_pair pair;
static struct netplay np[2];
static struct netplay_news news[2];
static struct words_game words[2];
static uint32_t now = 1000;

static void pump(int i)
{
	netplay_pump(&np[i], (struct netgame_board){ &words[i], NULL }, now, &news[i]);
}

static void join(void)
{
	struct remote r[2];
	remote_pair_init(&pair, "cafe-lumen", "koeln-1", r);
	netplay_init(&np[0], &r[0], "Caf\xc3\xa9 Lumen", "Rue Neuve 4, Lyon", now);
	netplay_init(&np[1], &r[1], "B\xc3\xbc" "cherei S\xc3\xbc" "d", "Stra\xc3\x9f" "e 3, K\xc3\xb6ln", now);
	pump(0);
	pump(1);
}

static void test_names(void)
{
	join();
	CHECK_INT(np[0].kiosk_count, 1);
	CHECK_STR(np[0].kiosks[0].name, "B\xc3\xbc" "cherei S\xc3\xbc" "d");
	CHECK_STR(np[0].kiosks[0].place, "Stra\xc3\x9f" "e 3, K\xc3\xb6ln");
	CHECK_STR(np[1].kiosks[0].name, "Caf\xc3\xa9 Lumen");
	CHECK_INT(netplay_invite(&np[0], "koeln-1", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	CHECK_STR(np[1].invite.peer_name, "Caf\xc3\xa9 Lumen");
	netplay_answer(&np[1], true);
	pump(0);
	CHECK_STR(np[1].game.peer_name, "Caf\xc3\xa9 Lumen");
}

static void test_chat(void)
{
	join();
	CHECK_INT(netplay_invite(&np[0], "koeln-1", NET_GAME_REVERSI, NULL, 3, now), 0);
	pump(1);
	netplay_answer(&np[1], true);
	pump(0);
	CHECK_INT(netplay_chat(&np[0], "Tr\xc3\xa8s bien jou\xc3\xa9 \xe2\x80\x94 \xc5\x93uf", now), 0);
	pump(1);
	CHECK_INT(np[1].chat_count, 1);
	CHECK_STR(np[1].chat[0].text, "Tr\xc3\xa8s bien jou\xc3\xa9 \xe2\x80\x94 \xc5\x93uf");
	/* 59 bytes of 'a' then an é: the é would end at byte 61, past the
	 * 60 a line holds; the line stops before it rather than keep half. */
	char line[80];
	memset(line, 'a', 59);
	strcpy(line + 59, "\xc3\xa9zz");
	CHECK_INT(netplay_chat(&np[0], line, now + 1), 0);
	pump(1);
	CHECK_INT(np[1].chat_count, 2);
	CHECK_INT((int)strlen(np[1].chat[1].text), 59);
	CHECK(utf8_text_ok(np[1].chat[1].text, NULL));
	/* A control character typed here, a malformed byte: '?'. */
	CHECK_INT(netplay_chat(&np[0], "a\tb\xff" "c", now + 2), 0);
	pump(1);
	CHECK_STR(np[1].chat[2].text, "a?b?c");
}

int main(void)
{
	RUN(test_names);
	RUN(test_chat);
	return check_finish();
}
