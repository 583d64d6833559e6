import VivariumInterpreter
import VivariumSyntax

/// `.scrollPosition($position)` with a `ScrollPosition` (iOS 18): the value names a view by its
/// identity (`scrollTo(id:)`) or an edge (`scrollTo(edge:)`) of the scroll view's content, and
/// the scroll view goes there; as people scroll, the position names the top-most (leading-most)
/// view and `isPositionedByUser` becomes true (Apple, "ScrollPosition": "You can use a scroll
/// position to ... programmatically scroll to a view with a given identity or to an edge";
/// "scrollPosition(_:anchor:)"). A `.scrollPosition(id:)` binding holds the identity itself.
extension ViewGraph {
    /// What a bound value asks the scroll view to show: the identity (for the record), the row
    /// key, and an anchor the value brings (an edge's own); nil when it names nothing to scroll
    /// to (no identity, or a point the playground does not measure).
    func scrollTarget(_ bound: Value, in scroll: Node) -> (id: Value, key: String, anchor: Value?)? {
        guard case .structValue(let position) = bound, position.typeName == "ScrollPosition" else {
            guard !bound.isNil, let key = HashableValue(bound)?.key else { return nil }
            return (bound, key, nil)
        }
        if let id = position.fields["viewID"], !id.isNil, let key = HashableValue(id)?.key {
            return (id, key, position.fields["anchor"].flatMap { $0.isNil ? nil : $0 })
        }
        guard let edge = position.fields["edge"], !edge.isNil, let name = FrameworkValues.memberName(of: edge) else { return nil }
        let sources = lazySources(in: scroll)
        let atStart = name == "top" || name == "leading"
        guard let key = atStart ? sources.first?.rowKeys.first : sources.last?.rowKeys.last else { return nil }
        return (edge, key, edge)
    }

    /// The position after people scrolled to the view `id`: that view's identity, placed by the
    /// user, no longer at an edge or a point.
    func scrolledByUser(_ current: Value, to id: Value) -> Value {
        guard case .structValue(var position) = current, position.typeName == "ScrollPosition" else { return id }
        position.fields["viewID"] = id
        position.fields["edge"] = .nil
        position.fields["point"] = .nil
        position.fields["isPositionedByUser"] = .bool(true)
        return .structValue(position)
    }
}
