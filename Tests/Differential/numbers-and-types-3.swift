// Numbers and types as a settings screen shows them: a narrow integer's bounds wrapping, a
// Float's precision, a Double's sign, and the names of an existential's metatype and of key
// paths to a model's properties.
print(Int32.max &+ 1)
print(Int8.max &+ 1, UInt8.max &+ 1, Int16.min &- 1, UInt16.max &+ 1)
let top = Int32.max
print(top &+ 2, UInt8.min &- 1)
let x = -2.5
print(x.sign, 3.0.sign, x.sign == .minus)
switch x.sign {
case .minus: print("negative")
case .plus: print("positive")
}
print(Float(1) / 3)
let third = Float(2) / 3
print(third, "third \(third)")
print(Float("1.5") as Any, "parsed \(Float("2.5") as Any)")
protocol Shape {}
print(String(describing: (any Shape).self), [any Shape].self)
struct Contact {
    var name: String
    let id: Int
    var nickname: String?
    var initials: String { String(name.prefix(1)) }
}
final class Account { var owner = ""; let number = 1 }
print(type(of: \Contact.name))
print(type(of: \Contact.id))
print(type(of: \Contact.nickname))
print(type(of: \Contact.initials))
print(type(of: \Account.owner), type(of: \Account.number))
