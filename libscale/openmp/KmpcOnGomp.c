/*===- KmpcOnGomp.c - libomp's compiler interface on GCC's libgomp --------===*
 *
 * Clang generates host OpenMP code only for libomp's interface (__kmpc_*
 * calls); nvcc's programs get GCC's libgomp through g++ (GOMP_* calls). An
 * object of ours that calls __kmpc_* cannot link where g++ links the
 * program (`g++ -fopenmp`, CMake's link of a target that mixes C++ and
 * CUDA sources), and two runtimes in one process would not share their
 * teams, locks or omp_get_thread_num().
 *
 * scale-nvcc compiles host OpenMP code against this file: the driver links
 * its bitcode into each host module (-mlink-builtin-bitcode, so only the
 * functions the module calls come in, internal to the object), and the
 * program runs on libgomp alone, as nvcc's does ("Host OpenMP" in
 * docs/nvcc.md).
 *
 * Each function does what libomp's does, by libgomp's documented ABI:
 *
 *   libomp entry                          | libgomp
 *   --------------------------------------+------------------------------------
 *   fork_call (+ push_num_threads,        | GOMP_parallel, the outlined region
 *     push_proc_bind)                     |   called with its captures
 *   serialized_parallel (if(false))       | GOMP_parallel_start/end, 1 thread
 *   for_static_init_{4,4u,8,8u}           | computed here (team size, thread)
 *   dispatch_init/next/fini/deinit        | GOMP_loop_ull_{,ordered_}*_start/
 *                                         |   next over the iteration numbers
 *   barrier, cancel_barrier               | GOMP_barrier(_cancel)
 *   critical(_with_hint), reduce(_nowait) | GOMP_critical_name_start/end on
 *     (critical method: each thread       |   the compiler's lock variable
 *     combines under the lock)            |
 *   single, copyprivate                   | GOMP_single_start, single_copy_*
 *   master, masked                        | the thread number
 *   ordered                               | GOMP_ordered_start/end
 *   omp_task_alloc, omp_task(_with_deps), | GOMP_task (dependences in libgomp's
 *     task_begin/complete_if0, wait_deps  |   array form), GOMP_taskwait_depend
 *   taskwait (with depend: _deps_51),     | GOMP_taskwait(_depend), GOMP_task
 *     taskyield, taskgroup                | GOMP_taskyield,
 *                                         |   _taskgroup_start/end
 *   taskloop                              | one GOMP_task per chunk
 *   flush                                 | a full fence
 *   alloc, aligned_alloc, free            | omp_alloc, omp_aligned_alloc,
 *                                         |   omp_free
 *   scope / end_scope                     | nothing (markers)
 *   error (the directive, at execution)   | GOMP_warning, GOMP_error
 *
 * Not provided (a link error names the __kmpc_ function): host teams,
 * task reductions, detachable tasks, cancellation other than barriers, and
 * offloading.
 *
 *===----------------------------------------------------------------------===*/

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ident ident_t; /* source location; unused */
typedef int32_t kmp_int32;
typedef uint32_t kmp_uint32;
typedef int64_t kmp_int64;
typedef uint64_t kmp_uint64;
typedef int32_t kmp_critical_name[8];
typedef void (*kmpc_micro)(kmp_int32 *gtid, kmp_int32 *btid, ...);
typedef kmp_int32 (*kmp_routine_entry_t)(kmp_int32 gtid, void *task);

/* libgomp's ABI (GCC 12's libgomp.map, GOMP_1.0 to GOMP_5.0). */
extern void GOMP_parallel(void (*fn)(void *), void *data, unsigned num_threads,
                          unsigned flags);
extern void GOMP_parallel_start(void (*fn)(void *), void *data,
                                unsigned num_threads);
extern void GOMP_parallel_end(void);
extern void GOMP_barrier(void);
extern bool GOMP_barrier_cancel(void);
extern void GOMP_critical_name_start(void **lock);
extern void GOMP_critical_name_end(void **lock);
extern bool GOMP_single_start(void);
extern void *GOMP_single_copy_start(void);
extern void GOMP_single_copy_end(void *data);
extern void GOMP_ordered_start(void);
extern void GOMP_ordered_end(void);
typedef unsigned long long gomp_ull;
#define GOMP_LOOP(KIND)                                                        \
  extern bool GOMP_loop_ull_##KIND##_start(                                    \
      bool up, gomp_ull start, gomp_ull end, gomp_ull incr, gomp_ull chunk,    \
      gomp_ull *istart, gomp_ull *iend);                                       \
  extern bool GOMP_loop_ull_##KIND##_next(gomp_ull *istart, gomp_ull *iend);
GOMP_LOOP(static)
GOMP_LOOP(dynamic)
GOMP_LOOP(guided)
GOMP_LOOP(ordered_static)
GOMP_LOOP(ordered_dynamic)
GOMP_LOOP(ordered_guided)
#undef GOMP_LOOP
extern bool GOMP_loop_ull_runtime_start(bool up, gomp_ull start, gomp_ull end,
                                        gomp_ull incr, gomp_ull *istart,
                                        gomp_ull *iend);
extern bool GOMP_loop_ull_runtime_next(gomp_ull *istart, gomp_ull *iend);
extern bool GOMP_loop_ull_ordered_runtime_start(bool up, gomp_ull start,
                                                gomp_ull end, gomp_ull incr,
                                                gomp_ull *istart,
                                                gomp_ull *iend);
extern bool GOMP_loop_ull_ordered_runtime_next(gomp_ull *istart,
                                               gomp_ull *iend);
extern void GOMP_loop_end_nowait(void);
extern void GOMP_task(void (*fn)(void *), void *data,
                      void (*cpyfn)(void *, void *), long arg_size,
                      long arg_align, bool if_clause, unsigned flags,
                      void **depend, int priority, void *detach);
extern void GOMP_taskwait(void);
extern void GOMP_taskwait_depend(void **depend);
extern void GOMP_taskyield(void);
extern void GOMP_taskgroup_start(void);
extern void GOMP_taskgroup_end(void);
extern void GOMP_warning(const char *message, size_t length);
extern void GOMP_error(const char *message, size_t length);
extern int omp_get_thread_num(void);
extern int omp_get_num_threads(void);
typedef uintptr_t omp_allocator_handle_t;
extern void *omp_alloc(size_t size, omp_allocator_handle_t allocator);
extern void *omp_aligned_alloc(size_t alignment, size_t size,
                               omp_allocator_handle_t allocator);
extern void omp_free(void *ptr, omp_allocator_handle_t allocator);

static _Noreturn void fail(const char *What) {
  fprintf(stderr, "OpenMP on libgomp (scale-nvcc): %s\n", What);
  abort();
}

/*--- Parallel regions ---------------------------------------------------*/

/* What push_num_threads and push_proc_bind give the next fork_call of this
   thread. */
static _Thread_local unsigned PendingNumThreads;
static _Thread_local unsigned PendingProcBind;

void __kmpc_push_num_threads(ident_t *Loc, kmp_int32 Gtid,
                             kmp_int32 NumThreads) {
  (void)Loc, (void)Gtid;
  PendingNumThreads = NumThreads > 0 ? (unsigned)NumThreads : 0;
}

void __kmpc_push_proc_bind(ident_t *Loc, kmp_int32 Gtid, int ProcBind) {
  (void)Loc, (void)Gtid;
  /* libomp's false, true, primary, close and spread are libgomp's 0 to 4;
     its "intel" and "default" leave the binding to the environment. */
  PendingProcBind = ProcBind >= 0 && ProcBind <= 4 ? (unsigned)ProcBind : 0;
}

kmp_int32 __kmpc_global_thread_num(ident_t *Loc) {
  (void)Loc;
  return omp_get_thread_num();
}

/* The outlined region takes two thread-number pointers and then its
   captures, each a pointer-sized argument. Up to 15 captures are called
   with their own prototype, as libomp's portable invoker does; more go
   through a 64-capture prototype, which the x86-64 calling convention
   makes safe for a callee that reads fewer (the caller pops them). */
enum { MaxExactCaptures = 15, MaxCaptures = 64 };

struct ForkedRegion {
  kmpc_micro Microtask;
  int Argc;
  void *Argv[MaxCaptures];
};

typedef void *P;
#define A(I) Argv[I]
static void invokeMicrotask(kmpc_micro Fn, kmp_int32 *G, kmp_int32 *B, int Argc,
                            void **Argv) {
  switch (Argc) {
  case 0:
    ((void (*)(kmp_int32 *, kmp_int32 *))Fn)(G, B);
    return;
  case 1:
    ((void (*)(kmp_int32 *, kmp_int32 *, P))Fn)(G, B, A(0));
    return;
  case 2:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P))Fn)(G, B, A(0), A(1));
    return;
  case 3:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P))Fn)(G, B, A(0), A(1), A(2));
    return;
  case 4:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P))Fn)(G, B, A(0), A(1), A(2),
                                                         A(3));
    return;
  case 5:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P))Fn)(G, B, A(0), A(1),
                                                            A(2), A(3), A(4));
    return;
  case 6:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P))Fn)(
        G, B, A(0), A(1), A(2), A(3), A(4), A(5));
    return;
  case 7:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P, P))Fn)(
        G, B, A(0), A(1), A(2), A(3), A(4), A(5), A(6));
    return;
  case 8:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P, P, P))Fn)(
        G, B, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7));
    return;
  case 9:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P, P, P, P))Fn)(
        G, B, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8));
    return;
  case 10:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P, P, P, P, P))Fn)(
        G, B, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9));
    return;
  case 11:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P, P, P, P, P, P))Fn)(
        G, B, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9),
        A(10));
    return;
  case 12:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P, P, P, P, P, P,
               P))Fn)(G, B, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7),
                      A(8), A(9), A(10), A(11));
    return;
  case 13:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P, P, P, P, P, P, P,
               P))Fn)(G, B, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7),
                      A(8), A(9), A(10), A(11), A(12));
    return;
  case 14:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P, P, P, P, P, P, P, P,
               P))Fn)(G, B, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7),
                      A(8), A(9), A(10), A(11), A(12), A(13));
    return;
  case 15:
    ((void (*)(kmp_int32 *, kmp_int32 *, P, P, P, P, P, P, P, P, P, P, P, P, P,
               P, P))Fn)(G, B, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7),
                         A(8), A(9), A(10), A(11), A(12), A(13), A(14));
    return;
  }
#define P8 P, P, P, P, P, P, P, P
#define A8(I)                                                                  \
  A(I), A(I + 1), A(I + 2), A(I + 3), A(I + 4), A(I + 5), A(I + 6), A(I + 7)
  ((void (*)(kmp_int32 *, kmp_int32 *, P8, P8, P8, P8, P8, P8, P8, P8))Fn)(
      G, B, A8(0), A8(8), A8(16), A8(24), A8(32), A8(40), A8(48), A8(56));
#undef A8
#undef P8
}
#undef A

static void runForkedRegion(void *Data) {
  struct ForkedRegion *Region = Data;
  kmp_int32 Gtid = omp_get_thread_num(), Btid = Gtid;
  invokeMicrotask(Region->Microtask, &Gtid, &Btid, Region->Argc, Region->Argv);
}

void __kmpc_fork_call(ident_t *Loc, kmp_int32 Argc, kmpc_micro Microtask, ...) {
  (void)Loc;
  if (Argc < 0 || Argc > MaxCaptures)
    fail("a parallel region captures more than 64 variables");
  struct ForkedRegion Region;
  Region.Microtask = Microtask;
  Region.Argc = Argc;
  va_list Args;
  va_start(Args, Microtask);
  for (int I = 0; I < Argc; ++I)
    Region.Argv[I] = va_arg(Args, void *);
  va_end(Args);
  for (int I = Argc; I < MaxCaptures; ++I)
    Region.Argv[I] = NULL;
  unsigned NumThreads = PendingNumThreads, ProcBind = PendingProcBind;
  PendingNumThreads = PendingProcBind = 0;
  GOMP_parallel(runForkedRegion, &Region, NumThreads, ProcBind);
}

static void doNothing(void *Data) { (void)Data; }

/* A region under if(false): the encountering thread runs it as a team of
   one, which libgomp's start/end pair makes. */
void __kmpc_serialized_parallel(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  PendingNumThreads = PendingProcBind = 0;
  GOMP_parallel_start(doNothing, NULL, 1);
}

void __kmpc_end_serialized_parallel(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  GOMP_parallel_end();
}

/*--- Synchronisation -----------------------------------------------------*/

void __kmpc_barrier(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  GOMP_barrier();
}

kmp_int32 __kmpc_cancel_barrier(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  return GOMP_barrier_cancel();
}

void __kmpc_flush(ident_t *Loc) {
  (void)Loc;
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

/* The compiler's lock variable (32 zero bytes) holds libgomp's mutex,
   which fits in its first pointer. */
void __kmpc_critical(ident_t *Loc, kmp_int32 Gtid, kmp_critical_name *Lock) {
  (void)Loc, (void)Gtid;
  GOMP_critical_name_start((void **)Lock);
}

void __kmpc_critical_with_hint(ident_t *Loc, kmp_int32 Gtid,
                               kmp_critical_name *Lock, uint32_t Hint) {
  (void)Hint;
  __kmpc_critical(Loc, Gtid, Lock);
}

void __kmpc_end_critical(ident_t *Loc, kmp_int32 Gtid,
                         kmp_critical_name *Lock) {
  (void)Loc, (void)Gtid;
  GOMP_critical_name_end((void **)Lock);
}

kmp_int32 __kmpc_master(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  return omp_get_thread_num() == 0;
}

void __kmpc_end_master(ident_t *Loc, kmp_int32 Gtid) { (void)Loc, (void)Gtid; }

kmp_int32 __kmpc_masked(ident_t *Loc, kmp_int32 Gtid, kmp_int32 Filter) {
  (void)Loc, (void)Gtid;
  return omp_get_thread_num() == Filter;
}

void __kmpc_end_masked(ident_t *Loc, kmp_int32 Gtid) { (void)Loc, (void)Gtid; }

kmp_int32 __kmpc_single(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  return GOMP_single_start();
}

void __kmpc_end_single(ident_t *Loc, kmp_int32 Gtid) { (void)Loc, (void)Gtid; }

/* Every thread of the team calls it; the one that ran the single region
   (DidIt) gives its variables' addresses (Data) and the others copy from
   them. libgomp's copy-single hands all threads one address, of a slot on
   the stack of the first to arrive, which stays alive until the last
   barrier. */
struct CopyprivateSlot {
  void *Data;
};

void __kmpc_copyprivate(ident_t *Loc, kmp_int32 Gtid, size_t Size, void *Data,
                        void (*Copy)(void *Destination, void *Source),
                        kmp_int32 DidIt) {
  (void)Loc, (void)Gtid, (void)Size;
  struct CopyprivateSlot Own = {NULL};
  struct CopyprivateSlot *Slot = GOMP_single_copy_start();
  if (!Slot) {
    Slot = &Own;
    GOMP_single_copy_end(Slot);
  }
  if (DidIt)
    Slot->Data = Data;
  GOMP_barrier();
  if (!DidIt)
    Copy(Data, Slot->Data);
  GOMP_barrier();
}

/* Reductions by libomp's critical method: every thread combines its
   private copy into the original under the compiler's lock. */
kmp_int32 __kmpc_reduce_nowait(ident_t *Loc, kmp_int32 Gtid, kmp_int32 NumVars,
                               size_t Size, void *Data,
                               void (*Reduce)(void *, void *),
                               kmp_critical_name *Lock) {
  (void)NumVars, (void)Size, (void)Data, (void)Reduce;
  __kmpc_critical(Loc, Gtid, Lock);
  return 1;
}

void __kmpc_end_reduce_nowait(ident_t *Loc, kmp_int32 Gtid,
                              kmp_critical_name *Lock) {
  __kmpc_end_critical(Loc, Gtid, Lock);
}

kmp_int32 __kmpc_reduce(ident_t *Loc, kmp_int32 Gtid, kmp_int32 NumVars,
                        size_t Size, void *Data, void (*Reduce)(void *, void *),
                        kmp_critical_name *Lock) {
  return __kmpc_reduce_nowait(Loc, Gtid, NumVars, Size, Data, Reduce, Lock);
}

void __kmpc_end_reduce(ident_t *Loc, kmp_int32 Gtid, kmp_critical_name *Lock) {
  __kmpc_end_critical(Loc, Gtid, Lock);
  GOMP_barrier();
}

void __kmpc_ordered(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  GOMP_ordered_start();
}

void __kmpc_end_ordered(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  GOMP_ordered_end();
}

/* The error directive at execution time: severity 1 is a warning, 2 fatal
   (libomp's kmp.h); libgomp's length of -1 reads a terminated string. */
void __kmpc_error(ident_t *Loc, int Severity, const char *Message) {
  (void)Loc;
  if (Severity == 2)
    GOMP_error(Message, (size_t)-1);
  GOMP_warning(Message, (size_t)-1);
}

void __kmpc_scope(ident_t *Loc, kmp_int32 Gtid, void *Reserved) {
  (void)Loc, (void)Gtid, (void)Reserved;
}

void __kmpc_end_scope(ident_t *Loc, kmp_int32 Gtid, void *Reserved) {
  (void)Loc, (void)Gtid, (void)Reserved;
}

/*--- Worksharing loops ---------------------------------------------------*/

/* libomp's schedule kinds (kmp.h's sched_type) and its modifier bits. */
enum {
  SchedStaticChunked = 33,
  SchedStatic = 34,
  SchedDynamicChunked = 35,
  SchedGuidedChunked = 36,
  SchedRuntime = 37,
  SchedAuto = 38,
  SchedTrapezoidal = 39,
  SchedStaticGreedy = 40,
  SchedStaticBalanced = 41,
  SchedGuidedIterative = 42,
  SchedGuidedAnalytical = 43,
  SchedStaticSteal = 44,
  SchedStaticBalancedChunked = 45,
  SchedGuidedSimd = 46,
  SchedRuntimeSimd = 47,
  OrderedOffset = 32, /* kmp_ord_static_chunked is 65, ... */
  SchedModifiers = (1 << 29) | (1 << 30),
};

static int withoutModifiers(int Schedule) { return Schedule & ~SchedModifiers; }

/* A loop's bounds as libomp gets them (inclusive, any integer type) made
   iteration numbers 0 .. Trip-1, which every computation below uses. */
struct LoopBounds {
  bool Signed;
  kmp_int64 Lower, Stride;
  kmp_uint64 Trip;
};

static struct LoopBounds boundsOf(bool Signed, kmp_int64 Lower, kmp_int64 Upper,
                                  kmp_int64 Incr) {
  struct LoopBounds B = {Signed, Lower, Incr, 0};
  if (Incr == 0)
    fail("a worksharing loop with a zero increment");
  bool Empty = Signed ? (Incr > 0 ? Lower > Upper : Lower < Upper)
                      : (Incr > 0 ? (kmp_uint64)Lower > (kmp_uint64)Upper
                                  : (kmp_uint64)Lower < (kmp_uint64)Upper);
  if (Empty)
    return B;
  kmp_uint64 Span = Incr > 0 ? (kmp_uint64)Upper - (kmp_uint64)Lower
                             : (kmp_uint64)Lower - (kmp_uint64)Upper;
  kmp_uint64 Step = Incr > 0 ? (kmp_uint64)Incr : -(kmp_uint64)Incr;
  B.Trip = Span / Step + 1;
  return B;
}

static kmp_int64 valueOf(const struct LoopBounds *B, kmp_uint64 Iteration) {
  return (kmp_int64)((kmp_uint64)B->Lower + Iteration * (kmp_uint64)B->Stride);
}

/* schedule(static[, chunk]) and sections: each thread's share computed
   from the team, as libomp does (its greedy static split without a chunk;
   round-robin chunks with one). */
static void staticInit(bool Signed, int Schedule, kmp_int32 *IsLast,
                       kmp_int64 *Lower, kmp_int64 *Upper, kmp_int64 *Stride,
                       kmp_int64 Incr, kmp_int64 Chunk) {
  struct LoopBounds B = boundsOf(Signed, *Lower, *Upper, Incr);
  kmp_uint64 Threads = (kmp_uint64)omp_get_num_threads();
  kmp_uint64 Thread = (kmp_uint64)omp_get_thread_num();
  int Kind = withoutModifiers(Schedule);
  if (B.Trip == 0) {
    *IsLast = 0;
    *Stride = Incr;
    *Lower = (kmp_int64)((kmp_uint64)*Upper + (kmp_uint64)Incr);
    return;
  }
  if (Kind == SchedStaticChunked && Chunk > 0) {
    kmp_uint64 Span = (kmp_uint64)Chunk;
    kmp_uint64 First = Thread * Span;
    *IsLast = ((B.Trip - 1) / Span) % Threads == Thread;
    *Stride = (kmp_int64)(Threads * Span * (kmp_uint64)Incr);
    *Lower = valueOf(&B, First);
    *Upper = valueOf(&B, First + Span - 1);
    return;
  }
  kmp_uint64 First, Count;
  if (B.Trip < Threads) {
    First = Thread;
    Count = Thread < B.Trip;
  } else {
    kmp_uint64 Span = (B.Trip + Threads - 1) / Threads;
    First = Thread * Span;
    Count = First >= B.Trip ? 0 : B.Trip - First < Span ? B.Trip - First : Span;
  }
  *Stride = (kmp_int64)(B.Trip * (kmp_uint64)Incr);
  if (Count == 0) {
    *IsLast = 0;
    *Lower = valueOf(&B, B.Trip);
    *Upper = valueOf(&B, B.Trip - 1);
    return;
  }
  *IsLast = First + Count == B.Trip;
  *Lower = valueOf(&B, First);
  *Upper = valueOf(&B, First + Count - 1);
}

#define STATIC_INIT(SUFFIX, T, SIGNED)                                         \
  void __kmpc_for_static_init_##SUFFIX(ident_t *Loc, kmp_int32 Gtid,           \
                                       kmp_int32 Schedule, kmp_int32 *IsLast,  \
                                       T *Lower, T *Upper, T##_stride *Stride, \
                                       T##_stride Incr, T##_stride Chunk) {    \
    (void)Loc, (void)Gtid;                                                     \
    kmp_int64 L = (kmp_int64) * Lower, U = (kmp_int64) * Upper, S;             \
    staticInit(SIGNED, Schedule, IsLast, &L, &U, &S, (kmp_int64)Incr,          \
               (kmp_int64)Chunk);                                              \
    *Lower = (T)L;                                                             \
    *Upper = (T)U;                                                             \
    *Stride = (T##_stride)S;                                                   \
  }
typedef kmp_int32 kmp_int32_stride;
typedef kmp_int32 kmp_uint32_stride;
typedef kmp_int64 kmp_int64_stride;
typedef kmp_int64 kmp_uint64_stride;
STATIC_INIT(4, kmp_int32, true)
STATIC_INIT(4u, kmp_uint32, false)
STATIC_INIT(8, kmp_int64, true)
STATIC_INIT(8u, kmp_uint64, false)
#undef STATIC_INIT

void __kmpc_for_static_fini(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
}

/* A dynamically scheduled loop of this thread: libgomp hands out ranges of
   iteration numbers [Start, End); the first comes with the start call. */
struct DispatchState {
  struct LoopBounds Bounds;
  /* libgomp's next call for the loop's schedule, chosen with its start. */
  bool (*Next)(gomp_ull *Start, gomp_ull *End);
  bool Started;  /* whether next has returned the start call's range */
  bool HasFirst; /* the start call's result */
  gomp_ull FirstStart, FirstEnd;
};
static _Thread_local struct DispatchState Dispatch;

static void dispatchInit(bool Signed, int Schedule, kmp_int64 Lower,
                         kmp_int64 Upper, kmp_int64 Incr, kmp_int64 Chunk) {
  struct DispatchState *D = &Dispatch;
  D->Bounds = boundsOf(Signed, Lower, Upper, Incr);
  int Kind = withoutModifiers(Schedule);
  bool Ordered = Kind > OrderedOffset + SchedStaticChunked - 1 &&
                 Kind <= OrderedOffset + SchedRuntimeSimd;
  if (Ordered)
    Kind -= OrderedOffset;
  D->Started = false;
  gomp_ull N = D->Bounds.Trip, C = Chunk > 0 ? (gomp_ull)Chunk : 1;
  gomp_ull *S = &D->FirstStart, *E = &D->FirstEnd;
  switch (Kind) {
  case SchedDynamicChunked:
  case SchedStaticSteal:
    D->HasFirst =
        Ordered ? GOMP_loop_ull_ordered_dynamic_start(true, 0, N, 1, C, S, E)
                : GOMP_loop_ull_dynamic_start(true, 0, N, 1, C, S, E);
    D->Next = Ordered ? GOMP_loop_ull_ordered_dynamic_next
                      : GOMP_loop_ull_dynamic_next;
    break;
  case SchedGuidedChunked:
  case SchedTrapezoidal:
  case SchedGuidedIterative:
  case SchedGuidedAnalytical:
  case SchedGuidedSimd:
    D->HasFirst =
        Ordered ? GOMP_loop_ull_ordered_guided_start(true, 0, N, 1, C, S, E)
                : GOMP_loop_ull_guided_start(true, 0, N, 1, C, S, E);
    D->Next =
        Ordered ? GOMP_loop_ull_ordered_guided_next : GOMP_loop_ull_guided_next;
    break;
  case SchedRuntime:
  case SchedRuntimeSimd:
    D->HasFirst = Ordered
                      ? GOMP_loop_ull_ordered_runtime_start(true, 0, N, 1, S, E)
                      : GOMP_loop_ull_runtime_start(true, 0, N, 1, S, E);
    D->Next = Ordered ? GOMP_loop_ull_ordered_runtime_next
                      : GOMP_loop_ull_runtime_next;
    break;
  default: {
    /* static, static chunked, auto: libgomp's static schedule (a chunk
       of 0 is its even split). */
    gomp_ull StaticChunk =
        Kind == SchedStaticChunked || Kind == SchedStaticBalancedChunked ? C
                                                                         : 0;
    D->HasFirst =
        Ordered ? GOMP_loop_ull_ordered_static_start(true, 0, N, 1, StaticChunk,
                                                     S, E)
                : GOMP_loop_ull_static_start(true, 0, N, 1, StaticChunk, S, E);
    D->Next =
        Ordered ? GOMP_loop_ull_ordered_static_next : GOMP_loop_ull_static_next;
    break;
  }
  }
}

static bool dispatchNext(kmp_int32 *IsLast, kmp_int64 *Lower, kmp_int64 *Upper,
                         kmp_int64 *Stride) {
  struct DispatchState *D = &Dispatch;
  gomp_ull Start, End;
  bool Got;
  if (!D->Started) {
    /* A thread the start call gave nothing is done: libgomp's next would
       wait for its turn in an ordered loop. */
    D->Started = true;
    Start = D->FirstStart;
    End = D->FirstEnd;
    Got = D->HasFirst;
  } else {
    Got = D->Next(&Start, &End);
  }
  if (!Got || Start >= End) {
    /* The compiler's barrier after the loop, if any, follows. */
    GOMP_loop_end_nowait();
    return false;
  }
  *Lower = valueOf(&D->Bounds, Start);
  *Upper = valueOf(&D->Bounds, End - 1);
  *Stride = D->Bounds.Stride;
  if (IsLast)
    *IsLast = End == D->Bounds.Trip;
  return true;
}

#define DISPATCH(SUFFIX, T, SIGNED)                                            \
  void __kmpc_dispatch_init_##SUFFIX(ident_t *Loc, kmp_int32 Gtid,             \
                                     kmp_int32 Schedule, T Lower, T Upper,     \
                                     T##_stride Incr, T##_stride Chunk) {      \
    (void)Loc, (void)Gtid;                                                     \
    dispatchInit(SIGNED, Schedule, (kmp_int64)Lower, (kmp_int64)Upper,         \
                 (kmp_int64)Incr, (kmp_int64)Chunk);                           \
  }                                                                            \
  int __kmpc_dispatch_next_##SUFFIX(ident_t *Loc, kmp_int32 Gtid,              \
                                    kmp_int32 *IsLast, T *Lower, T *Upper,     \
                                    T##_stride *Stride) {                      \
    (void)Loc, (void)Gtid;                                                     \
    kmp_int64 L, U, S;                                                         \
    if (!dispatchNext(IsLast, &L, &U, &S))                                     \
      return 0;                                                                \
    *Lower = (T)L;                                                             \
    *Upper = (T)U;                                                             \
    if (Stride)                                                                \
      *Stride = (T##_stride)S;                                                 \
    return 1;                                                                  \
  }                                                                            \
  void __kmpc_dispatch_fini_##SUFFIX(ident_t *Loc, kmp_int32 Gtid) {           \
    (void)Loc, (void)Gtid;                                                     \
  }
DISPATCH(4, kmp_int32, true)
DISPATCH(4u, kmp_uint32, false)
DISPATCH(8, kmp_int64, true)
DISPATCH(8u, kmp_uint64, false)
#undef DISPATCH

void __kmpc_dispatch_deinit(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
}

/*--- Tasks ---------------------------------------------------------------*/

/* The compiler's view of a task (CGOpenMPRuntime's kmp_task_t); its
   private copies follow it, then the shared variables' addresses. */
typedef struct {
  void *Shareds;
  kmp_routine_entry_t Routine;
  kmp_int32 PartId;
  union {
    kmp_routine_entry_t Destructors;
  } Data1;
  union {
    kmp_int32 Priority;
  } Data2;
} kmp_task_t;

/* libomp's task flags as the compiler sets them. */
enum {
  TaskTied = 0x1,
  TaskFinal = 0x2,
  TaskDestructors = 0x8,
  TaskPriority = 0x20,
  TaskDetachable = 0x40,
};

/* libgomp's GOMP_task flags. */
enum {
  GompTaskUntied = 1,
  GompTaskFinal = 2,
  GompTaskDepend = 8,
  GompTaskPriority = 16,
};

/* Kept before each task: what taskloop needs to copy it, its flags, and
   how many runs of it are to end before it is finished. An untied task
   gives itself to __kmpc_omp_task again at each scheduling point in its
   body, and returns there; the run it starts goes on from that point. */
typedef struct {
  size_t Size;
  size_t SharedsOffset;
  kmp_int32 Flags;
  int Started; /* atomic: a run has begun */
  int Runs;    /* atomic: runs given and not ended */
  _Alignas(16) char Task[];
} TaskAllocation;

static TaskAllocation *allocationOf(kmp_task_t *Task) {
  return (TaskAllocation *)((char *)Task - offsetof(TaskAllocation, Task));
}

kmp_task_t *__kmpc_omp_task_alloc(ident_t *Loc, kmp_int32 Gtid, kmp_int32 Flags,
                                  size_t TaskSize, size_t SharedsSize,
                                  kmp_routine_entry_t Entry) {
  (void)Loc, (void)Gtid;
  if (Flags & TaskDetachable)
    fail("detachable tasks are not supported");
  size_t SharedsOffset =
      (TaskSize + sizeof(void *) - 1) & ~(sizeof(void *) - 1);
  size_t Size = SharedsOffset + SharedsSize;
  TaskAllocation *A = calloc(1, sizeof(TaskAllocation) + Size);
  if (!A)
    fail("out of memory for a task");
  A->Size = Size;
  A->SharedsOffset = SharedsOffset;
  A->Flags = Flags;
  A->Runs = 1;
  kmp_task_t *Task = (kmp_task_t *)A->Task;
  Task->Shareds = SharedsSize ? A->Task + SharedsOffset : NULL;
  Task->Routine = Entry;
  return Task;
}

static void finishTask(kmp_task_t *Task) {
  if (allocationOf(Task)->Flags & TaskDestructors)
    Task->Data1.Destructors(omp_get_thread_num(), Task);
  free(allocationOf(Task));
}

static void runTask(void *Data) {
  kmp_task_t *Task = *(kmp_task_t **)Data;
  TaskAllocation *A = allocationOf(Task);
  __atomic_store_n(&A->Started, 1, __ATOMIC_RELEASE);
  Task->Routine(omp_get_thread_num(), Task);
  if (__atomic_sub_fetch(&A->Runs, 1, __ATOMIC_ACQ_REL) == 0)
    finishTask(Task);
}

/* libomp's dependence record (kmp_depend_info). */
typedef struct {
  intptr_t Address;
  size_t Length;
  uint8_t Flags; /* 1 in, 2 out, 3 inout, 4 mutexinoutset, 8 inoutset */
} kmp_depend_info_t;

/* libgomp's first dependence-array form: the count, the count of
   out/inout addresses, then those addresses before the in addresses.
   mutexinoutset and inoutset wait as inout does (more order, never less). */
static void **gompDependences(kmp_int32 Count, kmp_depend_info_t *List,
                              kmp_int32 NoAliasCount,
                              kmp_depend_info_t *NoAliasList, void **Local,
                              size_t LocalSize) {
  size_t Total = (size_t)Count + (size_t)NoAliasCount;
  void **Array =
      Total + 2 <= LocalSize ? Local : malloc((Total + 2) * sizeof(void *));
  if (!Array)
    fail("out of memory for task dependences");
  size_t Out = 0, In = Total;
  for (int Pass = 0; Pass < 2; ++Pass) {
    kmp_depend_info_t *L = Pass ? NoAliasList : List;
    kmp_int32 N = Pass ? NoAliasCount : Count;
    for (kmp_int32 I = 0; I < N; ++I) {
      bool InOnly = (L[I].Flags & 0xF) == 1;
      if (InOnly)
        Array[2 + --In] = (void *)L[I].Address;
      else
        Array[2 + Out++] = (void *)L[I].Address;
    }
  }
  Array[0] = (void *)Total;
  Array[1] = (void *)Out;
  return Array;
}

static void spawnTask(kmp_task_t *Task, void **Depend) {
  TaskAllocation *A = allocationOf(Task);
  kmp_int32 Flags = A->Flags;
  /* An untied task's next part, given by its running body. */
  if (__atomic_load_n(&A->Started, __ATOMIC_ACQUIRE))
    __atomic_add_fetch(&A->Runs, 1, __ATOMIC_ACQ_REL);
  unsigned GompFlags = (Flags & TaskTied ? 0 : GompTaskUntied) |
                       (Flags & TaskFinal ? GompTaskFinal : 0) |
                       (Depend ? GompTaskDepend : 0) |
                       (Flags & TaskPriority ? GompTaskPriority : 0);
  GOMP_task(runTask, &Task, NULL, sizeof Task, _Alignof(kmp_task_t *), true,
            GompFlags, Depend, Flags & TaskPriority ? Task->Data2.Priority : 0,
            NULL);
}

kmp_int32 __kmpc_omp_task(ident_t *Loc, kmp_int32 Gtid, kmp_task_t *Task) {
  (void)Loc, (void)Gtid;
  spawnTask(Task, NULL);
  return 0;
}

kmp_int32 __kmpc_omp_task_with_deps(ident_t *Loc, kmp_int32 Gtid,
                                    kmp_task_t *Task, kmp_int32 Count,
                                    kmp_depend_info_t *List,
                                    kmp_int32 NoAliasCount,
                                    kmp_depend_info_t *NoAliasList) {
  (void)Loc, (void)Gtid;
  void *Local[34];
  void **Depend = gompDependences(Count, List, NoAliasCount, NoAliasList, Local,
                                  sizeof Local / sizeof *Local);
  spawnTask(Task, Depend);
  if (Depend != Local)
    free(Depend);
  return 0;
}

void __kmpc_omp_wait_deps(ident_t *Loc, kmp_int32 Gtid, kmp_int32 Count,
                          kmp_depend_info_t *List, kmp_int32 NoAliasCount,
                          kmp_depend_info_t *NoAliasList) {
  (void)Loc, (void)Gtid;
  void *Local[34];
  void **Depend = gompDependences(Count, List, NoAliasCount, NoAliasList, Local,
                                  sizeof Local / sizeof *Local);
  GOMP_taskwait_depend(Depend);
  if (Depend != Local)
    free(Depend);
}

/* taskwait with depend clauses (OpenMP 5.1): waits for the tasks the
   dependences name; with nowait it waits for nothing, and later tasks
   order after those dependences as after an empty task that has them. */
static void doNothingTask(void *Data) { (void)Data; }

void __kmpc_omp_taskwait_deps_51(ident_t *Loc, kmp_int32 Gtid, kmp_int32 Count,
                                 kmp_depend_info_t *List,
                                 kmp_int32 NoAliasCount,
                                 kmp_depend_info_t *NoAliasList,
                                 kmp_int32 NoWait) {
  (void)Loc, (void)Gtid;
  void *Local[34];
  void **Depend = gompDependences(Count, List, NoAliasCount, NoAliasList, Local,
                                  sizeof Local / sizeof *Local);
  if (NoWait)
    GOMP_task(doNothingTask, NULL, NULL, 0, 1, true, GompTaskDepend, Depend, 0,
              NULL);
  else
    GOMP_taskwait_depend(Depend);
  if (Depend != Local)
    free(Depend);
}

/* task if(false): the encountering thread runs the task's entry itself
   between these two. */
void __kmpc_omp_task_begin_if0(ident_t *Loc, kmp_int32 Gtid, kmp_task_t *Task) {
  (void)Loc, (void)Gtid, (void)Task;
}

void __kmpc_omp_task_complete_if0(ident_t *Loc, kmp_int32 Gtid,
                                  kmp_task_t *Task) {
  (void)Loc, (void)Gtid;
  finishTask(Task);
}

kmp_int32 __kmpc_omp_taskwait(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  GOMP_taskwait();
  return 0;
}

kmp_int32 __kmpc_omp_taskyield(ident_t *Loc, kmp_int32 Gtid, int EndPart) {
  (void)Loc, (void)Gtid, (void)EndPart;
  GOMP_taskyield();
  return 0;
}

void __kmpc_taskgroup(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  GOMP_taskgroup_start();
}

void __kmpc_end_taskgroup(ident_t *Loc, kmp_int32 Gtid) {
  (void)Loc, (void)Gtid;
  GOMP_taskgroup_end();
}

/* taskloop: the pattern task's loop split into chunks, each a copy of the
   pattern (its own private variables through the compiler's Duplicate),
   whose bounds (at Lower and Upper inside the pattern) are the chunk's. */
void __kmpc_taskloop(ident_t *Loc, kmp_int32 Gtid, kmp_task_t *Pattern,
                     int IfValue, kmp_uint64 *Lower, kmp_uint64 *Upper,
                     kmp_int64 Incr, int NoGroup, int Schedule,
                     kmp_uint64 Grainsize,
                     void (*Duplicate)(kmp_task_t *, kmp_task_t *, kmp_int32)) {
  (void)Loc, (void)Gtid;
  TaskAllocation *PatternAllocation = allocationOf(Pattern);
  size_t LowerOffset = (size_t)((char *)Lower - (char *)Pattern);
  size_t UpperOffset = (size_t)((char *)Upper - (char *)Pattern);
  struct LoopBounds B =
      boundsOf(true, (kmp_int64)*Lower, (kmp_int64)*Upper, Incr);
  kmp_uint64 Tasks;
  if (Schedule == 1 && Grainsize > 0) /* grainsize */
    Tasks = B.Trip / Grainsize ? B.Trip / Grainsize : 1;
  else if (Schedule == 2 && Grainsize > 0) /* num_tasks */
    Tasks = Grainsize;
  else
    Tasks = (kmp_uint64)omp_get_num_threads() * 10;
  if (Tasks > B.Trip)
    Tasks = B.Trip;
  if (!NoGroup)
    GOMP_taskgroup_start();
  kmp_uint64 First = 0;
  for (kmp_uint64 I = 0; I < Tasks; ++I) {
    kmp_uint64 Count = B.Trip / Tasks + (I < B.Trip % Tasks);
    TaskAllocation *A =
        malloc(sizeof(TaskAllocation) + PatternAllocation->Size);
    if (!A)
      fail("out of memory for a task");
    memcpy(A, PatternAllocation,
           sizeof(TaskAllocation) + PatternAllocation->Size);
    A->Started = 0;
    A->Runs = 1;
    kmp_task_t *Task = (kmp_task_t *)A->Task;
    if (Pattern->Shareds)
      Task->Shareds = A->Task + A->SharedsOffset;
    if (Duplicate)
      Duplicate(Task, Pattern, I + 1 == Tasks);
    *(kmp_uint64 *)(A->Task + LowerOffset) = (kmp_uint64)valueOf(&B, First);
    *(kmp_uint64 *)(A->Task + UpperOffset) =
        (kmp_uint64)valueOf(&B, First + Count - 1);
    First += Count;
    if (IfValue)
      spawnTask(Task, NULL);
    else
      runTask(&Task);
  }
  if (!NoGroup)
    GOMP_taskgroup_end();
  finishTask(Pattern);
}

/*--- Memory --------------------------------------------------------------*/

void *__kmpc_alloc(kmp_int32 Gtid, size_t Size,
                   omp_allocator_handle_t Allocator) {
  (void)Gtid;
  return omp_alloc(Size, Allocator);
}

void *__kmpc_aligned_alloc(kmp_int32 Gtid, size_t Alignment, size_t Size,
                           omp_allocator_handle_t Allocator) {
  (void)Gtid;
  return omp_aligned_alloc(Alignment, Size, Allocator);
}

void __kmpc_free(kmp_int32 Gtid, void *Pointer,
                 omp_allocator_handle_t Allocator) {
  (void)Gtid;
  omp_free(Pointer, Allocator);
}
