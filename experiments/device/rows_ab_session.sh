#!/usr/bin/env bash
# A/B of forms of the rows kernel in one device call: alternating rounds of a sweep (each beside cuDNN's fastest, which
# is timed once and shared) on copies of this tree, each changed one way; each changed copy's GPU tests (float64 check)
# first (once a session). Logs under $OUT.
#   bash experiments/device/rows_ab_session.sh SWEEP FORM [FORM ...]
# A FORM is edits joined by `+`:
#   tree           this tree as it is
#   depth=D        D product groups left running at each wait (templates/rows.cu.j2's kDepth)
#   template=FILE  templates/rows.cu.j2 replaced by FILE
#   slots=S        a ring of S slots of U (one that fits beside the boxes); slots=most: as many as fit, up to 12 (at
#                  a tree whose ring was a divisor of 12, with a template whose ring counts its slots at run time)
#   slots=even     as many as fit, up to 12, rounded down to an even count (so that two or three threads load them)
#   ring=R         as many slots as fit, up to R (the tree: up to a chunk's 12 steps)
#   wide           fp16 sums always at n128 where K allows (reconstructor/rows.py's output_width without its n64 for
#                  few items)
#   square         strips of 16 or 8 tile columns in each image only (reconstructor/rows.py's layouts before strips
#                  that split the tile columns evenly and items across images or strips)
#   nostrips       no items across strips (reconstructor/rows.py's layouts without STRIPS)
#   forms=LIST     the output widths the plan may take, `.`-separated, s for split, g3 for three warpgroups of
#                  products (reconstructor/rows.py's FORMS): forms=128.64 the full forms of two, forms=64g3 fp16 sums
#                  at n64 with three alone
#   nostores       a diagnostic: the output's stores skipped (kept only behind a test the kernel cannot pass, so the
#                  compiler keeps the output transform); its results fail the check, only its time means anything
#   noboxes        a diagnostic: each block loads its first two boxes only, the later boxes' barriers completed with no
#                  bytes (the products read stale boxes): what the boxes' loads cost the ring's refills and the products
#   nou            a diagnostic: the same for U's ring, each slot loaded once (its first step's U)
#   twice          a diagnostic: each product group's wgmma issued twice on the same operands (results wrong): what
#                  two products a position (an operand split in two fp16 halves) would cost at the least
#   nocluster      no clusters of blocks sharing an item's input channels (reconstructor/rows.py's CLUSTER_MOST 1): each
#                  block sums all of C, persistent
#   stagger=T      product warpgroup w starts w T clock cycles late (spinning on clock64), so the warpgroups' transforms
#                  fall at different moments (the ring and boxes let them drift apart by up to a chunk)
# Logs are named by the form with = and + spelt - and _. ROUNDS=R (default 2) rounds; FLAGS: more flags of pkf sweep
# (e.g. --accum fp32); TESTS=0: no GPU tests of the copies (a session that ran the tree's tests of every form); COPIES_ONLY=1: the copies /tmp/form-FORM made, no sweep.
# e.g. experiments/sweeps/rows-epilogue.toml tree nostores slots=4
# (the producer warpgroup's A/B, experiments/results/2026-11-28-h100-rows-producer, ran this at ccb6ff6 with an edit
# producer=B, its form then a choice)
set -uo pipefail
source experiments/device/env.sh
sweep=$1; shift
started=$SECONDS
for form in "$@"; do
  copy=/tmp/form-$form log=$(echo "$form" | tr '=+' '-_')
  rm -rf $copy && mkdir $copy && cp -r . $copy/
  for edit in ${form//+/ }; do
    case $edit in
      tree) ;;
      depth=*) sed -i -E "s/^constexpr int kDepth = [0-9]+;/constexpr int kDepth = ${edit#*=};/" $copy/templates/rows.cu.j2
        grep -q "^constexpr int kDepth = ${edit#*=};" $copy/templates/rows.cu.j2 || { echo "$form: no kDepth in the copy"; exit 1; } ;;
      template=*) cp "${edit#*=}" $copy/templates/rows.cu.j2 || exit 1 ;;
      slots=most) sed -i -E "s/slots = next\(s for s in \(12, 6, 4, 3\) if s <= ring_slots\(form, sw\)\)/slots = min(12, ring_slots(form, sw))/" $copy/reconstructor/rows.py
        grep -q "slots = min(12, ring_slots(form, sw))$" $copy/reconstructor/rows.py || { echo "$form: no ring size in the copy"; exit 1; } ;;
      slots=even) sed -i -E "s/^    slots = min\(12, ring_slots\(form, sw\)\)$/    slots = min(12, ring_slots(form, sw)) \/\/ 2 * 2/" $copy/reconstructor/rows.py
        grep -q "slots = min(12, ring_slots(form, sw)) // 2 \* 2$" $copy/reconstructor/rows.py || { echo "$form: no ring size in the copy"; exit 1; } ;;
      slots=*) sed -i -E "s/slots = (next\(s for s in \(12, 6, 4, 3\) if s <= ring_slots\(form, sw\)\)|min\(12, ring_slots\(form, sw\)\))$/slots = ${edit#*=}/" $copy/reconstructor/rows.py
        grep -q "slots = ${edit#*=}$" $copy/reconstructor/rows.py || { echo "$form: no ring size in the copy"; exit 1; } ;;
      wide) sed -i -E "s/ or 2 \* \(problem.k \/\/ 128\) \* boxes <= H100_SMS else 128/ else 128/" $copy/reconstructor/rows.py
        grep -q "return 64 if widest(problem) == 64 else 128$" $copy/reconstructor/rows.py || { echo "$form: no output width in the copy"; exit 1; } ;;
      square) sed -i -E "s/^    return \[\(sw, \"\"\) for sw in widths\] \+ .*/    return [(sw, \"\") for sw in STRIP_WIDTHS]/" $copy/reconstructor/rows.py
        grep -q '^    return \[(sw, "") for sw in STRIP_WIDTHS\]$' $copy/reconstructor/rows.py || { echo "$form: no layouts in the copy"; exit 1; } ;;
      nostrips) sed -i -E "s/^(    return \[\(sw, \"\"\) for sw in widths\] \+ images) \+ \[\(sw, STRIPS\) for sw in widths\]$/\1/" $copy/reconstructor/rows.py
        grep -q '^    return \[(sw, "") for sw in widths\] + images$' $copy/reconstructor/rows.py || { echo "$form: no layouts in the copy"; exit 1; } ;;
      forms=*) sed -i -E "s/^FORMS = tuple\(ROUND_US\)$/FORMS = tuple(f for f in ROUND_US if f\"{f[1]}{'s' if f[2] else ''}{'' if f[3] == 2 else f'g{f[3]}'}\" in \"${edit#*=}\".split(\".\"))/" $copy/reconstructor/rows.py
        grep -q "^FORMS = tuple(f for f in ROUND_US if" $copy/reconstructor/rows.py || { echo "$form: no FORMS in the copy"; exit 1; } ;;
      nostores) sed -i -E "s/^( *)pkf_wg::store_pixel\(/\1if (epilogue == reinterpret_cast<const float*>(1)) pkf_wg::store_pixel(/" $copy/templates/rows.cu.j2
        grep -q "reinterpret_cast<const float\*>(1)) pkf_wg::store_pixel(" $copy/templates/rows.cu.j2 || { echo "$form: no store in the copy"; exit 1; } ;;
      ring=*) sed -i -E "s/^    slots = min\(12, ring_slots\(form, sw\)\)$/    slots = min(${edit#*=}, ring_slots(form, sw))/" $copy/reconstructor/rows.py
        grep -q "slots = min(${edit#*=}, ring_slots(form, sw))$" $copy/reconstructor/rows.py || { echo "$form: no ring size in the copy"; exit 1; } ;;
      noboxes) sed -i -E "s/(expect_load\(pkf_wg::smem_u32\(bars \+ \(g & 1\)\)), kBoxBytes\);/\1, g < 2 ? kBoxBytes : 0u);/; s/^( *)(pkf_tma::load_tile_4d\(pkf_wg::smem_u32\(smem \+ \(g & 1\))/\1if (g < 2) \2/" $copy/templates/rows.cu.j2
        grep -q "if (g < 2) pkf_tma::load_tile_4d" $copy/templates/rows.cu.j2 && grep -q "g < 2 ? kBoxBytes : 0u" $copy/templates/rows.cu.j2 || { echo "$form: no box load in the copy"; exit 1; } ;;
      nou) sed -i -E "s/(expect_load\(pkf_wg::smem_u32\(bars \+ 2 \+ s % Slots\)), kSlotBytes\);/\1, s < Slots ? kSlotBytes : 0u);/; s/^( *)(pkf_wg::bulk_copy\(pkf_wg::smem_u32\(slots \+ s % Slots)/\1if (s < Slots) \2/" $copy/templates/rows.cu.j2
        grep -q "if (s < Slots) pkf_wg::bulk_copy" $copy/templates/rows.cu.j2 && grep -q "s < Slots ? kSlotBytes : 0u" $copy/templates/rows.cu.j2 || { echo "$form: no ring load in the copy"; exit 1; } ;;
      nocluster) sed -i -E "s/^CLUSTER_MOST = [0-9]+$/CLUSTER_MOST = 1/" $copy/reconstructor/rows.py
        grep -q "^CLUSTER_MOST = 1$" $copy/reconstructor/rows.py || { echo "$form: no CLUSTER_MOST in the copy"; exit 1; } ;;
      stagger=*) sed -i -E "s/^  more_registers<kProductRegisters>\(\);$/  more_registers<kProductRegisters>();\n  { const long long t0 = clock64(); while (clock64() - t0 < ${edit#*=}ll * wg) {} }/" $copy/templates/rows.cu.j2
        grep -q "while (clock64() - t0 < ${edit#*=}ll \* wg)" $copy/templates/rows.cu.j2 || { echo "$form: no products' start in the copy"; exit 1; } ;;
      twice) sed -i -E "s/^( *)desc \+ \(\(\(first_of \+ step \* p\) \* kN \* 32\) >> 4\)\);$/\1desc + (((first_of + step * p) * kN * 32) >> 4)), pkf_wg::mma<1, F32>(acc[p], vb[ky][p][0], vb[ky + 1][p][0], vb[ky][p][1], vb[ky + 1][p][1], desc + (((first_of + step * p) * kN * 32) >> 4));/" $copy/templates/rows.cu.j2
        grep -q "4)), pkf_wg::mma<1, F32>(acc\[p\]" $copy/templates/rows.cu.j2 || { echo "$form: no products in the copy"; exit 1; } ;;
      *) echo "unknown edit $edit (tree, depth=D, template=FILE, slots=S, ring=R, wide, square, nostrips, forms=LIST, nostores, noboxes, nou, twice, nocluster, stagger=T)"; exit 2 ;;
    esac
  done
  if [ "${TESTS:-1}" != 0 ] && [ "$form" != tree ] && [ ! -e "$OUT/tests-$log.log" ]; then
    (cd $copy && PYTHONPATH=. PKF_PROTOTYPES=$copy/experiments/prototypes timeout 220 python3 -m pytest -q tests/test_rows.py -m gpu \
      -p no:cacheprovider 2>&1 | tail -2 > "$OUT/tests-$log.log"); echo "$form tests: $(tail -1 "$OUT/tests-$log.log")"
  fi
done
echo "checks: $((SECONDS - started)) s"
[ "${COPIES_ONLY:-0}" = 1 ] && exit 0  # the edited copies alone, for another script to run (rows_grid_session.sh)
for round in $(seq 1 ${ROUNDS:-2}); do
  for form in "$@"; do
    copy=/tmp/form-$form log=$(echo "$form" | tr '=+' '-_')
    (cd $copy && PYTHONPATH=. PKF_PROTOTYPES=$copy/experiments/prototypes timeout 200 python3 -m pkf sweep $sweep ${FLAGS:-} \
      --out /tmp/ab-$form-$round --builds /tmp/ab-builds-$form --jobs 16 2>&1 | grep "^\[" | sed -E 's/: pkf-full-16-rows / /; s/ = / /' | cut -c1-160 > "$OUT/$log-$round.log")
    echo "$form round $round: $((SECONDS - started)) s"; cat "$OUT/$log-$round.log"
  done
done
