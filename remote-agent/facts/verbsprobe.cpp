// SPDX-License-Identifier: Apache-2.0
#include "facts/verbsprobe.h"

#include "base/protocol.h"
#include "common/jsonwriter.h"

#include <cerrno>
#include <cstring>
#include <infiniband/verbs.h>
#include <string>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

// Codes of ibv_port_attr::active_width and ::active_speed, as in the InfiniBand PortInfo attribute.
std::string widthName(unsigned code)
{
    switch (code) {
    case 1:
        return "1X";
    case 2:
        return "4X";
    case 4:
        return "8X";
    case 8:
        return "12X";
    case 16:
        return "2X";
    default:
        return "unknown (" + std::to_string(code) + ")";
    }
}

std::string speedName(unsigned code)
{
    switch (code) {
    case 1:
        return "SDR";
    case 2:
        return "DDR";
    case 4:
        return "QDR";
    case 8:
        return "FDR10";
    case 16:
        return "FDR";
    case 32:
        return "EDR";
    case 64:
        return "HDR";
    case 128:
        return "NDR";
    default:
        return "unknown (" + std::to_string(code) + ")";
    }
}

const char* linkLayerName(unsigned layer)
{
    switch (layer) {
    case IBV_LINK_LAYER_INFINIBAND:
        return "InfiniBand";
    case IBV_LINK_LAYER_ETHERNET:
        return "Ethernet";
    default:
        return "unspecified";
    }
}

void writePorts(JsonWriter& out, ibv_context* context)
{
    ibv_device_attr device = {};
    if (const int error = ibv_query_device(context, &device); error != 0) {
        out.field("error", std::string("ibv_query_device failed: ") + std::strerror(error));
        return;
    }
    out.field("fw_ver", std::string_view(device.fw_ver));
    out.key("ports").beginArray();
    for (unsigned port = 1; port <= device.phys_port_cnt; ++port) {
        ibv_port_attr attr = {};
        out.beginObject().field(field::kPort, port);
        if (const int error = ibv_query_port(context, static_cast<uint8_t>(port), &attr); error != 0) {
            out.field("error", std::string("ibv_query_port failed: ") + std::strerror(error)).endObject();
            continue;
        }
        out.field("state", ibv_port_state_str(attr.state))
            .field("active_width", widthName(attr.active_width))
            .field("active_speed", speedName(attr.active_speed))
            .field("link_layer", linkLayerName(attr.link_layer))
            .endObject();
    }
    out.endArray();
}

} // namespace

std::size_t writeVerbs(JsonWriter& out)
{
    int count = 0;
    ibv_device** devices = ibv_get_device_list(&count);
    // A host without RDMA hardware makes the list empty or, with no verbs support in the kernel, fail outright;
    // both mean the same to a reader of the facts.
    if (!devices)
        count = 0;
    out.beginObject().field("available", true).key("devices").beginArray();
    for (int i = 0; i < count; ++i) {
        out.beginObject().field(field::kName, ibv_get_device_name(devices[i]));
        if (ibv_context* context = ibv_open_device(devices[i])) {
            writePorts(out, context);
            ibv_close_device(context);
        } else {
            out.field("error", std::string("ibv_open_device failed: ") + std::strerror(errno));
        }
        out.endObject();
    }
    out.endArray();
    if (count == 0)
        out.field(field::kNote, "libibverbs found no RDMA devices on this host");
    out.endObject();
    if (devices)
        ibv_free_device_list(devices);
    return static_cast<std::size_t>(count);
}

} // namespace fw::agent
