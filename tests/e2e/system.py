#!/usr/bin/env python3
"""The installed system's driver (tests/e2e/run-system): boots the QEMU
command after `--` (a Debian 12 root with tessera installed and enabled),
plays the scenario with the e2e steps (tests/e2e/e2e.py), then cuts the power
CUTS times at random moments of a Reversi game between two people and checks
each time that the game resumes at the last completed turn, with no file
left half written.

A cut is a QMP system_reset or a SIGKILL to QEMU (the disk keeps what the
guest had written to it, the guest loses what it had not), alternately; it
falls either "in a save" - a random 0-200 ms after the touch that plays a
move, while the move is being played and written - or "in play" - a random
0.2-2 s after the move is on the screen (saved before it is drawn:
src/app/app.c settle), sometimes with a finger down.  After each boot:

  - the saved game's folder as the cut left it is listed before tessera
    starts (e2e-state.service): a temporary file there is a save the cut
    interrupted;
  - tessera continues the saved game ("continuing the Reversi game saved
    in"), sets nothing aside, and leaves only the file "reversi";
  - the moves on the board are those of the last screen seen before the
    cut, or one more when the cut fell in a save (the move in flight was
    either written whole or not at all).

Moves are read off the screen: the squares of a fixed legal game fill one
by one and never empty again, so the number of leading squares with a disc
is the number of moves played.  The summary says how many cuts were tried,
of which kind, and how many fell inside a save."""
import argparse, os, random, re, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e  # noqa: E402

# The first 40 moves of a legal game (`tessera-reversi play --computer both`,
# checked with `tessera-reversi show`), enough for 38 cuts; the squares'
# centres at 800x480 (`tessera-headless --game reversi --layout`): a1 = 45,51,
# 56 pixels a square.
MOVES = ("d3 c5 f6 e3 c3 f5 g6 f3 f4 g5 e6 d6 c4 c6 h4 d7 g4 g3 e7 h3 "
         "e2 d1 c8 h5 h6 d2 c2 f2 c1 b4 e1 f1 g1 h7 b3 b5 c7 f7 f8 b7").split()
EMPTY = 0x2f8050  # the board's green, 10 px off a square's centre
SAVED = "reversi"  # the saved Reversi game's file (src/app/app.c), written through .reversi.tmp


def square_xy(name):
    col, row = ord(name[0]) - ord("a"), int(name[1]) - 1
    return 45 + 56 * col, 51 + 56 * row


def moves_on_screen(img):
    """How many of MOVES are on the board; None if they are not a prefix."""
    filled = [e2e.pixel(img, x + 10, y + 10) != EMPTY for x, y in map(square_xy, MOVES)]
    n = filled.index(False) if False in filled else len(filled)
    return n if not any(filled[n:]) else None


class Cuts:
    def __init__(self, machine, scale, seed):
        self.m = machine
        self.scale = scale
        self.rng = random.Random(seed)
        self.tried = {"reset": 0, "kill": 0}
        self.kinds = {"save": 0, "play": 0}
        self.in_save = 0  # a temporary file was there at boot
        self.lost = 0     # the move in flight was not saved (resumed one before)
        self.shot = 0

    def screen(self):
        self.shot += 1
        return self.m.screendump(f"cut-{self.shot:03d}")

    def settled_moves(self, want=None):
        """The moves on screen once it stops changing (a flip animates for 1/4 s)."""
        deadline = time.monotonic() + e2e.STEP_TIMEOUT * self.scale
        last = None
        while True:
            n = moves_on_screen(self.screen())
            if n is not None and n == last and (want is None or n == want):
                return n
            if time.monotonic() > deadline:
                raise e2e.Failure(f"the board did not settle (moves seen: {n}, wanted {want}); "
                                  f"screenshots {self.m.out}/cut-*.png")
            last = n
            time.sleep(0.4)

    def touch(self, line):
        self.m.send("touch " + line)

    def open_touch(self):
        self.m.send("touch-open")
        self.m.wait_log(r"tessera: input: added .*e2e touch panel", e2e.STEP_TIMEOUT * self.scale)

    def boot_and_resume(self):
        started = time.monotonic()
        self.m.wait_log(r"@@guest ready", e2e.BOOT_TIMEOUT * self.scale)
        state = self.m.wait_log(r"@@state at boot:", 5)
        self.m.wait_log(r"tessera: running", e2e.STEP_TIMEOUT * self.scale)
        lines = self.m.text[self.m.mark:]
        if "continuing the Reversi game saved in" not in lines:
            raise e2e.Failure("tessera did not continue the saved game after the cut")
        bad = re.search(r".*(set aside|tessera: warning|tessera: cannot).*", lines)
        if bad:
            raise e2e.Failure(f"after the cut: {bad.group(0).strip()}")
        print(f"check-system: booted and resumed in {time.monotonic() - started:.1f} s; {state.strip()}")
        return f".{SAVED}.tmp" in state

    def check_folder(self):
        self.m.send("run echo @@files $(ls -A /var/lib/private/tessera)")
        files = self.m.wait_log(r"^@@files", e2e.STEP_TIMEOUT).split()[1:]
        if files != [SAVED]:
            raise e2e.Failure(f"the state directory holds {files} after the resume, not just '{SAVED}'")

    def one(self, number, how, kind, played):
        move = MOVES[played]
        x, y = square_xy(move)
        self.touch(f"down {x} {y}")
        self.touch("up")
        if kind == "save":
            time.sleep(self.rng.uniform(0, 0.2))
            seen = moves_on_screen(self.screen())
            low, high = (seen if seen is not None else played), played + 1
        else:
            self.settled_moves(played + 1)
            time.sleep(self.rng.uniform(0.2, 2.0))
            if self.rng.random() < 0.5:  # a finger on the next square as the power goes
                nx, ny = square_xy(MOVES[played + 1])
                self.touch(f"down {nx} {ny}")
            low = high = played + 1
        self.tried[how] += 1
        self.kinds[kind] += 1
        if how == "reset":
            self.m.reset()
        else:
            self.m.kill_and_start()
        interrupted = self.boot_and_resume()
        self.in_save += interrupted
        resumed = self.settled_moves()
        print(f"check-system: cut {number} ({how}, in {'a save' if kind == 'save' else 'play'}, move {move}): "
              f"resumed at {resumed} moves (expected {low}{'' if low == high else f' or {high}'})"
              f"{'; a temporary file was left and removed' if interrupted else ''}")
        if not low <= resumed <= high:
            raise e2e.Failure(f"cut {number}: the game resumed at {resumed} moves, expected "
                              f"{low}{'' if low == high else f' to {high}'}")
        self.lost += kind == "save" and resumed == played
        self.check_folder()
        self.open_touch()
        return resumed

    def run(self, count, played):
        # Each cut plays at most one move, and one more square is touched in play.
        if played + count + 1 > len(MOVES):
            raise e2e.Failure(f"at most {len(MOVES) - played - 1} cuts: the planned game has {len(MOVES)} moves")
        for i in range(count):
            how = ("reset", "kill")[i // 2 % 2]
            kind = ("save", "play")[i % 2]
            played = self.one(i + 1, how, kind, played)
        print(f"check-system: {count} power cuts tried ({self.tried['reset']} system_reset, "
              f"{self.tried['kill']} QEMU killed; {self.kinds['save']} in a save, {self.kinds['play']} in play): "
              f"{self.in_save} left a temporary file (a save interrupted), {self.lost} lost the move in flight; "
              f"every one resumed at the last completed turn")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--scenario", required=True)
    ap.add_argument("--cuts", type=int, default=4)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--scale", type=int, default=1)
    ap.add_argument("qemu", nargs=argparse.REMAINDER)
    opt = ap.parse_args()
    cmd = opt.qemu[1:] if opt.qemu[:1] == ["--"] else opt.qemu
    seed = opt.seed if opt.seed is not None else random.randrange(1 << 30)
    os.makedirs(opt.out, exist_ok=True)
    steps = e2e.read_steps(opt.scenario)
    results, started = [], time.monotonic()
    print(f"check-system: seed {seed} (--seed {seed} repeats the cuts' moments)")

    def body(machine):
        machine.wait_log(r"tessera: running", e2e.BOOT_TIMEOUT * opt.scale)
        print(f"check-system: the game came up from the unit {time.monotonic() - started:.1f} s after QEMU started")
        # The scenario up to `power-cuts`, the cuts, the rest.
        split = next((n for n, (_, words) in enumerate(steps) if words[0] == "power-cuts"), len(steps))
        e2e.run(machine, steps[:split], results, opt.scale)
        if all(ok for ok, _ in results) and split < len(steps):
            if opt.cuts:
                cuts = Cuts(machine, opt.scale, seed)
                cuts.run(opt.cuts, cuts.settled_moves())
                results.append((True, "power cuts"))
            e2e.run(machine, steps[split + 1:], results, opt.scale)
    status = e2e.play((cmd, opt.out, "ttyS0", opt.scale, "root=/dev/vda rw"), opt.out, results, body)
    print(f"check-system: {opt.scenario} and {opt.cuts} power cuts in {time.monotonic() - started:.1f} s; "
          f"screenshots in {opt.out}/")
    e2e.summary(results)
    sys.exit(status)


if __name__ == "__main__":
    main()
