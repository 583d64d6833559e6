import Testing
@testable import VivariumInterpreter
import VivariumSyntax

/// A member a Foundation value lacks in the playground: when Foundation has it, the code is real
/// Swift and the playground says it is not supported; when Foundation does not, it is swiftc's
/// "has no member" (which the checker reports at load wherever it knows the value's type).
@Suite struct FoundationMemberTests {
    @Test func aMemberFoundationHasIsNotSupportedAnyOtherIsSwiftcs() {
        let real = Builtins.missingFoundationMember("dataRepresentation", of: "URL", isStatic: false, at: .builtin)
        #expect(real.kind == .notSupported && real.message.contains("'dataRepresentation' on URL"), "\(real.message)")
        let typo = Builtins.missingFoundationMember("pathself", of: "URL", isStatic: false, at: .builtin)
        #expect(typo.kind == .unresolved && typo.message == "value of type 'URL' has no member 'pathself'")
        let realStatic = Builtins.missingFoundationMember("trashDirectory", of: "URL", isStatic: true, at: .builtin)
        #expect(realStatic.kind == .notSupported)
        let staticTypo = Builtins.missingFoundationMember("bogusDirectory", of: "URL", isStatic: true, at: .builtin)
        #expect(staticTypo.message == "type 'URL' has no member 'bogusDirectory'")
        // A type whose members are not listed keeps the compiler's words.
        let unlisted = Builtins.missingFoundationMember("evaluat", of: "NSPredicate", isStatic: false, at: .builtin)
        #expect(unlisted.kind == .unresolved && unlisted.message == "value of type 'NSPredicate' has no member 'evaluat'")
    }

    @Test func everyListedTypeHasItsEverydayMembers() {
        for (type, names) in [("URL", ["absoluteString", "host", "path", "appending", "lastPathComponent"]),
                              ("Date", ["timeIntervalSince1970", "addingTimeInterval", "formatted", "distance"]),
                              ("Calendar", ["date", "dateComponents", "startOfDay", "isDateInToday", "component"]),
                              ("UUID", ["uuidString"]), ("Locale", ["identifier", "language"]),
                              ("Data", ["count", "base64EncodedString", "map", "append"])] {
            for name in names { #expect(FoundationMemberNames.isMember(name, of: type, isStatic: false) == true, "\(type).\(name)") }
        }
        #expect(FoundationMemberNames.isMember("now", of: "Date", isStatic: true) == true)
        #expect(FoundationMemberNames.isMember("current", of: "Calendar", isStatic: true) == true)
        #expect(FoundationMemberNames.isMember("nope", of: "Date", isStatic: false) == false)
        #expect(FoundationMemberNames.isMember("anything", of: "NSPredicate", isStatic: false) == nil)
    }
}
