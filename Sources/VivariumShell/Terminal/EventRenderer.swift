import VivariumProtocol
import VivariumWire

/// How another client's command is shown: a header naming who typed what, then the reply.
///
/// ```
/// ── alice (client 3): tap "Tap me"
/// ParentView
/// …
/// ```
/// A multi-line input continues under the header with `…> `-style indentation.
public struct EventRenderer: Sendable {
    public var renderer = ReplyRenderer()
    public var palette: Palette

    public init(palette: Palette = Palette(enabled: false)) {
        self.palette = palette
    }

    /// `alice` from the `hello` name `viv 0.2.0 (alice)`; any other name as it is.
    public static func who(_ client: ClientInfo) -> String {
        let name = client.name
        if name.hasSuffix(")"), let open = name.lastIndex(of: "(") {
            let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
            if !inner.isEmpty { return String(inner) }
        }
        return name
    }

    /// The header lines: `── alice (client 3): LINE`, further input lines indented.
    public func header(_ event: GraphEvent.Params) -> [String] {
        let input = event.line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lead = "── \(Self.who(event.by)) (client \(event.by.clientId)): "
        var lines = [palette.paint(lead, Palette.bold, Palette.cyan) + (input.first ?? "")]
        let indent = String(repeating: " ", count: lead.count)
        lines += input.dropFirst().map { indent + $0 }
        return lines
    }

    /// Header and rendered reply.
    public func lines(_ event: GraphEvent.Params) -> [String] {
        header(event) + palette.colour(renderer.lines(for: event.reply))
    }
}
