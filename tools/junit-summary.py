"""Reads a JUnit XML file with junitparser, as CI dashboards do, and prints what it saw as JSON.

Usage: .build/client-venv/bin/python tools/junit-summary.py JUNIT.xml
Prints {"suites": [...]}: per suite its name, the tests/failures/errors/skipped/time attributes
as junitparser reads them, and its cases, each with classname, name, time, result (passed,
failure, error or skipped), the result's message and the [[ATTACHMENT|path]] paths of its
system-out. Used by the tests (JUnitClientTests); never by the product.
"""

import json
import re
import sys

from junitparser import Error, Failure, JUnitXml, Skipped, TestSuite

ATTACHMENT = re.compile(r"^\[\[ATTACHMENT\|(.+)\]\]$")


def result_of(case):
    """The case's outcome name and message."""
    for result in case.result:
        for kind, name in ((Failure, "failure"), (Error, "error"), (Skipped, "skipped")):
            if isinstance(result, kind):
                return name, result.message
    return "passed", None


def suite_summary(suite):
    cases = []
    for case in suite:
        result, message = result_of(case)
        lines = (case.system_out or "").splitlines()
        cases.append(
            {
                "classname": case.classname,
                "name": case.name,
                "time": case.time,  # None when the attribute is missing
                "result": result,
                "message": message,
                "attachments": [m.group(1) for m in map(ATTACHMENT.match, lines) if m],
            }
        )
    # The attribute as written: junitparser's suite.time would sum the cases' when it is missing.
    raw = suite._elem.get("time")
    return {
        "name": suite.name,
        "tests": suite.tests,
        "failures": suite.failures,
        "errors": suite.errors,
        "skipped": suite.skipped,
        "time": float(raw) if raw else None,
        "cases": cases,
    }


def main():
    xml = JUnitXml.fromfile(sys.argv[1])
    suites = [xml] if isinstance(xml, TestSuite) else list(xml)
    json.dump({"suites": [suite_summary(suite) for suite in suites]}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
