#include <libinput.h>
// libinput's udev backend takes a udev context; no CUdev shim exists yet to share.
#include <libudev.h>
#include <linux/input-event-codes.h>
