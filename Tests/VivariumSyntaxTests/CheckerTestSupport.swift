import Testing
@testable import VivariumSyntax

/// The runtime names the checker tests assume (a stand-in for the session's real sets).
let checkerTestEnvironment = CheckerEnvironment(
    typeNames: Set<String>([
        "View", "Text", "VStack", "HStack", "Button", "ForEach", "List", "NavigationView", "NavigationLink",
        "State", "StateObject", "ObservedObject", "Published", "Binding", "Bindable", "EnvironmentObject",
        "Environment", "ObservableObject", "Observable", "Int", "String", "Double", "Bool", "Array", "Dictionary",
        "ObjectIdentifier", "Task", "UInt64", "DispatchQueue", "Optional", "Void", "Identifiable", "CaseIterable", "Equatable",
        "URL", "Date", "Calendar", "UUID", "Locale", "TimeZone", "Decimal", "CGFloat", "UInt8", "Notification", "Regex",
        "CancellationError", "Mirror", "Toggle", "TextField", "Image", "Hashable", "Menu",
    ]).union(FrameworkTypes.typeNames),
    functionNames: ["print", "min", "max", "log", "type"],
    valueNames: ["NSEC_PER_SEC"])

private let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

/// Strips the markers `1️⃣`…`9️⃣` from `marked`; returns the source and each marker's location.
func extractMarkers(_ marked: String) -> (source: String, locations: [Character: (Int, Int)]) {
    var source = ""
    var line = 1, column = 1
    var found: [Character: (Int, Int)] = [:]
    for character in marked {
        if markers.contains(character) { found[character] = (line, column); continue }
        source.append(character)
        if character == "\n" { line += 1; column = 1 } else { column += character.utf8.count }
    }
    return (source, found)
}

/// Lowers and checks `marked` (after `previous` sources) and compares the rendered
/// diagnostics with `expected`, where each expected line starts with the marker it points at:
/// `"1️⃣ error: cannot find 'x' in scope"`.
func expectDiagnostics(_ marked: String, _ expected: [String], previous: [String] = [],
                       withSource: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let (source, locations) = extractMarkers(marked)
    let file = SourceFile(name: "test.swift", text: source)
    let lowered = Frontend.lower(file)
    #expect(!lowered.hasErrors, "lowering: \(lowered.diagnostics)", sourceLocation: sourceLocation)
    let previousPrograms = previous.enumerated().map { index, text in
        Frontend.lower(SourceFile(name: "previous\(index).swift", text: text)).program
    }
    let checker = Checker(environment: checkerTestEnvironment)
    let diagnostics = withSource ? checker.check(lowered.program, source: file, previous: previousPrograms)
                                 : checker.check(lowered.program, previous: previousPrograms)
    let rendered = diagnostics.map(\.description)
    let wanted = expected.map { line -> String in
        let marker = line.first!
        let rest = line.dropFirst().drop { $0 == " " }
        guard let (l, c) = locations[marker] else { return "missing marker \(marker): \(line)" }
        return "test.swift:\(l):\(c): \(rest)"
    }
    #expect(rendered == wanted, sourceLocation: sourceLocation)
}

/// Expects no diagnostics at all.
func expectClean(_ source: String, previous: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    expectDiagnostics(source, [], previous: previous, sourceLocation: sourceLocation)
}
