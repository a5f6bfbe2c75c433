#!/usr/bin/env bash
# Builds the CUDA benchmarks of a Rodinia checkout (github.com/yuhc/gpu-rodinia,
# not vendored) twice, with nvcc and with scale-nvcc, changing only the
# Makefile's compiler variable; prints one line per benchmark and compiler
# with make's exit status. docs/nvcc.md has the results.
#
#   bench/nvcc-rodinia.sh RODINIA_DIR SCALE_NVCC [NVCC] > results.txt
set -u
rodinia=$1 scale_nvcc=$2 nvcc=${3:-/usr/local/cuda/bin/nvcc}
work=$(mktemp -d)
# The Makefiles include ../../common/make.config.
ln -s "$rodinia/common" "$work/common"
# benchmark:variable that names nvcc in its Makefile
benchmarks="hotspot:CC gaussian:CC nw:CC pathfinder:CC nn:CC bfs:CC
  particlefilter:CC hotspot3D:CC backprop:NVCC kmeans:NVCC streamcluster:NVCC
  huffman:NVCC b+tree:CUD_C lavaMD:CUD_C hybridsort:CC srad:CC lud:NVCC
  cfd:NVCC dwt2d:NVCC"
for compiler in "$nvcc" "$scale_nvcc"; do
  for spec in $benchmarks; do
    name=${spec%%:*} variable=${spec#*:}
    dir=$work/$(basename "$compiler")/$name
    mkdir -p "$(dirname "$dir")" && cp -r "$rodinia/cuda/$name" "$dir"
    (cd "$dir" && timeout 600 make "$variable=$compiler" > build.log 2>&1)
    status=$?
    echo "$(basename "$compiler") $name $status $(grep -m1 -E '(error|fatal) *:' "$dir/build.log")"
  done
done
echo "logs in $work"
