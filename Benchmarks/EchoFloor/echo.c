/*
 * The floors `make bench` measures the daemon against, in the same run as its figures.
 *
 * echo-floor SOCKET: a line-echo server over a Unix domain socket, doing nothing but reading
 *   a line and writing it back. Its round trip is what the kernel and the socket cost on this
 *   machine: the floor the targets are stated against.
 *
 * echo-floor --relay SOCKET UPSTREAM: a relay with the daemon's shape — each line read from a
 *   client is written to a second process (UPSTREAM, an echo-floor) and its answer written
 *   back, as vivariumd hands a command to a graph's engine worker. Its round trip is the floor
 *   of any daemon that keeps each graph in a process of its own: two socket hops, four wake-ups.
 *
 * Both serve one connection at a time until killed.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static int address_of(const char *path, struct sockaddr_un *address) {
    memset(address, 0, sizeof *address);
    address->sun_family = AF_UNIX;
    if (strlen(path) >= sizeof address->sun_path) { fprintf(stderr, "echo-floor: path too long\n"); return -1; }
    strcpy(address->sun_path, path);
    return 0;
}

/* Writes all of buffer; -1 when the peer is gone. */
static int write_all(int fd, const char *buffer, ssize_t count) {
    for (ssize_t written = 0; written < count;) {
        ssize_t n = write(fd, buffer + written, (size_t)(count - written));
        if (n < 0) { if (errno == EINTR) continue; return -1; }
        written += n;
    }
    return 0;
}

/* Reads from upstream until `count` bytes came back (the echo of what was sent). */
static int read_exactly(int fd, char *buffer, ssize_t count) {
    for (ssize_t got = 0; got < count;) {
        ssize_t n = read(fd, buffer + got, (size_t)(count - got));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return -1;
        got += n;
    }
    return 0;
}

int main(int argc, char **argv) {
    int relay = argc == 4 && strcmp(argv[1], "--relay") == 0;
    if (argc != 2 && !relay) { fprintf(stderr, "usage: echo-floor SOCKET | echo-floor --relay SOCKET UPSTREAM\n"); return 64; }
    const char *path = relay ? argv[2] : argv[1];
    struct sockaddr_un address, upstream_address;
    if (address_of(path, &address) < 0 || (relay && address_of(argv[3], &upstream_address) < 0)) return 64;
    int listener = socket(AF_UNIX, SOCK_STREAM, 0);
    unlink(path);
    if (listener < 0 || bind(listener, (struct sockaddr *)&address, sizeof address) < 0 || listen(listener, 8) < 0) {
        perror("echo-floor");
        return 71;
    }
    char buffer[65536];
    for (;;) {
        int connection = accept(listener, NULL, NULL);
        if (connection < 0) { if (errno == EINTR) continue; perror("echo-floor: accept"); return 71; }
        int upstream = -1;
        if (relay) {
            upstream = socket(AF_UNIX, SOCK_STREAM, 0);
            if (upstream < 0 || connect(upstream, (struct sockaddr *)&upstream_address, sizeof upstream_address) < 0) {
                perror("echo-floor: upstream");
                return 71;
            }
        }
        for (;;) {
            ssize_t count = read(connection, buffer, sizeof buffer);
            if (count < 0 && errno == EINTR) continue;
            if (count <= 0) break;
            if (relay && (write_all(upstream, buffer, count) < 0 || read_exactly(upstream, buffer, count) < 0)) break;
            if (write_all(connection, buffer, count) < 0) break;
        }
        if (upstream >= 0) close(upstream);
        close(connection);
    }
}
