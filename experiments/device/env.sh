# The device sessions' shared environment, sourced from the repository root on the GPU machine (no TVM there): the
# saved stand-in prototypes, caches under /tmp (a fresh machine starts them empty), and the device and its
# software recorded in $OUT/device.txt.
export PYTHONPATH=. PKF_PROTOTYPES=$PWD/experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels \
  PKF_TUNE_CACHE=/tmp/pkf-tuning.json PKF_BASELINE_CACHE=/tmp/pkf-baselines.json PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
python3 -c "import torch; print('torch', torch.__version__, 'cuDNN', torch.backends.cudnn.version())" | tee -a "$OUT/device.txt"
# torch.compile's autotuning lines, left out of the models' logs
QUIET="triton_convolution\|^AUTOTUNE\|^strides:\|^dtypes:\|^  convolution\|^  triton\|^  bmm\|^  mm\|^  addmm\|Autotune Choices\|num_choices\|benchmarking takes"
