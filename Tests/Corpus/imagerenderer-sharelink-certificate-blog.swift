// Demonstrates: a blog post on "render a SwiftUI view to an image and share it" (iOS 16): a `CertificateView` rendered by `ImageRenderer(content:)` with `renderer.scale = displayScale` from `@Environment(\.displayScale)`, `renderer.uiImage` turned into `Image(uiImage:)` stored in `@State`, `@MainActor func render()` called from `.onAppear` and `.onChange(of: name)`, a `ShareLink(item:preview:)` of the rendered `Image` with `SharePreview`, `UIImageWriteToSavedPhotosAlbum`-free saving to a temporary URL with `pngData()`, and a `TextField` for the name.
// Source: blog companion (a SwiftUI blog's "ImageRenderer" post, its final sample); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'ImageRenderer'
import SwiftUI

struct CertificateView: View {
    let name: String
    let course: String

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "rosette")
                .font(.system(size: 56))
                .foregroundStyle(.yellow)
            Text("Certificate of Completion")
                .font(.title2.weight(.semibold))
            Text(name.isEmpty ? "Your Name" : name)
                .font(.largeTitle.bold())
            Text("has completed \(course)")
                .font(.body)
                .foregroundStyle(.secondary)
        }
        .padding(32)
        .background(.background)
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(.yellow, lineWidth: 4))
    }
}

struct ShareCertificateView: View {
    @Environment(\.displayScale) var displayScale

    @State private var name = "Sam"
    @State private var renderedImage = Image(systemName: "photo")
    @State private var savedURL: URL?

    var body: some View {
        VStack(spacing: 20) {
            CertificateView(name: name, course: "SwiftUI Fundamentals")

            TextField("Enter your name", text: $name)
                .textFieldStyle(.roundedBorder)
                .padding(.horizontal)

            ShareLink("Share certificate", item: renderedImage, preview: SharePreview(Text("Certificate"), image: renderedImage))

            Button("Save as PNG") {
                save()
            }
            if let savedURL {
                Text(savedURL.lastPathComponent)
                    .font(.caption.monospaced())
            }
        }
        .onAppear { render() }
        .onChange(of: name) { _, _ in render() }
    }

    @MainActor func render() {
        let renderer = ImageRenderer(content: CertificateView(name: name, course: "SwiftUI Fundamentals"))

        // make sure and use the correct display scale for this device
        renderer.scale = displayScale

        if let uiImage = renderer.uiImage {
            renderedImage = Image(uiImage: uiImage)
            print("rendered \(Int(uiImage.size.width))x\(Int(uiImage.size.height)) at \(displayScale)x")
        }
    }

    @MainActor func save() {
        let renderer = ImageRenderer(content: CertificateView(name: name, course: "SwiftUI Fundamentals"))
        guard let data = renderer.uiImage?.pngData() else { return }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("certificate.png")
        do {
            try data.write(to: url)
            savedURL = url
            print("saved \(data.count > 0)")
        } catch {
            print("save failed: \(error.localizedDescription)")
        }
    }
}

#Preview {
    ShareCertificateView()
}
