"""pkf: Winograd convolution kernels for NVIDIA GPUs, by Partial Kernel Fusion.

The project's folders `reconstructor/`, `harness/` and `templates/` sit beside `pkf/` in the source tree and are
installed as `pkf.reconstructor`, `pkf.harness` and `pkf.templates` (pyproject.toml). Run from the source tree
(`PYTHONPATH=.`, as on the GPU machine), the same names resolve to those folders through this package's path."""

from pathlib import Path

__version__ = "0.1.0"

_source_tree = Path(__file__).resolve().parent.parent
if (_source_tree / "pyproject.toml").is_file() and (_source_tree / "reconstructor" / "__init__.py").is_file():
    __path__.append(str(_source_tree))
