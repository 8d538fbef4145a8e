//===- Describe.cpp - shapes and dtypes in messages -----------------------===//

#include "Describe.h"

namespace fsdpc::run {

std::string shapeString(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

std::string typeString(runtime::DType dtype,
                       const std::vector<int64_t> &shape) {
  return std::string(runtime::dtypeName(dtype)) + shapeString(shape);
}

} // namespace fsdpc::run
