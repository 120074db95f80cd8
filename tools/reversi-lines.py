#!/usr/bin/env python3
# Writes src/core/reversi/reversi_lines.h: the tables of the flips by whole
# lines (reversi_flips_empty in reversi.h).  Each of the four lines through a
# square is gathered into 8 bits (bit i = the i-th square of the line); two
# small tables then give the discs that end the runs and the discs flipped.
# Usage: tools/reversi-lines.py > src/core/reversi/reversi_lines.h


def outflank(p, o6):
    # Squares just past the opponent runs touching p, either side; whether
    # they hold an own disc is checked by the caller (& own).
    opp = o6 << 1
    out = 0
    i = p + 1
    while i <= 6 and opp >> i & 1:
        i += 1
    if i > p + 1 and i <= 7:
        out |= 1 << i
    i = p - 1
    while i >= 1 and opp >> i & 1:
        i -= 1
    if i < p - 1 and i >= 0:
        out |= 1 << i
    return out


def flipped(p, out):
    f = 0
    for o in range(8):
        if out >> o & 1:
            lo, hi = min(o, p), max(o, p)
            for i in range(lo + 1, hi):
                f |= 1 << i
    return f


def diag(sq, step):
    # The squares of the diagonal through sq: step 1 goes up-right (a1-h8),
    # -1 up-left (h1-a8).
    f0, r0, m = sq % 8, sq // 8, 0
    for k in range(-7, 8):
        f, r = f0 + k * step, r0 + k
        if 0 <= f < 8 and 0 <= r < 8:
            m |= 1 << (r * 8 + f)
    return m


def column(b):
    # Line bit j of a column is rank 7 - j (the gather's order).
    m = 0
    for j in range(8):
        if b >> j & 1:
            m |= 1 << (8 * (7 - j))
    return m


def rows(vals, per, fmt):
    for i in range(0, len(vals), per):
        print("\t\t" + " ".join(fmt % v for v in vals[i:i + per]))


print("/* Written by tools/reversi-lines.py: tables of the flips by lines.  A")
print(" * line through a square is read as 8 bits; REVERSI_OUTFLANK_[p][o] is, for")
print(" * a move on line bit p with opponent discs o on bits 1-6 (o = bits >> 1 &")
print(" * 63), the squares just past the opponent runs next to p; those holding")
print(" * an own disc end a run, and REVERSI_FLIPPED_[p][x] is the run between p")
print(" * and them.  REVERSI_COLUMN_ puts a column's line bits back on file a,")
print(" * REVERSI_DIAG9_/7_ are the diagonals through each square (a1-h8 and")
print(" * h1-a8 ways).  Used by reversi_flips_lines in reversi.h; the first two")
print(" * also by the per-square flips (reversi_flip_sq.c) for the rank. */")
print("#ifndef TESSERA_CORE_REVERSI_LINES_H\n#define TESSERA_CORE_REVERSI_LINES_H\n")
print("#include <stdint.h>\n")
print("static const uint8_t REVERSI_OUTFLANK_[8][64] = {")
for p in range(8):
    print("\t{")
    rows([outflank(p, o) for o in range(64)], 16, "%d,")
    print("\t},")
print("};\n")
print("static const uint8_t REVERSI_FLIPPED_[8][256] = {")
for p in range(8):
    print("\t{")
    rows([flipped(p, x) for x in range(256)], 16, "%d,")
    print("\t},")
print("};\n")
print("static const uint64_t REVERSI_COLUMN_[256] = {")
rows([column(b) for b in range(256)], 4, "0x%016xULL,")
print("};\n")
print("static const uint64_t REVERSI_DIAG9_[64] = {")
rows([diag(s, 1) for s in range(64)], 4, "0x%016xULL,")
print("};\n")
print("static const uint64_t REVERSI_DIAG7_[64] = {")
rows([diag(s, -1) for s in range(64)], 4, "0x%016xULL,")
print("};\n\n#endif")
