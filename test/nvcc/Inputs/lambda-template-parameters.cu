// A lambda with explicit template parameters in C++17 (faiss's
// Panorama.h): nvcc warns (#3288-D), as Clang does (-Wc++20-extensions).
template <class F> void call(F f) { f.template operator()<true>(); }
inline void use() {
  call([&]<bool B>() { (void)B; });
}
__global__ void kernel() {}
int main() { use(); }
