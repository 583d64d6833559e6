import VivariumSyntax

/// Limits on the size of one runtime value. The step budget bounds how many operations a
/// command runs, but not what one operation builds: `s = s + s` forty times is forty steps and
/// a terabyte string. Every operation that can multiply a value's size checks the result's size
/// first, so such a program gets an error naming its line instead of exhausting memory.
enum ValueLimits {
    /// UTF-8 bytes in one `String`.
    static let maxStringBytes = 1 << 24
    /// Elements in one `Array`.
    static let maxElements = 1 << 22

    static func checkString(bytes: Int, at location: SourceLocation) throws {
        guard bytes > maxStringBytes else { return }
        throw RuntimeError(.notSupported,
                           "not supported in the playground: a String of more than \(maxStringBytes) bytes (this one would have \(bytes))",
                           at: location)
    }

    static func checkElements(_ count: Int, at location: SourceLocation) throws {
        guard count > maxElements else { return }
        throw RuntimeError(.notSupported,
                           "not supported in the playground: an Array of more than \(maxElements) elements (this one would have \(count))",
                           at: location)
    }
}
