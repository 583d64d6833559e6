// Demonstrates: deleting a subscription through .confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:) with the tapped item as data, a Cancel role button, and an .alert(_:isPresented:presenting:) that reports what was cancelled.
import SwiftUI

struct Subscription: Identifiable, Equatable {
    let id = UUID()
    let name: String
    let monthly: Decimal
}

struct SubscriptionsView: View {
    @State private var subscriptions = [
        Subscription(name: "Music", monthly: 10.99),
        Subscription(name: "Cloud storage", monthly: 2.99),
        Subscription(name: "News", monthly: 7.5),
    ]
    @State private var pendingCancel: Subscription?
    @State private var showingDialog = false
    @State private var lastCancelled: Subscription?
    @State private var showingReceipt = false

    private var total: Decimal {
        subscriptions.reduce(0) { $0 + $1.monthly }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(subscriptions) { subscription in
                    HStack {
                        Text(subscription.name)
                        Spacer()
                        Text(subscription.monthly, format: .currency(code: "USD"))
                        Button("Cancel \(subscription.name)", role: .destructive) {
                            pendingCancel = subscription
                            showingDialog = true
                        }
                        .labelStyle(.titleOnly)
                        .buttonStyle(.borderless)
                    }
                }
                Section {
                    LabeledContent("Monthly total") {
                        Text(total, format: .currency(code: "USD"))
                    }
                }
            }
            .navigationTitle("Subscriptions")
            .confirmationDialog("Cancel subscription?", isPresented: $showingDialog, titleVisibility: .visible, presenting: pendingCancel) { subscription in
                Button("Cancel \(subscription.name)", role: .destructive) {
                    subscriptions.removeAll { $0.id == subscription.id }
                    lastCancelled = subscription
                    showingReceipt = true
                }
                Button("Keep it", role: .cancel) {
                    print("kept \(subscription.name)")
                }
            } message: { subscription in
                Text("You will lose access to \(subscription.name) at the end of the billing period.")
            }
            .alert("Cancelled", isPresented: $showingReceipt, presenting: lastCancelled) { _ in
                Button("OK") {}
            } message: { subscription in
                Text("\(subscription.name) was cancelled.")
            }
        }
    }
}

#Preview {
    SubscriptionsView()
}
