// cooperative_groups::cluster_group, which cooperative_groups offers to
// nvcc and not to Clang unless told that the cluster intrinsics exist:
// scale-clang++ says so (Clang defines them), and the kernel gets nvcc's
// barrier.cluster instructions; ptxas accepts them.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -std=c++17 -O2 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 -std=c++17 -O2 -c %s -o %t/k.o
// RUN: not %scale_cxx --cuda-gpu-arch=sm_90 --cuda-device-only -std=c++17 -fsyntax-only -fno-scale-nvcc-compat -I%cuda_path/include/cccl %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: no type named 'cluster_group' in namespace 'cooperative_groups'

#include <cooperative_groups.h>

namespace cg = cooperative_groups;

// CHECK-LABEL: .entry rank(
// CHECK: barrier.cluster.arrive
// CHECK: barrier.cluster.wait
// CHECK: %cluster_ctarank
extern "C" __global__ void __cluster_dims__(2, 1, 1) rank(unsigned *p) {
  cg::cluster_group cluster = cg::this_cluster();
  cluster.sync();
  p[0] = cluster.block_rank();
}
