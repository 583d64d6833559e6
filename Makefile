# Vivarium: `make run` and `make test` do all set-up on a fresh Debian machine.

SWIFT   ?= swift
PREFIX  ?= /usr/local
VIV     := .build/debug/viv
EXAMPLE := Sessions/example.viv
SUDO    := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
APT     := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get

.PHONY: all deps test-deps build run test bench install clean

all: build

# libedit (the shell's line editor) through pkg-config; installed with apt-get when missing.
deps:
	@if ! pkg-config --exists libedit 2>/dev/null; then \
		echo "installing libedit-dev and pkg-config"; \
		$(APT) update && $(APT) install -y libedit-dev pkg-config; \
	fi

# tmux drives the shell in a real terminal in the tests (they skip, saying so, without it).
test-deps: deps
	@if ! command -v tmux >/dev/null 2>&1; then \
		echo "installing tmux"; \
		$(APT) install -y tmux || $$( $(APT) update && $(APT) install -y tmux ) || true; \
	fi

build: deps
	$(SWIFT) build

# The shell on the graph `example`, with the bundled example loaded when the graph is new.
# viv starts the daemon (.build/debug/vivariumd) when none is running.
run: build
	$(VIV) --graph example --preload $(EXAMPLE)

# Unit tests of every target, then every session transcript through a private daemon
# (its own socket in a fresh 0700 directory), which is stopped afterwards.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	@dir=$$(mktemp -d); \
	VIVARIUM_SOCKET=$$dir/socket $(VIV) test Sessions/; status=$$?; \
	VIVARIUM_SOCKET=$$dir/socket $(VIV) kill-server 2>/dev/null; \
	rm -rf $$dir; exit $$status

# Speed and memory targets, in a release build: the `tree` round trip through the daemon,
# the 10,000-row ForEach, peak memory (Benchmarks/VivariumBench).
bench: deps
	$(SWIFT) build -c release --product vivarium-bench
	$(SWIFT) build -c release --product vivariumd
	.build/release/vivarium-bench

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
