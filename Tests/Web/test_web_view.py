#!/usr/bin/env python3
"""The web view in a real browser (run by `make test`, a few seconds).

Drives headless Chromium with Selenium against a private daemon: `viv web` prints the page's
URL; the page is opened on a graph with the seed-002 counter (an @ObservedObject whose object
is made in the parent's body); then, from the CLI, the view is mounted and the parent updated
(`tap "Flip"`), and within a second of each command the page shows the new object among the
live objects, its mark in the timeline (whose tooltip says who created it) and, clicked, its
`explain` chain — the same text `viv -c 'explain …'` prints. The page's last reply is the CLI's
reply, line for line; a command typed in the page's command line reaches the graph; a leak is
listed with its cycle; a request without the token gets 403 and nothing else. A screenshot is
written (--screenshot, default docs/web-view.png).

Skips, saying so, where Chromium, its driver or Selenium cannot be had (`make test` installs
them: Debian's chromium and chromium-driver, Selenium from PyPI).

Usage: test_web_view.py [--bin DIR] [--screenshot PNG]   (DIR default .build/debug)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

SOURCE = """\
// Seed 002 ("SwiftUI View Models: Lifecycle Quirks", "It all started with @ObservedObject"):
// an @ObservedObject owns nothing, so the object made as its default value is made again each
// time the parent's body builds a new CounterView value.
class CounterViewModel: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @ObservedObject var viewModel = CounterViewModel()
    var body: some View { Button("Count: \\(viewModel.count)") { viewModel.count += 1 } }
}

struct ParentView: View {
    @State private var flag = false
    var body: some View {
        VStack {
            Button("Flip") { flag.toggle() }
            Text(flag ? "on" : "off")
            CounterView()
        }
    }
}

// A model that keeps itself alive: its closure captures it strongly.
class Looper {
    var again: (() -> Void)?
    init() { again = { print(self) } }
}
"""

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Sessions whose replies have every part a reply can have: the page's rendering of each is compared
# with the shell's, line for line.
PARITY_SESSIONS = ["reply-large-tree-changes.viv", "cap-warnings.viv", "timeline-lifetimes.viv",
                   "diagnostics-syntax-error.viv", "seed003-experiment4-create-destroy.viv", "seed004-initializer-rules.viv",
                   "cap-appear-order.viv"]


def transcript_replies(text):
    """The replies of `viv run`'s transcript, in order: the lines after each input."""
    replies, current = [], None
    for line in text.split("\n"):
        if line.startswith("viv> ") or line == "viv>":
            if current is not None:
                replies.append(current)
            current = []
        elif line.startswith("...> ") or line == "...>":
            continue
        elif current is not None:
            current.append(line)
    if current is not None:
        replies.append(current)
    result = []
    for lines in replies:
        while lines and lines[-1] == "":
            lines.pop()
        result.append("\n".join(lines))
    return result


CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
DRIVER = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
# What the issue asks: the page shows a command's effects within a second of it.
WITHIN = 1.0


def skip(reason):
    print("test_web_view: skipped: " + reason)
    return 0


def main(argv):
    bin_dir = argv[argv.index("--bin") + 1] if "--bin" in argv else ".build/debug"
    screenshot = argv[argv.index("--screenshot") + 1] if "--screenshot" in argv else "docs/web-view.png"
    chromium = next((path for path in CHROMIUM if os.access(path, os.X_OK)), None)
    driver_path = next((path for path in DRIVER if os.access(path, os.X_OK)), None)
    if not chromium or not driver_path:
        return skip("Chromium and its driver are not installed (Debian: apt-get install chromium chromium-driver)")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys
    except ImportError:
        return skip("Selenium is not installed (pip install selenium)")

    scratch = tempfile.mkdtemp(prefix="viv-web-")
    os.chmod(scratch, 0o700)
    env = dict(os.environ, VIVARIUM_SOCKET=os.path.join(scratch, "socket"))
    viv = os.path.abspath(os.path.join(bin_dir, "viv"))
    failures = []
    timings = []
    parity = [0]

    def check(condition, what):
        if not condition:
            failures.append(what)
        return condition

    def cli(*args):
        result = subprocess.run([viv, "--graph", "web"] + list(args), env=env, cwd=scratch,
                                capture_output=True, text=True, timeout=60)
        return result.stdout.rstrip("\n")

    def command(line):
        return cli("-c", line)

    browser = None
    try:
        with open(os.path.join(scratch, "Counter.swift"), "w") as file:
            file.write(SOURCE)
        check(command("load Counter.swift") == "added class CounterViewModel, struct CounterView, struct ParentView, class Looper",
              "the source loads")
        url = subprocess.run([viv, "web", "--graph", "web"], env=env, capture_output=True, text=True, timeout=60).stdout.strip()
        check(url.startswith("http://127.0.0.1:") and "token=" in url and url.endswith("&graph=web"),
              "viv web prints the page's URL with the token: " + url)

        # Without the token, or with another, nothing but 403.
        base = url.split("?")[0]
        for bad in [base, base + "?token=0000&graph=web", base + "js/app.js", base + "ws"]:
            try:
                urllib.request.urlopen(bad, timeout=5)
                check(False, "a request without the right token is refused: " + bad)
            except urllib.error.HTTPError as error:
                check(error.code == 403 and error.read() == b"", "403 and nothing else for " + bad)

        options = webdriver.ChromeOptions()
        options.binary_location = chromium
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--window-size=1400,1060", "--force-device-scale-factor=1", "--hide-scrollbars"]:
            options.add_argument(argument)
        browser = webdriver.Chrome(service=Service(driver_path), options=options)
        browser.get(url)

        def wait_for(condition, seconds, what):
            deadline = time.monotonic() + seconds
            while True:
                try:
                    value = condition()
                except Exception:  # an element replaced as the page redraws
                    value = None
                if value:
                    return value
                if time.monotonic() > deadline:
                    check(False, what)
                    failures.append("  (the page then: status %r, last reply %r, objects %r)" % (
                        text("status"), text("reply-header") + "\n" + text("reply"), text("objects")))
                    return None
                time.sleep(0.01)

        def find(selector):
            found = browser.find_elements(By.CSS_SELECTOR, selector)
            return found[0] if found else None

        def click(selector):
            """Clicks the element, found again if the page redrew it meanwhile (every event redraws)."""
            for _ in range(50):
                try:
                    browser.find_element(By.CSS_SELECTOR, selector).click()
                    return True
                except Exception:
                    time.sleep(0.02)
            return check(False, "there is something to click: " + selector)

        def text(element_id):
            return browser.find_element(By.ID, element_id).get_attribute("textContent")

        wait_for(lambda: find('#status[data-state="connected"]'), 10, "the page connects and attaches")
        check(text("tree").strip() == "nothing is mounted", "nothing is mounted yet")

        def after(line, expectations):
            """Runs `line` from the CLI; each expectation (given the CLI's reply) must hold on the
            page within a second of the command's return."""
            reply = command(line)
            start = time.monotonic()
            for what, condition in expectations:
                wait_for(lambda: condition(reply), max(0.0, WITHIN - (time.monotonic() - start)),
                         "within a second of `%s`: %s" % (line, what))
            timings.append((line, time.monotonic() - start))
            return reply

        after("mount ParentView()", [
            ("the tree, its root inserted", lambda _: find('.node[data-path="ParentView"][data-mark="inserted"]')),
            ("the new object", lambda _: find('#objects tr[data-object="CounterViewModel#1"]')),
            ("its timeline mark", lambda _: find('#timeline .mark.created[data-object="CounterViewModel#1"][data-step="2"]')),
            ("the CLI's reply, line for line", lambda reply: text("reply") == reply),
        ])
        after('tap "Flip"', [
            ("the new object", lambda _: find('#objects tr.created[data-object="CounterViewModel#2"]')),
            ("the freed one gone", lambda _: not find('#objects tr[data-object="CounterViewModel#1"]')),
            ("its timeline mark", lambda _: find('#timeline .mark.created[data-object="CounterViewModel#2"][data-step="3"]')),
            ("the freed one's mark", lambda _: find('#timeline .mark.freed[data-object="CounterViewModel#1"][data-step="3"]')),
            ("the updated node marked", lambda _: find('.node[data-path="ParentView/VStack/CounterView"][data-mark="updated"]')),
            ("the CLI's reply, line for line", lambda reply: text("reply") == reply),
        ])
        check(re.fullmatch(r'── \S+ \(client \d+\): tap "Flip"', text("reply-header")),
              "the reply's header names the client and its command, as the shell's: " + text("reply-header"))

        # Hovering the new object's mark says who created it, at which command.
        mark = find('#timeline .mark.created[data-object="CounterViewModel#2"]')
        if check(mark is not None, "the mark is there to hover"):
            ActionChains(browser).move_to_element(mark).perform()
            tooltip = wait_for(lambda: (not browser.find_element(By.ID, "tooltip").get_attribute("hidden")) and text("tooltip"),
                               WITHIN, "hovering the mark shows a tooltip")
            check(tooltip and tooltip.startswith(
                'CounterViewModel#2 created at 3 (tap "Flip") by ParentView/VStack/CounterView.viewModel'),
                "the tooltip says who created the object: %r" % tooltip)
            ActionChains(browser).move_by_offset(0, 200).perform()

        # Clicking the object shows its explain chain: what `viv -c 'explain …'` prints.
        click('#objects tr[data-object="CounterViewModel#2"] .object-ref')
        start = time.monotonic()
        shown = wait_for(lambda: find('#explain-panel[data-ready="CounterViewModel#2"]') and text("explain"), WITHIN,
                         "within a second of the click: the explain chain")
        timings.append(("click CounterViewModel#2", time.monotonic() - start))
        # The picture for the docs: the parent updated from the CLI, its new object explained, the
        # CLI's reply as the last one.
        mark = find('#timeline .mark.created[data-object="CounterViewModel#2"]')
        if mark is not None:
            ActionChains(browser).move_to_element(mark).perform()
        if screenshot:
            os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
            browser.save_screenshot(screenshot)
        ActionChains(browser).move_by_offset(0, 300).perform()
        explained = command("explain CounterViewModel#2")
        check(explained.startswith('CounterViewModel#2 was created by the last command (tap "Flip"):'), "the CLI explains it")
        check(shown == explained, "the page's explain chain is the CLI's: %r" % shown)

        # A node explains too.
        click('.node[data-path="ParentView/VStack/CounterView"] .head')
        wait_for(lambda: find('#explain-panel[data-ready="ParentView/VStack/CounterView"]')
                 and text("explain").startswith('ParentView/VStack/CounterView in the last command (tap "Flip")'),
                 WITHIN, "clicking a node shows its explain chain")

        # The page's command line is a client: the graph changes, the CLI sees it.
        line_input = browser.find_element(By.ID, "command")
        line_input.send_keys('tap "Count: 0"', Keys.ENTER)
        wait_for(lambda: text("reply-header") == 'viv> tap "Count: 0"' and 'Button "Count: 1"' in text("reply"),
                 WITHIN * 5, "a command typed in the page runs and its reply is shown")
        check('Button "Count: 1"' in command("tree"), "the page's command changed the graph the CLI sees")

        # A leak, with its cycle.
        after("var looper: Looper? = Looper()", [
            ("the looper", lambda _: find('#objects tr[data-object="Looper#1"]')),
        ])
        after("looper = nil", [
            ("the leak, with its cycle", lambda _: find('#objects tr.leaked[data-object="Looper#1"] .cycle')),
            ("its leak mark", lambda _: find('#timeline .mark.leaked[data-object="Looper#1"]')),
        ])
        check("leaked: kept alive by a reference cycle: Looper#1 → closure → Looper#1" in
              (find('#objects tr.leaked[data-object="Looper#1"]').get_attribute("textContent") if find("#objects tr.leaked") else ""),
              "the leak's cycle is spelled out")

        # The page renders a reply as the shell does, for every reply of sessions that show each
        # part of one: large trees' changes, warnings, errors, leaks, charts, events.
        for session in PARITY_SESSIONS:
            path = os.path.join(REPOSITORY, "Sessions", session)
            human = subprocess.run([viv, "run", "--keep-going", path], env=env, capture_output=True, text=True, timeout=120).stdout
            replies = [json.loads(line) for line in subprocess.run([viv, "run", "--keep-going", "--json", path], env=env,
                                                                   capture_output=True, text=True, timeout=120).stdout.splitlines()]
            expected = transcript_replies(human)
            rendered = browser.execute_script("return arguments[0].map((reply) => ReplyText.lines(reply).join('\\n'))", replies)
            if check(len(expected) == len(replies) == len(rendered) > 0, "%s: %d replies, %d rendered" % (session, len(expected), len(rendered))):
                for index, (page, shell) in enumerate(zip(rendered, expected)):
                    check(page == shell, "%s, reply %d: the page renders\n%s\nthe shell prints\n%s" % (session, index + 1, page, shell))
            parity[0] += len(rendered)

        errors = [entry for entry in browser.get_log("browser") if entry.get("level") == "SEVERE"]
        check(not errors, "the page logs no errors: %r" % errors)
    finally:
        if browser is not None:
            browser.quit()
        subprocess.run([viv, "kill-server"], env=env, capture_output=True, timeout=30)
        shutil.rmtree(scratch, ignore_errors=True)

    for line, seconds in timings:
        print("test_web_view: %-34s on the page in %4.0f ms" % (line, seconds * 1000))
    if failures:
        for failure in failures:
            print("test_web_view: FAILED: " + failure)
        return 1
    print("test_web_view: ok (%d replies of %d sessions rendered as the shell prints them; screenshot: %s)"
          % (parity[0], len(PARITY_SESSIONS), screenshot))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
