// Demonstrates: a PreferenceKey reading a child's size — GeometryReader in a background reporting through .preference(key:value:), onPreferenceChange in the parent, reduce(value:nextValue:), a collapsible header.
import SwiftUI

struct HeightPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

extension View {
    func readHeight(_ onChange: @escaping (CGFloat) -> Void) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: HeightPreferenceKey.self, value: proxy.size.height)
            }
        )
        .onPreferenceChange(HeightPreferenceKey.self, perform: onChange)
    }
}

struct CollapsibleHeaderView: View {
    @State private var headerHeight: CGFloat = 0
    @State private var isExpanded = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading) {
                Text("Project Apollo").font(.title.bold())
                if isExpanded {
                    Text("A long description of the project that takes more vertical room when the header is expanded.")
                        .font(.body)
                }
            }
            .padding()
            .readHeight { height in
                headerHeight = height
            }

            Text("Header height: \(Int(headerHeight)) pt")
                .font(.caption)
                .padding(.horizontal)

            Button(isExpanded ? "Collapse" : "Expand") {
                withAnimation { isExpanded.toggle() }
            }
            .padding()
            Spacer()
        }
    }
}

#Preview {
    CollapsibleHeaderView()
}
