// Initializers as models and value types write them.
struct Email {
    let address: String
    init?(_ text: String) {
        let trimmed = text.lowercased()
        guard trimmed.contains("@"), !trimmed.hasPrefix("@") else { return nil }
        address = trimmed
    }
}
enum ParseError: Error { case empty, notANumber(String) }
struct Quantity {
    let value: Int
    init(parsing text: String) throws {
        guard !text.isEmpty else { throw ParseError.empty }
        guard let number = Int(text) else { throw ParseError.notANumber(text) }
        value = number
    }
    init(value: Int = 1) { self.value = max(0, value) }
}
struct Size {
    var width = 0.0, height = 0.0
    init() {}
    init(side: Double) { self.init(width: side, height: side) }
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    var area: Double { width * height }
}
struct Temperature {
    var celsius: Double
    init(fahrenheit: Double) { self = Temperature(celsius: (fahrenheit - 32) * 5 / 9) }
    init(celsius: Double) { self.celsius = celsius }
}
enum Weekday: Int {
    case monday = 1, tuesday, wednesday
    init?(name: String) {
        switch name.lowercased() {
        case "mon": self = .monday
        case "tue": self = .tuesday
        case "wed": self = .wednesday
        default: return nil
        }
    }
}
class Vehicle {
    let wheels: Int
    var name: String
    init(wheels: Int, name: String) {
        self.wheels = wheels
        self.name = name
        print("Vehicle.init \(name)")
    }
    convenience init(name: String) {
        self.init(wheels: 4, name: name)
        print("Vehicle.convenience \(name)")
    }
    required init() {
        wheels = 0
        name = "none"
    }
}
final class Bike: Vehicle {
    var hasBell = false
    init(bell: Bool) {
        hasBell = bell
        super.init(wheels: 2, name: "bike")
        name += bell ? " with bell" : ""
    }
    required init() {
        super.init()
    }
}
print(Email("Ada@Example.com")?.address ?? "invalid", Email("nope") == nil, Email("@x") == nil)
for text in ["3", "", "x"] {
    do {
        print(try Quantity(parsing: text).value)
    } catch ParseError.notANumber(let bad) {
        print("not a number:", bad)
    } catch {
        print("error:", error)
    }
}
print(Quantity().value, Quantity(value: -5).value, (try? Quantity(parsing: "12"))?.value as Any)
print(Size().area, Size(side: 3).area, Size(width: 2, height: 5).area)
print(Temperature(fahrenheit: 212).celsius, Temperature(celsius: 20).celsius)
print(Weekday(name: "TUE") as Any, Weekday(rawValue: 3) as Any, Weekday(name: "fri") as Any, Weekday(rawValue: 9) as Any)
let car = Vehicle(name: "car")
let bike = Bike(bell: true)
let blank = Bike()
print(car.wheels, bike.wheels, bike.name, blank.name, blank.wheels)
let types: [Vehicle.Type] = [Vehicle.self, Bike.self]
print(types.map { $0.init().name })
let emails = ["a@b.c", "bad", "x@y.z"].compactMap(Email.init)
print(emails.map(\.address))
let sizes = [1.0, 2.0].map(Size.init(side:))
print(sizes.map(\.area))
