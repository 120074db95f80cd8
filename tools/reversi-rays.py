#!/usr/bin/env python3
# Writes src/core/reversi/reversi_rays.h: for each of the 8 directions and
# each square, the bitboard of the squares beyond it on that line.
# Usage: tools/reversi-rays.py > src/core/reversi/reversi_rays.h
DIRS = [(1, 0, "east"), (0, 1, "north"), (1, 1, "north-east"), (-1, 1, "north-west"),
        (-1, 0, "west"), (0, -1, "south"), (-1, -1, "south-west"), (1, -1, "south-east")]
print("/* Written by tools/reversi-rays.py: for each direction and square, the")
print(" * squares beyond it on that line.  The first four directions go to higher")
print(" * indexes (nearest square = lowest bit), the last four to lower ones")
print(" * (nearest = highest bit).  Used by reversi_flips in reversi.h. */")
print("#ifndef TESSERA_CORE_REVERSI_RAYS_H\n#define TESSERA_CORE_REVERSI_RAYS_H\n")
print("#include <stdint.h>\n")
print("static const uint64_t REVERSI_RAYS_[8][64] = {")
for df, dr, name in DIRS:
    vals = []
    for sq in range(64):
        f, r, m = sq % 8 + df, sq // 8 + dr, 0
        while 0 <= f < 8 and 0 <= r < 8:
            m |= 1 << (r * 8 + f)
            f, r = f + df, r + dr
        vals.append(m)
    print("\t{ /* %s */" % name)
    for i in range(0, 64, 4):
        print("\t\t" + " ".join("0x%016xULL," % v for v in vals[i:i + 4]))
    print("\t},")
print("};\n\n#endif")
