#!/usr/bin/env python3
"""A uinput keyboard for the VM checks: uinput-keyboard.py NAME < COMMANDS

Creates a keyboard called NAME, plays commands from stdin as they arrive, one a line:
`press KEY`, `release KEY`, `tap KEY` (press and release), `sleep MS`; KEY is an evdev
name without KEY_ (a, leftshift, enter). At the end of input the keyboard is unplugged.
No key repeat from the kernel (no EV_REP): repeats come from the reader.
"""
import fcntl
import os
import struct
import sys
import time

UI_SET_EVBIT, UI_SET_KEYBIT = 0x40045564, 0x40045565
UI_DEV_SETUP, UI_DEV_CREATE, UI_DEV_DESTROY = 0x405C5503, 0x5501, 0x5502
EV_SYN, EV_KEY, BUS_VIRTUAL = 0, 1, 0x06
KEYS = {"esc": 1, "1": 2, "backspace": 14, "tab": 15, "q": 16, "y": 21, "enter": 28, "leftctrl": 29,
        "a": 30, "b": 48, "apostrophe": 40, "leftshift": 42, "z": 44, "space": 57, "capslock": 58,
        "numlock": 69, "kp1": 79, "rightalt": 100, "leftalt": 56, "f1": 59, "f2": 60}


def main():
    name = sys.argv[1].encode()[:79]
    fd = os.open("/dev/uinput", os.O_WRONLY | os.O_CLOEXEC)
    fcntl.ioctl(fd, UI_SET_EVBIT, EV_KEY)
    for code in range(1, 128):
        fcntl.ioctl(fd, UI_SET_KEYBIT, code)
    fcntl.ioctl(fd, UI_DEV_SETUP, struct.pack("HHHH80sI", BUS_VIRTUAL, 0x1D6B, 0x7655, 1, name, 0))
    fcntl.ioctl(fd, UI_DEV_CREATE)

    def key(code, value):
        # struct input_event on 64-bit Linux: timeval (the kernel stamps it), type, code, value.
        os.write(fd, struct.pack("qqHHi", 0, 0, EV_KEY, code, value) + struct.pack("qqHHi", 0, 0, EV_SYN, 0, 0))

    status = 0
    for number, line in enumerate(sys.stdin, 1):
        words = line.split("#")[0].split()
        if not words:
            continue
        if words[0] in ("press", "release", "tap") and len(words) == 2 and words[1] in KEYS:
            code = KEYS[words[1]]
            if words[0] != "release":
                key(code, 1)
            if words[0] != "press":
                key(code, 0)
        elif words[0] == "sleep" and len(words) == 2 and words[1].isdigit():
            time.sleep(int(words[1]) / 1000)
        else:
            print(f"uinput-keyboard: line {number}: bad command: {line.strip()}", file=sys.stderr)
            status = 2
            break
    time.sleep(0.2)
    fcntl.ioctl(fd, UI_DEV_DESTROY)
    os.close(fd)
    return status


if __name__ == "__main__":
    sys.exit(main())
