import Foundation
// Property wrappers, key paths and dynamic member lookup as settings models use them.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Value> { range }
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

struct Player {
    @Clamped(0...100) var health = 150
    @Trimmed var name: String = "  Link  "
}

var player = Player()
print(player.health, "[\(player.name)]", player.$health)
player.health -= 130
print(player.health)
player.health = -5
player.name = " Zelda "
print(player.health, player.name)

@dynamicMemberLookup
struct Settings {
    private var values: [String: String] = ["theme": "dark"]
    subscript(dynamicMember key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
var settings = Settings()
print(settings.theme ?? "-", settings.font ?? "-")
settings.font = "mono"
print(settings.font ?? "-")

struct Profile {
    var name: String
    var address: Address
}
struct Address { var city: String }
@dynamicMemberLookup
struct Draft<Model> {
    var model: Model
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Model, T>) -> T {
        get { model[keyPath: keyPath] }
        set { model[keyPath: keyPath] = newValue }
    }
}
var draft = Draft(model: Profile(name: "Kim", address: Address(city: "Oslo")))
draft.name = "Kim Lee"
draft.address.city = "Bergen"
print(draft.model.name, draft.model.address.city)
let cityPath = \Profile.address.city
var profile = draft.model
profile[keyPath: cityPath] = "Tromsø"
print(profile[keyPath: cityPath], profile[keyPath: \.name].count)
let paths: [KeyPath<Profile, String>] = [\.name, \.address.city]
print(paths.map { profile[keyPath: $0] })
func sortedBy<T, V: Comparable>(_ items: [T], _ path: KeyPath<T, V>) -> [T] {
    items.sorted { $0[keyPath: path] < $1[keyPath: path] }
}
let people = [Profile(name: "Zed", address: Address(city: "A")), Profile(name: "Amy", address: Address(city: "C"))]
print(sortedBy(people, \.name).map(\.name), sortedBy(people, \.address.city).map(\.address.city))
