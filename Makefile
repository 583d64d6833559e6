# Vivarium: `make run` and `make test` do all set-up on a fresh Debian machine.

SHELL   := /bin/bash
SWIFT   ?= swift
PREFIX  ?= /usr/local
VIV     := .build/debug/viv
EXAMPLE := Sessions/example.viv
SUDO    := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
APT     := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get

.PHONY: all deps test-deps build run test corpus fuzz bench install clean

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

# The shell on the graph `example`, with the bundled example loaded when the graph is new
# (`make run FRESH=1` closes an existing one first).
# viv starts the daemon (.build/debug/vivariumd) when none is running.
run: build
	$(VIV) --graph example --preload $(EXAMPLE) $(if $(FRESH),--fresh)

# Unit tests of every target, then every session transcript through a private daemon
# (its own socket in a fresh 0700 directory), which is stopped afterwards. Under CI (CI set)
# a compiler warning in our own targets fails the build.
test: test-deps
	@log=$$(mktemp); status=0; \
	$(SWIFT) build --build-tests 2>&1 | tee $$log; status=$${PIPESTATUS[0]}; \
	own=$$(grep -E '^$(CURDIR)/(Sources|Tests|Benchmarks)/[^ ]+: warning:' $$log | sort -u); rm -f $$log; \
	if [ $$status -ne 0 ]; then exit $$status; fi; \
	if [ -n "$$own" ] && [ -n "$$CI" ]; then \
		echo "error: our own targets must build without warnings (CI treats them as errors):"; echo "$$own"; exit 1; \
	fi
	@# One test at a time: on two cores a parallel run is no faster (73 s either way), and the
	@# daemon tests, which start processes and wait on sockets, then never share the machine.
	$(SWIFT) test --no-parallel
	@dir=$$(mktemp -d); \
	VIVARIUM_SOCKET=$$dir/socket $(VIV) test Sessions/; status=$$?; \
	VIVARIUM_SOCKET=$$dir/socket $(VIV) kill-server 2>/dev/null; \
	rm -rf $$dir; exit $$status
	python3 Tests/Corpus/test_run_corpus.py --bin .build/debug
	python3 Tests/Fuzz/fuzz.py --bin .build/debug --seed 1 --frames 1500 --sources 150 --seconds 45

# Every Tests/Corpus/*.swift run as pasted (load, mount, tap every button, advance, reeval,
# unmount) on a private daemon: one PASS/FAIL line each, the share that runs, the blockers.
# (`make test` ends with Tests/Corpus/test_run_corpus.py, a check of this runner on a few files.)
# A long fuzzing pass against a private daemon: random and mutated protocol frames, mutated
# transcript inputs (make test runs a short one with a fixed seed). SEED picks the pass.
SEED ?= 1
fuzz: build
	python3 Tests/Fuzz/fuzz.py --bin .build/debug --seed $(SEED) --frames 100000 --sources 10000 --seconds 7200

corpus: deps
	$(SWIFT) build
	python3 Tests/Corpus/run_corpus.py --bin .build/debug

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
