// On a GPU: the kernels of Inputs/addrspace-passes-kernels.cu (one of each
// kind the address-space passes handle: clones per space, a returned
// pointer, recursion, a by-value struct passed on, a call through a
// pointer) give bit-identical results with the passes on and off, at -O3.
// gpu-addrspace-passes-compile.test builds the same programs everywhere.
//
// REQUIRES: gpu, cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -std=c++17 -O3 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path \
// RUN:   %S/Inputs/addrspace-passes-main.cu -o %t/on -L%cuda_path/lib64 -lcudart -Wl,-rpath,%cuda_path/lib64
// RUN: %scale_cxx -std=c++17 -O3 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path \
// RUN:   -fno-scale-addrspace-opt %S/Inputs/addrspace-passes-main.cu -o %t/off -L%cuda_path/lib64 -lcudart -Wl,-rpath,%cuda_path/lib64
// RUN: %t/on > %t/on.txt
// RUN: %t/off > %t/off.txt
// RUN: diff %t/on.txt %t/off.txt
// RUN: FileCheck %s < %t/on.txt
// CHECK: mixedSpaces[0]
// CHECK: done
