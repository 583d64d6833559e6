// Protocol-oriented view model plumbing: a class-bound delegate held weakly, a protocol with
// default implementations overridden by a conforming class, a protocol extension calling a
// requirement, composition (`A & B`), existentials in an array, and `is`/`as?` on protocols.
protocol DownloadDelegate: AnyObject {
    func didProgress(_ fraction: Double)
    func didFinish(name: String)
}
extension DownloadDelegate {
    func didProgress(_ fraction: Double) { print("default progress", fraction) }
}
protocol Named { var name: String { get } }
protocol Describable { func describe() -> String }
extension Describable where Self: Named { func describe() -> String { "named \(name)" } }
final class Downloader {
    weak var delegate: DownloadDelegate?
    let name: String
    init(name: String) { self.name = name }
    func run(steps: Int) {
        for step in 1...steps { delegate?.didProgress(Double(step) / Double(steps)) }
        delegate?.didFinish(name: name)
    }
}
final class Screen: DownloadDelegate, Named, Describable {
    let name = "screen"
    var finished: [String] = []
    func didFinish(name: String) { finished.append(name) }
    deinit { print("Screen deinit") }
}
final class Logger: DownloadDelegate {
    func didProgress(_ fraction: Double) { print("logger", fraction) }
    func didFinish(name: String) { print("logger finished", name) }
}
let downloader = Downloader(name: "file.zip")
var screen: Screen? = Screen()
downloader.delegate = screen
downloader.run(steps: 2)
print(screen?.finished as Any, screen?.describe() ?? "-")
screen = nil
downloader.run(steps: 1)
print("delegate is nil:", downloader.delegate == nil)
let logger = Logger()
downloader.delegate = logger
downloader.run(steps: 1)
struct Tag: Named, Describable { let name: String }
struct Plain: Describable { func describe() -> String { "plain" } }
let things: [any Describable] = [Tag(name: "swift"), Plain(), Tag(name: "ui")]
print(things.map { $0.describe() }, things.filter { $0 is Named }.count)
func show(_ value: some Named & Describable) -> String { value.name + "/" + value.describe() }
print(show(Tag(name: "t")))
let items: [Any] = [Tag(name: "x"), 3, "s", Plain()]
print(items.compactMap { ($0 as? Named)?.name }, items.filter { $0 is Describable }.count, items.compactMap { $0 as? Int })
protocol Resettable { mutating func reset() }
struct Counter: Resettable { var value = 9; mutating func reset() { value = 0 } }
var resettables: [any Resettable] = [Counter()]
resettables[0].reset()
print((resettables[0] as? Counter)?.value as Any)
