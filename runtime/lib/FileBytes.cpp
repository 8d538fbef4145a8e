//===- FileBytes.cpp - a file's bytes, mapped or read ---------------------===//

#include "fsdpc/runtime/FileBytes.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace fsdpc::runtime {

namespace {

/// Closes a descriptor when it goes out of scope.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0)
      ::close(fd);
  }
};

/// Reads `fd` to its end: a pipe, a FIFO, a character device (no size to
/// map), or a file the system refuses to map.
Expected<std::vector<uint8_t>> readStream(int fd, const std::string &path) {
  std::vector<uint8_t> bytes;
  uint8_t buffer[1 << 16];
  for (;;) {
    ssize_t n = ::read(fd, buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      return dataLoss(path + ": read error: " + std::strerror(errno));
    if (n == 0)
      return bytes;
    bytes.insert(bytes.end(), buffer, buffer + n);
  }
}

} // namespace

Expected<FileBytes> FileBytes::read(const std::string &path) {
  Descriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  if (file.fd < 0) {
    std::string reason = std::strerror(errno);
    if (errno == ENOENT)
      return notFound(path + ": cannot open: " + reason);
    return unavailable(path + ": cannot open: " + reason);
  }
  struct stat info;
  if (::fstat(file.fd, &info) != 0)
    return unavailable(path + ": cannot stat: " + std::strerror(errno));
  if (S_ISDIR(info.st_mode))
    return invalidArgument(path + ": a directory, not a file");
  size_t size = size_t(info.st_size);
  if (S_ISREG(info.st_mode) && size == 0)
    return FileBytes();
  if (S_ISREG(info.st_mode)) {
    void *mapping = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, file.fd, 0);
    if (mapping != MAP_FAILED) {
      FileBytes bytes;
      bytes.mapping_ = mapping;
      bytes.mappedBytes_ = size;
      return bytes;
    }
  }
  // --data <(...), or a file system that does not map: read, not mapped.
  Expected<std::vector<uint8_t>> bytes = readStream(file.fd, path);
  if (!bytes)
    return bytes.status();
  return fromVector(bytes.take());
}

FileBytes FileBytes::fromVector(std::vector<uint8_t> bytes) {
  FileBytes result;
  result.owned_ = std::move(bytes);
  return result;
}

FileBytes::FileBytes(FileBytes &&other) noexcept { *this = std::move(other); }

FileBytes &FileBytes::operator=(FileBytes &&other) noexcept {
  if (this != &other) {
    release();
    owned_ = std::move(other.owned_);
    mapping_ = std::exchange(other.mapping_, nullptr);
    mappedBytes_ = std::exchange(other.mappedBytes_, 0);
  }
  return *this;
}

FileBytes::~FileBytes() { release(); }

void FileBytes::release() {
  if (mapping_)
    ::munmap(mapping_, mappedBytes_);
  mapping_ = nullptr;
  mappedBytes_ = 0;
  owned_.clear();
}

} // namespace fsdpc::runtime
