// Host OpenMP constructs in a CUDA program, with results that do not depend
// on the schedule or the team size: what openmp-constructs.test checks that
// libomp's interface on libgomp (libscale/openmp/KmpcOnGomp.c) does.
__global__ void touch(int *p) { p[threadIdx.x] = 1; }

#include <omp.h>
#include <cstdio>
#include <cstdint>
#include <vector>

static int threadprivateValue;
#pragma omp threadprivate(threadprivateValue)

template <typename T> static int coverage(T lower, T upper, int which) {
  std::vector<int> hits(upper - lower, 0);
  switch (which) {
  case 0:
#pragma omp parallel for schedule(static)
    for (T i = lower; i < upper; ++i) { _Pragma("omp atomic") ++hits[i - lower]; }
    break;
  case 1:
#pragma omp parallel for schedule(static, 3)
    for (T i = lower; i < upper; ++i) { _Pragma("omp atomic") ++hits[i - lower]; }
    break;
  case 2:
#pragma omp parallel for schedule(dynamic, 2)
    for (T i = lower; i < upper; ++i) { _Pragma("omp atomic") ++hits[i - lower]; }
    break;
  case 3:
#pragma omp parallel for schedule(guided)
    for (T i = lower; i < upper; ++i) { _Pragma("omp atomic") ++hits[i - lower]; }
    break;
  case 4:
#pragma omp parallel for schedule(runtime)
    for (T i = lower; i < upper; ++i) { _Pragma("omp atomic") ++hits[i - lower]; }
    break;
  case 5:
#pragma omp parallel for schedule(auto)
    for (T i = lower; i < upper; ++i) { _Pragma("omp atomic") ++hits[i - lower]; }
    break;
  case 6:
#pragma omp parallel for schedule(nonmonotonic: dynamic)
    for (T i = lower; i < upper; ++i) { _Pragma("omp atomic") ++hits[i - lower]; }
    break;
  }
  int wrong = 0;
  for (int h : hits) wrong += h != 1;
  return wrong;
}

int main() {
  int wrong = 0;
  for (int which = 0; which < 7; ++which) {
    wrong += coverage<int>(-50, 1000, which) + coverage<int>(0, 1, which) +
             coverage<unsigned>(3, 1003, which) + coverage<long>(-7, 777, which) +
             coverage<unsigned long long>(5, 2005, which) + coverage<int>(4, 4, which);
  }
  printf("coverage wrong %d\n", wrong);

  long sum = 0; double product = 1; int maximum = -1;
#pragma omp parallel for reduction(+ : sum) reduction(* : product) reduction(max : maximum)
  for (int i = 1; i <= 1000; ++i) { sum += i; if (i <= 20) product *= 2; maximum = i > maximum ? i : maximum; }
  printf("reduction %ld %.0f %d\n", sum, product, maximum);

  int last = -1;
#pragma omp parallel for lastprivate(last) schedule(dynamic, 7)
  for (int i = 0; i < 100; ++i) last = i * 2;
  printf("lastprivate %d\n", last);

  std::vector<int> order;
#pragma omp parallel for ordered schedule(dynamic)
  for (int i = 0; i < 200; ++i) {
#pragma omp ordered
    order.push_back(i);
  }
  int outOfOrder = 0;
  for (int i = 0; i < (int)order.size(); ++i) outOfOrder += order[i] != i;
  printf("ordered %zu %d\n", order.size(), outOfOrder);

  int singles = 0, masters = 0, criticals = 0, named = 0, sections[3] = {0, 0, 0}, copied = 0, teamSize = 0;
#pragma omp parallel num_threads(3)
  {
#pragma omp single
    singles++;
#pragma omp master
    masters++;
#pragma omp critical
    criticals++;
#pragma omp critical(other)
    named++;
#pragma omp sections
    {
#pragma omp section
      sections[0]++;
#pragma omp section
      sections[1]++;
#pragma omp section
      sections[2]++;
    }
    int mine = 0;
#pragma omp single copyprivate(mine)
    mine = 42;
#pragma omp atomic
    copied += mine;
#pragma omp single
    teamSize = omp_get_num_threads();
  }
  printf("team %d single %d master %d critical %d %d sections %d %d %d copyprivate %d\n", teamSize, singles, masters,
         criticals == teamSize, named == teamSize, sections[0], sections[1], sections[2], copied == 42 * teamSize);

  int serialSize = 0, serialLevel = 0;
  bool no = omp_get_max_threads() < 0;
#pragma omp parallel if (no)
  { serialSize = omp_get_num_threads(); serialLevel = omp_get_level(); }
  printf("if(false) %d level %d\n", serialSize, serialLevel);

  int nestedSum = 0;
  omp_set_max_active_levels(2);
#pragma omp parallel num_threads(2) reduction(+ : nestedSum)
  {
#pragma omp parallel num_threads(2) reduction(+ : nestedSum)
    nestedSum += 1;
  }
  printf("nested %d\n", nestedSum);

  threadprivateValue = 9;
  int copyinSum = 0;
#pragma omp parallel num_threads(4) copyin(threadprivateValue) reduction(+ : copyinSum)
  copyinSum += threadprivateValue;
  printf("copyin %d\n", copyinSum);

  int a = 0, b = 0, c = 0;
  int taskCount = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out : a) shared(a)
    a = 1;
#pragma omp task depend(in : a) depend(out : b) shared(a, b)
    b = a + 1;
#pragma omp task depend(in : b) depend(out : c) shared(b, c)
    c = b + 1;
#pragma omp taskwait
    for (int i = 0; i < 100; ++i) {
#pragma omp task shared(taskCount)
      {
#pragma omp atomic
        taskCount++;
      }
    }
#pragma omp taskwait
  }
  printf("tasks %d %d %d %d\n", a, b, c, taskCount);

  int group = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskgroup
    {
      for (int i = 0; i < 10; ++i) {
#pragma omp task shared(group)
        {
#pragma omp task shared(group)
          {
#pragma omp atomic
            group++;
          }
        }
      }
    }
    printf("taskgroup %d\n", group);
  }

  std::vector<int> loopHits(1000, 0);
  int loopLast = -1;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop grainsize(16) lastprivate(loopLast)
  for (int i = 0; i < 1000; ++i) {
#pragma omp atomic
    loopHits[i]++;
    loopLast = i;
  }
  int loopWrong = 0;
  for (int h : loopHits) loopWrong += h != 1;
  int numTasksWrong = 0;
  std::vector<int> numTaskHits(99, 0);
#pragma omp parallel
#pragma omp single
#pragma omp taskloop num_tasks(7)
  for (int i = 0; i < 99; ++i) {
#pragma omp atomic
    numTaskHits[i]++;
  }
  for (int h : numTaskHits) numTasksWrong += h != 1;
  printf("taskloop %d %d last %d\n", loopWrong, numTasksWrong, loopLast);

  int ifTask = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task if (0) shared(ifTask)
    ifTask = 5;
    ifTask += 1;
  }
  printf("task if(0) %d\n", ifTask);

  // A region that captures more variables than the outlined function's
  // prototypes written out (15) name.
  int v0 = 0, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8, v9 = 9, v10 = 10, v11 = 11,
      v12 = 12, v13 = 13, v14 = 14, v15 = 15, v16 = 16, v17 = 17, v18 = 18, v19 = 19;
  long captured = 0;
#pragma omp parallel num_threads(2) reduction(+ : captured)
  captured += v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14 + v15 + v16 + v17 +
              v18 + v19;
  printf("captures %ld\n", captured);

  // An untied task gives itself back to the runtime at each scheduling
  // point of its body, and goes on from there in its next run.
  int untied = 0;
#pragma omp parallel
#pragma omp single
  for (int t = 0; t < 50; ++t) {
#pragma omp task untied shared(untied)
    {
      for (int i = 0; i < 3; ++i) {
#pragma omp task shared(untied)
        {
#pragma omp atomic
          untied++;
        }
#pragma omp taskyield
      }
#pragma omp taskwait
#pragma omp atomic
      untied += 100;
    }
  }
  printf("untied %d\n", untied);

  // taskwait with dependences (OpenMP 5.1), and the set kinds.
  int dx = 0, dy = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out : dx) shared(dx)
    dx = 1;
#pragma omp taskwait depend(in : dx)
    dy = dx + 1;
#pragma omp task depend(inoutset : dx) shared(dx)
    dx += 1;
#pragma omp task depend(mutexinoutset : dy) shared(dy)
    dy += 1;
#pragma omp taskwait
  }
  printf("taskwait depend %d %d\n", dx, dy);

#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp error at(execution) severity(warning) message("a warning at run time")
  }

  omp_lock_t lock;
  omp_nest_lock_t nestLock;
  omp_init_lock(&lock);
  omp_init_nest_lock(&nestLock);
  int locked = 0;
#pragma omp parallel num_threads(4)
  {
    omp_set_lock(&lock);
    locked++;
    omp_unset_lock(&lock);
    omp_set_nest_lock(&nestLock);
    omp_set_nest_lock(&nestLock);
    locked++;
    omp_unset_nest_lock(&nestLock);
    omp_unset_nest_lock(&nestLock);
  }
  omp_destroy_lock(&lock);
  omp_destroy_nest_lock(&nestLock);
  printf("locks %d\n", locked);
  return 0;
}
