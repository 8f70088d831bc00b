// A uinput keyboard for the VM checks: uinput-keyboard NAME < COMMANDS
//
// Creates a keyboard called NAME, plays commands from stdin as they arrive, one a line:
// `press KEY`, `release KEY`, `tap KEY` (press and release), `sleep MS`; KEY is an evdev
// name without KEY_ (a, leftshift, enter). At the end of input the keyboard is unplugged.
// No key repeat from the kernel (no EV_REP): repeats come from the reader. In C, not
// Python: under emulation an interpreter's start costs seconds.
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

static const struct { const char *name; int code; } keys[] = {
    {"esc", KEY_ESC}, {"1", KEY_1}, {"backspace", KEY_BACKSPACE}, {"tab", KEY_TAB}, {"q", KEY_Q},
    {"y", KEY_Y}, {"enter", KEY_ENTER}, {"leftctrl", KEY_LEFTCTRL}, {"a", KEY_A}, {"b", KEY_B},
    {"apostrophe", KEY_APOSTROPHE}, {"leftshift", KEY_LEFTSHIFT}, {"z", KEY_Z}, {"space", KEY_SPACE},
    {"capslock", KEY_CAPSLOCK}, {"numlock", KEY_NUMLOCK}, {"kp1", KEY_KP1}, {"rightalt", KEY_RIGHTALT},
    {"leftalt", KEY_LEFTALT}, {"f1", KEY_F1}, {"f2", KEY_F2},
};

static int code_of(const char *name) {
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (strcmp(keys[i].name, name) == 0) return keys[i].code;
    return -1;
}

static void emit(int fd, int type, int code, int value) {
    struct input_event event = {.type = type, .code = code, .value = value};  // the kernel stamps the time
    if (write(fd, &event, sizeof event) != sizeof event) perror("uinput-keyboard: write");
}

static void key(int fd, int code, int value) {
    emit(fd, EV_KEY, code, value);
    emit(fd, EV_SYN, SYN_REPORT, 0);
}

static void sleep_ms(long ms) {
    struct timespec duration = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&duration, NULL);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: uinput-keyboard NAME < COMMANDS\n"); return 2; }
    int fd = open("/dev/uinput", O_WRONLY | O_CLOEXEC);
    if (fd < 0) { perror("/dev/uinput"); return 1; }
    ioctl(fd, UI_SET_EVBIT, EV_KEY);
    for (int code = 1; code < 128; code++) ioctl(fd, UI_SET_KEYBIT, code);
    struct uinput_setup setup = {.id = {.bustype = BUS_VIRTUAL, .vendor = 0x1D6B, .product = 0x7655, .version = 1}};
    snprintf(setup.name, sizeof setup.name, "%s", argv[1]);
    if (ioctl(fd, UI_DEV_SETUP, &setup) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) { perror("uinput-keyboard: create"); return 1; }

    int status = 0, number = 0;
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        number++;
        char *comment = strchr(line, '#');
        if (comment) *comment = 0;
        char verb[32], word[32], extra[2];
        int words = sscanf(line, "%31s %31s %1s", verb, word, extra);
        if (words <= 0) continue;
        int code = words == 2 ? code_of(word) : -1;
        if (code >= 0 && (!strcmp(verb, "press") || !strcmp(verb, "release") || !strcmp(verb, "tap"))) {
            if (strcmp(verb, "release") != 0) key(fd, code, 1);
            if (strcmp(verb, "press") != 0) key(fd, code, 0);
        } else if (words == 2 && !strcmp(verb, "sleep") && strspn(word, "0123456789") == strlen(word)) {
            sleep_ms(atol(word));
        } else {
            fprintf(stderr, "uinput-keyboard: line %d: bad command: %s", number, line);
            status = 2;
            break;
        }
    }
    sleep_ms(200);
    ioctl(fd, UI_DEV_DESTROY);
    close(fd);
    return status;
}
