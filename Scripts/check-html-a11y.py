#!/usr/bin/env python3
"""Checks an A11ySim HTML report in a real browser: headless Chromium driven by Selenium.

    check-html-a11y.py REPORT.html [--screenshot PNG]
        Loads the report, runs axe-core (the copy PyPI's `axe-selenium-python` bundles) with
        the WCAG 2.0/2.1/2.2 A and AA rules, and prints every violation with the elements it
        found. Then it uses the page as a reader would: the filters show once the script runs,
        unchecking every status but one changes the "N of M scenarios shown" text (and it
        matches the scenarios left), the feature select narrows the page to one feature, and
        when the report has failures, "Go to the first failure" and each "Next failure" link
        move the focus to the scenario they name, also with JavaScript off (plain anchors).
        axe runs again with the filters on.
        --screenshot also saves a full-page PNG of the report as loaded.

    check-html-a11y.py probe
        Starts headless Chromium and stops it: says whether the checks can run here.

Exit status: 0 all good, 1 a violation or a check failed (each printed), 2 bad usage,
3 a package is missing or Chromium cannot start (one line says what). CI treats any non-zero
status as a failure, so a browser that cannot start fails it rather than skipping the check.
"""

import importlib.util
import json
import shutil
import sys
from pathlib import Path

MISSING = 3
# Seconds one command (loading the page, running axe) may take.
TIMEOUT = 900
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def fail_missing(message):
    print(f"check-html-a11y: {message}", file=sys.stderr)
    sys.exit(MISSING)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
except ImportError:
    fail_missing("selenium is not installed (pip install selenium)")



def axe_source():
    """The axe.min.js that axe-selenium-python bundles (only that file of it is used, so the
    package is found without being imported: 3.0.0 asks for Python 3.12 and is installed on
    older ones with --ignore-requires-python)."""
    spec = importlib.util.find_spec("axe_selenium_python")
    if spec is None or not spec.submodule_search_locations:
        fail_missing("axe-selenium-python is not installed "
                     "(pip install --ignore-requires-python axe-selenium-python==3.0.0)")
    path = Path(list(spec.submodule_search_locations)[0]) / "node_modules" / "axe-core" / "axe.min.js"
    if not path.is_file():
        fail_missing(f"axe-selenium-python has no {path}")
    return path.read_text(encoding="utf-8")


def start_browser(script=True):
    options = Options()
    if not script:
        options.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2})
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", "--window-size=1280,900"]:
        options.add_argument(argument)
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary:
        options.binary_location = binary
    driver_path = shutil.which("chromedriver")
    try:
        service = Service(driver_path) if driver_path else Service()
        driver = webdriver.Chrome(options=options, service=service)
    except Exception as error:  # Selenium raises several kinds; any means no browser.
        fail_missing(f"headless Chromium could not start: {str(error).splitlines()[0]}")
    # axe on the shipped suite's page takes minutes on a busy machine: Selenium's HTTP client
    # would give up on the driver after 120 s (its default), so it waits as long as the script.
    config = getattr(driver.command_executor, "_client_config", None)
    if config is not None:
        config.timeout = TIMEOUT
    return driver


def run_axe(driver, source, when):
    """Runs axe on the page as it is; returns the violations' count after printing them."""
    driver.execute_script(source)
    driver.set_script_timeout(TIMEOUT)
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}})"
        ".then(function (r) { done(JSON.stringify(r)); },"
        " function (e) { done(JSON.stringify({error: String(e)})); });",
        TAGS)
    result = json.loads(result)
    if "error" in result:
        print(f"axe ({when}): error: {result['error']}")
        return 1
    violations = result["violations"]
    for violation in violations:
        print(f"axe ({when}): {violation['id']} ({violation['impact']}): {violation['help']}"
              f" [{len(violation['nodes'])} elements] {violation['helpUrl']}")
        for node in violation["nodes"][:5]:
            summary = " ".join(line.strip() for line in node["failureSummary"].splitlines())
            print(f"    {', '.join(node['target'])}: {summary}")
    print(f"axe {driver.execute_script('return axe.version')} ({when}): {len(violations)} "
          f"violations, {len(result['passes'])} rules passed")
    return len(violations)


class Checks:
    def __init__(self):
        self.problems = 0

    def expect(self, condition, message):
        if not condition:
            print(f"check failed: {message}")
            self.problems += 1


def shown_count(driver):
    return len([s for s in driver.find_elements(By.CSS_SELECTOR, "article.scenario")
                if s.get_attribute("hidden") is None])


def exercise(driver, checks):
    """Uses the filters and the links between failures."""
    form = driver.find_element(By.ID, "filters")
    checks.expect(form.get_attribute("hidden") is None, "the script did not show the filters")
    live = driver.find_element(By.ID, "shown")
    total = len(driver.find_elements(By.CSS_SELECTOR, "article.scenario"))
    checks.expect(live.text == f"{total} of {total} scenario{'s' if total != 1 else ''} shown",
                  f"the count before filtering is {live.text!r}")
    # Only the first status stays chosen (with a single status, none does).
    statuses = driver.find_elements(By.CSS_SELECTOR, "#filters input[name='status']")
    checks.expect(bool(statuses), "no status checkboxes")
    if statuses:
        keep = statuses[0] if len(statuses) > 1 else None
        dropped = statuses[1:] if keep else statuses
        for box in dropped:
            box.click()
        expected = len(driver.find_elements(
            By.CSS_SELECTOR,
            f"article.scenario[data-status='{keep.get_attribute('value')}']")) if keep else 0
        wanted = f"only '{keep.get_attribute('value')}'" if keep else "no status"
        checks.expect(shown_count(driver) == expected,
                      f"{wanted} chosen, {shown_count(driver)} shown, not {expected}")
        checks.expect(live.text.startswith(f"{expected} of {total} "),
                      f"{wanted} chosen, the live region says {live.text!r}")
        print(f"filter: {wanted} chosen: {live.text!r}")
        errors = run_axe(driver, axe_source(), "filtered")
        checks.expect(errors == 0, "axe found violations with a filter on")
        # "Next failure" skips the failures filtered out.
        shown = [a for a in driver.find_elements(By.CSS_SELECTOR, "article.fails-run")
                 if a.get_attribute("hidden") is None]
        links = shown[0].find_elements(By.CSS_SELECTOR, "a[data-failure='next']") if shown else []
        if len(shown) > 1 and links:
            links[0].click()
            active = driver.switch_to.active_element.get_attribute("id")
            checks.expect(active == shown[1].get_attribute("id"),
                          f"with a filter on, 'Next failure' focused {active!r}, "
                          f"not {shown[1].get_attribute('id')!r}")
            print(f"navigation: with a filter on, 'Next failure' goes to {active}")
        for box in dropped:
            box.click()
        checks.expect(live.text.startswith(f"{total} of {total} "),
                      f"every status chosen again, the live region says {live.text!r}")
    features = Select(driver.find_element(By.ID, "filter-feature"))
    if len(features.options) > 2:
        features.select_by_value("2")
        expected = len(driver.find_elements(
            By.CSS_SELECTOR, "article.scenario[data-feature='2']"))
        checks.expect(live.text.startswith(f"{expected} of {total} "),
                      f"feature 2 chosen, the live region says {live.text!r}")
        print(f"filter: feature 2 only: {live.text!r}")
        features.select_by_value("")

    failing = driver.find_elements(By.CSS_SELECTOR, "article.fails-run")
    first = driver.find_elements(By.CSS_SELECTOR, "a[data-failure='first']")
    checks.expect(bool(first) == bool(failing), "a 'Go to the first failure' link only with failures")
    if not failing:
        return
    first[0].click()
    active = driver.switch_to.active_element
    checks.expect(active.get_attribute("id") == failing[0].get_attribute("id"),
                  f"'Go to the first failure' focused {active.get_attribute('id')!r}")
    for index in range(min(len(failing) - 1, 5)):
        link = failing[index].find_element(By.CSS_SELECTOR, "a[data-failure='next']")
        link.click()
        active = driver.switch_to.active_element
        wanted = failing[index + 1].get_attribute("id")
        checks.expect(active.get_attribute("id") == wanted,
                      f"'Next failure' from failure {index + 1} focused "
                      f"{active.get_attribute('id')!r}, not {wanted!r}")
    print(f"navigation: first and next failure move the focus ({len(failing)} failures)")
    if len(failing) > 1:
        link = failing[1].find_element(By.CSS_SELECTOR, "a[data-failure='previous']")
        link.click()
        active = driver.switch_to.active_element
        checks.expect(active.get_attribute("id") == failing[0].get_attribute("id"),
                      f"'Previous failure' focused {active.get_attribute('id')!r}")


def exercise_without_script(report, checks):
    """Without JavaScript the filters stay hidden and the failure links are plain anchors
    that still move the focus (the failing scenarios have tabindex -1)."""
    driver = start_browser(script=False)
    try:
        driver.get(report.as_uri())
        forms = driver.find_elements(By.ID, "filters")
        checks.expect(all(form.get_attribute("hidden") is not None for form in forms),
                      "without JavaScript the filters show")
        failing = driver.find_elements(By.CSS_SELECTOR, "article.fails-run")
        if len(failing) < 2:
            return
        driver.find_element(By.CSS_SELECTOR, "a[data-failure='first']").click()
        active = driver.switch_to.active_element.get_attribute("id")
        checks.expect(active == failing[0].get_attribute("id"),
                      f"without JavaScript, 'Go to the first failure' focused {active!r}")
        failing[0].find_element(By.CSS_SELECTOR, "a[data-failure='next']").click()
        active = driver.switch_to.active_element.get_attribute("id")
        checks.expect(active == failing[1].get_attribute("id"),
                      f"without JavaScript, 'Next failure' focused {active!r}")
        print(f"navigation without JavaScript: the anchors move the focus to {active}")
    finally:
        driver.quit()


def main(arguments):
    if arguments == ["probe"]:
        start_browser().quit()
        axe_source()
        print("check-html-a11y: headless Chromium and axe-core are ready")
        return 0
    screenshot = None
    if len(arguments) == 3 and arguments[1] == "--screenshot":
        screenshot = arguments[2]
        arguments = arguments[:1]
    if len(arguments) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    report = Path(arguments[0]).resolve()
    if not report.is_file():
        print(f"check-html-a11y: {arguments[0]}: no such file", file=sys.stderr)
        return 2
    driver = start_browser()
    checks = Checks()
    try:
        driver.get(report.as_uri())
        if screenshot:
            height = driver.execute_script("return document.documentElement.scrollHeight")
            driver.set_window_size(1280, min(height, 16000))
            driver.save_screenshot(screenshot)
            driver.set_window_size(1280, 900)
        violations = run_axe(driver, axe_source(), "as loaded")
        checks.expect(violations == 0, "axe found violations")
        if driver.find_elements(By.ID, "filters"):
            exercise(driver, checks)
    finally:
        driver.quit()
    exercise_without_script(report, checks)
    if checks.problems:
        print(f"check-html-a11y: {checks.problems} problems in {arguments[0]}")
        return 1
    print(f"check-html-a11y: {arguments[0]}: no axe violations; filters and navigation work")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
