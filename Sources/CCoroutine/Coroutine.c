// Stackful coroutines: see include/CCoroutine.h.
#define _GNU_SOURCE
#include "CCoroutine.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

// The Swift runtime keeps the dynamic exclusivity checks' live accesses in a per-thread list
// whose records sit in the frames that began them. A coroutine suspended inside an access
// would leave its record in the thread's list while others run (a false conflict, or a
// record on a stack about to be reused). The runtime's own hand-over for async tasks moves a
// task's accesses out of the list when it stops running and back when it runs again: a
// coroutine uses it the same way. Exported by libswiftCore (runtime/Exclusivity.h).
extern void swift_task_enterThreadLocalContext(char *state);
extern void swift_task_exitThreadLocalContext(char *state);

struct vivarium_coroutine {
    ucontext_t context;        // the coroutine's, while it does not run
    ucontext_t caller;         // whoever resumed it, while it runs
    void *mapping;
    size_t mapping_bytes;
    uintptr_t stack_low;
    uintptr_t caller_stack_low;
    void (*entry)(void *);
    void *argument;
    volatile int finished;
    uintptr_t accesses[2];     // the runtime's task exclusivity state, zero at first
};

static _Thread_local uintptr_t current_stack_low;
static atomic_long mapped_stacks;

// makecontext passes int arguments: the coroutine's address travels in two halves.
static void trampoline(unsigned int high, unsigned int low) {
    vivarium_coroutine *coroutine = (vivarium_coroutine *)(((uintptr_t)high << 32) | (uintptr_t)low);
    coroutine->entry(coroutine->argument);
    coroutine->finished = 1;
    swapcontext(&coroutine->context, &coroutine->caller);
    abort();  // a finished coroutine is never resumed
}

vivarium_coroutine *vivarium_coroutine_create(size_t stack_bytes, void (*entry)(void *), void *argument) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t usable = (stack_bytes + page - 1) / page * page;
    size_t total = usable + page;
    void *mapping = mmap(NULL, total, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (mapping == MAP_FAILED) return NULL;
    vivarium_coroutine *coroutine = NULL;
    if (mprotect(mapping, page, PROT_NONE) != 0) goto fail;
    coroutine = calloc(1, sizeof *coroutine);
    if (coroutine == NULL) { errno = ENOMEM; goto fail; }
    if (getcontext(&coroutine->context) != 0) goto fail;
    coroutine->mapping = mapping;
    coroutine->mapping_bytes = total;
    coroutine->stack_low = (uintptr_t)mapping + page;
    coroutine->entry = entry;
    coroutine->argument = argument;
    coroutine->context.uc_stack.ss_sp = (char *)mapping + page;
    coroutine->context.uc_stack.ss_size = usable;
    coroutine->context.uc_link = NULL;
    uintptr_t address = (uintptr_t)coroutine;
    makecontext(&coroutine->context, (void (*)(void))trampoline, 2,
                (unsigned int)(address >> 32), (unsigned int)(address & 0xffffffffu));
    atomic_fetch_add(&mapped_stacks, 1);
    return coroutine;
fail:;
    int saved = errno;
    free(coroutine);
    munmap(mapping, total);
    errno = saved;
    return NULL;
}

void vivarium_coroutine_resume(vivarium_coroutine *coroutine) {
    if (coroutine->finished) return;
    coroutine->caller_stack_low = current_stack_low;
    current_stack_low = coroutine->stack_low;
    swift_task_enterThreadLocalContext((char *)coroutine->accesses);
    swapcontext(&coroutine->caller, &coroutine->context);
    swift_task_exitThreadLocalContext((char *)coroutine->accesses);
    current_stack_low = coroutine->caller_stack_low;
}

void vivarium_coroutine_suspend(vivarium_coroutine *coroutine) {
    swapcontext(&coroutine->context, &coroutine->caller);
}

int vivarium_coroutine_is_finished(const vivarium_coroutine *coroutine) { return coroutine->finished; }

void vivarium_coroutine_destroy(vivarium_coroutine *coroutine) {
    munmap(coroutine->mapping, coroutine->mapping_bytes);
    free(coroutine);
    atomic_fetch_sub(&mapped_stacks, 1);
}

uintptr_t vivarium_coroutine_current_stack_low(void) { return current_stack_low; }

// The calling thread's own stack's lowest address, once found (1: it cannot be).
static _Thread_local uintptr_t thread_stack_low;

uintptr_t vivarium_current_stack_low(void) {
    if (current_stack_low != 0) return current_stack_low;
    if (thread_stack_low > 1) return thread_stack_low;
    if (thread_stack_low == 1) return 0;
    uintptr_t low = 1;
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        void *address = NULL;
        size_t size = 0;
        if (pthread_attr_getstack(&attributes, &address, &size) == 0 && address != NULL) low = (uintptr_t)address;
        pthread_attr_destroy(&attributes);
    }
    thread_stack_low = low;
    return low > 1 ? low : 0;
}

long vivarium_coroutine_mapped_stacks(void) { return atomic_load(&mapped_stacks); }
