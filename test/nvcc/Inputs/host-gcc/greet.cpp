int greet() { return 42; }
