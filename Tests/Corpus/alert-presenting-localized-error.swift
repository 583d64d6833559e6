// Demonstrates: an alert driven by an optional LocalizedError — alert(_:isPresented:presenting:actions:message:) with a computed Binding<Bool>, recovery suggestions, and a retry action.
import SwiftUI

enum UploadError: LocalizedError, Identifiable {
    case tooLarge(megabytes: Int)
    case offline
    case unauthorized

    var id: String { localizedDescription }

    var errorDescription: String? {
        switch self {
        case .tooLarge(let mb): return "The file is \(mb) MB."
        case .offline: return "You're offline."
        case .unauthorized: return "Your session expired."
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .tooLarge: return "Choose a file under 25 MB."
        case .offline: return "Check your connection and try again."
        case .unauthorized: return nil
        }
    }
}

@MainActor
final class UploadViewModel: ObservableObject {
    @Published var error: UploadError?
    @Published private(set) var uploaded: [String] = []
    private var attempts = 0

    func upload(_ name: String, size: Int) {
        attempts += 1
        do {
            try validate(size: size)
            uploaded.append(name)
            print("uploaded \(name)")
        } catch let error as UploadError {
            self.error = error
            print("failed: \(error.localizedDescription)")
        } catch {
            print("unexpected: \(error)")
        }
    }

    private func validate(size: Int) throws {
        if size > 25 { throw UploadError.tooLarge(megabytes: size) }
        if attempts == 2 { throw UploadError.offline }
    }
}

struct UploadView: View {
    @StateObject private var model = UploadViewModel()

    private var isShowingError: Binding<Bool> {
        Binding(
            get: { model.error != nil },
            set: { if !$0 { model.error = nil } }
        )
    }

    var body: some View {
        VStack(spacing: 12) {
            Button("Upload photo (3 MB)") { model.upload("photo.jpg", size: 3) }
            Button("Upload video (80 MB)") { model.upload("video.mov", size: 80) }
            Text("\(model.uploaded.count) uploaded")
        }
        .alert("Upload failed", isPresented: isShowingError, presenting: model.error) { error in
            Button("OK", role: .cancel) {}
            if case .offline = error {
                Button("Retry") { model.upload("photo.jpg", size: 3) }
            }
        } message: { error in
            Text(error.recoverySuggestion ?? "Please sign in again.")
        }
    }
}

#Preview {
    UploadView()
}
