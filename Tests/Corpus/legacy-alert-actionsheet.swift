// Demonstrates: the iOS 13 Alert(title:message:primaryButton:secondaryButton:) API with .alert(isPresented:), ActionSheet, a PreviewProvider, print in onAppear.
import SwiftUI

struct DeleteAccountView: View {
    @State private var showingAlert = false
    @State private var showingSheet = false
    @State private var status = "Active"

    var body: some View {
        VStack(spacing: 20) {
            Text("Account: \(status)")
            Button("Delete account") {
                showingAlert = true
            }
            .alert(isPresented: $showingAlert) {
                Alert(
                    title: Text("Delete account?"),
                    message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) {
                        status = "Deleted"
                    },
                    secondaryButton: .cancel()
                )
            }
            Button("Change plan") {
                showingSheet = true
            }
            .actionSheet(isPresented: $showingSheet) {
                ActionSheet(title: Text("Plan"), buttons: [
                    .default(Text("Pro")) { status = "Pro" },
                    .default(Text("Free")) { status = "Free" },
                    .cancel()
                ])
            }
        }
        .onAppear {
            print("DeleteAccountView appeared with status \(status)")
        }
    }
}

struct DeleteAccountView_Previews: PreviewProvider {
    static var previews: some View {
        DeleteAccountView()
    }
}
