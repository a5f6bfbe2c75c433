/* C host code that names the device function on a path the program takes
   only when asked to: with an argument. */
void transpose_bits(unsigned *a, int n);

int main(int argc, char **argv) {
  (void)argv;
  unsigned bits[2] = {1, 2};
  if (argc > 1)
    transpose_bits(bits, 2);
  return 0;
}
