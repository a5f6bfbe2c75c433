int __device = 1; // not a qualifier in C++: upstream behaviour
