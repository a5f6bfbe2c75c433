#!/usr/bin/env bash
# Installs what scale-clang needs on Debian 12 (as root), builds it, compiles
# the bundled example and runs it, and shows the compiler rejecting the
# deliberately wrong variant.
set -euo pipefail
cd "$(dirname "$0")/.."

packages="clang-22 libclang-22-dev llvm-22-dev llvm-22-tools lld-22 ninja-build cmake python3 libgrpc++1.51 libgrpc29 libprotobuf32 libabsl20220623 clang-format-22 dpkg-dev ccache make libomp-22-dev"
missing=""
for p in $packages; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y $missing
fi

start=$(date +%s)
CC=clang-22 CXX=clang++-22 cmake -G Ninja -B build -DCMAKE_BUILD_TYPE=Release
ninja -C build
# A CMake new enough for Clang CUDA with CUDA 13 (examples/cmake, its test).
bash scripts/setup-cmake.sh
echo "scale-clang built in $(( $(date +%s) - start )) s"

build/bin/scale-clang++ --version | head -n 1
bash scripts/run-example.sh
