#!/usr/bin/env python3
# Writes src/core/reversi/reversi_flip_sq.c: one flip function per square
# (issue 18), each doing only the directions that can flip from its square,
# with the rays' masks as constants, and REVERSI_FLIP_SQ_, the table of them
# that reversi_flips_empty calls through.
#   - the rank: its 8 bits shifted down by a constant, the line tables of
#     reversi_lines.h (both ways at once);
#   - a ray towards higher squares (north, north-east, north-west): adding
#     the ray's first square to (opp | ~ray) carries through the opponent's
#     run and stops on the first square that is not the opponent's; if that
#     one is own, the run below it is flipped;
#   - a ray towards lower squares (south, south-east, south-west): the
#     highest square of the ray that is not the opponent's (a bit scan); if
#     it is own, the ray's squares above it are flipped.
# A ray of fewer than two squares flips nothing and is left out.
# Usage: tools/reversi-flip-sq.py > src/core/reversi/reversi_flip_sq.c


def ray(sq, df, dr):
    f, r, m = sq % 8 + df, sq // 8 + dr, []
    while 0 <= f < 8 and 0 <= r < 8:
        m.append(r * 8 + f)
        f, r = f + df, r + dr
    return m


def mask(squares):
    m = 0
    for s in squares:
        m |= 1 << s
    return m


NAMES = "abcdefgh"
UP = [("north", 0, 1), ("north-east", 1, 1), ("north-west", -1, 1)]
DOWN = [("south", 0, -1), ("south-east", 1, -1), ("south-west", -1, -1)]


def function(sq):
    file, rank = sq % 8, sq // 8
    out = []
    out.append("static uint64_t flip_%s%d(uint64_t own, uint64_t opp)" % (NAMES[file], rank + 1))
    out.append("{")
    own8 = "own >> %d & 255" % (8 * rank) if rank else "own & 255"
    back = " << %d" % (8 * rank) if rank else ""
    out.append("\tuint64_t o, f = (uint64_t)REVERSI_FLIPPED_[%d][REVERSI_OUTFLANK_[%d][opp >> %d & 63] & (%s)]%s;"
               % (file, file, 8 * rank + 1, own8, back))
    for name, df, dr in UP:
        squares = ray(sq, df, dr)
        if len(squares) < 2:
            continue
        m = mask(squares)
        out.append("\t/* %s */" % name)
        out.append("\to = ((opp | 0x%016xULL) + 0x%016xULL) & own & 0x%016xULL;"
                   % (~m & (2**64 - 1), 1 << squares[0], m))
        out.append("\tf |= (o - (o != 0)) & 0x%016xULL;" % m)
    for name, df, dr in DOWN:
        squares = ray(sq, df, dr)
        if len(squares) < 2:
            continue
        m = mask(squares)
        out.append("\t/* %s */" % name)
        out.append("\to = (1ULL << (63 - __builtin_clzll((~opp & 0x%016xULL) | 1))) & own & 0x%016xULL;" % (m, m))
        out.append("\tf |= (0 - (o << 1)) & 0x%016xULL;" % m)
    out.append("\treturn f;")
    out.append("}")
    return "\n".join(out)


def main():
    print("/* Written by tools/reversi-flip-sq.py: one flip function per square,")
    print(" * each with only the rays that can flip from there and their masks as")
    print(" * constants (the rank by the line tables of reversi_lines.h, rays north")
    print(" * by a carry, rays south by a bit scan).  reversi_flips_empty in")
    print(" * reversi.h calls them through REVERSI_FLIP_SQ_.  Do not edit. */")
    print('#include "core/reversi/reversi.h"')
    print()
    for sq in range(64):
        print(function(sq))
        print()
    print("uint64_t (*const REVERSI_FLIP_SQ_[64])(uint64_t own, uint64_t opp) = {")
    for rank in range(8):
        print("\t" + " ".join("flip_%s%d," % (NAMES[f], rank + 1) for f in range(8)))
    print("};")


main()
