// systemd's side of sd_notify for the lockdown check: notify-listener SOCKET LOG
//
// Binds a datagram socket at SOCKET (as systemd does for a Type=notify unit, handing its
// path to the service as $NOTIFY_SOCKET) and appends each assignment it receives to LOG,
// one a line, after the seconds since the listener started: `1.25 READY=1`. Runs until
// killed.
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: notify-listener SOCKET LOG\n"); return 2; }
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    snprintf(address.sun_path, sizeof address.sun_path, "%s", argv[1]);
    unlink(argv[1]);
    int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0 || bind(fd, (struct sockaddr *)&address, sizeof address) < 0) { perror(argv[1]); return 1; }
    FILE *log = fopen(argv[2], "a");
    if (!log) { perror(argv[2]); return 1; }
    double start = now();
    char message[4096];
    for (;;) {
        ssize_t length = recv(fd, message, sizeof message - 1, 0);
        if (length < 0) continue;
        message[length] = 0;
        for (char *line = strtok(message, "\n"); line; line = strtok(NULL, "\n"))
            fprintf(log, "%.2f %s\n", now() - start, line);
        fflush(log);
    }
}
