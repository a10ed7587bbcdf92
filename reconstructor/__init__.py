"""PKF-Reconstructor: regex surgery on TVM's CUDA text (SPEC §4.2)."""

from pkf.reconstructor.pipeline import reconstruct

__all__ = ["reconstruct"]
