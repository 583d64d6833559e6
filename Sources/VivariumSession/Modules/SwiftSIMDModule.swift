/// The standard library's `SIMD2`, in Vivarium's Swift subset: a pair of scalars (`x`, `y`,
/// subscripts 0 and 1), `Hashable`, printed as Swift prints it (`SIMD2<Int>(1, 2)`), with its
/// lane-wise wrapping arithmetic (`&+`, `&-`, `&*`, as grid games step positions) and `+`, `-`,
/// `*`, `/` (Apple, "SIMD2"). The scalar's own operator does each lane's work, so a `+` of
/// integer vectors (which Swift offers only for floating-point scalars) is not refused here.
extension BundledModule {
    static let swiftSIMD = BundledModule(
        name: "SwiftSIMD",
        dependencies: [],
        autoloadNames: ["SIMD2"],
        source: #"""
struct SIMD2<Scalar>: Hashable, CustomStringConvertible {
    var x: Scalar
    var y: Scalar

    init(_ x: Scalar, _ y: Scalar) {
        self.x = x
        self.y = y
    }

    init(x: Scalar, y: Scalar) {
        self.x = x
        self.y = y
    }

    init(repeating value: Scalar) {
        self.x = value
        self.y = value
    }

    var scalarCount: Int { 2 }

    subscript(index: Int) -> Scalar {
        get {
            precondition(index >= 0 && index < 2, "Index out of range")
            return index == 0 ? x : y
        }
        set {
            precondition(index >= 0 && index < 2, "Index out of range")
            if index == 0 { x = newValue } else { y = newValue }
        }
    }

    var description: String { "SIMD2<\(Scalar.self)>(\(x), \(y))" }

    static func &+ (lhs: SIMD2<Scalar>, rhs: SIMD2<Scalar>) -> SIMD2<Scalar> { SIMD2(lhs.x &+ rhs.x, lhs.y &+ rhs.y) }
    static func &- (lhs: SIMD2<Scalar>, rhs: SIMD2<Scalar>) -> SIMD2<Scalar> { SIMD2(lhs.x &- rhs.x, lhs.y &- rhs.y) }
    static func &* (lhs: SIMD2<Scalar>, rhs: SIMD2<Scalar>) -> SIMD2<Scalar> { SIMD2(lhs.x &* rhs.x, lhs.y &* rhs.y) }
    static func + (lhs: SIMD2<Scalar>, rhs: SIMD2<Scalar>) -> SIMD2<Scalar> { SIMD2(lhs.x + rhs.x, lhs.y + rhs.y) }
    static func - (lhs: SIMD2<Scalar>, rhs: SIMD2<Scalar>) -> SIMD2<Scalar> { SIMD2(lhs.x - rhs.x, lhs.y - rhs.y) }
    static func * (lhs: SIMD2<Scalar>, rhs: SIMD2<Scalar>) -> SIMD2<Scalar> { SIMD2(lhs.x * rhs.x, lhs.y * rhs.y) }
    static func / (lhs: SIMD2<Scalar>, rhs: SIMD2<Scalar>) -> SIMD2<Scalar> { SIMD2(lhs.x / rhs.x, lhs.y / rhs.y) }
}
"""#)
}
