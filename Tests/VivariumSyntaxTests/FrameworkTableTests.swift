import Testing
@testable import VivariumSyntax

/// The framework tables: their signature notation, overload choice by labels and by the
/// argument's implicit member, and lookup through a protocol's conforming types.
@Suite struct FrameworkTableTests {
    @Test func parsesSignatureLines() throws {
        let property = try #require(FrameworkSignature.parse("static red: Color"))
        #expect(property.isStatic && property.parameters == nil && property.result == .named("Color"))

        let function = try #require(FrameworkSignature.parse("static system(_: Font.TextStyle, design: Font.Design? = _) -> Font"))
        #expect(function.name == "system")
        #expect(function.parameters?.map(\.label) == [nil, "design"])
        #expect(function.parameters?.map(\.hasDefault) == [false, true])
        #expect(function.parameters?[1].type == .optional(.member(.named("Font"), "Design")))

        let method = try #require(FrameworkSignature.parse("animation(_: Animation?, value: _) -> View"))
        #expect(!method.isStatic && method.parameters?[1].type == nil)
        #expect(FrameworkSignature.parse("static broken") == nil)
    }

    @Test func acceptsLabelsInOrderWithDefaults() throws {
        let spring = try #require(FrameworkSignature.parse(
            "static spring(response: Double = _, dampingFraction: Double = _, blendDuration: Double = _) -> Animation"))
        #expect(spring.accepts(labels: []))
        #expect(spring.accepts(labels: ["response", "dampingFraction"]))
        #expect(spring.accepts(labels: ["dampingFraction"]))
        #expect(!spring.accepts(labels: ["dampingFraction", "response"]))
        #expect(!spring.accepts(labels: ["duration"]))
    }

    @Test func chooseOverloadByImplicitMember() {
        // `Color(.systemGray6)` is UIColor's; `Color(.red)` is Color's own.
        let inits = FrameworkTypes.overloads(of: "init", on: "Color", isView: false)
        #expect(FrameworkTypes.parameterType(inits, labels: [nil], index: 0, implicitMember: "systemGray6") == .named("UIColor"))
        #expect(FrameworkTypes.parameterType(inits, labels: [nil], index: 0, implicitMember: "red") == .named("Color"))
        // `.padding(.horizontal)` takes an Edge.Set; `.frame(maxWidth: .infinity)` a Double?.
        let padding = FrameworkTypes.overloads(of: "padding", on: "Text", isView: true)
        #expect(FrameworkTypes.parameterType(padding, labels: [nil], index: 0, implicitMember: "horizontal")
                == .member(.named("Edge"), "Set"))
        let frame = FrameworkTypes.overloads(of: "frame", on: "Text", isView: true)
        #expect(FrameworkTypes.parameterType(frame, labels: ["maxWidth"], index: 0, implicitMember: "infinity")
                == .optional(.named("Double")))
        // A label the tables do not list in that order still finds its parameter.
        let forEach = FrameworkTypes.overloads(of: "init", on: "ForEach", isView: false)
        #expect(FrameworkTypes.parameterType(forEach, labels: [nil, "editActions", nil], index: 1, implicitMember: "all")
                == .named("EditActions"))
    }

    @Test func protocolsFindMembersOfConformingTypes() {
        #expect(FrameworkTypes.implicitMemberOwner("red", contextual: "ShapeStyle")?.owner == "Color")
        #expect(FrameworkTypes.implicitMemberOwner("ultraThinMaterial", contextual: "ShapeStyle")?.owner == "ShapeStyle")
        #expect(FrameworkTypes.implicitMemberOwner("redd", contextual: "Color") == nil)
        #expect(FrameworkTypes.type("Color")?.staticsComplete == true)
        #expect(FrameworkTypes.type("ShapeStyle")?.staticsComplete == false)
    }

    @Test func typeNamesAreValueTypesOnly() {
        #expect(FrameworkTypes.typeNames.contains("Animation"))
        #expect(FrameworkTypes.typeNames.contains("Color"))
        // Tables of initializers only give contexts; they do not make the type known.
        #expect(!FrameworkTypes.typeNames.contains("RoundedRectangle"))
        #expect(!FrameworkTypes.typeNames.contains("Font.Design"))
    }
}
