#!/usr/bin/env python3
"""The console's state for the lockdown check: console-probe.py COMMAND

`state TTY`: prints `kd=N kb=N` (KDGETMODE: 0 text, 1 graphics; KDGKBMODE: 1 xlate,
3 unicode, 4 off). `pending TTY`: the bytes typed into TTY that a reader could read
(FIONREAD: whole lines, the tty being canonical). `activate N`: asks the kernel for VT N
(VT_ACTIVATE, as chvt does, without waiting: a refused switch would wait forever).
"""
import fcntl
import os
import struct
import sys

KDGETMODE, KDGKBMODE, FIONREAD, VT_ACTIVATE = 0x4B3B, 0x4B44, 0x541B, 0x5606


def get_int(fd, request):
    return struct.unpack("i", fcntl.ioctl(fd, request, b"\0" * 4))[0]


def main():
    command, argument = sys.argv[1], sys.argv[2]
    if command == "activate":
        fd = os.open("/dev/tty0", os.O_RDWR | os.O_NOCTTY)
        fcntl.ioctl(fd, VT_ACTIVATE, int(argument))
        return 0
    fd = os.open(argument, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)
    if command == "state":
        print(f"kd={get_int(fd, KDGETMODE)} kb={get_int(fd, KDGKBMODE)}")
    elif command == "pending":
        print(get_int(fd, FIONREAD))
    else:
        print(f"console-probe: unknown command {command}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
