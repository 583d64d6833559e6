// Demonstrates: a bedtime calculator — an @State default that reads a static computed property (DateComponents → Calendar.date(from:)), DatePicker with .hourAndMinute, a Stepper over a Double with step 0.25 and formatted() text, a Picker over 1...20, and date arithmetic shown with formatted(date:time:).
import SwiftUI

struct ContentView: View {
    @State private var wakeUp = defaultWakeTime
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    @State private var alertTitle = ""
    @State private var alertMessage = ""
    @State private var showingAlert = false

    static var defaultWakeTime: Date {
        var components = DateComponents()
        components.hour = 7
        components.minute = 0
        return Calendar.current.date(from: components) ?? .now
    }

    /// A rule of thumb instead of an ML model: each cup of coffee costs 20 minutes of sleep.
    var idealBedtime: Date {
        let sleepSeconds = sleepAmount * 3600 + Double(coffeeAmount) * 20 * 60
        return wakeUp - sleepSeconds
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("When do you want to wake up?") {
                    DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
                        .labelsHidden()
                }

                Section("Desired amount of sleep") {
                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }

                Section("Daily coffee intake") {
                    Picker("Number of cups", selection: $coffeeAmount) {
                        ForEach(1...20, id: \.self) { number in
                            Text("^[\(number) cup](inflect: true)")
                        }
                    }
                }

                Section("Recommended bedtime") {
                    Text(idealBedtime, style: .time)
                        .font(.largeTitle)
                }
            }
            .navigationTitle("BetterRest")
            .toolbar {
                Button("Calculate", action: calculateBedtime)
            }
            .alert(alertTitle, isPresented: $showingAlert) {
                Button("OK") { }
            } message: {
                Text(alertMessage)
            }
        }
    }

    func calculateBedtime() {
        let components = Calendar.current.dateComponents([.hour, .minute], from: wakeUp)
        let hour = (components.hour ?? 0) * 60 * 60
        let minute = (components.minute ?? 0) * 60
        print("wake at \(hour + minute) seconds past midnight")

        alertTitle = "Your ideal bedtime is…"
        alertMessage = idealBedtime.formatted(date: .omitted, time: .shortened)
        showingAlert = true
        print(alertTitle, alertMessage)
    }
}

#Preview {
    ContentView()
}
