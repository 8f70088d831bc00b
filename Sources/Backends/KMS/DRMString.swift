/// The text of a fixed-size, NUL-terminated C name field (`char name[32]`), which Swift
/// imports as a tuple.
func drmString<Tuple>(_ tuple: Tuple) -> String {
    withUnsafeBytes(of: tuple) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
}
