// The resource directory and libscale's headers are found without flags.
// RUN: %scale_cxx -print-resource-dir | FileCheck %s --check-prefix=RES -DRES=%resource_dir
// RES: {{^}}[[RES]]{{$}}
// RUN: %scale_cxx -fsyntax-only %s
// RUN: %scale_cxx -fsyntax-only -x cuda %hermetic_cuda --cuda-gpu-arch=sm_90 %s
#include <spec/cuda/Addrspace.hpp>
#include <stddef.h>
#include <stdarg.h>
static_assert(sizeof(sp::AddressSpace) == sizeof(int), "");
