import Testing

@testable import CucumberMessages

/// `meta.ci` as cucumber's ci-environment detects it, from variables each test gives.
@Suite("CI environment")
struct CIEnvironmentTests {
  private let gitHub = [
    "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/widgets",
    "GITHUB_RUN_ID": "987", "GITHUB_SHA": "f00dfeed", "GITHUB_HEAD_REF": "feature-x",
    "GITHUB_EVENT_NAME": "push",
  ]

  @Test("GitHub Actions: the run's page, its id, the remote, the commit and the branch")
  func gitHubPush() {
    #expect(
      CIEnvironment.detect(in: gitHub)
        == CIEnvironment(
          name: "GitHub Actions", url: "https://github.com/acme/widgets/actions/runs/987",
          buildNumber: "987",
          git: .init(
            remote: "https://github.com/acme/widgets.git", revision: "f00dfeed",
            branch: "feature-x")))
    #expect(
      CIEnvironment.detect(in: gitHub)?.json.rendered
        == #"{"buildNumber":"987","git":{"branch":"feature-x","remote":"https://github.com/acme/widgets.git","revision":"f00dfeed"},"name":"GitHub Actions","url":"https://github.com/acme/widgets/actions/runs/987"}"#
    )
  }

  @Test("GitHub Actions on a tag: the tag from GITHUB_REF, no branch")
  func gitHubTag() {
    var environment = gitHub
    environment["GITHUB_HEAD_REF"] = nil
    environment["GITHUB_REF"] = "refs/tags/v2.0.1"
    #expect(
      CIEnvironment.detect(in: environment)?.git
        == .init(
          remote: "https://github.com/acme/widgets.git", revision: "f00dfeed", tag: "v2.0.1"))
    environment["GITHUB_REF"] = "refs/heads/main"
    #expect(CIEnvironment.detect(in: environment)?.git?.tag == nil)
  }

  @Test("A GitHub pull request: the head commit from the event file, not the merge commit")
  func gitHubPullRequest() {
    var environment = gitHub
    environment["GITHUB_EVENT_NAME"] = "pull_request"
    let event = #"{"action":"synchronize","pull_request":{"head":{"sha":"c0ffee42"}}}"#
    #expect(CIEnvironment.detect(in: environment, gitHubEvent: event)?.git?.revision == "c0ffee42")
    // Without the event (or with one that does not say), no revision is better than a wrong one.
    #expect(CIEnvironment.detect(in: environment, gitHubEvent: nil)?.git == nil)
    #expect(CIEnvironment.detect(in: environment, gitHubEvent: "{")?.git == nil)
    #expect(CIEnvironment.detect(in: environment, gitHubEvent: nil)?.name == "GitHub Actions")
  }

  @Test("GitLab: the job, and the remote without the token in its address")
  func gitLab() {
    let environment = [
      "CI_JOB_URL": "https://gitlab.example/team/app/-/jobs/55", "CI_JOB_ID": "55",
      "CI_REPOSITORY_URL": "https://gitlab-ci-token:s3cr3t@gitlab.example/team/app.git",
      "CI_COMMIT_SHA": "abc123", "CI_COMMIT_BRANCH": "main",
    ]
    #expect(
      CIEnvironment.detect(in: environment)
        == CIEnvironment(
          name: "GitLab", url: "https://gitlab.example/team/app/-/jobs/55", buildNumber: "55",
          git: .init(
            remote: "https://gitlab.example/team/app.git", revision: "abc123", branch: "main")))
    var tagged = environment
    tagged["CI_COMMIT_BRANCH"] = nil
    tagged["CI_COMMIT_TAG"] = "1.4"
    #expect(CIEnvironment.detect(in: tagged)?.git?.tag == "1.4")
    #expect(CIEnvironment.detect(in: tagged)?.git?.branch == nil)
  }

  @Test("Jenkins: git only when both the remote and the commit are known")
  func jenkins() {
    let environment = [
      "BUILD_URL": "https://ci.example/job/app/12/", "BUILD_NUMBER": "12",
      "GIT_URL": "git@example.org:team/app.git", "GIT_COMMIT": "beef", "GIT_LOCAL_BRANCH": "dev",
    ]
    #expect(
      CIEnvironment.detect(in: environment)
        == CIEnvironment(
          name: "Jenkins", url: "https://ci.example/job/app/12/", buildNumber: "12",
          git: .init(remote: "git@example.org:team/app.git", revision: "beef", branch: "dev")))
    var noRemote = environment
    noRemote["GIT_URL"] = nil
    #expect(CIEnvironment.detect(in: noRemote)?.git == nil)
    var noCommit = environment
    noCommit["GIT_COMMIT"] = nil
    #expect(CIEnvironment.detect(in: noCommit)?.git == nil)
    #expect(CIEnvironment.detect(in: noCommit)?.buildNumber == "12")
  }

  @Test("Patterns and wildcards: CodeFresh's remote from its commit page, GoCD's material")
  func expressions() {
    let codeFresh = [
      "CF_BUILD_URL": "https://g.codefresh.example/build/1", "CF_BUILD_ID": "1",
      "CF_COMMIT_URL": "https://github.com/acme/widgets/commit/f00d", "CF_REVISION": "f00d",
    ]
    #expect(
      CIEnvironment.detect(in: codeFresh)?.git?.remote == "https://github.com/acme/widgets.git")
    let goCD = [
      "GO_SERVER_URL": "https://go.example/go", "GO_PIPELINE_NAME": "build",
      "GO_PIPELINE_COUNTER": "7", "GO_STAGE_NAME": "test", "GO_STAGE_COUNTER": "1",
      "GO_REVISION": "cafe", "GO_SCM_MY_MATERIAL_PR_URL": "https://github.com/acme/widgets/pull/3",
      "GO_SCM_MY_MATERIAL_PR_BRANCH": "acme:fix-it",
    ]
    let detected = CIEnvironment.detect(in: goCD)
    #expect(detected?.url == "https://go.example/go/pipelines/build/7/test/1")
    #expect(detected?.buildNumber == "build/7/test/1")
    #expect(
      detected?.git
        == .init(remote: "https://github.com/acme/widgets.git", revision: "cafe", branch: "fix-it"))
  }

  @Test("Outside CI, or with a build address that cannot be made, there is no ci")
  func none() {
    #expect(CIEnvironment.detect(in: [:]) == nil)
    #expect(CIEnvironment.detect(in: ["HOME": "/root", "CI": "true"]) == nil)
    #expect(CIEnvironment.detect(in: ["GITHUB_RUN_ID": "1", "GITHUB_SHA": "x"]) == nil)
  }

  @Test("Only a user name and password in an address are removed")
  func userInfo() {
    #expect(CIEnvironment.withoutUserInfo("https://u:p@host/x@y") == "https://host/x@y")
    #expect(CIEnvironment.withoutUserInfo("ssh://git@host:22/r.git") == "ssh://host:22/r.git")
    #expect(CIEnvironment.withoutUserInfo("git@host:r.git") == "git@host:r.git")
    #expect(CIEnvironment.withoutUserInfo("https://host/r.git") == "https://host/r.git")
  }
}
