// Demonstrates: PhotosPicker with a PhotosPickerItem selection loaded via loadTransferable in a .task(id:).
import SwiftUI
import PhotosUI

struct PhotoPickerDemo: View {
    @State private var selection: PhotosPickerItem?
    @State private var imageData: Data?

    var body: some View {
        VStack {
            PhotosPicker("Pick a photo", selection: $selection, matching: .images)
            Text(imageData == nil ? "No photo" : "Loaded \(imageData!.count) bytes")
        }
        .task(id: selection) {
            imageData = try? await selection?.loadTransferable(type: Data.self)
        }
    }
}

#Preview {
    PhotoPickerDemo()
}
