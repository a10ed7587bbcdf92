#!/usr/bin/env bash
# One device call: how a rows kernel's rate per block depends on how many blocks run at once. The launcher's SM count
# is taken from PKF_ROWS_SMS (an edit of a copy of the tree), so the same work runs on grids of 8 to 132 blocks; each
# problem's kernel as the tree makes it, with U's ring loaded once (nou: results wrong, the L2's U traffic gone) and with
# only each block's first two input boxes loaded (noboxes: the same for the input). fp32 sums at unet-128@256 N=8
# (4096 items, many rounds at every grid) and vgg-512@28 N=8. Logs under $OUT (tarred).
#   bash experiments/device/rows_grid_session.sh        (repository root, GPU machine)
set -uo pipefail
source experiments/device/env.sh > /dev/null
started=$SECONDS
mkdir -p $OUT/grid
# the copies /tmp/form-FORM, each edited by rows_ab_session.sh's edit of that name
COPIES_ONLY=1 TESTS=0 bash experiments/device/rows_ab_session.sh none tree nou noboxes > /dev/null || exit 1
for form in tree nou noboxes; do
  copy=/tmp/form-$form
  sed -i -E 's/^    return persistent_grid\(sms\);$/    const char* cap = std::getenv("PKF_ROWS_SMS");\n    return persistent_grid(cap ? std::atoi(cap) : sms);/' $copy/templates/rows.cu.j2
  grep -q 'PKF_ROWS_SMS' $copy/templates/rows.cu.j2 || { echo "no grid in the copy"; exit 1; }
  for case in "unet 8 256 128" "vgg512 8 28 512"; do
    read name n h c <<< "$case"
    (cd $copy && PKF_PROTOTYPES=$copy/experiments/prototypes python3 -m pkf build --schedule rows --n $n --h $h --w $h --c $c --k $c \
      --accum fp32 --out /tmp/grid-b-$form-$name > /tmp/grid-b-$form-$name.log 2>&1) &
  done
done
wait
echo "built: $((SECONDS - started)) s"
for case in unet vgg512; do
  for form in tree nou noboxes; do
    for sms in 8 16 32 64 96 128 132; do
      t=$(PKF_ROWS_SMS=$sms timeout 60 python3 -m pkf run /tmp/grid-b-$form-$case --reps 100 2>&1 | grep -oE "[0-9.]+ us \(p10" | cut -d' ' -f1)
      echo "$case $form sms=$sms ${t:-failed}" | tee -a $OUT/grid/grid.log
    done
  done
done
tar czf $OUT/grid.tgz -C $OUT grid && rm -rf $OUT/grid
echo "all: $((SECONDS - started)) s"
