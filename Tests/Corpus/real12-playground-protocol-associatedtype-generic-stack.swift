// Demonstrates: a Swift playground page on generics before any UI: `protocol Container { associatedtype Item; var count: Int { get }; mutating func append(_ item: Item); subscript(i: Int) -> Item { get } }`, a generic `struct Stack<Element>: Container` relying on `Item` inferred from its methods, an `extension Stack where Element: Equatable { func isTop(_ item: Element) -> Bool }`, a generic `func allItemsMatch<C1: Container, C2: Container>(_:_:) -> Bool where C1.Item == C2.Item, C1.Item: Equatable`, `extension Array: Container {}`, and a small SwiftUI live view listing the stack.
// Source: book sample code style (The Swift Programming Language's "Generics" chapter typed into a playground by a learner, then shown in a view; found through a search for associatedtype Item Container allItemsMatch where C1.Item == C2.Item); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import PlaygroundSupport

protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct Stack<Element>: Container {
    var items: [Element] = []

    mutating func push(_ item: Element) {
        items.append(item)
    }

    mutating func pop() -> Element? {
        items.popLast()
    }

    mutating func append(_ item: Element) {
        push(item)
    }

    var count: Int { items.count }

    subscript(i: Int) -> Element {
        items[i]
    }
}

extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        items.last == item
    }
}

extension Array: Container {}

func allItemsMatch<C1: Container, C2: Container>(_ someContainer: C1, _ anotherContainer: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if someContainer.count != anotherContainer.count {
        return false
    }
    for i in 0..<someContainer.count {
        if someContainer[i] != anotherContainer[i] {
            return false
        }
    }
    return true
}

var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
print(stackOfStrings.isTop("tres"))
let arrayOfStrings = ["uno", "dos", "tres"]
print(allItemsMatch(stackOfStrings, arrayOfStrings))

struct StackView: View {
    @State var stack: Stack<String>

    var body: some View {
        VStack {
            ForEach(stack.items, id: \.self) { Text($0) }
            Button("Pop") {
                print(stack.pop() ?? "empty")
            }
        }
    }
}

PlaygroundPage.current.setLiveView(StackView(stack: stackOfStrings))
