import Foundation

/// Command words quoted for a POSIX shell, so a printed command runs as printed.
enum ShellWord {
  /// `word` as is when it holds only characters a shell takes literally, else in single quotes
  /// (a `'` inside written `'\''`).
  static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || "@%+=:,./_-".unicodeScalars.contains(scalar))
      }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// `words` quoted and joined with spaces.
  static func command(_ words: [String]) -> String {
    words.map(quoted).joined(separator: " ")
  }
}
