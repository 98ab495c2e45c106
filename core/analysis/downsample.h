// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace fw::core {

// Shape-preserving downsampling of an evenly spaced series (x = index) for drawing: Largest-Triangle-Three-Buckets
// (Steinarsson 2013), extended so that every bucket also keeps its minimum and maximum. A single slow iteration
// therefore always survives, however far the view is zoomed out, and the line still follows the series' shape.
//
// Returns ascending indices into `y` within [first, last), at most `maxPoints` of them (at least 8 are allowed),
// always including the first and the last index of the range. A range no longer than `maxPoints` is returned
// whole. Runs in O(last - first), so only the visible range costs time.
std::vector<std::size_t> downsampleMinMaxLttb(std::span<const float> y, std::size_t first, std::size_t last,
                                              std::size_t maxPoints);

} // namespace fw::core
