int greet();
int main() { return greet() == 42 ? 0 : 1; }
