import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
PROTOTYPES = REPO / "experiments" / "prototypes"
# The saved prototype most tests start from: F(4,3), N=1, 224x224, C=K=64.
DEFAULT_PROTOTYPE = PROTOTYPES / "n1_h224_w224_c64_k64_f4x3_fp16_accfp32_tile16x64x32_sm_90"


def evaluate(expression: str, **values) -> int:
    """A TVM index or condition (non-negative ints, + - * / % >> & < <= &&, thread indices) for given values."""
    from pkf.reconstructor.tile_fragments import python_text

    return eval(python_text(expression), {}, values)  # the expression is ours: from a saved prototype


def have_gpu() -> bool:
    if shutil.which("nvidia-smi") is None:
        return False
    return subprocess.run(["nvidia-smi", "-L"], capture_output=True).returncode == 0


def have_nvcc() -> bool:
    try:
        from pkf.harness.nvcc import find_nvcc

        find_nvcc()
        return True
    except Exception:
        return False


def pytest_collection_modifyitems(config, items):
    reasons = {
        "gpu": (have_gpu(), "no CUDA GPU on this machine"),
        "nvcc": (have_nvcc(), "nvcc not installed"),
        "tvm": (importlib.util.find_spec("tvm") is not None, "TVM not installed"),
    }
    for item in items:
        for marker, (available, reason) in reasons.items():
            if marker in item.keywords and not available:
                item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture
def default_prototype():
    from pkf.records import Prototype

    return Prototype.load(DEFAULT_PROTOTYPE)
