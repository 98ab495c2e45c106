// SPDX-License-Identifier: Apache-2.0
#include "facts/nvidiasmi.h"

#include "base/protocol.h"
#include "common/hostfs.h"
#include "common/jsonwriter.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

constexpr const char* kCommand =
    "nvidia-smi --query-gpu=index,name,uuid,memory.total,driver_version,pci.bus_id --format=csv,noheader,nounits";

bool onPath(std::string_view program)
{
    const char* path = std::getenv("PATH");
    std::string_view dirs = path ? path : "";
    while (true) {
        const auto colon = dirs.find(':');
        std::string candidate(dirs.substr(0, colon));
        // An empty PATH entry means the current directory.
        candidate += candidate.empty() ? "./" : "/";
        candidate += program;
        struct stat info = {};
        if (::stat(candidate.c_str(), &info) == 0 && S_ISREG(info.st_mode) && ::access(candidate.c_str(), X_OK) == 0)
            return true;
        if (colon == std::string_view::npos)
            return false;
        dirs.remove_prefix(colon + 1);
    }
}

std::vector<std::string_view> splitFields(std::string_view line)
{
    std::vector<std::string_view> fields;
    while (true) {
        const auto comma = line.find(',');
        fields.push_back(trimmed(line.substr(0, comma)));
        if (comma == std::string_view::npos)
            return fields;
        line.remove_prefix(comma + 1);
    }
}

void writeFailure(JsonWriter& out, const std::string& note, std::string_view output)
{
    out.beginObject().field("available", false).field(field::kNote, note);
    if (!trimmed(output).empty())
        out.field(field::kMessage, trimmed(output));
    out.endObject();
}

} // namespace

std::vector<GpuPlace> writeNvidiaSmiGpus(JsonWriter& out, const HostFs& sysfs)
{
    std::vector<GpuPlace> gpus;
    if (!onPath("nvidia-smi")) {
        out.beginObject().field("available", false).field(field::kNote, "nvidia-smi not found").endObject();
        return gpus;
    }
    // Only stdout is captured: nvidia-smi prints its failure explanations there, and anything on stderr reaches
    // the agent's own stderr, which the launcher logs.
    FILE* pipe = ::popen(kCommand, "r");
    if (!pipe) {
        writeFailure(out, std::string("could not run nvidia-smi: ") + std::strerror(errno), {});
        return gpus;
    }
    std::string output;
    char buffer[4096];
    std::size_t got = 0;
    while ((got = std::fread(buffer, 1, sizeof buffer, pipe)) > 0)
        output.append(buffer, got);
    const int status = ::pclose(pipe);
    if (status == -1) {
        writeFailure(out, std::string("could not wait for nvidia-smi: ") + std::strerror(errno), output);
        return gpus;
    }
    if (WIFSIGNALED(status)) {
        writeFailure(out, "nvidia-smi was killed by signal " + std::to_string(WTERMSIG(status)), output);
        return gpus;
    }
    if (WEXITSTATUS(status) != 0) {
        writeFailure(out, "nvidia-smi exited with status " + std::to_string(WEXITSTATUS(status)), output);
        return gpus;
    }

    out.beginObject().field("available", true).key("devices").beginArray();
    std::string_view text = output;
    while (!text.empty()) {
        const auto end = text.find('\n');
        const std::string_view line = trimmed(text.substr(0, end));
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if (line.empty())
            continue;
        const auto fields = splitFields(line);
        if (fields.size() != 6) {
            // Keep the line rather than drop a GPU silently: the BOM must not undercount.
            out.beginObject().field("unparsed", line).endObject();
            continue;
        }
        const auto index = parseInteger(fields[0]);
        const auto place = pciePlace(sysfs, "bus/pci/devices/" + sysfsPciAddress(fields[5]));
        out.beginObject()
            // nvidia-smi prints "[N/A]" where a number is unavailable; that becomes null.
            .field(field::kIndex, index)
            .field(field::kName, fields[1])
            .field("uuid", fields[2])
            .field("memory_mib", parseInteger(fields[3]))
            .field("driver_version", fields[4])
            .field("pci_bus_id", fields[5]);
        writePlace(out, place);
        out.endObject();
        if (index)
            gpus.push_back({*index, place});
    }
    out.endArray().endObject();
    return gpus;
}

} // namespace fw::agent
