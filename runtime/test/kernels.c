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

/* out[i] = in[i] (i64) over [begin, end): copies the rank buffer out. */
void copy_i64(void **operands, int64_t begin, int64_t end) {
  int64_t *out = (int64_t *)operands[0];
  const int64_t *in = (const int64_t *)operands[1];
  for (int64_t i = begin; i < end; ++i)
    out[i] = in[i];
}

/* loss[0] = 0.5 * sum(y[i]^2) over the count[0] elements of y; range [0, 1):
 * a reduction, so it must not be split over threads. */
void half_sum_squares(void **operands, int64_t begin, int64_t end) {
  float *loss = (float *)operands[0];
  const float *y = (const float *)operands[1];
  int64_t count = *(const int64_t *)operands[2];
  (void)begin;
  (void)end;
  float sum = 0;
  for (int64_t i = 0; i < count; ++i)
    sum += y[i] * y[i];
  loss[0] = 0.5f * sum;
}
