import VivariumInterpreter

/// A color's sRGB components as UIKit reports them (`UIColor.cgColor.components`, which
/// `getRed(_:green:blue:alpha:)` reads): from the `#RRGGBBAA` a color made of components prints
/// as (each byte over 255, the very Double `Color(red: Double(byte) / 255, …)` was given), or,
/// for SwiftUI's named colors, iOS's system colors in the light appearance (Apple, Human
/// Interface Guidelines, "Color": systemOrange is 255, 149, 0, …); `50% red` halves the alpha.
/// Nil for what the playground cannot resolve (an asset catalog color, `primary`).
enum ColorComponents {
    static let systemColors: [String: (Int, Int, Int, Int)] = [
        "red": (255, 59, 48, 255), "orange": (255, 149, 0, 255), "yellow": (255, 204, 0, 255),
        "green": (52, 199, 89, 255), "mint": (0, 199, 190, 255), "teal": (48, 176, 199, 255),
        "cyan": (50, 173, 230, 255), "blue": (0, 122, 255, 255), "indigo": (88, 86, 214, 255),
        "purple": (175, 82, 222, 255), "pink": (255, 45, 85, 255), "brown": (162, 132, 94, 255),
        "gray": (142, 142, 147, 255), "white": (255, 255, 255, 255), "black": (0, 0, 0, 255), "clear": (0, 0, 0, 0),
    ]

    /// The components of a color's printed form, or nil.
    static func components(of description: String) -> [Double]? {
        if description.hasPrefix("#"), description.count == 9 {
            let digits = Array(description.dropFirst())
            var bytes: [Double] = []
            for index in stride(from: 0, to: 8, by: 2) {
                guard let byte = Int(String(digits[index...index + 1]), radix: 16) else { return nil }
                bytes.append(Double(byte) / 255)
            }
            return bytes
        }
        if let (r, g, b, a) = systemColors[description] {
            return [Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255]
        }
        // `50% red`: an opacity applied to a color.
        if let space = description.firstIndex(of: " "), description[..<space].hasSuffix("%"),
           let percent = Double(description[..<description.index(before: space)]),
           var base = components(of: String(description[description.index(after: space)...])) {
            base[3] *= percent / 100
            return base
        }
        return nil
    }

    /// UIKit's fixed colors (Apple, "UIColor": `green` is "a color object in the sRGB color space
    /// whose RGB values are 0.0, 1.0, and 0.0 and whose alpha value is 1.0", and so on); the
    /// `system…` colors are SwiftUI's named ones (`systemGreen` is `Color.green`'s 52, 199, 89).
    static let uiColorComponents: [String: [Double]] = [
        "black": [0, 0, 0, 1], "white": [1, 1, 1, 1], "gray": [0.5, 0.5, 0.5, 1], "lightGray": [2.0 / 3, 2.0 / 3, 2.0 / 3, 1],
        "darkGray": [1.0 / 3, 1.0 / 3, 1.0 / 3, 1], "clear": [0, 0, 0, 0], "red": [1, 0, 0, 1], "green": [0, 1, 0, 1],
        "blue": [0, 0, 1, 1], "cyan": [0, 1, 1, 1], "yellow": [1, 1, 0, 1], "magenta": [1, 0, 1, 1],
        "orange": [1, 0.5, 0, 1], "purple": [0.5, 0, 0.5, 1], "brown": [0.6, 0.4, 0.2, 1],
    ]

    /// `UIColor.green.cgColor`, `UIColor.systemTeal.cgColor`: its components (nil for a dynamic
    /// color such as `label`, which the playground does not resolve).
    static func cgColor(ofUIColorMember member: String) -> Value {
        var parts = uiColorComponents[member]
        if parts == nil, member.hasPrefix("system"), let (r, g, b, a) = systemColors[member.dropFirst(6).prefix(1).lowercased() + member.dropFirst(7)] {
            parts = [Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255]
        }
        let description = parts.map { ColorValues.hex($0[0], $0[1], $0[2], $0[3]) } ?? "UIColor.\(member)"
        return FrameworkValues.value("CGColor", "CGColor(\(description))",
                                     [("components", parts.map { .array($0.map(Value.double)) } ?? .nil),
                                      ("numberOfComponents", .int(parts == nil ? 0 : 4))])
    }

    /// `CGColor(red:green:blue:alpha:)`: a color in the sRGB space whose `components` are the
    /// four given (Apple, Core Graphics, "CGColor init(red:green:blue:alpha:)").
    static func cgColor(_ values: [Value], _ labels: [String?]) -> Value? {
        let parts = values.compactMap(\.asDouble)
        guard labels == ["red", "green", "blue", "alpha"], parts.count == 4 else { return nil }
        return FrameworkValues.value("CGColor", "CGColor(\(ColorValues.hex(parts[0], parts[1], parts[2], parts[3])))",
                                     [("components", .array(parts.map(Value.double))), ("numberOfComponents", .int(4))])
    }

    /// `uiColor.cgColor`: a `CGColor` whose `components` are these (nil when unresolved).
    static func cgColor(of uiColor: BuiltinValue) -> Value {
        let description = FrameworkValues.describe(uiColor) ?? ""
        let parts = components(of: description)
        return FrameworkValues.value("CGColor", "CGColor(\(description))",
                                     [("components", parts.map { .array($0.map(Value.double)) } ?? .nil),
                                      ("numberOfComponents", .int(parts == nil ? 0 : 4))])
    }
}
