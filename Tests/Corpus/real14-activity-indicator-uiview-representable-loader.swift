// Demonstrates: the iOS 13-era spinner: `struct ActivityIndicator: UIViewRepresentable` wrapping `UIActivityIndicatorView(style:)` with `@Binding var isAnimating`, `startAnimating()`/`stopAnimating()` in `updateUIView`, a `LoadingView<Content: View>` generic container with `@ViewBuilder content: () -> Content` that dims and disables its content, and a fake download using `DispatchQueue.global().async` hopping back with `DispatchQueue.main.async`.
// Source: Stack Overflow answer (the UIActivityIndicatorView wrapper from before ProgressView existed, found through a search for ActivityIndicator UIViewRepresentable UIActivityIndicatorView isAnimating startAnimating LoadingView Content); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import UIKit

struct ActivityIndicator: UIViewRepresentable {
    @Binding var isAnimating: Bool
    let style: UIActivityIndicatorView.Style

    func makeUIView(context: UIViewRepresentableContext<ActivityIndicator>) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: style)
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<ActivityIndicator>) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
        print("indicator animating: \(uiView.isAnimating)")
    }
}

struct LoadingView<Content>: View where Content: View {
    @Binding var isShowing: Bool
    var content: () -> Content

    init(isShowing: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self._isShowing = isShowing
        self.content = content
    }

    var body: some View {
        ZStack(alignment: .center) {
            content()
                .disabled(isShowing)
                .blur(radius: isShowing ? 3 : 0)
            VStack {
                Text("Loading...")
                ActivityIndicator(isAnimating: .constant(true), style: .large)
            }
            .frame(width: 140, height: 140)
            .background(Color.secondary.colorInvert())
            .foregroundColor(Color.primary)
            .cornerRadius(20)
            .opacity(isShowing ? 1 : 0)
        }
    }
}

struct FileItem: Identifiable {
    let id = UUID()
    let name: String
    let sizeKB: Int
}

final class DownloadModel: ObservableObject {
    @Published var isLoading = false
    @Published var files: [FileItem] = []
    private(set) var runs = 0

    func download() {
        isLoading = true
        runs += 1
        let run = runs
        DispatchQueue.global(qos: .userInitiated).async {
            let made = (1...3).map { FileItem(name: "report-\(run)-\($0).pdf", sizeKB: $0 * 120) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                self.files.append(contentsOf: made)
                self.isLoading = false
                print("downloaded \(made.count) files in run \(run)")
            }
        }
    }

    var totalSize: String {
        let kb = files.reduce(0) { $0 + $1.sizeKB }
        return kb >= 1024 ? String(format: "%.1f MB", Double(kb) / 1024) : "\(kb) KB"
    }
}

struct DownloadsView: View {
    @ObservedObject var model: DownloadModel

    var body: some View {
        LoadingView(isShowing: $model.isLoading) {
            NavigationView {
                List {
                    Section(footer: Text("Total: \(model.totalSize)")) {
                        ForEach(model.files) { file in
                            HStack {
                                Image(systemName: "doc.richtext")
                                Text(file.name)
                                Spacer()
                                Text("\(file.sizeKB) KB")
                                    .foregroundColor(.gray)
                            }
                        }
                    }
                    Button("Download more") {
                        model.download()
                    }
                }
                .navigationBarTitle("Downloads")
            }
        }
    }
}

struct ContentView: View {
    @StateObject var model = DownloadModel()

    var body: some View {
        DownloadsView(model: model)
            .onAppear {
                if model.files.isEmpty {
                    model.download()
                }
            }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
