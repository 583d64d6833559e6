import VivariumInterpreter
import VivariumSyntax

/// `GeometryProxy.frame(in:)`. There is no layout: a reader is taken to fill the profile's
/// screen inside its safe area (see `screenSize`), so its frame is that area — in `.local`
/// coordinates at the origin, in `.global` (the screen's) below the top inset (an iPhone 15:
/// y 59), and in a named space or `.scrollView` at the origin, such a space (a scroll view, a
/// screen's container) being taken to fill the same area. Judgement call: without positions,
/// this is the frame of a reader at the top of its screen, unscrolled.
extension ViewGraph {

    func geometryFrame(_ proxy: BuiltinValue, in space: Value?) -> Value {
        var originY = 0.0
        if let space, case .builtin(let token) = space {
            let member = FrameworkValues.memberName(of: space) ?? String(token.kind.split(separator: ".").last ?? "")
            if member == "global" { originY = profile.device.safeAreaTop }
        }
        let size = proxy["size"].flatMap { value -> (Double, Double)? in
            guard case .builtin(let size) = value, let width = Self.number(size["width"]), let height = Self.number(size["height"]) else { return nil }
            return (width, height)
        } ?? (profile.device.width, profile.device.safeAreaHeight)
        return Self.rect(x: 0, y: originY, width: size.0, height: size.1)
    }

    static func rect(x: Double, y: Double, width: Double, height: Double) -> Value {
        .builtin(BuiltinValue(kind: "CGRect", fields: ["x": .double(x), "y": .double(y), "width": .double(width), "height": .double(height)]))
    }

    /// `frame.minY`, `frame.midX`, `frame.size.width`, `frame.origin.y` of such a rectangle.
    func rectProperty(_ name: String, of rect: BuiltinValue) -> Value? {
        guard rect.kind == "CGRect", let x = Self.number(rect["x"]), let y = Self.number(rect["y"]),
              let width = Self.number(rect["width"]), let height = Self.number(rect["height"]) else { return nil }
        switch name {
        case "minX": return .double(x)
        case "minY": return .double(y)
        case "midX": return .double(x + width / 2)
        case "midY": return .double(y + height / 2)
        case "maxX": return .double(x + width)
        case "maxY": return .double(y + height)
        case "width": return .double(width)
        case "height": return .double(height)
        case "size":
            return .builtin(BuiltinValue(kind: "CGSize", fields: ["width": .double(width), "height": .double(height)]))
        case "origin":
            return .builtin(BuiltinValue(kind: "CGPoint", fields: ["x": .double(x), "y": .double(y)]))
        default: return nil
        }
    }
}
