//===- Scalars.cpp - the losses printed per step --------------------------===//

#include "Scalars.h"

#include <cstdio>
#include <cstring>

namespace fsdpc::run {

using namespace runtime;

std::vector<uint32_t> scalarOutputs(const Executable &exe, size_t entry) {
  std::vector<uint32_t> outputs;
  const auto *list = exe.entry(entry).outputs();
  for (uint32_t i = 0; list && i < list->size(); ++i) {
    const fsdpx::Output *output = list->Get(i);
    const auto *shape = output->spec()->global_shape();
    if (output->state() < 0 && (!shape || shape->size() == 0))
      outputs.push_back(i);
  }
  return outputs;
}

static std::string formatScalar(DType dtype, const uint8_t *bits) {
  char text[64];
  auto integer = [&](long long v) {
    std::snprintf(text, sizeof(text), "%lld", v);
  };
  switch (dtype) {
  case DType::f32: {
    float v;
    std::memcpy(&v, bits, 4);
    std::snprintf(text, sizeof(text), "%.9g", double(v));
    break;
  }
  case DType::f64: {
    double v;
    std::memcpy(&v, bits, 8);
    std::snprintf(text, sizeof(text), "%.17g", v);
    break;
  }
  case DType::bf16:
  case DType::f16: {
    uint16_t v;
    std::memcpy(&v, bits, 2);
    float f = dtype == DType::bf16 ? bf16ToFloat(v) : f16ToFloat(v);
    std::snprintf(text, sizeof(text), "%.9g", double(f));
    break;
  }
  case DType::i64: {
    int64_t v;
    std::memcpy(&v, bits, 8);
    integer(v);
    break;
  }
  case DType::i32: {
    int32_t v;
    std::memcpy(&v, bits, 4);
    integer(v);
    break;
  }
  case DType::i16: {
    int16_t v;
    std::memcpy(&v, bits, 2);
    integer(v);
    break;
  }
  case DType::i8:
    integer(int8_t(bits[0]));
    break;
  default: // ui8, i1
    integer(bits[0]);
    break;
  }
  return text;
}

Expected<std::string> formatStep(Session &session, size_t entry,
                                 const std::vector<uint32_t> &outputs,
                                 int64_t step) {
  std::string line = "step " + std::to_string(step) + " loss";
  const fsdpx::Entry &e = session.executable().entry(entry);
  for (uint32_t i : outputs) {
    const fsdpx::TensorSpec &spec = *e.outputs()->Get(i)->spec();
    uint8_t bits[8] = {};
    size_t size = dtypeSize(spec.dtype());
    FSDPC_RETURN_IF_ERROR(session.getOutput(entry, i, bits, size));
    std::string value = formatScalar(spec.dtype(), bits);
    if (outputs.size() == 1)
      line += " " + value;
    else
      line += " " + spec.path()->str() + "=" + value;
  }
  return line;
}

} // namespace fsdpc::run
