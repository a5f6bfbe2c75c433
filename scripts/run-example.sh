#!/usr/bin/env bash
# Compiles and runs the bundled example, then shows scale-clang rejecting the
# wrong variant (a host buffer passed to a `__device float *` parameter).
set -euo pipefail
cd "$(dirname "$0")/.."
example=examples/spec-example
out=build/examples
mkdir -p "$out"
cuda=/usr/local/cuda
if [ ! -e "$cuda/include/cuda_runtime.h" ]; then
  echo "no CUDA toolkit at $cuda: skipping the example programs"
  exit 0
fi
build/bin/scale-clang++ -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 \
  "$example/main.cu" -o "$out/spec-example" -L"$cuda/lib64" -lcudart
echo "== running $out/spec-example"
"$out/spec-example"
echo "== compiling $example/wrong.cu (must be rejected)"
if build/bin/scale-clang++ -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 \
     -fsyntax-only "$example/wrong.cu"; then
  echo "error: the wrong variant compiled" >&2
  exit 1
fi
echo "== rejected, as it should be"
