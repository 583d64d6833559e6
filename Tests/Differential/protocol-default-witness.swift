// A requirement with a protocol extension's default, on a class hierarchy: the conformance is
// fixed where the class declares it. A subclass's member of that name is no witness when the
// conforming class took the default, so through the protocol the default runs.
protocol Greeter { func greet() -> String }
extension Greeter {
    func greet() -> String { "hello from the default" }
    func introduce() -> String { "I say: " + greet() }
}
class Base: Greeter {}
class Derived: Base { func greet() -> String { "hello from Derived" } }
let d = Derived()
print(d.greet())
let g: Greeter = d
print(g.greet(), "/", g.introduce())
func greetAll<T: Greeter>(_ items: [T]) -> [String] { items.map { $0.greet() } }
print(greetAll([d]))
let everyone: [any Greeter] = [Base(), Derived()]
for one in everyone { print(one.greet()) }

protocol Titled { var title: String { get } }
extension Titled { var title: String { "Untitled" } }
class Screen: Titled { var title: String { "Screen" } }
class Settings: Screen { override var title: String { "Settings" } }
class Page: Titled {}
class Home: Page { var title: String { "Home" } }
let titled: [any Titled] = [Screen(), Settings(), Page(), Home()]
print(titled.map { $0.title })

struct Card: Greeter { func greet() -> String { "hello from Card" } }
let card: any Greeter = Card()
print(card.greet(), card.introduce())
