// Demonstrates: a book chapter's workout pages: a paged TabView, Timer.publish with onReceive, an EnvironmentObject history, a VideoPlayer with a missing bundle video.
// Source: book (a SwiftUI book's sample project); written for Vivarium in that style, not copied.
// First paste: ran
/// Sample code in the style of a book chapter: a workout app's pages.
/// (Rewritten for Vivarium; not the book's code.)

import SwiftUI
import AVKit

struct Exercise {
  let exerciseName: String
  let videoName: String

  enum ExerciseEnum: String {
    case squat = "Squat"
    case stepUp = "Step Up"
    case burpee = "Burpee"
    case sunSalute = "Sun Salute"
  }
}

extension Exercise {
  static let exercises = [
    Exercise(exerciseName: ExerciseEnum.squat.rawValue, videoName: "squat"),
    Exercise(exerciseName: ExerciseEnum.stepUp.rawValue, videoName: "step-up"),
    Exercise(exerciseName: ExerciseEnum.burpee.rawValue, videoName: "burpee"),
    Exercise(exerciseName: ExerciseEnum.sunSalute.rawValue, videoName: "sun-salute")
  ]
}

struct ExerciseDay: Identifiable {
  let id = UUID()
  let date: Date
  var exercises: [String] = []
}

class HistoryStore: ObservableObject {
  @Published var exerciseDays: [ExerciseDay] = []

  init() {
    #if DEBUG
    // createDevData()
    #endif
  }

  func addDoneExercise(_ exerciseName: String) {
    let today = Date()
    if let firstDate = exerciseDays.first?.date,
      today.isSameDay(as: firstDate) {
      print("Adding \(exerciseName)")
      exerciseDays[0].exercises.append(exerciseName)
    } else {
      exerciseDays.insert(
        ExerciseDay(date: today, exercises: [exerciseName]),
        at: 0)
    }
    print("History: ", exerciseDays)
  }
}

extension Date {
  func isSameDay(as day: Date) -> Bool {
    return self.yearMonthDay == day.yearMonthDay
  }

  var yearMonthDay: (Int, Int, Int) {
    let calendar = Calendar.current
    let components = calendar.dateComponents([.year, .month, .day], from: self)
    return (components.year!, components.month!, components.day!)
  }

  var dayName: String {
    let dateFormatter = DateFormatter()
    dateFormatter.dateFormat = "EEEE"
    return dateFormatter.string(from: self)
  }
}

struct HeaderView: View {
  @Binding var selectedTab: Int
  let titleText: String

  var body: some View {
    VStack {
      Text(titleText)
        .font(.largeTitle)
      HStack {
        ForEach(0 ..< Exercise.exercises.count) { index in
          let fill = index == selectedTab ? ".fill" : ""
          Image(systemName: "\(index + 1).circle\(fill)")
            .onTapGesture {
              selectedTab = index
            }
        }
      }
      .font(.title2)
    }
  }
}

struct RatingView: View {
  @Binding var rating: Int
  let maximumRating = 5
  let onColor = Color.red
  let offColor = Color.gray

  var body: some View {
    HStack {
      ForEach(1 ..< maximumRating + 1) { index in
        Image(systemName: "waveform.path.ecg")
          .foregroundColor(
            index > rating ? offColor : onColor)
          .onTapGesture {
            rating = index
          }
      }
    }
    .font(.largeTitle)
  }
}

struct TimerView: View {
  @Binding var timerDone: Bool
  @State private var timeRemaining: Int = 3
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("\(timeRemaining)")
      .font(.system(size: 90, design: .rounded))
      .padding()
      .onReceive(timer) { _ in
        if self.timeRemaining > 0 {
          self.timeRemaining -= 1
        } else {
          timerDone = true
        }
      }
  }
}

struct ExerciseView: View {
  @EnvironmentObject var history: HistoryStore
  @State private var showHistory = false
  @State private var showSuccess = false
  @Binding var selectedTab: Int
  @State private var rating = 0
  @State private var showTimer = false
  @State private var timerDone = false
  let index: Int

  var lastExercise: Bool {
    index + 1 == Exercise.exercises.count
  }

  var startButton: some View {
    Button("Start Exercise") {
      showTimer.toggle()
    }
  }

  var doneButton: some View {
    Button("Done") {
      history.addDoneExercise(Exercise.exercises[index].exerciseName)
      timerDone = false
      showTimer.toggle()
      if lastExercise {
        showSuccess.toggle()
      } else {
        selectedTab += 1
      }
    }
  }

  var body: some View {
    GeometryReader { geometry in
      VStack {
        HeaderView(
          selectedTab: $selectedTab,
          titleText: Exercise.exercises[index].exerciseName)
          .padding(.bottom)
        if let url = Bundle.main.url(
          forResource: Exercise.exercises[index].videoName,
          withExtension: "mp4") {
          VideoPlayer(player: AVPlayer(url: url))
            .frame(height: geometry.size.height * 0.45)
        } else {
          Text("Couldn’t find \(Exercise.exercises[index].videoName).mp4")
            .foregroundColor(.red)
        }
        HStack(spacing: 150) {
          startButton
          doneButton
            .disabled(!timerDone)
            .sheet(isPresented: $showSuccess) {
              Text("Well done! 🎉")
            }
        }
        .font(.title3)
        if showTimer {
          TimerView(timerDone: $timerDone)
        }
        Spacer()
        RatingView(rating: $rating)
          .padding()
        Button("History") {
          showHistory.toggle()
        }
        .sheet(isPresented: $showHistory) {
          List(history.exerciseDays) { day in
            Section(header: Text(day.date.formatted(as: "MMM d"))) {
              ForEach(day.exercises, id: \.self) { exercise in
                Text(exercise)
              }
            }
          }
        }
          .padding(.bottom)
      }
    }
  }
}

extension Date {
  func formatted(as format: String) -> String {
    let dateFormatter = DateFormatter()
    dateFormatter.dateFormat = format
    return dateFormatter.string(from: self)
  }
}

struct WelcomeView: View {
  @Binding var selectedTab: Int
  var body: some View {
    ZStack {
      VStack {
        HeaderView(selectedTab: $selectedTab, titleText: "Welcome")
        Spacer()
        Button(action: { selectedTab = 0 }) {
          Text("Get Started")
          Image(systemName: "arrow.right.circle")
        }
        .font(.title2)
        .padding()
        .background(
          RoundedRectangle(cornerRadius: 20)
            .stroke(Color.gray, lineWidth: 2))
      }
    }
  }
}

struct ContentView: View {
  @SceneStorage("selectedTab") private var selectedTab = 9

  var body: some View {
    TabView(selection: $selectedTab) {
      WelcomeView(selectedTab: $selectedTab)
        .tag(9)
      ForEach(0 ..< Exercise.exercises.count) { index in
        ExerciseView(selectedTab: $selectedTab, index: index)
          .tag(index)
      }
    }
    .environmentObject(HistoryStore())
    .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
  }
}

struct ContentView_Previews: PreviewProvider {
  static var previews: some View {
    ContentView()
      .previewLayout(.sizeThatFits)
  }
}
