// A block-wide sum through a shared-memory tile, written with the
// space-aware Tile of Tile.hpp. Compile for PTX to see `ld.shared` and
// `st.shared` on the shared paths, also inside the __noinline__ copyInto:
//   build/bin/scale-clang++ --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S main.cu -o -
#include "Tile.hpp"

constexpr int TileSize = 32;

__global__ void tileSums(__device float *out, const __device float *in) {
  __shared__ Tile<float, TileSize> tile;
  if (threadIdx.x == 0) {
    copyInto(tile, in + blockIdx.x * TileSize, TileSize);
    out[2 * blockIdx.x] = tile.sum();
    out[2 * blockIdx.x + 1] = tile.load(0);
  }
}
