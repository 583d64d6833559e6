// Demonstrates: editing a copy — a sheet with its own NavigationStack edits a draft struct, Save writes it back and Cancel discards, @Environment(\.dismiss), .interactiveDismissDisabled while dirty.
import SwiftUI

struct Profile: Equatable {
    var displayName: String
    var bio: String
    var notifyOnFollow: Bool
    var accent: AccentChoice

    enum AccentChoice: String, CaseIterable, Identifiable {
        case blue, green, pink
        var id: Self { self }

        var color: Color {
            switch self {
            case .blue: return .blue
            case .green: return .green
            case .pink: return .pink
            }
        }
    }

    static let `default` = Profile(displayName: "Sam", bio: "iOS developer", notifyOnFollow: true, accent: .blue)
}

struct ProfileView: View {
    @State private var profile = Profile.default
    @State private var isEditing = false

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(profile.accent.color)
                .frame(width: 80, height: 80)
                .overlay(Text(String(profile.displayName.prefix(1))).font(.largeTitle).foregroundColor(.white))
            Text(profile.displayName).font(.title)
            Text(profile.bio).foregroundStyle(.secondary)
            Button("Edit Profile") {
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            EditProfileSheet(profile: $profile)
        }
    }
}

struct EditProfileSheet: View {
    @Binding var profile: Profile
    @State private var draft: Profile
    @Environment(\.dismiss) private var dismiss

    init(profile: Binding<Profile>) {
        _profile = profile
        _draft = State(initialValue: profile.wrappedValue)
    }

    private var hasChanges: Bool { draft != profile }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Display name", text: $draft.displayName)
                TextField("Bio", text: $draft.bio, axis: .vertical)
                Toggle("Notify on new followers", isOn: $draft.notifyOnFollow)
                Picker("Accent", selection: $draft.accent) {
                    ForEach(Profile.AccentChoice.allCases) { choice in
                        Text(choice.rawValue.capitalized).tag(choice)
                    }
                }
                Button("Use a fun name") {
                    draft.displayName = "Captain Sam"
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .interactiveDismissDisabled(hasChanges)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        profile = draft
                        dismiss()
                    }
                    .disabled(!hasChanges)
                }
            }
        }
    }
}

#Preview {
    ProfileView()
}
