#!/usr/bin/env bash
# The networks suite and pkf.torch on the GPU machine (no TVM: every prototype is saved in experiments/prototypes).
# In order of what matters most, each step under a time limit so that one slow step cannot take the session's:
#   1. the GPU tests (every schedule, edge tiles, bias and activation, pkf.torch's agreement, opcheck, CUDA graphs);
#   2. the suite's automatic choices against cuDNN's fastest, in one sweep (the suite's table and plot);
#   2b. the wgmma kernel with U streamed (C or K > 64) on the suite's wider layers, against cuDNN's fastest, and its
#       forms (experiments/streamed_forms.py: how a pair's output chunks are split over blocks, the L2 prefetch);
#   3. the two models of examples/compare_models.py against cuDNN and torch.compile (the models' table);
#   4. the bias and activation inside the wgmma kernel beside the plain kernel, its K = 32 form, its fp32 sums, and
#      channel counts that are not multiples of 64 (ESRGAN's dense blocks, DenseNet's 128 -> 32);
#   5. edge tiles and random shapes, checked and under racecheck and synccheck;
#   6. the suite tuned (the tuning cache pkf.torch reads);
#   7. the two models again, tuned, with kernels that sum in fp32 as cuDNN does (their error against cuDNN's).
# Logs and results under $OUT; steps.log says how each step ended. The limits add up to more than one device session:
# name the steps to run (default: all, in this order).
#   bash experiments/networks_check.sh [gpu-tests networks streamed streamed-forms models epilogue k32 fp32-sums channels edge tune models-fp32]   (from the repository root)
set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes PKF_TUNE_CACHE="$OUT/tuning.json" PKF_KERNEL_CACHE="$OUT/kernels"
B=/tmp/pkf-networks-builds

STEPS=" ${*:-gpu-tests networks streamed streamed-forms models epilogue k32 fp32-sums channels edge tune models-fp32} "

step() {  # step NAME SECONDS COMMAND...: the command's output in $OUT/NAME.log, its end in $OUT/steps.log
  local name=$1 limit=$2 started=$SECONDS
  shift 2
  [[ $STEPS == *" $name "* ]] || return 0
  timeout "$limit" "$@" > "$OUT/$name.log" 2>&1
  local status=$?
  echo "$name: exit $status after $((SECONDS - started)) s$([ $status = 124 ] && echo " (stopped at its limit, $limit s)")" \
    | tee -a "$OUT/steps.log"
  tail -40 "$OUT/$name.log" | grep -v "^wrote"
}

step gpu-tests 420 python3 -m pytest -q -m gpu tests/ -p no:cacheprovider
step networks 600 python3 -m pkf sweep experiments/sweeps/networks.toml --out "$OUT/networks" --builds "$B" --jobs 16 --reps 100
step streamed 300 python3 -m pkf sweep experiments/sweeps/wgmma-streamed.toml --out "$OUT/wgmma-streamed" --builds "$B-streamed" --jobs 16 --reps 100
step streamed-forms 420 bash -c "python3 experiments/streamed_forms.py $OUT/streamed-forms > /dev/null && bash experiments/resident_filter/time_forms.sh $OUT/streamed-forms $OUT/streamed-forms/timings.log"
step models 480 python3 examples/compare_models.py --out "$OUT/models.json"
step epilogue 240 python3 -m pkf sweep experiments/sweeps/epilogue.toml --out "$OUT/epilogue" --builds "$B-epilogue" --jobs 16 --reps 200
step k32 150 python3 -m pkf sweep experiments/sweeps/wgmma-k32.toml --out "$OUT/wgmma-k32" --builds "$B-k32" --jobs 16 --reps 200
step fp32-sums 240 python3 -m pkf sweep experiments/sweeps/wgmma-fp32.toml --out "$OUT/wgmma-fp32" --builds "$B-fp32" --jobs 16 --reps 100
step channels 240 python3 -m pkf sweep experiments/sweeps/wgmma-channels.toml --out "$OUT/wgmma-channels" --builds "$B-channels" --jobs 16 --reps 100
step edge 420 python3 experiments/edge_check.py --out /tmp/pkf-edge
step tune 600 python3 -m pkf tune experiments/sweeps/networks.toml --top 3 --reps 100 --jobs 16
step models-fp32 900 python3 examples/compare_models.py --tune --sums fp32 --out "$OUT/models-fp32.json"
tar czf "$OUT/networks.tgz" -C "$OUT" networks wgmma-streamed streamed-forms/timings.log epilogue wgmma-k32 wgmma-fp32 wgmma-channels 2>/dev/null
