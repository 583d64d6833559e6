import Foundation
import VivariumInterpreter

/// The tappable controls of the graph by the text of their label, so `tap "Save"` looks up its
/// button instead of walking every node of a ten-thousand-row list.
///
/// A control whose label is a plain text in its view value (`Button("Save")`,
/// `Toggle("Wi-Fi", isOn:)`, `Button { … } label: { Text("Save") }`) is filed under that text;
/// its entry is taken again when its view value or modifiers change. A control whose label the
/// graph must work out at each look-up (your own label view, a formatted `Text` with
/// `.onTapGesture`, a `Stepper`'s title) is kept aside and asked then. Nodes report changes
/// (`noteChanged`) and the registry reports nodes leaving (`noteRemoved`); entries are brought
/// up to date at the end of each transaction and before each look-up.
final class ControlLabels {
    /// `VIVARIUM_VERIFY_LABELS=1`: each look-up is checked against a walk of the whole graph.
    static let verifies = getenv("VIVARIUM_VERIFY_LABELS").map { String(cString: $0) == "1" } ?? false

    private enum Entry {
        /// Filed under the one name its label shows (most controls: `Button("Save")`).
        case text(String)
        /// Filed under the names its label shows (`ViewGraph.tapNames(in:)`).
        case texts([String])
        /// Its label is worked out at each look-up.
        case computed

        init(_ texts: [String]) {
            self = texts.count == 1 ? .text(texts[0]) : .texts(texts)
        }
    }

    // Behind the write barrier (`UndoLog`): the indexes record each write; `stale` (empty
    // between commands) and `walks` are saved whole as a command starts.
    // NB: a name's controls inline while one (`SmallSet`), and a control's one name without an
    // array: ten thousand rows' buttons, each with its own label, were an array and a set each.
    private let entries = RecordedDictionary<Int, Entry>()
    private let byText = RecordedDictionary<String, SmallSet<Int>>()
    private var computed: Set<Int> = []
    /// Nodes whose entry must be taken again (each once: `Node.labelIsStale`).
    var stale: [Int] = []

    var hasStaleEntries: Bool { !stale.isEmpty }
    /// Look-ups that found several controls and walked the graph to list them in order.
    var walks = 0

    func noteChanged(_ node: Node) {
        guard !node.labelIsStale else { return }
        node.labelIsStale = true
        stale.append(node.handle)
    }

    func noteRemoved(_ handle: Int) { drop(handle) }

    /// Takes every stale entry again; `entry` says what a registered node is filed under.
    func refresh(node: (Int) -> Node?, entry: (Node) -> [String]??) {
        for handle in stale {
            drop(handle)
            guard let current = node(handle) else { continue }
            current.labelIsStale = false
            switch entry(current) {
            case .some(.some(let texts)):
                entries[handle] = Entry(texts)
                for text in texts { byText[text, default: []].insert(handle) }
            case .some(.none):
                entries[handle] = .computed
                setComputed(handle, true)
            case .none:
                break
            }
        }
        stale.removeAll(keepingCapacity: true)
    }

    /// The handles filed under `text`, and those whose label is worked out at each look-up.
    func candidates(labelled text: String) -> (filed: SmallSet<Int>, computed: Set<Int>) {
        (byText[text] ?? [], computed)
    }

    /// Files `handle` among the computed labels or takes it out, behind the write barrier.
    private func setComputed(_ handle: Int, _ isComputed: Bool) {
        if let log = UndoLog.active, log.isRecording {
            let had = computed.contains(handle)
            log.record { [self] in
                if had { computed.insert(handle) } else { computed.remove(handle) }
            }
        }
        if isComputed { computed.insert(handle) } else { computed.remove(handle) }
    }

    private func drop(_ handle: Int) {
        switch entries.removeValue(forKey: handle) {
        case .text(let text)?:
            unfile(handle, under: text)
        case .texts(let texts)?:
            for text in texts { unfile(handle, under: text) }
        case .computed?:
            setComputed(handle, false)
        case nil:
            break
        }
    }

    private func unfile(_ handle: Int, under text: String) {
        byText[text]?.remove(handle)
        if byText[text]?.isEmpty == true { byText[text] = nil }
    }
}
