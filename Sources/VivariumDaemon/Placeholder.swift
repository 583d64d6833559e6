// The daemon: see docs/ARCHITECTURE.md.
