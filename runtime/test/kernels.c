/* Kernels for the runtime's tests, built as a shared object and embedded in
 * the test executables the way fsdp-translate embeds compiled kernels. */
#include <stdint.h>

/* w[i] -= 0.1 * g[i] over [begin, end). */
void sgd_update(void **operands, int64_t begin, int64_t end) {
  float *w = (float *)operands[0];
  const float *g = (const float *)operands[1];
  for (int64_t i = begin; i < end; ++i)
    w[i] -= 0.1f * g[i];
}

/* out[i] = i over [begin, end): shows which chunks ran. */
void iota(void **operands, int64_t begin, int64_t end) {
  int64_t *out = (int64_t *)operands[0];
  for (int64_t i = begin; i < end; ++i)
    out[i] = i;
}
