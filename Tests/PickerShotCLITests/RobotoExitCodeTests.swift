import CairoBackend
import Testing

@testable import PickerShotCLI

/// A missing Roboto is the machine's, like a missing Inter: exit 69, naming the Debian package.
@Suite struct RobotoExitCodeTests {
  @Test func aMissingRobotoIsExit69NamingFontsRobotoUnhinted() {
    let error = PickerShotCommand.classify(
      RenderError.fontMissing(font: "Roboto-Medium", searched: "/nonexistent"))
    #expect(error.exitCode == 69)
    #expect(String(describing: error).contains("apt-get install fonts-roboto-unhinted"))
  }
}
