// Demonstrates: a beginner's first timer game as pasted from a school club repository: a free function `RandomNum() -> CGFloat` used as `@State` initial values, capitalized `@State var HighScore`/`Counter`, a 0.01-second `Timer.publish` driving `timeCount` with `Text("\(timeCount, specifier: "%.2f")")`, nested `if`s with odd bracing, a `Button { … } label: { Image("Balloon").resizable() }` moved with `.offset(x: CGFloat(randx1), y: …)`, `print` in the timer, and previous/high score texts offset in a `ZStack`.
// Source: learner's app (a student's balloon-popping game from a coding club; found through a search for timer games, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

func RandomNum() -> CGFloat{
    return CGFloat(Int.random(in:-150...150))
}

struct ContentView: View {
    @State var HighScore = 0
    @State var PrevScore = 0
    @State var timeCount = 0.0
    @State var pause = false
    @State var randx1:CGFloat = RandomNum()
    @State var randy1:CGFloat = RandomNum()
    @State var Counter = 0
    let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    var body: some View {
        ZStack{
            Color.cyan.opacity(0.3)
                .ignoresSafeArea()
        VStack {
            Text("\(timeCount, specifier: "%.2f")")
                .onReceive(timer) { _ in
                    if pause == false {
                    if (timeCount < 3){
                        timeCount += 0.01
                    }}
                    else{
                        pause = true
                    }}

            Button {
                if timeCount >= 3{
                    if Counter > HighScore{
                        HighScore = Counter
                    }
                    PrevScore = Counter
                    timeCount = 0
                    Counter = 0
                    pause = false}
                if timeCount<3 {
                    print("balloon was tapped")
                    randx1 = RandomNum()
                    randy1 = RandomNum()
                    Counter += 1
                }
                }label:{Image("Balloon")
                    .resizable()
                    .frame(width:50, height: 60)}
                .offset(x: CGFloat(randx1), y: CGFloat(randy1))

                    Text("score:")
                    Text(String(Counter))
        }
            Text("Previous score:")
                .offset(x: 0, y: 200)
            Text(String(PrevScore))
                .offset(x: 0, y: 220)
            Text("High score: \(HighScore)")
                .offset(x: 0, y: 250)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
