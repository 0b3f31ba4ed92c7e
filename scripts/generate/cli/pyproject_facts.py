"""Prints the install facts of a Python project's pyproject.toml as JSON: requires-python, the
console scripts, the extras, and each dependency's version specifier (names and versions only).

Usage: python3 pyproject_facts.py <pyproject.toml>
"""

import json
import re
import sys
import tomllib


def facts(path: str) -> dict:
    with open(path, "rb") as handle:
        project = tomllib.load(handle)["project"]
    dependencies = {}
    for requirement in project.get("dependencies", []):
        match = re.match(r"\s*([A-Za-z0-9_.\-\[\]]+)\s*(.*)", requirement)
        if match:
            dependencies[match.group(1)] = match.group(2).strip()
    return {
        "name": project["name"],
        "requiresPython": project.get("requires-python"),
        "scripts": sorted(project.get("scripts", {})),
        "extras": sorted(project.get("optional-dependencies", {})),
        "dependencies": dict(sorted(dependencies.items())),
    }


if __name__ == "__main__":
    json.dump(facts(sys.argv[1]), sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")
