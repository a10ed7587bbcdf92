"""pkf: Winograd convolution kernels for NVIDIA GPUs, by Partial Kernel Fusion."""

__version__ = "0.1.0"
