import Foundation

extension String {
    /// A localized string's key and its interpolated values, as iOS 15's
    /// `String(localized:)` takes it. Foundation on Linux lacks it. The key is the
    /// literal with each interpolation replaced by its format specifier, as Xcode extracts
    /// it ("\(count) items" is looked up as "%lld items"); the values fill the specifiers
    /// of whatever the table gives.
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
        /// A value interpolated into the string, kept as its format specifier's argument.
        enum Argument: Hashable, Sendable {
            case signed(Int64), unsigned(UInt64), double(Double), string(String)

            var cVarArg: CVarArg {
                switch self {
                case .signed(let value): return value
                case .unsigned(let value): return value
                case .double(let value): return value
                case .string(let value): return value
                }
            }
        }

        /// The key: the literal with format specifiers where the values go.
        let key: String
        let arguments: [Argument]

        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// The format specifiers are those Xcode writes into string catalogs for each type.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                // A literal % is %% in a format string.
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            public mutating func appendInterpolation(_ string: String) { append("%@", .string(string)) }
            public mutating func appendInterpolation(_ value: Int) { append("%lld", .signed(Int64(value))) }
            public mutating func appendInterpolation(_ value: Int64) { append("%lld", .signed(value)) }
            public mutating func appendInterpolation(_ value: Int32) { append("%d", .signed(Int64(value))) }
            public mutating func appendInterpolation(_ value: Int16) { append("%d", .signed(Int64(value))) }
            public mutating func appendInterpolation(_ value: Int8) { append("%d", .signed(Int64(value))) }
            public mutating func appendInterpolation(_ value: UInt) { append("%llu", .unsigned(UInt64(value))) }
            public mutating func appendInterpolation(_ value: UInt64) { append("%llu", .unsigned(value)) }
            public mutating func appendInterpolation(_ value: UInt32) { append("%u", .unsigned(UInt64(value))) }
            public mutating func appendInterpolation(_ value: UInt16) { append("%u", .unsigned(UInt64(value))) }
            public mutating func appendInterpolation(_ value: UInt8) { append("%u", .unsigned(UInt64(value))) }
            public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }
            public mutating func appendInterpolation(_ value: Float) { append("%f", .double(Double(value))) }
            public mutating func appendInterpolation(_ value: CGFloat) { append("%lf", .double(Double(value))) }
            /// Other values as their description (`%@`).
            public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
                append("%@", .string(value.description))
            }

            private mutating func append(_ specifier: String, _ argument: Argument) {
                key += specifier
                arguments.append(argument)
            }
        }
    }

    /// The string for `keyAndValue` in `table` of `bundle` (nil: the main bundle, then the
    /// app's resource bundles, as `UIImage(named:)` looks), formatted with its values; the
    /// key itself when no table has it.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized(keyAndValue.key, default: keyAndValue, table: table, bundle: bundle, locale: locale)
    }

    /// The string for `key`, else `defaultValue`, formatted with the default value's values.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized(key.description, default: defaultValue, table: table, bundle: bundle, locale: locale)
    }

    private static func localized(_ key: String, default value: String.LocalizationValue, table: String?,
                                  bundle: Bundle?, locale: Locale) -> String {
        // A value no table holds tells "missing" from a translation equal to the key.
        let missing = "\u{1}vitrine-missing\u{1}"
        let format = ResourceBundles.searched(bundle).lazy
            .map { $0.localizedString(forKey: key, value: missing, table: table) }
            .first { $0 != missing } ?? value.key
        // A plain literal is not a format (iOS shows "50% off" as it is).
        guard !value.arguments.isEmpty else { return format }
        return String(format: format, locale: locale, arguments: value.arguments.map(\.cVarArg))
    }
}
