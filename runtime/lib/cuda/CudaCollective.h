//===- CudaCollective.h - bucketed collectives on a stream --------*- C++
//-*-===//
//
// The GPU form of runCollectiveOnHost(): the copy-in of a bucket's members
// into the staging buffer, the collective, and the copy-out, all enqueued on
// the communication queue's stream. The copies follow Bucket.cpp's index
// arithmetic exactly, one cudaMemcpy2DAsync per member and rank (the outer
// dimensions are the rows of the 2D copy, pitched differently on the two
// sides), and zero the padding rows with cudaMemset2DAsync. A per-member
// collective (CollectiveArgs::perMember) has none of it: one message per
// member between its shard and full buffers, one NCCL group call.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_CUDA_CUDACOLLECTIVE_H
#define FSDPC_RUNTIME_CUDA_CUDACOLLECTIVE_H

#include "fsdpc/runtime/Device.h"

#include <cuda_runtime_api.h>

namespace fsdpc::runtime::cuda {

/// Copy-in, collective, copy-out of `args` on `stream`. The collective goes
/// to `comm` with the stream as its native queue; a null `comm` is a world of
/// one whose collectives are device copies (the local communicator's
/// semantics, without NCCL).
Status enqueueCollective(Communicator *comm, const CollectiveArgs &args,
                         cudaStream_t stream);

/// The copy-in and copy-out alone (tests compare them with Bucket.h's).
Status enqueueCopyIn(const CollectiveArgs &args, cudaStream_t stream);
Status enqueueCopyOut(const CollectiveArgs &args, cudaStream_t stream);

} // namespace fsdpc::runtime::cuda

#endif // FSDPC_RUNTIME_CUDA_CUDACOLLECTIVE_H
