/* The wire format of src/net/net_msg.h: topics and a "key value" text.
 * Both directions read one table of fields per kind, so what encode writes
 * is exactly what parse accepts. */
#include "net/net_msg.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define LINES_MAX 16 /* a payload with more lines is refused, known keys or not */

enum field_type {
	F_TEXT,      /* UTF-8 without control characters, up to max bytes */
	F_ID,        /* a game id: NET_NAME_CHARS */
	F_SEQ,       /* decimal 1 .. UINT64_MAX */
	F_U64,       /* decimal 0 .. UINT64_MAX */
	F_GAME,      /* enum net_game_kind */
	F_STATUS,    /* enum net_status */
	F_ANSWER,    /* enum net_answer */
	F_REASON,    /* enum net_end_reason */
};

struct field {
	const char *key;
	enum field_type type;
	size_t offset;  /* in struct net_msg */
	size_t max;     /* F_TEXT, F_ID: most bytes */
	bool required;  /* must be present (and for text, non-empty) */
};

#define AT(member) offsetof(struct net_msg, member)
#define SEQ {"seq", F_SEQ, AT(seq), 0, true}
#define ID {"id", F_ID, AT(game_id), NET_GAME_ID_MAX, true}
static const struct field presence_fields[] = {
	{"name", F_TEXT, AT(u.presence.name), NET_NAME_MAX, true},
	{"place", F_TEXT, AT(u.presence.place), NET_PLACE_MAX, false},
	{"game", F_GAME, AT(u.presence.game), 0, true},
	{"status", F_STATUS, AT(u.presence.status), 0, true},
	{"id", F_ID, AT(game_id), NET_GAME_ID_MAX, false}, /* since 2026-11-29: older kiosks leave it out */
	{"away", F_U64, AT(u.presence.away), 0, false}, /* since 2026-11-29: as "id" */
};
static const struct field invite_fields[] = {
	SEQ, ID,
	{"game", F_GAME, AT(u.invite.game), 0, true},
	{"rules", F_TEXT, AT(u.invite.rules), NET_RULES_MAX, false},
	{"seed", F_U64, AT(u.invite.seed), 0, true},
	{"version", F_U64, AT(u.invite.version), 0, false}, /* since 2026-11-29 */
};
static const struct field reply_fields[] = {
	SEQ, ID,
	{"answer", F_ANSWER, AT(u.reply.answer), 0, true},
	{"version", F_U64, AT(u.reply.version), 0, false}, /* since 2026-11-29 */
};
static const struct field move_fields[] = {
	SEQ,
	{"text", F_TEXT, AT(u.move.text), NET_MOVE_MAX, true},
};
static const struct field chat_fields[] = {
	SEQ,
	{"text", F_TEXT, AT(u.chat.text), NET_CHAT_MAX, true},
};
static const struct field end_fields[] = {
	SEQ,
	{"reason", F_REASON, AT(u.end.reason), 0, true},
	{"text", F_TEXT, AT(u.end.text), NET_MOVE_MAX, false},
};
#define FIELDS_MAX 6
_Static_assert(sizeof presence_fields / sizeof presence_fields[0] <= FIELDS_MAX, "a kind's fields fit seen[]");

struct kind_info {
	const char *name;
	const struct field *fields;
	size_t count;
};
#define KIND(n, f) {n, f, sizeof f / sizeof f[0]}
static const struct kind_info kinds[] = {
	[NET_MSG_PRESENCE] = KIND("presence", presence_fields),
	[NET_MSG_GONE] = {"gone", NULL, 0},
	[NET_MSG_INVITE] = KIND("invite", invite_fields),
	[NET_MSG_REPLY] = KIND("reply", reply_fields),
	[NET_MSG_MOVE] = KIND("move", move_fields),
	[NET_MSG_CHAT] = KIND("chat", chat_fields),
	[NET_MSG_END] = KIND("end", end_fields),
};
#define KINDS_COUNT (sizeof kinds / sizeof kinds[0])

/* The words of each enum, indexed by value; NULL where a value is not valid. */
struct word_set {
	const char *const *words;
	size_t count;
};
static const char *const game_words[] = {"any", "words", "reversi"};
static const char *const status_words[] = {"free", "playing", "busy"};
static const char *const answer_words[] = {NULL, "accept", "decline", "busy"};
static const char *const reason_words[] = {NULL, "over", "resign", "timeout", "disagree"};
#define WORDS(w) ((struct word_set){w, sizeof w / sizeof w[0]})

/* The words of an enum field; count 0 for other types. */
static struct word_set enum_words(enum field_type t)
{
	switch (t) {
	case F_GAME: return WORDS(game_words);
	case F_STATUS: return WORDS(status_words);
	case F_ANSWER: return WORDS(answer_words);
	case F_REASON: return WORDS(reason_words);
	case F_TEXT: case F_ID: case F_SEQ: case F_U64: break;
	}
	return (struct word_set){NULL, 0};
}

const char *net_msg_kind_name(enum net_msg_kind kind)
{
	if ((size_t)kind < KINDS_COUNT && kinds[kind].name)
		return kinds[kind].name;
	return "?";
}

const char *net_msg_status_text(enum net_msg_status st)
{
	switch (st) {
	case NET_MSG_OK: return "ok";
	case NET_MSG_ERR_TOPIC: return "not a tessera/v1 topic, or a bad user or game id in it";
	case NET_MSG_ERR_TOO_LONG: return "too long";
	case NET_MSG_ERR_KIND: return "no such message kind on this topic";
	case NET_MSG_ERR_SYNTAX: return "a line is not \"key value\"";
	case NET_MSG_ERR_VALUE: return "a value is out of its range";
	case NET_MSG_ERR_MISSING: return "a required key is missing";
	case NET_MSG_ERR_REPEATED: return "a key is given twice";
	case NET_MSG_ERR_SPACE: return "the buffer is too small";
	case NET_MSG_ERR_TEXT: return "not UTF-8 text (bad UTF-8 or a control character)";
	}
	return "unknown status";
}

int net_msg_name_ok(const char *s, size_t max)
{
	size_t n = strspn(s, NET_NAME_CHARS);
	return n >= 1 && n <= max && s[n] == '\0';
}

/* Well-formed UTF-8 (no overlongs, no surrogates) without control characters. */
static bool text_ok(const unsigned char *s, size_t n)
{
	size_t i = 0;
	while (i < n) {
		unsigned c = s[i];
		size_t more;
		unsigned cp, min;
		if (c < 0x20 || c == 0x7f)
			return false;
		if (c < 0x80) {
			i++;
			continue;
		}
		if ((c & 0xe0) == 0xc0) more = 1, cp = c & 0x1f, min = 0x80;
		else if ((c & 0xf0) == 0xe0) more = 2, cp = c & 0x0f, min = 0x800;
		else if ((c & 0xf8) == 0xf0) more = 3, cp = c & 0x07, min = 0x10000;
		else return false;
		if (n - i <= more)
			return false;
		for (size_t k = 1; k <= more; k++) {
			if ((s[i + k] & 0xc0) != 0x80)
				return false;
			cp = cp << 6 | (s[i + k] & 0x3f);
		}
		if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0x80 && cp < 0xa0))
			return false;
		i += more + 1;
	}
	return true;
}

/* ---- topics ---------------------------------------------------------------- */

/* Split topic after NET_TOPIC_ROOT into at most 4 parts; returns the count or -1. */
static int split_topic(const char *topic, const char *part[4], size_t len[4])
{
	size_t root = strlen(NET_TOPIC_ROOT);
	if (strlen(topic) > NET_TOPIC_MAX || strncmp(topic, NET_TOPIC_ROOT, root) != 0)
		return -1;
	const char *p = topic + root;
	int n = 0;
	for (;;) {
		if (n == 4)
			return -1;
		const char *slash = strchr(p, '/');
		part[n] = p;
		len[n] = slash ? (size_t)(slash - p) : strlen(p);
		n++;
		if (!slash)
			return n;
		p = slash + 1;
	}
}

static bool part_is(const char *p, size_t n, const char *word)
{
	return strlen(word) == n && memcmp(p, word, n) == 0;
}

/* Copy a topic part or value that must be a USER or GAME into dst (max
 * chars).  p is not NUL-terminated (a payload's value): look at n bytes only. */
static bool take_name(char *dst, const char *p, size_t n, size_t max)
{
	if (n < 1 || n > max)
		return false;
	for (size_t i = 0; i < n; i++)
		if (p[i] == '\0' || !strchr(NET_NAME_CHARS, p[i]))
			return false;
	memcpy(dst, p, n);
	dst[n] = '\0';
	return true;
}

/* Which kinds may arrive on the topic, and the names it carries into m. */
static enum net_msg_status parse_topic(const char *topic, struct net_msg *m, unsigned *allowed)
{
	const char *p[4];
	size_t n[4];
	int parts = split_topic(topic, p, n);
	if (parts == 2 && part_is(p[0], n[0], "lobby") && take_name(m->from, p[1], n[1], NET_USER_MAX)) {
		*allowed = 1u << NET_MSG_PRESENCE;
		return NET_MSG_OK;
	}
	if (parts == 3 && part_is(p[0], n[0], "inbox") && take_name(m->to, p[1], n[1], NET_USER_MAX) &&
	    take_name(m->from, p[2], n[2], NET_USER_MAX)) {
		*allowed = 1u << NET_MSG_INVITE | 1u << NET_MSG_REPLY;
		return NET_MSG_OK;
	}
	if (parts == 4 && part_is(p[0], n[0], "game") && take_name(m->game_id, p[1], n[1], NET_GAME_ID_MAX) &&
	    take_name(m->from, p[3], n[3], NET_USER_MAX)) {
		if (part_is(p[2], n[2], "move")) {
			*allowed = 1u << NET_MSG_MOVE | 1u << NET_MSG_END;
			return NET_MSG_OK;
		}
		if (part_is(p[2], n[2], "chat")) {
			*allowed = 1u << NET_MSG_CHAT;
			return NET_MSG_OK;
		}
	}
	return NET_MSG_ERR_TOPIC;
}

int net_msg_topic(const struct net_msg *m, const char *self, char *topic, size_t cap)
{
	int n = -1;
	if (!net_msg_name_ok(self, NET_USER_MAX))
		return NET_MSG_ERR_TOPIC;
	switch (m->kind) {
	case NET_MSG_PRESENCE:
	case NET_MSG_GONE:
		n = snprintf(topic, cap, NET_TOPIC_ROOT "lobby/%s", self);
		break;
	case NET_MSG_INVITE:
	case NET_MSG_REPLY:
		if (!net_msg_name_ok(m->to, NET_USER_MAX))
			return NET_MSG_ERR_TOPIC;
		n = snprintf(topic, cap, NET_TOPIC_ROOT "inbox/%s/%s", m->to, self);
		break;
	case NET_MSG_MOVE:
	case NET_MSG_END:
	case NET_MSG_CHAT:
		if (!net_msg_name_ok(m->game_id, NET_GAME_ID_MAX))
			return NET_MSG_ERR_TOPIC;
		n = snprintf(topic, cap, NET_TOPIC_ROOT "game/%s/%s/%s", m->game_id,
		             m->kind == NET_MSG_CHAT ? "chat" : "move", self);
		break;
	}
	if (n < 0)
		return NET_MSG_ERR_KIND;
	if ((size_t)n >= cap)
		return NET_MSG_ERR_SPACE;
	return n;
}

/* ---- payloads ----------------------------------------------------------------- */

static bool parse_u64(const char *v, size_t n, uint64_t *out)
{
	uint64_t x = 0;
	if (n < 1 || n > 20 || (n > 1 && v[0] == '0'))
		return false;
	for (size_t i = 0; i < n; i++) {
		if (v[i] < '0' || v[i] > '9')
			return false;
		unsigned d = (unsigned)(v[i] - '0');
		if (x > (UINT64_MAX - d) / 10)
			return false;
		x = x * 10 + d;
	}
	*out = x;
	return true;
}

/* Write why into err (if any) and give st back. */
static enum net_msg_status refuse(struct net_msg_error *err, enum net_msg_status st, const char *what,
                                  const char *detail)
{
	if (err) {
		err->status = st;
		snprintf(err->text, sizeof err->text, "%s%s%s", what, detail[0] ? ": " : "", detail);
	}
	return st;
}

/* Store one value of field f from v (n bytes) into m. */
static enum net_msg_status store(const struct field *f, const char *v, size_t n, struct net_msg *m)
{
	char *at = (char *)m + f->offset;
	struct word_set ws = enum_words(f->type);
	if (ws.count) {
		for (size_t i = 0; i < ws.count; i++)
			if (ws.words[i] && part_is(v, n, ws.words[i])) {
				int e = (int)i;
				memcpy(at, &e, sizeof e);
				return NET_MSG_OK;
			}
		return NET_MSG_ERR_VALUE;
	}
	switch (f->type) {
	case F_TEXT:
	case F_ID:
		if (n > f->max)
			return NET_MSG_ERR_TOO_LONG;
		if (f->type == F_TEXT && !text_ok((const unsigned char *)v, n))
			return NET_MSG_ERR_TEXT;
		if (f->type == F_ID && !take_name(at, v, n, f->max))
			return NET_MSG_ERR_VALUE;
		if (f->required && n == 0)
			return NET_MSG_ERR_MISSING;
		memcpy(at, v, n);
		at[n] = '\0';
		return NET_MSG_OK;
	case F_SEQ:
	case F_U64: {
		uint64_t x;
		if (!parse_u64(v, n, &x) || (f->type == F_SEQ && x == 0))
			return NET_MSG_ERR_VALUE;
		memcpy(at, &x, sizeof x);
		return NET_MSG_OK;
	}
	case F_GAME: case F_STATUS: case F_ANSWER: case F_REASON: break;
	}
	return NET_MSG_ERR_VALUE;
}

/* The first line: the kind's name, which the topic must allow. */
static int parse_kind(const char *line, size_t n, unsigned allowed)
{
	for (size_t k = 0; k < KINDS_COUNT; k++)
		if (kinds[k].fields && (allowed & 1u << k) && part_is(line, n, kinds[k].name))
			return (int)k;
	return -1;
}

static enum net_msg_status parse_lines(const char *s, size_t len, unsigned allowed, struct net_msg *m,
                                       struct net_msg_error *err)
{
	char shown[NET_USER_MAX + 1];
	const struct kind_info *k = NULL;
	bool seen[FIELDS_MAX] = {false};
	size_t pos = 0;
	for (int line = 1; pos < len; line++) {
		const char *l = s + pos;
		const char *nl = memchr(l, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - l) : len - pos;
		pos += n + (nl != NULL);
		snprintf(shown, sizeof shown, "line %d", line);
		if (line > LINES_MAX)
			return refuse(err, NET_MSG_ERR_TOO_LONG, "more than 16 lines", "");
		if (memchr(l, '\0', n))
			return refuse(err, NET_MSG_ERR_SYNTAX, "a NUL byte", shown);
		if (!k) {
			int kind = parse_kind(l, n, allowed);
			if (kind < 0)
				return refuse(err, NET_MSG_ERR_KIND, "the first line is no message kind this topic carries", "");
			m->kind = (enum net_msg_kind)kind;
			k = &kinds[kind];
			continue;
		}
		const char *sp = memchr(l, ' ', n);
		if (!sp || sp == l)
			return refuse(err, NET_MSG_ERR_SYNTAX, "not \"key value\"", shown);
		size_t kn = (size_t)(sp - l);
		size_t f = 0;
		while (f < k->count && !part_is(l, kn, k->fields[f].key))
			f++;
		if (f == k->count)
			continue; /* a key of a later version */
		snprintf(shown, sizeof shown, "%s", k->fields[f].key);
		if (seen[f])
			return refuse(err, NET_MSG_ERR_REPEATED, "a key given twice", shown);
		seen[f] = true;
		enum net_msg_status st = store(&k->fields[f], sp + 1, n - kn - 1, m);
		if (st != NET_MSG_OK)
			return refuse(err, st, net_msg_status_text(st), shown);
	}
	if (!k)
		return refuse(err, NET_MSG_ERR_KIND, "an empty payload where a message belongs", "");
	for (size_t f = 0; f < k->count; f++)
		if (k->fields[f].required && !seen[f])
			return refuse(err, NET_MSG_ERR_MISSING, "a required key is missing", k->fields[f].key);
	return NET_MSG_OK;
}

enum net_msg_status net_msg_parse(const char *topic, const void *payload, size_t len, struct net_msg *out,
                                  struct net_msg_error *err)
{
	unsigned allowed = 0;
	enum net_msg_status st;
	memset(out, 0, sizeof *out);
	if (err) {
		err->status = NET_MSG_OK;
		err->text[0] = '\0';
	}
	st = parse_topic(topic, out, &allowed);
	if (st != NET_MSG_OK) {
		refuse(err, st, net_msg_status_text(st), "");
		goto refused;
	}
	if (len > NET_PAYLOAD_MAX) {
		st = NET_MSG_ERR_TOO_LONG;
		refuse(err, st, "the payload is longer than 512 bytes", "");
		goto refused;
	}
	if (len == 0 && allowed == 1u << NET_MSG_PRESENCE) {
		out->kind = NET_MSG_GONE; /* a cleared retained presence */
		return NET_MSG_OK;
	}
	st = parse_lines(payload, len, allowed, out, err);
	if (st == NET_MSG_OK)
		return NET_MSG_OK;
refused:
	memset(out, 0, sizeof *out);
	return st;
}

/* Append "key value\n" for field f of m. */
static int encode_field(const struct field *f, const struct net_msg *m, char *buf, size_t cap, size_t *pos)
{
	const char *at = (const char *)m + f->offset;
	struct word_set ws = enum_words(f->type);
	char num[24];
	const char *v = num;
	if (ws.count) {
		int e;
		memcpy(&e, at, sizeof e);
		if (e < 0 || (size_t)e >= ws.count || !ws.words[e])
			return NET_MSG_ERR_VALUE;
		v = ws.words[e];
	} else if (f->type == F_SEQ || f->type == F_U64) {
		uint64_t x;
		memcpy(&x, at, sizeof x);
		if (f->type == F_SEQ && x == 0)
			return NET_MSG_ERR_VALUE;
		if (x == 0 && !f->required)
			return NET_MSG_OK; /* an optional number not given is left out */
		snprintf(num, sizeof num, "%llu", (unsigned long long)x);
	} else {
		size_t n = strnlen(at, f->max + 1);
		if (n > f->max)
			return NET_MSG_ERR_TOO_LONG;
		if (n == 0 && !f->required)
			return NET_MSG_OK; /* an empty optional text or id is left out */
		if (f->type == F_TEXT && !text_ok((const unsigned char *)at, n))
			return NET_MSG_ERR_TEXT;
		if (f->type == F_ID && !net_msg_name_ok(at, f->max))
			return NET_MSG_ERR_VALUE;
		if (n == 0)
			return NET_MSG_ERR_MISSING;
		v = at;
	}
	int w = snprintf(buf + *pos, cap - *pos, "%s %s\n", f->key, v);
	if (w < 0 || (size_t)w >= cap - *pos)
		return NET_MSG_ERR_SPACE;
	*pos += (size_t)w;
	return NET_MSG_OK;
}

int net_msg_encode(const struct net_msg *m, char *buf, size_t cap)
{
	if ((size_t)m->kind >= KINDS_COUNT || !kinds[m->kind].name)
		return NET_MSG_ERR_KIND;
	const struct kind_info *k = &kinds[m->kind];
	if (!k->fields)
		return 0; /* GONE: the empty payload */
	int w = snprintf(buf, cap, "%s\n", k->name);
	if (w < 0 || (size_t)w >= cap)
		return NET_MSG_ERR_SPACE;
	size_t pos = (size_t)w;
	for (size_t f = 0; f < k->count; f++) {
		int st = encode_field(&k->fields[f], m, buf, cap, &pos);
		if (st != NET_MSG_OK)
			return st;
	}
	return pos > NET_PAYLOAD_MAX ? NET_MSG_ERR_TOO_LONG : (int)pos;
}
