/// `import PhotosUI`: SwiftUI's `PhotosPicker` and `PhotosPickerItem`, written in Vivarium's
/// Swift subset. The playground has no photo library, so the picker is a button whose sheet
/// never returns a choice: its selection stays as it was (nil, or the items given), as on a
/// device where the user cancels; `loadTransferable(type:)` of an item gives nil.
/// (Apple, "PhotosPicker": "a control that allows a user to select photos and videos from
/// the photo library"; "PhotosPickerItem.loadTransferable(type:)".) Judgement call: the
/// picker is a view written here, so replies list its init and body as a view's.
extension BundledModule {
    static let photosUI = BundledModule(
        name: "PhotosUI",
        dependencies: [],
        autoloadNames: ["PhotosPicker", "PhotosPickerItem", "PHPickerFilter", "PHPhotoLibrary"],
        source: #"""
struct PhotosPickerItem: Hashable {
    let itemIdentifier: String?

    func loadTransferable(type: Any) async throws -> Any? {
        nil
    }
}

struct PHPickerFilter: Hashable {
    let _name: String
    static let images = PHPickerFilter(_name: "images")
    static let videos = PHPickerFilter(_name: "videos")
    static let livePhotos = PHPickerFilter(_name: "livePhotos")
    static let screenshots = PHPickerFilter(_name: "screenshots")

    static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(_name: "any")
    }

    static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(_name: "not")
    }
}

/// The photo library a picker reads (`photoLibrary: .shared()`): one, and empty.
final class PHPhotoLibrary {
    private static let _shared = PHPhotoLibrary()

    static func shared() -> PHPhotoLibrary {
        _shared
    }
}

struct PhotosPicker: View {
    let _title: String
    let _label: AnyView?

    init(_ title: String, selection: Any, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil,
         matching filter: PHPickerFilter? = nil, preferredItemEncoding: Any? = nil, photoLibrary: PHPhotoLibrary? = nil) {
        _title = title
        _label = nil
    }

    init(selection: Any, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil, matching filter: PHPickerFilter? = nil,
         preferredItemEncoding: Any? = nil, photoLibrary: PHPhotoLibrary? = nil, @ViewBuilder label: () -> Any) {
        _title = ""
        _label = AnyView(label())
    }

    var body: some View {
        if let _label {
            Button(action: {}) { _label }
        } else {
            Button(_title) {}
        }
    }
}
"""#)
}
