#!/usr/bin/env python3
"""The e2e driver: boots the QEMU command after `--` with its serial console
and QMP on unix sockets, then plays a scenario file, one step a line:

  send TEXT                  a command line for the guest init (tests/e2e/init):
                             start ARGS | touch-open | touch LINE | touch-close | kill SIG
  wait-log REGEX [SECONDS]   a console line written after the last `send` matches
  expect-log REGEX           one already has (a check, not a wait)
  shot NAME                  QMP screendump into OUT/NAME.ppm (and .png)
  shot-until NAME X Y COLOUR take screendumps until pixel (X, Y) is COLOUR (a failure
                             if it is not within the step timeout)
  expect NAME X Y COLOUR [WHY]       pixel (X, Y) of shot NAME is COLOUR (hex RRGGBB)
  expect-not NAME X Y COLOUR [WHY]   ... is not COLOUR
  expect-colours NAME N      the shot has at least N distinct colours (not blank)
  key KEYS...                QMP send-key, one chord a word: ctrl-c, ctrl-alt-f2, r
  sleep SECONDS              wait (to let something happen that the log does not say)
  reset                      QMP system_reset: the machine's power cut and reboot
  kill-machine               SIGKILL to QEMU, then the same machine started again
  wait-boot                  the guest's "@@guest ready" after a reset or a new start

Every wait has a timeout; a failure prints what was expected, what came, and
the tail of the guest console.  The summary line is "N passed, N failed".

--scale N multiplies every guest-side timeout (boot, steps, wait-log SECONDS)
for slower emulation (aarch64 under TCG); --console names the kernel's serial
port (ttyS0 on x86, ttyAMA0 on the ARM virt machine)."""
import argparse, ctypes, json, os, re, shlex, signal, socket, struct, subprocess, sys, time, zlib

# Limits, not speeds: make check runs two steps at once (another guest may
# hold the other core), where a step of words.scn once took 60 s of the 30
# (x2 on aarch64) it had.  A passing run waits no longer for them.
BOOT_TIMEOUT = 180
STEP_TIMEOUT = 60


class Failure(Exception):
    pass


def die_with_parent():
    """QEMU must not outlive the driver, whatever kills it."""
    PR_SET_PDEATHSIG = 1
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


class Machine:
    """append: more kernel arguments (the installed system's root=...)."""
    def __init__(self, cmd, out, console, scale, append=""):
        self.out = out
        self.log_path = os.path.join(out, "console.log")
        if os.path.exists(self.log_path):
            os.unlink(self.log_path)
        self.cmd = cmd + ["-append", f"console={console} quiet loglevel=3 e2e.scale={scale} {append}".strip()]
        self.text = ""
        self.mark = 0
        self._start()

    def _start(self):
        serial = os.path.join(self.out, "serial.sock")
        qmp = os.path.join(self.out, "qmp.sock")
        for p in (serial, qmp):
            if os.path.exists(p):
                os.unlink(p)
        cmd = self.cmd + ["-chardev", f"socket,id=ser,path={serial},server=on,wait=on,logfile={self.log_path},"
                                      "logappend=on",
                          "-serial", "chardev:ser", "-qmp", f"unix:{qmp},server=on,wait=off"]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, preexec_fn=die_with_parent)
        self.serial = self._connect(serial)
        self.serial.setblocking(False)
        self.qmp = self._connect(qmp)
        self.qmp_file = self.qmp.makefile("rw")
        self.qmp_file.readline()  # greeting
        self.qmp_call("qmp_capabilities")

    def reset(self):
        """The power cut a reset button makes: the guest loses what it had not written."""
        self.pump()
        self.qmp_call("system_reset")
        self.mark = len(self.text)

    def kill_and_start(self):
        """The power cut of a machine killed outright: QEMU dies, the disk keeps what reached it."""
        self.pump()
        self.proc.kill()
        self.proc.wait()
        self.serial.close()
        self.qmp.close()
        self.text += "\n--- e2e: QEMU killed and started again ---\n"
        self.mark = len(self.text)
        self._start()

    def send_key(self, chord):
        """One chord, keys joined by '-': ctrl-alt-f2 presses ctrl, alt and f2 together."""
        keys = [{"type": "qcode", "data": k} for k in chord.split("-")]
        self.qmp_call("send-key", keys=keys)

    def _connect(self, path):
        deadline = time.monotonic() + 20
        while True:
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                s.connect(path)
                return s
            except OSError:
                s.close()
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    out = self.proc.stdout.read().decode(errors="replace") if self.proc.poll() is not None else ""
                    raise Failure(f"QEMU did not open {path}: {out.strip()}")
                time.sleep(0.1)

    def qmp_call(self, cmd, **args):
        self.qmp_file.write(json.dumps({"execute": cmd, "arguments": args}) + "\n")
        self.qmp_file.flush()
        while True:
            line = self.qmp_file.readline()
            if not line:
                raise Failure(f"QMP closed during {cmd}")
            reply = json.loads(line)
            if "return" in reply:
                return reply["return"]
            if "error" in reply:
                raise Failure(f"QMP {cmd}: {reply['error']}")

    def pump(self):
        try:
            while True:
                data = self.serial.recv(65536)
                if not data:
                    break
                self.text += data.decode(errors="replace").replace("\r", "")
        except BlockingIOError:
            pass
        if self.proc.poll() is not None:
            raise Failure(f"QEMU exited with status {self.proc.returncode}")

    def send(self, line):
        self.pump()
        self.mark = len(self.text)
        self.serial.setblocking(True)
        self.serial.sendall((line + "\n").encode())
        self.serial.setblocking(False)

    def lines(self):
        """The whole lines since the last send.  A line still arriving is left
        out: the serial socket hands text over in chunks, and its first half
        could satisfy a wait and then fail the expectation that follows."""
        text = self.text[self.mark:]
        return text[:text.rfind("\n") + 1].splitlines()

    def wait_log(self, regex, timeout):
        pattern = re.compile(regex)
        deadline = time.monotonic() + timeout
        while True:
            self.pump()
            for line in self.lines():
                if pattern.search(line):
                    return line
            if "@@fail" in self.text:
                raise Failure("the guest reported: " + re.search(r"@@fail.*", self.text).group(0))
            if time.monotonic() > deadline:
                raise Failure(f"no console line matching /{regex}/ within {timeout} s")
            time.sleep(0.1)

    def screendump(self, name):
        path = os.path.abspath(os.path.join(self.out, name + ".ppm"))
        self.qmp_call("screendump", filename=path)
        img = read_ppm(path)
        write_png(os.path.join(self.out, name + ".png"), img)
        return img

    def tail(self, n=40):
        try:
            self.pump()
        except Failure:
            pass
        return "\n".join(self.text.splitlines()[-n:])

    def stop(self):
        if self.proc.poll() is None:
            try:
                self.qmp_call("quit")
            except Exception:
                pass
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    fields, pos = [], 0
    while len(fields) < 4:
        m = re.compile(rb"\s*(#[^\n]*\n\s*)*(\S+)").match(data, pos)
        fields.append(m.group(2))
        pos = m.end()
    if fields[0] != b"P6":
        raise Failure(f"{path}: not a P6 PPM")
    w, h = int(fields[1]), int(fields[2])
    return w, h, data[pos + 1:pos + 1 + w * h * 3]


def write_png(path, img):
    w, h, rgb = img
    raw = b"".join(b"\0" + rgb[y * w * 3:(y + 1) * w * 3] for y in range(h))

    def chunk(tag, body):
        return struct.pack(">I", len(body)) + tag + body + struct.pack(">I", zlib.crc32(tag + body))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b""))


def pixel(img, x, y):
    w, h, rgb = img
    if not (0 <= x < w and 0 <= y < h):
        raise Failure(f"pixel ({x}, {y}) is outside the {w}x{h} screenshot")
    i = (y * w + x) * 3
    return rgb[i] << 16 | rgb[i + 1] << 8 | rgb[i + 2]


def run(machine, steps, results, scale):
    shots = {}
    for number, (lineno, words) in enumerate(steps):
        op, args = words[0], words[1:]
        where = f"step {lineno} ({' '.join(words)})"
        if op == "send":
            machine.send(" ".join(args))
        elif op == "wait-log":
            machine.wait_log(args[0], (float(args[1]) if len(args) > 1 else STEP_TIMEOUT) * scale)
        elif op == "expect-log":
            ok = any(re.search(args[0], line) for line in machine.lines())
            results.append((ok, f"{where}: no console line since the last send matches /{args[0]}/"))
        elif op == "shot":
            shots[args[0]] = machine.screendump(args[0])
        elif op == "shot-until":
            name, x, y, want = args[0], int(args[1]), int(args[2]), int(args[3], 16)
            deadline = time.monotonic() + STEP_TIMEOUT * scale
            while True:
                shots[name] = machine.screendump(name)
                got = pixel(shots[name], x, y)
                if got == want:
                    break
                if time.monotonic() > deadline:
                    results.append((False, f"{where}: pixel ({x}, {y}) of {name}.png never became #{want:06x} "
                                           f"within {STEP_TIMEOUT * scale} s: last #{got:06x}"))
                    break
                time.sleep(0.5)
        elif op in ("expect", "expect-not"):
            name, x, y, want = args[0], int(args[1]), int(args[2]), int(args[3], 16)
            why = " ".join(args[4:]) or "colour"
            got = pixel(shots[name], x, y)
            ok = (got == want) if op == "expect" else (got != want)
            results.append((ok, f"{where}: {why}: expected {'' if op == 'expect' else 'not '}"
                                f"#{want:06x} at ({x}, {y}) in {name}.png, got #{got:06x}"))
        elif op == "key":
            for chord in args:
                machine.send_key(chord)
        elif op == "sleep":
            time.sleep(float(args[0]))
        elif op == "reset":
            machine.reset()
        elif op == "kill-machine":
            machine.kill_and_start()
        elif op == "wait-boot":
            started = time.monotonic()
            machine.wait_log(r"@@guest ready", BOOT_TIMEOUT * scale)
            print(f"check-e2e: booted again in {time.monotonic() - started:.1f} s")
        elif op == "expect-colours":
            name, n = args[0], int(args[1])
            w, h, rgb = shots[name]
            colours = {rgb[i:i + 3] for i in range(0, len(rgb), 3 * 7)}
            results.append((len(colours) >= n, f"{where}: expected at least {n} colours in {name}.png, "
                                               f"got {len(colours)}"))
        else:
            raise Failure(f"{where}: unknown step")
        if results and not results[-1][0]:
            return  # later steps depend on this one


def read_steps(path):
    """The scenario's steps: (line number, words), comments and blank lines left out."""
    steps = []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            try:
                words = shlex.split(line, comments=True)
            except ValueError as e:
                sys.exit(f"{path}:{lineno}: {e}")
            if words:
                steps.append((lineno, words))
    return steps


def play(machine_args, out, results, body):
    """Starts the machine, runs body(machine), stops it whatever happens and
    prints the failures with the console's tail.  Returns the exit status."""
    machine = None
    try:
        machine = Machine(*machine_args)
        body(machine)
    except Failure as e:
        results.append((False, str(e)))
    finally:
        tail = machine.tail() if machine else ""
        if machine:
            machine.stop()
    failed = [msg for ok, msg in results if not ok]
    for msg in failed:
        print("FAIL", msg)
    if failed:
        print(f"--- guest console (last lines; full log {out}/console.log) ---\n{tail}\n---")
    return 1 if failed else 0


def summary(results):
    failed = sum(not ok for ok, _ in results)
    print(f"{len(results) - failed} passed, {failed} failed")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--scenario", required=True)
    ap.add_argument("--console", default="ttyS0")
    ap.add_argument("--scale", type=int, default=1)
    ap.add_argument("qemu", nargs=argparse.REMAINDER)
    opt = ap.parse_args()
    cmd = opt.qemu[1:] if opt.qemu[:1] == ["--"] else opt.qemu
    os.makedirs(opt.out, exist_ok=True)
    steps = read_steps(opt.scenario)
    results, started = [], time.monotonic()

    def body(machine):
        machine.wait_log(r"@@guest ready", BOOT_TIMEOUT * opt.scale)
        print(f"check-e2e: guest booted in {time.monotonic() - started:.1f} s")
        run(machine, steps, results, opt.scale)
    status = play((cmd, opt.out, opt.console, opt.scale), opt.out, results, body)
    print(f"check-e2e: {opt.scenario} in {time.monotonic() - started:.1f} s; screenshots in {opt.out}/")
    summary(results)
    sys.exit(status)


if __name__ == "__main__":
    main()
