import Foundation
import PickerShotCLI

#if canImport(Glibc)
  import Glibc
#endif

// A full disk or a file-size limit must end in exit 73, not SIGXFSZ; a closed pipe on stdout
// (`pickershot list | head -1`) must not kill the process with SIGPIPE.
signal(SIGXFSZ, SIG_IGN)
signal(SIGPIPE, SIG_IGN)
exit(PickerShotCommand.run(Array(CommandLine.arguments.dropFirst())))
