// g++ takes both quietly by default; AMGX's headers have both.
#include <cstdio>
struct Timer {
  // A throw in a destructor (non-throwing by default): g++'s -Wterminate,
  // which AMGX silences with -Xcompiler -Wno-terminate.
  ~Timer() {
    if (std::printf("stop\n") < 0)
      throw 1;
  }
};
// A variable-length array whose bound is a parameter (AMGX's
// stacktrace.h): a GNU extension g++ warns of only under -Wvla or -pedantic.
static inline int frames(unsigned int maxFrames = 63) {
  void *addresses[maxFrames + 1];
  addresses[0] = nullptr;
  return addresses[0] == nullptr;
}
__global__ void kernel() {}
int main() {
  Timer t;
  return frames();
}
