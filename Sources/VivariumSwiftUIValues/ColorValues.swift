import VivariumInterpreter

/// `Color`: SwiftUI's named colors, `Color(red:green:blue:)`, `.opacity(_:)`. A color is also a
/// view (`Color "red"` in the tree); its `name` field is what `print` shows, as SwiftUI's
/// `description` does: `red`, `#3366CCFF` for components, `50% red` for an opacity.
enum ColorValues {
    /// `Color.red`, … : SwiftUI's static colors.
    static let staticNames: [String] = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]

    static func color(_ name: String) -> Value {
        .builtin(BuiltinValue(kind: "Color", fields: ["name": .string(name)]))
    }

    static func staticMember(_ name: String) -> Value? {
        staticNames.contains(name) ? color(name) : nil
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:)`, `Color("Asset")`.
    static func construct(_ values: [Value], _ labels: [String?]) -> Value? {
        func component(_ label: String) -> Double? {
            labels.firstIndex(of: label).flatMap { values[$0].asDouble }
        }
        let opacity = component("opacity") ?? 1
        if let red = component("red"), let green = component("green"), let blue = component("blue") {
            return color(hex(red, green, blue, opacity))
        }
        if let white = component("white") { return color(hex(white, white, white, opacity)) }
        if let hue = component("hue"), let saturation = component("saturation"), let brightness = component("brightness") {
            let (r, g, b) = rgb(hue: hue, saturation: saturation, brightness: brightness)
            return color(hex(r, g, b, opacity))
        }
        if labels.first == nil, case .string(let asset)? = values.first {
            return color("NamedColor(name: \"\(asset)\", bundle: nil)")
        }
        // `Color(cgColor)`, `Color(cgColor: c)`: the color its components make.
        if case .builtin(let platform)? = values.first, platform.kind == "CGColor",
           case .array(let parts)? = platform["components"], parts.count == 4 {
            let c = parts.compactMap(\.asDouble)
            if c.count == 4 { return color(hex(c[0], c[1], c[2], c[3])) }
        }
        // `Color(uiColor:)`, `Color(.systemBlue)`: a platform color, by what it describes.
        if let first = values.first, case .builtin(let platform) = first {
            if case .string(let member)? = platform["member"] { return color(member) }
            return color(FrameworkValues.describe(platform) ?? platform.kind)
        }
        return nil
    }

    /// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `UIColor(hue:saturation:brightness:alpha:)`,
    /// `UIColor(named:)`: a platform color printed as its sRGB components (`Color(uiColor)` takes them).
    static func uiColor(_ values: [Value], _ labels: [String?]) -> Value? {
        let renamed = labels.map { $0 == "alpha" ? "opacity" : $0 }
        let description: String
        if labels == ["named"], case .string(let asset)? = values.first {
            description = "NamedColor(name: \"\(asset)\", bundle: nil)"
        } else if case .builtin(let color)? = construct(values, renamed), case .string(let name)? = color["name"] {
            description = name
        } else {
            return nil
        }
        return FrameworkValues.value("UIColor", description)
    }

    /// `color.opacity(0.5)`: a color again (`Color.opacity(_:)` shadows `View.opacity(_:)`).
    static func method(_ name: String, _ color: BuiltinValue, _ values: [Value]) -> Value? {
        guard name == "opacity", values.count == 1, let amount = values[0].asDouble,
              case .string(let base)? = color["name"] else { return nil }
        let percent = amount * 100
        return self.color("\(percent.isFinite ? String(Checked.clampedInt(percent.rounded())) : String(percent))% \(base)")
    }

    /// `#RRGGBBAA`, components clamped to 0…1 (the sRGB form SwiftUI prints).
    static func hex(_ components: Double...) -> String {
        "#" + components.map { component in
            let byte = Checked.clampedInt((min(max(component, 0), 1) * 255).rounded())  // NaN: 0
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Checked.clampedInt(h) {  // an infinite or NaN hue: red
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }
}
