// thrust::inclusive_scan_by_key with thrust::minimum on a tuple (cuda-samples
// segmentationTreeThrust): CUB's scan-by-key pairs each item with its
// segment flag, and the tuple's lexicographic compare picks an element by
// address inside another pick (a phi of a field of a phi). All of it stays
// in registers, as with nvcc; before, and upstream, the tile's 9 items and
// the scan's temporaries went to a 288-byte local frame (296 bytes of stack
// and 12 bytes of spills after ptxas, in each of the two kernels).
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=.local --implicit-check-not=%SP
// RUN: %scale_cxx --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces -Wno-unknown-cuda-version | FileCheck %s --check-prefix=UPSTREAM

#include <thrust/device_ptr.h>
#include <thrust/functional.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/scan.h>

// CHECK-COUNT-2: .entry {{.*}}DeviceScanByKeyKernel
// UPSTREAM: .entry {{.*}}DeviceScanByKeyKernel
// UPSTREAM: .local .align {{[0-9]+}} .b8 __local_depot{{[0-9]+}}[{{[0-9]+}}];
void minScan(thrust::device_ptr<unsigned> flags, int n,
             thrust::device_ptr<float> weights,
             thrust::device_ptr<unsigned> edges,
             thrust::device_ptr<float> minWeights,
             thrust::device_ptr<unsigned> minEdges) {
  thrust::inclusive_scan_by_key(
      flags, flags + n,
      thrust::make_zip_iterator(thrust::make_tuple(weights, edges)),
      thrust::make_zip_iterator(thrust::make_tuple(minWeights, minEdges)),
      thrust::greater_equal<unsigned>(),
      thrust::minimum<thrust::tuple<float, unsigned>>());
}
