import Foundation
import Raster
import Testing

/// `Environment.variables` gives what Foundation's environment dictionary holds for the names
/// asked, and nothing for a name that is not set.
@Suite struct EnvironmentTests {
  @Test func readsTheNamedVariablesAsFoundationDoes() {
    setenv("PICKERSHOT_ENVIRONMENT_TEST", "a=b c", 1)
    defer { unsetenv("PICKERSHOT_ENVIRONMENT_TEST") }
    let names = ["PICKERSHOT_ENVIRONMENT_TEST", "PATH", "PICKERSHOT_NOT_SET_ANYWHERE"]
    let all = ProcessInfo.processInfo.environment
    let read = Environment.variables(names)
    #expect(read["PICKERSHOT_ENVIRONMENT_TEST"] == "a=b c")
    #expect(read["PATH"] == all["PATH"])
    #expect(read["PICKERSHOT_NOT_SET_ANYWHERE"] == nil)
    #expect(read.count == 2)
  }
}
