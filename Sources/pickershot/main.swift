import Foundation
import PickerShotCLI

exit(PickerShotCommand.run(Array(CommandLine.arguments.dropFirst())))
