/* Starting and stopping a link (src/net/net_link.h): the configuration,
 * the password, the link's memory and its threads.  The only part of the
 * caller's side that allocates; the calls in between live in net_link.c. */
#include "net/net_link_int.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/stat.h>
#include <unistd.h>

#define DEFAULT_KEEPALIVE_S 10
#define DEFAULT_SESSION_EXPIRY_S 3600

static int copy_field(char *dst, size_t size, const char *src, const char *what, char *err, size_t cap)
{
	if (strlen(src) >= size) {
		snprintf(err, cap, "%s is longer than %zu bytes", what, size - 1);
		return -EINVAL;
	}
	memcpy(dst, src, strlen(src) + 1);
	return 0;
}

/* A password file larger than this is not one (a password is a line). */
#define PASSWORD_FILE_MAX 4096

/* Opens path for reading without blocking: a FIFO named there would hang
 * the start before the kiosk tells systemd it is ready.  Only a regular
 * file is accepted; its size in *size.  The fd, or -errno with err set. */
static int open_link_file(const char *path, const char *what, off_t *size, char *err, size_t cap)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	int e = fd < 0 || fstat(fd, &st) ? errno : S_ISREG(st.st_mode) ? 0 : EINVAL;
	if (e == EINVAL)
		snprintf(err, cap, "the %s %s is not a regular file", what, path);
	else if (e)
		snprintf(err, cap, "cannot read the %s %s: %s", what, path, strerror(e));
	if (e) {
		if (fd >= 0)
			close(fd);
		return -e;
	}
	*size = st.st_size;
	return fd;
}

/* The password is the file's first line (without its newline). */
static int read_password(struct net_link *link, const char *path, char *err, size_t cap)
{
	off_t size;
	int fd = open_link_file(path, "password file", &size, err, cap);
	if (fd < 0)
		return fd;
	if (size > PASSWORD_FILE_MAX) {
		close(fd);
		snprintf(err, cap, "the password file %s is larger than %d bytes", path, PASSWORD_FILE_MAX);
		return -EFBIG;
	}
	char buf[PASSWORD_FILE_MAX + 1];
	ssize_t n;
	while ((n = read(fd, buf, sizeof buf - 1)) < 0 && errno == EINTR)
		;
	int e = errno;
	close(fd);
	if (n < 0) {
		snprintf(err, cap, "cannot read the password file %s: %s", path, strerror(e));
		return -e;
	}
	buf[n] = '\0';
	size_t len = strcspn(buf, "\r\n");
	int rc = 0;
	if (n == 0) {
		snprintf(err, cap, "the password file %s is empty", path);
		rc = -EINVAL;
	} else if (len > NET_PASSWORD_MAX - 1) {
		snprintf(err, cap, "the password in %s is longer than %d bytes", path, NET_PASSWORD_MAX - 1);
		rc = -EINVAL;
	} else {
		memcpy(link->password, buf, len);
		link->password[len] = '\0';
		link->has_password = true;
	}
	memset(buf, 0, sizeof buf);
	return rc;
}

/* The CA file is opened by libmosquitto in the link's thread: checked here
 * the same way, so a FIFO cannot hang that thread and the error is seen. */
static int check_ca_file(const char *path, char *err, size_t cap)
{
	off_t size;
	int fd = open_link_file(path, "CA file", &size, err, cap);
	if (fd < 0)
		return fd;
	close(fd);
	return 0;
}

static int take_config(struct net_link *link, const struct net_link_config *cfg, char *err, size_t cap)
{
	int rc;
	if (!cfg->host || !cfg->host[0]) {
		snprintf(err, cap, "no broker host");
		return -EINVAL;
	}
	if (!cfg->user || !net_msg_name_ok(cfg->user, NET_USER_MAX)) {
		snprintf(err, cap, "the user must be 1 to %d characters of a-z, 0-9, _ and -", NET_USER_MAX);
		return -EINVAL;
	}
	if (cfg->port < 0 || cfg->port > 65535) {
		snprintf(err, cap, "port %d is not 1 to 65535", cfg->port);
		return -EINVAL;
	}
	if ((rc = copy_field(link->host, sizeof link->host, cfg->host, "the host", err, cap)) ||
	    (rc = copy_field(link->user, sizeof link->user, cfg->user, "the user", err, cap)) ||
	    (rc = copy_field(link->ca_file, sizeof link->ca_file, cfg->ca_file ? cfg->ca_file : "", "the CA file path",
	                     err, cap)))
		return rc;
	if (cfg->ca_file && (rc = check_ca_file(cfg->ca_file, err, cap)))
		return rc;
	if (cfg->password_file && (rc = read_password(link, cfg->password_file, err, cap)))
		return rc;
	struct net_msg probe = {.kind = NET_MSG_PRESENCE};
	char buf[NET_PAYLOAD_MAX];
	snprintf(probe.u.presence.name, sizeof probe.u.presence.name, "%s",
	         cfg->display_name ? cfg->display_name : cfg->user);
	snprintf(probe.u.presence.place, sizeof probe.u.presence.place, "%s", cfg->place ? cfg->place : "");
	if ((cfg->display_name && strlen(cfg->display_name) > NET_NAME_MAX) ||
	    (cfg->place && strlen(cfg->place) > NET_PLACE_MAX) || net_msg_encode(&probe, buf, sizeof buf) < 0) {
		snprintf(err, cap, "the display name (up to %d bytes) or place (up to %d) is too long or not UTF-8 text",
		         NET_NAME_MAX, NET_PLACE_MAX);
		return -EINVAL;
	}
	link->presence = probe.u.presence;
	link->port = cfg->port ? cfg->port : cfg->ca_file ? 8883 : 1883;
	link->keepalive_s = cfg->keepalive_s > 0 ? cfg->keepalive_s : DEFAULT_KEEPALIVE_S;
	if (link->keepalive_s < 5)
		link->keepalive_s = 5; /* libmosquitto's least */
	link->session_expiry_s = cfg->session_expiry_s ? cfg->session_expiry_s : DEFAULT_SESSION_EXPIRY_S;
	link->thread_start = cfg->thread_start;
	return 0;
}

static void free_link(struct net_link *link)
{
	if (link->in_fd >= 0)
		close(link->in_fd);
	if (link->out_fd >= 0)
		close(link->out_fd);
	pthread_mutex_destroy(&link->mosq_lock);
	pthread_mutex_destroy(&link->shared_lock);
	memset(link->password, 0, sizeof link->password);
	free(link);
}

int net_link_start(const struct net_link_config *cfg, struct net_link **out, char *err, size_t cap)
{
	char scratch[8];
	if (!err) {
		err = scratch;
		cap = sizeof scratch;
	}
	*out = NULL;
	struct net_link *link = calloc(1, sizeof *link);
	if (!link) {
		snprintf(err, cap, "out of memory");
		return -ENOMEM;
	}
	link->in_fd = link->out_fd = -1;
	pthread_mutex_init(&link->mosq_lock, NULL);
	pthread_mutex_init(&link->shared_lock, NULL);
	int rc = take_config(link, cfg, err, cap);
	if (!rc) {
		net_ring_init(&link->in, NET_LINK_RING, sizeof link->in_slots[0], link->in_slots);
		net_ring_init(&link->out, NET_LINK_RING, sizeof link->out_slots[0], link->out_slots);
	}
	if (!rc) {
		link->in_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
		link->out_fd = eventfd(0, EFD_CLOEXEC);
		if (link->in_fd < 0 || link->out_fd < 0) {
			rc = -errno;
			snprintf(err, cap, "eventfd: %s", strerror(errno));
		}
	}
	if (!rc)
		rc = net_mqtt_start(link, err, cap);
	if (rc) {
		net_mqtt_stop(link, 0);
		free_link(link);
		return rc;
	}
	/* In the lobby from the start, free, offering both games; the caller
	 * sends another presence to change that. */
	struct net_msg hello = {.kind = NET_MSG_PRESENCE, .u.presence = link->presence};
	net_link_send(link, &hello);
	*out = link;
	return 0;
}

int net_link_stop(struct net_link *link, int wait_ms)
{
	if (!link)
		return 0;
	struct net_msg gone = {.kind = NET_MSG_GONE};
	net_link_send(link, &gone);
	net_mqtt_stop(link, wait_ms);
	uint64_t published = atomic_load(&link->published), acked = atomic_load(&link->acked);
	int left = (int)net_ring_count(&link->out) + (published > acked ? (int)(published - acked) : 0);
	free_link(link);
	return left;
}
