// A default argument written on the out-of-line definition of a member of a
// class template, a partial specialization or a class nested in one
// (SlabHash's cmap_implementation.cuh: `double GpuSlabHash<KeyT, ValueT,
// SlabHashTypeT::ConcurrentMap>::computeLoadFactor(int flag = 0)`) is
// ill-formed, an error in Clang and g++. nvcc accepts it and gives g++ the
// definition without it. Under __NVCC__ it is dropped with a warning
// (-Wscale-nvcc-default-argument), so a call that would need it is an error
// as with nvcc; scale-clang++ (no __NVCC__) keeps Clang's error.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -DUSE_DEFAULT -Xclang -verify=nvcc,use %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Wno-scale-nvcc-default-argument -Xclang -verify=quiet %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=clang %s
// quiet-no-diagnostics

enum class Kind { Map, Set };
template <class K, class V, Kind T> struct Table;

template <class K, class V> struct Table<K, V, Kind::Map> {
  double loadFactor(int flag); // use-note {{'loadFactor' declared here}}
  struct Bucket {
    int count(int from);
  };
};

template <class K, class V>
double Table<K, V, Kind::Map>::loadFactor(int flag = 0) { // nvcc-warning {{default argument on the out-of-line definition of 'loadFactor', a member of 'Table<K, V, Kind::Map>', is ignored for nvcc compatibility}} clang-error {{default arguments cannot be added to an out-of-line definition of a member of a class template partial specialization}}
  return flag;
}

template <class K, class V>
int Table<K, V, Kind::Map>::Bucket::count(int from = 1) { // nvcc-warning {{default argument on the out-of-line definition of 'count', a member of 'Bucket', is ignored for nvcc compatibility}} clang-error {{default arguments cannot be added to an out-of-line definition of a member of a nested class in a template}}
  return from;
}

template <class T> struct Holder {
  __host__ __device__ T get(T fallback);
};
template <class T>
__host__ __device__ T Holder<T>::get(T fallback = T()) { // nvcc-warning {{default argument on the out-of-line definition of 'get', a member of 'Holder', is ignored for nvcc compatibility}} clang-error {{default arguments cannot be added to an out-of-line definition of a member of a class template}}
  return fallback;
}

// Members of other classes and free functions keep C++'s rules.
struct Plain {
  int f(int a);
};
int Plain::f(int a = 2) { return a; }

double use() {
  Table<int, int, Kind::Map> t;
  Holder<int> h;
#ifdef USE_DEFAULT
  return t.loadFactor(); // use-error {{too few arguments to function call, single argument 'flag' was not specified}}
#endif
  return t.loadFactor(1) + h.get(2) + Plain().f();
}
