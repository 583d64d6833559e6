// Typed throws (SE-0413) on a function and on a `do` statement, catching a case of the thrown
// type, and a property wrapper with arguments, an observer and a projected value.
enum ValidationError: Error { case empty, tooLong(Int) }
func validate(_ name: String) throws(ValidationError) -> String {
    if name.isEmpty { throw .empty }
    if name.count > 5 { throw .tooLong(name.count) }
    return name.uppercased()
}
for name in ["", "Ada", "Grace Hopper"] {
    do { print(try validate(name)) } catch { print("error", error) }
}
do throws(ValidationError) {
    _ = try validate("")
} catch .empty {
    print("empty name")
} catch { print("other", error) }

@propertyWrapper struct Clamped {
    var wrappedValue: Int { didSet { wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound) } }
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; self.wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var projectedValue: ClosedRange<Int> { range }
}
struct Volume { @Clamped(0...10) var level = 12 }
var v = Volume()
print(v.level, v.$level)
v.level = -4
print(v.level)
v.level += 3
print(v.level)
