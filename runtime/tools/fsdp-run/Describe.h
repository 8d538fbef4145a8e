//===- Describe.h - shapes and dtypes in messages ----------------*- C++
//-*-===//

#ifndef FSDPC_TOOLS_FSDP_RUN_DESCRIBE_H
#define FSDPC_TOOLS_FSDP_RUN_DESCRIBE_H

#include "fsdpc/runtime/DType.h"

#include <string>
#include <vector>

namespace fsdpc::run {

/// "[3, 10]".
std::string shapeString(const std::vector<int64_t> &shape);
/// "f32[3, 10]".
std::string typeString(runtime::DType dtype, const std::vector<int64_t> &shape);

template <typename Vector> std::vector<int64_t> toShape(const Vector *v) {
  return v ? std::vector<int64_t>(v->begin(), v->end())
           : std::vector<int64_t>();
}

} // namespace fsdpc::run

#endif
