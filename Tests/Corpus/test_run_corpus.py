#!/usr/bin/env python3
"""Tests the corpus runner itself (run by `make test`, a few seconds).

Runs run_corpus.py on two corpus files that run as pasted and on five files written here:
one that does not load, one whose failing button only appears after another button is
tapped (so the runner must re-read the tree between taps), one whose root is found
as the last view declared (with a counter whose label changes on every tap), and two that
paste a compile error on purpose (`// expected-error:`), one naming it right, one wrong. Checks the
per-file lines, the share, the first-paste share (two of the files record one) and the exit status.

Usage: test_run_corpus.py [--bin DIR]   (DIR default .build/debug)
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

NOT_LOADING = """// A syntax error: an unclosed call.
// First paste: failed at load: expected ')' to end function call
import SwiftUI

struct Broken: View {
    var body: some View {
        Text("x"
    }
}
"""

HIDDEN_FAILURE = """// The second button appears only after the first is tapped; its action fails.
import SwiftUI

struct Reveal: View {
    @State private var revealed = false
    @State private var items: [Int] = []

    var body: some View {
        VStack {
            Button("Reveal") { revealed = true }
            if revealed {
                Button("Read past the end") { print(items[3]) }
            }
        }
    }
}
"""

LAST_VIEW = """// No ContentView, no preview: the last view declared is the root.
// First paste: ran
import SwiftUI

struct Inner: View {
    var body: some View { Text("inner") }
}

struct Outer: View {
    @State private var on = false
    @State private var count = 0
    var body: some View {
        VStack {
            Inner()
            Button("Count: \\(count)") { count += 1 }
            Toggle("Switch", isOn: $on)
            if on { Text("on") }
        }
    }
}
"""

DIAGNOSED = """// A compile error pasted on purpose, named right.
// expected-error: 4:18: cannot convert value of type 'String' to specified type 'Int'
import SwiftUI
let count: Int = "three"
"""

MISDIAGNOSED = """// A compile error pasted on purpose, named wrong (the column).
// expected-error: 4:5: cannot convert value of type 'String' to specified type 'Int'
import SwiftUI
let count: Int = "three"
"""


def main(argv):
    bin_dir = argv[argv.index("--bin") + 1] if "--bin" in argv else ".build/debug"
    failures = []

    def check(condition, what):
        if not condition:
            failures.append(what)

    with tempfile.TemporaryDirectory() as scratch:
        written = {}
        for name, text in [("not-loading.swift", NOT_LOADING), ("hidden-failure.swift", HIDDEN_FAILURE),
                           ("last-view.swift", LAST_VIEW), ("diagnosed.swift", DIAGNOSED),
                           ("misdiagnosed.swift", MISDIAGNOSED)]:
            written[name] = os.path.join(scratch, name)
            with open(written[name], "w") as file:
                file.write(text)
        passing = [os.path.join(HERE, "stateobject-vs-observedobject-counter.swift"),
                   os.path.join(HERE, "foreach-rows-own-viewmodels.swift")]
        files = passing + [written["not-loading.swift"], written["hidden-failure.swift"], written["last-view.swift"],
                           written["diagnosed.swift"], written["misdiagnosed.swift"]]
        result = subprocess.run([sys.executable, os.path.join(HERE, "run_corpus.py"), "-v", "--bin", bin_dir,
                                 "--expect-pass"] + files, capture_output=True, text=True, timeout=120)
    out = result.stdout
    lines = out.splitlines()

    check("PASS stateobject-vs-observedobject-counter.swift" in lines, "the counter file passes")
    check("PASS foreach-rows-own-viewmodels.swift" in lines, "the rows file passes")
    check('    viv> tap "Like 3"' in lines, "a button that appears after 'Add row' is tapped")
    check("PASS last-view.swift" in lines, "the last view declared is mounted")
    check("    viv> mount Outer()" in lines, "the root is Outer, the last view declared")
    check('    viv> tap "Switch"' in lines, "toggles are tapped")
    check(['    viv> tap "Count: 0"'] == [l for l in lines if l.startswith('    viv> tap "Count: ')],
          "a button whose label changes on every tap is tapped once")
    # swiftc's place for the missing `)`: the `}` on the line after the unclosed call.
    check(any(l.startswith("FAIL not-loading.swift: load: ") and "not-loading.swift:8:" in l for l in lines),
          "a file that does not load fails at 'load', with the error's location")
    check(any(l.startswith('FAIL hidden-failure.swift: tap "Read past the end": ') for l in lines),
          "the failing button revealed by the first tap is reached and named as the step")
    check("PASS diagnosed.swift (diagnosed)" in lines, "an expected compile error reported as named passes")
    check(any(l.startswith("FAIL misdiagnosed.swift: load: expected 4:5: error: ") for l in lines),
          "an expected compile error reported elsewhere fails, naming both")
    check("corpus: 4 of 7 run as pasted (57.1%)" in lines, "the share counts files that run")
    check("first blockers:" in lines, "the blockers are summarised")
    check("first paste: 1 of 2 files that record it ran before any fix (50.0%)" in lines,
          "the first-paste share counts the files that record one")
    check(result.returncode == 1, "--expect-pass exits 1 when a file fails (got %d)" % result.returncode)
    # A button titled with quotes (`Button("Paste \"12 people!\"")`) is tapped by its whole title.
    sys.path.insert(0, HERE)
    import run_corpus
    check(run_corpus.quoted_label('"Paste "12 people!""') == '"Paste "12 people!""',
          "a label holding quotes is taken whole")
    check(run_corpus.quoted_label('"Count: 0"') == '"Count: 0"', "a plain label is taken as it is")

    if failures:
        print(out + result.stderr)
        for failure in failures:
            print("test_run_corpus: FAILED: " + failure)
        return 1
    print("test_run_corpus: ok (17 checks)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
