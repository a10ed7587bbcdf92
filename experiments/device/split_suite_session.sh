#!/usr/bin/env bash
# One device call after the rows plan took split forms by the fitted rounds: this tree's rows GPU tests (float64
# check), racecheck and synccheck on two kernels the plan makes split (fp16 n64 at resnet-128@28 N=8, fp32 n128 at
# vgg-512@28 N=32), then the networks suite and rows-fp32 (the automatic choice with fp32 sums) against cuDNN's
# fastest. Logs under $OUT.
#   bash experiments/device/split_suite_session.sh        (repository root, GPU machine)
exec bash experiments/device/baseline_session.sh "8 28 28 128 128" "32 28 28 512 512 fp32" -- networks rows-fp32
