// Object lifetimes as view models and their closures make them.
final class Downloader {
    let name: String
    var onFinish: (() -> Void)?
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
    func startStrong() { onFinish = { print("finished", self.name) } }
    func startWeak() { onFinish = { [weak self] in print("finished", self?.name ?? "gone") } }
    func startUnowned() { onFinish = { [unowned self] in print("finished", self.name) } }
}

final class Parent {
    let name: String
    var child: Child?
    init(name: String) { self.name = name }
    deinit { print("deinit parent \(name)") }
}
final class Child {
    weak var parent: Parent?
    unowned let owner: Parent
    init(owner: Parent) { self.owner = owner; parent = owner }
    deinit { print("deinit child") }
}

do {
    let strong = Downloader(name: "strong")
    strong.startStrong()
    strong.onFinish?()
}
print("after strong scope")
do {
    let weak = Downloader(name: "weak")
    weak.startWeak()
    weak.onFinish?()
}
print("after weak scope")
do {
    let unowned = Downloader(name: "unowned")
    unowned.startUnowned()
    unowned.onFinish?()
}
print("after unowned scope")
var parent: Parent? = Parent(name: "p")
parent!.child = Child(owner: parent!)
print(parent!.child!.parent!.name, parent!.child!.owner.name)
parent = nil
print("after parent")
var handlers: [() -> Void] = []
do {
    let temp = Downloader(name: "temp")
    handlers.append { [temp] in print("captured", temp.name) }
}
print("handlers", handlers.count)
handlers[0]()
handlers.removeAll()
print("cleared")
weak var observed: Downloader?
do {
    let local = Downloader(name: "local")
    observed = local
    print(observed?.name ?? "nil")
}
print(observed?.name ?? "nil")
var cache: [String: Downloader] = ["a": Downloader(name: "cached")]
cache["a"] = nil
print("removed from cache")
var list = [Downloader(name: "one"), Downloader(name: "two")]
list.removeFirst()
print("removed first")
list = []
print("end")
