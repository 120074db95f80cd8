/* tessera-net: a scriptable kiosk on the network link, for tests and
 * operators.  It connects like a kiosk (flags, or a board config's [network]
 * section), reads commands one a line from stdin or a script, and prints
 * what it receives one a line (the formats: usage()). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "net/net_link.h"
#include "platform/config.h"
#include "platform/number.h"

#define LINE_MAX_BYTES 512
#define LOBBY_MAX 2048
#define OPT_MAX 256

static int usage(FILE *out)
{
	fprintf(out,
	        "usage: tessera-net [OPTIONS] [--script FILE]\n"
	        "A kiosk on the network: connects to the broker, reads commands (one a line)\n"
	        "from FILE or stdin, prints what it receives (one a line) on stdout.\n"
	        "\n"
	        "  --config FILE          a board config, read and checked as tessera reads it\n"
	        "                         (a mistake in any section is refused, as tessera-board\n"
	        "                         check says); its [network] section gives host, port,\n"
	        "                         ca_file, user, password_file, name and place; the flags\n"
	        "                         below override it\n"
	        "  --host HOST            the broker (required)\n"
	        "  --port N               default: the --config file's port, else 8883 with\n"
	        "                         --ca, 1883 without\n"
	        "  --ca FILE              CA certificate (PEM) for TLS; without it, plain TCP\n"
	        "  --user USER            this kiosk's user and MQTT client id (a-z 0-9 _ -)\n"
	        "  --password-file FILE   its first line is the password\n"
	        "  --name NAME            display name in the lobby (default: the user)\n"
	        "  --place PLACE          where the kiosk stands\n"
	        "  --keepalive S          seconds (default 10; under 5 is taken as 5,\n"
	        "                         libmosquitto's least)\n"
	        "  --session-expiry S     seconds the broker keeps queued messages (default 3600)\n"
	        "  --script FILE          commands from FILE instead of stdin\n"
	        "  --stay                 keep running after the commands end (until SIGTERM)\n"
	        "  --help                 this text\n"
	        "\n"
	        "Commands:\n"
	        "  presence free|playing|busy [any|words|reversi [GAME]] [away]\n"
	        "                         GAME: the game it plays; away: nobody at its table\n"
	        "  invite USER GAME words|reversi SEED [RULES...]\n"
	        "  reply USER GAME accept|decline|busy\n"
	        "  follow GAME PEER [MOVE-SEQ [CHAT-SEQ]]   receive a game's moves and chat;\n"
	        "                         the SEQs already applied are dropped if they come again\n"
	        "  unfollow GAME\n"
	        "  move GAME SEQ TEXT...  SEQ counts this kiosk's moves in the game from 1\n"
	        "  chat GAME TEXT...\n"
	        "  end GAME SEQ over|resign|timeout|disagree [TEXT...]\n"
	        "  lobby                  print the lobby as known now, then 'lobby end'\n"
	        "  wait WORDS...          wait until a printed line begins with WORDS (the rest of\n"
	        "                         the line), whole words: a word of the line ends at a\n"
	        "                         space, '=' or its end ('wait connected' matches\n"
	        "                         'connected session=1', not 'disconnected ...'; 'wait\n"
	        "                         move g1 bob 1' not 'move g1 bob 12 ...'); lines printed\n"
	        "                         since the line the previous wait matched count too; on\n"
	        "                         timeout: 'timeout WORDS' on stderr, exit status 3\n"
	        "  timeout SECONDS        how long each later wait waits (default 10)\n"
	        "  sleep MS\n"
	        "  stats                  print the link's counters\n"
	        "  quit                   leave the lobby and exit\n"
	        "Blank lines and lines starting with # are skipped; a line over 510 bytes is\n"
	        "refused whole (none of it runs; exit status 1).\n"
	        "\n"
	        "Printed lines:\n"
	        "  connected session=0|1            session=1: the broker kept our queued messages\n"
	        "  disconnected CODE TEXT\n"
	        "  presence USER status game \"NAME\" \"PLACE\" [GAME] [away]\n"
	        "                         GAME: the game it says it plays; away: nobody at its table\n"
	        "  gone USER                        USER left the lobby (clean exit or last will)\n"
	        "  invite FROM GAME words|reversi SEED \"RULES\"\n"
	        "  reply FROM GAME accept|decline|busy\n"
	        "  move GAME FROM SEQ TEXT\n"
	        "  chat GAME FROM TEXT\n"
	        "  end GAME FROM SEQ REASON TEXT\n"
	        "  refused CODE TEXT                the broker refused a publish or subscription\n"
	        "  bad TEXT                         a received message did not parse\n"
	        "  lobby USER status game \"NAME\" \"PLACE\" ... lobby end\n"
	        "  stats received=N duplicates=N sent=N refused=N bad=N\n"
	        "Exit status: 0, 1 on a failed command (a message the broker had not\n"
	        "acknowledged 2 s after the commands ended included), input that cannot be\n"
	        "read or a fatal link error, 2 on bad options (a config or script that cannot\n"
	        "be read, a directory for one included) or a link that cannot start (no host\n"
	        "or user, a CA or password file refused, no libmosquitto1), 3 when a wait\n"
	        "timed out.\n");
	return out == stdout ? 0 : 2;
}

struct lobby_entry {
	char user[NET_USER_MAX + 1];
	struct net_presence p;
};

#define HISTORY_MAX 4096 /* printed lines a wait can still find */
#define HISTORY_LINE 400

struct peer {
	struct net_link *link;
	char history[HISTORY_MAX][HISTORY_LINE];
	int history_first, history_count;
	struct lobby_entry lobby[LOBBY_MAX];
	int lobby_count;
	char wait_text[LINE_MAX_BYTES];
	bool waiting;
	double wait_until; /* seconds, monotonic; also the end of a sleep */
	bool sleeping;
	bool quit;
	bool skipping; /* the rest of a command line too long to run */
	const char *input_name; /* "stdin" or the script's path, for a read error */
	double wait_s; /* how long a wait waits */
	int status;
};

static volatile sig_atomic_t stop_signal;
static void on_signal(int sig)
{
	stop_signal = sig;
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static const char *const game_names[] = {"any", "words", "reversi"};
static const char *const status_names[] = {"free", "playing", "busy"};
static const char *const answer_names[] = {"?", "accept", "decline", "busy"};
static const char *const reason_names[] = {"?", "over", "resign", "timeout", "disagree"};
#define NAME_OF(table, v) ((size_t)(v) < sizeof table / sizeof table[0] ? table[v] : "?")

static int index_of(const char *const *table, size_t n, const char *word)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(table[i], word) == 0)
			return (int)i;
	return -1;
}
#define INDEX_OF(table, word) index_of(table, sizeof table / sizeof table[0], word)

/* Whether line begins with the words of text, whole: a word of the line ends
 * at a space, at '=' (session=1 is the word session and its value) or at its
 * end.  "connected" is not "disconnected ..."; "move g1 bob 1" is not
 * "move g1 bob 12 ...". */
static bool line_begins_with_words(const char *line, const char *text)
{
	size_t n = strlen(text);
	return strncmp(line, text, n) == 0 && (line[n] == '\0' || line[n] == ' ' || line[n] == '=');
}

/* A wait looks at every line printed since the line the previous wait
 * matched, so a line that came in the same burst as an earlier one is not
 * missed: keep the lines not yet looked at. */
static bool history_take(struct peer *p, const char *text)
{
	while (p->history_count > 0) {
		const char *line = p->history[p->history_first];
		p->history_first = (p->history_first + 1) % HISTORY_MAX;
		p->history_count--;
		if (line_begins_with_words(line, text))
			return true;
	}
	return false;
}

/* Print one line; a pending wait ends when the line begins with its words. */
static void say(struct peer *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(struct peer *p, const char *fmt, ...)
{
	char line[HISTORY_LINE];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	printf("%s\n", line);
	fflush(stdout);
	if (p->history_count == HISTORY_MAX) { /* forget the oldest */
		p->history_first = (p->history_first + 1) % HISTORY_MAX;
		p->history_count--;
	}
	memcpy(p->history[(p->history_first + p->history_count) % HISTORY_MAX], line, sizeof line);
	p->history_count++;
	if (p->waiting && history_take(p, p->wait_text))
		p->waiting = false;
}

static void lobby_update(struct peer *p, const struct net_msg *m)
{
	int i = 0;
	while (i < p->lobby_count && strcmp(p->lobby[i].user, m->from) != 0)
		i++;
	if (m->kind == NET_MSG_GONE) {
		if (i < p->lobby_count)
			p->lobby[i] = p->lobby[--p->lobby_count];
		return;
	}
	if (i == p->lobby_count) {
		if (p->lobby_count == LOBBY_MAX)
			return;
		p->lobby_count++;
	}
	snprintf(p->lobby[i].user, sizeof p->lobby[i].user, "%s", m->from);
	p->lobby[i].p = m->u.presence;
}

static void print_message(struct peer *p, const struct net_msg *m)
{
	const struct net_presence *pr = &m->u.presence;
	switch (m->kind) {
	case NET_MSG_PRESENCE:
		lobby_update(p, m);
		say(p, "presence %s %s %s \"%s\" \"%s\"%s%s%s", m->from, NAME_OF(status_names, pr->status),
		    NAME_OF(game_names, pr->game), pr->name, pr->place, m->game_id[0] ? " " : "", m->game_id,
		    pr->away ? " away" : "");
		break;
	case NET_MSG_GONE:
		lobby_update(p, m);
		say(p, "gone %s", m->from);
		break;
	case NET_MSG_INVITE:
		say(p, "invite %s %s %s %" PRIu64 " \"%s\"", m->from, m->game_id, NAME_OF(game_names, m->u.invite.game),
		    m->u.invite.seed, m->u.invite.rules);
		break;
	case NET_MSG_REPLY:
		say(p, "reply %s %s %s", m->from, m->game_id, NAME_OF(answer_names, m->u.reply.answer));
		break;
	case NET_MSG_MOVE:
		say(p, "move %s %s %" PRIu64 " %s", m->game_id, m->from, m->seq, m->u.move.text);
		break;
	case NET_MSG_CHAT:
		say(p, "chat %s %s %s", m->game_id, m->from, m->u.chat.text);
		break;
	case NET_MSG_END:
		say(p, "end %s %s %" PRIu64 " %s %s", m->game_id, m->from, m->seq, NAME_OF(reason_names, m->u.end.reason),
		    m->u.end.text);
		break;
	}
}

static void drain_events(struct peer *p)
{
	struct net_event ev;
	while (net_link_poll(p->link, &ev)) {
		switch (ev.kind) {
		case NET_EVENT_MESSAGE: print_message(p, &ev.msg); break;
		case NET_EVENT_CONNECTED: say(p, "connected session=%d", ev.code); break;
		case NET_EVENT_DISCONNECTED: say(p, "disconnected %d %s", ev.code, ev.text); break;
		case NET_EVENT_REFUSED: say(p, "refused %d %s", ev.code, ev.text); break;
		case NET_EVENT_BAD_MESSAGE: say(p, "bad %s", ev.text); break;
		case NET_EVENT_FAILED:
			say(p, "failed %s", ev.text);
			p->status = 1;
			stop_signal = SIGTERM;
			break;
		}
	}
}

/* ---- commands --------------------------------------------------------------- */

/* Split line into at most max words; the last takes the rest of the line. */
static int split(char *line, char **w, int max)
{
	int n = 0;
	char *s = line;
	while (n < max) {
		s += strspn(s, " \t");
		if (!*s)
			break;
		w[n++] = s;
		if (n == max)
			break;
		s += strcspn(s, " \t");
		if (*s)
			*s++ = '\0';
	}
	return n;
}

static bool parse_u64(const char *s, uint64_t *out)
{
	char *end;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	if (errno || end == s || *end || s[0] == '-')
		return false;
	*out = v;
	return true;
}

static int send_msg(struct peer *p, const struct net_msg *m)
{
	int rc;
	/* The ring drains in well under a millisecond; a full one is waited out. */
	for (int tries = 0; (rc = net_link_send(p->link, m)) == -EAGAIN && tries < 5000; tries++) {
		drain_events(p);
		usleep(1000);
	}
	if (rc)
		fprintf(stderr, "tessera-net: cannot send the %s: %s\n", net_msg_kind_name(m->kind),
		        rc == -EINVAL ? "a field is out of range or too long" : strerror(-rc));
	return rc ? 1 : 0;
}

static bool copy_text(char *dst, size_t size, const char *src)
{
	if (strlen(src) >= size)
		return false;
	memcpy(dst, src, strlen(src) + 1);
	return true;
}

/* presence, invite, reply, move, chat, end: a message to send, from words w. */
static int build_message(char **w, int n, struct net_msg *m)
{
	int v;
	memset(m, 0, sizeof *m);
	if (strcmp(w[0], "presence") == 0 && n >= 2 && (v = INDEX_OF(status_names, w[1])) >= 0) {
		m->kind = NET_MSG_PRESENCE;
		m->u.presence.status = (enum net_status)v;
		/* A last word "away": nobody at this kiosk's table. */
		m->u.presence.away = n >= 3 && strcmp(w[n - 1], "away") == 0;
		n -= m->u.presence.away;
		v = n >= 3 ? INDEX_OF(game_names, w[2]) : 0;
		m->u.presence.game = (enum net_game_kind)v;
		return v >= 0 && copy_text(m->game_id, sizeof m->game_id, n >= 4 ? w[3] : "") ? 0 : -1;
	}
	if (strcmp(w[0], "invite") == 0 && n >= 5 && (v = INDEX_OF(game_names, w[3])) > 0) {
		m->kind = NET_MSG_INVITE;
		m->u.invite.game = (enum net_game_kind)v;
		return copy_text(m->to, sizeof m->to, w[1]) && copy_text(m->game_id, sizeof m->game_id, w[2]) &&
		               parse_u64(w[4], &m->u.invite.seed) &&
		               copy_text(m->u.invite.rules, sizeof m->u.invite.rules, n > 5 ? w[5] : "")
		           ? 0
		           : -1;
	}
	if (strcmp(w[0], "reply") == 0 && n == 4 && (v = INDEX_OF(answer_names, w[3])) > 0) {
		m->kind = NET_MSG_REPLY;
		m->u.reply.answer = (enum net_answer)v;
		return copy_text(m->to, sizeof m->to, w[1]) && copy_text(m->game_id, sizeof m->game_id, w[2]) ? 0 : -1;
	}
	if (strcmp(w[0], "move") == 0 && n == 4) {
		m->kind = NET_MSG_MOVE;
		return copy_text(m->game_id, sizeof m->game_id, w[1]) && parse_u64(w[2], &m->seq) &&
		               copy_text(m->u.move.text, sizeof m->u.move.text, w[3])
		           ? 0
		           : -1;
	}
	if (strcmp(w[0], "chat") == 0 && n == 3) {
		m->kind = NET_MSG_CHAT;
		return copy_text(m->game_id, sizeof m->game_id, w[1]) && copy_text(m->u.chat.text, sizeof m->u.chat.text, w[2])
		           ? 0
		           : -1;
	}
	if (strcmp(w[0], "end") == 0 && n >= 4 && (v = INDEX_OF(reason_names, w[3])) > 0) {
		m->kind = NET_MSG_END;
		m->u.end.reason = (enum net_end_reason)v;
		return copy_text(m->game_id, sizeof m->game_id, w[1]) && parse_u64(w[2], &m->seq) &&
		               copy_text(m->u.end.text, sizeof m->u.end.text, n > 4 ? w[4] : "")
		           ? 0
		           : -1;
	}
	return -1;
}

/* How many words each sending command splits into (the last keeps the rest). */
static int words_of(const char *cmd)
{
	static const struct { const char *cmd; int words; } table[] = {
		{"presence", 5}, {"invite", 6}, {"reply", 4}, {"move", 4}, {"chat", 3}, {"end", 5},
	};
	for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
		if (strcmp(table[i].cmd, cmd) == 0)
			return table[i].words;
	return 0;
}

static int run_follow(struct peer *p, char **w, int n)
{
	uint64_t move_seq = 0, chat_seq = 0;
	if (n < 3 || (n > 3 && !parse_u64(w[3], &move_seq)) || (n > 4 && !parse_u64(w[4], &chat_seq))) {
		fprintf(stderr, "tessera-net: follow GAME PEER [MOVE-SEQ [CHAT-SEQ]]\n");
		return 1;
	}
	int rc = net_link_follow(p->link, w[1], w[2], move_seq, chat_seq);
	if (rc)
		fprintf(stderr, "tessera-net: cannot follow %s: %s\n", w[1], strerror(-rc));
	return rc ? 1 : 0;
}

static int run_control(struct peer *p, char **w, int n)
{
	if (strcmp(w[0], "lobby") == 0) {
		for (int i = 0; i < p->lobby_count; i++) {
			const struct net_presence *pr = &p->lobby[i].p;
			say(p, "lobby %s %s %s \"%s\" \"%s\"", p->lobby[i].user, NAME_OF(status_names, pr->status),
			    NAME_OF(game_names, pr->game), pr->name, pr->place);
		}
		say(p, "lobby end");
		return 0;
	}
	if (strcmp(w[0], "wait") == 0 && n == 2) {
		/* The words as given, without the blanks after the last. */
		size_t len = strlen(w[1]);
		while (len && (w[1][len - 1] == ' ' || w[1][len - 1] == '\t'))
			len--;
		snprintf(p->wait_text, sizeof p->wait_text, "%.*s", (int)len, w[1]);
		p->waiting = !history_take(p, p->wait_text);
		p->wait_until = now_s() + p->wait_s;
		return 0;
	}
	if (strcmp(w[0], "timeout") == 0 && n == 2 && atof(w[1]) > 0) {
		p->wait_s = atof(w[1]);
		return 0;
	}
	if (strcmp(w[0], "sleep") == 0 && n == 2) {
		p->sleeping = true;
		p->wait_until = now_s() + atof(w[1]) / 1000.0;
		return 0;
	}
	if (strcmp(w[0], "stats") == 0) {
		struct net_link_stats s;
		net_link_stats(p->link, &s);
		say(p, "stats received=%" PRIu64 " duplicates=%" PRIu64 " sent=%" PRIu64 " refused=%" PRIu64
		       " bad=%" PRIu64, s.received, s.duplicates, s.sent, s.refused, s.bad);
		return 0;
	}
	if (strcmp(w[0], "unfollow") == 0 && n == 2)
		return net_link_unfollow(p->link, w[1]) ? 1 : 0;
	if (strcmp(w[0], "follow") == 0)
		return run_follow(p, w, n);
	fprintf(stderr, "tessera-net: unknown command or wrong arguments: %s (see --help)\n", w[0]);
	return 1;
}

/* Run one command line; returns 0, 1 on an error, -1 for quit. */
static int run_line(struct peer *p, char *line)
{
	char *w[6] = {NULL};
	line[strcspn(line, "\r\n")] = '\0';
	char *first = line + strspn(line, " \t");
	if (!*first || *first == '#')
		return 0;
	char cmd[16];
	snprintf(cmd, sizeof cmd, "%.*s", (int)strcspn(first, " \t"), first);
	if (strcmp(cmd, "quit") == 0)
		return -1;
	int max = words_of(cmd);
	if (!max)
		return run_control(p, w, split(first, w, strcmp(cmd, "wait") == 0 ? 2 : 5));
	char shown[LINE_MAX_BYTES];
	snprintf(shown, sizeof shown, "%s", first);
	int n = split(first, w, max);
	struct net_msg m;
	if (build_message(w, n, &m)) {
		fprintf(stderr, "tessera-net: wrong arguments: %s (see --help)\n", shown);
		return 1;
	}
	return send_msg(p, &m);
}

/* ---- options and the [network] section ----------------------------------------- */

struct options {
	char host[OPT_MAX], ca[OPT_MAX], user[OPT_MAX], password_file[OPT_MAX], name[OPT_MAX], place[OPT_MAX];
	int port, keepalive;
	long session_expiry;
	const char *script;
	bool stay;
};

/* --config: the board config parser tessera and tessera-board use
 * (platform/config.h), so a file is taken or refused here as the kiosk
 * would take or refuse it, with the same file:line: key message; the
 * [network] section's values then stand in for flags not given. */
static int read_config(const char *path, struct options *o)
{
	static struct config_board board; /* large: not on the stack */
	struct config_error err;
	if (config_load_file(&board, path, &err)) {
		fprintf(stderr, "tessera-net: %s\n", err.message);
		return 2;
	}
	const struct config_network *n = &board.network;
	if (!n->enabled) {
		fprintf(stderr, "tessera-net: %s: no [network] section (it names the broker: docs/network.md)\n", path);
		return 2;
	}
	_Static_assert(sizeof n->host <= OPT_MAX && sizeof n->ca_file <= OPT_MAX && sizeof n->user <= OPT_MAX &&
	                       sizeof n->password_file <= OPT_MAX && sizeof n->name <= OPT_MAX &&
	                       sizeof n->place <= OPT_MAX,
	               "a [network] value fits its option");
	snprintf(o->host, OPT_MAX, "%s", n->host);
	snprintf(o->ca, OPT_MAX, "%s", n->ca_file);
	snprintf(o->user, OPT_MAX, "%s", n->user);
	snprintf(o->password_file, OPT_MAX, "%s", n->password_file);
	snprintf(o->name, OPT_MAX, "%s", n->name);
	snprintf(o->place, OPT_MAX, "%s", n->place);
	o->port = n->port; /* as in force for the file: 8883 with its ca_file, 1883 without */
	return 0;
}

static int parse_options(int argc, char **argv, struct options *o)
{
	static const char *const text_flags[] = {"--host", "--ca", "--user", "--password-file", "--name", "--place"};
	char *const text_dst[] = {o->host, o->ca, o->user, o->password_file, o->name, o->place};
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], "--config") == 0 && i + 1 < argc && read_config(argv[i + 1], o))
			return 2;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		int t = INDEX_OF(text_flags, a);
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
			return usage(stdout) - 1;
		if (strcmp(a, "--stay") == 0) {
			o->stay = true;
			continue;
		}
		static const char *const value_flags[] = {"--config", "--script", "--port", "--keepalive",
		                                          "--session-expiry"};
		int f = INDEX_OF(value_flags, a);
		if (t < 0 && f < 0) {
			fprintf(stderr, "tessera-net: unknown option %s (see --help)\n", a);
			return 2;
		}
		if (i + 1 >= argc) {
			fprintf(stderr, "tessera-net: %s needs a value (see --help)\n", a);
			return 2;
		}
		const char *v = argv[++i];
		if (t >= 0)
			snprintf(text_dst[t], OPT_MAX, "%s", v);
		else if (f == 1)
			o->script = v;
		else if (f >= 2) {
			static const long most[] = {0, 0, 65535, 65535, 4294967295L};
			long x;
			if (!number_parse_long(v, 1, most[f], &x)) {
				fprintf(stderr, "tessera-net: %s wants a number from 1 to %ld, not '%s'\n", a, most[f], v);
				return 2;
			}
			if (f == 2)
				o->port = (int)x;
			else if (f == 3)
				o->keepalive = (int)x;
			else
				o->session_expiry = x;
		}
	}
	return 0;
}

/* ---- the loop ------------------------------------------------------------------- */

/* Run the complete lines waiting in buf until a wait or sleep starts;
 * returns 1 after quit. */
static int run_lines(struct peer *p, char *buf, size_t *used)
{
	for (char *nl; !p->waiting && !p->sleeping && (nl = memchr(buf, '\n', *used));) {
		*nl = '\0';
		int rc = run_line(p, buf);
		size_t taken = (size_t)(nl - buf) + 1;
		memmove(buf, nl + 1, *used - taken);
		*used -= taken;
		if (rc < 0) {
			p->quit = true;
			return 1;
		}
		if (rc)
			p->status = 1;
	}
	return 0;
}

/* Read what input has and run its complete lines; returns 1 at its end or quit.
 * A line too long for the buffer is refused whole: what follows of it, up to
 * its newline, is skipped, never run as a command of its own. */
static int feed_input(struct peer *p, int fd, char *buf, size_t *used)
{
	ssize_t r = read(fd, buf + *used, LINE_MAX_BYTES - 1 - *used);
	if (r < 0 && (errno == EINTR || errno == EAGAIN))
		return 0;
	if (r < 0) { /* not the end of the commands: say so */
		fprintf(stderr, "tessera-net: cannot read %s: %s\n", p->input_name, strerror(errno));
		p->status = 1;
		return 1;
	}
	*used += (size_t)r;
	if (p->skipping) {
		char *nl = memchr(buf, '\n', *used);
		size_t taken = nl ? (size_t)(nl - buf) + 1 : *used;
		memmove(buf, buf + taken, *used - taken);
		*used -= taken;
		p->skipping = !nl;
	}
	if (r == 0 && *used && buf[*used - 1] != '\n') /* a last line without a newline */
		buf[(*used)++] = '\n';
	if (run_lines(p, buf, used))
		return 1;
	if (*used == LINE_MAX_BYTES - 1 && !memchr(buf, '\n', *used)) {
		fprintf(stderr, "tessera-net: a command line is longer than %d bytes, refused whole: %.40s...\n",
		        LINE_MAX_BYTES - 2, buf);
		*used = 0;
		p->skipping = true;
		p->status = 1;
	}
	return r == 0;
}

static int run(struct peer *p, int in_fd, bool stay)
{
	static char buf[LINE_MAX_BYTES];
	size_t used = 0;
	bool input_done = false;
	while (!stop_signal && !p->quit && !(input_done && !stay && !p->waiting && !p->sleeping)) {
		double now = now_s();
		if ((p->waiting || p->sleeping) && now >= p->wait_until) {
			if (p->waiting) {
				fprintf(stderr, "timeout %s\n", p->wait_text);
				return 3;
			}
			p->sleeping = false;
		}
		if (!p->waiting && !p->sleeping && used && run_lines(p, buf, &used))
			break; /* quit */
		struct pollfd fds[2] = {{net_link_fd(p->link), POLLIN, 0}, {in_fd, POLLIN, 0}};
		bool want_input = !input_done && !p->waiting && !p->sleeping;
		int timeout = p->waiting || p->sleeping ? (int)((p->wait_until - now) * 1000) + 1 : -1;
		if (poll(fds, want_input ? 2 : 1, timeout) < 0 && errno != EINTR)
			return 1;
		drain_events(p);
		if (want_input && fds[1].revents && feed_input(p, in_fd, buf, &used)) {
			input_done = true;
			if (used == 0 && !p->waiting && !p->sleeping && !stay)
				break;
		}
	}
	return p->status;
}

int main(int argc, char **argv)
{
	static struct options o;
	static struct peer p;
	char err[256];
	p.wait_s = 10.0;
	int rc = parse_options(argc, argv, &o);
	if (rc)
		return rc < 0 ? 0 : rc;
	int in_fd = 0;
	p.input_name = "stdin";
	if (o.script) {
		/* A FIFO is a fine script (--script /dev/stdin); a directory opens
		 * but reads nothing: refused here, before anything connects. */
		struct stat st;
		in_fd = open(o.script, O_RDONLY | O_CLOEXEC);
		if (in_fd >= 0 && fstat(in_fd, &st) == 0 && S_ISDIR(st.st_mode)) {
			close(in_fd);
			in_fd = -1;
			errno = EISDIR;
		}
		if (in_fd < 0) {
			fprintf(stderr, "tessera-net: cannot read %s: %s\n", o.script, strerror(errno));
			return 2;
		}
		p.input_name = o.script;
	}
	struct net_link_config cfg = {
		.host = o.host, .port = o.port, .ca_file = o.ca[0] ? o.ca : NULL, .user = o.user,
		.password_file = o.password_file[0] ? o.password_file : NULL, .display_name = o.name[0] ? o.name : NULL,
		.place = o.place[0] ? o.place : NULL, .keepalive_s = o.keepalive,
		.session_expiry_s = (uint32_t)o.session_expiry,
	};
	rc = net_link_start(&cfg, &p.link, err, sizeof err);
	if (rc) {
		fprintf(stderr, "tessera-net: %s\n", err);
		return 2;
	}
	signal(SIGTERM, on_signal);
	signal(SIGINT, on_signal);
	signal(SIGPIPE, SIG_IGN);
	rc = run(&p, in_fd, o.stay);
	drain_events(&p);
	int left = net_link_stop(p.link, 2000);
	if (left)
		fprintf(stderr, "tessera-net: %d messages were not acknowledged by the broker before exit\n", left);
	/* What the commands sent never reached the broker: a failed command
	 * (a timed-out wait keeps its 3). */
	return left && rc == 0 ? 1 : rc;
}
