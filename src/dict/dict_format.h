/* The layout of a dictionary blob, shared by the loader (dict.c) and the host
 * tool that writes it (tools/mkdict.c).  Every integer is little-endian.
 *
 *   header (32 bytes)
 *      0  8  magic "TESSDICT"
 *      8  4  format version (DICT_FORMAT_VERSION)
 *     12  4  total size of the blob in bytes
 *     16  4  number of sections (1..DICT_MAX_SECTIONS)
 *     20  4  checksum: CRC-32 of the whole blob with these 4 bytes read as zero
 *     24  4  flags (0)
 *     28  4  reserved (0)
 *   section table: one 16-byte entry per section
 *      0  4  kind (enum dict_section_kind)
 *      4  4  flags (0)
 *      8  4  offset from the start of the blob (a multiple of 8)
 *     12  4  size in bytes
 *   sections, in any order, not overlapping.
 *
 * A loader ignores section kinds it does not know, so new sections (a GADDAG
 * for the move generator) can be added without a version change; the version
 * changes only when an existing layout does.
 *
 *   DAWG section (kind 1)
 *      0  4  edge count E, including the unused edge 0
 *      4  4  root: index of the first edge of the root node
 *      8  4  word count
 *     12  1  bits per edge B = DICT_EDGE_FLAG_BITS + bits of a child index
 *     13  3  reserved (0)
 *     16     E edges of B bits, edge i at bit i*B, least significant bit first,
 *            then zero bits to a whole byte, then DICT_EDGE_PAD zero bytes so
 *            that an 8-byte read at any edge stays inside the section.
 *   An edge holds, from bit 0: last-of-node (1), ends-a-word (1), letter
 *   1..26 (5), child node index (B - 7; 0 = no child).  Edge 0 is the
 *   constant DICT_EDGE_LAST so that index 0 can mean "no node".
 *
 *   GADDAG section (kind 2, optional, at most one): the same header and edge
 *   layout; the count at offset 8 is the number of strings (the sum of the
 *   word lengths, which the loader compares with the DAWG's), symbols are
 *   1..27 (27 = DICT_GADDAG_SEPARATOR), and every child index is greater than
 *   the index of the edge that leads to it.  See dict.h, dict_gaddag(). */
#ifndef TESSERA_DICT_FORMAT_H
#define TESSERA_DICT_FORMAT_H

#include "dict.h"

#include <stddef.h>
#include <stdint.h>

#define DICT_MAGIC "TESSDICT"

enum {
	DICT_MAGIC_SIZE = 8,
	DICT_FORMAT_VERSION = 1,
	DICT_HEADER_SIZE = 32,
	DICT_OFF_VERSION = 8,
	DICT_OFF_SIZE = 12,
	DICT_OFF_SECTIONS = 16,
	DICT_OFF_CHECKSUM = 20,
	DICT_OFF_FLAGS = 24,
	DICT_OFF_RESERVED = 28,
	DICT_SECTION_ENTRY_SIZE = 16,
	DICT_MAX_SECTIONS = 16,
	DICT_SECTION_ALIGN = 8,
	DICT_DAWG_HEADER_SIZE = 16,
	DICT_EDGE_PAD = 8,
	DICT_MAX_EDGE_BITS = 32,
	/* Limits that keep a hostile blob from making dict_open slow. */
	DICT_MAX_EDGES = 1 << 25,
	DICT_MAX_WORDS = 1 << 22,
	DICT_GADDAG_MAX_STRINGS = DICT_MAX_WORDS * DICT_MAX_WORD,
};

_Static_assert((int)DICT_HEAD_SIZE == (int)DICT_HEADER_SIZE, "dict.h's header size is the format's");

/* The largest child index and the flags fit one 32-bit edge. */
_Static_assert((1ull << (DICT_MAX_EDGE_BITS - DICT_EDGE_FLAG_BITS)) >= DICT_MAX_EDGES,
	       "DICT_MAX_EDGES needs more bits than an edge has");

enum dict_section_kind {
	DICT_SECTION_DAWG = 1,
	DICT_SECTION_GADDAG = 2, /* optional: the move generator's GADDAG */
};

/* Bytes a DAWG section of `edges` edges of `bits` bits takes. */
static inline uint64_t dict_dawg_section_size(uint64_t edges, unsigned bits)
{
	return DICT_DAWG_HEADER_SIZE + (edges * bits + 7) / 8 + DICT_EDGE_PAD;
}

/* CRC-32 (IEEE 802.3, reflected, as in zlib): pass 0 to start, then the
 * previous result to continue over more bytes. */
uint32_t dict_crc32(uint32_t crc, const void *data, size_t len);

/* The checksum a blob of `size` bytes (>= DICT_HEADER_SIZE) must carry. */
uint32_t dict_blob_checksum(const unsigned char *blob, size_t size);

#endif
