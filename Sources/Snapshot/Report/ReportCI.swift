/// The commit and branch a CI system built, read from its environment: GitHub Actions
/// (`GITHUB_SHA`, `GITHUB_REF_NAME`), GitLab (`CI_COMMIT_SHA`, `CI_COMMIT_REF_NAME`) or Jenkins
/// (`GIT_COMMIT`, `GIT_BRANCH`), the first system that names a commit.
public struct ReportCI: Codable, Equatable, Sendable {
  /// The commit hash.
  public var commit: String?
  /// The branch (or tag) name.
  public var branch: String?

  /// Creates metadata.
  public init(commit: String?, branch: String?) {
    self.commit = commit
    self.branch = branch
  }

  /// The variables each system sets, commit first.
  static let systems = [
    ("GITHUB_SHA", "GITHUB_REF_NAME"), ("CI_COMMIT_SHA", "CI_COMMIT_REF_NAME"),
    ("GIT_COMMIT", "GIT_BRANCH"),
  ]

  /// Every variable ``from(_:)`` reads.
  public static var variables: [String] { systems.flatMap { [$0.0, $0.1] } }

  /// The metadata `environment` holds, or `nil` when no CI system names a commit or branch.
  /// Values longer than 256 characters are cut (they are shown, never trusted).
  public static func from(_ environment: [String: String]) -> ReportCI? {
    func value(_ key: String) -> String? {
      guard let text = environment[key], !text.isEmpty else { return nil }
      return String(text.prefix(256))
    }
    for (commit, branch) in systems where value(commit) != nil || value(branch) != nil {
      return ReportCI(commit: value(commit), branch: value(branch))
    }
    return nil
  }
}
