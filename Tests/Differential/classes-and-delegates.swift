// Classes: designated and convenience inits, overrides with super, lazy and observed properties,
// a weak delegate and a [weak self] closure, deinit order, type casts in a switch over [Any].
protocol DownloadDelegate: AnyObject {
    func downloadDidFinish(_ name: String, bytes: Int)
}

class Resource: CustomStringConvertible {
    let name: String
    var retries = 0 {
        willSet { print("\(name) retries will be \(newValue)") }
        didSet { if retries > oldValue + 1 { print("jumped from \(oldValue)") } }
    }
    init(name: String) {
        self.name = name
        print("init Resource \(name)")
    }
    convenience init() { self.init(name: "untitled") }
    deinit { print("deinit Resource \(name)") }
    var description: String { "Resource(\(name))" }
    func kind() -> String { "resource" }
    class func make(_ name: String) -> Resource { Resource(name: name) }
}

final class ImageResource: Resource {
    var width: Int, height: Int
    lazy var pixelCount: Int = {
        print("computing pixels")
        return width * height
    }()
    init(name: String, width: Int, height: Int) {
        self.width = width
        self.height = height
        super.init(name: name)
    }
    override func kind() -> String { "image/" + super.kind() }
    override var description: String { super.description + " \(width)x\(height)" }
}

final class Downloader {
    weak var delegate: DownloadDelegate?
    var completion: ((Int) -> Void)?
    private var queue: [Resource] = []
    func enqueue(_ resource: Resource) { queue.append(resource) }
    func run() {
        for resource in queue {
            let bytes = resource.name.count * 100
            delegate?.downloadDidFinish(resource.name, bytes: bytes)
            completion?(bytes)
        }
        queue.removeAll()
    }
    deinit { print("deinit Downloader") }
}

final class Screen: DownloadDelegate {
    var total = 0
    let downloader = Downloader()
    init() {
        downloader.delegate = self
        downloader.completion = { [weak self] bytes in
            self?.total += bytes
        }
    }
    func downloadDidFinish(_ name: String, bytes: Int) { print("finished \(name): \(bytes)") }
    deinit { print("deinit Screen total \(total)") }
}

class Counter {
    static var instances = 0
    static let shared = Counter()
    private(set) var value = 0
    init() { Counter.instances += 1 }
    func increment(by step: Int = 1) -> Self {
        value += step
        return self
    }
}

func describe(_ items: [Any]) {
    for item in items {
        switch item {
        case let image as ImageResource: print("image", image.width)
        case let resource as Resource: print("resource", resource.name)
        case let number as Int where number > 10: print("big int", number)
        case is Int: print("int")
        case let text as String: print("string of", text.count)
        case let pair as (Int, Int): print("pair", pair.0 + pair.1)
        default: print("other", type(of: item))
        }
    }
}

do {
    let plain = Resource()
    let image = ImageResource(name: "hero", width: 4, height: 3)
    print(plain, image, image.kind(), plain.kind())
    print(image.pixelCount, image.pixelCount)
    image.retries += 1
    image.retries += 3
    let resources: [Resource] = [plain, image, Resource.make("made")]
    print(resources.map { $0 is ImageResource }, resources.compactMap { $0 as? ImageResource }.count)
    describe([image, plain, 42, 7, "hey", (2, 3), 2.5])
}
print("after scope")

var screen: Screen? = Screen()
screen?.downloader.enqueue(Resource(name: "a"))
screen?.downloader.enqueue(Resource(name: "bcd"))
screen?.downloader.run()
print(screen?.total ?? 0)
screen = nil
print("screen gone")

let counter = Counter().increment().increment(by: 5)
print(counter.value, Counter.instances, Counter.shared.increment(by: 2).value, Counter.instances)

var a: Resource? = Resource(name: "shared")
var b = a
print(a === b, ObjectIdentifier(a!) == ObjectIdentifier(b!))
a = nil
print("a released")
b = nil
print("end")
