#!/usr/bin/env bash
# One device call for the cublas schedule (pkf's own transform kernels around cuBLAS's batched GEMM): pkf.torch's GPU
# tests of it, pkf's harness on shapes no suite lists (edge tiles, N > 1, C != K, odd K, F(2,3) and F(4,3), bias and
# activations; the automatic choice on random shapes that pick it), memcheck on one build, then the networks suite
# with the automatic choice (which now takes cublas where its estimate wins). Logs under $OUT.
#   bash experiments/device/cublas_session.sh        (from the repository root, on the GPU machine; no TVM)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_KERNEL_CACHE=/tmp/pkf-kernels PKF_TUNE_CACHE=/tmp/pkf-tuning.json \
  PKF_BASELINE_CACHE=/tmp/pkf-baselines.json PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/device.txt"
python3 -c "import torch; print('torch', torch.__version__, 'cuDNN', torch.backends.cudnn.version())" | tee -a "$OUT/device.txt"
started=$SECONDS
timeout 150 python3 -m pytest -q -m gpu tests/test_torch.py -k "cublas or agrees or one_pkf_kernel" -p no:cacheprovider -s \
  > "$OUT/gpu-tests.log" 2>&1
echo "gpu tests: exit $?, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"; tail -2 "$OUT/gpu-tests.log"
for shape in "--schedule cublas --n 3 --h 17 --w 29 --c 192 --k 80 --m 4 --bias --activation lrelu" \
             "--schedule cublas --n 2 --h 30 --w 44 --c 128 --k 256 --m 2 --bias --activation silu" \
             "--schedule cublas --n 5 --h 9 --w 13 --c 16 --k 48 --m 4" "--schedule cublas --n 1 --h 7 --w 7 --c 512 --k 512 --m 2" \
             "--n 3 --h 14 --w 40 --c 160 --k 240" "--n 2 --h 42 --w 6 --c 192 --k 192" "--n 4 --h 57 --w 14 --c 208 --k 256" \
             "--n 1 --h 57 --w 67 --c 256 --k 208"; do
  dir=/tmp/pkf-cublas-$(echo $shape | tr -dc 0-9a-z | head -c 60)
  python3 -m pkf build $shape --out "$dir" > /dev/null 2>&1 && timeout 60 python3 -m pkf run "$dir" 2>&1 | tee -a "$OUT/shapes.log" \
    || echo "$shape: $(python3 -m pkf build $shape --out $dir-again 2>&1 | tail -1)" | tee -a "$OUT/shapes.log"
done
dir=/tmp/pkf-cublas-memcheck
python3 -m pkf build --schedule cublas --n 3 --h 17 --w 29 --c 192 --k 80 --m 4 --bias --activation lrelu --out $dir > /dev/null \
  && timeout 200 compute-sanitizer --tool memcheck $dir/pkf_main --reps 0 --warmup 0 2>&1 | tail -3 | tee "$OUT/memcheck.log"
echo "shapes and memcheck: $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
timeout 330 python3 -m pkf sweep experiments/sweeps/networks.toml --out "$OUT/networks" --builds /tmp/pkf-networks --jobs 16 \
  2>&1 | grep -v "^|" | tee "$OUT/networks.log"
echo "networks sweep: exit ${PIPESTATUS[0]}, $((SECONDS - started)) s" | tee -a "$OUT/device.txt"
tar czf "$OUT/networks.tgz" -C "$OUT" networks
