//===- Status.h - error codes and messages inside the runtime ---*- C++ -*-===//
//
// The runtime reports errors as values, never as exceptions, because every
// error eventually crosses the C API (fsdpc_runtime.h) and a status code plus
// a message is all that can. The codes are the C API's fsdpc_status_t values.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_STATUS_H
#define FSDPC_RUNTIME_STATUS_H

#include "fsdpc/runtime/fsdpc_runtime.h"

#include <optional>
#include <string>
#include <utility>

namespace fsdpc::runtime {

enum class Code {
  Ok = FSDPC_OK,
  InvalidArgument = FSDPC_INVALID_ARGUMENT,
  NotFound = FSDPC_NOT_FOUND,
  OutOfRange = FSDPC_OUT_OF_RANGE,
  DataLoss = FSDPC_DATA_LOSS,
  FailedPrecondition = FSDPC_FAILED_PRECONDITION,
  ResourceExhausted = FSDPC_RESOURCE_EXHAUSTED,
  Unavailable = FSDPC_UNAVAILABLE,
  Unimplemented = FSDPC_UNIMPLEMENTED,
  Internal = FSDPC_INTERNAL,
};

class [[nodiscard]] Status {
public:
  Status() = default;
  Status(Code code, std::string message)
      : code_(code), message_(std::move(message)) {}

  static Status ok() { return Status(); }
  bool isOk() const { return code_ == Code::Ok; }
  explicit operator bool() const { return isOk(); }
  Code code() const { return code_; }
  const std::string &message() const { return message_; }

  /// Prefixes the message with where it happened ("loading x.fsdpx: ...").
  Status withContext(const std::string &context) const {
    if (isOk())
      return *this;
    return Status(code_, context + ": " + message_);
  }

private:
  Code code_ = Code::Ok;
  std::string message_;
};

inline Status invalidArgument(std::string m) {
  return Status(Code::InvalidArgument, std::move(m));
}
inline Status notFound(std::string m) {
  return Status(Code::NotFound, std::move(m));
}
inline Status outOfRange(std::string m) {
  return Status(Code::OutOfRange, std::move(m));
}
inline Status dataLoss(std::string m) {
  return Status(Code::DataLoss, std::move(m));
}
inline Status failedPrecondition(std::string m) {
  return Status(Code::FailedPrecondition, std::move(m));
}
inline Status resourceExhausted(std::string m) {
  return Status(Code::ResourceExhausted, std::move(m));
}
inline Status unavailable(std::string m) {
  return Status(Code::Unavailable, std::move(m));
}
inline Status unimplemented(std::string m) {
  return Status(Code::Unimplemented, std::move(m));
}
inline Status internalError(std::string m) {
  return Status(Code::Internal, std::move(m));
}

/// A value or the error that prevented it.
template <typename T> class [[nodiscard]] Expected {
public:
  Expected(T value) : value_(std::move(value)) {}
  Expected(Status status) : status_(std::move(status)) {
    if (status_.isOk())
      status_ = internalError("Expected built from an OK status");
  }

  bool isOk() const { return value_.has_value(); }
  explicit operator bool() const { return isOk(); }
  const Status &status() const { return status_; }
  T &operator*() { return *value_; }
  const T &operator*() const { return *value_; }
  T *operator->() { return &*value_; }
  const T *operator->() const { return &*value_; }
  T take() { return std::move(*value_); }

private:
  std::optional<T> value_;
  Status status_;
};

} // namespace fsdpc::runtime

#define FSDPC_RETURN_IF_ERROR(expr)                                            \
  do {                                                                         \
    ::fsdpc::runtime::Status fsdpcStatus_ = (expr);                            \
    if (!fsdpcStatus_.isOk())                                                  \
      return fsdpcStatus_;                                                     \
  } while (0)

#endif // FSDPC_RUNTIME_STATUS_H
