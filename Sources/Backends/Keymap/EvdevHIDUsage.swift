/// Linux evdev key codes to USB HID usages of the keyboard page (UIKit's
/// `UIKeyboardHIDUsage`).
package enum EvdevHIDUsage {
    /// The HID usage of an evdev key code, or 0 for keys outside the keyboard page
    /// (media and system keys have no `UIKeyboardHIDUsage`).
    package static func hidUsage(forEvdevCode code: UInt32) -> Int {
        Int(code) < usageByEvdevCode.count ? usageByEvdevCode[Int(code)] : 0
    }

    /// The evdev key code of a HID usage of the keyboard page (what SDL's scancodes are),
    /// or 0 for usages with no key.
    package static func evdevCode(forHIDUsage usage: Int) -> UInt32 {
        evdevCodeByUsage.indices.contains(usage) ? UInt32(evdevCodeByUsage[usage]) : 0
    }

    /// The kernel's HID-to-evdev table (`hid_keyboard` in drivers/hid/hid-input.c),
    /// indexed by HID usage, for usages 0x00...0xE7 (the keyboard page up to the
    /// modifiers; the kernel's entries above are its own, not HID's). 0 = no key.
    private static let evdevCodeByUsage: [UInt8] = [
          0,   0,   0,   0,  30,  48,  46,  32,  18,  33,  34,  35,  23,  36,  37,  38, // 0x00
         50,  49,  24,  25,  16,  19,  31,  20,  22,  47,  17,  45,  21,  44,   2,   3, // 0x10
          4,   5,   6,   7,   8,   9,  10,  11,  28,   1,  14,  15,  57,  12,  13,  26, // 0x20
         27,  43,  43,  39,  40,  41,  51,  52,  53,  58,  59,  60,  61,  62,  63,  64, // 0x30
         65,  66,  67,  68,  87,  88,  99,  70, 119, 110, 102, 104, 111, 107, 109, 106, // 0x40
        105, 108, 103,  69,  98,  55,  74,  78,  96,  79,  80,  81,  75,  76,  77,  71, // 0x50
         72,  73,  82,  83,  86, 127, 116, 117, 183, 184, 185, 186, 187, 188, 189, 190, // 0x60
        191, 192, 193, 194, 134, 138, 130, 132, 128, 129, 131, 137, 133, 135, 136, 113, // 0x70
        115, 114,   0,   0,   0, 121,   0,  89,  93, 124,  92,  94,  95,   0,   0,   0, // 0x80
        122, 123,  90,  91,  85,   0,   0,   0,   0,   0,   0,   0, 111,   0,   0,   0, // 0x90
          0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0, // 0xA0
          0,   0,   0,   0,   0,   0, 179, 180,   0,   0,   0,   0,   0,   0,   0,   0, // 0xB0
          0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0, // 0xC0
          0,   0,   0,   0,   0,   0,   0,   0, 111,   0,   0,   0,   0,   0,   0,   0, // 0xD0
         29,  42,  56, 125,  97,  54, 100, 126,                                         // 0xE0
    ]

    /// The inverse. Where several usages give one key (0x31 and 0x32 both give
    /// KEY_BACKSLASH; KEY_DELETE appears three times) the lowest usage wins: it is the
    /// one a real keyboard sends.
    private static let usageByEvdevCode: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for (usage, code) in evdevCodeByUsage.enumerated().reversed() where code != 0 {
            table[Int(code)] = usage
        }
        return table
    }()
}
