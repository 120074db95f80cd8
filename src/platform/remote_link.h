/* The app's remote (app/remote.h) over the network link (net/net_link.h):
 * a board config's [network] section becomes a link to the broker, and the
 * link's calls and events become the remote's.  Starting allocates (the
 * link and its threads): before the memory seal.  docs/network.md. */
#ifndef TESSERA_PLATFORM_REMOTE_LINK_H
#define TESSERA_PLATFORM_REMOTE_LINK_H

#include <stddef.h>

#include "app/remote.h"
#include "net/net_link.h"
#include "platform/config.h"

/* Starts the link for cfg (cfg->enabled) and fills *r with the remote over
 * it.  Returns 0 and sets *link, or a negative errno with a sentence in
 * err. */
int remote_link_start(const struct config_network *cfg, struct remote *r, struct net_link **link, char *err,
		      size_t cap);

/* Why a kiosk plays alone after remote_link_start returned rc, in a line
 * for the menu's dimmed lobby entry (the log has err's details); a static
 * string. */
const char *remote_link_off_reason(int rc);

/* The remote's event for one of the link's: 1 when it is one the app takes
 * (a message, connected, disconnected, failed or refused), 0 for one it
 * does not (a message that did not parse: the link counts it). */
int remote_link_event(const struct net_event *in, struct remote_event *out);

#define REMOTE_LINK_BAD_SAID 10		/* messages dropped that the log names one by one ... */
#define REMOTE_LINK_BAD_EVERY 1000	/* ... then one line in this many */
/* The journal's line for one of the link's events, into buf: 1, or 0 when
 * there is none (a message; a dropped one past the first few, *bad_seen
 * counting them). */
int remote_link_log_line(const struct net_event *in, unsigned *bad_seen, char *buf, size_t cap);

#endif
