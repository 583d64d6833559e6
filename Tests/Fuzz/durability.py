#!/usr/bin/env python3
"""A durability soak of a private vivariumd whose journals live on a small tmpfs (root only:
it mounts one). Python stdlib only.

    durability.py --bin .build/debug [--seed N] [--rounds N]

Each round does one of: taps on a counter (some of them refused while the disk is full),
fills or frees the disk, kills the graph's engine worker (idle or mid-command), kills the
daemon with SIGKILL and starts it again, or flips a byte in a journal entry and restarts.
Checked throughout: an acknowledged tap is never lost (after every restart the graph's rev and
count are at least the last acknowledged ones; a flipped byte may cost that one entry); a
refused tap names its cause and leaves rev as it was; reads are answered while the disk is
full; the journal is never moved aside with nothing in its place; no connection hangs.
Prints `N passed, N failed`. `make fuzz` runs it.
"""
import argparse
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time

COUNTER = """struct CounterView: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("Count: \\(count)")
            Button("Add") { count += 1 }
        }
    }
}"""


class Client:
    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX)
        self.sock.settimeout(60)
        self.sock.connect(path)
        self.file = self.sock.makefile("rwb")
        self.next = 0
        self.call("hello", {"protocol": "1.0", "client": "durability"})

    def call(self, method, params):
        self.next += 1
        self.file.write((json.dumps({"jsonrpc": "2.0", "id": self.next, "method": method, "params": params}) + "\n").encode())
        self.file.flush()
        while True:
            line = self.file.readline()
            if not line:
                raise ConnectionError("the daemon closed the connection")
            message = json.loads(line)
            if message.get("id") == self.next:
                return message

    def close(self):
        self.sock.close()


class Soak:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.dir = tempfile.mkdtemp(prefix="vdur.")
        self.disk = os.path.join(self.dir, "disk")
        os.mkdir(self.disk, 0o700)
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k,mode=0700", "tmpfs", self.disk], check=True)
        self.state = os.path.join(self.disk, "graphs")
        self.socket = os.path.join(self.dir, "s")
        self.daemon = None
        self.passed = 0
        self.failed = []
        # What must survive: the last acknowledged rev and the count it showed.
        self.rev = 0
        self.count = 0
        self.lost_allowance = 0

    def check(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failed.append(what)
            print("FAILED " + what[:300], flush=True)

    def start(self):
        log = open(os.path.join(self.dir, "daemon.log"), "ab")
        self.daemon = subprocess.Popen(
            [os.path.join(self.args.bin, "vivariumd"), "--foreground", "--socket", self.socket,
             "--state-dir", self.state, "--log-level", "warning"],
            stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                self.client = Client(self.socket)
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("vivariumd did not start")

    def stop(self, hard=False):
        if not self.daemon:
            return
        self.client.close()
        self.daemon.send_signal(signal.SIGKILL if hard else signal.SIGTERM)
        self.daemon.wait(30)
        self.daemon = None

    def tree(self):
        answer = self.client.call("command", {"graph": "g", "line": "tree"})
        result = answer.get("result")
        self.check(result is not None, "tree answered: %s" % answer)
        if not result:
            return None, None
        text = json.dumps(result["reply"].get("tree"))
        count = int(text.split("Count: ")[1].split("\\")[0]) if "Count: " in text else None
        return result["rev"], count

    def expect_survived(self, when):
        rev, count = self.tree()
        if rev is None:
            return
        self.check(rev >= self.rev - self.lost_allowance, "%s: rev %s, acknowledged %s" % (when, rev, self.rev))
        self.check(count is not None and count >= self.count - self.lost_allowance,
                   "%s: count %s, acknowledged %s" % (when, count, self.count))
        self.rev, self.count, self.lost_allowance = rev, count, 0

    def tap(self, times):
        for _ in range(times):
            answer = self.client.call("command", {"graph": "g", "line": 'tap "Add"'})
            if "result" in answer:
                self.check(answer["result"]["rev"] == self.rev + 1, "acknowledged rev %s after %s" % (answer["result"]["rev"], self.rev))
                self.rev += 1
                self.count += 1
            else:
                error = answer.get("error", {})
                reply = (error.get("data") or {}).get("reply") or {}
                code = (reply.get("error") or {}).get("code")
                message = (reply.get("error") or {}).get("message", "")
                if code == "journal":
                    self.check("(ENOSPC)" in message or "(EIO)" in message, "a refusal names its cause: %s" % message)
                    self.check((error.get("data") or {}).get("rev") == self.rev, "a refusal leaves rev")
                else:
                    self.check(False, "a tap fails only when the disk refuses it: %s" % answer)

    def fill(self):
        path = os.path.join(self.disk, "filler")
        try:
            with open(path, "ab") as filler:
                while True:
                    filler.write(b"." * 4096)
                    filler.flush()
        except OSError:
            pass
        try:
            with open(path, "ab") as filler:
                while True:
                    filler.write(b".")
                    filler.flush()
        except OSError:
            pass

    def free(self):
        try:
            os.unlink(os.path.join(self.disk, "filler"))
        except FileNotFoundError:
            pass

    def engine_pid(self):
        graphs = self.client.call("graph.list", {}).get("result", {}).get("graphs", [])
        return graphs[0].get("enginePid") if graphs else None

    def flip_a_byte(self):
        path = os.path.join(self.state, "g.journal")
        with open(path, "rb") as journal:
            data = bytearray(journal.read())
        lines = [i for i, b in enumerate(data) if b == 0x0A]
        # Entries 1 and 2 are the view and its mount; a tap's entry is flipped.
        if len(lines) < 5:
            return False
        k = self.rng.randrange(3, len(lines))
        start, end = lines[k - 1] + 1, lines[k]
        data[self.rng.randrange(start + 9, end)] ^= 0x04
        try:
            with open(path, "wb") as journal:
                journal.write(data)
        except OSError:
            return False
        return True

    def run(self):
        self.start()
        self.client.call("graph.open", {"name": "g"})
        for line in [COUNTER, "mount CounterView()"]:
            self.check("result" in self.client.call("command", {"graph": "g", "line": line}), line)
        self.rev, self.count = self.tree()
        for round in range(self.args.rounds):
            action = self.rng.choice(["tap", "tap", "tap", "fill", "free", "kill-worker", "kill-daemon", "flip"])
            if action == "tap":
                self.tap(self.rng.randrange(1, 30))
            elif action == "fill":
                self.fill()
                self.tap(5)
                self.expect_survived("reads on a full disk")
            elif action == "free":
                self.free()
            elif action == "kill-worker":
                pid = self.engine_pid()
                if pid:
                    os.kill(pid, signal.SIGKILL)
                    time.sleep(0.05)
                self.expect_survived("after a worker was killed")
            elif action == "kill-daemon":
                self.stop(hard=True)
                self.start()
                self.expect_survived("after kill -9 of the daemon")
            elif action == "flip":
                self.stop()
                self.free()
                if self.flip_a_byte():
                    self.lost_allowance = 1
                self.start()
                self.expect_survived("after a flipped byte")
                graphs = self.client.call("graph.list", {}).get("result", {})
                self.check(any(g["name"] == "g" for g in graphs.get("graphs", [])), "the graph is restored")
            files = os.listdir(self.state)
            self.check("g.journal" in files, "the journal is in place: %s" % files)
        self.free()
        self.stop()
        self.start()
        self.expect_survived("at the end")
        self.stop()

    def cleanup(self):
        try:
            self.stop(hard=True)
        except Exception:
            pass
        subprocess.run(["umount", "-l", self.disk])
        subprocess.run(["rm", "-rf", self.dir])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=".build/debug")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    if os.geteuid() != 0:
        print("durability soak: skipped (mounting a tmpfs needs root)")
        print("0 passed, 0 failed")
        return 0
    soak = Soak(args)
    try:
        soak.run()
    finally:
        soak.cleanup()
    print("%d passed, %d failed" % (soak.passed, len(soak.failed)))
    return 1 if soak.failed else 0


if __name__ == "__main__":
    sys.exit(main())
