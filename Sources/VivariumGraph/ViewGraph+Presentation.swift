import VivariumInterpreter
import VivariumSyntax

/// Presentation: sheets, covers, alerts and navigation (filled in by the presentation work).
extension ViewGraph {
    /// `dismiss()` of `@Environment(\.dismiss)`, for the presentation `id` (0: none, no effect).
    func dismissPresentation(_ id: Int) throws {
        guard id != 0 else { return }
    }
}
