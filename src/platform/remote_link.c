/* The remote over the network link: a thin table of four calls. */
#include "platform/remote_link.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>


#include "net/net_mosq.h"
#include "platform/seal.h"

static int link_send(void *ctx, const struct net_msg *m)
{
	return net_link_send(ctx, m);
}

int remote_link_event(const struct net_event *in, struct remote_event *out)
{
	memset(out, 0, sizeof *out);
	switch (in->kind) {
	case NET_EVENT_MESSAGE:
		out->kind = REMOTE_MESSAGE;
		out->msg = in->msg;
		return 1;
	case NET_EVENT_CONNECTED:
		out->kind = REMOTE_CONNECTED;
		return 1;
	case NET_EVENT_DISCONNECTED:
		out->kind = REMOTE_DISCONNECTED;
		return 1;
	case NET_EVENT_REFUSED:
	case NET_EVENT_FAILED:
		/* Refused: the broker said no to something this kiosk sent
		 * (its ACL); failed: the link gave up.  Either way the lobby
		 * says it. */
		out->kind = REMOTE_FAILED;
		snprintf(out->text, sizeof out->text, "%.150s", in->text);
		return 1;
	case NET_EVENT_BAD_MESSAGE:
		return 0;
	}
	return 0;
}

int remote_link_log_line(const struct net_event *in, unsigned *bad_seen, char *buf, size_t cap)
{
	switch (in->kind) {
	case NET_EVENT_CONNECTED:
		snprintf(buf, cap, "tessera: network: connected to the broker");
		return 1;
	case NET_EVENT_DISCONNECTED:
	case NET_EVENT_REFUSED:
	case NET_EVENT_FAILED:
		snprintf(buf, cap, "tessera: network: %s", in->text);
		return 1;
	case NET_EVENT_BAD_MESSAGE:
		/* Another kiosk's fault, maybe a hostile one: the first few said,
		 * then every REMOTE_LINK_BAD_EVERY-th, counted. */
		if (++*bad_seen > REMOTE_LINK_BAD_SAID && *bad_seen % REMOTE_LINK_BAD_EVERY)
			return 0;
		snprintf(buf, cap, "tessera: network: dropped a message (%u so far): %s", *bad_seen, in->text);
		return 1;
	case NET_EVENT_MESSAGE:
		break;
	}
	return 0;
}

/* The operator reads the journal: the link's state changes go there (the
 * link says each failure once until it changes or the next good
 * connection, so this is no flood). */
static void log_link_state(const struct net_event *in)
{
	static unsigned bad_seen; /* one link per program */
	char line[256];
	if (remote_link_log_line(in, &bad_seen, line, sizeof line))
		fprintf(stderr, "%s\n", line);
}

static int link_poll(void *ctx, struct remote_event *ev)
{
	struct net_event in;
	while (net_link_poll(ctx, &in) == 1) {
		log_link_state(&in);
		if (remote_link_event(&in, ev))
			return 1;
	}
	return 0;
}

static int link_follow(void *ctx, const char *game_id, const char *peer, uint64_t move_seq, uint64_t chat_seq)
{
	return net_link_follow(ctx, game_id, peer, move_seq, chat_seq);
}

static int link_unfollow(void *ctx, const char *game_id)
{
	return net_link_unfollow(ctx, game_id);
}

static const struct remote_ops link_ops = { link_send, link_poll, link_follow, link_unfollow };

/* The link's threads run libmosquitto, which allocates: they, and only
 * they, may do so after the seal (the game thread still may not). */
static void link_thread_may_allocate(void)
{
	seal_allow(true);
}

int remote_link_start(const struct config_network *cfg, struct remote *r, struct net_link **link, char *err,
		      size_t cap)
{
	struct net_link_config lc = {
		.host = cfg->host,
		.port = cfg->port,
		.ca_file = cfg->ca_file[0] ? cfg->ca_file : NULL,
		.user = cfg->user,
		.password_file = cfg->password_file[0] ? cfg->password_file : NULL,
		.display_name = cfg->name,
		.place = cfg->place,
		.thread_start = link_thread_may_allocate,
	};
	int rc = net_link_start(&lc, link, err, cap);
	if (rc)
		return rc;
	memset(r, 0, sizeof *r);
	r->ops = &link_ops;
	r->ctx = *link;
	snprintf(r->self, sizeof r->self, "%s", cfg->user);
	return 0;
}

const char *remote_link_off_reason(int rc)
{
	switch (rc) {
	case -ELIBACC:
		return "Network play needs " NET_MOSQ_PACKAGE ", which is not installed";
	case -ENOTSUP:
		return "Network play needs the dynamic build of tessera";
	default:
		return "Network play is off: the log says why";
	}
}
