"""The README is a user's guide that holds true of the repository alone: short, its result tables generated from the
committed results, and every file it links present."""

import re
import subprocess
import sys

from conftest import REPO


def test_the_readme_holds_the_generated_tables():
    done = subprocess.run([sys.executable, str(REPO / "experiments" / "readme_tables.py"), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_readme_is_short_and_points_only_inside_the_repository():
    text = (REPO / "README.md").read_text()
    assert len(text.splitlines()) <= 200
    assert "../" not in text
    for target in re.findall(r"\]\(([^)#]+)\)", text):
        assert (REPO / target).exists(), target
    for line in text.splitlines():
        assert len(line) <= 400, line[:80]  # no table cell of a paragraph's length
