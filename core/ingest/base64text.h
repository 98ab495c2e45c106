// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QStringView>
#include <optional>

namespace fw::core {

// Decodes standard base64 text as QByteArray::fromBase64Encoding(text.toLatin1(),
// QByteArray::AbortOnBase64DecodingErrors) does, and accepts and refuses exactly the same texts, without the two
// copies on the way: the agent's streams carry megabytes of it (docs/agent-protocol.md), and Qt's decoder, one
// character at a time, took longer than the rest of reading those lines. nullopt for a character outside the
// alphabet, or padding that is not one or two '=' closing a text whose length is a multiple of 4.
std::optional<QByteArray> decodeBase64(QStringView text);

} // namespace fw::core
