/* The journal's lines for the link's events (platform/remote_link.c): a
 * message another kiosk sent that was dropped (it did not parse, or its
 * numbers went back) is logged, the first few one by one, then one in
 * REMOTE_LINK_BAD_EVERY with the count, so a peer flooding bad messages
 * cannot flood the journal; state changes are logged as the link says them. */
#include "check.h"
#include "platform/remote_link.h"

#include <string.h>

static void test_bad_message_logged(void)
{
	struct net_event ev = { .kind = NET_EVENT_BAD_MESSAGE };
	strcpy(ev.text, "tessera/v1/game/g1/move/alice: no key seq");
	unsigned seen = 0;
	char line[256];
	CHECK_INT(remote_link_log_line(&ev, &seen, line, sizeof line), 1);
	CHECK_STR(line, "tessera: network: dropped a message (1 so far): tessera/v1/game/g1/move/alice: no key seq");
	int said = 1;
	for (int i = 1; i < 3000; i++)
		said += remote_link_log_line(&ev, &seen, line, sizeof line);
	CHECK_INT(seen, 3000);
	CHECK_INT(said, REMOTE_LINK_BAD_SAID + 3);	/* then 1000, 2000, 3000 */
	CHECK_STR(line, "tessera: network: dropped a message (3000 so far): tessera/v1/game/g1/move/alice: no key seq");
	/* The app never sees it. */
	struct remote_event out;
	CHECK_INT(remote_link_event(&ev, &out), 0);
}

static void test_state_logged(void)
{
	unsigned seen = 0;
	char line[256];
	struct net_event ev = { .kind = NET_EVENT_CONNECTED };
	CHECK_INT(remote_link_log_line(&ev, &seen, line, sizeof line), 1);
	CHECK_STR(line, "tessera: network: connected to the broker");
	ev = (struct net_event){ .kind = NET_EVENT_REFUSED, .code = 135 };
	strcpy(ev.text, "the broker refused the connection: Not authorized");
	CHECK_INT(remote_link_log_line(&ev, &seen, line, sizeof line), 1);
	CHECK_STR(line, "tessera: network: the broker refused the connection: Not authorized");
	ev = (struct net_event){ .kind = NET_EVENT_MESSAGE };
	CHECK_INT(remote_link_log_line(&ev, &seen, line, sizeof line), 0);
	CHECK_INT(seen, 0);
}

int main(void)
{
	RUN(test_bad_message_logged);
	RUN(test_state_logged);
	return check_finish();
}
