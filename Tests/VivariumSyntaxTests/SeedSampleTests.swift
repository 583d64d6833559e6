import Testing
@testable import VivariumSyntax

/// Every code sample of the seed articles must be accepted.
@Suite struct SeedSampleTests {
    /// `Name` for a type, `extension Name`, `var name`, `func name`, `import Module`, `statement`.
    static func summary(_ declaration: Declaration) -> String {
        switch declaration {
        case .type(let type): return type.name
        case .extension(let decl): return "extension \(decl.extendedType)"
        case .function(let function): return "func \(function.name)"
        case .variable(let property): return "var \(property.name)"
        case .typealias(let alias): return "typealias \(alias.name)"
        case .import(let module, _): return "import \(module)"
        case .statement: return "statement"
        }
    }

    @Test(arguments: seedSamples)
    func sampleLowersWithoutErrors(_ sample: SeedSample) {
        let code = sample.isMember ? "struct Wrapper {\n\(sample.code)\n}" : sample.code
        let result = Frontend.lower(SourceFile(name: "seed.swift", text: code))
        #expect(result.diagnostics.filter { $0.severity == .error } == [])
        #expect(result.program.declarations.map(Self.summary) == sample.expected)
        if sample.isMember, case .type(let wrapper)? = result.program.declarations.first {
            #expect(!wrapper.members.isEmpty)
        }
    }

    @Test func samplesCoverEverySeedArticle() {
        let seeds = Set(seedSamples.map { $0.origin.prefix(3) })
        #expect(seeds == ["000", "001", "002", "003"])
        #expect(seedSamples.count == 38)
    }

    @Test func counterViewSampleHasTheExpectedShape() throws {
        let sample = try #require(seedSamples.first { $0.origin == "002:29" })
        let program = Frontend.lower(SourceFile(name: "seed.swift", text: sample.code)).program
        guard case .type(let model) = program.declarations[2] else { Issue.record("not a type"); return }
        #expect(model.kind == .class)
        #expect(model.inheritedTypes.map(\.name) == ["ObservableObject"])
        guard case .property(let count) = model.members[0] else { Issue.record("not a property"); return }
        #expect(count.name == "count")
        #expect(count.wrapper?.name == "Published")
        #expect(count.modifiers.contains(.privateSetter))
        #expect(!count.modifiers.contains(.private))
        #expect(count.initializer?.kind == .integer(0))
    }
}
