//===- Batches.cpp - the per-step inputs of a run -------------------------===//

#include "Batches.h"

#include "Describe.h"

#include "fsdpc/runtime/Npy.h"
#include "fsdpc/runtime/Safetensors.h"
#include "fsdpc/runtime/ShardSlice.h"

namespace fsdpc::run {

using namespace runtime;

namespace {

bool endsWith(const std::string &text, const std::string &suffix) {
  return text.size() >= suffix.size() &&
         text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// One global tensor of the file, whatever its container.
struct Tensor {
  DType dtype;
  std::vector<int64_t> shape;
  const uint8_t *data;
};

} // namespace

Expected<Batches> Batches::load(const std::string &path, const Executable &exe,
                                size_t entryIndex, int64_t rank) {
  const fsdpx::Entry &entry = exe.entry(entryIndex);
  std::vector<uint32_t> perStep;
  if (entry.inputs())
    for (uint32_t i = 0; i < entry.inputs()->size(); ++i)
      if (entry.inputs()->Get(i)->state() < 0)
        perStep.push_back(i);
  Batches batches;
  batches.path_ = path;
  batches.entry_ = entryIndex;
  std::string expected;
  for (uint32_t i : perStep) {
    const fsdpx::TensorSpec &spec = *entry.inputs()->Get(i)->spec();
    std::vector<int64_t> global = toShape(spec.global_shape());
    std::string rest = shapeString(global).substr(1); // "3, 10]"
    expected += (expected.empty() ? "" : "; ") + spec.path()->str() + ": " +
                dtypeName(spec.dtype()) + "[K" + (global.empty() ? "" : ", ") +
                rest + " (K stacked batches) or " +
                typeString(spec.dtype(), global) + " (one batch)";
  }
  batches.expected_ = expected;
  if (path.empty()) {
    if (perStep.empty())
      return batches;
    return invalidArgument("entry \"" + entry.name()->str() +
                           "\" needs per-step inputs; give --data with " +
                           expected);
  }
  if (perStep.empty())
    return invalidArgument(path + ": entry \"" + entry.name()->str() +
                           "\" has no per-step inputs to read from --data");

  // The file stays open (mapped) for the run: each step slices its batch.
  std::optional<NpyFile> &npy = batches.npy_;
  std::optional<SafetensorsFile> &safetensors = batches.safetensors_;
  bool isNpy = endsWith(path, ".npy");
  if (isNpy) {
    if (perStep.size() != 1)
      return invalidArgument(
          path + ": entry \"" + entry.name()->str() + "\" has " +
          std::to_string(perStep.size()) +
          " per-step inputs; a .npy holds one: give a .safetensors with " +
          expected);
    bool bf16 = entry.inputs()->Get(perStep[0])->spec()->dtype() == DType::bf16;
    Expected<NpyFile> array = mapNpy(path, bf16);
    if (!array)
      return array.status();
    npy = array.take();
  } else {
    Expected<SafetensorsFile> file = SafetensorsFile::read(path);
    if (!file)
      return file.status();
    safetensors = file.take();
  }

  for (uint32_t i : perStep) {
    const fsdpx::Input *input = entry.inputs()->Get(i);
    const fsdpx::TensorSpec &spec = *input->spec();
    std::string name = spec.path()->str();
    Tensor tensor;
    if (npy) {
      tensor = {npy->dtype, npy->shape, npy->data()};
    } else {
      const SafetensorsTensor *t = safetensors->find(name);
      if (!t)
        return notFound(path + ": no tensor \"" + name + "\"; expected " +
                        expected);
      tensor = {t->dtype, t->shape, safetensors->data(*t)};
    }
    std::vector<int64_t> global = toShape(spec.global_shape());
    int64_t count;
    if (tensor.shape == global) {
      count = -1;
    } else if (tensor.shape.size() == global.size() + 1 &&
               std::equal(global.begin(), global.end(),
                          tensor.shape.begin() + 1)) {
      count = tensor.shape[0];
    } else {
      return invalidArgument(path + ": \"" + name + "\" is " +
                             typeString(tensor.dtype, tensor.shape) +
                             "; expected " + expected);
    }
    if (!holdsSameBits(tensor.dtype, spec.dtype()))
      return invalidArgument(path + ": \"" + name + "\" is " +
                             typeString(tensor.dtype, tensor.shape) +
                             "; expected " + expected);
    if (batches.inputs_.empty())
      batches.count_ = count;
    else if (count != batches.count_)
      return invalidArgument(path +
                             ": the inputs hold different numbers of "
                             "batches (\"" +
                             name + "\" differs from the first)");
    ShardPlacement placement = placeShard(spec, exe.mesh(), rank);
    unsigned size = dtypeSize(spec.dtype());
    uint64_t globalBytes = uint64_t(elementCount(global)) * size;
    Input in;
    in.index = i;
    in.localBytes = entry.buffers()->Get(input->buffer())->bytes();
    in.global = tensor.data;
    in.globalBytes = globalBytes;
    in.elementBytes = size;
    in.placement = placement;
    in.slice.resize(size_t(in.localBytes));
    batches.inputs_.push_back(std::move(in));
  }
  return batches;
}

Status Batches::checkSteps(int64_t first, int64_t steps) const {
  if (count_ < 0 || inputs_.empty() || first + steps <= count_)
    return Status::ok();
  return outOfRange(path_ + ": holds " + std::to_string(count_) +
                    " batches, steps " + std::to_string(first + 1) + ".." +
                    std::to_string(first + steps) + " need " +
                    std::to_string(first + steps) + " (expected " + expected_ +
                    ")");
}

Status Batches::feed(Session &session, int64_t step) {
  for (Input &in : inputs_) {
    size_t b = count_ < 0 ? 0 : size_t(step);
    // This rank's slice of batch b, read from the file's mapping now: the
    // pages of other ranks' rows and other steps' batches are not touched.
    extractShard(in.global + b * in.globalBytes, in.placement, in.elementBytes,
                 in.slice.data());
    FSDPC_RETURN_IF_ERROR(
        session.setInput(entry_, in.index, in.slice.data(), in.localBytes));
  }
  return Status::ok();
}

} // namespace fsdpc::run
