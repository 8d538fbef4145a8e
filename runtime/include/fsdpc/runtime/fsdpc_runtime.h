/*===- fsdpc_runtime.h - the fsdpc runtime's C API ----------------*- C -*-===*
 *
 * Loads an fsdpx executable (runtime/schema/fsdpx.fbs), creates a session on
 * a device with a communicator, runs its entry points and moves state in and
 * out. Every function returns an fsdpc_status_t; on failure the message of
 * the calling thread's last failed call is fsdpc_last_error(). Nothing
 * throws across this interface. Handles are opaque; passing a handle that was
 * never created or was already destroyed returns FSDPC_INVALID_ARGUMENT
 * (handles are checked against a registry of live ones).
 *
 * Threading: one session is used by one thread at a time; distinct sessions
 * and executables may be used from different threads. An executable may be
 * destroyed while sessions created from it live (they keep it alive).
 *
 *===----------------------------------------------------------------------===*/

#ifndef FSDPC_RUNTIME_FSDPC_RUNTIME_H
#define FSDPC_RUNTIME_FSDPC_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum fsdpc_status_t {
  FSDPC_OK = 0,
  FSDPC_INVALID_ARGUMENT = 1,    /* a null/unknown handle, a wrong size */
  FSDPC_NOT_FOUND = 2,           /* an unknown entry, input, file */
  FSDPC_OUT_OF_RANGE = 3,        /* an index past the end */
  FSDPC_DATA_LOSS = 4,           /* a corrupt executable or tensor file */
  FSDPC_FAILED_PRECONDITION = 5, /* wrong order of calls, host too old */
  FSDPC_RESOURCE_EXHAUSTED = 6,  /* out of memory */
  FSDPC_UNAVAILABLE = 7,         /* a backend that is not built in */
  FSDPC_UNIMPLEMENTED = 8,       /* a valid request the runtime cannot do */
  FSDPC_INTERNAL = 9,            /* a bug in the runtime */
} fsdpc_status_t;

/* The values of fsdpx.DType. */
typedef enum fsdpc_dtype_t {
  FSDPC_F32 = 0,
  FSDPC_BF16 = 1,
  FSDPC_F16 = 2,
  FSDPC_F64 = 3,
  FSDPC_I64 = 4,
  FSDPC_I32 = 5,
  FSDPC_I8 = 6,
  FSDPC_UI8 = 7,
  FSDPC_I1 = 8,
  FSDPC_I16 = 9,
} fsdpc_dtype_t;

typedef struct fsdpc_executable fsdpc_executable_t;
typedef struct fsdpc_session fsdpc_session_t;

/* "OK", "INVALID_ARGUMENT", ...; never null. */
const char *fsdpc_status_name(fsdpc_status_t status);
/* The message of this thread's last failed call ("" if none); valid until
 * the next call on this thread. */
const char *fsdpc_last_error(void);

/*--- executables ---------------------------------------------------------*/

/* Copies and verifies `size` bytes (FlatBuffers verifier, identifier "FSDX",
 * format version, every index and bound, the host CPU level). */
fsdpc_status_t fsdpc_executable_load(const void *data, size_t size,
                                     fsdpc_executable_t **out);
fsdpc_status_t fsdpc_executable_load_file(const char *path,
                                          fsdpc_executable_t **out);
fsdpc_status_t fsdpc_executable_destroy(fsdpc_executable_t *executable);

/* A 64-bit hash of the executable's bytes (ranks compare it at start). */
fsdpc_status_t fsdpc_executable_hash(const fsdpc_executable_t *executable,
                                     uint64_t *out);
fsdpc_status_t fsdpc_executable_entry_count(const fsdpc_executable_t *exe,
                                            size_t *out);
/* The name stays valid as long as the executable. */
fsdpc_status_t fsdpc_executable_entry_name(const fsdpc_executable_t *exe,
                                           size_t entry, const char **out);
fsdpc_status_t fsdpc_executable_find_entry(const fsdpc_executable_t *exe,
                                           const char *name, size_t *out);

/* What a rank holds of one tensor; pointers live as long as the executable.
 * state: the state slot this input is or this output updates, -1 if none. */
typedef struct fsdpc_tensor_info_t {
  const char *path;
  fsdpc_dtype_t dtype;
  size_t rank;
  const int64_t *global_shape;
  const int64_t *local_shape;
  int32_t split_dim; /* -1: replicated */
  int64_t padding_rows;
  uint64_t local_bytes;
  int32_t state;
} fsdpc_tensor_info_t;

typedef enum fsdpc_tensor_kind_t {
  FSDPC_INPUT = 0,
  FSDPC_OUTPUT = 1,
} fsdpc_tensor_kind_t;

fsdpc_status_t fsdpc_executable_tensor_count(const fsdpc_executable_t *exe,
                                             size_t entry,
                                             fsdpc_tensor_kind_t kind,
                                             size_t *out);
fsdpc_status_t fsdpc_executable_tensor_info(const fsdpc_executable_t *exe,
                                            size_t entry,
                                            fsdpc_tensor_kind_t kind,
                                            size_t index,
                                            fsdpc_tensor_info_t *out);
/* Finds an input or output of an entry by pytree path. */
fsdpc_status_t fsdpc_executable_find_tensor(const fsdpc_executable_t *exe,
                                            size_t entry,
                                            fsdpc_tensor_kind_t kind,
                                            const char *path, size_t *out);
fsdpc_status_t fsdpc_executable_state_count(const fsdpc_executable_t *exe,
                                            size_t *out);
fsdpc_status_t fsdpc_executable_state_info(const fsdpc_executable_t *exe,
                                           size_t slot,
                                           fsdpc_tensor_info_t *out);

/*--- sessions ------------------------------------------------------------*/

typedef struct fsdpc_session_options_t {
  /* "cpu" (null: "cpu"). */
  const char *device;
  /* "local" (a world of one), "mpi" (requires the MPI build and
   * MPI_THREAD_MULTIPLE); null: "local". */
  const char *communicator;
  /* Kernel threads of the CPU device; 0: the hardware's. */
  uint32_t num_threads;
  /* Seed of the normal(sigma) initializers. */
  uint64_t seed;
} fsdpc_session_options_t;

/* Fills the defaults. */
void fsdpc_session_options_init(fsdpc_session_options_t *options);

/* Allocates the arena, loads the kernels, connects the communicator (all
 * ranks must call it: it checks they load the same executable) and
 * initializes the state from the initializers. */
fsdpc_status_t fsdpc_session_create(const fsdpc_executable_t *executable,
                                    const fsdpc_session_options_t *options,
                                    fsdpc_session_t **out);
fsdpc_status_t fsdpc_session_destroy(fsdpc_session_t *session);

fsdpc_status_t fsdpc_session_rank(const fsdpc_session_t *session, int32_t *rank,
                                  int32_t *world_size);

/* Runs one step of an entry; returns when every queue is drained. */
fsdpc_status_t fsdpc_session_run(fsdpc_session_t *session, size_t entry);

/* Copies this rank's local shard of an input (set) or output (get);
 * `bytes` must be its local_bytes. Setting a state input sets the slot. */
fsdpc_status_t fsdpc_session_set_input(fsdpc_session_t *session, size_t entry,
                                       size_t input, const void *data,
                                       size_t bytes);
fsdpc_status_t fsdpc_session_get_output(fsdpc_session_t *session, size_t entry,
                                        size_t output, void *data,
                                        size_t bytes);
fsdpc_status_t fsdpc_session_set_state(fsdpc_session_t *session, size_t slot,
                                       const void *data, size_t bytes);
fsdpc_status_t fsdpc_session_get_state(fsdpc_session_t *session, size_t slot,
                                       void *data, size_t bytes);

/* Writes a JSON object of the memory the session holds (arena, staging,
 * workspaces, thread stacks, kernels: current and peak bytes) into `buffer`
 * (NUL-terminated) if it fits; *needed is its size including the NUL. */
fsdpc_status_t fsdpc_session_memory_report(const fsdpc_session_t *session,
                                           char *buffer, size_t capacity,
                                           size_t *needed);

/* Per-instruction timing of runs (steady clock): on by default; off, a run
 * records nothing. */
fsdpc_status_t fsdpc_session_set_timing(fsdpc_session_t *session, int enabled);

/* Writes the last run's timing as JSON into `buffer` (NUL-terminated) if it
 * fits; *needed is its size including the NUL. FAILED_PRECONDITION before a
 * timed run. Keys: entry, step_ns, compute_ns (kernels, GEMMs, copies, fills
 * on the compute queue), exposed_comm_ns (step - compute), host_overhead_ns
 * (mean executor time per instruction outside instruction bodies), and
 * instructions: [{queue, kind, name, start_ns, end_ns}] relative to the
 * run's start (-1: did not run). */
fsdpc_status_t fsdpc_session_timing_report(const fsdpc_session_t *session,
                                           char *buffer, size_t capacity,
                                           size_t *needed);

#ifdef __cplusplus
}
#endif

#endif /* FSDPC_RUNTIME_FSDPC_RUNTIME_H */
