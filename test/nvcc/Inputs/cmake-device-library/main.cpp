#include <cstdio>

int launch_answer();

int main() {
  std::printf("answer %d\n", launch_answer());
  return 0;
}
