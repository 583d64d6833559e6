/// `import AVFoundation` and `import AVKit`, written in Vivarium's Swift subset: the players'
/// state as apps drive it, with no audio or video output (the playground's iPhone is muted and
/// draws no frames). `AVPlayer.play()` sets `rate` to 1 and `timeControlStatus` to `.playing`,
/// `pause()` back to 0 and `.paused` (Apple, "AVPlayer.rate": "A value of 0.0 pauses the
/// video, while a value of 1.0 plays the current item at its natural rate"). `AVAudioPlayer`
/// reads its file from the app's files (`FoundationFiles`): a file that is not there throws
/// the OSStatus error Core Audio gives for it (2003334207, `kAudioFileUnspecifiedError`,
/// 'wht?'), so an app's own error path runs; the bundle has no resources, so sounds looked up
/// with `Bundle.main.url(forResource:)` are nil before that.
/// `VideoPlayer(player:)` is a view holding its overlay; `AVSpeechSynthesizer.speak` marks it
/// speaking until `stopSpeaking(at:)`.
///
/// Judgement calls: time does not advance while playing (`currentTime` stays where `seek` or
/// the app put it, `duration` is 0); delegates are kept and never called.
extension BundledModule {
    static let avFoundation = BundledModule(
        name: "AVFoundation",
        dependencies: ["FoundationFiles"],
        autoloadNames: [],
        source: #"""
struct AVFoundationErrorStatus: Error, CustomStringConvertible {
    let code: Int
    var localizedDescription: String { "The operation couldn’t be completed. (OSStatus error \(code).)" }
    var description: String { "Error Domain=NSOSStatusErrorDomain Code=\(code) \"(null)\"" }
}

struct CMTime: Equatable {
    var seconds: Double
    static let zero = CMTime(seconds: 0)

    init(seconds: Double) {
        self.seconds = seconds
    }

    init(seconds: Double, preferredTimescale: Int) {
        self.seconds = seconds
    }

    init(value: Int, timescale: Int) {
        self.seconds = Double(value) / Double(timescale)
    }
}

func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int) -> CMTime {
    CMTime(seconds: seconds)
}

class AVAudioPlayer: NSObject {
    let url: URL?
    var volume: Float = 1
    var numberOfLoops = 0
    var currentTime: Double = 0
    var rate: Float = 1
    var enableRate = false
    var delegate: AnyObject? = nil
    private(set) var isPlaying = false
    var duration: Double { 0 }

    init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw AVFoundationErrorStatus(code: 2003334207)
        }
        self.url = url
        super.init()
    }

    init(data: Data) throws {
        self.url = nil
        super.init()
    }

    @discardableResult
    func prepareToPlay() -> Bool { true }

    @discardableResult
    func play() -> Bool {
        isPlaying = true
        return true
    }

    func pause() { isPlaying = false }

    func stop() {
        isPlaying = false
        currentTime = 0
    }
}

class AVPlayerItem {
    let url: URL
    init(url: URL) {
        self.url = url
    }
}

class AVPlayer {
    enum TimeControlStatus {
        case paused, waitingToPlayAtSpecifiedRate, playing
    }

    private(set) var currentItem: AVPlayerItem?
    var rate: Float = 0
    var volume: Float = 1
    var isMuted = false
    private var _time = CMTime.zero

    var timeControlStatus: AVPlayer.TimeControlStatus { rate == 0 ? .paused : .playing }

    init() {
        currentItem = nil
    }

    init(url: URL) {
        currentItem = AVPlayerItem(url: url)
    }

    init(playerItem: AVPlayerItem?) {
        currentItem = playerItem
    }

    func play() { rate = 1 }
    func pause() { rate = 0 }
    func seek(to time: CMTime) { _time = time }
    func currentTime() -> CMTime { _time }

    func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem = item
        _time = CMTime.zero
    }
}

class AVQueuePlayer: AVPlayer {
    func advanceToNextItem() {}
}

class AVAudioSession {
    enum Category {
        case ambient, soloAmbient, playback, record, playAndRecord, multiRoute
    }

    enum Mode {
        case `default`, moviePlayback, spokenAudio, voiceChat, videoRecording, measurement
    }

    enum CategoryOptions {
        case mixWithOthers, duckOthers, allowBluetooth, defaultToSpeaker
    }

    private static let shared = AVAudioSession()
    private(set) var category: AVAudioSession.Category = .soloAmbient

    static func sharedInstance() -> AVAudioSession { shared }

    func setCategory(_ category: AVAudioSession.Category) throws {
        self.category = category
    }

    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, options: [AVAudioSession.CategoryOptions] = []) throws {
        self.category = category
    }

    func setCategory(_ category: AVAudioSession.Category, options: [AVAudioSession.CategoryOptions]) throws {
        self.category = category
    }

    func setActive(_ active: Bool) throws {}
    func setActive(_ active: Bool, options: Any) throws {}
}

class AVSpeechSynthesisVoice {
    let language: String
    init?(language: String?) {
        self.language = language ?? "en-US"
    }
}

class AVSpeechUtterance {
    let speechString: String
    var voice: AVSpeechSynthesisVoice? = nil
    var rate: Float = 0.5
    var pitchMultiplier: Float = 1
    var volume: Float = 1

    init(string: String) {
        speechString = string
    }
}

let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

enum AVSpeechBoundary {
    case immediate, word
}

class AVSpeechSynthesizer {
    private(set) var isSpeaking = false
    var delegate: AnyObject? = nil

    init() {}

    func speak(_ utterance: AVSpeechUtterance) { isSpeaking = true }

    @discardableResult
    func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        let was = isSpeaking
        isSpeaking = false
        return was
    }
}
"""#)

    /// `import AVKit`: `VideoPlayer`, a view holding its player and its overlay.
    static let avKit = BundledModule(
        name: "AVKit",
        dependencies: ["AVFoundation"],
        autoloadNames: [],
        source: #"""
struct VideoPlayer: View {
    let player: AVPlayer?
    let _overlay: AnyView

    init(player: AVPlayer?) {
        self.player = player
        _overlay = AnyView(EmptyView())
    }

    init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> Any) {
        self.player = player
        _overlay = AnyView(videoOverlay())
    }

    var body: some View { _overlay }
}
"""#)
}
