//===- ExecutableJson.cpp - fsdpx as JSON (fsdp-translate --dump=json) ----===//

#include "ExecutableBuilder.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

namespace fx = fsdpc::fsdpx;
using llvm::json::Array;
using llvm::json::Object;

template <typename T> static Array toArray(const std::vector<T> &values) {
  Array array;
  for (const T &value : values)
    array.push_back(value);
  return array;
}

static Object dumpSpec(const fx::TensorSpecT &spec) {
  return Object{{"path", spec.path},
                {"dtype", fx::EnumNameDType(spec.dtype)},
                {"global_shape", toArray(spec.global_shape)},
                {"local_shape", toArray(spec.local_shape)},
                {"split_dim", spec.split_dim},
                {"split_axes", toArray(spec.split_axes)},
                {"padding_rows", spec.padding_rows},
                {"init", fx::EnumNameInitKind(spec.init)},
                {"sigma", spec.sigma}};
}

static Object dumpCollective(const fx::CollectiveStartT &op) {
  Array members;
  for (const auto &member : op.members)
    members.push_back(Object{{"shard", member->shard},
                             {"full", member->full},
                             {"shape", toArray(member->shape)},
                             {"dim", member->dim},
                             {"global_rows", member->global_rows},
                             {"shard_rows", member->shard_rows},
                             {"staging_offset", member->staging_offset}});
  return Object{{"kind", fx::EnumNameCollectiveKind(op.kind)},
                {"reduction", fx::EnumNameReduction(op.reduction)},
                {"dtype", fx::EnumNameDType(op.dtype)},
                {"axes", toArray(op.axes)},
                {"send", op.send},
                {"recv", op.recv},
                {"bytes", op.bytes},
                {"per_member", op.per_member},
                {"members", std::move(members)}};
}

/// The outer batch loops of a GEMM, outermost first.
static Array dumpGemmLoops(const std::vector<fx::GemmLoop> &loops) {
  Array out;
  for (const fx::GemmLoop &loop : loops)
    out.push_back(Object{
        {"count", loop.count()},
        {"strides", Array{loop.stride_a(), loop.stride_b(), loop.stride_c()}}});
  return out;
}

static Object dumpInstruction(const fx::InstructionT &instruction) {
  const fx::OpUnion &op = instruction.op;
  Object object{{"op", fx::EnumNameOp(op.type)}};
  if (auto *record = op.AsRecordEvent())
    object["event"] = record->event;
  else if (auto *wait = op.AsWaitEvent())
    object["event"] = wait->event;
  else if (auto *launch = op.AsKernelLaunch())
    object.insert({"kernel", Object{{"index", launch->kernel},
                                    {"operands", toArray(launch->operands)},
                                    {"range", Array{launch->range_begin,
                                                    launch->range_end}}}});
  else if (auto *gemm = op.AsGemm())
    object.insert(
        {"gemm",
         Object{{"a", gemm->a},
                {"b", gemm->b},
                {"c", gemm->c},
                {"batch", gemm->batch},
                {"batch_strides",
                 Array{gemm->stride_a, gemm->stride_b, gemm->stride_c}},
                {"outer", dumpGemmLoops(gemm->outer)},
                {"leading_dims", Array{gemm->lda, gemm->ldb, gemm->ldc}},
                {"byte_offsets",
                 Array{gemm->a_offset, gemm->b_offset, gemm->c_offset}},
                {"m", gemm->m},
                {"n", gemm->n},
                {"k", gemm->k},
                {"transpose_a", gemm->transpose_a},
                {"transpose_b", gemm->transpose_b},
                {"beta", gemm->beta},
                {"dtypes", Array{fx::EnumNameDType(gemm->a_dtype),
                                 fx::EnumNameDType(gemm->b_dtype),
                                 fx::EnumNameDType(gemm->c_dtype)}}}});
  else if (auto *collective = op.AsCollectiveStart())
    object.insert({"collective", dumpCollective(*collective)});
  else if (auto *copy = op.AsCopy())
    object.insert({"copy", Object{{"src", copy->src},
                                  {"dst", copy->dst},
                                  {"bytes", copy->bytes}}});
  else if (auto *fill = op.AsFill())
    object.insert({"fill", Object{{"buffer", fill->buffer},
                                  {"dtype", fx::EnumNameDType(fill->dtype)},
                                  {"value", fill->value}}});
  if (instruction.predicted_s >= 0)
    object["predicted_s"] = instruction.predicted_s;
  if (!instruction.label.empty())
    object["label"] = instruction.label;
  return object;
}

static Object dumpEntry(const fx::EntryT &entry) {
  Array buffers, queues, inputs, outputs;
  for (const auto &buffer : entry.buffers)
    buffers.push_back(Object{{"offset", buffer->offset},
                             {"bytes", buffer->bytes},
                             {"dtype", fx::EnumNameDType(buffer->dtype)},
                             {"shape", toArray(buffer->shape)},
                             {"name", buffer->name}});
  for (auto [index, queue] : llvm::enumerate(entry.queues)) {
    Array instructions;
    for (const auto &instruction : entry.streams[index]->instructions)
      instructions.push_back(dumpInstruction(*instruction));
    queues.push_back(Object{{"axes", toArray(queue->axes)},
                            {"instructions", std::move(instructions)}});
  }
  for (const auto &input : entry.inputs)
    inputs.push_back(Object{{"spec", dumpSpec(*input->spec)},
                            {"buffer", input->buffer},
                            {"state", input->state}});
  for (const auto &output : entry.outputs)
    outputs.push_back(Object{{"spec", dumpSpec(*output->spec)},
                             {"buffer", output->buffer},
                             {"state", output->state}});
  return Object{{"name", entry.name},
                {"arena_bytes", entry.arena_bytes},
                {"num_events", entry.num_events},
                {"rank_buffer", entry.rank_buffer},
                {"buffers", std::move(buffers)},
                {"queues", std::move(queues)},
                {"inputs", std::move(inputs)},
                {"outputs", std::move(outputs)}};
}

std::string mlir::fsdp::dumpExecutableJson(const fx::ExecutableT &executable) {
  Array axes, state, kernels, entries;
  for (const auto &axis : executable.mesh->axes)
    axes.push_back(Object{{"name", axis->name}, {"size", axis->size}});
  for (const auto &slot : executable.state)
    state.push_back(Object{{"spec", dumpSpec(*slot->spec)},
                           {"offset", slot->offset},
                           {"bytes", slot->bytes}});
  Array gpuKernels;
  for (const auto &kernel : executable.kernels) {
    kernels.push_back(kernel->symbol);
    gpuKernels.push_back(
        Object{{"symbol", kernel->symbol},
               {"gpu_mapping", fx::EnumNameGpuMapping(kernel->gpu_mapping)},
               {"block_size", kernel->block_size},
               {"shared_bytes", kernel->shared_bytes},
               {"index_bits", kernel->index_bits},
               {"points_per_thread", kernel->points_per_thread}});
  }
  for (const auto &entry : executable.entries)
    entries.push_back(dumpEntry(*entry));
  llvm::json::Value root = Object{
      {"format_version", executable.format_version},
      {"producer", executable.producer},
      {"target_cpu", executable.target_cpu},
      {"mesh", std::move(axes)},
      {"state", std::move(state)},
      {"library_format", fx::EnumNameLibraryFormat(executable.library_format)},
      {"library_bytes", int64_t(executable.library.size())},
      {"kernels", std::move(kernels)},
      {"entries", std::move(entries)}};
  // The launch parameters only mean something to a GPU device.
  if (!executable.target_gpu.empty()) {
    root.getAsObject()->insert({"target_gpu", executable.target_gpu});
    root.getAsObject()->insert({"gpu_kernels", std::move(gpuKernels)});
  }
  return llvm::formatv("{0:2}", root).str() + "\n";
}
