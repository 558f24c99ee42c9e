import PickerShotCLI
import Foundation

exit(PickerShotCommand.run(Array(CommandLine.arguments.dropFirst())))
