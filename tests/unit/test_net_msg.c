/* The wire format of src/net/net_msg.h: each kind written by hand as
 * docs/network.md describes it parses to the fields it names; encode gives
 * the same text back; hostile payloads and topics are refused with their
 * reason, leaving the message zeroed. */
#include "check.h"
#include "status_check.h"
#include "net/net_msg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct net_msg m, again;
static struct net_msg_error err;

static int parse(const char *topic, const char *payload)
{
	return net_msg_parse(topic, payload, strlen(payload), &m, &err);
}

/* encode m, then parse it back on the topic net_msg_topic gives for sender
 * from: the same message, field for field. */
static void check_round_trip(const char *from)
{
	char topic[NET_TOPIC_MAX + 1], buf[NET_PAYLOAD_MAX];
	int len = net_msg_encode(&m, buf, sizeof buf);
	CHECK_MSG(len >= 0, net_msg_status_text(len));
	CHECK(net_msg_topic(&m, from, topic, sizeof topic) > 0);
	CHECK_INT(net_msg_parse(topic, buf, (size_t)(len < 0 ? 0 : len), &again, &err), NET_MSG_OK);
	CHECK_STR(again.from, from);
	snprintf(again.from, sizeof again.from, "%s", m.from);
	CHECK_MSG(memcmp(&again, &m, sizeof m) == 0, "the message read back differs from the one written");
}

static void test_move(void)
{
	CHECK_INT(parse("tessera/v1/game/g-17/move/cafe_lumen", "move\nseq 3\ntext 8D WINDY\n"), NET_MSG_OK);
	CHECK_INT(m.kind, NET_MSG_MOVE);
	CHECK_STR(m.from, "cafe_lumen");
	CHECK_STR(m.game_id, "g-17");
	CHECK_INT(m.seq, 3);
	CHECK_STR(m.u.move.text, "8D WINDY");
	check_round_trip("cafe_lumen");
	/* The last newline is optional, and a key of a later version is skipped. */
	CHECK_INT(parse("tessera/v1/game/g/move/a", "move\nclock 1200\nseq 18446744073709551615\ntext pass"), NET_MSG_OK);
	CHECK(m.seq == 18446744073709551615u);
	CHECK_STR(m.u.move.text, "pass");
}

static void test_presence_and_gone(void)
{
	CHECK_INT(parse("tessera/v1/lobby/lib-3",
	                "presence\nname Médiathèque\nplace Lyon 3e\ngame reversi\nstatus busy\n"), NET_MSG_OK);
	CHECK_INT(m.kind, NET_MSG_PRESENCE);
	CHECK_STR(m.from, "lib-3");
	CHECK_STR(m.u.presence.name, "Médiathèque");
	CHECK_STR(m.u.presence.place, "Lyon 3e");
	CHECK_INT(m.u.presence.game, NET_GAME_REVERSI);
	CHECK_INT(m.u.presence.status, NET_STATUS_BUSY);
	CHECK_INT(m.seq, 0);
	CHECK_STR(m.game_id, ""); /* an older kiosk's: no game said */
	check_round_trip("lib-3");
	/* The game it plays across tables (since 2026-11-29), or "-" for one
	 * at its own table; written only when there is one. */
	CHECK_INT(parse("tessera/v1/lobby/lib-3", "presence\nname M\ngame any\nstatus playing\nid g0123456789abcdef\n"),
	          NET_MSG_OK);
	CHECK_STR(m.game_id, "g0123456789abcdef");
	CHECK_INT(m.u.presence.status, NET_STATUS_PLAYING);
	check_round_trip("lib-3");
	char text[NET_PAYLOAD_MAX];
	int n = net_msg_encode(&m, text, sizeof text);
	CHECK(n > 0 && memmem(text, (size_t)n, "\nid g0123456789abcdef\n", 22) != NULL);
	CHECK_INT(parse("tessera/v1/lobby/lib-3", "presence\nname M\ngame any\nstatus playing\nid -\n"), NET_MSG_OK);
	CHECK_STR(m.game_id, NET_GAME_ID_LOCAL);
	m.game_id[0] = 0;
	n = net_msg_encode(&m, text, sizeof text);
	CHECK(n > 0 && memmem(text, (size_t)n, "\nid", 3) == NULL);
	static const char *const bad_ids[] = { "id g/1", "id ", "id G1", "id 0123456789012345678901234" };
	for (int i = 0; i < 4; i++) {
		char payload[128];
		snprintf(payload, sizeof payload, "presence\nname M\ngame any\nstatus playing\n%s\n", bad_ids[i]);
		CHECK_MSG(parse("tessera/v1/lobby/lib-3", payload) < 0, bad_ids[i]);
		CHECK_MSG(strstr(err.text, ": id") != NULL, err.text);
	}
	/* Nobody at its table (since 2026-11-29): "away 1", written only when
	 * so; any number is a number (a later version may say more), a
	 * word is refused. */
	CHECK_INT(parse("tessera/v1/lobby/lib-3", "presence\nname M\ngame any\nstatus playing\nid g1\naway 1\n"),
	          NET_MSG_OK);
	CHECK(m.u.presence.away == 1);
	CHECK_STR(m.game_id, "g1");
	check_round_trip("lib-3");
	n = net_msg_encode(&m, text, sizeof text);
	CHECK(n > 0 && memmem(text, (size_t)n, "\naway 1\n", 8) != NULL);
	m.u.presence.away = 0;
	n = net_msg_encode(&m, text, sizeof text);
	CHECK(n > 0 && memmem(text, (size_t)n, "away", 4) == NULL);
	CHECK_INT(parse("tessera/v1/lobby/lib-3", "presence\nname M\ngame any\nstatus playing\naway 7\n"), NET_MSG_OK);
	CHECK(m.u.presence.away == 7);
	CHECK_INT(parse("tessera/v1/lobby/lib-3", "presence\nname M\ngame any\nstatus playing\n"), NET_MSG_OK);
	CHECK(m.u.presence.away == 0); /* an older kiosk's: someone there, as before */
	CHECK(parse("tessera/v1/lobby/lib-3", "presence\nname M\ngame any\nstatus playing\naway yes\n") < 0);
	CHECK_MSG(strstr(err.text, ": away") != NULL, err.text);
	/* An empty retained payload clears a presence: the kiosk is gone. */
	CHECK_INT(net_msg_parse("tessera/v1/lobby/lib-3", "", 0, &m, &err), NET_MSG_OK);
	CHECK_INT(m.kind, NET_MSG_GONE);
	CHECK_STR(m.from, "lib-3");
	char buf[8];
	CHECK_INT(net_msg_encode(&m, buf, sizeof buf), 0);
}

static void test_invite_reply_chat_end(void)
{
	CHECK_INT(parse("tessera/v1/inbox/bob/alice",
	                "invite\nseq 1700000000000001\nid g1\ngame words\nrules challenge=double\nseed 42\n"),
	          NET_MSG_OK);
	CHECK_INT(m.kind, NET_MSG_INVITE);
	CHECK_STR(m.to, "bob");
	CHECK_STR(m.from, "alice");
	CHECK_STR(m.game_id, "g1");
	CHECK_INT(m.u.invite.game, NET_GAME_WORDS);
	CHECK_STR(m.u.invite.rules, "challenge=double");
	CHECK_INT(m.u.invite.seed, 42);
	check_round_trip("alice");
	CHECK_INT(m.u.invite.version, 0); /* an older kiosk's: not said */
	CHECK_INT(parse("tessera/v1/inbox/alice/bob", "reply\nseq 5\nid g1\nanswer decline\n"), NET_MSG_OK);
	CHECK_INT(m.u.reply.answer, NET_ANSWER_DECLINE);
	check_round_trip("bob");
	/* The moves each kiosk plays (since 2026-11-29), in the invitation and
	 * its acceptance; written only when said. */
	CHECK_INT(parse("tessera/v1/inbox/bob/alice", "invite\nseq 2\nid g2\ngame words\nseed 1\nversion 2\n"), NET_MSG_OK);
	CHECK_INT(m.u.invite.version, NET_PLAY_VERSION);
	check_round_trip("alice");
	CHECK_INT(parse("tessera/v1/inbox/alice/bob", "reply\nseq 6\nid g2\nanswer accept\nversion 2\n"), NET_MSG_OK);
	CHECK_INT(m.u.reply.version, NET_PLAY_VERSION);
	check_round_trip("bob");
	char text[NET_PAYLOAD_MAX];
	m.u.reply.version = 0;
	int len = net_msg_encode(&m, text, sizeof text);
	CHECK(len > 0 && memmem(text, (size_t)len, "version", 7) == NULL);
	CHECK(parse("tessera/v1/inbox/alice/bob", "reply\nseq 6\nid g2\nanswer accept\nversion two\n") < 0);
	CHECK_MSG(strstr(err.text, "version") != NULL, err.text);
	CHECK_INT(parse("tessera/v1/game/g1/chat/bob", "chat\nseq 9\ntext Good move!\n"), NET_MSG_OK);
	CHECK_INT(m.kind, NET_MSG_CHAT);
	CHECK_STR(m.u.chat.text, "Good move!");
	check_round_trip("bob");
	/* END travels with the moves: one ordered stream per sender. */
	CHECK_INT(parse("tessera/v1/game/g1/move/bob", "end\nseq 30\nreason disagree\ntext 8D WINDY\n"), NET_MSG_OK);
	CHECK_INT(m.kind, NET_MSG_END);
	CHECK_INT(m.u.end.reason, NET_END_DISAGREE);
	check_round_trip("bob");
}

/* parse must refuse with want, say why (text naming what), and leave m zeroed. */
static void refused(const char *topic, const char *payload, size_t len, enum net_msg_status want, const char *says)
{
	static const struct net_msg zero;
	memset(&m, 0x55, sizeof m);
	int got = net_msg_parse(topic, payload, len, &m, &err);
	CHECK_INT(got, want);
	CHECK_INT(err.status, want);
	char what[200];
	snprintf(what, sizeof what, "reason \"%s\" should contain \"%s\" (payload \"%.40s\")", err.text, says, payload);
	CHECK_MSG(strstr(err.text, says) != NULL, what);
	CHECK_MSG(memcmp(&m, &zero, sizeof m) == 0, "a refused message is left zeroed");
}
#define REFUSED(topic, payload, want, says) refused(topic, payload, strlen(payload), want, says)

static void test_hostile_topics(void)
{
	const char *ok = "move\nseq 1\ntext d3\n";
	REFUSED("tessera/v2/game/g/move/a", ok, NET_MSG_ERR_TOPIC, "topic");
	REFUSED("tessera/v1/game/g/move/A", ok, NET_MSG_ERR_TOPIC, "topic");
	REFUSED("tessera/v1/game/g/move/", ok, NET_MSG_ERR_TOPIC, "topic");
	REFUSED("tessera/v1/game/g/move/a/b", ok, NET_MSG_ERR_TOPIC, "topic");
	REFUSED("tessera/v1/game/g/moves/a", ok, NET_MSG_ERR_TOPIC, "topic");
	REFUSED("tessera/v1/game/a234567890123456789012345/move/a", ok, NET_MSG_ERR_TOPIC, "topic");
	REFUSED("tessera/v1/lobby/a", ok, NET_MSG_ERR_KIND, "kind");
	/* A chat sent on the move topic, a move on the chat topic: the kind must fit. */
	REFUSED("tessera/v1/game/g/chat/a", ok, NET_MSG_ERR_KIND, "kind");
	REFUSED("tessera/v1/game/g/move/a", "chat\nseq 1\ntext hi\n", NET_MSG_ERR_KIND, "kind");
	REFUSED("tessera/v1/game/g/move/a", "", NET_MSG_ERR_KIND, "empty");
}

static void test_hostile_payloads(void)
{
	const char *t = "tessera/v1/game/g/move/a";
	REFUSED(t, "move\nseq 0\ntext d3\n", NET_MSG_ERR_VALUE, "seq");
	REFUSED(t, "move\nseq 18446744073709551616\ntext d3\n", NET_MSG_ERR_VALUE, "seq");
	REFUSED(t, "move\nseq 07\ntext d3\n", NET_MSG_ERR_VALUE, "seq");
	REFUSED(t, "move\nseq -1\ntext d3\n", NET_MSG_ERR_VALUE, "seq");
	REFUSED(t, "move\nseq 1\n", NET_MSG_ERR_MISSING, "text");
	REFUSED(t, "move\nseq 1\ntext \n", NET_MSG_ERR_MISSING, "text");
	REFUSED(t, "move\nseq 1\nseq 2\ntext d3\n", NET_MSG_ERR_REPEATED, "seq");
	REFUSED(t, "move\nseq 1\ntext d3\n\n", NET_MSG_ERR_SYNTAX, "line 4");
	REFUSED(t, "move\nseq 1\ntext\n", NET_MSG_ERR_SYNTAX, "line 3");
	REFUSED(t, "move\nseq 1\ntext a\tb\n", NET_MSG_ERR_TEXT, "text");
	REFUSED(t, "move\nseq 1\ntext a\x7f\n", NET_MSG_ERR_TEXT, "text");
	REFUSED(t, "move\nseq 1\ntext \xc3\n", NET_MSG_ERR_TEXT, "text");       /* cut UTF-8 */
	REFUSED(t, "move\nseq 1\ntext \xc0\xaf\n", NET_MSG_ERR_TEXT, "text");   /* overlong '/' */
	REFUSED(t, "move\nseq 1\ntext \xed\xa0\x80\n", NET_MSG_ERR_TEXT, "text"); /* a surrogate */
	REFUSED(t, "move\nseq 1\ntext 0123456789012345678901234567890123456789012345678901234567890123x\n",
	        NET_MSG_ERR_TOO_LONG, "text");
	refused(t, "move\nseq 1\ntext a\0b\n", 19, NET_MSG_ERR_SYNTAX, "NUL");
	REFUSED("tessera/v1/lobby/a", "presence\nname A\ngame chess\nstatus free\n", NET_MSG_ERR_VALUE, "game");
	REFUSED("tessera/v1/inbox/b/a", "reply\nseq 1\nid g/1\nanswer accept\n", NET_MSG_ERR_VALUE, "id");
	/* Bounded: more than 16 lines, or more than 512 bytes, whatever they hold. */
	char many[600] = "move\nseq 1\ntext d3\n";
	for (int i = 0; i < 14; i++)
		strcat(many, "x 1\n");
	REFUSED(t, many, NET_MSG_ERR_TOO_LONG, "16 lines");
	memset(many, 'a', sizeof many - 1);
	many[sizeof many - 1] = '\0';
	REFUSED(t, many, NET_MSG_ERR_TOO_LONG, "512");
}

/* A value at the very end of the payload is read within its length: the
 * payload is a received buffer, not a C string (under ASan, a read past it
 * fails here). */
static void test_value_at_the_end(void)
{
	static const char text[] = "reply\nseq 1\nanswer accept\nid g1";
	char *exact = malloc(sizeof text - 1);
	memcpy(exact, text, sizeof text - 1);
	CHECK_INT(net_msg_parse("tessera/v1/inbox/b/a", exact, sizeof text - 1, &m, &err), NET_MSG_OK);
	CHECK_STR(m.game_id, "g1");
	CHECK_INT(net_msg_parse("tessera/v1/inbox/b/a", exact, sizeof text - 2, &m, &err), NET_MSG_OK);
	CHECK_STR(m.game_id, "g");
	free(exact);
}

static void test_encode_refuses(void)
{
	char buf[NET_PAYLOAD_MAX], topic[NET_TOPIC_MAX + 1];
	memset(&m, 0, sizeof m);
	m.kind = NET_MSG_MOVE;
	snprintf(m.game_id, sizeof m.game_id, "g1");
	snprintf(m.u.move.text, sizeof m.u.move.text, "d3");
	CHECK_INT(net_msg_encode(&m, buf, sizeof buf), NET_MSG_ERR_VALUE); /* seq 0 */
	m.seq = 1;
	CHECK_INT(net_msg_encode(&m, buf, 8), NET_MSG_ERR_SPACE);
	snprintf(m.u.move.text, sizeof m.u.move.text, "a\nseq 9");
	CHECK_INT(net_msg_encode(&m, buf, sizeof buf), NET_MSG_ERR_TEXT); /* no smuggled lines */
	CHECK_INT(net_msg_topic(&m, "Bob", topic, sizeof topic), NET_MSG_ERR_TOPIC);
	CHECK_INT(net_msg_topic(&m, "bob", topic, sizeof topic), (int)strlen("tessera/v1/game/g1/move/bob"));
	CHECK_STR(topic, "tessera/v1/game/g1/move/bob");
	m.kind = NET_MSG_INVITE;
	CHECK_INT(net_msg_topic(&m, "bob", topic, sizeof topic), NET_MSG_ERR_TOPIC); /* no recipient */
	snprintf(m.to, sizeof m.to, "ann");
	CHECK(net_msg_topic(&m, "bob", topic, sizeof topic) > 0);
	CHECK_STR(topic, "tessera/v1/inbox/ann/bob");
}

static const char *status_text(int code)
{
	return net_msg_status_text((enum net_msg_status)code);
}

/* Names with accents pass byte for byte within the same byte limits (40 in
 * a name: 20 two-byte letters), and a name that is not UTF-8 - a kiosk
 * sending Latin-1, or a hostile one - is refused, saying so. */
static void test_names_in_utf8(void)
{
	const char *l = "tessera/v1/lobby/cafe-1";
	CHECK_INT(parse(l, "presence\nname Caf\xc3\xa9 \xc5\x81\xc3\xb3" "d\xc5\xba\nplace Stra\xc3\x9f" "e 3, K\xc3\xb6ln\n"
			   "game any\nstatus free\n"), NET_MSG_OK);
	CHECK_STR(m.u.presence.name, "Caf\xc3\xa9 \xc5\x81\xc3\xb3" "d\xc5\xba");
	CHECK_STR(m.u.presence.place, "Stra\xc3\x9f" "e 3, K\xc3\xb6ln");
	check_round_trip("cafe-1");
	char payload[128], twenty[41] = "";
	for (int i = 0; i < 20; i++)
		strcat(twenty, "\xc3\xa9");
	snprintf(payload, sizeof payload, "presence\nname %s\ngame any\nstatus free\n", twenty);
	CHECK_INT(parse(l, payload), NET_MSG_OK);
	CHECK_STR(m.u.presence.name, twenty);
	snprintf(payload, sizeof payload, "presence\nname %se\ngame any\nstatus free\n", twenty);
	REFUSED(l, payload, NET_MSG_ERR_TOO_LONG, "name");
	REFUSED(l, "presence\nname Caf\xe9\ngame any\nstatus free\n", NET_MSG_ERR_TEXT, "not UTF-8 text (bad UTF-8 or a control character): name");
	REFUSED(l, "presence\nname Caf\xc3" "\ngame any\nstatus free\n", NET_MSG_ERR_TEXT, "name");
	REFUSED(l, "presence\nname A\nplace \xf4\x90\x80\x80" "\ngame any\nstatus free\n", NET_MSG_ERR_TEXT, "place");
	REFUSED("tessera/v1/game/g/chat/a", "chat\nseq 1\ntext \xc2\x9b" "31m\n", NET_MSG_ERR_TEXT, "text"); /* C1 CSI */
	CHECK_INT(parse("tessera/v1/game/g/chat/a", "chat\nseq 1\ntext Tr\xc3\xa8s bien jou\xc3\xa9 \xe2\x80\x94 \xe2\x82\xac\n"),
		  NET_MSG_OK);
	CHECK_STR(m.u.chat.text, "Tr\xc3\xa8s bien jou\xc3\xa9 \xe2\x80\x94 \xe2\x82\xac");
}

static void test_status_texts(void)
{
	static const int codes[] = {NET_MSG_OK, NET_MSG_ERR_TOPIC, NET_MSG_ERR_TOO_LONG, NET_MSG_ERR_KIND,
	                            NET_MSG_ERR_SYNTAX, NET_MSG_ERR_VALUE, NET_MSG_ERR_MISSING,
	                            NET_MSG_ERR_REPEATED, NET_MSG_ERR_SPACE, NET_MSG_ERR_TEXT};
	check_status_texts("net_msg", codes, (int)(sizeof codes / sizeof codes[0]), status_text);
}

int main(void)
{
	RUN(test_move);
	RUN(test_presence_and_gone);
	RUN(test_invite_reply_chat_end);
	RUN(test_hostile_topics);
	RUN(test_hostile_payloads);
	RUN(test_names_in_utf8);
	RUN(test_value_at_the_end);
	RUN(test_encode_refuses);
	RUN(test_status_texts);
	return check_finish();
}
