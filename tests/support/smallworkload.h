// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/workload.h"

namespace testsupport {

// A small model on 4 GPUs (tensor 2 × data 2, one node) whose step a few ranks replay in moments: the agent's
// replay tests and the replay stream's benchmark use it.
inline fw::core::WorkloadDescription smallWorkload()
{
    fw::core::WorkloadDescription d;
    d.parameters = 1'048'576;
    d.layers = 2;
    d.hiddenSize = 256;
    d.attentionHeads = 4;
    d.sequenceLength = 128;
    d.vocabulary = 1000;
    d.globalBatch = 4;
    d.microBatch = 1;
    d.tensorParallel = 2;
    d.pipelineParallel = 1;
    d.dataParallel = 2;
    d.gradientBucketBytes = 1'048'576;
    d.nodes = 1;
    d.gpusPerNode = 4;
    return d;
}

} // namespace testsupport
