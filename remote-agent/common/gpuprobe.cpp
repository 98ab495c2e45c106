// SPDX-License-Identifier: Apache-2.0
#include "common/gpuprobe.h"

#include "common/jsonwriter.h"

#include <cuda_runtime_api.h>
#include <nccl.h>
#include <optional>
#include <string>

namespace fw::agent {

std::string cudaVersionString(int code)
{
    return std::to_string(code / 1000) + "." + std::to_string(code % 1000 / 10);
}

// NCCL_VERSION() in nccl.h: X*1000+Y*100+Z up to 2.8, X*10000+Y*100+Z from 2.9 on.
std::string ncclVersionString(int code)
{
    const int major = code >= 10000 ? code / 10000 : code / 1000;
    const int minor = code >= 10000 ? code % 10000 / 100 : code % 1000 / 100;
    return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(code % 100);
}

void writeCudaNccl(JsonWriter& out)
{
    int runtime = 0;
    int driver = 0;
    int nccl = 0;
    out.beginObject()
        .field("built", true)
        .field("cuda_runtime_version", cudaRuntimeGetVersion(&runtime) == cudaSuccess
                                           ? std::optional(cudaVersionString(runtime))
                                           : std::nullopt)
        // The driver version is 0 when no driver is installed, which is not a version.
        .field("cuda_driver_version", cudaDriverGetVersion(&driver) == cudaSuccess && driver > 0
                                          ? std::optional(cudaVersionString(driver))
                                          : std::nullopt)
        .field("nccl_version",
               ncclGetVersion(&nccl) == ncclSuccess ? std::optional(ncclVersionString(nccl)) : std::nullopt);

    int devices = 0;
    if (const cudaError_t error = cudaGetDeviceCount(&devices); error == cudaSuccess)
        out.field("device_count", devices);
    else
        out.field("device_count", 0)
            .field("error", cudaGetErrorString(error))
            .field("error_name", cudaGetErrorName(error));
    out.endObject();
}

} // namespace fw::agent
