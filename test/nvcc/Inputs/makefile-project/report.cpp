#include <cstdio>
void report(const char *what, float value) { std::printf("%s %g\n", what, value); }
