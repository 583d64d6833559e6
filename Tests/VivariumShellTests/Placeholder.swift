import Testing
@testable import VivariumShell
