set -uo pipefail
export PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes
P=/tmp/pkf-index; rm -rf $P; mkdir -p $P
python3 -m pkf build --fusion full --accum fp16 --resident-filter --tbm 16 --tma --h 960 --w 960 --out $P/variant > /dev/null &
python3 experiments/resident_filter/probe.py --schedule box --sizes 960 --out $P --compile-only > /dev/null &
wait
for b in variant rf-box-960; do
  timeout 200 ncu --kernel-name regex:'rf_box|pkf_full' --launch-count 1 --section SourceCounters --section InstructionStats -o $P/$b $P/$b/pkf_main --reps 0 --warmup 0 > /dev/null 2>&1
  ncu --import $P/$b.ncu-rep --page source --csv --print-source sass > $OUT/$b-sass.csv 2>&1
  ncu --import $P/$b.ncu-rep --page source --csv --print-source cuda > $OUT/$b-cuda.csv 2>&1
  ncu --import $P/$b.ncu-rep --page details --section InstructionStats > $OUT/$b-istats.txt 2>&1
  ls -la $OUT; head -c 600 $OUT/$b-sass.csv
done
