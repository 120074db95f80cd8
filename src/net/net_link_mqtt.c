/* The link's two threads and libmosquitto.
 *
 * The network thread runs the client's loop (mosquitto_loop) and connects
 * and reconnects itself, with a backoff, whatever the error.  It does not
 * use mosquitto_loop_start: the loop behind it (mosquitto_loop_forever)
 * returns for good on errors it takes as fatal, among them a failed DNS
 * lookup (MOSQ_ERR_EAI), a TLS error and an authentication error, which a
 * café's router restarting or a broker renewing its certificate produce;
 * a kiosk must keep trying.  And the first connect with CONNECT properties
 * (the session expiry) is a blocking call, which here blocks this thread,
 * never the caller's.
 * The outbox thread takes what the caller queued and publishes it; in
 * threaded mode libmosquitto wakes the loop through its socket pair.  Both
 * threads may allocate (the library does); the caller's never does. */
#include "net/net_link_int.h"
#include "net/net_mosq.h"

#include <errno.h>
#include <mqtt_protocol.h>
#include <stdio.h>
#include <string.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

#define LOOP_TIMEOUT_MS 1000
#define RETRY_FIRST_MS 250
#define RETRY_MAX_MS 4000

static void sleep_ms(int ms)
{
	struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		;
}

static void wake(int fd)
{
	uint64_t one = 1;
	ssize_t w = write(fd, &one, sizeof one);
	(void)w; /* only fails when the counter is saturated: it is readable then anyway */
}

void net_mqtt_emit(struct net_link *link, enum net_event_kind kind, int code, const char *text)
{
	struct net_event *ev;
	/* A full ring waits for the caller rather than dropping: the broker
	 * holds what comes behind (QoS 1 flow control). */
	while (!(ev = net_ring_slot(&link->in))) {
		if (atomic_load(&link->stopping))
			return;
		sleep_ms(1);
	}
	memset(ev, 0, sizeof *ev);
	ev->kind = kind;
	ev->code = code;
	snprintf(ev->text, sizeof ev->text, "%s", text);
	net_ring_push(&link->in);
	wake(link->in_fd);
}

/* ---- callbacks (network thread) --------------------------------------------- */

static void subscribe(struct net_link *link, const char *topic)
{
	int rc = link->mq->subscribe_v5(link->mosq, NULL, topic, 1, MQTT_SUB_OPT_NO_LOCAL, NULL);
	if (rc != MOSQ_ERR_SUCCESS) {
		char text[160];
		snprintf(text, sizeof text, "subscribe %s: %s", topic, link->mq->strerror(rc));
		net_mqtt_emit(link, NET_EVENT_REFUSED, rc, text);
	}
}

static void game_topic(char *topic, size_t cap, const char *game_id)
{
	snprintf(topic, cap, NET_TOPIC_ROOT "game/%.*s/+/+", NET_GAME_ID_MAX, game_id);
}

/* What a (re)connect sets up: subscriptions (the session may have expired)
 * and our presence, which a last will may have cleared meanwhile. */
static void on_connect(struct mosquitto *mosq, void *arg, int rc, int flags, const mosquitto_property *props)
{
	struct net_link *link = arg;
	char topic[NET_TOPIC_MAX + 1];
	(void)mosq;
	(void)props;
	if (rc != 0) {
		/* Once until it changes: a wrong password is refused at every retry. */
		if (rc == link->refusal_said)
			return;
		link->refusal_said = rc;
		char text[160];
		snprintf(text, sizeof text, "the broker refused the connection: %s", link->mq->reason_string(rc));
		net_mqtt_emit(link, NET_EVENT_REFUSED, rc, text);
		return;
	}
	link->refusal_said = 0;
	atomic_store(&link->connected, true);
	subscribe(link, NET_TOPIC_ROOT "lobby/+");
	snprintf(topic, sizeof topic, NET_TOPIC_ROOT "inbox/%s/+", link->user);
	subscribe(link, topic);
	pthread_mutex_lock(&link->shared_lock);
	for (int g = 0; g < NET_LINK_GAMES; g++)
		if (link->unfollowed[g][0]) {
			game_topic(topic, sizeof topic, link->unfollowed[g]);
			link->mq->unsubscribe_v5(link->mosq, NULL, topic, NULL);
			link->unfollowed[g][0] = '\0';
		}
	for (int g = 0; g < NET_LINK_GAMES; g++)
		if (link->games[g][0]) {
			game_topic(topic, sizeof topic, link->games[g]);
			subscribe(link, topic);
		}
	if (link->presence_len > 0) {
		snprintf(topic, sizeof topic, NET_TOPIC_ROOT "lobby/%s", link->user);
		if (link->mq->publish_v5(link->mosq, NULL, topic, link->presence_len, link->presence_payload, 1,
		                         true, NULL) == MOSQ_ERR_SUCCESS)
			atomic_fetch_add(&link->published, 1);
	}
	pthread_mutex_unlock(&link->shared_lock);
	net_mqtt_emit(link, NET_EVENT_CONNECTED, flags & 1, "connected");
}

static void on_disconnect(struct mosquitto *mosq, void *arg, int rc, const mosquitto_property *props)
{
	struct net_link *link = arg;
	(void)mosq;
	(void)props;
	if (!atomic_exchange(&link->connected, false))
		return;
	net_mqtt_emit(link, NET_EVENT_DISCONNECTED, rc, rc ? "lost the broker; retrying" : "disconnected");
}

static void on_publish(struct mosquitto *mosq, void *arg, int mid, int reason, const mosquitto_property *props)
{
	struct net_link *link = arg;
	(void)mosq;
	(void)props;
	atomic_fetch_add(&link->acked, 1);
	if (reason >= 0x80) {
		char text[160];
		atomic_fetch_add(&link->refused, 1);
		snprintf(text, sizeof text, "the broker refused publish %d: %s", mid, link->mq->reason_string(reason));
		net_mqtt_emit(link, NET_EVENT_REFUSED, reason, text);
	}
}

static void on_subscribe(struct mosquitto *mosq, void *arg, int mid, int count, const int *granted,
                         const mosquitto_property *props)
{
	struct net_link *link = arg;
	(void)mosq;
	(void)props;
	for (int i = 0; i < count; i++)
		if (granted[i] >= 0x80) {
			char text[160];
			atomic_fetch_add(&link->refused, 1);
			snprintf(text, sizeof text, "the broker refused subscription %d: %s", mid,
			         link->mq->reason_string(granted[i]));
			net_mqtt_emit(link, NET_EVENT_REFUSED, granted[i], text);
		}
}

static void on_message(struct mosquitto *mosq, void *arg, const struct mosquitto_message *m,
                       const mosquitto_property *props)
{
	struct net_link *link = arg;
	struct net_msg_error err;
	struct net_event *ev;
	(void)mosq;
	(void)props;
	while (!(ev = net_ring_slot(&link->in))) {
		if (atomic_load(&link->stopping))
			return;
		sleep_ms(1);
	}
	memset(ev, 0, sizeof *ev);
	if (net_msg_parse(m->topic, m->payload, (size_t)m->payloadlen, &ev->msg, &err) == NET_MSG_OK) {
		ev->kind = NET_EVENT_MESSAGE;
	} else {
		atomic_fetch_add(&link->bad, 1);
		ev->kind = NET_EVENT_BAD_MESSAGE;
		ev->code = err.status;
		snprintf(ev->text, sizeof ev->text, "%.70s: %.80s", m->topic, err.text);
	}
	net_ring_push(&link->in);
	wake(link->in_fd);
}

/* ---- the network thread ---------------------------------------------------------- */

static int connect_once(struct net_link *link)
{
	mosquitto_property *props = NULL;
	int rc = link->mq->property_add_int32(&props, MQTT_PROP_SESSION_EXPIRY_INTERVAL, link->session_expiry_s);
	if (rc == MOSQ_ERR_SUCCESS) {
		pthread_mutex_lock(&link->mosq_lock);
		if (atomic_load(&link->stopping))
			rc = MOSQ_ERR_NO_CONN;
		else
			rc = link->mq->connect_bind_v5(link->mosq, link->host, link->port, link->keepalive_s, NULL, props);
		pthread_mutex_unlock(&link->mosq_lock);
	}
	link->mq->property_free_all(&props);
	return rc;
}

/* Say once, until the next good connection, that the broker cannot be
 * reached, and why (errno is read first, before anything can change it). */
static void say_down(struct net_link *link, int rc, bool *said)
{
	char text[160];
	static const char tail[] = "; retrying";
	const char *why = rc == MOSQ_ERR_ERRNO ? strerror(errno) : link->mq->strerror(rc);
	if (*said)
		return;
	int n = snprintf(text, sizeof text, "cannot reach the broker %.64s:%d: ", link->host, link->port);
	/* The reason gets the room left, cut between words. */
	net_link_cut_words(text + n, sizeof text - (size_t)n - (sizeof tail - 1), why);
	strcat(text, tail);
	net_mqtt_emit(link, NET_EVENT_DISCONNECTED, rc, text);
	*said = true;
}

/* Wait before the next attempt, *retry_ms doubling up to RETRY_MAX_MS. */
static void wait_retry(struct net_link *link, int *retry_ms)
{
	for (int waited = 0; waited < *retry_ms && !atomic_load(&link->stopping); waited += 50)
		sleep_ms(50);
	*retry_ms = *retry_ms * 2 > RETRY_MAX_MS ? RETRY_MAX_MS : *retry_ms * 2;
}

static void *net_thread(void *arg)
{
	struct net_link *link = arg;
	if (link->thread_start)
		link->thread_start();
	int retry_ms = RETRY_FIRST_MS;
	bool said_down = false;
	while (!atomic_load(&link->stopping)) {
		int rc = connect_once(link);
		while (rc == MOSQ_ERR_SUCCESS && !atomic_load(&link->stopping))
			rc = link->mq->loop(link->mosq, LOOP_TIMEOUT_MS, 1);
		if (atomic_load(&link->stopping)) {
			/* Let the DISCONNECT packet out, so the broker sends no last will. */
			for (int i = 0; i < 1000 && !atomic_load(&link->disconnect_queued); i++)
				sleep_ms(1);
			for (int i = 0; i < 20 && link->mq->want_write(link->mosq); i++)
				link->mq->loop(link->mosq, 50, 1);
			break;
		}
		/* A session that got its CONNACK says it was lost; a failure before
		 * that (the socket, the TLS handshake, a refusal) is said once. */
		if (atomic_load(&link->connected)) {
			on_disconnect(link->mosq, link, rc, NULL);
			said_down = false;
			retry_ms = RETRY_FIRST_MS;
		} else {
			say_down(link, rc, &said_down);
		}
		wait_retry(link, &retry_ms);
	}
	return NULL;
}

/* ---- the outbox thread ------------------------------------------------------------- */

/* A game unfollowed while disconnected is unsubscribed on the next connect
 * (its subscription lives in the broker's session); followed again, it is
 * not.  Called with shared_lock held. */
static void unfollowed_later(struct net_link *link, const struct net_out *o)
{
	int slot = -1;
	for (int g = 0; g < NET_LINK_GAMES; g++) {
		if (strcmp(link->unfollowed[g], o->topic) == 0)
			link->unfollowed[g][0] = '\0';
		if (!link->unfollowed[g][0] && slot < 0)
			slot = g;
	}
	if (o->op == NET_OUT_UNFOLLOW && slot >= 0)
		snprintf(link->unfollowed[slot], sizeof link->unfollowed[slot], "%.*s", NET_GAME_ID_MAX, o->topic);
}

static void follow_change(struct net_link *link, const struct net_out *o)
{
	char topic[NET_TOPIC_MAX + 1];
	int free_slot = -1, found = -1;
	game_topic(topic, sizeof topic, o->topic);
	pthread_mutex_lock(&link->shared_lock);
	if (!atomic_load(&link->connected))
		unfollowed_later(link, o);
	for (int g = 0; g < NET_LINK_GAMES; g++) {
		if (strcmp(link->games[g], o->topic) == 0)
			found = g;
		else if (!link->games[g][0] && free_slot < 0)
			free_slot = g;
	}
	if (o->op == NET_OUT_FOLLOW && found < 0 && free_slot >= 0)
		snprintf(link->games[free_slot], sizeof link->games[free_slot], "%.*s", NET_GAME_ID_MAX, o->topic);
	if (o->op == NET_OUT_UNFOLLOW && found >= 0)
		link->games[found][0] = '\0';
	pthread_mutex_unlock(&link->shared_lock);
	/* Not connected: on_connect subscribes to the list just updated. */
	if (!atomic_load(&link->connected))
		return;
	pthread_mutex_lock(&link->mosq_lock);
	if (o->op == NET_OUT_FOLLOW)
		subscribe(link, topic);
	else
		link->mq->unsubscribe_v5(link->mosq, NULL, topic, NULL);
	pthread_mutex_unlock(&link->mosq_lock);
}

static void publish(struct net_link *link, const struct net_out *o)
{
	if (o->presence) {
		pthread_mutex_lock(&link->shared_lock);
		memcpy(link->presence_payload, o->payload, o->len);
		link->presence_len = o->len;
		pthread_mutex_unlock(&link->shared_lock);
		/* Presence is a state, not an event: while disconnected keep only the
		 * latest, which on_connect publishes (it sets connected before it
		 * reads the copy, so one of the two always sends the latest). */
		if (!atomic_load(&link->connected))
			return;
	}
	/* An invitation expires in the broker: one queued for a kiosk away
	 * would otherwise be asked there long after its inviter gave up. */
	mosquitto_property *props = NULL;
	if (o->expiry_s &&
	    link->mq->property_add_int32(&props, MQTT_PROP_MESSAGE_EXPIRY_INTERVAL, o->expiry_s) != MOSQ_ERR_SUCCESS)
		props = NULL;
	pthread_mutex_lock(&link->mosq_lock);
	/* QoS 1 is queued by the library also while disconnected, and sent on reconnect. */
	int rc = link->mq->publish_v5(link->mosq, NULL, o->topic, o->len, o->payload, 1, o->retain, props);
	pthread_mutex_unlock(&link->mosq_lock);
	link->mq->property_free_all(&props);
	if (rc == MOSQ_ERR_SUCCESS || rc == MOSQ_ERR_NO_CONN) {
		atomic_fetch_add(&link->published, 1);
	} else {
		char text[160];
		snprintf(text, sizeof text, "publish to %.80s: %s", o->topic, link->mq->strerror(rc));
		net_mqtt_emit(link, NET_EVENT_REFUSED, rc, text);
	}
}

static void *outbox_thread(void *arg)
{
	struct net_link *link = arg;
	if (link->thread_start)
		link->thread_start();
	for (;;) {
		uint64_t n;
		struct net_out *o;
		while ((o = net_ring_peek(&link->out))) {
			if (o->op == NET_OUT_PUBLISH)
				publish(link, o);
			else
				follow_change(link, o);
			net_ring_pop(&link->out);
		}
		if (atomic_load(&link->stopping))
			return NULL;
		if (read(link->out_fd, &n, sizeof n) < 0 && errno != EINTR && errno != EAGAIN)
			return NULL;
	}
}

/* ---- start and stop ------------------------------------------------------------------ */

static int configure(struct net_link *link, char *err, size_t cap)
{
	struct mosquitto *m = link->mosq;
	int rc = link->mq->int_option(m, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V5);
	if (!rc)
		rc = link->mq->int_option(m, MOSQ_OPT_TCP_NODELAY, 1);
	if (!rc && link->has_password)
		rc = link->mq->username_pw_set(m, link->user, link->password);
	else if (!rc)
		rc = link->mq->username_pw_set(m, link->user, NULL);
	if (!rc && link->ca_file[0])
		rc = link->mq->tls_set(m, link->ca_file, NULL, NULL, NULL, NULL);
	if (!rc) {
		/* The last will: an empty retained presence, which clears ours. */
		char topic[NET_TOPIC_MAX + 1];
		snprintf(topic, sizeof topic, NET_TOPIC_ROOT "lobby/%s", link->user);
		rc = link->mq->will_set_v5(m, topic, 0, NULL, 1, true, NULL);
	}
	if (!rc)
		rc = link->mq->threaded_set(m, true);
	if (rc) {
		snprintf(err, cap, "cannot set up the MQTT client: %s",
		         rc == MOSQ_ERR_ERRNO ? strerror(errno) : link->mq->strerror(rc));
		return rc == MOSQ_ERR_NOMEM ? -ENOMEM : -EINVAL;
	}
	link->mq->connect_v5_callback_set(m, on_connect);
	link->mq->publish_v5_callback_set(m, on_publish);
	link->mq->subscribe_v5_callback_set(m, on_subscribe);
	link->mq->message_v5_callback_set(m, on_message);
	return 0;
}

int net_mqtt_start(struct net_link *link, char *err, size_t cap)
{
	link->presence_len = -1;
	int loaded = net_mosq_open(&link->mq, err, cap);
	if (loaded)
		return loaded;
	/* clean_session false: the MQTT v5 clean start flag off, the session kept. */
	link->mosq = link->mq->new(link->user, false, link);
	if (!link->mosq) {
		snprintf(err, cap, "cannot create the MQTT client: %s", strerror(errno));
		return -errno;
	}
	int rc = configure(link, err, cap);
	if (rc)
		return rc;
	if (pthread_create(&link->outbox_thread, NULL, outbox_thread, link) != 0) {
		snprintf(err, cap, "cannot start the outbox thread");
		return -EAGAIN;
	}
	if (pthread_create(&link->net_thread, NULL, net_thread, link) != 0) {
		atomic_store(&link->stopping, true);
		wake(link->out_fd);
		pthread_join(link->outbox_thread, NULL);
		snprintf(err, cap, "cannot start the network thread");
		return -EAGAIN;
	}
	link->threads_started = true;
	return 0;
}

void net_mqtt_stop(struct net_link *link, int wait_ms)
{
	if (link->threads_started) {
		for (int waited = 0; waited < wait_ms; waited++) {
			if (net_ring_count(&link->out) == 0 && atomic_load(&link->acked) >= atomic_load(&link->published))
				break;
			sleep_ms(1);
		}
		/* stopping first, so the network thread does not reconnect when the
		 * broker closes the socket after our DISCONNECT. */
		atomic_store(&link->stopping, true);
		pthread_mutex_lock(&link->mosq_lock);
		link->mq->disconnect_v5(link->mosq, MQTT_RC_NORMAL_DISCONNECTION, NULL);
		pthread_mutex_unlock(&link->mosq_lock);
		atomic_store(&link->disconnect_queued, true);
		wake(link->out_fd);
		pthread_join(link->outbox_thread, NULL);
		pthread_join(link->net_thread, NULL);
		link->threads_started = false;
	}
	if (link->mosq)
		link->mq->destroy(link->mosq);
	link->mosq = NULL;
}
