//===- ScheduleTestUtil.h - building synthetic schedule problems -*- C++
//-*-===//

#ifndef FSDPC_TEST_UNIT_SCHEDULETESTUTIL_H
#define FSDPC_TEST_UNIT_SCHEDULETESTUTIL_H

#include "fsdpc/Schedule/Schedule.h"

#include <string>

namespace fsdpc::schedule::testing {

/// Adds, per position p, a transient buffer of curve[p] bytes live at p
/// (points 2p - 1 and 2p): memory the schedule does not change.
inline void addLiveCurve(Problem &problem, const std::vector<uint64_t> &curve) {
  for (size_t p = 0; p < curve.size(); ++p)
    if (curve[p])
      problem.buffers.push_back({"base" + std::to_string(p), curve[p],
                                 collectivePoint(int64_t(p)),
                                 opPoint(int64_t(p)), BufferKind::Transient});
}

/// Adds the buffer an op at `position` produces for a reduction to read;
/// returns its index.
inline size_t addProduced(Problem &problem, uint64_t bytes, int64_t position) {
  problem.buffers.push_back({"produced" + std::to_string(position), bytes,
                             opPoint(position), opPoint(position),
                             BufferKind::Transient});
  return problem.buffers.size() - 1;
}

} // namespace fsdpc::schedule::testing

#endif // FSDPC_TEST_UNIT_SCHEDULETESTUTIL_H
