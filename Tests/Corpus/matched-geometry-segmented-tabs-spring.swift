// Demonstrates: a custom segmented control whose underline slides between tabs with matchedGeometryEffect in a @Namespace, withAnimation(.bouncy), .animation(.spring(response:dampingFraction:), value:), .transition(.move(edge:).combined(with: .opacity)), .allowsHitTesting and .mask.
import SwiftUI

enum LibraryTab: String, CaseIterable, Identifiable {
    case reading = "Reading"
    case wishlist = "Wishlist"
    case finished = "Finished"
    var id: Self { self }
}

struct SegmentedTabs: View {
    @Binding var selection: LibraryTab
    @Namespace private var underline

    var body: some View {
        HStack(spacing: 0) {
            ForEach(LibraryTab.allCases) { tab in
                Button {
                    withAnimation(.bouncy) {
                        selection = tab
                    }
                } label: {
                    VStack(spacing: 6) {
                        Text(tab.rawValue)
                            .fontWeight(selection == tab ? .semibold : .regular)
                            .foregroundStyle(selection == tab ? .primary : .secondary)
                        ZStack {
                            Color.clear.frame(height: 3)
                            if selection == tab {
                                Capsule()
                                    .fill(.tint)
                                    .frame(height: 3)
                                    .matchedGeometryEffect(id: "underline", in: underline)
                            }
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
    }
}

struct LibraryScreen: View {
    @State private var tab: LibraryTab = .reading
    @State private var showsHint = true
    @State private var isSyncing = false

    var body: some View {
        VStack(spacing: 20) {
            SegmentedTabs(selection: $tab)

            Group {
                switch tab {
                case .reading:
                    Text("3 books in progress")
                case .wishlist:
                    Text("12 books you want")
                case .finished:
                    Text("41 books finished")
                }
            }
            .font(.title3)
            .transition(.move(edge: .trailing).combined(with: .opacity))
            .id(tab)

            if showsHint {
                Text("Tap a tab to switch lists")
                    .font(.footnote)
                    .padding(8)
                    .background(.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
                    .transition(.scale.combined(with: .opacity))
            }

            Button(isSyncing ? "Syncing…" : "Sync") {
                isSyncing.toggle()
            }
            .allowsHitTesting(!isSyncing)
            .opacity(isSyncing ? 0.5 : 1)

            Button("Hide hint") {
                withAnimation {
                    showsHint = false
                }
            }

            LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing)
                .frame(height: 40)
                .mask(Text("LIBRARY").font(.largeTitle.weight(.black)))
        }
        .padding()
        .animation(.spring(response: 0.4, dampingFraction: 0.7), value: tab)
        .onChange(of: tab) { _, newTab in
            print("tab now \(newTab.rawValue)")
        }
    }
}

#Preview {
    LibraryScreen()
}
