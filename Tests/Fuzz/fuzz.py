#!/usr/bin/env python3
"""Fuzzes a private vivariumd: its protocol with random and mutated frames, its engine with
mutated Swift sources. Python stdlib only.

    fuzz.py --bin .build/debug [--seed N] [--frames N] [--sources N] [--seconds S]

Checked after every input: the daemon is alive and answers; every answer to a request that
has an id is one well-formed JSON-RPC response; a command that fails leaves `tree` and
`objects` byte-identical. Prints its figures and `N passed, N failed` (the failures are
broken properties, not failed commands: most mutated sources are rightly rejected).
`make test` runs a short pass with a fixed seed; `make fuzz` a long one.
"""
import argparse
import glob
import json
import re
import os
import random
import socket
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Corpus"))
from run_corpus import Daemon, DaemonGone  # noqa: E402  (the private daemon the corpus uses)

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


class Findings:
    def __init__(self):
        self.checks = 0
        self.broken = []

    def check(self, ok, what):
        self.checks += 1
        if not ok:
            self.broken.append(what)
            print("BROKEN " + what[:300], flush=True)


# MARK: Protocol frames

def valid_requests(graph):
    return [
        {"jsonrpc": "2.0", "id": 1, "method": "hello", "params": {"protocol": "1.0", "client": "fuzz"}},
        {"jsonrpc": "2.0", "id": 2, "method": "graph.list", "params": {}},
        {"jsonrpc": "2.0", "id": 3, "method": "graph.open", "params": {"name": graph, "create": True}},
        {"jsonrpc": "2.0", "id": 4, "method": "command", "params": {"graph": graph, "line": "tree"}},
        {"jsonrpc": "2.0", "id": 5, "method": "complete", "params": {"graph": graph, "line": "ta", "cursor": 2}},
        {"jsonrpc": "2.0", "id": 6, "method": "graph.clients", "params": {"name": graph}},
    ]


def mutate_json(value, rng, depth=0):
    """A structurally plausible variant: keys dropped or renamed, types swapped, ids odd."""
    if isinstance(value, dict) and value:
        value = dict(value)
        key = rng.choice(list(value))
        choice = rng.randrange(6)
        if choice == 0:
            del value[key]
        elif choice == 1:
            value[key + rng.choice(["", "x", "_"])] = value.pop(key)
        elif choice == 2:
            value[key] = rng.choice([None, 0, -1, 2 ** 63, 1.5, "", "x" * rng.randrange(1, 300), [], {}, True])
        elif depth < 3:
            value[key] = mutate_json(value[key], rng, depth + 1)
        return value
    if isinstance(value, list):
        return [mutate_json(v, rng, depth + 1) for v in value]
    if isinstance(value, str):
        return rng.choice(["", value * rng.randrange(1, 4), value[::-1], "\u0000", "é" * 50, value + "\"\\"])
    return rng.choice([None, 0, "1", [], {}, value])


def random_frame(rng, graph):
    """One line of bytes (without its newline), and whether it should get an answer."""
    kind = rng.randrange(9)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))).replace(b"\n", b" "), False
    if kind == 1:  # invalid UTF-8 inside a valid-looking request
        return b'{"jsonrpc":"2.0","id":77,"method":"graph.list","params":{"x":"\xff\xfe"}}', True
    if kind == 2:  # deep nesting
        depth = rng.choice([50, 300, 600, 5000])
        return (b"[" * depth) + (b"]" * depth), False
    if kind == 3:  # a batch
        batch = [rng.choice(valid_requests(graph)) for _ in range(rng.randrange(0, 4))]
        return json.dumps(batch).encode(), True
    if kind == 4:  # id null, notification, odd ids
        request = dict(rng.choice(valid_requests(graph)))
        request["id"] = rng.choice([None, "s", 1.5, [], {}])
        return json.dumps(request).encode(), False
    if kind == 5:
        return json.dumps(mutate_json(rng.choice(valid_requests(graph)), rng)).encode(), False
    if kind == 6:  # unknown method
        return json.dumps({"jsonrpc": "2.0", "id": 9, "method": "nope." + str(rng.randrange(99)), "params": {}}).encode(), True
    if kind == 7:  # a command with a random line
        line = "".join(rng.choice("{}[]()\"\\ aZ09.=#@$\t") for _ in range(rng.randrange(0, 80)))
        return json.dumps({"jsonrpc": "2.0", "id": 11, "method": "command", "params": {"graph": graph, "line": line}}).encode(), True
    return json.dumps(rng.choice(valid_requests(graph))).encode(), True


def read_answers(connection, deadline):
    """Lines available until the deadline (short): each must be JSON."""
    connection.settimeout(max(0.01, deadline - time.time()))
    data = b""
    try:
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            data += chunk
            if data.endswith(b"\n"):
                connection.settimeout(0.02)
    except (socket.timeout, BlockingIOError):
        pass
    except OSError:
        pass
    return [line for line in data.split(b"\n") if line]


def fuzz_protocol(daemon, rng, frames, findings, stop_at):
    graph = "fuzz-protocol"
    daemon.call("graph.open", {"name": graph, "create": True})
    sent = 0
    while sent < frames and time.time() < stop_at:
        connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        connection.connect(daemon.socket_path)
        style = rng.randrange(10)
        try:
            if style == 0:  # connect and vanish
                connection.close()
                sent += 1
                continue
            if style == 1:  # half a frame, then vanish
                connection.sendall(b'{"jsonrpc":"2.0","id":1,"method":"gr')
                connection.close()
                sent += 1
                continue
            if style == 2:  # an oversized frame
                connection.sendall(b'{"jsonrpc":"2.0","id":1,"method":"hello","params":{"x":"' + b"a" * (1 << 21) + b'"}}\n')
                for line in read_answers(connection, time.time() + 1):
                    findings.check(is_json(line), "oversized frame: answer is not JSON: %r" % line[:120])
                connection.close()
                sent += 1
                continue
            for _ in range(rng.randrange(1, 40)):
                frame, _ = random_frame(rng, graph)
                connection.sendall(frame + b"\n")
                sent += 1
            for line in read_answers(connection, time.time() + 0.3):
                findings.check(is_json(line), "answer is not JSON: %r" % line[:120])
        except OSError:
            pass  # the daemon may close a connection that misbehaves; it must stay up
        finally:
            connection.close()
        alive = daemon.call("graph.list", {})
        findings.check("result" in alive, "daemon stopped answering graph.list after protocol frames")
    return sent


def is_json(line):
    try:
        json.loads(line.decode("utf-8"))
        return True
    except (ValueError, UnicodeDecodeError):
        return False


# MARK: Sources

def transcript_inputs():
    inputs = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Sessions", "*.viv"))):
        current = None
        for line in open(path, encoding="utf-8"):
            line = line.rstrip("\n")
            if line.startswith("viv> "):
                if current is not None:
                    inputs.append(current)
                current = line[5:]
            elif line.startswith("...> ") and current is not None:
                current += "\n" + line[5:]
            elif current is not None:
                inputs.append(current)
                current = None
        if current is not None:
            inputs.append(current)
    return [text for text in inputs if text.strip()]


def tokens(text):
    out, word = [], ""
    for character in text:
        if character.isalnum() or character == "_":
            word += character
        else:
            if word:
                out.append(word)
                word = ""
            out.append(character)
    if word:
        out.append(word)
    return out


def mutate_source(text, rng, pool):
    parts = tokens(text)
    choice = rng.randrange(8)
    if choice == 0 and parts:  # delete a token
        del parts[rng.randrange(len(parts))]
    elif choice == 1 and parts:  # duplicate one
        index = rng.randrange(len(parts))
        parts.insert(index, parts[index])
    elif choice == 2 and len(parts) > 1:  # swap two
        i, j = rng.randrange(len(parts)), rng.randrange(len(parts))
        parts[i], parts[j] = parts[j], parts[i]
    elif choice == 3:  # splice another input's tail
        other = tokens(rng.choice(pool))
        parts = parts[:rng.randrange(len(parts) + 1)] + other[rng.randrange(len(other) + 1):]
    elif choice == 4:  # deep nesting
        depth = rng.choice([20, 100, 400])
        opener = rng.choice(["(", "[", "{"])
        closer = {"(": ")", "[": "]", "{": "}"}[opener]
        return "call print(" + opener * depth + "1" + closer * depth + ")"
    elif choice == 5:  # a huge literal
        return "call print(" + rng.choice(["9" * 400, '"' + "x" * 100000 + '"', "1e999", "0x" + "f" * 40]) + ")"
    elif choice == 6:  # a runaway loop or recursion
        return rng.choice(["call { var i = 0; while true { i += 1 } }()",
                           "func r(_ n: Int) -> Int { r(n + 1) }\ncall r(0)",
                           "call { var s = \"ab\"; for _ in 0..<64 { s = s + s } }()"])
    else:
        parts.insert(rng.randrange(len(parts) + 1), rng.choice(["!", "?", "nil", "try", "await", "self", ".", "$", "#if"]))
    return "".join(parts)


PRELUDE = [
    "class Model: ObservableObject { @Published var n = 0\n deinit { print(\"bye\") } }",
    "struct Row: View { let i: Int\n @StateObject var m = Model()\n var body: some View { Button(\"Row \\(i)\") { m.n += 1 } } }",
    "struct Screen: View { @State var count = 3\n var body: some View { VStack { Button(\"More\") { count += 1 }\n ForEach(0..<count, id: \\.self) { Row(i: $0) } } } }",
    "mount Screen()",
]


def fuzz_sources(daemon, rng, count, findings, stop_at):
    graph = "fuzz-sources"
    daemon.call("graph.open", {"name": graph, "create": True})
    for line in PRELUDE:
        answer = daemon.call("command", {"graph": graph, "line": line})
        if "error" in answer:
            raise SystemExit("fuzz: prelude failed: %s" % answer["error"]["message"])
    pool = transcript_inputs()
    sent = 0
    rejected = 0
    while sent < count and time.time() < stop_at:
        text = mutate_source(rng.choice(pool), rng, pool)
        before = snapshot(daemon, graph)
        answer = daemon.call("command", {"graph": graph, "line": text})
        sent += 1
        findings.check("result" in answer or "error" in answer, "a command got no response: %r" % text[:200])
        ok = "result" in answer and answer["result"].get("reply", {}).get("ok", True)
        check_no_compile_kind_at_run_time(findings, answer, text)
        if ok:
            # What the input declared runs: a tap re-renders the mounted screen, and it answers.
            for follow_up in ['tap "More"', "tree"]:
                check_no_compile_kind_at_run_time(findings, daemon.call("command", {"graph": graph, "line": follow_up}), text)
        if not ok:
            rejected += 1
            after = snapshot(daemon, graph)
            findings.check(before == after, "a failed command changed the graph: %r" % text[:200])
        if sent % 50 == 0:  # keep the graph small and mounted
            daemon.call("command", {"graph": graph, "line": "reset"})
            for line in PRELUDE:
                daemon.call("command", {"graph": graph, "line": line})
    return sent, rejected


# What swiftc says of a program it rejects; the checker says it at load, before anything runs
# (issue 23, item 4). The same words in a run-time failure mean the checker let it through.
COMPILE_KIND = re.compile(r"cannot find '[^']+' in scope|has no member '|cannot infer contextual base|"
                          r"cannot convert value of type|missing argument (label|for parameter)|extra argument|"
                          r"incorrect argument label|no exact matches in call")


def check_no_compile_kind_at_run_time(findings, answer, text):
    error = reply_of(answer).get("error") or {}
    message = error.get("message", "")
    broken = error.get("code") == "runtime" and COMPILE_KIND.search(message) is not None
    findings.check(not broken, "an accepted source failed at run time with a compile-kind diagnostic: %s\n--- source:\n%s"
                   % (message.splitlines()[0][:200] if broken else "", text[:400]))


def snapshot(daemon, graph):
    tree = daemon.call("command", {"graph": graph, "line": "tree"})
    objects = daemon.call("command", {"graph": graph, "line": "objects"})
    return json.dumps(reply_of(tree), sort_keys=True) + json.dumps(reply_of(objects), sort_keys=True)


def reply_of(answer):
    """The reply without the command echo and the revision."""
    result = answer.get("result") or (answer.get("error") or {}).get("data") or {}
    reply = dict(result.get("reply", {}))
    reply.pop("command", None)
    return reply


def main(argv):
    parser = argparse.ArgumentParser(description="Fuzz a private vivariumd.")
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--frames", type=int, default=2000)
    parser.add_argument("--sources", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=50)
    options = parser.parse_args(argv)
    rng = random.Random(options.seed)
    findings = Findings()
    daemon = Daemon(options.bin)
    started = time.time()
    try:
        half = started + options.seconds / 2
        frames = fuzz_protocol(daemon, rng, options.frames, findings, half)
        sources, rejected = fuzz_sources(daemon, rng, options.sources, findings, started + options.seconds)
        findings.check(daemon.process.poll() is None, "the daemon process exited")
    except DaemonGone as error:
        findings.check(False, "the daemon went away: %s" % error)
        frames = sources = rejected = 0
    finally:
        daemon.close()
    elapsed = time.time() - started
    print("fuzz: seed %d, %d protocol frames, %d sources (%d rejected, graph unchanged each time), %.1f s"
          % (options.seed, frames, sources, rejected, elapsed))
    print("%d passed, %d failed" % (findings.checks - len(findings.broken), len(findings.broken)))
    return 1 if findings.broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
