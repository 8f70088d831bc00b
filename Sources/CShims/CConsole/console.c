#define _GNU_SOURCE  // pipe2
#include "console.h"

#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int vitrine_console_ioctl_int(int fd, unsigned long request, int value) {
    return ioctl(fd, request, value);
}

int vitrine_console_get_int(int fd, unsigned long request, int *value) {
    return ioctl(fd, request, value);
}

int vitrine_console_release_signal(void) { return SIGRTMIN; }
int vitrine_console_acquire_signal(void) { return SIGRTMIN + 1; }

int vitrine_console_set_vt_mode(int fd, int process) {
    struct vt_mode mode = {0};
    mode.mode = process ? VT_PROCESS : VT_AUTO;
    if (process) {
        mode.relsig = (short)vitrine_console_release_signal();
        mode.acqsig = (short)vitrine_console_acquire_signal();
    }
    return ioctl(fd, VT_SETMODE, &mode);
}

static int switch_pipe[2] = {-1, -1};

static void on_switch_signal(int signal_number) {
    int saved_errno = errno;
    char byte = signal_number == vitrine_console_release_signal() ? 'r' : 'a';
    // Non-blocking: a full pipe already holds a request the reader has yet to see.
    (void)!write(switch_pipe[1], &byte, 1);
    errno = saved_errno;
}

int vitrine_console_watch_switch_signals(void) {
    if (switch_pipe[0] < 0 && pipe2(switch_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_switch_signal;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (sigaction(vitrine_console_release_signal(), &action, NULL) != 0) return -1;
    if (sigaction(vitrine_console_acquire_signal(), &action, NULL) != 0) return -1;
    return switch_pipe[0];
}

static volatile sig_atomic_t armed_fd = -1;
static volatile sig_atomic_t armed_keyboard_mode = K_UNICODE;
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};
#define FATAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
static struct sigaction previous_actions[FATAL_COUNT];
static int handlers_installed;

void vitrine_console_restore(void) {
    int fd = armed_fd;
    if (fd < 0) return;
    armed_fd = -1;
    ioctl(fd, KDSKBMODE, (int)armed_keyboard_mode);
    ioctl(fd, KDSETMODE, KD_TEXT);
    vitrine_console_set_vt_mode(fd, 0);
}

static void write_text(const char *text) {
    (void)!write(STDERR_FILENO, text, strlen(text));
}

static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    if (armed_fd >= 0) {
        vitrine_console_restore();
        // Signal numbers of the fatal signals are below 100: two digits, no printf.
        char number[3] = {(char)('0' + signal_number / 10 % 10), (char)('0' + signal_number % 10), 0};
        write_text("vitrine: fatal signal ");
        write_text(number);
        write_text(": console restored (text mode, keyboard on); backtrace:\n");
        void *frames[64];
        int count = backtrace(frames, 64);
        backtrace_symbols_fd(frames, count, STDERR_FILENO);
    }
    for (unsigned index = 0; index < FATAL_COUNT; index++) {
        if (fatal_signals[index] == signal_number) sigaction(signal_number, &previous_actions[index], NULL);
    }
    // A fault (SIGSEGV from the MMU, Swift's trap) happens again on return, now under the
    // previous handler; a signal that was sent (kill, abort) is sent again.
    if (info == NULL || info->si_code <= 0) raise(signal_number);
    errno = saved_errno;
}

static void restore_at_exit(void) { vitrine_console_restore(); }

void vitrine_console_arm_restore(int fd, int keyboard_mode) {
    armed_keyboard_mode = keyboard_mode;
    armed_fd = fd;
    if (handlers_installed) return;
    handlers_installed = 1;
    // backtrace() loads libgcc on its first call, which allocates: not in a handler.
    void *frame[1];
    backtrace(frame, 1);
    atexit(restore_at_exit);
    for (unsigned index = 0; index < FATAL_COUNT; index++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = on_fatal_signal;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        sigaction(fatal_signals[index], &action, &previous_actions[index]);
    }
}
