struct Base {
  virtual void marked();
  virtual void unmarked();
  virtual ~Base();
};
struct Derived : Base {
  void marked() override;
  void unmarked();
};
__global__ void kernel(int *p) { *p = 1; }
int main() {
  Derived d;
  (void)d;
}
