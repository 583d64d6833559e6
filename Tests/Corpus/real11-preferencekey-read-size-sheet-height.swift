// Demonstrates: the "read a view's size" helper and what apps do with it: `struct SizePreferenceKey: PreferenceKey` with `static var defaultValue: CGSize = .zero` and `reduce(value:nextValue:)`, `extension View { func readSize(onChange: @escaping (CGSize) -> Void) -> some View }` putting a `GeometryReader` in a `.background` with `Color.clear.preference(key:value: geometryProxy.size)` and `.onPreferenceChange(SizePreferenceKey.self, perform: onChange)`, and a sheet sized to its content with `.presentationDetents([.height(sheetHeight)])`.
// Source: public app code (the widely shared `readSize` extension, here driving a self-sizing sheet as in several apps' bottom sheets; found through a search for PreferenceKey readSize); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { geometryProxy in
                Color.clear
                    .preference(key: SizePreferenceKey.self, value: geometryProxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

struct ShareOptionsSheet: View {
    @Binding var height: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Share to")
                .font(.headline)
            Label("Messages", systemImage: "message")
            Label("Mail", systemImage: "envelope")
            Label("Copy link", systemImage: "link")
        }
        .padding()
        .readSize { size in
            height = size.height
        }
    }
}

struct ContentView: View {
    @State private var showSheet = false
    @State private var sheetHeight: CGFloat = 200

    var body: some View {
        VStack {
            Text("Sheet height: \(Int(sheetHeight))")
            Button("Share") {
                showSheet = true
            }
        }
        .sheet(isPresented: $showSheet) {
            ShareOptionsSheet(height: $sheetHeight)
                .presentationDetents([.height(sheetHeight)])
        }
    }
}

#Preview {
    ContentView()
}
