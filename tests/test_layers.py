"""The code's layers point one way: records → prototype (TVM) → reconstructor → harness → drivers. A module may
import its own layer and those below it, never one above; and only the drivers may import the TVM module, so that
everything after the prototype runs without TVM. Imports inside functions count too."""

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
RECORDS = {"pkf", "pkf.errors", "pkf.problem", "pkf.variant", "pkf.costs", "pkf.winograd", "pkf.quantise", "pkf.limits", "pkf.records",
           "pkf.files", "pkf.tuning"}
DRIVERS = {"pkf.build", "pkf.cli", "pkf.__main__", "pkf.sweep", "pkf.sweep_report", "pkf.prune", "pkf.prune_build", "pkf.choose", "pkf.tune",
           "pkf.kernels", "pkf.torch", "pkf.torch.ops", "pkf.torch.convert", "pkf.torch.dispatch", "pkf.torch.autotune",
           "pkf.prune_candidates"}
LAYERS = ("records", "prototype", "reconstructor", "harness", "drivers")


def layer_of(module: str) -> str:
    if module in RECORDS:
        return "records"
    if module == "pkf.prototype":
        return "prototype"
    if module.split(".")[:2] in (["pkf", "reconstructor"], ["pkf", "templates"]):
        return "reconstructor"
    if module.split(".")[:2] == ["pkf", "harness"]:
        return "harness"
    if module in DRIVERS:
        return "drivers"
    raise AssertionError(f"{module}: in no layer; add it to tests/test_layers.py")


def modules():
    for folder in ("pkf", "reconstructor", "harness", "templates"):
        for path in sorted((REPO / folder).rglob("*.py")):
            parts = path.relative_to(REPO).with_suffix("").parts
            parts = parts if folder == "pkf" else ("pkf", *parts)  # installed under the pkf name
            yield ".".join(parts[:-1] if parts[-1] == "__init__" else parts), path


def imported(path: Path, module: str) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names |= {f"{node.module}.{alias.name}" for alias in node.names}  # a module, or a name in one
    stray = [name for name in names if name.split(".")[0] in ("reconstructor", "harness", "templates")]
    assert not stray, f"{module} imports {stray[0]}; write pkf.{stray[0]}, the name it is installed under"
    return {name for name in names if name.split(".")[0] == "pkf" and name != module}


def own_module(name: str, known: set[str]) -> str:
    """`reconstructor.schedules.base` is a module; `pkf.records` too; a name imported from a package is that package."""
    while name not in known:
        name = name.rsplit(".", 1)[0]
    return name


MODULES = dict(modules())


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_point_down(module):
    here = LAYERS.index(layer_of(module))
    for name in imported(MODULES[module], module):
        target = own_module(name, set(MODULES))
        assert LAYERS.index(layer_of(target)) <= here, f"{module} ({LAYERS[here]}) imports {target} ({layer_of(target)}), a higher layer"
        if target == "pkf.prototype":
            assert layer_of(module) == "drivers", f"{module} imports the TVM module pkf.prototype; only the drivers may"


def test_every_module_has_a_layer():
    assert {layer_of(module) for module in MODULES} == set(LAYERS)


def test_the_readme_lists_every_schedule_of_the_registry():
    from pkf.reconstructor.schedules import REGISTRY

    section = (REPO / "README.md").read_text().split("## Schedules", 1)[1].split("\n## ", 1)[0]
    table = [line for line in section.splitlines() if line.startswith("| `")]
    listed = [line.split("`")[1] for line in table]
    assert sorted(listed) == sorted(schedule.name for schedule in REGISTRY)


HISTORY = re.compile(r"\b(?:step|steps|issue)s? ?\d+", re.IGNORECASE)


@pytest.mark.parametrize("folder", ["pkf", "reconstructor", "harness", "templates", "tests"])
def test_code_says_why_not_when(folder):
    """History (which tuning step, which issue) belongs in experiments/NOTES.md and git, not in code or comments."""
    for path in sorted((REPO / folder).rglob("*")):
        if path.suffix in (".py", ".j2", ".cuh") and path.name != "test_layers.py":
            for number, line in enumerate(path.read_text().splitlines(), 1):
                assert not HISTORY.search(line), f"{path.relative_to(REPO)}:{number}: {line.strip()}"
