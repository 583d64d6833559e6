import Testing
@testable import VivariumSession
import VivariumSyntax

/// Each bundled module (UIKit, Combine, Factory) lowers and checks without a diagnostic, after
/// the modules it depends on (sessions share one lowering of each, `BundledModule.lowered`).
@Suite struct BundledModuleTests {
    @Test(arguments: BundledModule.registered.map(\.name))
    func lowersAndChecksWithoutDiagnostics(name: String) throws {
        let module = try #require(BundledModule.all[name])
        var previous: [Program] = []
        for dependency in module.dependencies {
            previous.append(try #require(BundledModule.all[dependency]).lowered.program)
        }
        #expect(module.lowered.diagnostics.isEmpty, "\(module.lowered.diagnostics)")
        let checked = SessionChecker.moduleChecker.check(module.lowered.program, source: module.sourceFile, previous: previous)
        #expect(checked.isEmpty, "\(checked.map(\.description))")
    }
}
