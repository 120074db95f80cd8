/* The network message parser on arbitrary bytes: the first byte picks a
 * topic (one of ours, or, above the list, the bytes up to the first newline
 * as the topic), the rest is the payload.  No crash, no sanitizer report; a
 * refusal has its status and a reason and leaves the message zeroed; a
 * message that parses encodes to a payload that parses back to it. */
#include "net/net_msg.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char *const topics[] = {
	"tessera/v1/lobby/alice",       "tessera/v1/inbox/bob/alice",   "tessera/v1/game/g1/move/alice",
	"tessera/v1/game/g1/chat/alice", "tessera/v1/game/g1/other/alice",
};
#define TOPICS (sizeof topics / sizeof topics[0])

static struct net_msg m, again;
static const struct net_msg zero;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char topic[NET_TOPIC_MAX * 2], payload[NET_PAYLOAD_MAX];
	struct net_msg_error err;
	if (size == 0)
		return 0;
	if (data[0] < TOPICS) {
		strcpy(topic, topics[data[0]]);
		data++, size--;
	} else {
		const uint8_t *nl = memchr(data + 1, '\n', size - 1);
		size_t n = nl ? (size_t)(nl - data) - 1 : size - 1;
		if (n >= sizeof topic)
			return 0;
		memcpy(topic, data + 1, n);
		topic[n] = '\0';
		data += n + 1 + (nl != NULL);
		size -= n + 1 + (nl != NULL);
	}
	int rc = net_msg_parse(topic, data, size, &m, &err);
	if (rc != NET_MSG_OK) {
		if (rc != err.status || rc >= 0 || err.text[0] == '\0' || memcmp(&m, &zero, sizeof m) != 0)
			abort();
		return 0;
	}
	int len = net_msg_encode(&m, payload, sizeof payload);
	char topic2[NET_TOPIC_MAX + 1];
	if (len < 0 || net_msg_topic(&m, m.from, topic2, sizeof topic2) < 0 ||
	    net_msg_parse(topic2, payload, (size_t)len, &again, &err) != NET_MSG_OK)
		abort();
	if (memcmp(&m, &again, sizeof m) != 0)
		abort();
	return 0;
}
