// Demonstrates: nested types named in expressions (CaseStudy.Kind), backticked identifiers (case `default`), typealias.
import SwiftUI

struct CaseStudy: Identifiable {
    enum Kind: String, CaseIterable {
        case `default`
        case `switch`
        case custom
    }

    typealias ID = Int

    let id: ID
    let kind: Kind

    static let all: [CaseStudy] = [
        CaseStudy(id: 1, kind: .default),
        CaseStudy(id: 2, kind: .switch),
        CaseStudy(id: 3, kind: CaseStudy.Kind.custom),
    ]
}

struct CaseStudyList: View {
    @State private var filter: CaseStudy.Kind? = nil

    private var visible: [CaseStudy] {
        guard let filter else { return CaseStudy.all }
        return CaseStudy.all.filter { $0.kind == filter }
    }

    var body: some View {
        VStack {
            ForEach(visible) { study in
                Text("#\(study.id) \(study.kind.rawValue)")
            }
            Button("Only switch") { filter = .switch }
            Button("Only default") { filter = CaseStudy.Kind.default }
            Button("Everything") { filter = nil }
        }
    }
}

#Preview {
    CaseStudyList()
}
