#!/usr/bin/env python3
"""Seeds for tests/fuzz/fuzz_app.c from the golden scripts.

Each tests/golden/NAME-WxH.script at a screen the harness plays (480x320,
800x480, 480x800), other than the computer's (the harness has no word
list), becomes tests/fuzz/corpus/app/NAME-WxH in the harness's input
format: a set-up byte (the screen, the kiosk's rules for kiosk-*, the first
screen, the other kiosk for net-*), then five bytes an event - a tap, a drag
from its down to its up, a long press, a wait, a line of the other kiosk -
the points as fractions of 256 of the screen.  The first 48 events only.
So the fuzzer starts from games really played: tiles on the board, a
blank's letter, a game across tables.  Run it after changing the golden
scripts or the harness's PEER lines:  python3 tools/fuzz-app-seeds.py
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCREENS = {"480x320": 0, "800x480": 1, "480x800": 2}
FIRST = {"menu": 0, "net": 0, "words": 2, "kiosk": 2, "reversi": 3}
EVENTS_MAX = 48


def peer_lines():
    """The harness's PEER table, in order: a peer line is its index."""
    text = open(os.path.join(ROOT, "tests/fuzz/fuzz_app.c"), encoding="utf-8").read()
    table = re.search(r"static const char \*const PEER\[\] = \{(.*?)\};", text, re.S).group(1)
    return [bytes(s, "ascii").decode("unicode_escape").encode("latin-1").decode("utf-8")
            for s in re.findall(r'"((?:[^"\\]|\\.)*)"', table)]


def frac(v, size):
    return max(0, min(255, (v * 256 + size // 2) // size))


def events(path, w, h, peers):
    out, down, moved, held = [], None, False, 0
    for line in open(path, encoding="utf-8"):
        words = line.split("#")[0].split()
        if not words:
            continue
        if words[0] == "down":
            down, moved, held = (int(words[1]), int(words[2])), False, 0
        elif words[0] == "move":
            moved = True
        elif words[0] == "wait":
            ms = int(words[1])
            if down:
                held += ms
            elif ms <= 255 * 50:
                out.append((5, ms // 50, 0, 0, 0))
            else:
                out.append((6, min(255, ms // 100), 0, 0, 0))
        elif words[0] == "up" and down:
            x, y = frac(down[0], w), frac(down[1], h)
            if moved:
                out.append((3, x, y, frac(int(words[1]), w), frac(int(words[2]), h)))
            else:
                out.append((4 if held >= 600 else 0, x, y, 0, 0))
            down = None
        elif words[0] == "peer":
            what = line.split("#")[0].strip()[len("peer "):]
            if what not in peers:
                sys.exit(f"{path}: 'peer {what}' is not in fuzz_app.c's PEER table")
            out.append((7, peers.index(what), 0, 0, 0))
    return out[:EVENTS_MAX]


def main():
    peers = peer_lines()
    corpus = os.path.join(ROOT, "tests/fuzz/corpus/app")
    os.makedirs(corpus, exist_ok=True)
    for old in glob.glob(os.path.join(corpus, "golden-*")):
        os.remove(old)
    n = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "tests/golden/*.script"))):
        name = os.path.basename(path)[:-len(".script")]
        m = re.match(r"([a-z]+)-.*?(\d+x\d+)$", name)
        if not m or m.group(2) not in SCREENS or m.group(1) not in FIRST or "computer" in name:
            continue
        kind, (w, h) = m.group(1), map(int, m.group(2).split("x"))
        setup = SCREENS[m.group(2)] | FIRST[kind] << 3 | (kind == "kiosk") << 2 | (kind == "net") << 5
        data = bytes([setup]) + b"".join(bytes(e) for e in events(path, w, h, peers))
        with open(os.path.join(corpus, "golden-" + name), "wb") as f:
            f.write(data)
        n += 1
    print(f"{n} seeds in {os.path.relpath(corpus, ROOT)}")


main()
