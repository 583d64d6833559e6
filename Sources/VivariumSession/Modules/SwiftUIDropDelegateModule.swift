/// SwiftUI's drag-and-drop delegate (iOS 13–15 code, still pasted widely: reordering a grid
/// with `.onDrag { NSItemProvider(…) }` and `.onDrop(of:delegate:)`), written in Vivarium's
/// Swift subset so such files load and run: `DropDelegate` with the defaults SwiftUI gives every
/// requirement but `performDrop(info:)` (Apple, "DropDelegate": `validateDrop` true,
/// `dropUpdated` nil, `dropEntered`/`dropExited` nothing), `DropInfo`, `DropProposal`,
/// `DropOperation`, and `NSItemProvider` kept as given. No command drags a view (the
/// `onDrag`/`onDrop` modifiers are inert, README "What is inert"), so SwiftUI never calls the
/// delegate here; a command can (`call`).
extension BundledModule {
    static let swiftUIDropDelegate = BundledModule(
        name: "SwiftUIDropDelegate",
        dependencies: ["UIKit", "UniformTypeIdentifiers"],
        autoloadNames: ["DropDelegate", "DropInfo", "DropProposal", "DropOperation", "NSItemProvider"],
        source: #"""
class NSItemProvider {
    var suggestedName: String?
    var registeredTypeIdentifiers: [String] = []
    init() {}
    init(object: Any) {}
    init(item: Any?, typeIdentifier: String?) {
        if let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] }
    }
    func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
}

enum DropOperation {
    case cancel, forbidden, copy, move
}

struct DropProposal {
    let operation: DropOperation
    init(operation: DropOperation) {
        self.operation = operation
    }
}

struct DropInfo {
    var location = CGPoint()
    var _providers: [NSItemProvider] = []
    func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !_providers.isEmpty }
    func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { _providers }
}

protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
    func performDrop(info: DropInfo) -> Bool
}

extension DropDelegate {
    func validateDrop(info: DropInfo) -> Bool { true }
    func dropEntered(info: DropInfo) {}
    func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    func dropExited(info: DropInfo) {}
}
"""#)
}
