// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <cstdint>
#include <vector>

// What testagentbench checks in every size_result row of a bench stream, fresh or golden: each figure must follow
// from the row's raw samples and the start event (docs/agent-protocol.md).
namespace benchrows {

// An empty string when the row is consistent, else what is wrong: protocol 1 (every rank's samples), rank detail
// (quantiles and sketches) or node detail (node quantiles and bucket bytes).
QString rowProblem(const QJsonObject& start, const QJsonObject& row);
QString rankSummaryProblem(const QJsonObject& start, const std::vector<float>& iterations, const QJsonObject& row);
QString nodeDetailProblem(const QJsonObject& start, const std::vector<float>& iterations, const QJsonObject& row);
// base64 of little-endian float32, or of bytes; *ok false when the text is not that.
std::vector<float> decodeFloats(const QJsonValue& value, bool* ok);
std::vector<std::uint8_t> decodeBytes(const QJsonValue& value, bool* ok);

} // namespace benchrows
