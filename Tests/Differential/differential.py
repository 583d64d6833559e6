#!/usr/bin/env python3
"""Runs plain-Swift programs through swiftc and through Vivarium and compares what they print.

Usage: differential.py [--bin DIR] [-v] [FILE.swift ...]
       (default: every Tests/Differential/*.swift; DIR default .build/debug)

Each program is built with the toolchain's swiftc (`-module-name Playground`, as Vivarium names
the module; bare regex literals enabled, as Xcode projects have them) and run; the same file is
`load`ed on a fresh graph of a private daemon and the reply's output taken. The two must print
the same lines. A difference Vivarium keeps on purpose is declared in the program, in a comment
line `// known: SWIFTC TEXT => VIVARIUM TEXT — why`, and the swiftc text is replaced by the
Vivarium text before comparing. Programs print nothing that depends on the machine's locale,
time zone, clock or hash seed. Exit status 1 when a program differs or does not build.
"""
import difflib
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Corpus"))
from run_corpus import Daemon  # noqa: E402  (the corpus runner's private daemon)

KNOWN = re.compile(r"^\s*// known: (.+?) => (.+?)(?: — .*)?$")


def swiftc_output(path, work):
    binary = os.path.join(work, os.path.basename(path) + ".bin")
    flags = ["-module-name", "Playground", "-enable-bare-slash-regex"]
    if re.search(r"^@main\b", open(path, encoding="utf-8").read(), re.M):
        flags.append("-parse-as-library")
    built = subprocess.run(["swiftc", *flags, "-o", binary, path], capture_output=True, text=True)
    if built.returncode != 0:
        return None, built.stderr
    ran = subprocess.run([binary], capture_output=True, text=True, timeout=60)
    if ran.returncode != 0:
        return None, "the swiftc build exited %d:\n%s" % (ran.returncode, ran.stderr[-2000:])
    return ran.stdout.splitlines(), None


def vivarium_output(daemon, path, graph):
    daemon.call("graph.open", {"name": graph, "create": True})
    answer = daemon.call("command", {"graph": graph, "line": "load " + os.path.abspath(path)})
    daemon.call("graph.close", {"name": graph})
    if "error" in answer:
        return None, answer["error"].get("message", str(answer["error"]))
    reply = answer["result"]["reply"]
    if not reply.get("ok", True):
        return None, reply.get("error", {}).get("message", "the load failed")
    return reply.get("output", []), None


def known_differences(path):
    pairs = []
    for line in open(path, encoding="utf-8"):
        match = KNOWN.match(line)
        if match:
            pairs.append((match.group(1).strip("`"), match.group(2).strip("`")))
    return pairs


def main(argv):
    bin_dir, verbose, files = ".build/debug", False, []
    args = argv[1:]
    while args:
        arg = args.pop(0)
        if arg == "--bin":
            bin_dir = args.pop(0)
        elif arg == "-v":
            verbose = True
        else:
            files.append(arg)
    if not files:
        here = os.path.dirname(os.path.abspath(__file__))
        files = sorted(os.path.join(here, name) for name in os.listdir(here) if name.endswith(".swift"))
    daemon = Daemon(bin_dir)
    failures = 0
    with tempfile.TemporaryDirectory(prefix="viv-differential-") as work:
        for index, path in enumerate(files):
            name = os.path.basename(path)
            expected, problem = swiftc_output(path, work)
            if expected is None:
                print("FAIL %s: swiftc: %s" % (name, problem.strip().splitlines()[0] if problem.strip() else "failed"))
                failures += 1
                continue
            for swift_text, vivarium_text in known_differences(path):
                expected = [line.replace(swift_text, vivarium_text) for line in expected]
            actual, problem = vivarium_output(daemon, path, "differential-%d" % index)
            if actual is None:
                print("FAIL %s: vivarium: %s" % (name, problem.strip().splitlines()[0]))
                failures += 1
                continue
            if actual != expected:
                print("FAIL %s: prints other lines than swiftc's build" % name)
                for line in difflib.unified_diff(expected, actual, "swiftc", "vivarium", lineterm=""):
                    print("    " + line)
                failures += 1
            else:
                print("PASS %s (%d lines)" % (name, len(actual)))
                if verbose:
                    for line in actual:
                        print("    " + line)
    daemon.stop()
    print("differential: %d of %d programs print what swiftc's build prints" % (len(files) - failures, len(files)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
