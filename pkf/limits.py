"""The device limits the design space is checked against: read from GPU 0 when there is one, else the
H100's (sm_90). A plain record, importing nothing of pkf."""

import ctypes
import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Limits:
    shared_per_block: int  # bytes a block may opt in to
    l2_bytes: int
    sms: int
    source: str  # where the figures came from

    @staticmethod
    def sm90() -> "Limits":
        # H100 SXM: 227 KB opt-in shared memory per block, 50 MB L2, 132 SMs.
        return Limits(232448, 50 * 1024 * 1024, 132, "sm_90 defaults")


def _cudart():
    names = ["libcudart.so"]
    for root in (os.environ.get("CUDA_HOME"), "/usr/local/cuda"):
        if root:
            names += [str(p) for p in sorted(Path(root, "lib64").glob("libcudart.so*"))]
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None


def gpu_count() -> int:
    """CUDA GPUs visible to this process (0 without a driver or runtime)."""
    lib = _cudart()
    count = ctypes.c_int(0)
    if lib is None or lib.cudaGetDeviceCount(ctypes.byref(count)) != 0:
        return 0
    return count.value


def device_limits() -> Limits:
    """Read the limits off GPU 0 when one is visible, else the sm_90 defaults."""
    if gpu_count() == 0:
        return Limits.sm90()
    lib, values = _cudart(), []
    # cudaDevAttrMaxSharedMemoryPerBlockOptin = 97, L2CacheSize = 38, MultiProcessorCount = 16
    for attribute in (97, 38, 16):
        value = ctypes.c_int(0)
        if lib.cudaDeviceGetAttribute(ctypes.byref(value), attribute, 0) != 0:
            return Limits.sm90()
        values.append(value.value)
    return Limits(*values, "GPU 0")


def device_name() -> str | None:
    """GPU 0's name as the driver reports it (the tuning cache's key), or None without a GPU."""
    if gpu_count() == 0:
        return None
    try:
        driver = ctypes.CDLL("libcuda.so.1")
    except OSError:
        return None
    name = ctypes.create_string_buffer(256)
    if driver.cuInit(0) != 0 or driver.cuDeviceGetName(name, 256, 0) != 0:
        return None
    return name.value.decode(errors="replace")
