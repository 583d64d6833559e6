// Demonstrates: a video creator's iOS 26 toolbar lesson pasted without its asset catalog: `Image(.toolbarBitMoji)` (a generated asset symbol that only exists inside the original project), `@Environment(\.dismiss) var dismiss`, `.navigationSubtitle(…)`, `ToolbarItem(placement: .cancellationAction)` with `Button("Cancel", systemImage: "xmark")`, `.principal`, iOS 26's `.subtitle` placement, `.destructiveAction` with `.tint(.red)`, `.confirmationAction`, and a commented-out `.largeSubtitle` item.
// Source: video course companion (a video creator's "toolbars and sheets" lesson project; found through a search for toolbar placements, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: failed at mount: real10-toolbar-semantic-placements-asset-symbol.swift:11:13: error: not supported in the playground: inferring the type of '.toolbarBitMoji' here (write it as 'Type.toolbarBitMoji')
import SwiftUI

struct ToolbarView: View {
  @Environment(\.dismiss) var dismiss

  var body: some View {
    NavigationStack {
      Image(.toolbarBitMoji)
        .resizable()
        .scaledToFit()
        .padding()
        .navigationTitle("Toolbar Placements")
        .navigationSubtitle("Semantic toolbar placements")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel", systemImage: "xmark") {
              dismiss()
            }
          }

          ToolbarItem(placement: .principal) {
            Text("Semantic")
          }

          ToolbarItem(placement: .subtitle) {
            Text("Subtitle too")
          }

//          ToolbarItem(placement: .largeSubtitle) {
//            Text("Subtitle too")
//          }

          ToolbarItem(placement: .destructiveAction) {
            Button("Delete", systemImage: "trash") {

            }
            .tint(.red)
          }

          ToolbarItem(placement: .confirmationAction) {
            Button("Done", systemImage: "checkmark") {
              dismiss()
            }
          }
        }
    }
  }
}

#Preview {
  ToolbarView()
}
