"""Every live experiment script (experiments/, not experiments/archive/) imports: a helper moved or renamed under it
fails here, not on the GPU machine."""

import importlib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SCRIPTS = sorted(p for p in (REPO / "experiments").rglob("*.py")
                 if "archive" not in p.parts and p.name != "__init__.py" and (p.parent / "__init__.py").is_file())


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: str(p.relative_to(REPO)))
def test_the_script_imports(path):
    importlib.import_module(".".join(path.relative_to(REPO).with_suffix("").parts))
