#ifndef VITRINE_CCONSOLE_H
#define VITRINE_CCONSOLE_H

// The virtual terminal (VT) of a direct (root) session on KMS, locked down for a kiosk:
// graphics mode, keyboard off, switches handled by the process (VT_PROCESS). The parts
// that must run inside signal handlers or at exit are in C, async-signal-safe (Swift's
// variadic ioctl allocates). See docs/RUNNING.md, "Kiosk lockdown".

// The request and mode numbers (KDSETMODE, K_OFF, VT_ACTIVATE...) for Swift.
#include <linux/kd.h>
#include <linux/vt.h>

// Non-variadic ioctls for Swift. Return 0, or -1 with errno set.
int vitrine_console_ioctl_int(int fd, unsigned long request, int value);
int vitrine_console_get_int(int fd, unsigned long request, int *value);
// VT_SETMODE: `process` nonzero puts the VT in VT_PROCESS mode with the release and
// acquire signals below; zero gives it back to the kernel (VT_AUTO).
int vitrine_console_set_vt_mode(int fd, int process);
// The signals the kernel sends on a switch in VT_PROCESS mode (SIGRTMIN, SIGRTMIN + 1:
// SIGUSR1/2 are the app's).
int vitrine_console_release_signal(void);
int vitrine_console_acquire_signal(void);

// Installs handlers for the release and acquire signals that write 'r' or 'a' to a
// pipe, and returns the pipe's read end (non-blocking, close-on-exec), or -1.
int vitrine_console_watch_switch_signals(void);

// Remembers `fd` (the locked VT) and the keyboard mode to give back, and restores the
// console (KD_TEXT, that keyboard mode, VT_AUTO) at exit and on a fatal signal
// (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS). A fatal signal also
// writes a line and a backtrace to stderr, then goes on to the handler that was there
// before (the Swift runtime's backtracer, or the default: the process dies as before).
void vitrine_console_arm_restore(int fd, int keyboard_mode);
// Restores the console now (if armed) and disarms.
void vitrine_console_restore(void);

#endif
