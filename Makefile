# Vivarium: `make run` and `make test` do all set-up on a fresh Debian machine.

SHELL   := /bin/bash
SWIFT   ?= swift
PREFIX  ?= /usr/local
VIV     := .build/debug/viv
EXAMPLE := Sessions/example.viv
SUDO    := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
APT     := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get

.PHONY: all deps test-deps build run test corpus differential fuzz bench install clean

all: build

# libedit (the shell's line editor) through pkg-config; installed with apt-get when missing.
deps:
	@if ! pkg-config --exists libedit 2>/dev/null; then \
		echo "installing libedit-dev and pkg-config"; \
		$(APT) update && $(APT) install -y libedit-dev pkg-config; \
	fi

# tmux drives the shell in a real terminal in the tests, rsvg-convert renders the timeline's
# SVG (the tests skip, saying so, without them).
test-deps: deps
	@if ! command -v tmux >/dev/null 2>&1; then \
		echo "installing tmux"; \
		$(APT) install -y tmux || $$( $(APT) update && $(APT) install -y tmux ) || true; \
	fi
	@if ! command -v rsvg-convert >/dev/null 2>&1; then \
		echo "installing librsvg2-bin (rsvg-convert renders the timeline's SVG in a test)"; \
		$(APT) install -y librsvg2-bin || $$( $(APT) update && $(APT) install -y librsvg2-bin ) || true; \
	fi

build: deps
	$(SWIFT) build

# What `make run` needs, the daemon and the shell, built when a file of Sources/ or
# Package.swift is newer than the last such build (a stamp), else not even `swift build` runs.
# Benchmarks and tests are not built. (Either product alone builds only its own targets.)
RUN_STAMP := .build/make-run.stamp
# Its output, where `make test` looks for our warnings too.
RUN_LOG := .build/make-run.log
RUN_INPUTS := Package.swift $(shell find Sources -type f 2>/dev/null)
ifneq ($(words $(wildcard $(VIV) .build/debug/vivariumd)),2)
$(shell rm -f $(RUN_STAMP))
endif

$(RUN_STAMP): $(RUN_INPUTS) | deps
	@set -o pipefail; mkdir -p .build; \
	{ $(SWIFT) build --product vivariumd && $(SWIFT) build --product viv; } 2>&1 | tee $(RUN_LOG)
	@touch $@

# The shell on the graph `example`, with the bundled example loaded when the graph is new
# (`make run FRESH=1` closes an existing one first).
# viv starts the daemon (.build/debug/vivariumd) when none is running.
run: deps $(RUN_STAMP)
	$(VIV) --graph example --preload $(EXAMPLE) $(if $(FRESH),--fresh)

# Unit tests of every target, every session transcript, the corpus runner's check and a short
# fuzzing pass, then the web view's browser test (below). Two lanes share the two cores:
#   1. the test targets are built, then the unit tests that start no daemon run in parallel,
#      then the daemon's and the shell's (which start daemons, processes and terminals) one
#      at a time, in order;
#   2. meanwhile, on the viv and vivariumd just built, the transcripts run through a private
#      daemon (its own socket in a fresh 0700 directory, stopped afterwards) with `viv test -j`
#      (JOBS, default: the number of cores), then the corpus check and the fuzzing pass;
#      its output is printed after the first lane's. It runs at a lower priority (nice 10),
#      taking what the first lane leaves idle, so the daemon tests keep the cores they need.
# Under CI (CI set) a compiler warning in our own targets fails the build.
# Each step runs under Tests/watchdog.sh: a step that hangs is stopped after its limit (minutes,
# well beyond its normal time), with every thread's stack of its processes printed; the two
# unit-test steps then run once more (one CI run hung there once, never reproduced here).
WATCHDOG := Tests/watchdog.sh
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
SERIAL_TESTS := VivariumDaemonTests\.|VivariumShellTests\.

test: test-deps test-web-deps $(RUN_STAMP)
	@lane=$$(mktemp -d); \
	( renice -n 10 $$BASHPID >/dev/null 2>&1; dir=$$(mktemp -d); status=0; \
	  VIVARIUM_SOCKET=$$dir/socket $(WATCHDOG) 1200 "the transcripts" $(VIV) test -j $(JOBS) Sessions/ || status=1; \
	  VIVARIUM_SOCKET=$$dir/socket $(VIV) kill-server >/dev/null 2>&1; rm -rf $$dir; \
	  $(WATCHDOG) 600 "the corpus check" python3 Tests/Corpus/test_run_corpus.py --bin .build/debug || status=1; \
	  $(WATCHDOG) 600 "the differential check" python3 Tests/Differential/differential.py --bin .build/debug || status=1; \
	  $(WATCHDOG) 600 "the fuzzing pass" python3 Tests/Fuzz/fuzz.py --bin .build/debug --seed 1 --frames 1500 --sources 150 --seconds 45 || status=1; \
	  echo $$status > $$lane/status ) > $$lane/log 2>&1 & \
	status=0; log=$$lane/build; \
	$(SWIFT) build --build-tests 2>&1 | tee $$log; status=$${PIPESTATUS[0]}; \
	own=$$(cat $(RUN_LOG) $$log 2>/dev/null | grep -E '^$(CURDIR)/(Sources|Tests|Benchmarks)/[^ ]+: warning:' | sort -u); \
	if [ $$status -eq 0 ] && [ -n "$$own" ] && [ -n "$$CI" ]; then \
		echo "error: our own targets must build without warnings (CI treats them as errors):"; echo "$$own"; status=1; \
	fi; \
	if [ $$status -eq 0 ]; then \
		$(WATCHDOG) --again-after-hang 900 "the unit tests" $(SWIFT) test --skip-build --skip '$(SERIAL_TESTS)' || status=1; \
		$(WATCHDOG) --again-after-hang 900 "the daemon's and the shell's tests" $(SWIFT) test --skip-build --no-parallel --filter '$(SERIAL_TESTS)' || status=1; \
	fi; \
	wait; \
	echo "== transcripts (viv test -j $(JOBS)), the corpus check, the fuzzing pass"; cat $$lane/log; \
	[ "$$(cat $$lane/status 2>/dev/null)" = 0 ] || status=1; \
	echo "== the web view in a browser"; $(WATCHDOG) 600 "the browser test" $(WEB_TEST) || status=1; \
	rm -rf $$lane; exit $$status

# Every Tests/Corpus/*.swift run as pasted (load, mount, tap every button, advance, reeval,
# unmount) on a private daemon: one PASS/FAIL line each, the share that runs, the blockers.
# (`make test` ends with Tests/Corpus/test_run_corpus.py, a check of this runner on a few files.)
# A long fuzzing pass against a private daemon: random and mutated protocol frames, mutated
# transcript inputs (make test runs a short one with a fixed seed); then a durability soak
# (root: its journals on a small tmpfs) of full disks, killed workers and daemons and flipped
# journal bytes. SEED picks the pass.
SEED ?= 1
fuzz: build
	python3 Tests/Fuzz/fuzz.py --bin .build/debug --seed $(SEED) --frames 100000 --sources 10000 --seconds 7200
	python3 Tests/Fuzz/durability.py --bin .build/debug --seed $(SEED) --rounds 2000

corpus: deps
	$(SWIFT) build
	python3 Tests/Corpus/run_corpus.py --bin .build/debug

# Plain-Swift programs (Tests/Differential) built by swiftc and loaded in Vivarium: the same lines
# printed, but for the differences each program declares (`make test` runs it too).
differential: deps
	$(SWIFT) build
	python3 Tests/Differential/differential.py --bin .build/debug

# Speed and memory targets, in a release build: the `tree` round trip through the daemon,
# the 10,000-row ForEach, peak memory (Benchmarks/VivariumBench).
# BENCH_FLAGS=--kernels-only times only the interpreter's kernels against CPython.
bench: deps
	@mkdir -p .build
	cc -O2 -Wall -Wextra -o .build/echo-floor Benchmarks/EchoFloor/echo.c
	$(SWIFT) build -c release --product vivarium-bench
	$(SWIFT) build -c release --product vivariumd
	.build/release/vivarium-bench --echo .build/echo-floor $(BENCH_FLAGS)

# Release binaries and man pages under $(PREFIX) (DESTDIR for staging).
install: deps
	$(SWIFT) build -c release --product viv
	$(SWIFT) build -c release --product vivariumd
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/man/man8
	install -m 755 .build/release/viv .build/release/vivariumd $(DESTDIR)$(PREFIX)/bin/
	install -m 644 man/viv.1 $(DESTDIR)$(PREFIX)/share/man/man1/
	@if [ -f man/vivariumd.8 ]; then \
		install -m 644 man/vivariumd.8 $(DESTDIR)$(PREFIX)/share/man/man8/ && \
		echo "install -m 644 man/vivariumd.8 $(DESTDIR)$(PREFIX)/share/man/man8/"; \
	fi

clean:
	$(SWIFT) package clean

# --- The web view's browser test (`viv web`, issue 28) -----------------------------------------
# Headless Chromium driven by Selenium: Debian's chromium and chromium-driver and Selenium from
# PyPI, installed when missing; the test says it skipped, and why, where they cannot be had. It
# writes the screenshot $(WEB_SCREENSHOT) (the page's state is deterministic: the same bytes on
# every run of the same Chromium). `make test` runs it last; `make test-web` alone.
WEB_SCREENSHOT ?= docs/web-view.png
WEB_TEST = python3 Tests/Web/test_web_view.py --bin .build/debug --screenshot $(WEB_SCREENSHOT)

.PHONY: test-web-deps test-web
test-web-deps:
	@if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then \
		echo "installing chromium and chromium-driver (the web view's browser test)"; \
		$(APT) install -y chromium chromium-driver || { $(APT) update && $(APT) install -y chromium chromium-driver; } \
			|| echo "chromium could not be installed: the web view's browser test will skip"; \
	fi
	@if ! python3 -c "import selenium" 2>/dev/null; then \
		echo "installing selenium from PyPI (the web view's browser test)"; \
		python3 -m pip install --quiet selenium || python3 -m pip install --quiet --break-system-packages selenium \
			|| echo "selenium could not be installed: the web view's browser test will skip"; \
	fi

test-web: test-web-deps build
	$(WEB_TEST)
