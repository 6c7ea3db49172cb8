/// The CI build a run happens in, as Cucumber Messages' `meta.ci` carries it, detected from the
/// environment variables each CI service sets the way cucumber's `ci-environment` library does
/// (https://github.com/cucumber/ci-environment, `CiEnvironments.json` and
/// `javascript/src/detectCiEnvironment.ts` at 33b4125533f45dda98ad2a4bd1e8f7abd4433327).
package struct CIEnvironment: Sendable, Hashable {
  /// The CI service: `GitHub Actions`, `GitLab`, `Jenkins`, …
  package var name: String
  /// The build's page: what consumers use to tell builds apart.
  package var url: String
  /// The build number (not always numeric).
  package var buildNumber: String?
  /// The commit built, when the service says both the remote and the revision.
  package var git: Git?

  /// The repository and commit a build checked out.
  package struct Git: Sendable, Hashable {
    /// The remote's address, without user name or password.
    package var remote: String
    /// The commit.
    package var revision: String
    /// The branch, when the service names one.
    package var branch: String?
    /// The tag, when the build is for one.
    package var tag: String?

    /// Creates a git description.
    package init(remote: String, revision: String, branch: String? = nil, tag: String? = nil) {
      self.remote = remote
      self.revision = revision
      self.branch = branch
      self.tag = tag
    }
  }

  /// Creates a CI description.
  package init(name: String, url: String, buildNumber: String? = nil, git: Git? = nil) {
    self.name = name
    self.url = url
    self.buildNumber = buildNumber
    self.git = git
  }

  /// The `ci` message.
  package var json: JSONValue {
    var object = JSONObjectBuilder()
    object.set("name", .string(name))
    object.set("url", .string(url))
    object.set("buildNumber", buildNumber.map(JSONValue.string))
    if let git {
      var gitObject = JSONObjectBuilder()
      gitObject.set("remote", .string(git.remote))
      gitObject.set("revision", .string(git.revision))
      gitObject.set("branch", git.branch.map(JSONValue.string))
      gitObject.set("tag", git.tag.map(JSONValue.string))
      object.set("git", gitObject.value)
    }
    return object.value
  }

  /// The CI build `environment` describes, or `nil` outside CI. The first service whose build
  /// address can be made from the variables wins. `gitHubEvent` is the text of the file
  /// `GITHUB_EVENT_PATH` names: for a pull request GitHub's `GITHUB_SHA` is a merge commit, so
  /// the revision is the pull request's head there (and, without it, no git is given).
  package static func detect(
    in environment: [String: String], gitHubEvent: String? = nil
  ) -> CIEnvironment? {
    for service in services {
      guard let url = evaluate(service.url, environment) else { continue }
      return CIEnvironment(
        name: service.name, url: url, buildNumber: evaluate(service.buildNumber, environment),
        git: git(of: service, environment, gitHubEvent: gitHubEvent))
    }
    return nil
  }

  private static func git(
    of service: Service, _ environment: [String: String], gitHubEvent: String?
  ) -> Git? {
    let revision: String?
    if environment["GITHUB_EVENT_NAME"] == "pull_request" {
      let event = gitHubEvent.flatMap { try? JSONParser.parse($0) }
      revision = event?["pull_request"]?["head"]?["sha"]?.string
    } else {
      revision = evaluate(service.revision, environment)
    }
    guard let revision, !revision.isEmpty,
      let remote = evaluate(service.remote, environment), !remote.isEmpty
    else { return nil }
    let branch = evaluate(service.branch, environment)
    let tag = evaluate(service.tag, environment)
    return Git(
      remote: withoutUserInfo(remote), revision: revision,
      branch: branch?.isEmpty == false ? branch : nil, tag: tag?.isEmpty == false ? tag : nil)
  }

  /// `https://user:secret@host/path` without `user:secret@`; anything that is not such an
  /// address unchanged.
  static func withoutUserInfo(_ address: String) -> String {
    guard let schemeEnd = address.firstRange(of: "://"),
      address[..<schemeEnd.lowerBound].allSatisfy({
        $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0))
      }),
      !address[..<schemeEnd.lowerBound].isEmpty
    else { return address }
    let rest = address[schemeEnd.upperBound...]
    let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
    guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return address }
    return String(address[..<schemeEnd.upperBound]) + rest[rest.index(after: at)...]
  }

  /// One CI service: how its build address, number and git facts are made from its variables.
  /// `${NAME}` is a variable; `${NAME/PATTERN/REPLACEMENT}` the part of it a regular expression
  /// picks (`\1` its first group); a missing variable or a pattern that does not match makes
  /// the whole value missing.
  struct Service {
    var name: String
    var url: String
    var buildNumber: String
    var remote: String
    var revision: String
    var branch: String?
    var tag: String?
  }

  /// The services, in the order they are tried (ci-environment's `CiEnvironments.json`).
  static let services: [Service] = [
    Service(
      name: "Azure Pipelines", url: "${BUILD_BUILDURI}", buildNumber: "${BUILD_BUILDNUMBER}",
      remote: "${BUILD_REPOSITORY_URI}", revision: "${BUILD_SOURCEVERSION}",
      branch: "${BUILD_SOURCEBRANCH/refs/heads/(.*)/\\1}",
      tag: "${BUILD_SOURCEBRANCH/refs/tags/(.*)/\\1}"),
    Service(
      name: "Bamboo", url: "${bamboo_buildResultsUrl}", buildNumber: "${bamboo_buildNumber}",
      remote: "${bamboo_planRepository_repositoryUrl}",
      revision: "${bamboo_planRepository_revision}", branch: "${bamboo_planRepository_branch}"),
    Service(
      name: "Buddy", url: "${BUDDY_EXECUTION_URL}", buildNumber: "${BUDDY_EXECUTION_ID}",
      remote: "${BUDDY_SCM_URL}", revision: "${BUDDY_EXECUTION_REVISION}",
      branch: "${BUDDY_EXECUTION_BRANCH}", tag: "${BUDDY_EXECUTION_TAG}"),
    Service(
      name: "Bitrise", url: "${BITRISE_BUILD_URL}", buildNumber: "${BITRISE_BUILD_NUMBER}",
      remote: "${GIT_REPOSITORY_URL}", revision: "${BITRISE_GIT_COMMIT}",
      branch: "${BITRISE_GIT_BRANCH}", tag: "${BITRISE_GIT_TAG}"),
    Service(
      name: "CircleCI", url: "${CIRCLE_BUILD_URL}", buildNumber: "${CIRCLE_BUILD_NUM}",
      remote: "${CIRCLE_REPOSITORY_URL}", revision: "${CIRCLE_SHA1}", branch: "${CIRCLE_BRANCH}",
      tag: "${CIRCLE_TAG}"),
    Service(
      name: "CodeFresh", url: "${CF_BUILD_URL}", buildNumber: "${CF_BUILD_ID}",
      remote: "${CF_COMMIT_URL/(.*)\\/commit.+$/\\1}.git", revision: "${CF_REVISION}",
      branch: "${CF_BRANCH}"),
    Service(
      name: "CodeShip", url: "${CI_BUILD_URL}", buildNumber: "${CI_BUILD_NUMBER}",
      remote: "${CI_PULL_REQUEST/(.*)\\/pull\\/\\d+/\\1.git}", revision: "${CI_COMMIT_ID}",
      branch: "${CI_BRANCH}"),
    Service(
      name: "GitHub Actions",
      url: "${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}",
      buildNumber: "${GITHUB_RUN_ID}", remote: "${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}.git",
      revision: "${GITHUB_SHA}", branch: "${GITHUB_HEAD_REF}",
      tag: "${GITHUB_REF/refs/tags/(.*)/\\1}"),
    Service(
      name: "GitLab", url: "${CI_JOB_URL}", buildNumber: "${CI_JOB_ID}",
      remote: "${CI_REPOSITORY_URL}", revision: "${CI_COMMIT_SHA}", branch: "${CI_COMMIT_BRANCH}",
      tag: "${CI_COMMIT_TAG}"),
    Service(
      name: "GoCD",
      url:
        "${GO_SERVER_URL}/pipelines/${GO_PIPELINE_NAME}/${GO_PIPELINE_COUNTER}/${GO_STAGE_NAME}/${GO_STAGE_COUNTER}",
      buildNumber:
        "${GO_PIPELINE_NAME}/${GO_PIPELINE_COUNTER}/${GO_STAGE_NAME}/${GO_STAGE_COUNTER}",
      remote: "${GO_SCM_*_PR_URL/(.*)\\/pull\\/\\d+/\\1.git}", revision: "${GO_REVISION}",
      branch: "${GO_SCM_*_PR_BRANCH/.*:(.*)/\\1}"),
    Service(
      name: "Jenkins", url: "${BUILD_URL}", buildNumber: "${BUILD_NUMBER}", remote: "${GIT_URL}",
      revision: "${GIT_COMMIT}", branch: "${GIT_LOCAL_BRANCH}"),
    Service(
      name: "JetBrains Space", url: "${JB_SPACE_EXECUTION_URL}",
      buildNumber: "${JB_SPACE_EXECUTION_NUMBER}",
      remote:
        "https://${JB_SPACE_API_URL}/p/${JB_SPACE_PROJECT_KEY}/repositories/${JB_SPACE_GIT_REPOSITORY_NAME}",
      revision: "${JB_SPACE_GIT_REVISION}", branch: "${JB_SPACE_GIT_BRANCH}"),
    Service(
      name: "Semaphore", url: "${SEMAPHORE_ORGANIZATION_URL}/jobs/${SEMAPHORE_JOB_ID}",
      buildNumber: "${SEMAPHORE_JOB_ID}", remote: "${SEMAPHORE_GIT_URL}",
      revision: "${SEMAPHORE_GIT_SHA}", branch: "${SEMAPHORE_GIT_BRANCH}",
      tag: "${SEMAPHORE_GIT_TAG_NAME}"),
    Service(
      name: "Travis CI", url: "${TRAVIS_BUILD_WEB_URL}", buildNumber: "${TRAVIS_JOB_NUMBER}",
      remote: "https://github.com/${TRAVIS_REPO_SLUG}.git", revision: "${TRAVIS_COMMIT}",
      branch: "${TRAVIS_BRANCH}", tag: "${TRAVIS_TAG}"),
    Service(
      name: "Wercker", url: "${WERCKER_RUN_URL}",
      buildNumber: "${WERCKER_RUN_URL/.*\\/([^\\/]+)$/\\1}",
      remote: "https://${WERCKER_GIT_DOMAIN}/${WERCKER_GIT_OWNER}/${WERCKER_GIT_REPOSITORY}.git",
      revision: "${WERCKER_GIT_COMMIT}", branch: "${WERCKER_GIT_BRANCH}"),
  ]

  /// The value `expression` makes from `environment`, or `nil` when a variable it needs is
  /// not set or a pattern does not match.
  static func evaluate(_ expression: String?, _ environment: [String: String]) -> String? {
    guard let expression else { return nil }
    var result = ""
    var rest = expression[...]
    while let open = rest.firstRange(of: "${") {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else { return nil }
      guard let value = substitute(rest[open.upperBound..<close], environment) else { return nil }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// One `NAME` or `NAME/PATTERN/REPLACEMENT`.
  private static func substitute(_ body: Substring, _ environment: [String: String]) -> String? {
    // The name ends at the first slash not escaped; the pattern at the last slash.
    var nameEnd = body.endIndex
    var index = body.startIndex
    while index < body.endIndex {
      if body[index] == "/", index == body.startIndex || body[body.index(before: index)] != "\\" {
        nameEnd = index
        break
      }
      index = body.index(after: index)
    }
    let name = String(body[..<nameEnd])
    guard let value = variable(name, environment) else { return nil }
    guard nameEnd < body.endIndex else { return value }
    let afterName = body[body.index(after: nameEnd)...]
    guard let lastSlash = afterName.lastIndex(of: "/") else { return nil }
    let pattern = afterName[..<lastSlash].replacingOccurrences("\\/", with: "/")
    var replacement = String(afterName[afterName.index(after: lastSlash)...])
    guard let regex = try? Regex(pattern), let match = value.firstMatch(of: regex) else {
      return nil
    }
    for group in 1..<max(1, match.output.count) {
      let captured = match.output[group].substring.map(String.init) ?? ""
      replacement = replacement.replacingOccurrences("\\\(group)", with: captured, once: true)
    }
    return replacement
  }

  /// A variable's value; `*` in a name matches any run of characters (GoCD names a variable
  /// after its material), the first name in sorted order winning.
  private static func variable(_ name: String, _ environment: [String: String]) -> String? {
    guard name.contains("*") else { return environment[name] }
    let parts = name.split(separator: "*", omittingEmptySubsequences: false)
    for key in environment.keys.sorted() where matches(key[...], parts[...]) {
      return environment[key]
    }
    return nil
  }

  /// Whether `key` contains the parts in order (as the unanchored `A.*B` cucumber builds).
  private static func matches(_ key: Substring, _ parts: ArraySlice<Substring>) -> Bool {
    var rest = key
    for part in parts where !part.isEmpty {
      guard let found = rest.firstRange(of: part) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }
}

extension StringProtocol {
  /// The text with `target` replaced by `replacement` (only the first one when `once`).
  fileprivate func replacingOccurrences(
    _ target: String, with replacement: String, once: Bool = false
  ) -> String {
    var result = ""
    var rest = self[...]
    while let found = rest.firstRange(of: target) {
      result += rest[..<found.lowerBound] + replacement
      rest = rest[found.upperBound...]
      if once { break }
    }
    return result + rest
  }
}
