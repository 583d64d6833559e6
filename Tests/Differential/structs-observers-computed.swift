// Property observers, computed properties and access control as models use them.
struct Temperature {
    var celsius: Double {
        didSet { print("celsius \(oldValue) -> \(celsius)") }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}

final class Account {
    private(set) var balance: Int = 0 {
        willSet { print("will set \(newValue) (was \(balance))") }
    }
    static var created = 0
    let owner: String
    lazy var greeting: String = {
        print("building greeting")
        return "Hello, \(owner)"
    }()
    init(owner: String) {
        self.owner = owner
        Account.created += 1
    }
    func deposit(_ amount: Int) { balance += amount }
}

struct Grid {
    private var cells: [Int]
    let width: Int
    init(width: Int, height: Int) {
        self.width = width
        cells = Array(repeating: 0, count: width * height)
    }
    subscript(row: Int, column: Int) -> Int {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }
    var total: Int { cells.reduce(0, +) }
}

struct Settings {
    var volume: Int = 5 {
        didSet { volume = min(max(volume, 0), 10) }
    }
    var name = "Default"
}

var t = Temperature(celsius: 20)
t.fahrenheit = 212
print(t.celsius, t.fahrenheit)
t.celsius += 1

let account = Account(owner: "Kim")
account.deposit(30)
account.deposit(12)
print(account.balance)
print(account.greeting)
print(account.greeting)
_ = Account(owner: "Lee")
print(Account.created)

var grid = Grid(width: 3, height: 2)
grid[1, 2] = 7
grid[0, 0] += 2
print(grid[1, 2], grid.total)

var settings = Settings()
settings.volume = 14
print(settings.volume)
settings.volume -= 20
print(settings.volume)
var copy = settings
copy.name = "Copy"
print(settings.name, copy.name)

struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var top: Element? { items.last }
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
}
var stack = Stack<String>()
stack.push("a")
stack.push("b")
print(stack.top as Any, stack.isEmpty)
stack.pop()
stack.pop()
print(stack.pop() as Any, stack.isEmpty)
