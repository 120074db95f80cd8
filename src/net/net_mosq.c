/* libmosquitto loaded with dlopen (net_mosq.h). */
#include "net/net_mosq.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>

static struct net_mosq api;
static int open_status;
static char open_error[256];

#ifdef TESSERA_NO_DLOPEN
/* A static program has no dynamic loader to bring the library in. */
static void load_library(void)
{
	open_status = -ENOTSUP;
	snprintf(open_error, sizeof open_error,
	         "network play needs %s, which this static build cannot load (use the dynamic build)", NET_MOSQ_PACKAGE);
}
#else
#include <dlfcn.h>

/* One call of the table: dlsym's void * stored through the field's own
 * type (ISO C has no cast from an object pointer to a function pointer). */
#define NET_MOSQ_SYM(lib, name, missing)                                                 \
	do {                                                                               \
		*(void **)&api.name = dlsym(lib, "mosquitto_" #name);                      \
		if (!api.name && !(missing))                                               \
			(missing) = "mosquitto_" #name;                                    \
	} while (0)

static void load_library(void)
{
	/* RTLD_LOCAL: its symbols stay out of the program's namespace. */
	void *lib = dlopen(NET_MOSQ_LIBRARY, RTLD_NOW | RTLD_LOCAL);
	if (!lib) {
		open_status = -ELIBACC;
		snprintf(open_error, sizeof open_error, "network play needs %s (%s)", NET_MOSQ_PACKAGE, dlerror());
		return;
	}
	const char *missing = NULL;
	NET_MOSQ_SYM(lib, lib_init, missing);
	NET_MOSQ_SYM(lib, new, missing);
	NET_MOSQ_SYM(lib, destroy, missing);
	NET_MOSQ_SYM(lib, int_option, missing);
	NET_MOSQ_SYM(lib, username_pw_set, missing);
	NET_MOSQ_SYM(lib, tls_set, missing);
	NET_MOSQ_SYM(lib, will_set_v5, missing);
	NET_MOSQ_SYM(lib, threaded_set, missing);
	NET_MOSQ_SYM(lib, connect_v5_callback_set, missing);
	NET_MOSQ_SYM(lib, publish_v5_callback_set, missing);
	NET_MOSQ_SYM(lib, subscribe_v5_callback_set, missing);
	NET_MOSQ_SYM(lib, message_v5_callback_set, missing);
	NET_MOSQ_SYM(lib, connect_bind_v5, missing);
	NET_MOSQ_SYM(lib, disconnect_v5, missing);
	NET_MOSQ_SYM(lib, loop, missing);
	NET_MOSQ_SYM(lib, want_write, missing);
	NET_MOSQ_SYM(lib, publish_v5, missing);
	NET_MOSQ_SYM(lib, subscribe_v5, missing);
	NET_MOSQ_SYM(lib, unsubscribe_v5, missing);
	NET_MOSQ_SYM(lib, property_add_int32, missing);
	NET_MOSQ_SYM(lib, property_free_all, missing);
	NET_MOSQ_SYM(lib, strerror, missing);
	NET_MOSQ_SYM(lib, reason_string, missing);
	if (missing) {
		open_status = -ELIBACC;
		snprintf(open_error, sizeof open_error, "network play needs %s with MQTT v5 (%s has no %s)", NET_MOSQ_PACKAGE,
		         NET_MOSQ_LIBRARY, missing);
		dlclose(lib);
		return;
	}
	/* Kept open for the life of the program: the link's threads may run
	 * the library's code until the very end. */
	api.lib_init();
}
#undef NET_MOSQ_SYM
#endif

int net_mosq_open(const struct net_mosq **out, char *err, size_t cap)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;
	pthread_once(&once, load_library);
	*out = open_status ? NULL : &api;
	if (open_status && err && cap)
		snprintf(err, cap, "%s", open_error);
	return open_status;
}
