#!/usr/bin/env python3
# Writes src/ai/rvai_last_count.h: for a move on square p (0..7) of a line
# of 8 squares where every square but the mover's discs x (a byte, bit i =
# square i) holds an opponent disc, the number of discs it flips along that
# line: on each side, the squares up to the mover's nearest disc, if any.
# Usage: tools/reversi-last-count.py > src/ai/rvai_last_count.h
def count(p, x):
    n = 0
    for step in (1, -1):
        i = p + step
        while 0 <= i < 8 and not x >> i & 1:
            i += step
        if 0 <= i < 8:
            n += abs(i - p) - 1
    return n

print("/* Written by tools/reversi-last-count.py: RVAI_LAST_COUNT[p][x] is the")
print(" * number of discs a move on square p of a line flips along it when x marks")
print(" * the mover's discs and every other square is the opponent's (the last")
print(" * empty square of the board).  Used by the solver in rvai.c. */")
print("#ifndef TESSERA_AI_RVAI_LAST_COUNT_H\n#define TESSERA_AI_RVAI_LAST_COUNT_H\n")
print("#include <stdint.h>\n")
print("static const uint8_t RVAI_LAST_COUNT[8][256] = {")
for p in range(8):
    vals = [count(p, x) for x in range(256)]
    print("\t{")
    for i in range(0, 256, 32):
        print("\t\t" + " ".join("%d," % v for v in vals[i:i + 32]))
    print("\t},")
print("};\n\n#endif")
