/*
 * The floor `make bench` measures the daemon against: a line-echo server over a Unix domain
 * socket, doing nothing but reading a line and writing it back. Its round trip is what the
 * kernel and the socket cost on this machine, in the same run as the daemon's figures.
 *
 * usage: echo-floor SOCKET   (serves one connection at a time until killed)
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: echo-floor SOCKET\n"); return 64; }
    struct sockaddr_un address = { .sun_family = AF_UNIX };
    if (strlen(argv[1]) >= sizeof address.sun_path) { fprintf(stderr, "echo-floor: path too long\n"); return 64; }
    strcpy(address.sun_path, argv[1]);
    int listener = socket(AF_UNIX, SOCK_STREAM, 0);
    unlink(argv[1]);
    if (listener < 0 || bind(listener, (struct sockaddr *)&address, sizeof address) < 0 || listen(listener, 8) < 0) {
        perror("echo-floor");
        return 71;
    }
    char buffer[65536];
    for (;;) {
        int connection = accept(listener, NULL, NULL);
        if (connection < 0) { if (errno == EINTR) continue; perror("echo-floor: accept"); return 71; }
        for (;;) {
            ssize_t count = read(connection, buffer, sizeof buffer);
            if (count < 0 && errno == EINTR) continue;
            if (count <= 0) break;
            for (ssize_t written = 0; written < count;) {
                ssize_t n = write(connection, buffer + written, (size_t)(count - written));
                if (n < 0) { if (errno == EINTR) continue; count = -1; break; }
                written += n;
            }
            if (count < 0) break;
        }
        close(connection);
    }
}
