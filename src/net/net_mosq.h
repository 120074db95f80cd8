/* libmosquitto, loaded at run time (dlopen of NET_MOSQ_LIBRARY) rather
 * than linked, so that one build runs on a kiosk with or without Debian's
 * libmosquitto1 and the cross builds need only the header, which is the
 * same for every architecture (libmosquitto-dev:<arch> does not install
 * here: tools/mk/net.mk).  Without the library a program still starts; only
 * the link cannot, and says why.
 *
 * The table holds only the calls the link makes (net_link_mqtt.c), each
 * typed from the header's own prototype, so a mismatch is a compile error. */
#ifndef TESSERA_NET_MOSQ_H
#define TESSERA_NET_MOSQ_H

#include <mosquitto.h>
#include <stddef.h>

/* Debian's libmosquitto1 (the soname of libmosquitto 1.5 to 2.0). */
#ifndef NET_MOSQ_LIBRARY
#define NET_MOSQ_LIBRARY "libmosquitto.so.1"
#endif
/* The package to install, named in the error. */
#define NET_MOSQ_PACKAGE "libmosquitto1"

#define NET_MOSQ_FN(name) __typeof__(mosquitto_##name) *name
struct net_mosq {
	NET_MOSQ_FN(lib_init);
	NET_MOSQ_FN(new);
	NET_MOSQ_FN(destroy);
	NET_MOSQ_FN(int_option);
	NET_MOSQ_FN(username_pw_set);
	NET_MOSQ_FN(tls_set);
	NET_MOSQ_FN(will_set_v5);
	NET_MOSQ_FN(threaded_set);
	NET_MOSQ_FN(connect_v5_callback_set);
	NET_MOSQ_FN(publish_v5_callback_set);
	NET_MOSQ_FN(subscribe_v5_callback_set);
	NET_MOSQ_FN(message_v5_callback_set);
	NET_MOSQ_FN(connect_bind_v5);
	NET_MOSQ_FN(disconnect_v5);
	NET_MOSQ_FN(loop);
	NET_MOSQ_FN(want_write);
	NET_MOSQ_FN(publish_v5);
	NET_MOSQ_FN(subscribe_v5);
	NET_MOSQ_FN(unsubscribe_v5);
	NET_MOSQ_FN(property_add_int32);
	NET_MOSQ_FN(property_free_all);
	NET_MOSQ_FN(strerror);
	NET_MOSQ_FN(reason_string);
};
#undef NET_MOSQ_FN

/* Loads the library and its calls once (thread-safe; later calls return
 * the first result) and calls mosquitto_lib_init.  Returns 0 and sets *out,
 * or -ELIBACC with a sentence in err (cap bytes) that names the package to
 * install and what the loader said: the library is missing or lacks a call
 * (one without the MQTT v5 calls); -ENOTSUP in a static build,
 * which cannot load it. */
int net_mosq_open(const struct net_mosq **out, char *err, size_t cap);

#endif
