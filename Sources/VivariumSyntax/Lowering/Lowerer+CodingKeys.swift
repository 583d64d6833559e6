import SwiftSyntax

/// The `CodingKeys` Swift synthesizes for a `Codable` struct or class that writes one of its
/// two requirements itself: `init(from:)` for defaults (`decodeIfPresent(…, forKey: .volume)
/// ?? 5`) with `encode(to:)` left to the compiler, or the other way round. The synthesized
/// requirement needs the keys, so Swift declares `enum CodingKeys: String, CodingKey` with a
/// case per stored property, and the hand-written one names it (`container(keyedBy:
/// CodingKeys.self)`). A type that writes both, or conforms only to `Decodable` (or only to
/// `Encodable`) and writes its requirement, has none: swiftc 6.3.1 says "cannot find
/// 'CodingKeys' in scope", as the checker does (checked on stand-ins).
enum SynthesizedCodingKeys {
    /// Whether Swift synthesizes `CodingKeys` for `decl` that the type's own code names.
    static func isSynthesized(for decl: DeclSyntax) -> Bool {
        let inheritance: InheritanceClauseSyntax?
        let members: MemberBlockSyntax
        if let node = decl.as(StructDeclSyntax.self) {
            (inheritance, members) = (node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            (inheritance, members) = (node.inheritanceClause, node.memberBlock)
        } else {
            return false
        }
        let conformances = Set(inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        let encodes = conformances.contains("Codable") || conformances.contains("Encodable")
        let decodes = conformances.contains("Codable") || conformances.contains("Decodable")
        var writesEncode = false, writesDecode = false
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "encode",
               function.signature.parameterClause.parameters.map(\.firstName.text) == ["to"] {
                writesEncode = true
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self),
                      initializer.signature.parameterClause.parameters.map(\.firstName.text) == ["from"] {
                writesDecode = true
            } else if declaresCodingKeys(member.decl) {
                return false
            }
        }
        let synthesizesOne = (encodes && !writesEncode) || (decodes && !writesDecode)
        return synthesizesOne && (writesEncode || writesDecode)
    }

    private static func declaresCodingKeys(_ decl: DeclSyntax) -> Bool {
        if let node = decl.as(EnumDeclSyntax.self) { return node.name.identifierText == "CodingKeys" }
        if let node = decl.as(StructDeclSyntax.self) { return node.name.identifierText == "CodingKeys" }
        if let node = decl.as(TypeAliasDeclSyntax.self) { return node.name.identifierText == "CodingKeys" }
        return false
    }
}

extension Lowerer {
    /// `enum CodingKeys: String, CodingKey` with a case per stored instance property of
    /// `members`, in declaration order, at the owner's name (called while the owner is the
    /// innermost enclosing type, so a name shared with another type's keys is qualified).
    func synthesizedCodingKeys(for members: [MemberDecl], at location: SourceLocation) -> TypeDecl {
        let entry = enclosingEntry(declaring: "CodingKeys")
        let cases: [MemberDecl] = members.compactMap { member in
            guard case .property(let property) = member, property.getter == nil, property.setter == nil,
                  !property.modifiers.contains(.static), !property.modifiers.contains(.class),
                  !property.modifiers.contains(.lazy) else { return nil }
            return .enumCase(EnumCaseDecl(name: property.name, rawValue: nil, location: property.nameLocation))
        }
        return TypeDecl(kind: .enum, name: entry.declaredName,
                        inheritedTypes: [InheritedType(name: "String", location: location), InheritedType(name: "CodingKey", location: location)],
                        attributes: [], members: cases, location: location, nameLocation: location)
    }
}
