import Foundation
import Testing

/// `viv` is a client: it decodes replies and balances typed input itself, and links none of
/// the engine (issue 9, item 5). Checked on the built binary: a linked Swift module leaves
/// its mangled name (`19VivariumInterpreter`, its length then its name) in the symbols of
/// every type and function it contributes.
@Suite struct ClientLinkTests {
    /// The engine's modules and the compiler front end; none may be in `viv`.
    static let engineModules = ["VivariumSession", "VivariumGraph", "VivariumInterpreter", "VivariumSyntax",
                                "SwiftSyntax", "SwiftParser"]

    static func mangled(_ module: String) -> Data { Data("\(module.utf8.count)\(module)".utf8) }

    @Test(.disabled(if: Built.vivMissing, "needs .build/debug/viv (swift build)"))
    func vivLinksNoEngine() throws {
        let binary = try Data(contentsOf: URL(fileURLWithPath: try #require(Built.viv)), options: .alwaysMapped)
        // The check can see a module: the shell's own is there.
        #expect(binary.range(of: Self.mangled("VivariumShell")) != nil)
        #expect(binary.range(of: Self.mangled("VivariumWire")) != nil)
        for module in Self.engineModules {
            #expect(binary.range(of: Self.mangled(module)) == nil, "viv links \(module)")
        }
    }
}
