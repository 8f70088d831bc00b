// The console's state for the lockdown check: console-probe COMMAND ARGUMENT
//
// `state TTY`: prints `kd=N kb=N` (KDGETMODE: 0 text, 1 graphics; KDGKBMODE: 1 xlate,
// 3 unicode, 4 off). `pending TTY`: the bytes typed into TTY that a reader could read
// (FIONREAD: whole lines, the tty being canonical). `activate N`: asks the kernel for VT N
// (VT_ACTIVATE, as chvt does, without waiting: a refused switch would wait forever).
// In C, not Python: under emulation an interpreter's start costs seconds, and the check
// asks a dozen times.
#include <fcntl.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: console-probe state|pending TTY | activate N\n");
        return 2;
    }
    const char *command = argv[1], *argument = argv[2];
    if (strcmp(command, "activate") == 0) {
        int fd = open("/dev/tty0", O_RDWR | O_NOCTTY);
        if (fd < 0 || ioctl(fd, VT_ACTIVATE, atoi(argument)) < 0) { perror("console-probe: VT_ACTIVATE"); return 1; }
        return 0;
    }
    int fd = open(argument, O_RDWR | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) { perror(argument); return 1; }
    if (strcmp(command, "state") == 0) {
        int mode = -1, keyboard = -1;
        if (ioctl(fd, KDGETMODE, &mode) < 0 || ioctl(fd, KDGKBMODE, &keyboard) < 0) { perror("console-probe: state"); return 1; }
        printf("kd=%d kb=%d\n", mode, keyboard);
    } else if (strcmp(command, "pending") == 0) {
        int pending = -1;
        if (ioctl(fd, FIONREAD, &pending) < 0) { perror("console-probe: FIONREAD"); return 1; }
        printf("%d\n", pending);
    } else {
        fprintf(stderr, "console-probe: unknown command %s\n", command);
        return 2;
    }
    return 0;
}
