#include <libinput.h>
#include <linux/input-event-codes.h>
