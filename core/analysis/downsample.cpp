// SPDX-License-Identifier: Apache-2.0
#include "analysis/downsample.h"

#include <algorithm>
#include <cmath>

namespace fw::core {

std::vector<std::size_t> downsampleMinMaxLttb(std::span<const float> y, std::size_t first, std::size_t last,
                                              std::size_t maxPoints)
{
    last = std::min(last, y.size());
    std::vector<std::size_t> out;
    if (first >= last)
        return out;
    const std::size_t n = last - first;
    maxPoints = std::max<std::size_t>(maxPoints, 8);
    if (n <= maxPoints) {
        out.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            out[i] = first + i;
        return out;
    }

    // The first and last points, and per bucket up to three: its minimum, its maximum and the LTTB point.
    const std::size_t buckets = (maxPoints - 2) / 3;
    const std::size_t inner = n - 2; // the points between first and last, split into `buckets`
    auto bucketStart = [&](std::size_t b) { return first + 1 + b * inner / buckets; };

    out.reserve(2 + 3 * buckets);
    out.push_back(first);
    std::size_t previous = first; // the LTTB point chosen in the bucket before
    for (std::size_t b = 0; b < buckets; ++b) {
        const std::size_t begin = bucketStart(b);
        const std::size_t end = bucketStart(b + 1);

        // The average of the next bucket (or the last point) is the triangle's third corner.
        double nextX = 0;
        double nextY = 0;
        if (b + 1 < buckets) {
            const std::size_t nb = end;
            const std::size_t ne = bucketStart(b + 2);
            double sum = 0;
            for (std::size_t i = nb; i < ne; ++i)
                sum += double(y[i]);
            nextX = (double(nb) + double(ne - 1)) / 2;
            nextY = sum / double(ne - nb);
        } else {
            nextX = double(last - 1);
            nextY = double(y[last - 1]);
        }

        const double ax = double(previous);
        const double ay = double(y[previous]);
        std::size_t chosen = begin;
        std::size_t lowest = begin;
        std::size_t highest = begin;
        double bestArea = -1;
        for (std::size_t i = begin; i < end; ++i) {
            const double v = double(y[i]);
            // Twice the triangle's area; the factor does not change which point wins.
            const double area = std::abs((ax - nextX) * (v - ay) - (ax - double(i)) * (nextY - ay));
            if (area > bestArea) {
                bestArea = area;
                chosen = i;
            }
            if (v < double(y[lowest]))
                lowest = i;
            if (v > double(y[highest]))
                highest = i;
        }
        std::size_t picked[3] = {chosen, lowest, highest};
        std::sort(std::begin(picked), std::end(picked));
        for (std::size_t i : picked)
            if (out.back() != i)
                out.push_back(i);
        previous = chosen;
    }
    if (out.back() != last - 1)
        out.push_back(last - 1);
    return out;
}

} // namespace fw::core
