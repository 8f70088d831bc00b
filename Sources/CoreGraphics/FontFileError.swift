/// Why a font file was not registered.
package struct FontFileError: Error, CustomStringConvertible {
    package let reason: String
    package var description: String { reason }
}
