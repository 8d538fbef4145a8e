//===- FileStore.cpp - a store in a directory every rank sees -------------===//
//
// One file per key. A writer writes a temporary file and renames it over the
// key's name, so a reader sees either no file or the whole value, on every
// POSIX file system (rename is atomic, also on NFS for one client's view).
// Readers poll (KeyValueStore::get) rather than watch: inotify does not see
// other hosts' writes on network file systems.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/runtime/Store.h"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fsdpc::runtime {

namespace {

std::string errnoText() { return std::strerror(errno); }

class FileStore final : public KeyValueStore {
public:
  FileStore(std::string dir, int64_t rank, int64_t worldSize,
            const StoreOptions &options)
      : KeyValueStore(rank, worldSize, options), dir_(std::move(dir)) {}

  std::string describe() const override { return "file://" + dir_; }

  std::string locate(const std::string &key) const override {
    return "file " + path(key);
  }

  Status set(const std::string &key, const std::string &value) override {
    FSDPC_RETURN_IF_ERROR(checkKey(key));
    std::string final = path(key);
    // Unique per writer, so that two writers never share a temporary; the
    // leading dot keeps it out of any key's name.
    std::string temporary = dir_ + "/.tmp." + std::to_string(rank()) + "." +
                            std::to_string(::getpid()) + "." + fileName(key);
    int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
                    0644);
    if (fd < 0)
      return unavailable(describe() + ": cannot create " + temporary + ": " +
                         errnoText());
    const char *data = value.data();
    size_t left = value.size();
    while (left > 0) {
      ssize_t n = ::write(fd, data, left);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) {
        std::string error = errnoText();
        ::close(fd);
        ::unlink(temporary.c_str());
        return unavailable(describe() + ": cannot write " + temporary + ": " +
                           error);
      }
      data += n;
      left -= size_t(n);
    }
    if (::close(fd) != 0) {
      std::string error = errnoText();
      ::unlink(temporary.c_str());
      return unavailable(describe() + ": cannot write " + temporary + ": " +
                         error);
    }
    if (::rename(temporary.c_str(), final.c_str()) != 0) {
      std::string error = errnoText();
      ::unlink(temporary.c_str());
      return unavailable(describe() + ": cannot rename " + temporary + " to " +
                         final + ": " + error);
    }
    return Status::ok();
  }

  Expected<std::optional<std::string>> tryGet(const std::string &key) override {
    FSDPC_RETURN_IF_ERROR(checkKey(key));
    std::string file = path(key);
    int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
      if (errno == ENOENT)
        return std::optional<std::string>();
      return unavailable(describe() + ": cannot open " + file + ": " +
                         errnoText());
    }
    std::string value;
    char buffer[4096];
    for (;;) {
      ssize_t n = ::read(fd, buffer, sizeof(buffer));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0) {
        std::string error = errnoText();
        ::close(fd);
        return unavailable(describe() + ": cannot read " + file + ": " + error);
      }
      if (n == 0)
        break;
      value.append(buffer, size_t(n));
    }
    ::close(fd);
    return std::optional<std::string>(std::move(value));
  }

private:
  static std::string fileName(const std::string &key) {
    std::string name = key;
    for (char &c : name)
      if (c == '/')
        c = '_';
    return name;
  }
  std::string path(const std::string &key) const {
    return dir_ + "/" + fileName(key);
  }
  static Status checkKey(const std::string &key) {
    if (key.empty() || key[0] == '.')
      return invalidArgument("store key \"" + key + "\" is empty or hidden");
    for (char c : key)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' ||
            c == '_' || c == '-' || c == '/'))
        return invalidArgument("store key \"" + key +
                               "\" has a character outside [A-Za-z0-9._-/]");
    return Status::ok();
  }

  std::string dir_;
};

} // namespace

Expected<std::unique_ptr<KeyValueStore>>
createFileStore(const std::string &dir, int64_t rank, int64_t worldSize,
                const StoreOptions &options) {
  std::string path = dir;
  while (path.size() > 1 && path.back() == '/')
    path.pop_back();
  // Every rank may try to create it; EEXIST is the common case.
  if (::mkdir(path.c_str(), 0755) != 0 && errno != EEXIST)
    return unavailable("store file://" + path +
                       ": cannot create the "
                       "directory: " +
                       errnoText());
  struct stat st;
  if (::stat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
    return unavailable("store file://" + path + ": not a directory");
  return std::unique_ptr<KeyValueStore>(
      std::make_unique<FileStore>(path, rank, worldSize, options));
}

} // namespace fsdpc::runtime
