# Vivarium: `make run` and `make test` do all set-up on a fresh Debian machine.

SWIFT   ?= swift
VIV     := .build/debug/viv
EXAMPLE := Sessions/example.viv
SUDO    := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: all deps build run test clean

all: build

# libedit (the shell's line editor) through pkg-config; installed with apt-get when missing.
deps:
	@if ! pkg-config --exists libedit 2>/dev/null; then \
		echo "installing libedit-dev and pkg-config"; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y libedit-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build

# Until the daemon exists: run the bundled example session and print its transcript.
run: build
	$(VIV) run $(EXAMPLE)

# Unit tests of every target, then every session transcript.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(VIV) test Sessions/

clean:
	$(SWIFT) package clean
