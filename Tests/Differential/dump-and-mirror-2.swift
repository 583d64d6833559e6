// dump and Mirror as a debugging session uses them on a view model's state.
struct Address { var city: String; var zip: String? }
struct User {
    var name: String
    var tags: [String]
    var address: Address?
    var scores: [String: Int]
}
enum Status { case active, suspended(reason: String) }
final class Account {
    var owner: User
    var status: Status
    init(owner: User, status: Status) { self.owner = owner; self.status = status }
}
let user = User(name: "Ada", tags: ["admin", "beta"], address: Address(city: "London", zip: nil), scores: ["math": 9])
dump(user)
dump([1, 2])
dump(Status.suspended(reason: "spam"))
dump(Optional(3))
dump((x: 1, label: "pt"))
let account = Account(owner: user, status: .active)
dump(account.status)
let mirror = Mirror(reflecting: user)
for child in mirror.children {
    print(child.label ?? "?")
}
print(mirror.children.count, Mirror(reflecting: account).children.map { $0.label ?? "" })
print(String(describing: user.address!), String(reflecting: user.address!.city))
