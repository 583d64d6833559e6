#!/usr/bin/env python3
"""Runs every corpus file as a new user would paste it, and says how many run.

Usage: run_corpus.py [--bin DIR] [--expect-pass] [-v] [FILE.swift ...]
       (default: every Tests/Corpus/*.swift; DIR default .build/debug)

For each file, on a fresh graph of a private daemon (its own socket in a mktemp 0700
directory, stopped at the end), it speaks the daemon's JSON-RPC protocol (docs/PROTOCOL.md)
and runs: `load FILE`; `mount ROOT`; a tap on every button, toggle and navigation link in
tree order (each once, by path or label, re-reading the tree after every tap; a disabled one's
refusal is what SwiftUI does, not a failure; one behind a presented alert, confirmation
dialog, action sheet or sheet is tapped after a `dismiss`, and one behind a full-screen cover, which has no swipe, is left out of
reach); `advance 5s`; `settle`;
`reeval ROOT`; `unmount`. A file runs when every step replies ok.

The root: the first preview when the file has one (a playground page's live view is one) and
the daemon lists previews (`mount preview 1`);
else the `@main` App (`mount App`, `mount App()`, or what its `WindowGroup` shows); else
`ContentView()`; else the last `struct X: View` declared. `reeval` goes to the root, or to
the first of the file's own views under it when the root is a builtin view.

Prints `PASS name` or `FAIL name: step: first error line` per file, the share that runs,
the share that ran on first paste, before any fix (of the files that record it in a
`// First paste: ran` or `// First paste: failed at STEP: MESSAGE` line), and the first
blockers grouped by message. Exit status 0; with --expect-pass, 1 unless
every file runs. -v prints every command sent.

A file that pastes a compile error on purpose says so in a comment line
`// expected-error: LINE:COLUMN: MESSAGE` (swiftc's own words and location). It passes when
`load` refuses it and the first error is exactly that one (`PASS name (diagnosed)`); it fails
when the file loads, or when the first error differs.
"""
import collections
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

TAPPABLE = ("Button", "Toggle", "NavigationLink")
MAX_TAPS = 40
TIMEOUT = 60
VERBOSE = False


class DaemonGone(Exception):
    pass


class Daemon:
    """A private vivariumd on a socket in a fresh 0700 directory."""

    def __init__(self, bin_dir):
        self.bin_dir = bin_dir
        self.directory = tempfile.mkdtemp(prefix="viv-corpus-")
        os.chmod(self.directory, 0o700)
        self.socket_path = os.path.join(self.directory, "socket")
        self.process = None
        self.stream = None
        self.next_id = 0
        self.start()

    def start(self):
        if os.path.exists(self.socket_path):
            os.unlink(self.socket_path)
        self.process = subprocess.Popen(
            [os.path.join(self.bin_dir, "vivariumd"), "--foreground", "--socket", self.socket_path],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 20
        while not os.path.exists(self.socket_path):
            if time.time() > deadline or self.process.poll() is not None:
                raise SystemExit("run_corpus: vivariumd did not start")
            time.sleep(0.05)
        self.connect()

    def connect(self):
        connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        connection.settimeout(TIMEOUT)
        connection.connect(self.socket_path)
        self.connection = connection
        self.stream = connection.makefile("rwb")
        hello = self.call("hello", {"protocol": "1.0", "client": "run_corpus.py"})
        if "error" in hello:
            raise SystemExit("run_corpus: hello failed: " + hello["error"]["message"])

    def call(self, method, params):
        self.next_id += 1
        request = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}
        try:
            self.stream.write((json.dumps(request) + "\n").encode("utf-8"))
            self.stream.flush()
            while True:
                line = self.stream.readline()
                if not line:
                    raise DaemonGone("the daemon closed the connection")
                answer = json.loads(line)
                if answer.get("id") == self.next_id:
                    return answer
        except (OSError, ValueError) as error:
            raise DaemonGone(str(error) or type(error).__name__)

    def restart(self):
        """After a crash or a hung command: a new daemon (graphs are journaled per socket)."""
        self.stop()
        shutil.rmtree(self.directory, ignore_errors=True)
        self.directory = tempfile.mkdtemp(prefix="viv-corpus-")
        os.chmod(self.directory, 0o700)
        self.socket_path = os.path.join(self.directory, "socket")
        self.start()

    def stop(self):
        try:
            self.call("server.stop", {})
        except DaemonGone:
            pass
        try:
            self.connection.close()
        except OSError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def close(self):
        self.stop()
        shutil.rmtree(self.directory, ignore_errors=True)


class StepFailed(Exception):
    def __init__(self, step, message):
        super().__init__(message)
        self.step = step
        self.message = message


def first_line(text):
    return (text or "").strip().splitlines()[0] if (text or "").strip() else "(no message)"


class Run:
    """One file on one graph."""

    def __init__(self, daemon, graph):
        self.daemon = daemon
        self.graph = graph

    def command(self, line, step=None):
        if VERBOSE:
            print("    viv> " + line.replace("\n", " "), flush=True)
        answer = self.daemon.call("command", {"graph": self.graph, "line": line})
        if "error" in answer:
            error = answer["error"]
            reply = (error.get("data") or {}).get("reply") or {}
            message = (reply.get("error") or {}).get("message") or error.get("message")
            raise StepFailed(step or line, first_line(message))
        return answer["result"]["reply"]

    def try_command(self, line):
        try:
            return self.command(line), None
        except StepFailed as failure:
            return None, failure.message


# MARK: - Choosing the root

def strip_comments(source):
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    return re.sub(r"//[^\n]*", "", source)


def balanced_block(text, open_index):
    """The text inside the braces that open at text[open_index]."""
    depth = 0
    for index in range(open_index, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return text[open_index + 1:index]
    return text[open_index + 1:]


def window_content(source, app):
    """The expression a WindowGroup of the App shows, on one line (None if there is none)."""
    match = re.search(r"WindowGroup[^{]*\{", source[source.find("struct " + app):])
    if not match:
        return None
    start = source.find("struct " + app) + match.end() - 1
    body = balanced_block(source, start).strip()
    return " ".join(line.strip() for line in body.splitlines() if line.strip()) or None


def first_preview_number(reply):
    """The number `previews` gives the first preview it lists (numbered from 1)."""
    lines = (reply.get("message") or "").splitlines() + list(reply.get("output") or [])
    for line in lines:
        match = re.match(r"\s*(\d+)\s", line)
        if match:
            return match.group(1)
    return "1"


def root_candidates(source, run):
    """Mount lines to try in order; the first that mounts is the root."""
    plain = strip_comments(source)
    # A playground page's live view (`PlaygroundPage.current.setLiveView(…)`) is a preview too.
    if re.search(r"#Preview\b|:\s*PreviewProvider\b|PlaygroundPage\.current\.(setLiveView\b|liveView\s*=)", plain):
        reply, error = run.try_command("previews")
        if reply is not None:
            return ["mount preview %s" % first_preview_number(reply)]
    app = re.search(r"@main\s+struct\s+(\w+)\s*:\s*App\b", plain)
    if app:
        name = app.group(1)
        candidates = ["mount " + name, "mount %s()" % name]
        content = window_content(plain, name)
        if content:
            candidates.append("mount " + content)
        return candidates
    if re.search(r"\bstruct\s+ContentView\b", plain):
        return ["mount ContentView()"]
    views = re.findall(r"\bstruct\s+(\w+)\s*:\s*(?:[\w.]+\s*,\s*)*View\b", plain)
    if views:
        return ["mount %s()" % views[-1]]
    raise StepFailed("mount", "no view to mount")


def mount(run, candidates):
    """Mounts the first candidate that mounts; when none does, the first one's error."""
    first = None
    for line in candidates:
        try:
            return run.command(line, "mount")
        except StepFailed as failure:
            first = first or failure
    raise first


def reevaluate(run, tree):
    """`reeval` of the root, or of the first of your own views under it when the root is a
    builtin view (a preview of `NavigationStack { … }`); skipped when there is none."""
    for node in walk(tree):
        try:
            run.command("reeval " + node["path"], "reeval " + node["path"])
            return
        except StepFailed as failure:
            if "has no body of its own" not in failure.message:
                raise


# MARK: - Driving the tree

def walk(node):
    yield node
    for child in node.get("children") or []:
        yield from walk(child)


def quoted_label(label):
    """The quoted text a node's label starts with, whole even when it holds quotes itself
    (`"Paste "12 people!""`, a button's title as written): up to the last quote that ends the
    label or comes before a space."""
    match = re.match(r'"(.*)"(?=\s|$)', label or "") or re.match(r'"((?:[^"\\]|\\.)*)"', label or "")
    return match.group(0) if match else None


# The refusal `tap` answers for a disabled control (ViewGraph.tap).
DISABLED_REFUSAL = re.compile(r" is disabled \(\.disabled\(true\) on it or an ancestor\)")
# The refusal for a control behind a presented alert, confirmation dialog, action sheet, sheet
# or cover (ViewGraph.tap).
AMBIGUOUS_LABEL = re.compile(r"^\d+ \w+ are labelled ")
BEHIND_REFUSAL = re.compile(r" is behind (an alert|a confirmation dialog|an action sheet|a sheet|a full-screen cover) \(")


def next_tap(tree, tapped):
    """The first button, toggle or link in tree order not tapped yet: (keys, command).

    A control counts as tapped once its path (its structural identity) or its label has
    been tapped, so a counter whose label changes on every tap ("Count: 1") is tapped once,
    and a row that moves to another position is not tapped again."""
    nodes = list(walk(tree))
    labels = collections.Counter(quoted_label(n.get("label")) for n in nodes if n.get("type") in TAPPABLE)
    for node in nodes:
        if node.get("type") not in TAPPABLE:
            continue
        label = quoted_label(node.get("label"))
        keys = {(node["type"], "path", node["path"])}
        if label:
            keys.add((node["type"], "label", label))
        if keys & tapped:
            continue
        if label and labels[label] == 1:
            return keys, "tap " + label
        return keys, "tap " + node["path"]
    return None, None


EXPECTED_ERROR = re.compile(r"^\s*//\s*expected-error:\s*(\d+):(\d+):\s*(.*?)\s*$", re.M)
# `// First paste: ran` or `// First paste: failed at STEP: MESSAGE`: how the file fared the first
# time it was run, before any fix it led to (files added from issue 25 on record it).
FIRST_PASTE = re.compile(r"^\s*//\s*First paste:\s*(.*?)\s*$", re.M)


def first_paste(text):
    """The file's first-paste record: True (ran), False (failed), None (not recorded)."""
    match = FIRST_PASTE.search(text)
    if match is None:
        return None
    return match.group(1).startswith("ran")


def expected_error(source):
    """The compile error a file expects on `load`, as `LINE:COLUMN: error: MESSAGE`, or None."""
    match = EXPECTED_ERROR.search(source)
    return "%s:%s: error: %s" % match.groups() if match else None


def check_diagnosis(run, path, expected):
    """Loads a file that should not compile: None when its first error is the expected one."""
    reply, message = run.try_command("load " + path)
    if reply is not None:
        return StepFailed("load", "loaded, but expected " + expected)
    got = re.sub(r"^.*?:(?=\d+:\d+: )", "", message)
    if got != expected:
        return StepFailed("load", "expected %s, got %s" % (expected, message))
    return None


def run_file(daemon, path, graph):
    source = open(path, encoding="utf-8").read()
    daemon.call("graph.open", {"name": graph, "create": True, "directory": os.path.dirname(path)})
    run = Run(daemon, graph)
    try:
        expected = expected_error(source)
        if expected:
            return check_diagnosis(run, path, expected)
        run.command("load " + path, "load")
        reply = mount(run, root_candidates(source, run))
        tree = reply.get("tree")
        if not tree:
            raise StepFailed("mount", "the mount reply has no tree")
        tapped = set()
        for _ in range(MAX_TAPS):
            keys, line = next_tap(tree, tapped)
            if keys is None:
                break
            tapped |= keys
            reply, refused = run.try_command(line)
            if refused is not None and AMBIGUOUS_LABEL.search(refused):
                # Another view the tree gives no control type shows the same label (a text with
                # `.onTapGesture`): the control is tapped by its path.
                line = "tap " + next(path for kind, how, path in keys if how == "path")
                reply, refused = run.try_command(line)
            if refused is not None:
                # A disabled control refuses the tap, as SwiftUI ignores it: that is the
                # file behaving, not failing.
                if DISABLED_REFUSAL.search(refused):
                    continue
                # A control behind a presentation takes no tap: dismiss the presentation,
                # as a user would swipe a sheet down, and tap the control after.
                if BEHIND_REFUSAL.search(refused):
                    reply, cannot = run.try_command("dismiss")
                    if cannot is not None:
                        # A full-screen cover, or a sheet with .interactiveDismissDisabled, has no
                        # swipe: what is behind it stays out of reach, as for a user.
                        continue
                    tapped -= keys
                    tree = reply.get("tree") or run.command("tree", "tree").get("tree") or tree
                    continue
                raise StepFailed(line, refused)
            tree = reply.get("tree") or run.command("tree", "tree").get("tree") or tree
        run.command("advance 5s")
        run.command("settle")
        reevaluate(run, run.command("tree", "tree").get("tree") or tree)
        run.command("unmount")
        return None
    except StepFailed as failure:
        return failure
    finally:
        try:
            daemon.call("graph.close", {"name": graph})
        except DaemonGone:
            pass


# MARK: - Report

def blocker_key(message):
    """Groups messages that differ only in a location prefix."""
    return re.sub(r"^(\S+:\d+:\d+:\s*)?(error:\s*)?", "", message)


def main(argv):
    args = argv[1:]
    bin_dir = ".build/debug"
    expect_pass = False
    files = []
    while args:
        arg = args.pop(0)
        if arg == "--bin":
            bin_dir = args.pop(0)
        elif arg in ("-v", "--verbose"):
            global VERBOSE
            VERBOSE = True
        elif arg == "--expect-pass":
            expect_pass = True
        else:
            files.append(arg)
    if not files:
        here = os.path.dirname(os.path.abspath(__file__))
        files = sorted(os.path.join(here, name) for name in os.listdir(here) if name.endswith(".swift"))
    files = [os.path.abspath(f) for f in files]

    daemon = Daemon(bin_dir)
    failures = {}
    try:
        for index, path in enumerate(files):
            name = os.path.basename(path)
            try:
                failure = run_file(daemon, path, "corpus-%d" % index)
            except DaemonGone as gone:
                failure = StepFailed("daemon", "the daemon stopped answering (%s)" % gone)
                daemon.restart()
            if failure is not None:
                failure.message = failure.message.replace(path, name)
            if failure is None:
                diagnosed = expected_error(open(path, encoding="utf-8").read())
                print("PASS " + name + (" (diagnosed)" if diagnosed else ""), flush=True)
            else:
                failures[name] = failure
                print("FAIL %s: %s: %s" % (name, failure.step, failure.message), flush=True)
    finally:
        daemon.close()

    runs = len(files) - len(failures)
    share = 100.0 * runs / len(files) if files else 0.0
    print("corpus: %d of %d run as pasted (%.1f%%)" % (runs, len(files), share))
    records = [first_paste(open(path, encoding="utf-8").read()) for path in files]
    recorded = [record for record in records if record is not None]
    if recorded:
        ran = sum(1 for record in recorded if record)
        print("first paste: %d of %d files that record it ran before any fix (%.1f%%)"
              % (ran, len(recorded), 100.0 * ran / len(recorded)))
    if failures:
        print("first blockers:")
        groups = collections.defaultdict(list)
        for name, failure in failures.items():
            groups[blocker_key(failure.message)].append(name)
        for message, names in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
            print("  %2d  %s" % (len(names), message))
            print("        " + ", ".join(sorted(names)))
    return 1 if expect_pass and failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
