// Fixed-argument wrappers for what a graph's engine worker applies to itself at start-up.
// NB: prctl is variadic in C, so Swift cannot call it directly.
#include <malloc.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/resource.h>

/// PR_SET_NO_NEW_PRIVS: nothing this process executes can gain privileges.
/// PR_SET_NAME: the calling thread's name (at most 15 bytes are kept).
static inline int vivarium_name_thread(const char *name) { return prctl(PR_SET_NAME, name, 0, 0, 0); }

static inline int vivarium_no_new_privs(void) { return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); }

/// PR_SET_PDEATHSIG: the worker gets `signal` when the daemon that spawned it dies.
static inline int vivarium_parent_death_signal(int signal) { return prctl(PR_SET_PDEATHSIG, signal, 0, 0, 0); }

/// Sets a resource limit (soft and hard to `value`).
static inline int vivarium_set_limit(int resource, unsigned long value) {
    struct rlimit limit = { value, value };
    return setrlimit(resource, &limit);
}

/// At most `count` malloc arenas. glibc reserves an arena (64 MiB of address space) for a
/// thread that meets contention; the engine runs on one thread (tasks are coroutines on it), so
/// more arenas only spend the address space RLIMIT_AS grants.
static inline int vivarium_limit_malloc_arenas(int count) { return mallopt(M_ARENA_MAX, count); }

/// Has the allocator sort the blocks freed since it last looked, now. A request too large for
/// the per-thread cache and below the mmap threshold walks the arena's unsorted list, sorting
/// each freed block into its bin — at most 10,000 per request (glibc's MAX_ITERS) — as the next
/// command's first such request otherwise would. The probes are held until all are made, so
/// that none finds the one freed before it.
static inline void vivarium_settle_allocator(void) {
    enum { probes = 128 };
    void *held[probes];
    for (int index = 0; index < probes; index++) held[index] = malloc(96 * 1024);
    for (int index = 0; index < probes; index++) free(held[index]);
}

static inline int vivarium_limit_address_space(void) { return RLIMIT_AS; }
static inline int vivarium_limit_cpu(void) { return RLIMIT_CPU; }
static inline int vivarium_limit_files(void) { return RLIMIT_NOFILE; }

/// glibc 2.34's posix_spawn_file_actions_addclosefrom_np (declared here: Swift's Glibc module
/// does not export it): the spawned process closes every descriptor from `from` on.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
static inline int vivarium_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}
