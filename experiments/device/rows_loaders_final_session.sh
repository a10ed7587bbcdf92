#!/usr/bin/env bash
# One device call on the kept ring loaders (three threads whatever the slots): the rows GPU tests (float64 check),
# racecheck and synccheck (fp32 sums at n64 across images, a ring of 12; fp16 sums at n128, a ring of 7; bias and
# ReLU), then fp32 sums at n128 split alone on rows-ab-fp32 (forms=128s, one round) to refit its ROUND_US as n64
# full's was (rows_loaders_kept_session.sh three). Logs under $OUT (tarred).
#   bash experiments/device/rows_loaders_final_session.sh        (repository root, GPU machine)
DIR=final FORMS=128s SHAPES="8 56 56 256 256 fp32;8 112 112 128 128" exec bash experiments/device/rows_spread_checks_session.sh
