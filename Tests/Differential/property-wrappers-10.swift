// A settings model's property wrappers: a clamped value with a projected range, a wrapper
// with init(wrappedValue:) and extra arguments, one with a plain init() and no default, a
// wrapper counting its writes through its projection, a wrapper on a class property, and
// wrappers used as plain values.
import Foundation

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Value> { range }
}
@propertyWrapper
struct Tracked<Value> {
    var wrappedValue: Value { didSet { history.append("\(oldValue)->\(wrappedValue)") } }
    private(set) var history: [String] = []
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: Tracked<Value> { get { self } set { self = newValue } }
    mutating func reset() { history.removeAll() }
}
@propertyWrapper
struct Defaulted {
    var wrappedValue: String
    init() { wrappedValue = "(unset)" }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue.isEmpty ? "(empty)" : wrappedValue }
}
@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
struct Settings {
    @Clamped(0...10) var volume: Int = 14
    @Clamped(wrappedValue: 0.5, 0.0...1.0) var brightness: Double
    @Tracked var theme = "light"
    @Defaulted var nickname: String
    @Defaulted var motto: String = ""
    @Trimmed var title = "  Home  "
}
var s = Settings()
print(s.volume, s.$volume, s.brightness, s.$brightness)
s.volume = -3
s.brightness = 0.75
print(s.volume, s.brightness)
s.theme = "dark"
s.theme = "sepia"
print(s.theme, s.$theme.history)
s.$theme.reset()
print(s.$theme.history.count, s.theme)
print(s.nickname, s.motto, "[\(s.title)]")
s.title = "\tTabs stay\t "
print("[\(s.title)]")
var copy = s
copy.volume = 7
copy.theme = "blue"
print(s.volume, copy.volume, s.$theme.history, copy.$theme.history)
let t = Settings(volume: 3, brightness: Clamped(wrappedValue: 2, 0...1), theme: "x", nickname: Defaulted(), motto: "Go", title: " T ")
print(t.volume, t.brightness, t.theme, t.nickname, t.motto, "[\(t.title)]")

final class Player {
    @Clamped(1...5) var rating: Int = 3
    @Tracked var position = 0
    func skip(_ n: Int) { for _ in 0..<n { position += 10 } }
}
let player = Player()
player.rating += 9
player.skip(3)
print(player.rating, player.position, player.$position.history, player.$rating.upperBound)

@propertyWrapper
struct Uppercased {
    var wrappedValue: String { didSet { wrappedValue = wrappedValue.uppercased() } }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue.uppercased() }
}
var shout = Uppercased(wrappedValue: "ada")
shout.wrappedValue += " lovelace"
print(shout.wrappedValue)
var steps = Tracked(wrappedValue: 1)
steps.wrappedValue += 1
steps.wrappedValue *= 5
print(steps.wrappedValue, steps.history)
