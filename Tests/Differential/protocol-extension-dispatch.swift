// Protocol extensions as view models use them: a default a conforming type also declares
// (statically dispatched where the protocol is the static type), beside requirements
// (dispatched through the conformance).

protocol Themed {
    var name: String { get }
    func accentColor() -> String
}

extension Themed {
    func accentColor() -> String { "blue" }
    func badge() -> String { "default badge" }
    var subtitle: String { "\(name) (default subtitle)" }
    func summary() -> String { "\(name): \(accentColor()), \(badge()), \(subtitle)" }
}

struct SettingsScreen: Themed {
    let name = "Settings"
    func accentColor() -> String { "orange" }
    func badge() -> String { "settings badge" }
    var subtitle: String { "Settings subtitle" }
}

struct AboutScreen: Themed {
    let name = "About"
}

let settings = SettingsScreen()
print(settings.badge(), "|", settings.subtitle, "|", settings.accentColor())
print(settings.summary())

let screen: any Themed = settings
print(screen.badge(), "|", screen.subtitle, "|", screen.accentColor())

let screens: [any Themed] = [SettingsScreen(), AboutScreen()]
for item in screens {
    print(item.name, item.badge(), item.accentColor())
}
print(screens.map { $0.badge() })
screens.forEach { print($0.subtitle) }

func describe<T: Themed>(_ value: T) -> String {
    "\(value.badge()) / \(value.accentColor())"
}
func describeAll<T>(_ values: [T]) -> [String] where T: Themed {
    values.map { $0.name + " " + $0.badge() }
}
func opaque(_ value: some Themed) -> String { value.badge() }
print(describe(settings))
print(describeAll([SettingsScreen(), SettingsScreen()]))
print(opaque(settings))

// A mutating extension method through an existential changes the value it holds.
protocol Counting { var count: Int { get set } }
extension Counting {
    mutating func bump() { count += 10 }
}
struct Tally: Counting {
    var count = 0
    mutating func bump() { count += 1 }
}
var tally: any Counting = Tally()
tally.bump()
var concrete = Tally()
concrete.bump()
print(tally.count, concrete.count)
