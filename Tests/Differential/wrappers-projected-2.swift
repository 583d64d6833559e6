// Property wrappers as settings code writes them: a clamped value with a projected range,
// a wrapper with a projected publisher-like history, wrappers in a struct's memberwise
// initializer, and a wrapper whose wrappedValue setter validates.
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
struct History<Value> {
    private(set) var values: [Value]
    init(wrappedValue: Value) { values = [wrappedValue] }
    var wrappedValue: Value {
        get { values.last! }
        set { values.append(newValue) }
    }
    var projectedValue: [Value] { values }
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
    @Clamped(0...10) var volume: Int = 5
    @Clamped(0.5...2.0) var speed: Double = 1.0
    @History var theme = "light"
    @Trimmed var nickname = "  ada  "
}
var settings = Settings()
settings.volume = 42
settings.speed = 0.1
settings.theme = "dark"
settings.theme = "sepia"
print(settings.volume, settings.$volume, settings.speed, settings.$speed)
print(settings.theme, settings.$theme, "[\(settings.nickname)]")
settings.nickname = " grace hopper "
print("[\(settings.nickname)]")
let custom = Settings(volume: -3, speed: 1.5, theme: "blue", nickname: "x ")
print(custom.volume, custom.speed, custom.$theme, "[\(custom.nickname)]")
var copy = custom
copy.volume += 4
print(custom.volume, copy.volume)
final class Preferences {
    @Clamped(1...5) var rating = 3 { didSet { print("rating", oldValue, "->", rating) } }
}
let prefs = Preferences()
prefs.rating = 9
prefs.rating -= 1
print(prefs.rating, prefs.$rating)
