import Testing
@testable import VivariumSession
