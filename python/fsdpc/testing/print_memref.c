/* Prints a memref<*xf64> in row-major order at full precision.  MLIR's own
 * printMemrefF32 prints 6 significant digits, too few to compare results
 * against JAX at f32 tolerances. */
#include <stdint.h>
#include <stdio.h>

typedef struct {
  int64_t rank;
  void *descriptor; /* {double *allocated, *aligned; int64_t offset, sizes[rank], strides[rank]} */
} UnrankedMemRef;

void _mlir_ciface_fsdpc_print_f64(UnrankedMemRef *m) {
  char *d = (char *)m->descriptor;
  double *aligned = *(double **)(d + sizeof(double *));
  int64_t offset = *(int64_t *)(d + 2 * sizeof(double *));
  int64_t *sizes = (int64_t *)(d + 2 * sizeof(double *) + sizeof(int64_t));
  int64_t *strides = sizes + m->rank;
  int64_t n = 1;
  for (int64_t i = 0; i < m->rank; ++i) n *= sizes[i];
  printf("R %lld", (long long)n);
  for (int64_t linear = 0; linear < n; ++linear) {
    int64_t rest = linear, pos = offset;
    for (int64_t i = m->rank - 1; i >= 0; --i) {
      pos += (rest % sizes[i]) * strides[i];
      rest /= sizes[i];
    }
    printf(" %.17g", aligned[pos]);
  }
  printf("\n");
  fflush(stdout);
}
