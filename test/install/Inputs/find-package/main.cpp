// Host C++ (the extension is off): libscale's headers still compile, with the
// qualifiers as empty fallbacks.
#include <spec/cuda/Addrspace.hpp>

#include <cstdio>

int main() {
  std::printf("generic is %d\n", static_cast<int>(sp::AddressSpace::GENERIC));
}
