// The qualifier keywords do not expand inside system headers, where the same
// reserved names are ordinary identifiers; they work again in user code and
// in libscale's own headers.
// RUN: %scale_cxx -std=c++17 -fsyntax-only -fscale-addrspaces -isystem %inputs/system -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -x cuda %hermetic_cuda --cuda-gpu-arch=sm_90 -isystem %inputs/system -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -fscale-addrspaces -D_GLIBCXX_DEBUG -Xclang -verify -DLIBSTDCXX_DEBUG %s
// Fallback header first, then glibc (g++ rejects the member the empty
// __shared macro would leave nameless): the header reads glibc first.
// RUN: %if gxx %{ g++ -std=c++17 -fsyntax-only -I%libscale_inc -DFALLBACK_FIRST %s %}
// expected-no-diagnostics

#ifdef FALLBACK_FIRST
#include <spec/cuda/Addrspace.hpp>
#include <pthread.h>
#include <string>
#elif defined(LIBSTDCXX_DEBUG)
#include <vector>
#include <string>
std::vector<int> v{1, 2, 3};
#else
#include <reserved_names.h>
#include <type_traits>

// Every member is there, in order, and the initializer fills them in order.
static_assert(sizeof(reserved_names) == 5 * sizeof(int), "");
constexpr reserved_names r = RESERVED_INITIALIZER;
static_assert(reserved_shared(r) == 2 && reserved_flat(r) == 5, "");
static_assert(reserved_constant(1) == 2, "");

// Back in user code the keywords are qualifiers again.
static_assert(!std::is_same_v<__shared int, int>);
static_assert(!std::is_same_v<__device int, int>);
#include <spec/cuda/Addrspace.hpp>
static_assert(sp::get_addrspace_v<__constant int> == sp::AddressSpace::CONSTANT);
#endif
