// Stackful coroutines on the calling thread (glibc's ucontext), for the interpreter's tasks.
// NB: makecontext is variadic and swapcontext returns twice, so neither is called from Swift:
// these fixed-argument functions do it.
#ifndef VIVARIUM_CCOROUTINE_H
#define VIVARIUM_CCOROUTINE_H

#include <stddef.h>
#include <stdint.h>

/// A coroutine: a context and a stack of its own, run on whichever thread resumes it.
typedef struct vivarium_coroutine vivarium_coroutine;

/// Maps a stack of `stack_bytes` (reserved, not touched; one inaccessible guard page below
/// it) and prepares a context that calls `entry(argument)` on it at the first resume.
/// NULL, with errno set, when the stack could not be mapped.
vivarium_coroutine *vivarium_coroutine_create(size_t stack_bytes, void (*entry)(void *), void *argument);

/// Runs the coroutine on the calling thread until it suspends or its entry returns.
void vivarium_coroutine_resume(vivarium_coroutine *coroutine);

/// Called on the coroutine's own stack: hands control back to whoever resumed it; returns
/// when it is resumed again.
void vivarium_coroutine_suspend(vivarium_coroutine *coroutine);

/// Whether its entry has returned (nothing of it is left on its stack).
int vivarium_coroutine_is_finished(const vivarium_coroutine *coroutine);

/// Unmaps the stack and frees the coroutine. Only for one that finished or never ran: a
/// suspended one still has frames on its stack.
void vivarium_coroutine_destroy(vivarium_coroutine *coroutine);

/// The lowest usable address of the running coroutine's stack, or 0 on the thread's own stack.
uintptr_t vivarium_coroutine_current_stack_low(void);

/// The lowest address of the stack running now: the running coroutine's, else the calling
/// thread's own (found once per thread); 0 when the thread's cannot be found.
uintptr_t vivarium_current_stack_low(void);

/// How many coroutine stacks are mapped in this process now.
long vivarium_coroutine_mapped_stacks(void);

#endif
