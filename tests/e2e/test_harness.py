#!/usr/bin/env python3
"""The e2e driver's reading of the serial line (tests/e2e/e2e.py), without a
guest: text arrives in chunks, and a line cut in two must neither end a
wait-log nor be judged by the expect-log after it.  (The installed system's
check once failed so: `wait-log "^@@console "` matched the first half of
"@@console active=tty1 kd=graphics kb=off", and the expectation of the whole
line saw only that half.)  Run by make check-e2e before the guests boot."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e  # noqa: E402

passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {what}")


class ChunkedMachine(e2e.Machine):
    """A Machine whose serial line hands over the given chunks, one per pump."""
    def __init__(self, chunks):
        self.text, self.mark, self.chunks = "", 0, list(chunks)

    def pump(self):
        if self.chunks:
            self.text += self.chunks.pop(0)


def expect_log(machine, regex):
    """The expect-log step, through e2e.run as a scenario runs it."""
    results = []
    e2e.run(machine, [(1, ["expect-log", regex])], results, 1)
    return results[0][0]


# The line cut after "kd=gr": the wait goes on to the next chunk, and then
# both the wait's line and the expectation see the whole line.
m = ChunkedMachine(["@@ran 0\n@@console active=tty1 kd=gr", "aphics kb=off\n"])
line = m.wait_log(r"^@@console ", 1)
check(line == "@@console active=tty1 kd=graphics kb=off", f"wait-log returned {line!r}, not the whole line")
check(expect_log(m, r"^@@console active=tty1 kd=graphics kb=off$"), "expect-log after a cut line failed")

# A line that never ends is not a line: the wait times out on it.
m = ChunkedMachine(["@@console active=tty1 kd=gr"])
try:
    m.wait_log(r"^@@console ", 0.3)
    check(False, "wait-log returned a line without its end")
except e2e.Failure:
    check(True, "")
check(not expect_log(m, r"^@@console "), "expect-log judged a line without its end")

# Lines before the last send are not seen; whole lines after it are.
m = ChunkedMachine([])
m.text = "@@ran 1\n"
m.mark = len(m.text)
m.text += "@@ran 0\n"
check(m.lines() == ["@@ran 0"], f"lines since the send: {m.lines()!r}")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
