// Demonstrates: a reminder scheduler using UserNotifications — requestAuthorization(options:) with a completion handler, UNMutableNotificationContent, a UNTimeIntervalNotificationTrigger and UNNotificationRequest added to UNUserNotificationCenter.current(), and the authorization result shown in the view.
import SwiftUI
import UserNotifications

final class ReminderScheduler: ObservableObject {
    @Published var isAuthorized = false
    @Published var scheduled: [String] = []

    func requestPermission() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { success, error in
            DispatchQueue.main.async {
                self.isAuthorized = success
                if let error {
                    print("permission error: \(error.localizedDescription)")
                } else {
                    print("permission granted: \(success)")
                }
            }
        }
    }

    func schedule(title: String, after seconds: TimeInterval) {
        let content = UNMutableNotificationContent()
        content.title = title
        content.subtitle = "Time's up"
        content.sound = UNNotificationSound.default

        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
        scheduled.append(title)
        print("scheduled \(title) in \(Int(seconds))s")
    }
}

struct RemindersView: View {
    @StateObject private var scheduler = ReminderScheduler()

    var body: some View {
        VStack(spacing: 16) {
            Text(scheduler.isAuthorized ? "Notifications on" : "Notifications off")
            Button("Request Permission") {
                scheduler.requestPermission()
            }
            Button("Remind me in 5 seconds") {
                scheduler.schedule(title: "Stretch", after: 5)
            }
            .disabled(!scheduler.isAuthorized)
            ForEach(scheduler.scheduled, id: \.self) { Text($0) }
        }
    }
}

#Preview {
    RemindersView()
}
